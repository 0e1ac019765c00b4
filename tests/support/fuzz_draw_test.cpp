// tests/support/fuzz_draw_test.cpp — the seeded fuzz tests' random source (tests/support_lib/
// fuzz_draw.h) refuses what std::uniform_int_distribution leaves undefined: an empty range, an
// index below 0, multiples of a step that is not positive or of which the range holds none, each a
// failed test naming the range; what it does draw stays inside the range asked for; and the
// IRGATE_FUZZ_SEED / IRGATE_FUZZ_COUNT variables are read, and refused when they are not numbers.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <cstdlib>

#include "tests/support_lib/fuzz_draw.h"

namespace irgate::testing {
namespace {

TEST(FuzzDraw, AnEmptyRangeFailsTheTestNamingIt) {
  FuzzDraw d(1);
  EXPECT_NONFATAL_FAILURE(EXPECT_EQ(d.in(0, -1), 0), "the empty range [0, -1]");
  EXPECT_NONFATAL_FAILURE(EXPECT_EQ(d.below(0), 0u), "an index below 0");
  EXPECT_NONFATAL_FAILURE(EXPECT_EQ(d.step_in(8, 640, 0), 8), "multiples of 0 in [8, 640]");
  EXPECT_NONFATAL_FAILURE(EXPECT_EQ(d.step_in(9, 15, 8), 9), "a multiple of 8 in [9, 15], which holds none");
}

TEST(FuzzDraw, EveryDrawIsInsideItsRange) {
  FuzzDraw d(20261202);
  int draws = 0;
  for (int lo = -20; lo <= 20; ++lo)
    for (int hi = lo; hi <= lo + 20; ++hi) {
      for (int i = 0; i < 20; ++i, ++draws) {
        const int v = d.in(lo, hi);
        ASSERT_TRUE(v >= lo && v <= hi) << v << " from [" << lo << ", " << hi << "]";
      }
      for (int step = 1; step <= 9; ++step) {
        const bool holds_one = [&] {
          for (int x = lo; x <= hi; ++x)
            if (x % step == 0) return true;
          return false;
        }();
        if (!holds_one) continue;
        for (int i = 0; i < 5; ++i, ++draws) {
          const int v = d.step_in(lo, hi, step);
          ASSERT_TRUE(v >= lo && v <= hi && v % step == 0) << v << " from multiples of " << step << " in [" << lo << ", " << hi << "]";
        }
      }
    }
  EXPECT_GT(draws, 50000);
}

// Both ends of a step range are reachable (k from ceil(lo / step) to floor(hi / step)).
TEST(FuzzDraw, AStepRangeReachesBothEnds) {
  FuzzDraw d(7);
  bool low = false, high = false;
  for (int i = 0; i < 2000; ++i) {
    const int v = d.step_in(-13, 17, 4);  // -12, -8, ..., 16
    low |= v == -12, high |= v == 16;
  }
  EXPECT_TRUE(low && high);
}

class FuzzPlanFromEnvironment : public ::testing::Test {
 protected:
  void TearDown() override {
    unsetenv("IRGATE_FUZZ_SEED");
    unsetenv("IRGATE_FUZZ_COUNT");
  }
};

TEST_F(FuzzPlanFromEnvironment, UnsetGivesTheTestsOwnSeedAndCount) {
  unsetenv("IRGATE_FUZZ_SEED");
  unsetenv("IRGATE_FUZZ_COUNT");
  const FuzzPlan p = fuzz_plan(20261130, 4000);
  EXPECT_EQ(p.seed, 20261130u);
  EXPECT_EQ(p.count, 4000);
}

TEST_F(FuzzPlanFromEnvironment, TheVariablesReplaceThemAndTheRunCanBeRepeated) {
  setenv("IRGATE_FUZZ_SEED", "4036941", 1);
  setenv("IRGATE_FUZZ_COUNT", "5000", 1);
  const FuzzPlan p = fuzz_plan(20261130, 4000);
  EXPECT_EQ(p.seed, 4036941u);
  EXPECT_EQ(p.count, 5000);
  EXPECT_EQ(p.reproduce("parity_fuzz_tests"), "IRGATE_FUZZ_SEED=4036941 IRGATE_FUZZ_COUNT=5000 parity_fuzz_tests");
}

TEST_F(FuzzPlanFromEnvironment, AValueThatIsNotSuchANumberFailsTheTest) {
  for (const char* bad : {"seven", "-1", "12x", "4294967296"}) {
    SCOPED_TRACE(bad);
    setenv("IRGATE_FUZZ_SEED", bad, 1);
    EXPECT_NONFATAL_FAILURE(fuzz_plan(1, 1), "IRGATE_FUZZ_SEED=");
  }
  unsetenv("IRGATE_FUZZ_SEED");
  setenv("IRGATE_FUZZ_COUNT", "0", 1);
  EXPECT_NONFATAL_FAILURE(fuzz_plan(1, 1), "IRGATE_FUZZ_COUNT='0'");
}

}  // namespace
}  // namespace irgate::testing
