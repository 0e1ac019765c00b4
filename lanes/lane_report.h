// lanes/lane_report.h — what every lane of the gate returns, and the three files `irgate check`
// writes from a list of them: JSON, JUnit XML and the Markdown a pull request pastes.
//
// A lane (parity, golden, coverage, toolchain, numerics, grid verify) is one library function that
// runs its check and returns a LaneReport; it prints nothing itself. The command line prints
// `text`, and `irgate check --json/--junit/--markdown` writes what lanes_json(), lanes_junit() and
// lanes_markdown() make of every lane it ran, so a PR body is generated from what ran.
//
//   std::vector<LaneReport> lanes = {run_parity_lane(root, {}), run_golden_lane(root, {})};
//   write_atomic("check.md", lanes_markdown(lanes));   // "## irgate check: PASS" + a table per lane
#pragma once

#include <string>
#include <vector>

#include "support/markdown.h"  // markdown_cell, for the lanes' Markdown sections

namespace irgate::lanes {

// One JUnit test case: a (config, flavor) pair, a golden entry, a table, a kernel.
struct LaneCase {
  std::string name;
  bool passed = false;
  std::string message;    // why it failed, one line ("" when it passed)
  std::string classname;  // "" = the lane's name
  std::string details;    // the failure's body (a mismatch report), or for a pass its system-out
};

struct LaneReport {
  std::string lane;             // "parity", "golden", ...
  int exit_code = 2;            // 0 pass, 1 a check failed, 2 bad input (the lane could not run)
  std::string summary;          // one line: "159 config x flavor pairs, 46 byte-identical"
  std::string text;             // what the lane prints on a terminal
  std::string markdown;         // its section of a pull request body (tables; no heading)
  std::vector<LaneCase> cases;  // its JUnit test cases
  std::string json;             // its own JSON report, a whole document ("" when it has none)
  bool passed() const { return exit_code == 0; }
};

// A lane that could not run (exit 2, bad input) or ran nothing (exit 1): `message` is its
// summary, and its text is "<command>: <message>".
LaneReport lane_not_run(const std::string& lane, const std::string& command, const std::string& message,
                        int exit_code = 2);

// The verdict of a list of lanes: the worst exit code (0 only if every lane passed; an empty
// list is a failure, 1).
int lanes_exit_code(const std::vector<LaneReport>& lanes);
// {"schema": "irgate.check_report/v1", "pass": ..., "lanes": [{"lane", "exit_code", "summary",
// "report": <the lane's own JSON>}]}
std::string lanes_json(const std::vector<LaneReport>& lanes);
// <testsuites> with one <testsuite> per lane and one <testcase> per LaneCase.
std::string lanes_junit(const std::vector<LaneReport>& lanes);
// "## irgate check: PASS", a table of lanes (verdict, summary), then each lane's section.
std::string lanes_markdown(const std::vector<LaneReport>& lanes);


}  // namespace irgate::lanes
