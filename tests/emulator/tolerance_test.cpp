// tests/emulator/tolerance_test.cpp — the per-element tolerance of random mode, NaN/Inf policy,
// the report, and the host reference on a problem small enough to check by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <cstring>
#include <vector>

#include "oracle/compare.h"
#include "machine/cpu_features.h"
#include "oracle/reference.h"
#include "oracle/tolerance.h"

namespace irgate::emu {
namespace {

// The bound of oracle/tolerance.h, term by term, for an fp16 dW of n = 1000 products.
TEST(Tolerance, IsTheDerivedBoundOfEachElement) {
  const double u = std::ldexp(1.0, -24), gamma = 1000 * u / (1 - 1000 * u), u16 = std::ldexp(1.0, -11);
  const Tolerance t = element_tolerance(IRG_DTYPE_F16, 1000, {64.0, 0.0}, {-3.0f, 0.0f});
  ASSERT_EQ(t.bound.size(), 2u);
  const double underflow = 2000 * std::ldexp(1.0, -150);
  EXPECT_DOUBLE_EQ(t.bound[0], 2 * gamma * 64 * (1 + u16) + u16 * 3 + std::ldexp(1.0, -25) + underflow);
  EXPECT_DOUBLE_EQ(t.bound[1], std::ldexp(1.0, -25) + underflow);  // no products: the rounding floor only
}

// Past 2^23 products a dW element (a 2 GiB batch of 1x1 strided convolutions has 33.5 M) the
// factor is n·u, not γ_n, which turned negative at 2^24 and failed every element of a correct
// run ("allowed -3.36e+07"). The bound stays positive, is 2·n·u·M (+ the output terms) from
// 2^23 on, and grows with n there.
TEST(Tolerance, StaysPositivePastTwoToTheTwentyFourProducts) {
  const double u = std::ldexp(1.0, -24), u16 = std::ldexp(1.0, -11);
  double previous = 0;
  for (int64_t n : {int64_t(1) << 23, int64_t(1) << 24, int64_t(33554432), int64_t(1) << 30}) {
    const Tolerance t = element_tolerance(IRG_DTYPE_F16, n, {1000.0}, {10.0f});
    ASSERT_EQ(t.bound.size(), 1u);
    const double underflow = 2 * double(n) * std::ldexp(1.0, -150);
    EXPECT_DOUBLE_EQ(t.bound[0], 2 * double(n) * u * 1000 * (1 + u16) + u16 * 10 + std::ldexp(1.0, -25) + underflow) << n;
    EXPECT_GT(t.bound[0], previous) << n;
    previous = t.bound[0];
  }
  EXPECT_GT(element_tolerance(IRG_DTYPE_F16, (int64_t(1) << 23) - 1, {1000.0}, {10.0f}).bound[0], 0.0);
}

// Issue 29: the old rule scaled atol by the largest element's magnitude, so one large element
// (a sum of squares) let an error of 0.5 on a small one pass. Each element's own products now
// bound it: the same error fails on the small element and its neighbour's size does not matter.
TEST(Tolerance, ALargeElementDoesNotLoosenTheOthers) {
  const std::vector<float> want = {4272.0f, 37.0f};
  const Tolerance t = element_tolerance(IRG_DTYPE_F32, 4096, {4272.0, 60.0}, want);
  EXPECT_FALSE(compare({4272.0f, 37.5f}, want, t).passed());
  EXPECT_TRUE(compare({4272.0f, 37.0f + 0x1p-12f}, want, t).passed());  // within 2·γ·60
  const Tolerance alone = element_tolerance(IRG_DTYPE_F32, 4096, {60.0}, {37.0f});
  EXPECT_DOUBLE_EQ(alone.bound[0], t.bound[1]);
  // What the old rule allowed that element: rtol·max|Σ| with rtol = 2^-24·4096.
  EXPECT_GT(std::ldexp(1.0, -24) * 4096 * 4272.0, 0.5);
}

TEST(Compare, NanNeverPassesAndInfOnlyWhenAllowed) {
  Tolerance t;
  t.rtol = t.atol = 1.0;
  EXPECT_FALSE(compare({NAN}, {NAN}, t).passed());
  EXPECT_FALSE(compare({1.0f}, {NAN}, t).passed());
  EXPECT_FALSE(compare({INFINITY}, {INFINITY}, t).passed());
  t.allow_infinity = true;
  EXPECT_TRUE(compare({INFINITY}, {INFINITY}, t).passed());
  EXPECT_FALSE(compare({-INFINITY}, {INFINITY}, t).passed());
  EXPECT_FALSE(compare({}, {}, t).passed());  // nothing compared is not a pass
}

TEST(Compare, ReportsFirstMismatchesAndAggregates) {
  std::vector<float> want(100, 1.0f), got(100, 1.0f);
  for (int i = 0; i < 20; ++i) got[size_t(i * 5)] = 1.5f;
  Tolerance t;
  t.rtol = t.atol = 1e-3;
  Comparison c = compare(got, want, t, 4);
  EXPECT_EQ(c.mismatches, 20u);
  EXPECT_EQ(c.first.size(), 4u);
  EXPECT_EQ(c.first[1].index, 5u);
  EXPECT_DOUBLE_EQ(c.max_abs_err, 0.5);
  std::string text = format_comparison(c, [](size_t i) { return "dw#" + std::to_string(i); });
  EXPECT_NE(text.find("dw#5: got 1.5, want 1 (|err| 0.5, allowed 0.002)"), std::string::npos) << text;
  EXPECT_NE(text.find("20 of 100"), std::string::npos) << text;
}

TEST(Reference, HandCheckedDepthwiseTap) {
  // N=1, 3x3 image, 1 group of 1 channel, 3x3 filter, pad 1, stride 1: dW[0, r, s, 0] is the
  // sum over the 3x3 output of dY * X shifted by (r-1, s-1).
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 1, p.hi = 3, p.wi = 3, p.groups = 1, p.cpg = 1, p.kpg = 1;
  p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1;
  std::vector<float> x = {1, 2, 3, 4, 5, 6, 7, 8, 9}, dy(9, 1.0f);
  WgradReference ref = reference_wgrad(p, x, dy);
  ASSERT_EQ(ref.dw.size(), 9u);
  EXPECT_EQ(ref.dw[4], 45.0f);             // centre tap: every X once
  EXPECT_EQ(ref.dw[0], 1 + 2 + 4 + 5.0f);  // r=0,s=0: X rows/cols 0..1
  EXPECT_EQ(ref.dw[8], 5 + 6 + 8 + 9.0f);
  EXPECT_EQ(ref.accumulations, 9);
}

// The reference's vector blocks (the baseline's 4-float vectors and, where the CPU has it, AVX2's
// 8-float ones, each) against the plain loop of its header, bit for bit: per dW element one fp32
// add a product in (n, ho, wo) order. 44 channels a group: blocks of 32 and 8 (AVX2) or 16, 16 and
// 8 (baseline), and a tail of 4 (the scalar channel_run); stride, padding and dilation put taps
// outside the image.
TEST(Reference, ChannelBlocksAreThePlainSumBitForBit) {
  irg_problem_t p{};
  p.n = 2, p.hi = 9, p.wi = 11, p.groups = 2, p.cpg = 44, p.kpg = 3;
  p.filter_h = 3, p.filter_w = 3, p.stride_h = 1, p.stride_w = 2, p.pad_h = 1, p.pad_w = 2;
  p.dilation_h = 2, p.dilation_w = 1;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  const int64_t ho_n = output_h(p), wo_n = output_w(p);
  std::vector<float> x(size_t(x_elements(p))), dy(size_t(dy_elements(p)));
  uint32_t state = 12345;
  auto draw = [&] {  // values exact in fp16, of both signs and varied magnitude
    state = state * 1664525u + 1013904223u;
    return std::ldexp(float(int(state >> 21) - 1024), -int(state >> 29) - 6);
  };
  for (float& v : x) v = draw();
  for (float& v : dy) v = draw();
  for (bool avx2 : {false, cpu_has_avx2()}) {
    SCOPED_TRACE(avx2 ? "AVX2 blocks" : "baseline blocks");
    const WgradReference ref = reference_wgrad_on(p, x, dy, avx2);
    int differing = 0;
    for (int64_t k = 0; k < p.groups * p.kpg; ++k)
      for (int64_t r = 0; r < p.filter_h; ++r)
        for (int64_t s = 0; s < p.filter_w; ++s)
          for (int64_t c = 0; c < p.cpg; ++c) {
            const int64_t g = k / p.kpg;
            float sum = 0.0f;
            for (int64_t n = 0; n < p.n; ++n)
              for (int64_t ho = 0; ho < ho_n; ++ho)
                for (int64_t wo = 0; wo < wo_n; ++wo) {
                  const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h;
                  const int64_t wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
                  if (hi < 0 || hi >= p.hi || wi < 0 || wi >= p.wi) continue;
                  const float product = dy[size_t(((n * ho_n + ho) * wo_n + wo) * p.groups * p.kpg + k)] *
                                        x[size_t(((n * p.hi + hi) * p.wi + wi) * p.groups * p.cpg + g * p.cpg + c)];
                  sum += product;
                }
            const size_t i = size_t(((k * p.filter_h + r) * p.filter_w + s) * p.cpg + c);
            if (std::memcmp(&sum, &ref.dw[i], sizeof sum) != 0 && differing++ < 4)
              ADD_FAILURE() << "dW[k=" << k << " r=" << r << " s=" << s << " c=" << c << "] = " << ref.dw[i]
                            << ", the plain sum " << sum;
          }
    EXPECT_EQ(differing, 0);
  }
}

// The probabilistic bound (Higham & Mary 2019): λ solves E·4n·exp(−λ²(1 − u)²/2) = 0.99 of the
// run's failure probability (strictly below it), and each element's bound is the worst case's with γ_n replaced by
// γ̃_n(λ) = exp(λ·√n·u + n·u²/(1 − u)) − 1.
TEST(ProbabilisticTolerance, LambdaMeetsTheRunFailureAndTheBoundUsesIt) {
  const double u = std::ldexp(1.0, -24);
  for (const auto& [n, e] : {std::pair<int64_t, size_t>{12544, 36864}, {int64_t(1) << 25, 64}, {9, 1}}) {
    const ProbabilisticBound b = probabilistic_bound(n, e);
    const double per_element = 4 * double(n) * std::exp(-b.lambda * b.lambda * (1 - u) * (1 - u) / 2);
    EXPECT_NEAR(double(e) * per_element / 1e-9, 0.99, 1e-9) << n;
    EXPECT_LT(b.per_run, 1e-9) << n;
    EXPECT_NEAR(b.per_element / per_element, 1.0, 1e-12) << n;
  }
  const ProbabilisticBound b = probabilistic_bound(1000, 2);
  const Tolerance t = probabilistic_tolerance(IRG_DTYPE_F16, 1000, {64.0, 0.0}, {-3.0f, 0.0f}, b);
  const double tilde = std::expm1(b.lambda * std::sqrt(1000.0) * u + 1000 * u * u / (1 - u)), u16 = std::ldexp(1.0, -11);
  ASSERT_EQ(t.bound.size(), 2u);
  EXPECT_NEAR(t.bound[0], 2 * tilde * 64 * (1 + u16) + u16 * 3 + std::ldexp(1.0, -25), 1e-15);
  // Tighter than the worst case once √n outgrows λ.
  const Tolerance worst = element_tolerance(IRG_DTYPE_F16, 1000, {64.0, 0.0}, {-3.0f, 0.0f});
  EXPECT_LT(t.bound[0], worst.bound[0]);
}

// The model behind it, seen on fp32 recursive sums of exact products: over 400 sums of 20,000
// products each, no error reaches γ̃_n(λ)·Σ|p| at a λ meant for 400 elements (one side: 2n·exp).
TEST(ProbabilisticTolerance, RecursiveSumsStayInsideIt) {
  constexpr int kSums = 400, kTerms = 20000;
  const ProbabilisticBound b = probabilistic_bound(kTerms, kSums);
  const double u = std::ldexp(1.0, -24);
  const double tilde = std::expm1(b.lambda * std::sqrt(double(kTerms)) * u + kTerms * u * u / (1 - u));
  uint64_t state = 0x243F6A8885A308D3ull;
  auto draw = [&state] {  // a uniform multiple of 2^-11 in [-1, 1): fp16-exact, so products are exact in fp32
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return float(int32_t(state >> 52) - 2048) * 0x1p-11f;
  };
  double worst_ratio = 0;
  for (int s = 0; s < kSums; ++s) {
    float sum = 0;
    double exact = 0, mass = 0;
    for (int i = 0; i < kTerms; ++i) {
      const float p = draw() * draw();
      sum += p;
      exact += double(p);
      mass += std::fabs(double(p));
    }
    worst_ratio = std::max(worst_ratio, std::fabs(double(sum) - exact) / (tilde * mass));
  }
  EXPECT_LT(worst_ratio, 1.0);
  EXPECT_GT(worst_ratio, 0.0);  // the sums did round
}

}  // namespace
}  // namespace irgate::emu
