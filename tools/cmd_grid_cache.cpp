// tools/cmd_grid_cache.cpp — the kernel-cache subcommands of `irgate grid` (registered by
// cmd_grid.cpp): merge shard caches, check a cache against the current engine, verify its
// kernels on the emulator.
//
//   irgate grid merge OUT DIR...
//   irgate grid check --cache DIR
//   irgate grid verify --cache DIR [--shard i/n] [--resume FILE] [--jobs N] [--timeout S] [--executor ir|isa|both] [--inputs exact|random]
//                      [--json FILE] [--junit FILE] [--markdown FILE]     (lanes/grid_verify_lane.h)
// Exit: 0 pass; 1 a stale kernel, a failed verify, a merge conflict, or nothing to check; 2 usage,
// bad input, or another command holds OUT.
#include <CLI/CLI.hpp>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <map>
#include <set>
#include <vector>

#include "grid/cache_index.h"
#include "grid/cache_journal.h"
#include "grid/cache_lock.h"
#include "grid/request.h"
#include "grid/select.h"
#include "grid/stale.h"
#include "lanes/grid_verify_lane.h"
#include "serve/cost_model.h"
#include "support/files.h"
#include "support/sha256.h"
#include "tools/context.h"
#include "tools/engines.h"
#include "tools/lane_output.h"

namespace irgate::tools {

int profile_written_arches(const char* command, const std::string& dir, const std::set<std::string>& arches, int jobs,
                           const irg_arch_domain_t* domain);  // cmd_grid_compile_profile.cpp

namespace {

struct CacheFlags {
  std::string cache, out, shard, resume;
  std::vector<std::string> inputs;
  int jobs = 2;
  bool no_profile = false;  // merge: leave the merged cache's unprofiled kernels unprofiled
  double timeout_s = 300;
  std::string executor = "both";
  std::string values = "exact";  // --inputs of verify (exact | random)
  std::string tolerance = "worst-case";  // --tolerance of verify (worst-case | probabilistic)
};

// Copies the objects a shard's index names into OUT/objects, checking each one's bytes.
Status copy_objects(const std::filesystem::path& from, const grid::CacheIndex& idx, const std::filesystem::path& to) {
  for (auto& [name, e] : idx.kernels) {
    const auto target = grid::CacheIndex::object_path(to, e.object_sha256);
    if (std::filesystem::exists(target)) continue;
    auto bytes = read_file(grid::CacheIndex::object_path(from, e.object_sha256));
    if (!bytes) return bytes.error();
    if (sha256_hex(*bytes) != e.object_sha256) return Error{from.string() + ": the object of " + name + " is corrupt", 1};
    if (auto w = write_atomic(target, *bytes); !w) return w.error();
  }
  return ok();
}

int run_merge(const Context& ctx, const CacheFlags& f) {
  auto lock = grid::CacheLock::acquire(f.out);
  if (!lock) return std::cerr << "irgate grid merge: " << lock.error().message << "\n", lock.error().exit_code;
  auto merged = grid::CacheIndex::load(f.out);
  if (!merged) return std::cerr << "irgate grid merge: " << merged.error().message << "\n", merged.error().exit_code;
  // What a compile killed in OUT had finished joins the merge (and its journal is emptied with the save).
  if (auto replayed = grid::replay_journal(f.out, *merged); !replayed)
    return std::cerr << "irgate grid merge: " << replayed.error().message << "\n", replayed.error().exit_code;
  auto profiles = serve::CostProfiles::load(f.out);
  if (!profiles) return std::cerr << "irgate grid merge: " << profiles.error().message << "\n", profiles.error().exit_code;
  std::vector<serve::CostProfiles> shard_profiles;
  for (const std::string& in : f.inputs) {
    if (!std::filesystem::exists(grid::CacheIndex::index_path(in)))
      return std::cerr << "irgate grid merge: " << in << " holds no index.json\n", 2;
    auto idx = grid::CacheIndex::load(in);
    Status s = idx ? copy_objects(in, *idx, f.out) : Status(idx.error());
    if (s) s = merged->merge_from(*idx, in);
    auto shard = s ? serve::CostProfiles::load(in) : Result<serve::CostProfiles>(s.error());
    if (!shard) return std::cerr << "irgate grid merge: " << shard.error().message << "\n", shard.error().exit_code;
    shard_profiles.push_back(std::move(*shard));
  }
  // Each shard's profiles of kernels the merged cache holds with the same object (serving's cost
  // model, serve/cost_model.h): merging caches keeps what `grid profile` measured in them.
  std::map<std::string, std::string> object_of;
  for (auto& [name, e] : merged->kernels) object_of[name] = e.object_sha256;
  size_t profiles_added = 0;
  for (const serve::CostProfiles& shard : shard_profiles) profiles_added += profiles->merge_current(shard, object_of);
  if (auto s = grid::compact_journal(f.out, *merged); !s) return std::cerr << "irgate grid merge: " << s.error().message << "\n", 2;
  if (profiles_added)
    if (auto s = profiles->save(f.out); !s) return std::cerr << "irgate grid merge: " << s.error().message << "\n", 2;
  std::printf("grid merge: %s holds %zu cached and %zu excluded kernel(s)\n", f.out.c_str(), merged->kernels.size(),
              merged->excluded.size());
  if (f.no_profile) return 0;
  // Shards lacking the reduce helpers left their kernels unprofiled: the merged cache profiles them.
  std::set<std::string> arches;
  for (auto& [name, e] : merged->kernels) arches.insert(e.arch);
  auto views = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!views) return std::cerr << "irgate grid merge: " << views.error().message << "\n", 2;
  return profile_written_arches("merge", f.out, arches, f.jobs, (*views)[grid::kGridFlavor]->get());
}

// The cache's index and the llvm22 arch-domain view (kept alive in `views`).
Result<grid::CacheIndex> open_cache(const Context& ctx, const std::string& dir, Views& views) {
  if (!std::filesystem::exists(grid::CacheIndex::index_path(dir))) return Error{dir + " holds no index.json"};
  auto v = load_flavor_view(ctx.root(), grid::kGridFlavor);
  if (!v) return v.error();
  views = *v;
  return grid::CacheIndex::load(dir);
}

int run_check(const Context& ctx, const CacheFlags& f) {
  Views views;
  auto idx = open_cache(ctx, f.cache, views);
  if (!idx) return std::cerr << "irgate grid check: " << idx.error().message << "\n", idx.error().exit_code;
  size_t stale = 0;
  for (const auto* section : {&idx->kernels, &idx->excluded})
    for (auto& [name, e] : *section)
      if (auto why = grid::stale_reason(f.cache, name, e, views[grid::kGridFlavor]->get()); !why.empty())
        ++stale, std::printf("STALE %s: %s\n", name.c_str(), why.c_str());
  const size_t total = idx->kernels.size() + idx->excluded.size();
  std::printf("grid check: %zu of %zu kernel(s) stale\n", stale, total);
  if (total == 0) return std::cerr << "irgate grid check: the cache is empty\n", 1;
  return stale == 0 ? 0 : 1;
}

int run_verify(const Context& ctx, const CacheFlags& f, const ReportFiles& files) {
  lanes::GridVerifyLaneOptions o;
  o.cache = f.cache;
  o.shard = f.shard;
  o.jobs = f.jobs;
  o.timeout_s = f.timeout_s;
  o.executor = f.executor;
  o.inputs = f.values;
  o.tolerance = f.tolerance;
  o.progress = ::isatty(STDERR_FILENO) != 0;
  o.resume = f.resume;
  return emit_lanes({lanes::run_grid_verify_lane(ctx.root(), o)}, files, "irgate grid verify");
}

}  // namespace

