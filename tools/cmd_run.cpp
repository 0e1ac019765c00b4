// tools/cmd_run.cpp — `irgate run`: one config's launch plan on the emulator vs the host
// reference (numerics of one case, with the report a kernel engineer wants to see).
//
//   irgate run --config 233 --flavor llvm22 [--problem 2,9,9,37] [--seed 7] [--schedule-seed 3]
//   irgate run --spec try.json --config 9001 --flavor llvm22     # an entry not in the corpus
//   irgate run --config 233 --dump out/233    # X, dY, dW, reference dW as .npy + problem.json
//   irgate run --cache DIR --arch gfx1250 --miopen "convfp16 -n 2 -c 32 -H 20 -W 20 -k 32 -y 3 -x 3 -p 1 -q 1 -F 4"
//   irgate run --cache DIR --arch gfx1250 --miopen-file tests/data/networks/resnet50.txt [--dtype bf16]
//   irgate run --config 224 --wmma-model all --subnormal-inputs   # under every WMMA arithmetic model
//   irgate run --config 210 --problem 5,8,8,1 --slice-bytes 2000 --plant image-shift   # must fail
// --problem is N,H,W,G[,CPG,KPG] (CPG, KPG: the channels of a family that reads them at run time;
// the rest, and tied channels, from the spec; the reduce family takes G as its
// element count). With --cache the problem is a MIOpen driver line, a cached kernel serves it
// (serve/serve.h), and its plan runs like a config's (cmd_run_cache.cpp).
// --wmma-model all runs the case once per model (machine/wmma_models.def) and passes only if
// every run passes.
// Exit: 0 pass, 1 mismatch / findings / refusal / error / nothing serves / stale kernel, 2 usage.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <sstream>

#include "serve/serve_line.h"
#include "parity/corpus.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "registry/spec_json.h"
#include "runtime/numerics.h"
#include "runtime/numerics_dump.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {

// The report of one numerics run under a first line naming what ran (also `run --cache`).
void print_numerics(const std::string& what, const runtime::NumericsResult& r) {
  const irg_problem_t& p = r.problem;
  std::printf("%s: %s\n", what.c_str(), runtime::verdict_name(r.verdict));
  std::printf("  problem N=%lld H=%lld W=%lld G=%lld cpg=%lld kpg=%lld filter %dx%d stride %dx%d pad %dx%d dilation %dx%d, dW %s\n",
              (long long)p.n, (long long)p.hi, (long long)p.wi, (long long)p.groups, (long long)p.cpg,
              (long long)p.kpg, p.filter_h, p.filter_w, p.stride_h, p.stride_w, p.pad_h, p.pad_w, p.dilation_h,
              p.dilation_w,
              p.dw_dtype == IRG_DTYPE_F16 ? "fp16" : p.dw_dtype == IRG_DTYPE_BF16 ? "bf16" : "fp32");
  std::printf("  %d kernel launches, %llu lane-instructions, %.3f s", r.launches,
              (unsigned long long)r.lane_instructions, r.seconds);
  if (r.loops > 0)  // the ISA executor ran: which of the machine code's loops went round
    std::printf(", %llu of %llu loops taken", (unsigned long long)r.loops_iterated, (unsigned long long)r.loops);
  std::printf("\n");
  std::fputs(r.detail.c_str(), stdout);
}

// `irgate run --cache`: cmd_run_cache.cpp.
int run_served_problem(const Context& ctx, const serve::ServeFlags& flags, const runtime::NumericsOptions& options,
                       const std::string& dump_dir);

