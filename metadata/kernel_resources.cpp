// metadata/kernel_resources.cpp — see kernel_resources.h.
#include "metadata/kernel_resources.h"

#include <charconv>
#include <sstream>

namespace irgate::metadata {
namespace {

long to_long(std::string_view v) {
  while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
  long x = -1;
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
  (void)p;
  return ec == std::errc() ? x : -1;
}

// Applies one kernel-level "key: value" pair (key starts with '.').
void apply(KernelResources& k, std::string_view line) {
  auto colon = line.find(':');
  if (colon == std::string_view::npos) return;
  std::string_view key = line.substr(0, colon), value = line.substr(colon + 1);
  struct Field {
    std::string_view key;
    long KernelResources::*slot;
  } fields[] = {{".vgpr_count", &KernelResources::vgpr_count},
                {".agpr_count", &KernelResources::agpr_count},
                {".sgpr_count", &KernelResources::sgpr_count},
                {".vgpr_spill_count", &KernelResources::vgpr_spill_count},
                {".sgpr_spill_count", &KernelResources::sgpr_spill_count},
                {".private_segment_fixed_size", &KernelResources::private_segment_fixed_size},
                {".group_segment_fixed_size", &KernelResources::group_segment_fixed_size},
                {".wavefront_size", &KernelResources::wavefront_size}};
  for (auto& f : fields)
    if (key == f.key) k.*f.slot = to_long(value);
  if (key == ".name") {
    while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    k.name = std::string(value);
  }
}

}  // namespace

bool KernelResources::complete() const {
  return vgpr_count >= 0 && sgpr_count >= 0 && vgpr_spill_count >= 0 && sgpr_spill_count >= 0 &&
         private_segment_fixed_size >= 0 && group_segment_fixed_size >= 0;
}

std::vector<KernelResources> parse_kernel_resources(const std::string& text) {
  std::vector<KernelResources> out;
  std::istringstream in(text);
  std::string line;
  bool in_kernels = false;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.starts_with("amdhsa.kernels:")) {
      in_kernels = true;
      continue;
    }
    if (!in_kernels) continue;
    if (!line.empty() && line[0] != ' ' && line[0] != '-') {  // next top-level key
      in_kernels = false;
      continue;
    }
    std::string_view l = line;
    if (l.starts_with("  - ")) {  // a new kernel; the rest of the line is its first key
      out.emplace_back();
      apply(out.back(), l.substr(4));
    } else if (!out.empty() && l.starts_with("    .")) {
      apply(out.back(), l.substr(4));
    }
  }
  return out;
}

}  // namespace irgate::metadata
