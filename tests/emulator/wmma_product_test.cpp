// tests/emulator/wmma_product_test.cpp — wmma_product, the 16x16xK fp32 product every emulated
// WMMA computes, against a scalar sum in K order, bit for bit, in each compilation the build has
// (the baseline, and AVX2 where the CPU has it). The operands are arbitrary floats, not 16-bit
// values, so a product is not exact: a fused multiply-add, a reordered sum or a path that
// differs from the others changes bits.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <string>
#include <random>
#include <vector>

#include "machine/wmma.h"

namespace irgate::emu {
namespace {

struct Operands {
  int depth;
  std::vector<float> at, b, c;  // K-major A (at[k*16 + m]), K-major B (b[k*16 + n]), row-major C
  Operands(int depth, unsigned seed) : depth(depth), at(size_t(depth) * 16), b(size_t(depth) * 16), c(256) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> mantissa(-2.0f, 2.0f);
    std::uniform_int_distribution<int> exponent(-12, 12);
    auto draw = [&] { return std::ldexp(mantissa(rng), exponent(rng)); };
    for (float& x : at) x = draw();
    for (float& x : b) x = draw();
    for (float& x : c) x = draw();
  }
};

// The documented arithmetic (wmma.h): per (m, n), C first or +0, then each product rounded to
// fp32 and added in K order; c_last adds C at the end.
std::vector<float> scalar_model(const Operands& o, bool c_first) {
  std::vector<float> d(256);
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) {
      float sum = c_first ? o.c[size_t(m * 16 + n)] : 0.0f;
      for (int k = 0; k < o.depth; ++k) {
        const float product = o.at[size_t(k * 16 + m)] * o.b[size_t(k * 16 + n)];
        sum += product;
      }
      d[size_t(m * 16 + n)] = c_first ? sum : sum + o.c[size_t(m * 16 + n)];
    }
  return d;
}

void expect_same_bits(const std::vector<float>& want, const std::vector<float>& got, const char* what) {
  int differing = 0;
  for (size_t i = 0; i < want.size(); ++i)
    if (std::bit_cast<uint32_t>(want[i]) != std::bit_cast<uint32_t>(got[i]) && differing++ < 4)
      ADD_FAILURE() << what << ": d[" << i / 16 << "][" << i % 16 << "] = " << got[i] << ", want " << want[i];
  EXPECT_EQ(differing, 0) << what;
}

TEST(WmmaProduct, EveryPathIsTheScalarKOrderSumBitForBit) {
  int paths_run = 0;
  for (WmmaProductPath path : {WmmaProductPath::Baseline, WmmaProductPath::Avx2}) {
    if (!wmma_product_path_available(path)) continue;
    ++paths_run;
    for (int depth : {16, 32})
      for (bool c_first : {false, true})
        for (unsigned seed = 1; seed <= 8; ++seed) {
          const Operands o(depth, seed);
          std::vector<float> d(256);
          wmma_product_with(path, depth, o.at.data(), o.b.data(), o.c.data(), d.data(), c_first);
          const std::string what = std::string(path == WmmaProductPath::Avx2 ? "avx2" : "baseline") + " depth " +
                                   std::to_string(depth) + (c_first ? " c_first" : " c_last") + " seed " +
                                   std::to_string(seed);
          expect_same_bits(scalar_model(o, c_first), d, what.c_str());
        }
  }
  EXPECT_GE(paths_run, 1);
}

// The scalar model is not a tautology: summing in another order changes these operands' bits.
TEST(WmmaProduct, TheOperandsTellSummationOrdersApart) {
  const Operands o(32, 3);
  std::vector<float> d(256);
  wmma_product(32, o.at.data(), o.b.data(), o.c.data(), d.data(), /*c_first=*/false);
  int differ = 0;
  for (int i = 0; i < 256; ++i) {
    float reversed = 0.0f;
    for (int k = 31; k >= 0; --k) reversed += o.at[size_t(k * 16 + i / 16)] * o.b[size_t(k * 16 + i % 16)];
    reversed += o.c[size_t(i)];
    differ += std::bit_cast<uint32_t>(reversed) != std::bit_cast<uint32_t>(d[size_t(i)]);
  }
  EXPECT_GT(differ, 64);
}

TEST(WmmaProduct, TheDispatchedPathIsTheBestAvailable) {
  const Operands o(32, 5);
  std::vector<float> dispatched(256), best(256);
  const WmmaProductPath path =
      wmma_product_path_available(WmmaProductPath::Avx2) ? WmmaProductPath::Avx2 : WmmaProductPath::Baseline;
  wmma_product(32, o.at.data(), o.b.data(), o.c.data(), dispatched.data(), true);
  wmma_product_with(path, 32, o.at.data(), o.b.data(), o.c.data(), best.data(), true);
  expect_same_bits(best, dispatched, "wmma_product vs the best path");
}

}  // namespace
}  // namespace irgate::emu
