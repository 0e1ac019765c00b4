// tools/cmd_reduce.cpp — `irgate reduce`: shrink a config (or a --spec entry) that shows a finding
// to a smallest case that still shows the same finding, and print it as a ready config entry.
//
//   irgate reduce --spec found.json --config 9001 --flavor llvm22              # engines disagree
//   irgate reduce --config 236 --numerics --tolerance-scale 1e-4 --out r.json  # numerics fail
// Parity (default): both engines on the request (emit_ll, emit_ir; with --problem also plan).
// --numerics: the engine's plan on the emulator vs the host reference; the problem dims (n, hi,
// wi, groups; default: the numerics lane's problem) shrink with the spec.
// The finding kind (reduce/findings.h) must stay the same at every step. --out writes a corpus-
// format file with the entry, so `irgate run --spec FILE --config ID` reproduces it.
// Exit: 0 a reduced case was printed, 1 the start case shows no finding, 2 usage.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <sstream>

#include "registry/families.h"
#include "registry/spec_fields.h"
#include "registry/spec_json.h"
#include "reduce/findings.h"
#include "reduce/minimize.h"
#include "reduce/spec_space.h"
#include "runtime/family_numerics.h"
#include "runtime/numerics.h"
#include "support/files.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {
namespace {

struct ReduceOptions {
  int config = 0;
  std::string flavor = "llvm22";
  std::string engine = "reference";
  std::string spec_file;
  std::string problem;
  bool numerics = false;
  double tolerance_scale = 1.0;
  std::string dw_dtype;
  uint64_t seed = 1;
  int id = 9000;
  int max_tests = 400;
  std::string out;
};

int reduce_main(const Context& ctx, const ReduceOptions& o) {
  auto resolved = resolve_request(ctx.root(), o.config, o.flavor, o.engine, o.spec_file);
  if (!resolved) return std::cerr << "irgate reduce: " << resolved.error().message << "\n", 2;
  const irg_request_t& start = resolved->request;
  runtime::ProblemShape shape;
  bool with_problem = o.numerics;
  if (!o.problem.empty()) {
    const std::optional<runtime::ProblemShape> parsed = runtime::parse_problem_shape(o.problem);
    if (!parsed)
      return std::cerr << "irgate reduce: --problem wants N,H,W,G or N,H,W,G,CPG,KPG, all positive (got '"
                       << o.problem << "')\n",
             2;
    shape = *parsed;
    with_problem = true;
  }
  int32_t dw_dtype = 0;
  if (!o.dw_dtype.empty() && (dw_dtype = registry::dtype_by_name(o.dw_dtype)) <= 0)
    return std::cerr << "irgate reduce: --dw-dtype wants fp32, fp16 or bf16\n", 2;
  // A helper family runs on its own in numerics (runtime/family_numerics.h): its problem is an
  // element count (the shape's groups), nothing else.
  const runtime::FamilyNumerics& family = runtime::family_numerics(start.family);
  const bool helper_alone = family.alone_plan != nullptr;
  if (with_problem && o.problem.empty()) {  // the numerics lane's problem, made explicit
    if (helper_alone) {
      shape.groups = family.alone_plan(start, {}, dw_dtype).problem.groups;
    } else {
      const irg_problem_t p = runtime::default_problem(start, {}, dw_dtype);
      shape = {p.n, p.hi, p.wi, p.groups};
    }
  }
  if (helper_alone) shape.n = shape.h = shape.w = 0;  // only the count matters
  const reduce::SpecSpace space = reduce::make_spec_space(start, with_problem ? &shape : nullptr);
  const irg_engine* twin = engine_by_name("twin");
  if (!o.numerics && !twin) return std::cerr << "irgate reduce: parity needs the twin engine (not built)\n", 2;

  auto finding_at = [&](const reduce::Point& p) -> std::string {
    const irg_request_t r = space.request_at(p);
    if (o.numerics) {
      runtime::NumericsOptions no;
      no.seed = o.seed;
      no.dw_dtype = dw_dtype;
      no.shape = space.shape_at(p);
      no.tolerance_scale = o.tolerance_scale;
      return reduce::numerics_finding(runtime::check_numerics(*resolved->engine, r, no));
    }
    if (!space.has_problem()) return reduce::parity_finding(*irg_reference_engine(), *twin, r, nullptr);
    const irg_problem_t problem = runtime::default_problem(r, space.shape_at(p), dw_dtype);
    return reduce::parity_finding(*irg_reference_engine(), *twin, r, &problem);
  };
  const std::string want = finding_at(space.start);
  const std::string lane = o.numerics ? "numerics" : "parity";
  if (want.empty()) {
    std::printf("irgate reduce: config %d flavor %s shows no %s finding: nothing to reduce\n", o.config,
                o.flavor.c_str(), lane.c_str());
    return 1;
  }
  std::printf("irgate reduce: config %d flavor %s: %s finding %s\n", o.config, o.flavor.c_str(), lane.c_str(),
              want.c_str());
  reduce::MinimizeOptions mo;
  mo.max_tests = o.max_tests;
  const reduce::MinimizeResult r =
      reduce::minimize(space.axes, space.start, [&](const reduce::Point& p) { return finding_at(p) == want; }, mo);
  std::string problem_flag;
  if (space.has_problem()) {
    const runtime::ProblemShape s = space.shape_at(r.point);
    const irg_problem_t full =
        helper_alone ? irg_problem_t{} : runtime::default_problem(space.request_at(r.point), s, dw_dtype);
    problem_flag = helper_alone
                       ? " --problem 1,1,1," + std::to_string(s.groups)
                       : " --problem " + std::to_string(full.n) + "," + std::to_string(full.hi) + "," +
                             std::to_string(full.wi) + "," + std::to_string(full.groups) +
                             (s.cpg || s.kpg ? "," + std::to_string(full.cpg) + "," + std::to_string(full.kpg) : "");
  }
  char scale_buf[32];
  std::snprintf(scale_buf, sizeof scale_buf, "%g", o.tolerance_scale);
  const std::string scale_text = scale_buf;
  const std::string purpose = "reduced by irgate reduce from config " + std::to_string(o.config) + ": " + lane + " " +
                              want + (problem_flag.empty() ? "" : " on" + problem_flag.substr(10) + (space.shape_at(r.point).cpg ? " (N,H,W,G,CPG,KPG)" : " (N,H,W,G)")) +
                              (o.numerics && o.tolerance_scale != 1.0
                                   ? " with the tolerance scaled by " + scale_text
                                   : "");
  const nlohmann::json entry = reduce::config_entry_json(space, r.point, o.id, o.flavor, purpose);
  std::printf("  %d tests%s; start spec %s\n", r.tests, r.budget_spent ? " (budget spent: not minimal)" : "",
              registry::spec_values_text(resolved->config.spec).c_str());
  std::printf("%s\n", reduce::config_entry_text(entry).c_str());
  if (!problem_flag.empty()) std::printf("  problem:%s\n", problem_flag.c_str());
  if (!o.out.empty()) {
    if (auto s = write_atomic(o.out, reduce::config_file_json(space, entry).dump(2) + "\n"); !s)
      return std::cerr << "irgate reduce: " << s.error().message << "\n", 2;
    if (o.numerics)
      std::printf("  written to %s; reproduce: irgate run --spec %s --config %d --flavor %s%s%s\n", o.out.c_str(),
                  o.out.c_str(), o.id, o.flavor.c_str(), problem_flag.c_str(),
                  o.tolerance_scale != 1.0 ? (" --tolerance-scale " + scale_text).c_str() : "");
    else
      std::printf("  written to %s; reproduce: irgate emit --spec %s --config %d --flavor %s --engine reference (and twin)\n",
                  o.out.c_str(), o.out.c_str(), o.id, o.flavor.c_str());
  }
  return 0;
}

}  // namespace

