// emulator/compare.cpp — element-wise comparison under CK's rule.
#include "emulator/compare.h"

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
      const double extra = i < t.allowance.size() ? t.allowance[i] : 0.0;
      bad = err > t.atol + extra + t.rtol * std::fabs(double(w));
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
  char buf[256];
  for (const Mismatch& m : c.first) {
    std::string name = name_of ? name_of(m.index) : "[" + std::to_string(m.index) + "]";
    std::snprintf(buf, sizeof buf, "  %s: got %.9g, want %.9g (|err| %.3g)\n", name.c_str(), double(m.got),
                  double(m.want), std::fabs(double(m.got) - double(m.want)));
    out += buf;
  }
  std::snprintf(buf, sizeof buf,
                "  %zu of %zu values out of tolerance (%.2f%%), %zu non-finite; max abs err %.3g, max rel err %.3g; "
                "rtol %.3g, atol %.3g\n",
                c.mismatches, c.count, c.count ? 100.0 * double(c.mismatches) / double(c.count) : 0.0, c.non_finite,
                c.max_abs_err, c.max_rel_err, c.tolerance.rtol, c.tolerance.atol);
  out += buf;
  return out;
}

}  // namespace irgate::emu
