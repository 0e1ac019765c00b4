// tools/cmd_plan.cpp — `irgate plan`: the launch plan of one config on one problem.
//
//   irgate plan --config 233 --flavor llvm22 --problem 2,17,17,40 [--dw-dtype fp16] [--json FILE]
//   irgate plan --spec try.json --config 9001 --problem 1,56,56,2     # an entry not in the corpus
//   irgate plan --cache DIR --arch gfx1250 --miopen "convfp16 -n 2 -c 32 -H 56 -W 56 -k 32 -y 3 -x 3 -p 1 -q 1 -F 4"
//   irgate plan --cache DIR --arch gfx1250 --miopen "..." --explain   # the candidates, ranked, and why
// --problem is N,H,W,G[,CPG,KPG]; everything the kernel fixes at build time (filter, stride, pad,
// dtype, tied channels: depthwise cpg = kpg = 1, the stems' cpg = c) comes from the spec, and
// channels a family reads at run time from CPG, KPG (default: numerics' first candidate, 24, 40). With --cache the problem is a MIOpen
// driver line and a cached kernel serves it (serve/serve.h); the plan's JSON then also names the
// kernel ("served"), its estimate, every candidate ("candidates", best first, with what ranked them)
// and the kernels skipped; --explain prints that as text instead of the JSON (which --json still
// writes). Exit 3 when no cached kernel serves the problem.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "grid/request.h"
#include "serve_reports/explain.h"
#include "serve/serve_line.h"
#include "parity/corpus.h"
#include "registry/engine.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "registry/spec_json.h"
#include "runtime/numerics.h"
#include "support/files.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {
namespace {

struct PlanOptions {
  int config = 0;
  std::string flavor = "llvm22";
  std::string engine = "reference";
  std::string problem;
  std::string dw_dtype = "fp32";
  std::string json;
  std::string spec_file;
  bool explain = false;
  serve::ServeFlags serve;  // --cache, --arch, --miopen (and --dw-dtype when given)
};

const char* kBufferNames[] = {"-", "X", "dY", "dW", "WS"};

nlohmann::json plan_json(const irg_plan_t& p) {
  nlohmann::json j;
  j["slices"] = p.n_slices;
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    j["buffers"][kBufferNames[b]] = {{"bytes", p.buffer_bytes[b]}, {"zeroed", (p.zeroed >> b & 1u) != 0}};
  }
  for (int i = 0; i < p.n_launches; ++i) {
    const irg_launch_t& l = p.launches[i];
    nlohmann::json args = nlohmann::json::array();
    for (int k = 0; k < l.n_kernargs; ++k) {
      const irg_kernarg_value_t& v = l.kernargs[k];
      if (v.buffer == IRG_BUF_NONE)
        args.push_back(v.value);
      else
        args.push_back(std::string(kBufferNames[v.buffer]) + "+" + std::to_string(v.value));
    }
    j["launches"].push_back({{"family", l.request.family}, {"slice", l.slice},
                             {"grid", {l.grid[0], l.grid[1], l.grid[2]}},
                             {"block", {l.block[0], l.block[1], l.block[2]}}, {"kernargs", args}});
  }
  return j;
}

int print_plan(const nlohmann::json& j, const std::string& json_file) {
  if (!json_file.empty()) {
    if (auto w = write_atomic(json_file, dump_json(j)); !w) return std::cerr << w.error().message << "\n", 2;
  }
  std::cout << j.dump(2) << "\n";
  return 0;
}

nlohmann::json estimate_json(const serve::CostEstimate& e) {
  if (!e.ok()) return {{"missing", e.missing}};
  nlohmann::json launches = nlohmann::json::array();
  for (const serve::LaunchEstimate& l : e.launches)
    launches.push_back({{"kernel", l.kernel}, {"blocks", l.blocks}, {"reduction_per_block", l.reduction_per_block},
                        {"resident_blocks", l.resident_blocks}, {"rounds", l.rounds}, {"cycles", l.cycles},
                        {"bound_by", l.bound_by}});
  return {{"cycles", e.cycles}, {"microseconds", e.microseconds}, {"launches", launches}};
}

