// tools/cmd_parity.cpp — `irgate parity`: both engines over every (config, flavor), fail-closed.
//
//   irgate parity [--only FAMILY|ID,...] [--flavor F] [--out DIR] [--json FILE] [--junit FILE] [--shard i/n]
#include <iostream>

#include "tools/parity_lane.h"

namespace irgate::tools {

void add_parity_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<ParityLaneOptions>();
  CLI::App* sub = app.add_subcommand("parity", "Compare the two engines byte for byte over the config corpus");
  add_parity_flags(sub, *o);
  sub->callback([&ctx, o] { ctx.exit_code = parity_lane(ctx, *o, std::cout); });
}

}  // namespace irgate::tools
