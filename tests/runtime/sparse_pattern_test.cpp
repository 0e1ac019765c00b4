// tests/runtime/sparse_pattern_test.cpp — exact mode past the product budget (runtime/exact_inputs.h):
// the pattern's kept-position count and coverage against brute force, and, on a problem drawn as a
// run draws it under a budget of 2^6, every dW element's nonzero products counted one by one (at
// most the budget) and every image, row, column and channel of X and dY holding a nonzero value.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "irgate/abi.h"
#include "oracle/reference.h"
#include "runtime/emulated_plan.h"
#include "runtime/exact_inputs.h"

namespace irgate::runtime {
namespace {

TEST(SparsePattern, KeptPositionsAndCoverageMatchBruteForce) {
  for (int64_t n = 1; n <= 7; ++n)
    for (int64_t ho = 1; ho <= 7; ++ho)
      for (int64_t wo = 1; wo <= 7; ++wo)
        for (int64_t period = 1; period <= 9; ++period) {
          const SparsePattern pattern{period};
          int64_t kept = 0;
          std::vector<bool> image(size_t(n), false), row(size_t(ho), false), column(size_t(wo), false);
          for (int64_t i = 0; i < n; ++i)
            for (int64_t h = 0; h < ho; ++h)
              for (int64_t w = 0; w < wo; ++w)
                if (pattern.keeps(i, h, w)) ++kept, image[size_t(i)] = row[size_t(h)] = column[size_t(w)] = true;
          auto all = [](const std::vector<bool>& v) { return std::all_of(v.begin(), v.end(), [](bool b) { return b; }); };
          const OutputGrid grid{n, ho, wo};
          ASSERT_EQ(kept_positions(grid, period), kept) << n << "x" << ho << "x" << wo << " period " << period;
          ASSERT_EQ(pattern_covers(grid, period), all(image) && all(row) && all(column))
              << n << "x" << ho << "x" << wo << " period " << period;
        }
}

// Strided, padded, dilated and grouped, so taps fall outside the image and groups read their own
// channels: 5 images of 4 x 9 output positions, 180 products an element at most.
irg_problem_t pattern_problem() {
  irg_problem_t p{};
  p.n = 5, p.hi = 7, p.wi = 9, p.groups = 2, p.cpg = 3, p.kpg = 2;
  p.filter_h = 3, p.filter_w = 2, p.stride_h = 2, p.stride_w = 1, p.pad_h = 1, p.pad_w = 1;
  p.dilation_h = 1, p.dilation_w = 2;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

TEST(SparsePattern, NoElementPassesTheBudgetAndNothingIsLeftOut) {
  constexpr int64_t kBudget = 64;
  const irg_problem_t p = pattern_problem();
  const int64_t ho_n = emu::output_h(p), wo_n = emu::output_w(p);
  const int64_t terms = emu::max_reduction_length(p);
  ASSERT_GT(terms, kBudget);  // past the budget even at |a| = |b| = 1
  const ExactInputs e = plan_exact_inputs(terms, p.dtype, OutputGrid{p.n, ho_n, wo_n}, kBudget);
  ASSERT_TRUE(e.applies) << e.rule;
  ASSERT_FALSE(e.pattern.dense()) << e.rule;
  EXPECT_NE(e.rule.find("sparse pattern"), std::string::npos) << e.rule;
  EXPECT_LE(e.kept, kBudget);
  // Drawn as every plan runner draws them, chunk boundaries inside a position included.
  const InputDraw draw{p, 11, e, false};
  const std::vector<float> x = draw.whole(IRG_BUF_X);
  std::vector<float> dy = draw.values(IRG_BUF_DY, 0, 7);
  const std::vector<float> rest = draw.values(IRG_BUF_DY, 7, draw.elements(IRG_BUF_DY) - 7);
  dy.insert(dy.end(), rest.begin(), rest.end());
  ASSERT_EQ(dy, draw.whole(IRG_BUF_DY));

  const int64_t xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  int64_t most = 0;
  for (int64_t g = 0; g < p.groups; ++g)
    for (int64_t k = 0; k < p.kpg; ++k)
      for (int64_t r = 0; r < p.filter_h; ++r)
        for (int64_t s = 0; s < p.filter_w; ++s)
          for (int64_t c = 0; c < p.cpg; ++c) {
            int64_t products = 0;
            for (int64_t n = 0; n < p.n; ++n)
              for (int64_t ho = 0; ho < ho_n; ++ho)
                for (int64_t wo = 0; wo < wo_n; ++wo) {
                  const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h;
                  const int64_t wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
                  if (hi < 0 || hi >= p.hi || wi < 0 || wi >= p.wi) continue;
                  const float d = dy[size_t(((n * ho_n + ho) * wo_n + wo) * yk + g * p.kpg + k)];
                  const float v = x[size_t(((n * p.hi + hi) * p.wi + wi) * xc + g * p.cpg + c)];
                  products += d * v != 0;
                }
            most = std::max(most, products);
          }
  EXPECT_LE(most, kBudget);
  EXPECT_GT(most, 0);

  // Every image, row, column and channel of both tensors holds a nonzero value.
  auto covered = [](const std::vector<float>& t, int64_t images, int64_t rows, int64_t columns, int64_t channels) {
    std::vector<bool> image(size_t(images), false), row(size_t(rows), false), column(size_t(columns), false),
        channel(size_t(channels), false);
    for (int64_t i = 0; i < int64_t(t.size()); ++i) {
      if (t[size_t(i)] == 0) continue;
      const int64_t ch = i % channels, pos = i / channels;
      channel[size_t(ch)] = column[size_t(pos % columns)] = row[size_t(pos / columns % rows)] =
          image[size_t(pos / (columns * rows))] = true;
    }
    for (const auto* v : {&image, &row, &column, &channel})
      if (std::find(v->begin(), v->end(), false) != v->end()) return false;
    return true;
  };
  EXPECT_TRUE(covered(x, p.n, p.hi, p.wi, xc));
  EXPECT_TRUE(covered(dy, p.n, ho_n, wo_n, yk));
}

TEST(SparsePattern, FallsBackToRandomOnlyWhenNoPeriodCovers) {
  // 200 images of one output position: a period past 1 leaves images out, and dense passes 64.
  const ExactInputs e = plan_exact_inputs(200, IRG_DTYPE_F16, OutputGrid{200, 1, 1}, 64);
  EXPECT_FALSE(e.applies);
  EXPECT_NE(e.rule.find("random inputs"), std::string::npos) << e.rule;
  // Without the grid (a helper family's sums) there is no pattern to fall back on.
  EXPECT_FALSE(plan_exact_inputs(200, IRG_DTYPE_F16, std::nullopt, 64).applies);
}

}  // namespace
}  // namespace irgate::runtime
