// tools/cmd_parity.cpp — `irgate parity`: both engines over every (config, flavor), fail-closed.
//
//   irgate parity [--only FAMILY|ID,...] [--flavor F] [--out DIR] [--json FILE] [--junit FILE]
//                 [--markdown FILE] [--shard i/n]
#include "lanes/parity_lane.h"
#include <CLI/CLI.hpp>

#include "tools/context.h"
#include "tools/lane_output.h"

namespace irgate::tools {

void add_parity_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<lanes::ParityLaneOptions>();
  auto files = std::make_shared<ReportFiles>();
  CLI::App* sub = app.add_subcommand("parity", "Compare the two engines byte for byte over the config corpus");
  add_parity_flags(sub, *o);
  add_report_flags(sub, *files);
  sub->callback([&ctx, o, files] {
    ctx.exit_code = emit_lanes({lanes::run_parity_lane(ctx.root(), *o)}, *files, "irgate parity");
  });
}

}  // namespace irgate::tools
