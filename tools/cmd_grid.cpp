// tools/cmd_grid.cpp — `irgate grid list` and `irgate grid compile`: the AOT grid (grid/tables.cpp)
// as the reference engine admits it, and compiled into a content-addressed kernel cache. The
// cache subcommands (merge, check, verify) are in cmd_grid_cache.cpp.
//
//   irgate grid list [--family F] [--arch A] [--dtype D] [--match TEXT]... [--shard i/n] [--json FILE]
//   irgate grid compile --out DIR [same selection] [--jobs N] [--timeout S] [--codegen in-process|subprocess] [--no-profile]
// compile then profiles what it compiled (cmd_grid_compile_profile.cpp) unless --no-profile.
// Exit: 0 done; 1 a compile or profile failure (after every other kernel) or an empty selection; 2 usage,
// bad input, or another compile holds DIR.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>

#include "grid/compile_cache.h"
#include "grid/enumerate.h"
#include "grid/request.h"
#include "registry/spec_json.h"
#include "support/files.h"
#include "support/median.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {

void add_grid_cache_subcommands(CLI::App& grid, Context& ctx);  // cmd_grid_cache.cpp
void add_grid_coverage_subcommand(CLI::App& grid, Context& ctx);  // cmd_grid_coverage.cpp
void add_grid_profile_subcommand(CLI::App& grid, Context& ctx);   // cmd_grid_profile.cpp
void add_grid_upkeep_subcommands(CLI::App& grid, Context& ctx);   // cmd_grid_repair.cpp
int profile_written_arches(const char* command, const std::string& dir, const std::set<std::string>& arches, int jobs,
                           const irg_arch_domain_t* domain);  // cmd_grid_compile_profile.cpp

namespace {

struct SelectFlags {
  std::string family, arch, dtype, shard;
  std::vector<std::string> match;
  void add_to(CLI::App* sub) {
    sub->add_option("--family", family, "only this family's grid");
    sub->add_option("--arch", arch, "only this arch");
    sub->add_option("--dtype", dtype, "only this dtype (fp16, bf16, fp32; a reduce kernel's is its output dtype)");
    sub->add_option("--match", match, "only kernels whose name contains TEXT (repeatable: any of them)");
    sub->add_option("--shard", shard, "i/n: the i-th of n deterministic slices of the selection (name order)");
  }
};

struct GridFlags {
  SelectFlags select;
  std::string json, out;
  int jobs = 2;
  double timeout_s = 120;
  grid::Codegen codegen = grid::Codegen::in_process;
  runtime::InputsMode gate_inputs = runtime::InputsMode::exact;  // the execution gate's inputs
  bool no_profile = false;  // compile only: leave profiling to `grid profile`
};

// The selection, enumerated against the llvm22 arch-domain view, which `views` keeps alive for
// as long as the kernels' requests point into it. Prints nothing; errors carry their exit code
// (2 for a usage error, 1 for an engine or table error).
Result<grid::Enumeration> enumerate(const Context& ctx, const SelectFlags& f, Views& views) {
  auto sel = grid::make_selection(f.family, f.arch, f.dtype, f.match, f.shard);
  if (!sel) return sel.error();
  auto loaded = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!loaded) return loaded.error();
  views = *loaded;
  auto e = grid::enumerate_grid(*sel, views[grid::kGridFlavor]->get());
  if (e && e->candidates == 0) return Error{"the selection picks no grid entry (is --arch a grid arch?)", 1};
  return e;
}

std::string refused_summary(const grid::Enumeration& e) {
  size_t n = 0;
  std::string ids;
  for (auto& [id, count] : e.refused) n += count, ids += (ids.empty() ? "" : ", ") + id + " " + std::to_string(count);
  return std::to_string(n) + " candidate(s) refused by the validator" + (ids.empty() ? "" : " (" + ids + ")");
}

int run_list(const Context& ctx, const GridFlags& f) {
  Views views;
  auto e = enumerate(ctx, f.select, views);
  if (!e) return std::cerr << "irgate grid list: " << e.error().message << "\n", e.error().exit_code;
  std::map<std::string, size_t> per;  // family arch dtype -> kernels
  nlohmann::json report = nlohmann::json::array();
  for (const grid::GridKernel& k : e->kernels) {
    std::printf("%-80s %-24s %-8s %s\n", k.name.c_str(), k.family.c_str(), k.arch.c_str(), k.dtype.c_str());
    ++per[k.family + " " + k.arch + " " + k.dtype];
    report.push_back({{"name", k.name}, {"family", k.family}, {"arch", k.arch}, {"dtype", k.dtype},
                      {"spec", k.spec}, {"stamp", k.stamp}, {"llvm_sha256", k.llvm_sha256}});
  }
  for (auto& [key, n] : per) std::printf("# %-50s %zu\n", key.c_str(), n);
  std::printf("# %zu kernel(s) from %zu candidate(s); %s\n", e->kernels.size(), e->candidates,
              refused_summary(*e).c_str());
  if (!f.json.empty())
    if (auto w = write_atomic(f.json, dump_json(report)); !w) return std::cerr << w.error().message << "\n", 2;
  return 0;
}

