// tools/cmd_grid_coverage.cpp — `irgate grid coverage` (registered by cmd_grid.cpp): what a
// kernel cache serves of a network's convolutions or of a MIOpen log (serve_reports/coverage.h).
//
//   irgate grid coverage --cache DIR --arch gfx1250 --miopen-file tests/data/networks/resnet50.txt
//   irgate grid coverage --cache DIR --arch gfx1250 --miopen-log train.log --dtype bf16 --json cov.json
//   irgate grid coverage --cache DIR --arch gfx1250 --random 10000 --seed 7 --dtype fp16
//   irgate grid coverage --cache DIR --arch gfx1250 --miopen-file net.txt --verify [--jobs 2] [--memory-budget 16]
//                        [--shard i/n --json shard.json]     (then: irgate merge shard*.json --json all.json)
// Prints the Markdown report (or writes it to --markdown FILE). With --verify, every served problem
// also runs at full size on the ISA executor (lanes/served_verify_lane.h): the report gains a
// section and the JSON a "verify" member. Exit: 0 every problem served (and with --verify, ran and
// passed), 1 some problem not served, skipped or failed (the report says why), 2 usage or bad input.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "grid/cache_index.h"
#include "grid/request.h"
#include "lanes/served_verify_lane.h"
#include "registry/families.h"
#include "serve_reports/coverage.h"
#include "serve_reports/coverage_random.h"
#include "support/files.h"
#include "support/json.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {
namespace {

struct CoverageFlags {
  std::string cache, arch, file, log, dtype, dw_dtype, json, markdown;
  int64_t random = 0;
  uint64_t seed = 1;
  bool verify = false;
  lanes::ServedVerifyOptions verifying;
};

int run_coverage(const Context& ctx, const CoverageFlags& f) {
  auto fail = [](const Error& e) { return std::cerr << "irgate grid coverage: " << e.message << "\n", e.exit_code; };
  serve::CoverageOptions o;
  o.arch = f.arch.substr(0, f.arch.find(':'));
  for (auto [name, out] : {std::pair{&f.dtype, &o.dtype}, std::pair{&f.dw_dtype, &o.dw_dtype}}) {
    if (name->empty()) continue;
    *out = registry::dtype_by_name(*name);
    if (*out <= 0) return fail(Error{"--dtype and --dw-dtype want fp32, fp16 or bf16 (got '" + *name + "')", 2});
  }
  if (!f.verifying.resume.empty() && !f.verify) return fail(Error{"--resume keeps what --verify runs: give --verify too", 2});
  if (!f.verifying.shard.empty() && !f.verify) return fail(Error{"--shard splits the problems --verify runs: give --verify too", 2});
  auto input = f.random > 0 ? Result<serve::CoverageInput>(serve::random_coverage_input(f.random, f.seed))
                            : serve::read_coverage_input({f.file.empty() ? f.log : f.file, f.file.empty()});
  if (!input) return fail(input.error());
  if (!std::filesystem::exists(grid::CacheIndex::index_path(f.cache)))
    return fail(Error{"--cache: " + f.cache + " holds no index.json", 2});
  auto index = grid::CacheIndex::load(f.cache);
  if (!index) return fail(index.error());
  auto views = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!views) return fail(views.error());
  auto profiles = serve::CostProfiles::load(f.cache);
  if (!profiles) return fail(profiles.error());
  const serve::ServingCache cache(*index, f.arch, (*views)[grid::kGridFlavor]->get(), std::move(*profiles));
  if (const std::string notice = cache.profile_notice(); !notice.empty())
    std::cerr << "irgate grid coverage: " << f.cache << ": " << notice << "\n";
  const serve::CoverageReport report = serve::cover(*input, cache, o);
  if (report.problems == 0)
    return fail(Error{input->source + ": no backward-weights convolution in " + std::to_string(report.lines_read) +
                          " lines (nothing to cover)", 2});
  std::string md = serve::coverage_markdown(report);
  nlohmann::json json = serve::coverage_json(report);
  int exit_code = report.all_served() ? 0 : 1;
  if (f.verify) {
    lanes::ServedVerifyOptions vo = f.verifying;
    vo.dw_dtype = o.dw_dtype;
    const lanes::LaneReport verified = lanes::run_served_verify_lane(report, f.cache, *index, vo);
    if (verified.exit_code == 2) return fail(Error{verified.summary, 2});
    std::cerr << verified.text;
    md = lanes::coverage_verify_markdown(md, verified.markdown);
    json["verify"] = nlohmann::json::parse(verified.json);
    exit_code = std::max(exit_code, verified.exit_code);
  }
  if (!f.json.empty())
    if (auto w = write_atomic(f.json, dump_json(json)); !w) return fail(w.error());
  if (!f.markdown.empty()) {
    if (auto w = write_atomic(f.markdown, md); !w) return fail(w.error());
  } else {
    std::cout << md;
  }
  std::cerr << "irgate grid coverage: " << report.problems_served << " of " << report.problems << " problems, "
            << report.lines_served << " of " << report.lines << " layers served on " << o.arch << "\n";
  return exit_code;
}

}  // namespace