namespace {

struct RunOptions {
  int config = 0;
  std::string flavor = "llvm22";
  std::string engine = "reference";
  std::string problem;
  std::string dw_dtype;
  uint64_t seed = 1;
  uint64_t schedule_seed = 0;
  std::string spec_file;
  std::string dump_dir;
  double tolerance_scale = 1.0;
  std::string executor = "both";
  std::string wmma_model = "c_last";
  bool subnormal_inputs = false;
  std::string inputs = "exact";
  std::string tolerance = "worst-case";
  int64_t slice_bytes = 0;
  std::string plant = "none";
};

// --inputs, --tolerance and --plant into `no`; false (after the message) on a bad name.
bool set_verdict_options(const RunOptions& o, runtime::NumericsOptions& no) {
  const std::optional<runtime::InputsMode> m = runtime::inputs_mode_by_name(o.inputs);
  if (!m) return std::cerr << "irgate run: --inputs wants exact or random (got '" << o.inputs << "')\n", false;
  const std::optional<runtime::ToleranceBasis> t = runtime::tolerance_basis_by_name(o.tolerance);
  if (!t) return std::cerr << "irgate run: --tolerance wants worst-case or probabilistic (got '" << o.tolerance << "')\n", false;
  const std::optional<runtime::PlantedBug> plant = runtime::planted_bug_by_name(o.plant);
  if (!plant) return std::cerr << "irgate run: --plant wants none or image-shift (got '" << o.plant << "')\n", false;
  no.inputs = *m;
  no.tolerance = *t;
  no.plant = *plant;
  return true;
}

int run_one(const Context& ctx, const RunOptions& o) {
  auto resolved = resolve_request(ctx.root(), o.config, o.flavor, o.engine, o.spec_file);
  if (!resolved) return std::cerr << "irgate run: " << resolved.error().message << "\n", 2;
  const parity::Config* c = &resolved->config;
  const int flavor = registry::flavor_by_name(o.flavor);
  runtime::NumericsOptions no;
  no.seed = o.seed;
  no.schedule_seed = o.schedule_seed;
  if (!o.dw_dtype.empty()) {
    no.dw_dtype = registry::dtype_by_name(o.dw_dtype);
    if (no.dw_dtype <= 0) return std::cerr << "irgate run: --dw-dtype wants fp32, fp16 or bf16\n", 2;
  }
  if (!o.problem.empty()) {
    const std::optional<runtime::ProblemShape> shape = runtime::parse_problem_shape(o.problem);
    if (!shape)
      return std::cerr << "irgate run: --problem wants N,H,W,G or N,H,W,G,CPG,KPG, all positive (got '" << o.problem
                       << "')\n",
             2;
    no.shape = *shape;
  }
  no.shape.slice_bytes = o.slice_bytes;
  if (!runtime::executor_by_name(o.executor, no.executor))
    return std::cerr << "irgate run: --executor wants ir, isa or both (got '" << o.executor << "')\n", 2;
  no.keep_tensors = !o.dump_dir.empty();
  no.tolerance_scale = o.tolerance_scale;
  no.subnormal_inputs = o.subnormal_inputs;
  if (!set_verdict_options(o, no)) return 2;
  auto models = runtime::wmma_models_from_flag(o.wmma_model);
  if (!models) return std::cerr << "irgate run: " << models.error().message << "\n", 2;
  if (models->size() > 1 && !o.dump_dir.empty())
    return std::cerr << "irgate run: --dump writes one run's tensors: name one --wmma-model\n", 2;
  int rc = 0;
  for (emu::WmmaModel m : *models) {
    no.wmma_model = m;
    runtime::NumericsResult r = runtime::check_numerics(*resolved->engine, resolved->request, no);
    const std::string model = m == emu::WmmaModel::CLast && models->size() == 1
                                  ? ""
                                  : std::string(", WMMA model ") + emu::wmma_model_name(m);
    print_numerics("config " + std::to_string(c->id) + " (" + c->family_name + ", " + c->arch + ") flavor " + o.flavor + model,
                   r);
    if (c->expected(flavor).size() && r.verdict == runtime::Verdict::Refused)
      std::printf("  (the corpus expects this refusal: %s)\n", c->expected(flavor).c_str());
    if (!o.dump_dir.empty()) {
      runtime::DumpInfo info{c->id, c->family_name, c->arch, o.flavor, o.engine, c->spec, o.seed, emu::wmma_model_name(no.wmma_model)};
      if (auto s = runtime::write_numerics_dump(o.dump_dir, r, info); !s)
        return std::cerr << "irgate run: --dump: " << s.error().message << "\n", 1;
      std::printf("  tensors written to %s (x.npy dy.npy dw.npy dw_ref.npy problem.json)\n", o.dump_dir.c_str());
    }
    if (r.verdict != runtime::Verdict::Pass) rc = 1;
  }
  return rc;
}

}  // namespace

