// toolchain/lds_estimate.cpp — see lds_estimate.h.
#include "toolchain/lds_estimate.h"

#include <charconv>

namespace irgate::toolchain {

long declared_lds_bytes(std::string_view text) {
  static constexpr std::string_view kGlobal = "addrspace(3) global ";
  long total = 0;
  for (size_t at = text.find(kGlobal); at != std::string_view::npos; at = text.find(kGlobal, at + 1)) {
    std::string_view rest = text.substr(at + kGlobal.size());
    if (!rest.starts_with('[')) return -1;
    rest.remove_prefix(1);
    long bytes = 0;
    auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), bytes);
    // The engines only declare byte arrays; anything else is a module this lane cannot account.
    if (ec != std::errc() || std::string_view(end, rest.data() + rest.size()).substr(0, 6) != " x i8]") return -1;
    total += bytes;
  }
  return total;
}

long declared_vgpr_estimate(std::string_view text) {
  static constexpr std::string_view kKey = "\"amdgpu-num-vgpr\"=\"";
  const size_t at = text.find(kKey);
  if (at == std::string_view::npos) return -1;
  std::string_view rest = text.substr(at + kKey.size());
  long vgprs = -1;
  auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), vgprs);
  return ec == std::errc() && end != rest.data() + rest.size() && *end == '"' ? vgprs : -1;
}

}  // namespace irgate::toolchain
