// grid/select.cpp — see select.h.
#include "grid/select.h"

#include <algorithm>
#include <charconv>

#include "grid/tables.h"

namespace irgate::grid {
namespace {

bool parse_int(const std::string& s, int& v) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && end == s.data() + s.size();
}

}  // namespace

Result<Selection> make_selection(const std::string& family, const std::string& arch, const std::string& dtype,
                                 const std::vector<std::string>& match, const std::string& shard) {
  Selection s{family, arch, dtype, match, 0, 1};
  const auto& families = grid_families();
  if (!family.empty() && std::find(families.begin(), families.end(), family) == families.end()) {
    std::string names;
    for (const std::string& f : families) names += (names.empty() ? "" : ", ") + f;
    return Error{"--family: no grid for '" + family + "' (grids: " + names + ")"};
  }
  if (!dtype.empty() && dtype != "fp16" && dtype != "bf16" && dtype != "fp32")
    return Error{"--dtype: expected fp16, bf16 or fp32 (the reduce helper's output), not '" + dtype + "'"};
  if (!shard.empty()) {
    const size_t slash = shard.find('/');
    if (slash == std::string::npos || !parse_int(shard.substr(0, slash), s.shard_index) ||
        !parse_int(shard.substr(slash + 1), s.shard_count) || s.shard_count < 1 || s.shard_index < 0 ||
        s.shard_index >= s.shard_count)
      return Error{"--shard: expected i/n with 0 <= i < n, not '" + shard + "'"};
  }
  return s;
}

bool selects_cell(const Selection& s, const std::string& family, const std::string& arch, const std::string& dtype) {
  return (s.family.empty() || s.family == family) && (s.arch.empty() || s.arch == arch) &&
         (s.dtype.empty() || s.dtype == dtype);
}

bool selects_name(const Selection& s, const std::string& name) {
  if (s.match.empty()) return true;
  return std::any_of(s.match.begin(), s.match.end(),
                     [&](const std::string& m) { return name.find(m) != std::string::npos; });
}

}  // namespace irgate::grid