void add_reduce_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<ReduceOptions>();
  CLI::App* sub = app.add_subcommand(
      "reduce", "Shrink a config whose engines disagree (or whose numerics fail) to a smallest case with the same finding");
  sub->add_option("--config", o->config, "Config id (in the corpus, or in --spec)")->required();
  sub->add_option("--spec", o->spec_file, "A file in the corpus format holding the --config entry");
  sub->add_option("--flavor", o->flavor, "llvm16 | llvm19 | llvm22")->capture_default_str();
  sub->add_option("--engine", o->engine, "reference | twin (the engine whose numerics are checked)")->capture_default_str();
  sub->add_flag("--numerics", o->numerics, "Reduce a numerics failure (default: a parity divergence)");
  sub->add_option("--problem", o->problem, "N,H,W,G to start from (parity: also compare the plans)");
  sub->add_option("--tolerance-scale", o->tolerance_scale, "Scale random mode's per-element tolerance (hunt errors above a tighter bound; implies random inputs)")
      ->capture_default_str();
  sub->add_option("--dw-dtype", o->dw_dtype, "fp32 | fp16 | bf16 (as irgate run)");
  sub->add_option("--seed", o->seed, "Seed of the input values")->capture_default_str();
  sub->add_option("--id", o->id, "Id of the printed config entry")->capture_default_str();
  sub->add_option("--max-tests", o->max_tests, "Budget of predicate runs")->capture_default_str();
  sub->add_option("--out", o->out, "Also write a corpus-format file holding the entry");
  sub->callback([o, &ctx] { ctx.exit_code = reduce_main(ctx, *o); });
}

}  // namespace irgate::tools
