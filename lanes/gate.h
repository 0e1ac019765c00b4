// lanes/gate.h — `irgate check`: the lanes of lanes/lanes.def run in order over one corpus, each
// reusing what the earlier ones produced, and their reports.
//
// The parity lane's workers run the reference engine on every (config, flavor) anyway; the golden
// and toolchain lanes take those answers from the GateRun instead of emitting the corpus again,
// which is most of what the gate would otherwise spend twice (bench/gate, BM_Check).
//
//   GateOptions o;  o.on_request = {"toolchain"};          // --toolchain
//   std::vector<LaneReport> lanes = run_gate(root, o, [](const LaneReport& r) { print(r); });
//   int exit_code = lanes_exit_code(lanes);
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "lanes/lane_report.h"
#include "lanes/parity_lane.h"

namespace irgate::lanes {

struct GateLane {
  const char* name;
  bool always;  // false: on request only (`irgate check --<name>`)
  const char* summary;
};
const std::vector<GateLane>& gate_lanes();  // the rows of lanes.def, in order

struct GateOptions {
  ParityLaneOptions parity;             // selection and run options of the parity lane
  std::vector<std::string> on_request;  // names of on-request lanes to add
  // Off: every lane emits what it needs itself (what `irgate check` did before the lanes shared
  // the parity run's emissions; the bench's baseline).
  bool share_emissions = true;
};

// Runs every always lane and the requested ones, in lanes.def order, calling on_done after each.
// An unknown or not-on-request name in on_request is a bad-input report (exit code 2) of its own.
std::vector<LaneReport> run_gate(const std::filesystem::path& root, const GateOptions& options,
                                 const std::function<void(const LaneReport&)>& on_done = {});

}  // namespace irgate::lanes
