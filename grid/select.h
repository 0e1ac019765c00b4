// grid/select.h — which grid kernels a command works on: --family, --arch, --dtype, --match
// (a substring of the kernel name, repeatable) and --shard i/n (a deterministic partition of the
// selected kernels in name order, so CI matrices or job arrays can split a compile or a verify).
//
// Used by `irgate grid list / compile / verify`.
//
//   auto sel = grid::make_selection("direct_wgrad", "gfx1250", "fp16", {}, "0/4");
//   if (!sel) return sel.error();                     // a typo is a usage error (exit 2)
//   if (grid::selects_cell(*sel, "direct_wgrad", "gfx1250", "fp16") && grid::selects_name(*sel, name)) ...
#pragma once

#include <string>
#include <vector>

#include "support/result.h"

namespace irgate::grid {

struct Selection {
  std::string family, arch, dtype;  // "" selects all
  std::vector<std::string> match;   // any of these substrings of the kernel name; empty: all
  int shard_index = 0, shard_count = 1;
};

// Checks the family, dtype and shard text ("i/n", 0 <= i < n); an arch is checked against the
// grid tables by the caller's enumeration (an arch no grid covers selects nothing, named).
Result<Selection> make_selection(const std::string& family, const std::string& arch, const std::string& dtype,
                                 const std::vector<std::string>& match, const std::string& shard);

// Family, arch and dtype: known before a candidate is emitted.
bool selects_cell(const Selection& s, const std::string& family, const std::string& arch, const std::string& dtype);
// --match: known once the engine named the kernel (the shard is applied to the sorted result).
bool selects_name(const Selection& s, const std::string& name);

// The shard's slice of a name-sorted list: items at positions p with p mod n == i.
template <class T>
std::vector<T> shard_of(const Selection& s, const std::vector<T>& sorted) {
  std::vector<T> out;
  for (size_t p = 0; p < sorted.size(); ++p)
    if (static_cast<int>(p % static_cast<size_t>(s.shard_count)) == s.shard_index) out.push_back(sorted[p]);
  return out;
}

}  // namespace irgate::grid
