// toolchain/codegen_options.cpp — see codegen_options.h.
#include "toolchain/codegen_options.h"

namespace irgate::toolchain {
namespace {

struct ArchOptions {
  const char* arch;
  std::vector<std::string> options;
};

// Why each row exists: codegen_options.h (llc_arch_options).
const std::vector<ArchOptions>& arch_options() {
  static const std::vector<ArchOptions> table = {{"gfx1250", {"-enable-post-misched=false", "-amdgpu-enable-vopd=false"}}};
  return table;
}

}  // namespace

std::vector<std::string> llc_arch_options(const std::string& arch) {
  const std::string base = arch.substr(0, arch.find(':'));
  for (const ArchOptions& row : arch_options())
    if (base == row.arch) return row.options;
  return {};
}

std::string llc_options_signature() {
  std::string s;
  for (const ArchOptions& row : arch_options()) {
    s += (s.empty() ? "" : " ") + std::string(row.arch) + ":";
    for (size_t i = 0; i < row.options.size(); ++i) s += (i ? "," : "") + row.options[i];
  }
  return s;
}

std::vector<std::string> llc_argv(const std::string& llc, const std::string& arch, const std::string& ll,
                                  const std::string& obj) {
  std::vector<std::string> argv = {llc, "-O" + std::to_string(kLlcOptLevel), std::string("-mtriple=") + kTargetTriple,
                                   "-mcpu=" + arch};
  for (std::string& o : llc_arch_options(arch)) argv.push_back(std::move(o));
  argv.insert(argv.end(), {"-filetype=obj", ll, "-o", obj});
  return argv;
}

std::vector<std::string> lld_argv(const std::string& lld, const std::string& obj, const std::string& out) {
  return {lld, "-shared", "--no-undefined", "--threads=1", obj, "-o", out};
}

}  // namespace irgate::toolchain
