// lanes/grid_verify_lane.h — the grid verify lane: every cached kernel of a kernel cache (or one
// shard of them) on the IR emulator and/or its code object on the ISA executor against the host
// reference (grid/verify.h), as a LaneReport like every other lane.
//
// `irgate grid verify` runs it; its JUnit has one case per kernel, its JSON one record per kernel
// (verdict, detail, launches, seconds), its Markdown the pass count and every failing kernel. A
// selection with no kernel fails (1); a missing cache or a bad option is bad input (2).
//
//   GridVerifyLaneOptions o;  o.cache = "build/cache";  o.shard = "0/4";  o.executor = "isa";
//   LaneReport r = run_grid_verify_lane(root, o);   // 0 every kernel passed
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "lanes/lane_report.h"

namespace irgate::lanes {

struct GridVerifyLaneOptions {
  std::string cache;              // the cache folder (holds index.json)
  std::string shard;              // i/n over kernel names ("" = all)
  int jobs = 2;
  double timeout_s = 300;         // per kernel
  std::string executor = "both";  // ir | isa | both
  std::string inputs = "exact";   // exact | random (runtime/exact_inputs.h)
  std::string tolerance = "worst-case";  // random inputs: worst-case | probabilistic (runtime/numerics.h)
  bool progress = false;          // a progress line on stderr while kernels run
  std::string resume;             // a journal file (lanes/record_journal.h): finished kernels are kept and not run again
};

inline constexpr const char* kGridVerifySchema = "irgate.grid_verify/v1";

LaneReport run_grid_verify_lane(const std::filesystem::path& root, const GridVerifyLaneOptions& options);

// The lane's report made from its JSON records alone (one per kernel: kernel, verdict, basis,
// passed, detail, launches, seconds) and the header (executor, inputs, tolerance, and "shard"
// when it is one): what the lane returns, and what `irgate merge` makes of the records of every
// shard (lanes/shard_merge.h), so a merged report equals the unsharded one. No record fails (1).
LaneReport grid_verify_report(const nlohmann::json& header, const nlohmann::json& records);

}  // namespace irgate::lanes