int run_compile(const Context& ctx, const GridFlags& f) {
  Views views;
  auto e = enumerate(ctx, f.select, views);
  if (!e) return std::cerr << "irgate grid compile: " << e.error().message << "\n", e.error().exit_code;
  grid::CompileOptions o;
  o.jobs = f.jobs;
  o.codegen = f.codegen;
  o.timeout = std::chrono::milliseconds(static_cast<long>(f.timeout_s * 1000));
  o.progress = ::isatty(STDERR_FILENO) != 0;
  o.domain = views[grid::kGridFlavor]->get();
  o.gate_inputs = f.gate_inputs;
  auto r = grid::compile_into(f.out, e->kernels, o);
  if (!r) return std::cerr << "irgate grid compile: " << r.error().message << "\n", r.error().exit_code;
  for (auto& [name, why] : r->exclusions) std::printf("EXCLUDED %s: %s\n", name.c_str(), why.c_str());
  for (auto& [name, what] : r->loops_not_taken) std::printf("LOOPS NOT TAKEN %s: %s\n", name.c_str(), what.c_str());
  for (auto& [name, why] : r->failures) std::printf("FAILED   %s: %s\n", name.c_str(), why.c_str());
  if (r->replayed || r->repaired)
    std::printf("grid compile: resumed %zu kernel(s) an interrupted compile had finished (%s/journal.jsonl); %zu corrupt "
                "object(s) removed and compiled again\n",
                r->replayed, f.out.c_str(), r->repaired);
  const auto& s = r->seconds;
  std::printf("grid compile: %zu kernel(s) selected, %zu compiled, %zu already cached, %zu failed; the cache holds "
              "%zu of them, %zu excluded; %zu banked kernel(s) executed on the ISA executor; %s\n",
              e->kernels.size(), r->compiled, r->reused, r->failures.size(), r->cached, r->excluded, r->executed,
              refused_summary(*e).c_str());
  std::printf("grid compile: %.1f s wall, %.1f kernels/s with %d job(s), median %.0f ms a kernel; seconds per step, summed "
              "over kernels: emit %.2f llvm-as %.2f llc %.2f ld.lld %.2f notes %.2f ISA audit %.2f store %.2f ISA executor %.2f\n",
              r->wall_seconds, r->wall_seconds > 0 ? double(r->compiled + r->failures.size()) / r->wall_seconds : 0.0,
              f.jobs, 1000 * median(r->kernel_seconds), s.emit, s.as, s.llc, s.lld, s.notes, s.audit, s.store, s.execute);
  std::set<std::string> arches;
  for (const grid::GridKernel& k : e->kernels) arches.insert(k.arch);
  const int profiled = f.no_profile ? 0 : profile_written_arches("compile", f.out, arches, f.jobs, o.domain);
  return std::max(r->failures.empty() ? 0 : 1, profiled);
}

}  // namespace

void add_grid_command(CLI::App& app, Context& ctx) {
  auto* grid = app.add_subcommand("grid", "the AOT kernel grid and its content-addressed kernel cache");
  grid->require_subcommand(1);

  auto lf = std::make_shared<GridFlags>();
  auto* list = grid->add_subcommand("list", "the grid's admitted kernels: name, family, arch, dtype");
  lf->select.add_to(list);
  list->add_option("--json", lf->json, "also write them (with specs) to this JSON file");
  list->callback([&ctx, lf] { ctx.exit_code = run_list(ctx, *lf); });

  auto cf = std::make_shared<GridFlags>();
  auto* compile = grid->add_subcommand("compile", "compile the selection into a kernel cache (llvm22 toolchain)");
  compile->add_option("--out", cf->out, "the cache folder (created; an existing cache is added to)")->required();
  cf->select.add_to(compile);
  compile->add_option("--jobs", cf->jobs, "parallel kernels (default 2)")->check(CLI::Range(1, 64));
  compile->add_option("--timeout", cf->timeout_s, "seconds per tool subprocess or in-process build (default 120)")->check(CLI::PositiveNumber);
  const std::map<std::string, grid::Codegen> codegens{{"in-process", grid::Codegen::in_process},
                                                      {"subprocess", grid::Codegen::subprocess}};
  compile->add_option("--codegen", cf->codegen,
                      "in-process (libLLVM 22 + liblld, the default) or subprocess (llvm-as, llc, ld.lld, llvm-readelf)")
      ->transform(CLI::CheckedTransformer(codegens, CLI::ignore_case));
  const std::map<std::string, runtime::InputsMode> inputs{{"exact", runtime::InputsMode::exact},
                                                           {"random", runtime::InputsMode::random}};
  compile->add_option("--inputs", cf->gate_inputs,
                      "the ISA execution gate's inputs: exact (bit-equality verdict where the problem allows; default) "
                      "or random (per-element tolerance)")
      ->transform(CLI::CheckedTransformer(inputs, CLI::ignore_case));
  compile->add_flag("--no-profile", cf->no_profile,
                    "do not profile the compiled kernels for serving's cost model (run `irgate grid profile` later)");
  compile->callback([&ctx, cf] { ctx.exit_code = run_compile(ctx, *cf); });

  add_grid_cache_subcommands(*grid, ctx);
  add_grid_coverage_subcommand(*grid, ctx);
  add_grid_profile_subcommand(*grid, ctx);
  add_grid_upkeep_subcommands(*grid, ctx);
}

}  // namespace irgate::tools
