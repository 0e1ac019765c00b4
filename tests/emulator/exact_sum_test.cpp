// tests/emulator/exact_sum_test.cpp — machine/exact_sum.h (the fused_dot WMMA model's one
// rounding of an exact sum) against a model written here another way: each product's exact
// value as a sign and a big integer of 32-bit digits at a fixed scale, the positive and the
// negative terms summed apart and subtracted, and the magnitude rounded by reading its bits. On
// random floats over the whole finite range (subnormals, both signs, sums that cancel), and on
// the cases IEEE 754 pins: ties to even, overflow, underflow to a signed zero, NaN and ∞.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "machine/exact_sum.h"

namespace irgate::emu {
namespace {

// A nonnegative integer in 32-bit digits, little-endian; bit 0 weighs 2^kScale.
constexpr int kScale = -352, kDigits = 24;  // 2^-352 .. 2^416
using Big = std::vector<uint32_t>;

// |x| as (significand, exponent of its bit 0): x = m·2^e.
void split(float x, uint64_t& m, int& e) {
  const uint32_t bits = std::bit_cast<uint32_t>(x) & 0x7FFFFFFFu;
  const uint32_t biased = bits >> 23;
  m = biased ? (bits & 0x7FFFFFu) | 0x800000u : bits & 0x7FFFFFu;
  e = (biased ? int(biased) : 1) - 127 - 23;
}

void add_shifted(Big& big, uint64_t m, int e) {  // big += m·2^e
  int at = e - kScale;
  unsigned __int128 v = m;
  for (int d = at / 32; v && d < kDigits; ++d) {
    v <<= (d == at / 32 ? at % 32 : 0);
    v += big[size_t(d)];
    big[size_t(d)] = uint32_t(v);
    v >>= 32;
  }
}

bool less(const Big& x, const Big& y) {
  for (int d = kDigits; d-- > 0;)
    if (x[size_t(d)] != y[size_t(d)]) return x[size_t(d)] < y[size_t(d)];
  return false;
}

Big minus(const Big& x, const Big& y) {  // x - y, x >= y
  Big r(kDigits);
  int64_t borrow = 0;
  for (int d = 0; d < kDigits; ++d) {
    int64_t v = int64_t(x[size_t(d)]) - int64_t(y[size_t(d)]) - borrow;
    borrow = v < 0;
    r[size_t(d)] = uint32_t(v + (borrow << 32));
  }
  return r;
}

unsigned bit_of(const Big& x, int i) { return i < 0 ? 0 : x[size_t(i / 32)] >> (i % 32) & 1u; }

float model(float c, const std::vector<float>& a, const std::vector<float>& b) {
  Big pos(kDigits), neg(kDigits);
  bool all_negative_zero = std::signbit(c) && c == 0;
  auto put = [&](bool negative, uint64_t m, int e) { add_shifted(negative ? neg : pos, m, e); };
  uint64_t m;
  int e;
  split(c, m, e);
  put(std::signbit(c), m, e);
  for (size_t i = 0; i < a.size(); ++i) {
    uint64_t ma, mb;
    int ea, eb;
    split(a[i], ma, ea);
    split(b[i], mb, eb);
    const bool negative = std::signbit(a[i]) != std::signbit(b[i]);
    all_negative_zero &= negative && (ma == 0 || mb == 0);
    put(negative, ma * mb, ea + eb);
  }
  const bool negative = less(pos, neg);
  const Big mag = negative ? minus(neg, pos) : minus(pos, neg);
  int top = -1;
  for (int i = kDigits * 32 - 1; i >= 0 && top < 0; --i)
    if (bit_of(mag, i)) top = i;
  if (top < 0) return all_negative_zero ? -0.0f : 0.0f;
  const int lowest = std::max(top - 23, -149 - kScale);  // 24 bits, or down to 2^-149
  uint64_t q = 0;
  for (int i = top; i >= lowest; --i) q = q << 1 | bit_of(mag, i);
  bool sticky = false;
  for (int i = lowest - 2; i >= 0 && !sticky; --i) sticky = bit_of(mag, i);
  if (bit_of(mag, lowest - 1) && (sticky || (q & 1))) ++q;
  const double r = std::ldexp(double(q), lowest + kScale);  // exact in a double; > FLT_MAX: inf
  const float f = r > double(std::numeric_limits<float>::max()) ? INFINITY : float(r);
  return negative ? -f : f;
}

float any_finite(std::mt19937& rng) {
  for (;;) {
    const float x = std::bit_cast<float>(uint32_t(rng()));
    if (std::isfinite(x)) return x;
  }
}

// Floats of one scale give sums that are exact in a double (the fast path); of every scale
// sums that are not (the 640-bit path); the third mix cancels large terms against each other.
TEST(ExactSum, MatchesTheBigIntegerModelOnRandomFloats) {
  std::mt19937 rng(7);
  int checked = 0;
  for (int n : {1, 4, 32})
    for (int round = 0; round < 3000; ++round) {
      std::vector<float> a(static_cast<size_t>(n)), b(static_cast<size_t>(n));
      float c;
      const int mix = round % 3;
      auto draw = [&](int exponent_span) {
        if (mix == 1) {
          const float x = any_finite(rng);  // products to 2^256 and down to 2^-298
          return std::fabs(x) > 0x1p100f ? x * 0x1p-60f : x;  // keep c + Σ below FLT_MAX mostly
        }
        const int e = int(rng() % unsigned(2 * exponent_span + 1)) - exponent_span;
        return std::ldexp(float(int32_t(rng() % 0x1000000u) - 0x800000), e - 23);
      };
      for (int i = 0; i < n; ++i) a[size_t(i)] = draw(4), b[size_t(i)] = draw(4);
      c = draw(8);
      if (mix == 2 && n >= 2) a[1] = -a[0], b[1] = b[0] * (1 + 0x1p-23f);  // near-cancelling pair
      const float want = model(c, a, b), got = exact_dot_round(c, a.data(), 1, b.data(), 1, n);
      ASSERT_EQ(std::bit_cast<uint32_t>(got), std::bit_cast<uint32_t>(want))
          << "n " << n << " round " << round << ": got " << got << " want " << want;
      ++checked;
    }
  EXPECT_EQ(checked, 9000);
}

TEST(ExactSum, StridesPickTheOperands) {
  const float a[] = {1, 100, 2, 100}, b[] = {3, 100, 100, 100, 5, 100, 100, 100};
  EXPECT_EQ(exact_dot_round(0.5f, a, 2, b, 4, 2), 0.5f + 3 + 10);
}

TEST(ExactSum, RoundsOnceToNearestEven) {
  const float one = 1, tiny = 0x1p-24f, tinier = 0x1p-80f;
  // 1 + 2^-24 is a tie: to even (1).
  float a[] = {tiny}, b[] = {one};
  EXPECT_EQ(exact_dot_round(1.0f, a, 1, b, 1, 1), 1.0f);
  // 1 + 2^-24 + 2^-80: past the tie, up; a sum in two roundings would give 1.
  float a2[] = {tiny, tinier}, b2[] = {one, one};
  EXPECT_EQ(exact_dot_round(1.0f, a2, 1, b2, 1, 2), 1.0f + 0x1p-23f);
  // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46 rounds to 1 + 2^-22 alone, but plus -(1 + 2^-22) it is
  // 2^-46 exactly: the product is not rounded first.
  float a3[] = {1 + 0x1p-23f}, b3[] = {1 + 0x1p-23f};
  EXPECT_EQ(exact_dot_round(-(1 + 0x1p-22f), a3, 1, b3, 1, 1), 0x1p-46f);
}

TEST(ExactSum, OverflowsUnderflowsAndSignsZeroAsIeee) {
  const float max = std::numeric_limits<float>::max();
  float half_ulp[] = {0x1p103f}, one[] = {1};
  EXPECT_EQ(exact_dot_round(max, half_ulp, 1, one, 1, 1), INFINITY);  // tie, max is odd: up
  float below[] = {0x1p102f};
  EXPECT_EQ(exact_dot_round(max, below, 1, one, 1, 1), max);
  float sub[] = {0x1p-100f}, sub_b[] = {0x1p-49f};  // 2^-149: the smallest subnormal
  EXPECT_EQ(exact_dot_round(0.0f, sub, 1, sub_b, 1, 1), 0x1p-149f);
  float half_sub_b[] = {-0x1p-50f};  // -2^-150: a tie between -0 and -2^-149, to even: -0
  const float z = exact_dot_round(0.0f, sub, 1, half_sub_b, 1, 1);
  EXPECT_EQ(z, 0.0f);
  EXPECT_TRUE(std::signbit(z));
  float neg_zero[] = {-0.0f};
  EXPECT_TRUE(std::signbit(exact_dot_round(-0.0f, neg_zero, 1, one, 1, 1)));
  float minus_one[] = {-1};
  const float cancelled = exact_dot_round(1.0f, minus_one, 1, one, 1, 1);
  EXPECT_EQ(cancelled, 0.0f);
  EXPECT_FALSE(std::signbit(cancelled));
}

TEST(ExactSum, NanAndInfinityAsIeee) {
  const float inf = INFINITY, nan = std::numeric_limits<float>::quiet_NaN();
  float one[] = {1}, zero[] = {0}, infs[] = {inf}, ninf[] = {-inf}, nans[] = {nan};
  EXPECT_TRUE(std::isnan(exact_dot_round(0.0f, infs, 1, zero, 1, 1)));  // ∞·0
  EXPECT_TRUE(std::isnan(exact_dot_round(inf, ninf, 1, one, 1, 1)));    // ∞ − ∞
  EXPECT_TRUE(std::isnan(exact_dot_round(1.0f, nans, 1, one, 1, 1)));
  EXPECT_TRUE(std::isnan(exact_dot_round(nan, one, 1, one, 1, 1)));
  EXPECT_EQ(exact_dot_round(1.0f, ninf, 1, one, 1, 1), -inf);
  const float big[] = {0x1p127f, 0x1p127f};
  EXPECT_EQ(exact_dot_round(0.0f, big, 1, big, 1, 2), inf);  // 2^255: exact, then past FLT_MAX
}

}  // namespace
}  // namespace irgate::emu
