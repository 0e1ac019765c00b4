// serve_reports/coverage.cpp — see coverage.h. Reading the two input forms and serving each distinct
// problem once; the Markdown and JSON forms of the report are in coverage_report.cpp.
#include "serve_reports/coverage.h"

#include <fstream>
#include <map>
#include <sstream>

namespace irgate::serve {
namespace {

constexpr int kBackwardWeights = 4;  // MIOpenDriver -F: 1 forward, 2 backward data, 4 backward weights, 0 all

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::string joined(const std::vector<std::string>& words, size_t first) {
  std::string out;
  for (size_t i = first; i < words.size(); ++i) out += (out.empty() ? "" : " ") + words[i];
  return out;
}

std::string trimmed(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

// Whether the command asks for a backward-weights pass, and the command with its -F rewritten to
// 4 so the driver-line grammar (backward weights only) reads it. No -F, or one that is not a
// number, is left for the grammar to name.
bool asks_for_weights(std::vector<std::string>& words) {
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    if (words[i] != "-F" && words[i] != "--forw") continue;
    int direction = 0;
    std::istringstream in(words[i + 1]);
    if (!(in >> direction) || !in.eof()) return true;
    if (direction != 0 && !(direction & kBackwardWeights)) return false;
    words[i + 1] = std::to_string(kBackwardWeights);
    return true;
  }
  return true;
}

int64_t output_extent(int64_t in, int pad, int filter, int stride, int dilation) {
  const int64_t span = in + 2 * int64_t(pad) - int64_t(dilation) * (filter - 1) - 1;
  return span < 0 ? 0 : span / stride + 1;
}

int64_t macs_of(const ConvProblem& c) {
  const int64_t ho = output_extent(c.h, c.pad_h, c.filter_h, c.stride_h, c.dilation_h);
  const int64_t wo = output_extent(c.w, c.pad_w, c.filter_w, c.stride_w, c.dilation_w);
  return c.n * ho * wo * c.k * (c.c / c.groups) * c.filter_h * c.filter_w;
}

}  // namespace

Result<CoverageInput> read_coverage_input(const CoverageSource& source) {
  std::ifstream in(source.path);
  if (!in) return Error{source.path + ": cannot be read", 2};
  CoverageInput out;
  out.source = source.path;
  std::string raw;
  for (int number = 1; std::getline(in, raw); ++number) {
    ++out.lines_read;
    CoverageLine line;
    line.line_number = number;
    std::vector<std::string> words;
    if (source.log) {
      // The driver command starts at the word ending in MIOpenDriver ("./bin/MIOpenDriver conv ...").
      const size_t at = raw.find("MIOpenDriver");
      if (at == std::string::npos) continue;
      words = words_of(raw.substr(raw.rfind(' ', at) == std::string::npos ? 0 : raw.rfind(' ', at) + 1));
      if (words.size() < 2 || words[1].rfind("conv", 0) != 0) {
        ++out.other_commands;
        continue;
      }
      words.erase(words.begin());
    } else {
      const size_t hash = raw.find('#');
      if (hash != std::string::npos) line.layer = trimmed(raw.substr(hash + 1));
      words = words_of(raw.substr(0, hash));
      if (words.empty()) continue;
    }
    if (!asks_for_weights(words)) {
      ++out.other_directions;
      continue;
    }
    line.text = joined(words, 0);
    auto conv = parse_miopen_line(line.text);
    if (conv) {
      line.conv = *conv;
    } else if (source.log) {
      line.parse_error = conv.error().message;  // a convolution irgate cannot read: a row that says why
    } else {
      return Error{source.path + ":" + std::to_string(number) + ": " + conv.error().message, 2};
    }
    out.lines.push_back(std::move(line));
  }
  if (in.bad()) return Error{source.path + ": read error", 2};
  return out;
}

CoverageReport cover(const CoverageInput& input, const ServingCache& cache, const CoverageOptions& options) {
  CoverageReport r;
  r.source = input.source;
  r.arch = options.arch;
  r.lines_read = input.lines_read;
  r.other_directions = input.other_directions;
  r.other_commands = input.other_commands;
  std::map<std::string, size_t> row_of;  // problem text -> row
  for (const CoverageLine& line : input.lines) {
    std::optional<ConvProblem> conv = line.conv;
    if (conv && options.dtype) conv->dtype = options.dtype;
    const std::string key = conv ? miopen_line_text(*conv) : line.text;
    auto [it, is_new] = row_of.emplace(key, r.rows.size());
    if (is_new) {
      CoverageRow row;
      row.problem = key;
      row.parse_error = line.parse_error;
      if (conv) {
        row.macs = macs_of(*conv);
        ServeAnswer answer = cache.serve(wgrad_problem(*conv, options.dw_dtype ? options.dw_dtype : conv->dtype));
        row.served = std::move(answer.served);
        row.ranked_by = std::move(answer.ranked_by);
        row.picks = rule_picks(answer);
        if (!row.served) row.declined = std::move(answer.declined);
      }
      r.rows.push_back(std::move(row));
    }
    CoverageRow& row = r.rows[it->second];
    ++row.lines;
    if (!line.layer.empty()) row.layers.push_back(line.layer);
  }
  for (const CoverageRow& row : r.rows) {
    ++r.problems;
    r.lines += row.lines;
    r.macs += row.lines * row.macs;
    if (!row.served) continue;
    ++r.problems_served;
    r.lines_served += row.lines;
    r.macs_served += row.lines * row.macs;
    r.rules.add(row.picks, row.lines, row.problem);
    if (!row.served->estimate.ok()) continue;
    r.lines_estimated += row.lines;
    r.estimated_microseconds += double(row.lines) * row.served->estimate.microseconds;
  }
  return r;
}

}  // namespace irgate::serve
