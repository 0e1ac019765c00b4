// support/median.h — the median of a list of measurements (seconds per kernel, say), for the
// summary lines of `irgate grid compile` and `irgate grid verify`.
//
//   double m = median({0.3, 0.1, 0.2});   // 0.2; the mean of the middle two for an even count; 0 if empty
#pragma once

#include <algorithm>
#include <vector>

namespace irgate {

inline double median(std::vector<double> values) {
  if (values.empty()) return 0;
  const size_t mid = values.size() / 2;
  std::nth_element(values.begin(), values.begin() + mid, values.end());
  if (values.size() % 2 == 1) return values[mid];
  const double upper = values[mid];
  return (*std::max_element(values.begin(), values.begin() + mid) + upper) / 2;
}

}  // namespace irgate
