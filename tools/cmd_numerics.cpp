// tools/cmd_numerics.cpp — `irgate numerics`: the numerics lane (lanes/numerics_lane.h) on the
// command line — every emitting config x flavor of the corpus, on a small problem of its geometry,
// on the emulator vs the host reference; each case's line printed as it finishes.
//
//   irgate numerics [--only 232,233|direct_depthwise_wgrad] [--flavor llvm22] [--jobs 2] [--json FILE]
//                   [--executor ir|isa|both]
// --executor both (the default) runs each case on the IR emulator and, where the flavor's
// toolchain is installed, on the ISA executor too, and cross-checks the two dW
// (runtime/numerics_both.h); a case line ends in [ir+isa], [ir only] or [isa].
//                   [--wmma-model c_last|c_first|ftz16|fused_dot|all] [--subnormal-inputs] [--inputs exact|random]
// A config expected to emit that is refused fails; a selection with no case fails; a family
// in which nothing launched fails. Every case runs under each WMMA model asked for (all: every
// model of machine/wmma_models.def) and passes only if it passes under each. A depthwise config runs twice: on the default (ragged) problem,
// and on one where each stage-1 element has one writer, which must get the exact rule for stage 1
// (runtime/families/direct_depthwise_wgrad_stage1_exact.h). Each thread's cases run in its worker process
// (runtime/isolated_numerics.h): a crash or a hang fails that case, names its cause, and the
// run goes on with a new worker. Exit: 0 all pass, 1 any failure, 2 usage.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>

#include "lanes/numerics_lane.h"
#include "support/files.h"
#include "tools/context.h"

namespace irgate::tools {
namespace {

struct NumericsCliOptions {
  lanes::NumericsLaneOptions lane;
  std::string json;
};

int run_all(const Context& ctx, const NumericsCliOptions& o) {
  lanes::NumericsLaneOptions lane = o.lane;
  lane.on_line = [](const std::string& lines) {
    std::fputs(lines.c_str(), stdout);
    std::fflush(stdout);
  };
  const lanes::LaneReport r = lanes::run_numerics_lane(ctx.root(), lane);
  if (r.exit_code == 2) return std::cerr << r.text, 2;
  if (!o.json.empty() && !r.json.empty())
    if (auto w = write_atomic(o.json, r.json); !w) return std::cerr << w.error().message << "\n", 2;
  return r.exit_code;
}

}  // namespace

void add_numerics_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<NumericsCliOptions>();
  CLI::App* sub = app.add_subcommand("numerics", "Every emitting config x flavor on the IR emulator and the ISA executor vs the host reference");
  sub->add_option("--only", o->lane.only, "Config ids or family names, comma-separated");
  sub->add_option("--flavor", o->lane.flavors, "Flavors to run (repeatable; default all)");
  sub->add_option("--engine", o->lane.engine, "reference | twin")->capture_default_str();
  sub->add_option("--jobs", o->lane.jobs, "Worker threads")->capture_default_str();
  sub->add_option("--json", o->json, "Also write a JSON report here");
  sub->add_option("--seed", o->lane.seed, "Seed of the input values")->capture_default_str();
  sub->add_option("--schedule-seed", o->lane.schedule_seed, "Seeded wave interleaving (0: in order)")->capture_default_str();
  sub->add_option("--executor", o->lane.executor,
                  "ir (the emitted LLVM IR) | isa (its compiled code objects) | both (cross-checked; the ISA "
                  "executor where the flavor's toolchain is installed)")
      ->capture_default_str();
  sub->add_option("--wmma-model", o->lane.wmma_model, "WMMA arithmetic model: c_last | c_first | ftz16 | fused_dot | all (each case under each)")
      ->capture_default_str();
  sub->add_flag("--subnormal-inputs", o->lane.subnormal_inputs, "Sprinkle 16-bit subnormals into X and dY (every 61st value)");
  sub->add_option("--inputs", o->lane.inputs,
                  "exact (integer inputs, bit-equality verdict, where the problem allows) | random (per-element tolerance)")
      ->capture_default_str();
  sub->add_option("--timeout", o->lane.timeout_s, "Seconds one case may take before it fails as a hang")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  sub->callback([o, &ctx] { ctx.exit_code = run_all(ctx, *o); });
}

}  // namespace irgate::tools
