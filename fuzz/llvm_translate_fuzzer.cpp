// fuzz/llvm_translate_fuzzer.cpp — libFuzzer target: the emulator's translation of LLVM text.
//
// Checks that emu::translate_kernel() (libLLVM 22's text parser, then our Translator over the
// kernel) answers any bytes with a Program or an error, never a crash, hang, leak or sanitizer
// report: text that does not parse, a module without a kernel, and IR our translator does not
// support must all come back as an Error. libLLVM itself is not instrumented, so coverage
// feedback comes from the translator; LLVM's parser is exercised by what reaches it.
// Seeds: the blessed kernels golden/data/llvm*/*/*.ll (fuzz/run.sh).
//
//   fuzz/run.sh build-sanitize llvm_translate --runs 1000000      # or --hours 4
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "emulator/translate.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  (void)irgate::emu::translate_kernel(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
