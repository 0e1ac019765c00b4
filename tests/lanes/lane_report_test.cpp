// tests/lanes/lane_report_test.cpp — what `irgate check` makes of its lanes: the exit code of a
// list (fail-closed on an empty one), the Markdown a pull request pastes, JUnit and JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "lanes/lane_report.h"

namespace irgate::lanes {
namespace {

LaneReport lane(const std::string& name, int exit_code, std::vector<LaneCase> cases = {}) {
  LaneReport r;
  r.lane = name;
  r.exit_code = exit_code;
  r.summary = name + " summary";
  r.markdown = "| " + name + " table |\n";
  r.cases = std::move(cases);
  r.json = "{\"lane\": \"" + name + "\"}";
  return r;
}

TEST(LaneReports, NoLaneIsAFailureAndTheWorstExitCodeWins) {
  EXPECT_EQ(lanes_exit_code({}), 1);
  EXPECT_EQ(lanes_exit_code({lane("a", 0), lane("b", 0)}), 0);
  EXPECT_EQ(lanes_exit_code({lane("a", 0), lane("b", 1)}), 1);
  EXPECT_EQ(lanes_exit_code({lane("a", 2), lane("b", 1)}), 2);
}

TEST(LaneReports, MarkdownHasTheVerdictARowPerLaneAndEachSection) {
  const std::string md = lanes_markdown({lane("parity", 0), lane("golden", 1)});
  EXPECT_EQ(md.rfind("## irgate check: FAIL\n", 0), 0u) << md;
  EXPECT_NE(md.find("| parity | PASS | parity summary |"), std::string::npos) << md;
  EXPECT_NE(md.find("| golden | FAIL | golden summary |"), std::string::npos) << md;
  EXPECT_NE(md.find("### parity\n\n| parity table |"), std::string::npos) << md;
  EXPECT_NE(md.find("### golden\n\n| golden table |"), std::string::npos) << md;
  EXPECT_EQ(lanes_markdown({lane("parity", 0)}).rfind("## irgate check: PASS\n", 0), 0u);
}

TEST(LaneReports, ACellKeepsItsTableIntact) {
  EXPECT_EQ(markdown_cell("a|b\nc"), "a\\|b<br>c");
}

TEST(LaneReports, JunitHasASuitePerLaneAndCountsFailures) {
  const std::string xml = lanes_junit({lane("parity", 1, {{"x config 1 llvm22", true, ""}, {"x config 2 llvm22", false, "MISMATCH: <a>"}}),
                                       lane("coverage", 0, {{"llvm22.json", true, ""}})});
  EXPECT_NE(xml.find("<testsuites name=\"irgate check\" tests=\"3\" failures=\"1\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<testsuite name=\"parity\" tests=\"2\" failures=\"1\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<failure message=\"MISMATCH: &lt;a&gt;\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<testcase classname=\"coverage\" name=\"llvm22.json\"/>"), std::string::npos) << xml;
}

TEST(LaneReports, JsonNestsEveryLanesOwnReport) {
  const auto j = nlohmann::json::parse(lanes_json({lane("parity", 0), lane("golden", 1)}));
  EXPECT_EQ(j["schema"], "irgate.check_report/v1");
  EXPECT_EQ(j["pass"], false);
  ASSERT_EQ(j["lanes"].size(), 2u);
  EXPECT_EQ(j["lanes"][1]["lane"], "golden");
  EXPECT_EQ(j["lanes"][1]["exit_code"], 1);
  EXPECT_EQ(j["lanes"][0]["report"]["lane"], "parity");
}

}  // namespace
}  // namespace irgate::lanes
