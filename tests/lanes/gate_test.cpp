// tests/lanes/gate_test.cpp — `irgate check` as a library (lanes/gate.h): the lanes of
// lanes/lanes.def in order, and the golden lane judging the parity run's emissions exactly as it
// judges its own (the same verdicts, a change in them caught, a config they lack emitted afresh).
#include <gtest/gtest.h>

#include <cstdlib>

#include "arch_domain/table.h"
#include "lanes/engines.h"
#include "lanes/gate.h"
#include "lanes/golden_lane.h"
#include "parity/runner.h"

namespace irgate::lanes {
namespace {

std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r ? r : ".";
}

// The reference engine's answers for the whole corpus, as the parity lane keeps them.
parity::EmissionsById parity_emissions() {
  auto corpus = parity::load_corpus(root());
  auto views = load_views(root());
  if (!corpus || !views) return {};
  parity::Domains domains{};
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains[f] = (*views)[f]->get();
  parity::EmissionsById kept;
  parity::run_parity({irg_reference_engine(), engine_by_name("twin")}, *corpus, domains, {}, &kept);
  return kept;
}

TEST(Gate, TheAlwaysLanesRunInLanesDefOrder) {
  std::vector<std::string> always;
  for (const GateLane& l : gate_lanes())
    if (l.always) always.push_back(l.name);
  ASSERT_FALSE(always.empty());
  EXPECT_EQ(gate_lanes().front().name, std::string("parity")) << "the later lanes reuse the parity run";
  std::vector<std::string> ran;
  const auto reports = run_gate(root(), {}, [&](const LaneReport& r) { ran.push_back(r.lane); });
  EXPECT_EQ(ran, always);
  ASSERT_EQ(reports.size(), always.size());
  for (const LaneReport& r : reports) EXPECT_EQ(r.exit_code, 0) << r.lane << ": " << r.text;
}

TEST(Gate, SharingTheParityRunsEmissionsChangesNoReport) {
  GateOptions separate;
  separate.share_emissions = false;
  const auto shared = run_gate(root(), {});
  const auto alone = run_gate(root(), separate);
  ASSERT_EQ(shared.size(), alone.size());
  for (size_t i = 0; i < shared.size(); ++i) {
    EXPECT_EQ(shared[i].exit_code, alone[i].exit_code) << shared[i].lane;
    EXPECT_EQ(shared[i].summary, alone[i].summary) << shared[i].lane;
    EXPECT_EQ(shared[i].text, alone[i].text) << shared[i].lane;
    EXPECT_EQ(shared[i].json, alone[i].json) << shared[i].lane;
  }
}

TEST(Gate, AChangedTextInTheSharedEmissionsIsAGoldenFinding) {
  parity::EmissionsById kept = parity_emissions();
  ASSERT_TRUE(kept.count(232));
  ASSERT_EQ(kept.at(232).ll.back().status, IRG_STATUS_OK);
  kept.at(232).ll.back().text += "; one more line\n";
  GoldenOptions o;
  o.reference = &kept;
  const LaneReport r = run_golden_lane(root(), o);
  EXPECT_EQ(r.exit_code, 1) << r.text;
  EXPECT_NE(r.text.find("232"), std::string::npos) << r.text;
}

TEST(Gate, AConfigTheSharedEmissionsLackIsEmittedAfresh) {
  const LaneReport own = run_golden_lane(root(), {});
  parity::EmissionsById partial = parity_emissions();
  ASSERT_TRUE(partial.erase(232));
  GoldenOptions o;
  o.reference = &partial;
  const LaneReport r = run_golden_lane(root(), o);
  EXPECT_EQ(r.exit_code, 0) << r.text;
  EXPECT_EQ(r.summary, own.summary) << "the same entries compared";
  const parity::EmissionsById none;
  o.reference = &none;
  EXPECT_EQ(run_golden_lane(root(), o).summary, own.summary);
}

TEST(Gate, AnUnknownOrAlwaysLaneAskedOnRequestIsBadInput) {
  for (const char* name : {"speed", "parity"}) {
    GateOptions o;
    o.on_request = {name};
    const auto reports = run_gate(root(), o);
    ASSERT_EQ(reports.size(), 1u) << name << ": nothing else runs";
    EXPECT_EQ(reports[0].exit_code, 2);
    EXPECT_NE(reports[0].text.find(std::string("no on-request lane '") + name + "' in lanes/lanes.def"),
              std::string::npos)
        << reports[0].text;
  }
}

}  // namespace
}  // namespace irgate::lanes
