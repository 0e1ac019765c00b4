// lanes/parity_lane.h — the parity lane: every selected (config, flavor) of the corpus through
// both engines (parity/runner.h), judged by the fail-closed gate (parity/gate.h).
//
// `irgate parity` and `irgate check` run it; the report's json is the parity report `irgate
// merge` reads, its cases one JUnit test case per pair, its Markdown the family x flavor table.
//
//   ParityLaneOptions o;  o.only_csv = "direct_wgrad_reduce";  o.flavor = "llvm22";
//   LaneReport r = run_parity_lane(root, o);       // r.exit_code 2: bad input (r.text says what)
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "lanes/lane_report.h"
#include "parity/runner.h"

namespace irgate::lanes {

struct ParityLaneOptions {
  parity::RunOptions run;
  std::string only_csv, flavor, shard;  // as the command line gives them ("" = all)
  // When given, receives the reference engine's emissions of every config the run covered whole
  // (parity/runner.h), for the lanes that run after it in `irgate check`.
  parity::EmissionsById* keep_reference = nullptr;
};

LaneReport run_parity_lane(const std::filesystem::path& root, ParityLaneOptions options);
// The report of results already gathered (merged shard reports): gate, text, Markdown, cases.
LaneReport parity_report(const std::vector<parity::PairResult>& results, const std::vector<std::string>& flavors);

}  // namespace irgate::lanes