int run_served_plan(const Context& ctx, const PlanOptions& o) {
  auto views = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!views) return std::cerr << "irgate plan: " << views.error().message << "\n", 2;
  auto s = serve::serve_line(o.serve, (*views)[grid::kGridFlavor]->get());
  if (!s) return std::cerr << "irgate plan: " << s.error().message << "\n", s.error().exit_code;
  if (!s->answer.profile_notice.empty()) std::cerr << "irgate plan: " << o.serve.cache << ": " << s->answer.profile_notice << "\n";
  if (!s->answer.served) {
    std::cerr << "irgate plan: no cached kernel serves " << serve::miopen_line_text(s->conv) << " on " << o.serve.arch
              << ":\n" << serve::not_served_text(s->answer);
    return kExitRefused;
  }
  const serve::Served& served = *s->answer.served;
  nlohmann::json j = plan_json(*served.plan);
  j["served"] = {{"kernel", served.kernel}, {"family", served.family},
                 {"object", "objects/" + served.object_sha256 + ".hsaco"},
                 {"problem", serve::miopen_line_text(s->conv)},
                 {"atomics_per_dw_element", served.atomics_per_dw_element},
                 {"work_items", served.work_items},
                 {"launch_kernels", served.launch_kernels},
                 {"estimate", estimate_json(served.estimate)}};
  j["ranked_by"] = s->answer.ranked_by;
  j["candidates"] = nlohmann::json::array();
  for (const serve::Served& c : s->answer.candidates)
    j["candidates"].push_back({{"kernel", c.kernel}, {"atomics_per_dw_element", c.atomics_per_dw_element},
                               {"launches", c.launches}, {"work_items", c.work_items}, {"estimate", estimate_json(c.estimate)}});
  j["skipped"] = nlohmann::json::array();
  for (const serve::Skipped& k : s->answer.skipped) j["skipped"].push_back({{"kernel", k.kernel}, {"reason", k.reason}});
  if (!o.explain) return print_plan(j, o.json);
  if (!o.json.empty())
    if (auto w = write_atomic(o.json, dump_json(j)); !w) return std::cerr << w.error().message << "\n", 2;
  std::cout << serve::explain_text(s->answer, o.serve.arch, serve::miopen_line_text(s->conv));
  return 0;
}

int run_plan(const Context& ctx, const PlanOptions& o) {
  auto r = resolve_request(ctx.root(), o.config, o.flavor, o.engine, o.spec_file);
  if (!r) return std::cerr << "irgate plan: " << r.error().message << "\n", 2;
  // The numbers as given: a zero or negative extent is the engine's to refuse, not a default.
  std::vector<int64_t> v;
  std::istringstream in(o.problem);
  for (int64_t x; in >> x; in.ignore(1, ',')) v.push_back(x);
  if (!in.eof() || (v.size() != 4 && v.size() != 6))
    return std::cerr << "irgate plan: --problem wants N,H,W,G or N,H,W,G,CPG,KPG (got '" << o.problem << "')\n", 2;
  runtime::ProblemShape shape{v[0], v[1], v[2], v[3]};
  if (v.size() == 6) shape.cpg = v[4], shape.kpg = v[5];
  shape.slice_bytes = o.serve.slice_bytes;
  irg_problem_t prob = runtime::default_problem(r->request, shape, registry::dtype_by_name(o.dw_dtype));
  prob.n = shape.n, prob.hi = shape.h, prob.wi = shape.w, prob.groups = shape.groups;
  if (v.size() == 6) prob.cpg = shape.cpg, prob.kpg = shape.kpg;
  const registry::Planned planned = registry::Engine(r->engine).plan(r->request, prob);
  if (!planned.ok()) return report_not_ok("plan", planned.status, planned.refusal_id, planned.refusal_text);
  return print_plan(plan_json(*planned.plan), o.json);
}

}  // namespace

void add_plan_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<PlanOptions>();
  CLI::App* sub = app.add_subcommand("plan", "Print the launch plan of one config on one problem, or of a problem served from a kernel cache");
  auto* config = sub->add_option("--config", o->config, "Config id");
  sub->add_option("--flavor", o->flavor, "llvm16 | llvm19 | llvm22")->capture_default_str();
  sub->add_option("--engine", o->engine, "reference | twin")->capture_default_str();
  sub->add_option("--problem", o->problem, "N,H,W,G or N,H,W,G,CPG,KPG");
  auto* dw_dtype = sub->add_option("--dw-dtype", o->dw_dtype, "fp32 | fp16 | bf16 (with --cache: the line's dtype)")->capture_default_str();
  sub->add_option("--json", o->json, "Also write the plan here");
  sub->add_option("--slice-bytes", o->serve.slice_bytes,
                  "Slice the batch at this many bytes of X or dY a launch addresses (0: the kernels' 2^31 - 1; docs/kernels.md)")
      ->capture_default_str();
  sub->add_option("--spec", o->spec_file, "A file in the corpus format holding the --config entry (not in the corpus)");
  sub->add_option("--cache", o->serve.cache, "Serve the --miopen problem from this kernel cache (irgate grid compile --out)");
  sub->add_option("--arch", o->serve.arch, "The arch to serve for (with --cache)");
  sub->add_option("--miopen", o->serve.line, "The problem as a MIOpen driver line (with --cache; docs/grid.md)");
  auto* explain = sub->add_flag("--explain", o->explain, "With --cache: print the candidates, their estimated times and why the winner won");
  sub->callback([&ctx, o, config, dw_dtype, explain] {
    if (explain->count() && o->serve.cache.empty()) {
      std::cerr << "irgate plan: --explain ranks the kernels of a cache: add --cache DIR --arch A --miopen \"LINE\"\n";
      ctx.exit_code = 2;
      return;
    }
    if (auto why = serve::serve_flags_conflict(o->serve, config->count() > 0, !o->problem.empty() || !o->spec_file.empty());
        !why.empty()) {
      std::cerr << "irgate plan: " << why << "\n";
      ctx.exit_code = 2;
      return;
    }
    if (o->serve.cache.empty()) return void(ctx.exit_code = run_plan(ctx, *o));
    if (dw_dtype->count()) o->serve.dw_dtype = o->dw_dtype;
    ctx.exit_code = run_served_plan(ctx, *o);
  });
}

}  // namespace irgate::tools
