// lanes/numerics_lane.h — the numerics lane: every emitting (config, flavor) of the corpus, on a
// small problem of its geometry, on the IR emulator and/or the ISA executor against the host
// reference (runtime/numerics.h), each case in a worker process (runtime/isolated_numerics.h).
//
// `irgate numerics` and `irgate check --numerics` run it. A config expected to emit that is
// refused fails; a selection with no case fails; a family in which nothing launched fails. Every
// case runs under each WMMA model asked for and passes only if it passes under each; a depthwise
// config also runs on the one-writer problem, where stage 1 must get the exact rule. The report's
// Markdown is a family x flavor table and the failing cases with their reproduce commands.
//
//   NumericsLaneOptions o;  o.only = "direct_wgrad_reduce";  o.on_line = [](auto& l) { std::cout << l; };
//   LaneReport r = run_numerics_lane(root, o);   // exit_code: 0 pass, 1 fail, 2 bad input
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "lanes/lane_report.h"

namespace irgate::lanes {

struct NumericsLaneOptions {
  std::string only;                  // config ids or family names, comma-separated ("" = all)
  std::vector<std::string> flavors;  // flavor names ("" = all)
  std::string engine = "reference";  // reference | twin
  int jobs = 1;
  uint64_t seed = 1, schedule_seed = 0;
  double timeout_s = 300;            // per case, before it fails as a hang
  std::string executor = "both";     // ir | isa | both
  std::string wmma_model = "c_last"; // a model of machine/wmma_models.def, or all
  bool subnormal_inputs = false;
  std::string inputs = "exact";      // exact | random (runtime/exact_inputs.h)
  // Every line of `text` as it is written (a case's lines when it finishes: a long run shows
  // progress), except a bad-input report (exit code 2), which is only in `text`.
  std::function<void(const std::string&)> on_line;
};

LaneReport run_numerics_lane(const std::filesystem::path& root, const NumericsLaneOptions& options);

}  // namespace irgate::lanes
