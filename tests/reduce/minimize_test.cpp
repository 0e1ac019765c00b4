// tests/reduce/minimize_test.cpp — the delta-debugging core on planted predicates: the exact
// minimal point is known from the predicate alone, so each test states it up front.
#include <gtest/gtest.h>

#include "reduce/minimize.h"

namespace irgate::reduce {
namespace {

std::vector<int64_t> range(int64_t lo, int64_t hi) {
  std::vector<int64_t> v;
  for (int64_t x = lo; x <= hi; ++x) v.push_back(x);
  return v;
}

TEST(Minimize, PlantedDivergenceWavesAtLeastTwoAndFilterThree) {
  // axes: waves 1..16, filter_h 1..7, and three noise axes the divergence does not depend on
  const std::vector<Axis> axes = {{"waves", range(1, 16)},
                                   {"filter_h", range(1, 7)},
                                   {"pad_h", range(0, 3)},
                                   {"r_split", range(1, 7)},
                                   {"ws_replicas", {1, 2, 4, 8, 16}}};
  int calls = 0;
  auto planted = [&](const Point& p) { return ++calls, p[0] >= 2 && p[1] == 3; };
  const MinimizeResult r = minimize(axes, {8, 3, 2, 5, 16}, planted);
  ASSERT_TRUE(r.start_holds);
  EXPECT_EQ(r.point, (Point{2, 3, 0, 1, 1}));
  EXPECT_FALSE(r.budget_spent);
  EXPECT_EQ(r.tests, calls);  // memoised: one call per distinct point
  EXPECT_LT(r.tests, 80);
}

TEST(Minimize, DefaultFirstAxesStopAtTheDefaultWhenItStillFails) {
  // values[0] is the family default (4), smaller values after it: waves >= 6 cannot be 4.
  const std::vector<Axis> axes = {{"waves", {4, 1, 2, 3, 5, 6, 7, 8}}, {"filter_h", {3, 1, 2, 4, 5, 7}}};
  auto planted = [](const Point& p) { return p[0] >= 6 && p[1] == 5; };
  EXPECT_EQ(minimize(axes, {8, 5}, planted).point, (Point{6, 5}));
  auto default_ok = [](const Point& p) { return p[0] >= 2 && p[1] >= 3; };
  EXPECT_EQ(minimize(axes, {8, 7}, default_ok).point, (Point{4, 3}));
}

TEST(Minimize, InteractingAxesNeedEachOther) {
  // the finding needs a and b both non-default, and c is noise: ddmin must not reset a or b
  const std::vector<Axis> axes = {{"a", range(0, 9)}, {"b", range(0, 9)}, {"c", range(0, 9)}, {"d", range(0, 9)}};
  auto planted = [](const Point& p) { return p[0] + p[1] >= 7 && p[0] > 0 && p[1] > 0; };
  const MinimizeResult r = minimize(axes, {9, 9, 9, 9}, planted);
  EXPECT_EQ(r.point[2], 0);
  EXPECT_EQ(r.point[3], 0);
  EXPECT_EQ(r.point[0] + r.point[1], 7);  // 1-minimal: lowering either breaks the sum
  EXPECT_GT(r.point[0], 0);
  EXPECT_GT(r.point[1], 0);
}

TEST(Minimize, LargeAxesUseTheLadderAndStillConverge) {
  const std::vector<Axis> axes = {{"hi", range(1, 4096)}};
  auto planted = [](const Point& p) { return p[0] >= 37; };
  EXPECT_EQ(minimize(axes, {4096}, planted).point, (Point{37}));
}

TEST(Minimize, AStartThatDoesNotFailIsReportedAndLeftAlone) {
  const std::vector<Axis> axes = {{"a", range(0, 3)}};
  const MinimizeResult r = minimize(axes, {3}, [](const Point&) { return false; });
  EXPECT_FALSE(r.start_holds);
  EXPECT_EQ(r.point, (Point{3}));
  EXPECT_EQ(r.tests, 1);
}

TEST(Minimize, TheBudgetStopsTheSearchAndSaysSo) {
  const std::vector<Axis> axes = {{"a", range(0, 50)}, {"b", range(0, 50)}};
  MinimizeOptions o;
  o.max_tests = 3;
  const MinimizeResult r = minimize(axes, {50, 50}, [](const Point& p) { return p[0] > 10; }, o);
  EXPECT_TRUE(r.budget_spent);
  EXPECT_LE(r.tests, 3);
  EXPECT_GT(r.point[0], 10);  // whatever it kept still fails
}

}  // namespace
}  // namespace irgate::reduce
