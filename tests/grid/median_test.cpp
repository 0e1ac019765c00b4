// tests/grid/median_test.cpp — support/median.h, which the summary lines of `grid compile` and
// `grid verify` report: odd and even counts, unsorted input, and none at all.
#include <gtest/gtest.h>

#include "support/median.h"

namespace irgate {
namespace {

TEST(Median, OddCountIsTheMiddleValue) { EXPECT_EQ(median({0.3, 0.1, 0.2}), 0.2); }

TEST(Median, EvenCountIsTheMeanOfTheMiddleTwo) { EXPECT_EQ(median({4.0, 1.0, 3.0, 2.0}), 2.5); }

TEST(Median, OneValueAndNone) {
  EXPECT_EQ(median({7.5}), 7.5);
  EXPECT_EQ(median({}), 0.0);
}

}  // namespace
}  // namespace irgate
