// toolchain/codegen_options.cpp — see codegen_options.h.
#include "toolchain/codegen_options.h"

namespace irgate::toolchain {

std::vector<std::string> llc_argv(const std::string& llc, const std::string& arch, const std::string& ll,
                                  const std::string& obj) {
  return {llc, "-O" + std::to_string(kLlcOptLevel), std::string("-mtriple=") + kTargetTriple, "-mcpu=" + arch,
          "-filetype=obj", ll, "-o", obj};
}

std::vector<std::string> lld_argv(const std::string& lld, const std::string& obj, const std::string& out) {
  return {lld, "-shared", "--no-undefined", "--threads=1", obj, "-o", out};
}

}  // namespace irgate::toolchain
