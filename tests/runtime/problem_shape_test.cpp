// tests/runtime/problem_shape_test.cpp — `--problem N,H,W,G[,CPG,KPG]` as `irgate run` and
// `irgate reduce` read it (runtime::parse_problem_shape): the two accepted forms, and one
// rejected spelling per way a user gets it wrong.
#include <gtest/gtest.h>

#include <array>

#include "runtime/numerics.h"

namespace irgate::runtime {
namespace {

std::array<int64_t, 6> fields(const ProblemShape& s) { return {s.n, s.h, s.w, s.groups, s.cpg, s.kpg}; }

TEST(ProblemShape, FourNumbersLeaveTheChannelsToNumericsSixGiveThem) {
  const std::pair<const char*, std::array<int64_t, 6>> good[] = {
      {"2,9,11,3", {2, 9, 11, 3, 0, 0}},  // channels 0: numerics picks them (kDefaultChannels)
      {"1,4,5,2,1280,24", {1, 4, 5, 2, 1280, 24}},
  };
  for (const auto& [text, want] : good) {
    const std::optional<ProblemShape> s = parse_problem_shape(text);
    ASSERT_TRUE(s) << text;
    EXPECT_EQ(fields(*s), want) << text;
  }
}

TEST(ProblemShape, MalformedSpellingsAreRefused) {
  for (const char* bad : {"", "2,9,9", "2,9,9,2,8", "2,9,9,2,8,8,8", "2,9,9,0", "2,9,9,2,-8,8", "2,9,9,2,", ",2,9,9,2",
                          "2,,9,9,2", "2;9;9;2", "2,9,9,2x", "2, 9,9,2", "2,9,9,99999999999999999999"})
    EXPECT_FALSE(parse_problem_shape(bad)) << "'" << bad << "'";
}

}  // namespace
}  // namespace irgate::runtime