void add_run_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<RunOptions>();
  CLI::App* sub = app.add_subcommand("run", "Run one config's launch plan (or a problem served from a kernel cache) on the emulator against the host reference");
  auto* config = sub->add_option("--config", o->config, "Config id");
  sub->add_option("--flavor", o->flavor, "llvm16 | llvm19 | llvm22")->capture_default_str();
  sub->add_option("--engine", o->engine, "reference | twin")->capture_default_str();
  sub->add_option("--problem", o->problem, "N,H,W,G or N,H,W,G,CPG,KPG (default: a small problem of the config's geometry)");
  sub->add_option("--dw-dtype", o->dw_dtype, "fp32 | fp16 | bf16 (default: fp32, or the input dtype when slabs fold)");
  sub->add_option("--seed", o->seed, "Seed of the input values (and, with --cache --random, of the draw)")
      ->capture_default_str();
  sub->add_option("--schedule-seed", o->schedule_seed, "Seeded wave interleaving (0: in order)")->capture_default_str();
  sub->add_option("--tolerance-scale", o->tolerance_scale, "Scale random mode's per-element tolerance (as irgate reduce)")->capture_default_str();
  sub->add_option("--executor", o->executor, "ir (the emitted LLVM IR) | isa (its compiled code objects) | both (cross-checked)")->capture_default_str();
  sub->add_option("--dump", o->dump_dir, "Write X, dY, dW, the reference dW (.npy), problem.json with every launch and the code objects into DIR (irgate rerun DIR runs it again)");
  sub->add_option("--wmma-model", o->wmma_model, "WMMA arithmetic model: c_last | c_first | ftz16 | fused_dot | all (one run each)")
      ->capture_default_str();
  sub->add_flag("--subnormal-inputs", o->subnormal_inputs, "Sprinkle 16-bit subnormals into X and dY (every 61st value)");
  sub->add_option("--inputs", o->inputs,
                  "exact (integer inputs, bit-equality verdict, where the problem allows) | random (per-element tolerance)")
      ->capture_default_str();
  sub->add_option("--tolerance", o->tolerance,
                  "random inputs: worst-case (fail on the always-sound bound) | probabilistic (fail also on the Higham-Mary "
                  "bound, false failure below 1e-9 a run); both are reported")
      ->capture_default_str();
  sub->add_option("--plant", o->plant,
                  "none | image-shift: plant a bug in the plan before it runs (every batch slice after the first reads X "
                  "and dY one image early) to see what the verdict catches at this size; the run must fail "
                  "(runtime/planted_bug.h)")
      ->capture_default_str();
  sub->add_option("--spec", o->spec_file, "A file in the corpus format holding the --config entry (not in the corpus)");
  auto serve = std::make_shared<serve::ServeFlags>();
  sub->add_option("--cache", serve->cache, "Serve the --miopen problem from this kernel cache and run it");
  sub->add_option("--arch", serve->arch, "The arch to serve for (with --cache)");
  sub->add_option("--miopen", serve->line, "The problem as a MIOpen driver line (with --cache; docs/grid.md)");
  sub->add_option("--miopen-file", serve->file,
                  "With --cache: one layer of each shape class of this file of driver lines, reduced to one image");
  sub->add_option("--random", serve->random,
                  "With --cache: draw N random problems (as grid coverage --random) and run the first of each "
                  "geometry class, reduced to one image")
      ->check(CLI::PositiveNumber);
  sub->add_option("--dtype", serve->dtype, "With --miopen-file or --random: read every line as fp16, bf16 or fp32");
  sub->add_option("--slice-bytes", o->slice_bytes,
                  "Slice the batch at this many bytes of X or dY a launch addresses (0: the kernels' 2^31 - 1): the "
                  "sliced path at an emulable size (docs/kernels.md)")
      ->capture_default_str();
  sub->callback([o, serve, &ctx, config] {
    if (auto why = serve::serve_flags_conflict(*serve, config->count() > 0, !o->problem.empty() || !o->spec_file.empty());
        !why.empty()) {
      std::cerr << "irgate run: " << why << "\n";
      ctx.exit_code = 2;
      return;
    }
    if (serve->cache.empty()) return void(ctx.exit_code = run_one(ctx, *o));
    serve->dw_dtype = o->dw_dtype;  // "" unless given: the line's dtype
    serve->seed = o->seed;
    serve->slice_bytes = o->slice_bytes;
    auto models = runtime::wmma_models_from_flag(o->wmma_model);
    if (!models) {
      std::cerr << "irgate run: " << models.error().message << "\n";
      ctx.exit_code = 2;
      return;
    }
    runtime::NumericsOptions no;
    no.seed = o->seed;
    no.schedule_seed = o->schedule_seed;
    no.subnormal_inputs = o->subnormal_inputs;
    if (!set_verdict_options(*o, no)) return void(ctx.exit_code = 2);
    if (!runtime::executor_by_name(o->executor, no.executor)) {
      std::cerr << "irgate run: --executor wants ir, isa or both (got '" << o->executor << "')\n";
      ctx.exit_code = 2;
      return;
    }
    if (models->size() > 1 && !o->dump_dir.empty()) {
      std::cerr << "irgate run: --dump writes one run's tensors: name one --wmma-model\n";
      ctx.exit_code = 2;
      return;
    }
    no.keep_tensors = !o->dump_dir.empty();
    ctx.exit_code = 0;
    for (emu::WmmaModel m : *models) {
      no.wmma_model = m;
      if (int rc = run_served_problem(ctx, *serve, no, o->dump_dir); rc != 0)
        ctx.exit_code = ctx.exit_code == 0 ? rc : ctx.exit_code;
    }
  });
}

}  // namespace irgate::tools
