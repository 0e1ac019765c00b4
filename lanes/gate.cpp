// lanes/gate.cpp — see gate.h.
#include "lanes/gate.h"

#include <algorithm>

#include "lanes/coverage_lane.h"
#include "lanes/golden_lane.h"
#include "lanes/numerics_lane.h"
#include "lanes/toolchain_lane.h"
#include "parity/corpus_emission.h"

namespace irgate::lanes {
namespace {

// What one gate run carries from lane to lane.
struct GateRun {
  std::filesystem::path root;
  GateOptions options;
  parity::EmissionsById reference;  // filled by the parity lane when sharing
  const parity::EmissionsById* shared() const { return options.share_emissions ? &reference : nullptr; }
};

LaneReport gate_parity(GateRun& run) {
  ParityLaneOptions o = run.options.parity;
  if (run.options.share_emissions) o.keep_reference = &run.reference;
  return run_parity_lane(run.root, o);
}

LaneReport gate_golden(GateRun& run) {
  GoldenOptions o;
  o.reference = run.shared();
  return run_golden_lane(run.root, o);
}

LaneReport gate_coverage(GateRun& run) { return run_coverage_lane(run.root); }

LaneReport gate_toolchain(GateRun& run) {
  ToolchainLaneOptions o;
  o.reference = run.shared();
  return run_toolchain_lane(run.root, o).report;
}

LaneReport gate_numerics(GateRun& run) {
  NumericsLaneOptions o;
  o.jobs = 2;
  return run_numerics_lane(run.root, o);
}

struct LaneEntry {
  GateLane lane;
  LaneReport (*run)(GateRun&);
};

// The `when` column of lanes.def: a word other than these two does not compile.
constexpr bool always = true, on_request = false;

const std::vector<LaneEntry>& entries() {
  static const std::vector<LaneEntry> all = {
#define IRG_LANE(name, when, summary) {{#name, when, summary}, &gate_##name},
#include "lanes/lanes.def"
  };
  return all;
}

LaneReport unknown_lane(const std::string& name) {
  LaneReport r;
  r.lane = name;
  r.exit_code = 2;
  r.summary = "no on-request lane '" + name + "' in lanes/lanes.def";
  r.text = "irgate check: " + r.summary + "\n";
  return r;
}

}  // namespace

const std::vector<GateLane>& gate_lanes() {
  static const std::vector<GateLane> lanes = [] {
    std::vector<GateLane> out;
    for (const LaneEntry& e : entries()) out.push_back(e.lane);
    return out;
  }();
  return lanes;
}

std::vector<LaneReport> run_gate(const std::filesystem::path& root, const GateOptions& options,
                                 const std::function<void(const LaneReport&)>& on_done) {
  std::vector<LaneReport> reports;
  auto done = [&](LaneReport r) {
    if (on_done) on_done(r);
    reports.push_back(std::move(r));
  };
  for (const std::string& name : options.on_request) {
    const auto& all = entries();
    auto it = std::find_if(all.begin(), all.end(), [&](const LaneEntry& e) { return !e.lane.always && e.lane.name == name; });
    if (it == all.end()) done(unknown_lane(name));
  }
  if (!reports.empty()) return reports;
  GateRun run{root, options, {}};
  for (const LaneEntry& e : entries()) {
    const bool asked = std::find(options.on_request.begin(), options.on_request.end(), e.lane.name) != options.on_request.end();
    if (e.lane.always || asked) done(e.run(run));
  }
  return reports;
}

}  // namespace irgate::lanes
