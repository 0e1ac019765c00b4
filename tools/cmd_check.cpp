// tools/cmd_check.cpp — `irgate check`: the pre-merge gate on the shipped configs.
//
// The lanes are the rows of lanes/lanes.def, run by lanes/gate.h: parity (both engines, every
// config x flavor), golden (SHA-256 per config per flavor and canonical), coverage (every
// intrinsic key measured on every arch in every table); each on-request lane is a flag:
// --toolchain (what `irgate validate` runs: llc, ld.lld, resources, the ISA audit) and --numerics
// (what `irgate numerics` runs: both executors against the host reference). Exit 0 only if every
// lane passes. --json, --junit and --markdown cover every lane that ran; the Markdown is what a
// pull request pastes, so its body says what ran.
//   irgate check [--toolchain] [--numerics] [--json FILE] [--junit FILE] [--markdown FILE] [--out DIR]
#include <iostream>
#include <map>

#include <CLI/CLI.hpp>

#include "lanes/gate.h"
#include "tools/context.h"
#include "tools/lane_output.h"

namespace irgate::tools {
namespace {

struct CheckOptions {
  lanes::GateOptions gate;
  std::map<std::string, bool> requested;  // on-request lane -> its flag
  ReportFiles files;
};

int run_check(const Context& ctx, CheckOptions o) {
  for (const auto& [name, on] : o.requested)
    if (on) o.gate.on_request.push_back(name);
  const std::vector<lanes::LaneReport> reports = lanes::run_gate(ctx.root(), o.gate, [](const lanes::LaneReport& r) {
    std::cout << "== " << r.lane << " lane ==\n";
    (r.exit_code == 2 ? std::cerr : std::cout) << r.text;
    std::cout << "-- " << r.lane << " lane: " << (r.passed() ? "pass" : "FAIL") << "\n\n";
  });
  const int worst = lanes::lanes_exit_code(reports);
  std::cout << "irgate check: " << (worst == 0 ? "PASS" : "FAIL") << "\n";
  // The texts are printed: write only the files.
  std::vector<lanes::LaneReport> quiet = reports;
  for (lanes::LaneReport& r : quiet) r.text.clear();
  return std::max(worst, emit_lanes(quiet, o.files, "irgate check"));
}

}  // namespace

void add_check_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<CheckOptions>();
  CLI::App* sub = app.add_subcommand("check", "The pre-merge gate: parity, golden and coverage over the shipped configs");
  add_report_flags(sub, o->files);
  sub->add_option("--out", o->gate.parity.run.out_dir, "Save mismatching texts under this folder");
  for (const lanes::GateLane& lane : lanes::gate_lanes())
    if (!lane.always) sub->add_flag("--" + std::string(lane.name), o->requested[lane.name], std::string("Also ") + lane.summary);
  sub->callback([&ctx, o] { ctx.exit_code = run_check(ctx, *o); });
}

}  // namespace irgate::tools
