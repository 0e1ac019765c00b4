// machine/exact_sum.cpp — see exact_sum.h.
#include "machine/exact_sum.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace irgate::emu {

namespace {

// A two's-complement fixed-point number of 640 bits whose bit 0 weighs 2^-320. A product of two
// floats has its lowest bit at 2^-298 or above and its highest below 2^256, a float below 2^128:
// a sum of a few dozen of them needs bits 22 .. 582, and bit 639 is the sign.
class Fixed {
 public:
  void add(double t) {
    int e;
    const double f = std::frexp(t, &e);  // t = f·2^e, 0.5 <= |f| < 1
    uint64_t m = uint64_t(std::ldexp(std::fabs(f), 53));  // t = ±m·2^(e-53), exact
    if (m == 0) return;
    const int zeros = std::countr_zero(m);
    m >>= zeros;
    const int shift = e - 53 + zeros - kLsbExponent;  // where m's bit 0 goes (>= 22, see above)
    const unsigned __int128 v = static_cast<unsigned __int128>(m) << (shift % 64);
    const int at = shift / 64;
    const uint64_t part[2] = {uint64_t(v), uint64_t(v >> 64)};
    if (f > 0) {
      unsigned carry = 0;
      for (int i = at; i < kLimbs; ++i) {
        const uint64_t x = i - at < 2 ? part[i - at] : 0;
        const uint64_t s = limb_[i] + x;
        const unsigned c1 = s < x;
        limb_[i] = s + carry;
        carry = c1 | (limb_[i] < s);
        if (i - at >= 1 && !carry) break;
      }
    } else {
      unsigned borrow = 0;
      for (int i = at; i < kLimbs; ++i) {
        const uint64_t x = i - at < 2 ? part[i - at] : 0;
        const uint64_t d = limb_[i] - x;
        const unsigned b1 = limb_[i] < x;
        limb_[i] = d - borrow;
        borrow = b1 | (d < uint64_t(borrow));
        if (i - at >= 1 && !borrow) break;
      }
    }
  }

  // The value rounded to the nearest float, ties to even (+0 for an exact zero).
  float round() const {
    Fixed mag = *this;
    const bool negative = limb_[kLimbs - 1] >> 63;
    if (negative) mag.negate();
    int top = -1;
    for (int i = kLimbs - 1; i >= 0 && top < 0; --i)
      if (mag.limb_[i]) top = i * 64 + 63 - std::countl_zero(mag.limb_[i]);
    if (top < 0) return 0.0f;
    // The lowest kept bit: 24 significant bits, but never below fp32's smallest subnormal 2^-149.
    const int keep = std::max(top - 23, -149 - kLsbExponent);
    uint32_t q = 0;
    for (int i = top; i >= keep; --i) q = q << 1 | mag.bit(i);
    const bool half = mag.bit(keep - 1), sticky = mag.any_below(keep - 1);
    if (half && (sticky || (q & 1u))) ++q;  // q may reach 2^24: still exact in a float
    const float r = std::ldexp(float(q), keep + kLsbExponent);  // past FLT_MAX: +inf, as RNE overflows
    return negative ? -r : r;
  }

 private:
  static constexpr int kLimbs = 10, kLsbExponent = -320;
  uint64_t limb_[kLimbs] = {};

  unsigned bit(int i) const { return unsigned(limb_[i / 64] >> (i % 64) & 1u); }
  bool any_below(int i) const {  // a set bit among bits [0, i)
    for (int l = 0; l < i / 64; ++l)
      if (limb_[l]) return true;
    return i % 64 && (limb_[i / 64] & ((uint64_t(1) << (i % 64)) - 1));
  }
  void negate() {
    unsigned carry = 1;
    for (uint64_t& l : limb_) {
      l = ~l + carry;
      carry = carry && l == 0;
    }
  }
};

}  // namespace

float exact_dot_round(float c, const float* a, int a_stride, const float* b, int b_stride, int n) {
  constexpr int kMaxTerms = 64;
  double t[kMaxTerms + 1];
  n = std::min(n, kMaxTerms);
  t[0] = c;
  bool nan = std::isnan(c), pos_inf = c == INFINITY, neg_inf = c == -INFINITY;
  for (int i = 0; i < n; ++i) {
    t[i + 1] = double(a[i * a_stride]) * double(b[i * b_stride]);  // exact; ∞·0 is NaN here too
    nan |= std::isnan(t[i + 1]);
    pos_inf |= t[i + 1] == INFINITY;
    neg_inf |= t[i + 1] == -INFINITY;
  }
  if (nan || (pos_inf && neg_inf)) return std::numeric_limits<float>::quiet_NaN();
  if (pos_inf || neg_inf) return pos_inf ? INFINITY : -INFINITY;
  // The common case: every partial sum exact in a double (Knuth's TwoSum leaves no error), so
  // the double is the exact sum and its conversion the one rounding.
  double s = t[0];
  bool exact = true;
  for (int i = 1; i <= n && exact; ++i) {
    const double sum = s + t[i], bv = sum - s;
    exact = (s - (sum - bv)) + (t[i] - bv) == 0;
    s = sum;
  }
  if (exact) return float(s);
  Fixed f;
  for (int i = 0; i <= n; ++i) f.add(t[i]);
  return f.round();
}

}  // namespace irgate::emu
