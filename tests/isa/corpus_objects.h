// tests/isa/corpus_objects.h — code objects of parity corpus configs, built for the tests with
// the llvm22 toolchain lane's own steps (llc-22 -O3, ld.lld-22; toolchain::SubprocessBuilder),
// so the ISA tests look at exactly what `irgate validate` and the grid cache see.
//
// Used by the toolchain-labelled tests of tests/isa/. Each object is built once per process.
//
//   const CorpusObject& o = corpus_object(216);       // ASSERTs inside on a failed build
//   auto co = isa::read_code_object(o.bytes, "216");
#pragma once

#include <string>
#include <vector>

namespace irgate::isa::testing {

struct CorpusObject {
  int config = 0;
  std::string arch, family, text;  // text: the reference engine's llvm22 LLVM IR
  std::string bytes;               // the linked code object; empty when the build failed
  std::string failure;             // why it failed
};

// Config `id` under llvm22, emitted and built (cached per process); `failure` says why not.
// Callers GTEST_SKIP when toolchain_available() is false (no llc-22 on this machine).
const CorpusObject& corpus_object(int id);
// The same config built with llc-22 -O3 alone, without codegen_options.h's per-arch llc options
// (what llc-22 makes of the kernel without irgate's workaround). Not cached.
CorpusObject corpus_object_without_arch_options(int id);
bool toolchain_available(std::string* why);
// Every llvm22-emitting corpus config id.
std::vector<int> llvm22_corpus_ids();

}  // namespace irgate::isa::testing
