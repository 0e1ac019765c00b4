// tools/cmd_grid_repair.cpp — the kernel cache's upkeep (registered by cmd_grid.cpp): `grid gc`
// removes what no index entry references (grid/cache_gc.h); `grid repair` compiles again every
// cached kernel whose code object is missing or no longer hashes to its name (grid/compile_cache.h
// reuses every intact one), after `grid check` named them.
//
//   irgate grid gc --cache DIR
//   irgate grid repair --cache DIR [--jobs N] [--timeout S]
// Exit: 0 done; 1 a kernel failed to compile, or a spec the engine no longer admits; 2 usage, bad
// input, or another command holds DIR.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>

#include "grid/cache_gc.h"
#include "grid/cache_index.h"
#include "grid/cache_journal.h"
#include "grid/compile_cache.h"
#include "grid/index_kernels.h"
#include "grid/request.h"
#include "tools/context.h"
#include "tools/engines.h"

namespace irgate::tools {
namespace {

struct UpkeepFlags {
  std::string cache;
  int jobs = 2;
  double timeout_s = 120;
};

int run_gc(const UpkeepFlags& f) {
  auto r = grid::collect_garbage(f.cache);
  if (!r) return std::cerr << "irgate grid gc: " << r.error().message << "\n", r.error().exit_code;
  std::printf("grid gc: %zu unreferenced file(s) removed (%.1f KiB); %zu referenced object(s) kept\n", r->removed,
              double(r->removed_bytes) / 1024, r->kept);
  return 0;
}

int run_repair(const Context& ctx, const UpkeepFlags& f) {
  auto fail = [](const Error& e) { return std::cerr << "irgate grid repair: " << e.message << "\n", e.exit_code; };
  if (!std::filesystem::exists(grid::CacheIndex::index_path(f.cache))) return fail(Error{f.cache + " holds no index.json"});
  auto idx = grid::CacheIndex::load(f.cache);
  if (!idx) return fail(idx.error());
  if (auto replayed = grid::replay_journal(f.cache, *idx); !replayed) return fail(replayed.error());
  auto views = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!views) return fail(views.error());
  auto kernels = grid::kernels_of_index(*idx, (*views)[grid::kGridFlavor]->get());
  if (!kernels) return fail(kernels.error());
  grid::CompileOptions o;
  o.jobs = f.jobs;
  o.timeout = std::chrono::milliseconds(static_cast<long>(f.timeout_s * 1000));
  o.domain = (*views)[grid::kGridFlavor]->get();
  auto r = grid::compile_into(f.cache, *kernels, o);
  if (!r) return fail(r.error());
  for (auto& [name, why] : r->failures) std::printf("FAILED   %s: %s\n", name.c_str(), why.c_str());
  std::printf("grid repair: %zu cached kernel(s), %zu object(s) corrupt and removed, %zu kernel(s) compiled again, %zu "
              "failed, %zu intact\n",
              kernels->size(), r->repaired, r->compiled, r->failures.size(), r->reused);
  return r->failures.empty() ? 0 : 1;
}

}  // namespace

void add_grid_upkeep_subcommands(CLI::App& grid, Context& ctx) {
  auto gf = std::make_shared<UpkeepFlags>();
  auto* gc = grid.add_subcommand("gc", "remove the code objects no index entry references, and leftover temp files");
  gc->add_option("--cache", gf->cache, "the cache folder")->required();
  gc->callback([&ctx, gf] { ctx.exit_code = run_gc(*gf); });

  auto rf = std::make_shared<UpkeepFlags>();
  auto* repair = grid.add_subcommand("repair", "compile again every cached kernel whose code object is missing or corrupt");
  repair->add_option("--cache", rf->cache, "the cache folder")->required();
  repair->add_option("--jobs", rf->jobs, "parallel kernels (default 2)")->check(CLI::Range(1, 64));
  repair->add_option("--timeout", rf->timeout_s, "seconds per in-process build (default 120)")->check(CLI::PositiveNumber);
  repair->callback([&ctx, rf] { ctx.exit_code = run_repair(ctx, *rf); });
}

}  // namespace irgate::tools
