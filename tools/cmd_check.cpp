// tools/cmd_check.cpp — `irgate check`: the pre-merge gate on the shipped configs.
//
// Lanes: parity (both engines, every config x flavor). Exit 0 only if every lane passes.
//   irgate check [--json FILE] [--junit FILE]
#include <iostream>

#include "tools/parity_lane.h"

namespace irgate::tools {

void add_check_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<ParityLaneOptions>();
  CLI::App* sub = app.add_subcommand("check", "The pre-merge gate: parity over every shipped config and flavor");
  sub->add_option("--json", o->json, "Write the parity JSON report here");
  sub->add_option("--junit", o->junit, "Write JUnit XML here");
  sub->add_option("--out", o->run.out_dir, "Save mismatching texts under this folder");
  sub->callback([&ctx, o] {
    std::cout << "== parity lane ==\n";
    ctx.exit_code = parity_lane(ctx, *o, std::cout);
    std::cout << "irgate check: " << (ctx.exit_code == 0 ? "PASS" : "FAIL") << "\n";
  });
}

}  // namespace irgate::tools
