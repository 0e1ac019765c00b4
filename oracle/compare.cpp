// oracle/compare.cpp — element-wise comparison under a Tolerance.
#include "oracle/compare.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace irgate::emu {

Comparison compare(const std::vector<float>& got, const std::vector<float>& want, const Tolerance& t, size_t cap) {
  Comparison c;
  c.tolerance = t;
  c.count = std::min(got.size(), want.size());
  if (got.size() != want.size()) c.mismatches += std::max(got.size(), want.size()) - c.count;
  for (size_t i = 0; i < c.count; ++i) {
    const float g = got[i], w = want[i];
    bool bad;
    if (std::isnan(g) || std::isnan(w)) {
      bad = true;  // NaN never passes
      ++c.non_finite;
    } else if (std::isinf(g) || std::isinf(w)) {
      bad = !(t.allow_infinity && g == w);
      if (bad) ++c.non_finite;
    } else {
      const double err = std::fabs(double(g) - double(w));
      const double rel = w != 0 ? err / std::fabs(double(w)) : (err > 0 ? INFINITY : 0.0);
      c.max_abs_err = std::max(c.max_abs_err, err);
      if (err > 0) c.max_rel_err = std::max(c.max_rel_err, rel);
      bad = err > t.limit(i, double(w));
    }
    if (bad) {
      ++c.mismatches;
      if (c.first.size() < cap) c.first.push_back({i, g, w});
    }
  }
  return c;
}

std::string format_comparison(const Comparison& c, const std::function<std::string(size_t)>& name_of) {
  std::string out;
  char buf[320];
  const Tolerance& t = c.tolerance;
  for (const Mismatch& m : c.first) {
    std::string name = name_of ? name_of(m.index) : "[" + std::to_string(m.index) + "]";
    std::snprintf(buf, sizeof buf, "  %s: got %.9g, want %.9g (|err| %.3g, allowed %.3g)\n", name.c_str(), double(m.got),
                  double(m.want), std::fabs(double(m.got) - double(m.want)), t.limit(m.index, double(m.want)));
    out += buf;
  }
  std::snprintf(buf, sizeof buf,
                "  %zu of %zu values out of tolerance (%.2f%%), %zu non-finite; max abs err %.3g, max rel err %.3g; ",
                c.mismatches, c.count, c.count ? 100.0 * double(c.mismatches) / double(c.count) : 0.0, c.non_finite,
                c.max_abs_err, c.max_rel_err);
  out += buf;
  if (t.bound.empty()) {
    std::snprintf(buf, sizeof buf, "rtol %.3g, atol %.3g\n", t.rtol, t.atol);
  } else {
    const auto [lo, hi] = std::minmax_element(t.bound.begin(), t.bound.end());
    std::snprintf(buf, sizeof buf, "tolerance per element from its own products: %.3g to %.3g\n", t.scale * *lo,
                  t.scale * *hi);
  }
  out += buf;
  return out;
}

}  // namespace irgate::emu
