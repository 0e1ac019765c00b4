// tools/cmd_rerun.cpp — `irgate rerun DIR`: run the plan of a dump (`irgate run --dump DIR`) again
// from its folder alone on the ISA executor and compare dW with the dump's, byte for byte
// (runtime/dump_rerun.h).
//
//   irgate run --cache C --arch gfx1250 --miopen "convfp16 ..." --dump out/case1
//   irgate rerun out/case1        # "dW: all 36864 elements bit-identical to the dump's"
// Exit: 0 identical; 1 a differing element, a finding, a launch that failed; 2 a dump that cannot
// be rerun (names the file).
#include <cstdio>
#include <iostream>

#include <CLI/CLI.hpp>

#include "runtime/dump_rerun.h"
#include "tools/context.h"

namespace irgate::tools {
namespace {

int run_rerun(const std::string& dir) {
  auto r = runtime::rerun_dump(dir);
  if (!r) return std::cerr << "irgate rerun: " << r.error().message << "\n", r.error().exit_code;
  std::printf("rerun of %s on the ISA executor: %d launches, %llu lane-instructions\n", dir.c_str(), r->launches,
              static_cast<unsigned long long>(r->lane_instructions));
  if (!r->findings.empty()) std::printf("  findings:\n%s", r->findings.c_str());
  if (r->differing == 0)
    std::printf("  dW: all %lld elements bit-identical to the dump's\n", static_cast<long long>(r->elements));
  else
    std::printf("  dW: %lld of %lld elements differ from the dump's; the first: %s\n",
                static_cast<long long>(r->differing), static_cast<long long>(r->elements), r->first_difference.c_str());
  return r->identical() ? 0 : 1;
}

}  // namespace

void add_rerun_command(CLI::App& app, Context& ctx) {
  auto dir = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand("rerun", "Run a dump's plan again from its folder alone (ISA executor) and compare dW bit for bit");
  sub->add_option("dir", *dir, "a folder written by irgate run --dump")->required();
  sub->callback([&ctx, dir] { ctx.exit_code = run_rerun(*dir); });
}

}  // namespace irgate::tools
