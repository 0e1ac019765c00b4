// tools/cmd_grid_compile_profile.cpp — the last step of `irgate grid compile` (cmd_grid.cpp) and
// `irgate grid merge` (cmd_grid_cache.cpp): profile the cache's kernels of the arches they wrote
// for serving's cost model (serve_reports/cost_profile.h, DIR/profiles.json), so a fresh cache ranks its
// kernels by estimated time, not by the static fallback. Incremental as `grid profile` is: a
// kernel with a current profile (same code object) is not run again, so a re-run, a grown cache
// or a merge of profiled shards profiles only what is new. A cache without the arch's reduce
// helpers (a shard of a sharded build) is left for `grid merge` to profile: the plans of the
// fp16 and bf16 kernels launch a helper. `--no-profile` skips it (then `irgate grid profile`).
//
//   int rc = profile_written_arches("compile", "cache", {"gfx1250"}, /*jobs=*/2, domain);
// Prints one summary line per arch and a `NOT PROFILED name: why` line per failure; returns 0,
// 1 when a kernel could not be profiled (serving then ranks its family by the static estimate),
// or 2 on bad input (a malformed profiles.json, which is left as it was).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "grid/cache_index.h"
#include "serve_reports/cost_profile.h"

namespace irgate::tools {

namespace {

bool caches_reduce_helper(const grid::CacheIndex& index, const std::string& arch) {
  for (auto& [name, entry] : index.kernels)
    if (entry.arch == arch && entry.family == "direct_wgrad_reduce") return true;
  return false;
}

}  // namespace

int profile_written_arches(const char* command, const std::string& dir, const std::set<std::string>& arches, int jobs,
                           const irg_arch_domain_t* domain) {
  auto index = grid::CacheIndex::load(dir);
  if (!index)
    return std::fprintf(stderr, "irgate grid %s: %s\n", command, index.error().message.c_str()), index.error().exit_code;
  int rc = 0;
  for (const std::string& arch : arches) {
    if (!serve::caches_stage1_kernel(*index, arch)) continue;  // a selection of reduce helpers only
    if (!caches_reduce_helper(*index, arch)) {
      std::printf("grid %s: %s kernels not profiled: the cache holds no direct_wgrad_reduce helper of %s, which "
                  "their plans launch (a shard? `grid merge` profiles the merged cache)\n",
                  command, arch.c_str(), arch.c_str());
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    serve::ProfileOptions o;
    o.jobs = jobs;
    auto out = serve::profile_into(dir, arch, domain, o, /*all=*/false);
    if (!out) {
      std::fprintf(stderr, "irgate grid %s: profiling %s: %s\n", command, arch.c_str(), out.error().message.c_str());
      rc = std::max(rc, out.error().exit_code);
      continue;
    }
    for (auto& [name, why] : out->failed) std::printf("NOT PROFILED %s: %s\n", name.c_str(), why.c_str());
    std::printf("grid %s: profiled %zu stage-1 kernel(s) of %s for serving's cost model in %.1f s (%zu already "
                "current, %zu failed; --no-profile skips this)\n",
                command, out->stage1_kernels, arch.c_str(),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), out->up_to_date,
                out->failed.size());
    if (!out->failed.empty()) rc = std::max(rc, 1);
  }
  return rc;
}

}  // namespace irgate::tools
