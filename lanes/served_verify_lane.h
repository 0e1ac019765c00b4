// lanes/served_verify_lane.h — `irgate grid coverage --verify`: every problem a kernel cache
// serves of a network or a MIOpen log, run **at its full size** (its batch, its image, its
// channels and geometry) through the served plan on the ISA executor — the cache's own code
// objects — against the host reference, in exact mode by default (bit equality, no tolerance).
//
// Each problem runs in a numerics worker process (runtime/isolated_numerics.h): a crash or a hang
// fails that problem and the run goes on. A problem whose estimated peak memory does not fit the
// budget of one job (`memory_budget_gib / jobs`) is skipped with a line saying so; a skipped
// problem is not a pass, so the lane exits 1 unless every served problem ran and passed. Progress
// goes to stderr, one line per problem as it finishes (verdict, seconds, lane-instructions, the
// worker's peak resident memory so far).
//
//   serve::CoverageReport cov = serve::cover(input, cache, {.arch = "gfx1250"});
//   ServedVerifyOptions o;  o.jobs = 2;  o.memory_budget_gib = 16;
//   LaneReport r = run_served_verify_lane(cov, "caches/gfx1250-fp16", index, o);  // 0: all ran, all passed
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "grid/cache_index.h"
#include "irgate/abi.h"
#include "lanes/lane_report.h"
#include "serve_reports/coverage.h"

namespace irgate::lanes {

struct ServedVerifyOptions {
  std::string executor = "isa";   // isa | ir | both
  std::string inputs = "exact";   // exact | random (runtime/exact_inputs.h)
  std::string tolerance = "worst-case";  // random inputs: worst-case | probabilistic (runtime/numerics.h)
  int32_t dw_dtype = 0;           // as the coverage's --dw-dtype (0: the problem's dtype)
  int jobs = 2;
  double timeout_s = 3600;        // per problem
  double memory_budget_gib = 16;  // every job together
  bool progress = true;           // a line on stderr per finished problem
  std::string shard;              // i/n: the served problems at positions p mod n == i ("" = all)
  std::string resume;             // a journal file (lanes/record_journal.h): finished problems are kept and not run again
};

inline constexpr const char* kServedVerifySchema = "irgate.coverage_verify/v1";

// A conservative estimate of the peak resident bytes of one worker running `problem` through a
// plan with these buffers: the larger of the plan's buffers (the inputs held once, in their
// dtype) and the host references' chunk of images, plus dW's copies and the worker's own
// footprint. Checked against measured peaks in docs/grid.md §Every served layer, whole.
int64_t estimated_peak_bytes(const irg_problem_t& problem, const int64_t (&buffer_bytes)[IRG_BUF_COUNT]);

LaneReport run_served_verify_lane(const serve::CoverageReport& coverage, const std::string& cache_dir,
                                  const grid::CacheIndex& index, const ServedVerifyOptions& options);

// The lane's report made from its JSON records alone (one per served problem) and the header
// (executor, inputs, memory_budget_gib, jobs, tolerance, wall_seconds, and "shard" when it is
// one): what the lane returns, and what `irgate merge` makes of every shard's records
// (lanes/shard_merge.h). No record fails (1).
LaneReport served_verify_report(const nlohmann::json& header, const nlohmann::json& records);

// The Markdown page of `grid coverage --verify`: the coverage report's, then this lane's section
// (what the unsharded run writes and `irgate merge` of its shards rebuilds).
std::string coverage_verify_markdown(const std::string& coverage_markdown, const std::string& verified_markdown);

}  // namespace irgate::lanes
