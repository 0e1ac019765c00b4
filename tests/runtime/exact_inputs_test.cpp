// tests/runtime/exact_inputs_test.cpp — exact mode's ranges (runtime/exact_inputs.h), its values,
// and the integer reference (oracle/exact_reference.h): the bound T·A·B <= 2^24 for every
// reduction length, {-1, 0, 1} at 2^24, random past it; the integer dW against a double sum
// written here; a sum in any order of exact-mode products is that value to the bit.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <set>

#include "machine/cpu_features.h"
#include "oracle/exact_reference.h"
#include "oracle/reference.h"
#include "irgate/abi.h"
#include "runtime/exact_inputs.h"

namespace irgate::runtime {
namespace {

TEST(ExactInputs, RangesKeepEverySumBelowTwoToTheTwentyFour) {
  for (int64_t terms : {int64_t(1), int64_t(9), int64_t(162), int64_t(100352), int64_t(1) << 20, (int64_t(1) << 24) - 1}) {
    for (int32_t dtype : {IRG_DTYPE_F16, IRG_DTYPE_BF16, IRG_DTYPE_F32}) {
      const ExactInputs e = plan_exact_inputs(terms, dtype);
      ASSERT_TRUE(e.applies) << terms << ": " << e.rule;
      EXPECT_LE(double(terms) * e.x.bound * e.dy.bound, 0x1p24) << e.rule;
      EXPECT_GE(e.x.bound, 1);
      EXPECT_LE(e.x.bound, dtype == IRG_DTYPE_BF16 ? 256 : 2048);  // integers the dtype holds
      EXPECT_LE(e.dy.bound, dtype == IRG_DTYPE_BF16 ? 256 : 2048);
    }
  }
  // The ResNet-50 layer of issue 29 (N 32, 56 x 56, pad 1): 100,352 products, |k| <= 12 and 13.
  const ExactInputs resnet = plan_exact_inputs(100352, IRG_DTYPE_F16);
  EXPECT_EQ(resnet.x.bound, 12);
  EXPECT_EQ(resnet.dy.bound, 13);
  const ExactInputs last = plan_exact_inputs(int64_t(1) << 24, IRG_DTYPE_F16);
  ASSERT_TRUE(last.applies);
  EXPECT_EQ(last.x.bound, 1);  // {-1, 0, 1}
  EXPECT_EQ(last.dy.bound, 1);
  const ExactInputs past = plan_exact_inputs((int64_t(1) << 24) + 1, IRG_DTYPE_F16);
  EXPECT_FALSE(past.applies);
  EXPECT_NE(past.rule.find("random inputs"), std::string::npos) << past.rule;
}

TEST(ExactInputs, ValuesAreTheRangesIntegersTimesThePower) {
  const std::vector<float> v = exact_values(20000, stream_key(3, IRG_BUF_X), {5, -3});
  std::set<float> seen(v.begin(), v.end());
  EXPECT_EQ(seen.size(), 11u);  // every k in [-5, 5]
  for (float x : v) {
    const float k = x * 8;
    EXPECT_EQ(k, std::trunc(k));
    EXPECT_LE(std::fabs(k), 5.0f);
  }
  const std::vector<float> tiny = exact_values(3000, stream_key(3, IRG_BUF_DY), {1, 0});
  EXPECT_EQ(std::set<float>(tiny.begin(), tiny.end()), (std::set<float>{-1.0f, 0.0f, 1.0f}));
}

irg_problem_t odd_problem() {
  irg_problem_t p{};
  p.n = 2, p.hi = 7, p.wi = 9, p.groups = 2, p.cpg = 5, p.kpg = 3;
  p.filter_h = 3, p.filter_w = 2, p.stride_h = 2, p.stride_w = 1, p.pad_h = 1, p.pad_w = 1;
  p.dilation_h = 1, p.dilation_w = 2;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F16;
  return p;
}

// Wide enough for every vector block of the integer reference: 43 channels a group are one
// block of 32, one of 8 and 3 single channels with AVX2, and 16, 16, 8 and 3 without.
irg_problem_t wide_problem() {
  irg_problem_t p = odd_problem();
  p.cpg = 43, p.kpg = 2, p.hi = 6, p.wi = 7;
  return p;
}

// Deep enough for the reference's passes of 8 dW rows at once: 19 filters a group are two passes
// and 3 rows alone, each pass's 43 channels 40 in vectors (AVX2: 8 wide; baseline: 4) and a tail.
irg_problem_t deep_problem() {
  irg_problem_t p = wide_problem();
  p.kpg = 19;
  return p;
}

// The integer dW against a plain double sum over every tap written from the math, and the float
// reference (in order) to the bit: the inputs make every partial sum exact.
void expect_sum_of_the_math(const irg_problem_t& p) {
  const ExactInputs e = plan_exact_inputs(emu::max_reduction_length(p), p.dtype);
  ASSERT_TRUE(e.applies);
  const std::vector<float> x = exact_values(emu::x_elements(p), stream_key(9, IRG_BUF_X), e.x);
  const std::vector<float> dy = exact_values(emu::dy_elements(p), stream_key(9, IRG_BUF_DY), e.dy);
  auto units = emu::exact_reference_wgrad(p, x, e.x.exponent, dy, e.dy.exponent);
  ASSERT_TRUE(units) << units.error().message;
  if (emu::cpu_has_avx2()) {  // the baseline's vector blocks too, on this machine
    auto baseline = emu::exact_reference_wgrad_on(p, x, e.x.exponent, dy, e.dy.exponent, false);
    ASSERT_TRUE(baseline) << baseline.error().message;
    EXPECT_EQ(*baseline, *units);
  }
  const emu::WgradReference fp32 = emu::reference_wgrad(p, x, dy);
  const int64_t ho_n = emu::output_h(p), wo_n = emu::output_w(p), xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  size_t nonzero = 0;
  for (int64_t k = 0; k < yk; ++k)
    for (int64_t r = 0; r < p.filter_h; ++r)
      for (int64_t s = 0; s < p.filter_w; ++s)
        for (int64_t c = 0; c < p.cpg; ++c) {
          double sum = 0;
          float backwards = 0;  // the products in reverse order, in fp32
          for (int64_t t = p.n * ho_n * wo_n; t-- > 0;) {
            const int64_t n = t / (ho_n * wo_n), ho = t / wo_n % ho_n, wo = t % wo_n;
            const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h, wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
            if (hi < 0 || hi >= p.hi || wi < 0 || wi >= p.wi) continue;
            const float product = dy[size_t(((n * ho_n + ho) * wo_n + wo) * yk + k)] *
                                  x[size_t(((n * p.hi + hi) * p.wi + wi) * xc + k / p.kpg * p.cpg + c)];
            sum += double(product);
            backwards += product;
          }
          const size_t i = size_t(((k * p.filter_h + r) * p.filter_w + s) * p.cpg + c);
          EXPECT_EQ(std::ldexp(double((*units)[i]), e.unit_exponent()), sum) << i;
          EXPECT_EQ(backwards, fp32.dw[i]) << i;  // as values: the order may only change the sign of a zero
          EXPECT_EQ(double(backwards), sum) << i;
          nonzero += sum != 0;
        }
  EXPECT_GT(nonzero, size_t(emu::dw_elements(p)) / 2);
}

TEST(ExactReference, IsTheSumOfTheMathAndEveryOrderAgrees) {
  expect_sum_of_the_math(odd_problem());
  expect_sum_of_the_math(wide_problem());
  expect_sum_of_the_math(deep_problem());
}

TEST(ExactReference, RoundsOnceToNearestEven) {
  // 2049 and 2051 are ties in fp16 (11 significant bits): to 2048 and 2052, even mantissas.
  const std::vector<uint32_t> f16 = emu::exact_dw_bits({2049, 2051, -3, 0}, 0, IRG_DTYPE_F16);
  EXPECT_EQ(f16, (std::vector<uint32_t>{0x6800, 0x6802, 0xC200, 0x0000}));
  // bf16 keeps 8 bits: 257 ties to 256, 259 to 260; fp32 keeps the value (units times 2^-9).
  EXPECT_EQ(emu::exact_dw_bits({257, 259}, 0, IRG_DTYPE_BF16), (std::vector<uint32_t>{0x4380, 0x4382}));
  EXPECT_EQ(emu::exact_dw_bits({1}, -9, IRG_DTYPE_F32)[0], std::bit_cast<uint32_t>(0x1p-9f));
}

TEST(ExactReference, RefusesInputsThatAreNotExact) {
  const irg_problem_t p = odd_problem();
  std::vector<float> x(size_t(emu::x_elements(p)), 0.125f), dy(size_t(emu::dy_elements(p)), 0.015625f);
  EXPECT_TRUE(emu::exact_reference_wgrad(p, x, -3, dy, -6));
  x[7] = 0.1f;  // not a multiple of 2^-3
  EXPECT_FALSE(emu::exact_reference_wgrad(p, x, -3, dy, -6));
  x[7] = 65536.0f;  // a multiple, but 2^19 units times T (72) passes 2^24
  EXPECT_FALSE(emu::exact_reference_wgrad(p, x, -3, dy, -6));
}

}  // namespace
}  // namespace irgate::runtime
