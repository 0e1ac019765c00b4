// toolchain/steps.h — the toolchain steps, each one subprocess with a timeout: verify
// (llvm-as), compile (llc -O3 -filetype=obj), link (ld.lld -shared --no-undefined), notes
// (llvm-readelf --notes); the llc and ld.lld flags come from codegen_options.h.
//
// Used by the arch-domain probe runner and the toolchain lane. Paths are passed relative to
// `cwd` (a TempDir) so diagnostics name "probe.ll", never a random temp path.
//
//   auto r = toolchain::compile(tc, dir, "probe.ll", "gfx1100", "gfx1100.o");
//   if (r && r->exited_ok()) r = toolchain::link(tc, dir, "gfx1100.o", "gfx1100.hsaco");
#pragma once

#include <filesystem>
#include <string>

#include "support/subprocess.h"
#include "toolchain/tools.h"

namespace irgate::toolchain {

using Dir = std::filesystem::path;

Result<ProcessResult> verify(const Toolchain& tc, const Dir& cwd, const std::string& ll);
Result<ProcessResult> compile(const Toolchain& tc, const Dir& cwd, const std::string& ll,
                              const std::string& arch, const std::string& obj);
Result<ProcessResult> link(const Toolchain& tc, const Dir& cwd, const std::string& obj,
                           const std::string& hsaco);
Result<ProcessResult> read_notes(const Toolchain& tc, const Dir& cwd, const std::string& elf);

}  // namespace irgate::toolchain