void add_grid_cache_subcommands(CLI::App& grid, Context& ctx) {
  auto mf = std::make_shared<CacheFlags>();
  auto* merge = grid.add_subcommand("merge", "join shard caches into OUT (objects copied, indexes merged)");
  merge->add_option("out", mf->out, "the merged cache folder")->required();
  merge->add_option("dirs", mf->inputs, "shard cache folders")->required();
  merge->add_flag("--no-profile", mf->no_profile, "do not profile the merged cache's unprofiled kernels (irgate grid profile)");
  merge->add_option("--jobs", mf->jobs, "kernels profiled at once (default 2)")->check(CLI::Range(1, 64));
  merge->callback([&ctx, mf] { ctx.exit_code = run_merge(ctx, *mf); });

  auto kf = std::make_shared<CacheFlags>();
  auto* check = grid.add_subcommand("check", "name every kernel the current engine no longer emits as cached");
  check->add_option("--cache", kf->cache, "the cache folder")->required();
  check->callback([&ctx, kf] { ctx.exit_code = run_check(ctx, *kf); });

  auto vf = std::make_shared<CacheFlags>();
  auto vfiles = std::make_shared<ReportFiles>();
  auto* verify = grid.add_subcommand("verify", "every cached kernel on the IR emulator and/or its code object on the ISA executor vs the host reference");
  add_report_flags(verify, *vfiles);
  verify->add_option("--cache", vf->cache, "the cache folder")->required();
  verify->add_option("--shard", vf->shard, "i/n: the i-th of n deterministic slices (name order)");
  verify->add_option("--resume", vf->resume,
                     "journal FILE: keep each finished kernel's result there; a rerun after a kill runs only the rest");
  verify->add_option("--jobs", vf->jobs, "parallel kernels (default 2)")->check(CLI::Range(1, 64));
  verify->add_option("--timeout", vf->timeout_s, "seconds one kernel may take (default 300)")->check(CLI::PositiveNumber);
  verify->add_option("--executor", vf->executor,
                     "ir (the LLVM text) | isa (the cached code objects) | both (cross-checked; default)");
  verify->add_option("--inputs", vf->values,
                     "exact (integer inputs, bit-equality verdict, where the problem allows; default) | random (per-element tolerance)");
  verify->add_option("--tolerance", vf->tolerance,
                     "random inputs: worst-case (default) | probabilistic (fail also on the Higham-Mary bound)");
  verify->callback([&ctx, vf, vfiles] { ctx.exit_code = run_verify(ctx, *vf, *vfiles); });
}

}  // namespace irgate::tools
