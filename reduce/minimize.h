// reduce/minimize.h — delta debugging over a point of named axes, generic over a predicate: the
// core of `irgate reduce`.
//
// A point holds one value per axis; each axis lists its values simplest first (values[0] is the
// family default or the smallest). minimize() keeps the predicate true ("still shows the same
// finding") while it (1) resets as many axes as it can to values[0] with ddmin over the set of
// axes that are not there yet (Zeller & Hildebrandt), then (2) lowers each remaining axis to the
// simplest value that still holds (every simpler value when the axis has at most 64, else a
// ladder 0, 1, 2, 3, r/4, r/2, 3r/4, r−1 of ranks below the current rank r), and repeats both until
// nothing changes or the test budget is spent. Results are memoised per point, so the predicate
// runs at most once per point. The result is 1-minimal over the values tried: no single axis can
// move to a simpler tried value. The start point must satisfy the predicate (checked).
//
// Used by tools/cmd_reduce.cpp and tests/parity/spec_fuzz_test.cpp (through reduce/spec_space.h).
//
//   std::vector<reduce::Axis> axes = {{"waves", {1, 2, 3, 4, 5, 6, 7, 8}}, {"filter_h", {1, 2, 3}}};
//   auto r = reduce::minimize(axes, {8, 3}, [](const reduce::Point& p) { return p[0] >= 2 && p[1] == 3; });
//   // r.point == {2, 3}
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace irgate::reduce {

struct Axis {
  std::string name;
  std::vector<int64_t> values;  // simplest first; a point's value may also lie outside (rank = size)
};

using Point = std::vector<int64_t>;  // one value per axis, in axis order
using Predicate = std::function<bool(const Point&)>;

struct MinimizeOptions {
  int max_tests = 400;  // predicate calls (memoised points are free)
};

struct MinimizeResult {
  Point point;
  int tests = 0;        // predicate calls made
  int accepted = 0;     // steps that kept the finding
  bool start_holds = false;
  bool budget_spent = false;
};

MinimizeResult minimize(const std::vector<Axis>& axes, const Point& start, const Predicate& still_fails,
                        const MinimizeOptions& options = {});

// Rank of v on an axis (its index in values), values.size() when absent.
size_t rank_of(const Axis& axis, int64_t v);

}  // namespace irgate::reduce
