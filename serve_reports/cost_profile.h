// serve_reports/cost_profile.h — measure what serving's cost model (serve/cost_model.h) needs of every
// kernel in a cache: each stage-1 kernel's plan runs on the ISA executor with the cache's own
// code objects on two problems of numerics' default geometry (grid/cache_execution.h's first two
// rungs: N 2, 9 x 9 and N 4, 17 x 17; channels with tails; dW in the kernel's dtype, as a MIOpen
// line asks; and the second with wider rows when both give its blocks one reduction length, as
// a stem's one-chunk rows do), and every launch's per-pipe cycles (emu::Report::pipe_cycles, LLVM's scheduling
// model per executed instruction) are recorded against the cached kernel it ran, with its blocks
// and reduction positions per block; llc-22's occupancy comes from compiling the kernel's text
// to assembly in-process. The reduce helpers are measured through the plans that launch them.
//
// Used by `irgate grid profile` (DIR/profiles.json, written atomically after every batch of
// checkpoint_every stage-1 kernels, so a killed run loses at most one batch and the next run
// measures only what is missing). A kernel whose plan
// refuses or faults is reported and left without a profile: serving then ranks its family by the
// plan's structure (serve/serve.h), and `plan --explain` says why.
//
//   auto out = serve::profile_cache(dir, index, "gfx1250", domain, {.jobs = 2});
//   if (out) out->profiles.save(dir);
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "grid/cache_index.h"
#include "irgate/arch_domain_view.h"
#include "serve/cost_model.h"
#include "support/result.h"

namespace irgate::serve {

struct ProfileOptions {
  int jobs = 2;
  std::vector<std::string> only;  // cache kernel names to profile (empty: see `current`)
  // Profiles already on file: a stage-1 kernel with a current one (of the same code object) is not
  // run again. Null: run every stage-1 kernel (a reduce helper first cached after its stage-1
  // kernels were profiled needs `--all`: helpers are measured through the plans that launch them).
  const CostProfiles* current = nullptr;
  // Called after each stage-1 kernel: its name, seconds, and "" or why it has no profile.
  std::function<void(const std::string&, double, const std::string&)> progress;
  // Stage-1 kernels measured between checkpoints (0: one batch of all), and what a checkpoint
  // does with the profiles measured so far in this run (profile_into: write the file). An error
  // it returns ends the run.
  size_t checkpoint_every = 64;
  std::function<Status(const CostProfiles& so_far)> checkpoint;
};

struct ProfileOutcome {
  CostProfiles profiles;  // every kernel measured, stage-1 and helpers alike
  std::vector<std::pair<std::string, std::string>> failed;  // stage-1 kernel, why
  size_t stage1_kernels = 0;  // run this time
  size_t up_to_date = 0;      // stage-1 kernels `current` already profiled
};

// Errors: no cached stage-1 kernel for `arch` (nothing to profile: exit 1), an `only` name not
// in the cache (exit 2). Every kernel already current is not an error: nothing runs.
Result<ProfileOutcome> profile_cache(const std::filesystem::path& dir, const grid::CacheIndex& index, const std::string& arch,
                                     const irg_arch_domain_t* domain, const ProfileOptions& options);

// What `grid profile` and `grid compile` (which profiles what it compiled) both do: read DIR's
// index and profiles.json (a malformed file is an error, exit 2, and is never overwritten),
// profile the arch's stage-1 kernels `options` selects (`options.current` is set here: without
// `all`, a kernel with a current profile is not run again; with it, every one is and the file
// starts anew), and write the merged file back atomically. Errors as profile_cache's.
Result<ProfileOutcome> profile_into(const std::filesystem::path& dir, const std::string& arch, const irg_arch_domain_t* domain,
                                    ProfileOptions options, bool all);

// True when DIR's index caches a stage-1 kernel for `arch` (there is something to profile).
bool caches_stage1_kernel(const grid::CacheIndex& index, const std::string& arch);

// "; Occupancy: N" of the assembly llc-22 makes of `ll` (waves per SIMD), or an error.
Result<int> llc_occupancy(const std::string& ll, const std::string& arch);

}  // namespace irgate::serve
