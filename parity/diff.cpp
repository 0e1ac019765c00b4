// parity/diff.cpp — see diff.h.
#include "parity/diff.h"

#include <dtl/dtl.hpp>

#include <algorithm>
#include <sstream>

namespace irgate::parity {
namespace {

std::string context_block(const std::vector<std::string>& lines, size_t at, int context, const std::string& who) {
  std::ostringstream out;
  out << "  " << who << ":\n";
  size_t from = at >= static_cast<size_t>(context) ? at - context : 0;
  size_t to = std::min(lines.size(), at + context + 1);
  for (size_t i = from; i < to; ++i)
    out << (i == at ? "  >> " : "     ") << (i + 1) << " | " << lines[i] << "\n";
  if (at >= lines.size()) out << "  >> " << (at + 1) << " | <end of text>\n";
  return out.str();
}

}  // namespace

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::optional<FirstDiff> first_difference(std::string_view a, std::string_view b, int context) {
  if (a == b) return std::nullopt;
  auto la = split_lines(a), lb = split_lines(b);
  size_t i = 0;
  while (i < la.size() && i < lb.size() && la[i] == lb[i]) ++i;
  FirstDiff d;
  d.line = static_cast<int>(i + 1);
  d.left = context_block(la, i, context, "reference");
  d.right = context_block(lb, i, context, "twin");
  return d;
}

std::string unified_diff(std::string_view a, std::string_view b, const std::string& a_name,
                         const std::string& b_name, int max_lines) {
  auto la = split_lines(a), lb = split_lines(b);
  dtl::Diff<std::string, std::vector<std::string>> diff(la, lb);
  diff.onHuge();
  diff.compose();
  diff.composeUnifiedHunks();
  std::ostringstream hunks;
  diff.printUnifiedFormat(hunks);
  auto lines = split_lines(hunks.str());
  std::ostringstream out;
  out << "--- " << a_name << "\n+++ " << b_name << "\n";
  int shown = 0;
  for (const std::string& l : lines) {
    if (shown == max_lines) {
      out << "... (" << (lines.size() - shown) << " more diff lines)\n";
      break;
    }
    out << l << "\n";
    ++shown;
  }
  return out.str();
}

}  // namespace irgate::parity
