// emulator/translate.h — parse one emitted .ll module with libLLVM 22 and translate its kernel
// into the emulator's compact Program (program.h), once.
//
// Used by the runtime (one Program per distinct kernel text), tests and bench. No verifier is
// run: llvm16/llvm19 dialect text parses with LLVM 22's parser (old intrinsic names are
// auto-upgraded by the parser, new ones are kept). Thread-safe: each call owns its LLVMContext.
//
//   Result<Program> p = irgate::emu::translate_kernel(ll_text);
//   if (!p) std::cerr << p.error().message;   // "parse error at 12:7: ..." or "unsupported: ..."
#pragma once

#include <string_view>

#include "emulator/program.h"
#include "support/result.h"

namespace irgate::emu {

Result<Program> translate_kernel(std::string_view ll_text);

}  // namespace irgate::emu