void add_grid_coverage_subcommand(CLI::App& grid, Context& ctx) {
  auto f = std::make_shared<CoverageFlags>();
  auto* sub = grid.add_subcommand("coverage", "what a kernel cache serves of a list of MIOpen driver lines or a MIOpen log");
  sub->add_option("--cache", f->cache, "the kernel cache (irgate grid compile --out)")->required();
  sub->add_option("--arch", f->arch, "the arch to serve for (a row of arches.def)")->required();
  auto* file = sub->add_option("--miopen-file", f->file, "one driver line per layer ('#' comments name the layer)");
  auto* log = sub->add_option("--miopen-log", f->log, "a log MIOpen wrote with MIOPEN_ENABLE_LOGGING_CMD=1");
  auto* random = sub->add_option("--random", f->random, "N random valid problems instead of a file (serve_reports/coverage_random.h)")
                     ->check(CLI::PositiveNumber);
  sub->add_option("--seed", f->seed, "the seed of --random (default 1)");
  file->excludes(log);
  random->excludes(file)->excludes(log);
  sub->add_option("--dtype", f->dtype, "read every line as fp16, bf16 or fp32 X and dY (default: each line's)");
  sub->add_option("--dw-dtype", f->dw_dtype, "dW's dtype (default: the problem's)");
  sub->add_option("--json", f->json, "also write the report as JSON (irgate.grid_coverage/v1)");
  sub->add_option("--markdown", f->markdown, "write the Markdown report here instead of stdout");
  sub->add_flag("--verify", f->verify, "run every served problem at full size on the ISA executor (exact inputs)");
  sub->add_option("--executor", f->verifying.executor, "--verify: isa (default), ir or both");
  sub->add_option("--inputs", f->verifying.inputs, "--verify: exact (default) or random");
  sub->add_option("--tolerance", f->verifying.tolerance,
                  "--verify, random inputs: worst-case (default) or probabilistic (fail also on the Higham-Mary bound)");
  sub->add_option("--jobs", f->verifying.jobs, "--verify: problems at once (default 2)")->check(CLI::Range(1, 64));
  sub->add_option("--timeout", f->verifying.timeout_s, "--verify: seconds one problem may take (default 3600)")
      ->check(CLI::PositiveNumber);
  sub->add_option("--shard", f->verifying.shard,
                  "--verify: i/n, run only the served problems at positions p mod n == i (irgate merge joins the shards' --json)");
  sub->add_option("--resume", f->verifying.resume,
                  "--verify: journal FILE, each finished problem's result kept there; a rerun after a kill runs only the rest");
  sub->add_option("--memory-budget", f->verifying.memory_budget_gib,
                  "--verify: GiB all jobs may hold together (default 16); a problem estimated past its share is skipped")
      ->check(CLI::PositiveNumber);
  sub->callback([&ctx, f, file, log, random] {
    if (file->count() + log->count() + random->count() != 1) {
      std::cerr << "irgate grid coverage: give one of --miopen-file FILE, --miopen-log LOG or --random N\n";
      ctx.exit_code = 2;
      return;
    }
    ctx.exit_code = run_coverage(ctx, *f);
  });
}

}  // namespace irgate::tools
