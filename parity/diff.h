// parity/diff.h — where two texts first differ, and a bounded unified diff (dtl).
//
// Used by the parity mismatch report and the golden check's --explain.
//
//   if (auto d = first_difference(ref_ll, twin_ll)) {
//     std::cout << "first difference at line " << d->line << "\n" << d->left << d->right;
//   }
//   std::cout << unified_diff(ref_ll, twin_ll, "reference", "twin", 60);
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace irgate::parity {

struct FirstDiff {
  int line = 0;       // 1-based line number of the first differing line
  std::string left;   // ±context lines of the first text, the differing line marked ">>"
  std::string right;  // the same for the second text
};

std::vector<std::string> split_lines(std::string_view text);
std::optional<FirstDiff> first_difference(std::string_view a, std::string_view b, int context = 3);
// A unified diff (3 lines of context), cut after max_lines lines with a note saying how many.
std::string unified_diff(std::string_view a, std::string_view b, const std::string& a_name,
                         const std::string& b_name, int max_lines);

}  // namespace irgate::parity
