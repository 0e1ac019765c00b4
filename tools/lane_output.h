// tools/lane_output.h — how a subcommand hands a lane's report to the user: the text on stdout
// (stderr when the lane could not run), and the --json / --junit / --markdown files, written
// atomically. Also the parity lane's flags, which `irgate parity` and `irgate check` share.
//
//   ReportFiles files;  add_report_flags(sub, files);   // --json --junit --markdown
//   ctx.exit_code = emit_lanes({lanes::run_parity_lane(ctx.root(), o)}, files, "irgate parity");
#pragma once

#include <string>
#include <vector>

#include "lanes/lane_report.h"
#include "lanes/parity_lane.h"

// CLI11 (Debian 12 ships 2.1.2) is header-only with no precompiled mode, so its one include stays
// in the tools/*.cpp files that parse command lines (docs/building.md); a header names App only.
namespace CLI {
class App;
}  // namespace CLI

namespace irgate::tools {

struct ReportFiles {
  std::string json, junit, markdown;
};

// --json FILE, --junit FILE, --markdown FILE.
void add_report_flags(CLI::App* sub, ReportFiles& files);
// Adds --only --flavor --out --shard --jobs --no-isolate (parity's selection and run options).
void add_parity_flags(CLI::App* sub, lanes::ParityLaneOptions& o);

// Prints each lane's text, writes the files asked for; returns the worst exit code (2 when a file
// cannot be written). With one lane, --json is that lane's own report (the parity report `irgate
// merge` reads); with several, the composed check report.
int emit_lanes(const std::vector<lanes::LaneReport>& reports, const ReportFiles& files, const std::string& who);

}  // namespace irgate::tools
