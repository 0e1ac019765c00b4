// serve_reports/coverage.h — what a kernel cache serves of a list of convolutions: one row per distinct
// backward-weights problem (the served kernel and its plan, or every family's reason), and totals
// of problems, lines and multiply-accumulates served. The library behind `irgate grid coverage`.
//
// Input is either a file of MIOpen driver lines (one per layer; `#` starts a comment, the text
// after it names the layer; a line that does not parse is bad input, named by file:line) or a
// log MIOpen wrote with MIOPEN_ENABLE_LOGGING_CMD=1 (every line holding `MIOpenDriver conv…` is a
// problem; other lines are not; a convolution line irgate cannot read becomes a row with the
// reason). Lines that ask for no backward-weights pass (-F 1, 2, 3) are counted and skipped.
//
//   auto lines = serve::read_coverage_input({.path = "resnet50.txt", .log = false});
//   if (!lines) return lines.error();                     // exit 2: names file:line
//   serve::ServingCache cache(index, "gfx1250", domain);
//   serve::CoverageReport r = serve::cover(*lines, cache, {.arch = "gfx1250"});
//   std::cout << serve::coverage_markdown(r);              // or coverage_json(r).dump(2)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "serve/miopen_line.h"
#include "serve_reports/rule_comparison.h"
#include "serve/serve.h"
#include "support/result.h"

namespace irgate::serve {

struct CoverageSource {
  std::string path;
  bool log = false;  // a MIOpen log (MIOPEN_ENABLE_LOGGING_CMD=1) rather than a file of lines
};

// One backward-weights convolution line of the input.
struct CoverageLine {
  int line_number = 0;
  std::string text;                    // the driver command as written (from the conv word on)
  std::string layer;                   // the comment after `#` (files), "" otherwise
  std::optional<ConvProblem> conv;     // empty when it does not parse (logs only)
  std::string parse_error;
};

struct CoverageInput {
  std::string source;
  std::vector<CoverageLine> lines;     // the backward-weights convolutions, in input order
  int64_t lines_read = 0;
  int64_t other_directions = 0;        // convolution lines with no backward-weights pass (-F 1, 2, 3)
  int64_t other_commands = 0;          // log lines of other MIOpenDriver commands (bnorm, pool, ...)
};

Result<CoverageInput> read_coverage_input(const CoverageSource& source);

struct CoverageOptions {
  std::string arch;
  int32_t dtype = 0;     // 0: each line's; else read every line as this dtype of X and dY
  int32_t dw_dtype = 0;  // 0: the problem's dtype (MIOpen writes dW in the tensors' type)
};

// One distinct problem (its canonical driver line) and what serves it.
struct CoverageRow {
  std::string problem;                 // canonical driver line, or the text that did not parse
  std::vector<std::string> layers;     // the layer names of its lines (files)
  int64_t lines = 0;                   // input lines that name it
  int64_t macs = 0;                    // multiply-accumulates of one line: N·Ho·Wo·K·(C/G)·R·S
  std::string parse_error;             // not empty: not read, not served
  std::optional<Served> served;
  std::string ranked_by;               // what chose the served kernel (ServeAnswer::ranked_by)
  RulePicks picks;                     // each rule's pick, judged by the profiled estimate
  std::vector<Declined> declined;      // every family's reason when nothing serves
};

struct CoverageReport {
  std::string source, arch;
  std::vector<CoverageRow> rows;       // first-appearance order
  int64_t lines_read = 0, other_directions = 0, other_commands = 0;
  int64_t problems = 0, problems_served = 0;
  int64_t lines = 0, lines_served = 0;
  int64_t macs = 0, macs_served = 0;   // summed over lines (a layer that repeats counts each time)
  // serve/cost_model.h's estimate summed over served lines that have one, and how many do.
  double estimated_microseconds = 0;
  int64_t lines_estimated = 0;
  RuleTotals rules;                    // the static and structure rules against the profiled picks
  bool all_served() const { return problems > 0 && problems_served == problems; }
};

CoverageReport cover(const CoverageInput& input, const ServingCache& cache, const CoverageOptions& options);

// The report as a Markdown page (totals, then one table row per problem) and as JSON
// (schema irgate.grid_coverage/v1).
std::string coverage_markdown(const CoverageReport& report);
nlohmann::json coverage_json(const CoverageReport& report);
// The report back from its JSON, as far as the Markdown shows it (what `irgate merge` of coverage
// shards renders; each row's rule picks and a served kernel's plan are not read back). A JSON that
// is not such a report is an error naming `file` (exit 2).
Result<CoverageReport> coverage_report_from_json(const nlohmann::json& j, const std::string& file);

}  // namespace irgate::serve
