// tools/cmd_check.cpp — `irgate check`: the pre-merge gate on the shipped configs.
//
// Lanes (lanes/): parity (both engines, every config x flavor), golden (SHA-256 per config per
// flavor and canonical), coverage (every intrinsic key measured on every arch in every table). On
// request: --toolchain (lanes/toolchain_lane.h, what `irgate validate` runs: llc, ld.lld,
// resources, the ISA audit) and --numerics (lanes/numerics_lane.h, what `irgate numerics` runs:
// both executors against the host reference). Exit 0 only if every lane passes.
// --json, --junit and --markdown cover every lane that ran; the Markdown is what a pull request
// pastes, so its body says what ran.
//   irgate check [--toolchain] [--numerics] [--json FILE] [--junit FILE] [--markdown FILE] [--out DIR]
#include <iostream>

#include <CLI/CLI.hpp>

#include "lanes/coverage_lane.h"
#include "lanes/golden_lane.h"
#include "lanes/numerics_lane.h"
#include "lanes/parity_lane.h"
#include "lanes/toolchain_lane.h"
#include "tools/context.h"
#include "tools/lane_output.h"

namespace irgate::tools {
namespace {

struct CheckOptions {
  lanes::ParityLaneOptions parity;
  ReportFiles files;
  bool toolchain = false, numerics = false;
};

int run_check(const Context& ctx, const CheckOptions& o) {
  std::vector<lanes::LaneReport> reports;
  auto lane = [&](lanes::LaneReport r) {
    std::cout << "== " << r.lane << " lane ==\n";
    (r.exit_code == 2 ? std::cerr : std::cout) << r.text;
    std::cout << "-- " << r.lane << " lane: " << (r.passed() ? "pass" : "FAIL") << "\n\n";
    reports.push_back(std::move(r));
  };
  lane(lanes::run_parity_lane(ctx.root(), o.parity));
  lane(lanes::run_golden_lane(ctx.root(), lanes::GoldenOptions{}));
  lane(lanes::run_coverage_lane(ctx.root()));
  if (o.toolchain) lane(lanes::run_toolchain_lane(ctx.root(), lanes::ToolchainLaneOptions{}).report);
  if (o.numerics) {
    lanes::NumericsLaneOptions numerics;
    numerics.jobs = 2;
    lane(lanes::run_numerics_lane(ctx.root(), numerics));
  }
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
  sub->add_option("--out", o->parity.run.out_dir, "Save mismatching texts under this folder");
  sub->add_flag("--toolchain", o->toolchain, "Also compile, link and audit every kernel with the real toolchains");
  sub->add_flag("--numerics", o->numerics, "Also run every kernel on the emulator against the host reference");
  sub->callback([&ctx, o] { ctx.exit_code = run_check(ctx, *o); });
}

}  // namespace irgate::tools
