// lanes/toolchain_lane.h — the toolchain lane: every emitting (config, flavor) of the parity
// corpus, as the reference engine prints it, through the flavor's real llvm-as, llc, ld.lld and
// llvm-readelf, its resources against the budget and its code object through the ISA audit
// (toolchain/validate.h).
//
// `irgate validate` and `irgate check --toolchain` run it. The report's Markdown is the resource
// table, its JSON the per-kernel resources, one JUnit case per (config, flavor).
//
//   ToolchainLaneOptions o;  o.flavor = "llvm22";  o.only = {216};
//   ToolchainLane t = run_toolchain_lane(root, o);   // t.report.exit_code: 0 pass, 1 fail, 2 bad input
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "lanes/lane_report.h"
#include "parity/corpus_emission.h"

namespace irgate::lanes {

struct ToolchainLaneOptions {
  std::string flavor;    // "" = every flavor a config runs under
  std::vector<int> only; // config ids ("" = all)
  int jobs = 2;
  double timeout_s = 60;  // per tool subprocess
  // The reference engine's emissions, already taken (`irgate check` passes the parity lane's);
  // configs not in it are emitted here.
  const parity::EmissionsById* reference = nullptr;
};

struct ToolchainLane {
  LaneReport report;
  // The LLVM text of every (config, flavor) that failed, named "<id>.<flavor>.ll" (from integers
  // and flavor names only), for `irgate validate --out` to keep.
  std::vector<std::pair<std::string, std::string>> failed_modules;
};

ToolchainLane run_toolchain_lane(const std::filesystem::path& root, const ToolchainLaneOptions& options);

}  // namespace irgate::lanes
