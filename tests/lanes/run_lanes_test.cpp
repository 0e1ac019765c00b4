// tests/lanes/run_lanes_test.cpp — the toolchain and numerics lanes as libraries: on a one-config
// selection each returns a report whose Markdown table, JUnit cases and JSON say what ran, and
// each fails closed (a selection that runs nothing fails; bad input is exit code 2 naming it).
#include <gtest/gtest.h>

#include <cstdlib>

#include <nlohmann/json.hpp>

#include "lanes/numerics_lane.h"
#include "lanes/toolchain_lane.h"

namespace irgate::lanes {
namespace {

std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r ? r : ".";
}

TEST(NumericsLane, OneConfigPassesWithATableAndACasePerModel) {
  NumericsLaneOptions o;
  o.only = "201";
  o.flavors = {"llvm22"};
  o.wmma_model = "all";
  std::string streamed;
  o.on_line = [&streamed](const std::string& l) { streamed += l; };
  const LaneReport r = run_numerics_lane(root(), o);
  ASSERT_EQ(r.exit_code, 0) << r.text;
  EXPECT_EQ(streamed, r.text);
  // One case per WMMA model: c_last, c_first, ftz16 and fused_dot (docs/emulator.md).
  EXPECT_EQ(r.cases.size(), 4u) << "one case per WMMA model";
  for (const LaneCase& c : r.cases) EXPECT_TRUE(c.passed) << c.name;
  EXPECT_NE(r.markdown.find("| `direct_wgrad_reduce` | llvm22 | 4 | 4 |"), std::string::npos) << r.markdown;
  EXPECT_EQ(nlohmann::json::parse(r.json).size(), 4u);
}

TEST(NumericsLane, ASelectionThatRunsNothingFails) {
  NumericsLaneOptions o;
  o.only = "201";
  o.flavors = {"llvm16"};  // 201 is an expected refusal under llvm16: nothing to run
  const LaneReport r = run_numerics_lane(root(), o);
  EXPECT_EQ(r.exit_code, 1) << r.text;
  EXPECT_NE(r.text.find("the selection has no emitting config x flavor"), std::string::npos) << r.text;
}

TEST(NumericsLane, BadInputIsExitCode2) {
  NumericsLaneOptions o;
  o.executor = "gpu";
  const LaneReport r = run_numerics_lane(root(), o);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.text.find("--executor wants ir, isa or both (got 'gpu')"), std::string::npos) << r.text;
}

TEST(ToolchainLane, OneConfigGivesItsResourceRowAndACase) {
  ToolchainLaneOptions o;
  o.only = {201};
  o.flavor = "llvm22";
  const ToolchainLane t = run_toolchain_lane(root(), o);
  ASSERT_EQ(t.report.exit_code, 0) << t.report.text;
  ASSERT_EQ(t.report.cases.size(), 1u);
  EXPECT_EQ(t.report.cases[0].name, "config 201 llvm22");
  EXPECT_TRUE(t.report.cases[0].passed);
  EXPECT_NE(t.report.markdown.find("| 201 |"), std::string::npos) << t.report.markdown;
  EXPECT_NE(t.report.summary.find("1 kernel(s) validated, 0 failed"), std::string::npos) << t.report.summary;
  EXPECT_TRUE(t.failed_modules.empty());
}

TEST(ToolchainLane, AnUnknownConfigIsBadInput) {
  ToolchainLaneOptions o;
  o.only = {9999};
  const ToolchainLane t = run_toolchain_lane(root(), o);
  EXPECT_EQ(t.report.exit_code, 2);
  EXPECT_NE(t.report.text.find("--only: no config 9999 in parity/configs"), std::string::npos) << t.report.text;
}

}  // namespace
}  // namespace irgate::lanes
