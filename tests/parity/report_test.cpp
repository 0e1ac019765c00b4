// tests/parity/report_test.cpp — JSON report round trip, JUnit shape, first-difference context.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "parity/diff.h"
#include "lanes/parity_lane.h"
#include "parity/report.h"
#include "parity/verdict.h"

namespace irgate::parity {
namespace {

std::vector<PairResult> sample() {
  PairResult ok;
  ok.id = 1;
  ok.family = "direct_wgrad_reduce";
  ok.flavor = "llvm22";
  ok.verdict = "IDENTICAL";
  PairResult bad = ok;
  bad.id = 2;
  bad.verdict = "MISMATCH";
  bad.detail = "LLVM text differs";
  bad.report = "first difference at line 3 <&>";
  return {ok, bad};
}

TEST(Report, JsonRoundTripsAndKeepsTheVerdict) {
  auto results = sample();
  GateReport g = gate(results, {"llvm22"});
  auto j = report_json(results, g, {"llvm22"});
  EXPECT_FALSE(j["pass"].get<bool>());
  std::vector<std::string> flavors;
  auto back = results_from_json(nlohmann::json::parse(j.dump()), "r.json", &flavors);
  ASSERT_TRUE(back) << back.error().message;
  ASSERT_EQ(back->size(), 2u);
  EXPECT_EQ((*back)[1].verdict, "MISMATCH");
  EXPECT_EQ(flavors, std::vector<std::string>{"llvm22"});
  EXPECT_FALSE(gate(*back, flavors).pass);
}

TEST(Report, JsonOfAnotherSchemaIsRefused) {
  auto back = results_from_json(nlohmann::json{{"schema", "x"}}, "r.json", nullptr);
  ASSERT_FALSE(back);
  EXPECT_NE(back.error().message.find("r.json: /schema"), std::string::npos);
}

TEST(Report, JunitHasOneCasePerPairAndEscapes) {
  const std::string xml = lanes::lanes_junit({lanes::parity_report(sample(), {"llvm22"})});
  EXPECT_NE(xml.find("<testsuite name=\"parity\" tests=\"2\" failures=\"1\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("name=\"config_2_llvm22\""), std::string::npos);
  EXPECT_NE(xml.find("&lt;&amp;&gt;"), std::string::npos);
  EXPECT_EQ(xml.find("<&>"), std::string::npos);
  size_t cases = 0;
  for (size_t p = xml.find("<testcase"); p != std::string::npos; p = xml.find("<testcase", p + 1)) ++cases;
  EXPECT_EQ(cases, 2u);
}

TEST(Diff, FirstDifferenceShowsContextFromBothSidesMarked) {
  std::string a = "1\n2\n3\n4\n5\n6\n7\n8\n", b = "1\n2\n3\n4\nX\n6\n7\n8\n";
  auto d = first_difference(a, b);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->line, 5);
  EXPECT_NE(d->left.find(">> 5 | 5"), std::string::npos);
  EXPECT_NE(d->right.find(">> 5 | X"), std::string::npos);
  EXPECT_NE(d->left.find("2 | 2"), std::string::npos);   // 3 lines before
  EXPECT_EQ(d->left.find("1 | 1"), std::string::npos);   // not 4
  EXPECT_FALSE(first_difference(a, a));
}

TEST(Diff, AMissingTailIsADifferenceToo) {
  auto d = first_difference("a\nb\n", "a\n");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->line, 2);
  EXPECT_NE(d->right.find("<end of text>"), std::string::npos);
}

TEST(Diff, UnifiedDiffIsBounded) {
  std::string a, b;
  for (int i = 0; i < 500; ++i) {
    a += "a" + std::to_string(i) + "\n";
    b += "b" + std::to_string(i) + "\n";
  }
  std::string u = unified_diff(a, b, "reference.ll", "twin.ll", 40);
  EXPECT_NE(u.find("--- reference.ll"), std::string::npos);
  EXPECT_NE(u.find("more diff lines)"), std::string::npos);
  EXPECT_LT(split_lines(u).size(), 50u);
}

}  // namespace
}  // namespace irgate::parity
