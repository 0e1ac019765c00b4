// lanes/golden_lane.h — the golden lane (every config's SHA-256 and blessed text per flavor and
// canonical, golden/check.h) and the re-recording it guards (golden/store.h).
//
// `irgate golden check|record` and `irgate check` run them. A finding's Markdown row carries the
// exact command that re-records that one entry.
//
//   GoldenOptions o;                              // all flavors + canonical, all configs
//   LaneReport r = run_golden_lane(root, o);      // 0 pass, 1 findings, 2 a corrupt golden file
#pragma once

#include <filesystem>
#include <string>

#include "lanes/lane_report.h"
#include "parity/corpus_emission.h"

namespace irgate::lanes {

struct GoldenOptions {
  std::string only_csv;  // families and/or config ids
  std::string flavor;    // a flavor name or "canonical"; empty = all
  std::string data;      // golden data folder; empty = <root>/golden/data
  bool explain = false;
  bool force = false;
  // The reference engine's emissions, already taken (`irgate check` passes the parity lane's);
  // configs not in it are emitted here. Used by the check only: a record always emits afresh.
  const parity::EmissionsById* reference = nullptr;
};

LaneReport run_golden_lane(const std::filesystem::path& root, const GoldenOptions& o);
// Writes *.json.new pending files for review (refused while parity is red, unless force; never
// under CI). Its report's text is the review summary.
LaneReport record_goldens(const std::filesystem::path& root, const GoldenOptions& o);

}  // namespace irgate::lanes
