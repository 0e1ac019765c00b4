// toolchain/steps.cpp — see steps.h.
#include "toolchain/steps.h"

#include "toolchain/codegen_options.h"

namespace irgate::toolchain {

Result<ProcessResult> verify(const Toolchain& tc, const Dir& cwd, const std::string& ll) {
  return run_process({tc.as, ll, "-o", "/dev/null"}, process_options(tc, cwd.string()));
}

Result<ProcessResult> compile(const Toolchain& tc, const Dir& cwd, const std::string& ll,
                              const std::string& arch, const std::string& obj) {
  return run_process(llc_argv(tc.llc, arch, ll, obj), process_options(tc, cwd.string()));
}

Result<ProcessResult> link(const Toolchain& tc, const Dir& cwd, const std::string& obj,
                           const std::string& hsaco) {
  return run_process(lld_argv(tc.lld, obj, hsaco), process_options(tc, cwd.string()));
}

Result<ProcessResult> read_notes(const Toolchain& tc, const Dir& cwd, const std::string& elf) {
  return run_process({tc.readelf, "--notes", elf}, process_options(tc, cwd.string()));
}

}  // namespace irgate::toolchain
