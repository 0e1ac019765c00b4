// tests/engine_contract/row_slice_plan_test.cpp — row slices, in both engines (docs/kernels.md
// §Launch plans, Slices): a kernel that reads its geometry at run time cuts an image that does not
// fit one launch into bands of output rows, each reading the input rows its taps reach with its own
// top padding; the refusals when one row cannot fit, the slice limit, the window's lowest value,
// and a band that sees only padding.
//
// Every expected number is worked out by hand from the docs' formulas, in the comments beside it.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>

#include "tests/support_lib/both_engines.h"

namespace irgate::testing {
namespace {

class RowSlicePlans : public BothEnginesTest {
 protected:
  // Kernarg positions (include/irgate/families/implicit_gemm_wgrad.def).
  static constexpr int kDy = 0, kX = 1, kDyBytes = 3, kXBytes = 4, kN = 6, kHi = 7, kHo = 9, kDyStrideN = 12,
                       kXStrideN = 15, kPadH = 24;

  // Config 285: run-time geometry, fp16, 2 x 2 waves of one tile (BM = BN = 32), KB 128.
  irg_request_t req_ = request_for(285, IRG_FLAVOR_LLVM22);

  // n images of h x 4 pixels, 8 -> 8 channels, fp16 (x_row = dy_row = 4 · 8 · 2 = 64 bytes),
  // a 3 x 3 filter, stride 1, pad 1, fp32 dW: a one-step plan, every launch a slice.
  static irg_problem_t problem(int64_t n, int64_t h, int64_t slice_bytes) {
    irg_problem_t p{};
    p.n = n, p.hi = h, p.wi = 4, p.groups = 1, p.cpg = 8, p.kpg = 8;
    p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1;
    p.dilation_h = p.dilation_w = 1;
    p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
    p.slice_bytes = slice_bytes;
    return p;
  }
  int plan(const irg_problem_t& p) { return engine()->plan(&req_, &p, out_.get(), &why_); }
  static int64_t arg(const irg_launch_t& l, int index) { return l.kernargs[index].value; }

  std::unique_ptr<irg_plan_t> out_ = std::make_unique<irg_plan_t>();
  irg_refusal_t why_{};
};

// Two 10-row images (640 bytes each of X and dY) at a 256-byte window: bands of at most 4 rows of
// dY and 4 input rows. Band [h0, h1) reads rows lo = max(0, h0 - 1) .. end - 1 with
// end = min(10, h1 + 1): [0,3) reads 0..3; [3,5) 2..5; [5,7) 4..7; [7,10) 6..9 (the image ends
// there, so the last band takes 3 output rows with 4 input rows).
TEST_P(RowSlicePlans, AnImagePastTheWindowIsCutIntoBandsOfOutputRowsWithTheirHalo) {
  ASSERT_EQ(plan(problem(2, 10, 256)), IRG_STATUS_OK) << why_.text;
  ASSERT_EQ(out_->n_slices, 8);  // 4 bands x 2 images
  ASSERT_EQ(out_->n_launches, 8);
  struct Band {
    int64_t ho0, ho, lo, rows_in, pad_h;
  };
  const Band bands[] = {{0, 3, 0, 4, 1}, {3, 2, 2, 4, 0}, {5, 2, 4, 4, 0}, {7, 3, 6, 4, 0}};
  for (int n = 0; n < 2; ++n)
    for (int b = 0; b < 4; ++b) {
      const irg_launch_t& l = out_->launches[n * 4 + b];
      const Band& want = bands[b];
      EXPECT_EQ(l.slice, n * 4 + b);
      EXPECT_EQ(arg(l, kDy), (n * 10 + want.ho0) * 64) << "image " << n << " band " << b;
      EXPECT_EQ(arg(l, kX), (n * 10 + want.lo) * 64) << "image " << n << " band " << b;
      EXPECT_EQ(arg(l, kDyBytes), want.ho * 64);
      EXPECT_EQ(arg(l, kXBytes), want.rows_in * 64);
      EXPECT_EQ(arg(l, kN), 1);
      EXPECT_EQ(arg(l, kHi), want.rows_in);
      EXPECT_EQ(arg(l, kHo), want.ho);
      EXPECT_EQ(arg(l, kPadH), want.pad_h);
      // The band's own image strides (4 · 8 elements a row): the whole image's need not fit an i32.
      EXPECT_EQ(arg(l, kDyStrideN), want.ho * 32);
      EXPECT_EQ(arg(l, kXStrideN), want.rows_in * 32);
      EXPECT_EQ(l.grid[1], 1u);  // ceil(rows · 4 / 128)
    }
  // The whole window: one launch, no slicing.
  ASSERT_EQ(plan(problem(2, 10, 0)), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(out_->n_slices, 1);
}

TEST_P(RowSlicePlans, OneOutputRowThatCannotFitIsRefusedNamingItsBytes) {
  // Row 0 reads input rows 0..1 (pad 1, a 3-row filter): 128 bytes of X.
  EXPECT_EQ(plan(problem(1, 10, 100)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_row_slice");
  EXPECT_STREQ(why_.text, "plan: output row 0 alone needs 128 bytes of X in one launch, past the 100-byte window");
  // dY is checked first: one output row is 64 bytes.
  EXPECT_EQ(plan(problem(1, 10, 50)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.text, "plan: output row 0 alone needs 64 bytes of dY in one launch, past the 50-byte window");
}

TEST_P(RowSlicePlans, TheWindowMayBeAsLowAsOneByteForAKernelThatCutsRows) {
  EXPECT_EQ(plan(problem(1, 10, -5)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_slice_bytes");
  EXPECT_STREQ(why_.text, "plan: problem field slice_bytes must be 0 (the kernels' 2^31 - 1) or lie in 1..2147483647 (got -5)");
  EXPECT_EQ(plan(problem(1, 10, 1)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_row_slice");  // admitted as a window; no row fits it
  // A baked kernel runs whole images: its lowest window is one image (config 260: 3x3 s1 p1).
  req_ = request_for(260, IRG_FLAVOR_LLVM22);
  EXPECT_EQ(plan(problem(1, 10, 256)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.text, "plan: problem field slice_bytes must be 0 (the kernels' 2^31 - 1) or lie in 640..2147483647 (got 256)");
}

TEST_P(RowSlicePlans, BandsStopAtTheFirstThatTakesThePlanPast255Slices) {
  // 100 images of 4 bands: the third band already makes 100 · 3 = 300 (the whole plan: 400).
  EXPECT_EQ(plan(problem(100, 10, 256)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_too_many_slices");
  EXPECT_STREQ(why_.text, "plan: the problem needs more than 255 slices (got 300)");
  // One 1000-row image: 500 bands of 2 or 3 rows; the cut stops at the 256th.
  EXPECT_EQ(plan(problem(1, 1000, 256)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.text, "plan: the problem needs more than 255 slices (got 256)");
  ASSERT_EQ(plan(problem(63, 10, 256)), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(out_->n_slices, 252);
}

// A 2-row image under a 1 x 1 filter with 3 rows of padding above and below: 8 output rows, of
// which only rows 3 and 4 see the image (input rows 0 and 1). A 128-byte window holds 2 rows.
TEST_P(RowSlicePlans, ABandThatSeesOnlyPaddingIsLaunchedWithNoInputRows) {
  irg_problem_t p = problem(1, 2, 128);
  p.filter_h = p.filter_w = 1, p.pad_h = 3, p.pad_w = 0;
  ASSERT_EQ(plan(p), IRG_STATUS_OK) << why_.text;
  ASSERT_EQ(out_->n_slices, 4);
  struct Band {
    int64_t ho0, lo, rows_in, pad_h;
  };
  // [0,2): all above the image, lo 0, pad 3. [2,4): input row 0 only, pad 3 - 2 = 1.
  // [4,6): input row 1 (lo 4 - 3), pad 0. [6,8): all below: lo' = min(2, 3) = 2, no rows, pad 0.
  const Band bands[] = {{0, 0, 0, 3}, {2, 0, 1, 1}, {4, 1, 1, 0}, {6, 2, 0, 0}};
  for (int b = 0; b < 4; ++b) {
    const irg_launch_t& l = out_->launches[b];
    EXPECT_EQ(arg(l, kDy), bands[b].ho0 * 64) << "band " << b;
    EXPECT_EQ(arg(l, kX), bands[b].lo * 64) << "band " << b;
    EXPECT_EQ(arg(l, kHi), bands[b].rows_in) << "band " << b;
    EXPECT_EQ(arg(l, kXBytes), bands[b].rows_in * 64) << "band " << b;
    EXPECT_EQ(arg(l, kHo), 2) << "band " << b;
    EXPECT_EQ(arg(l, kPadH), bands[b].pad_h) << "band " << b;
  }
}

// One image whose grid is past gfx1250's 65,536 workgroup IDs along y, though its bytes fit: a run-
// time-geometry kernel cuts it into bands of rows (a baked one refuses plan_grid_ids, the
// implicit-GEMM plan test). 4200 x 4200 output positions at KB 128: a band holds at most
// floor(65536 · 128 / 4200) = 1997 rows; 4200 rows -> 1997 + 1997 + 206.
TEST_P(RowSlicePlans, AnImagePastTheWorkgroupIdsIsCutIntoBandsToo) {
  irg_problem_t p = problem(1, 4200, 0);
  p.wi = 4200;
  ASSERT_EQ(plan(p), IRG_STATUS_OK) << why_.text;
  ASSERT_EQ(out_->n_slices, 3);
  const int64_t rows[] = {1997, 1997, 206};
  for (int b = 0; b < 3; ++b) {
    EXPECT_EQ(arg(out_->launches[b], kHo), rows[b]);
    EXPECT_LE(out_->launches[b].grid[1], 65536u);
  }
  EXPECT_EQ(out_->launches[0].grid[1], 65527u);  // ceil(1997 · 4200 / 128)
}

// Sizes past 64 bits saturate at 2^63 - 1 instead of wrapping into something that fits.
TEST_P(RowSlicePlans, SizesPast64BitsSaturate) {
  irg_problem_t p = problem(1, INT64_MAX - 1, 0);
  EXPECT_EQ(plan(p), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.text,
               "plan: the padded input extent hi + 2 * pad_h = 9223372036854775807 passes the kernels' i32 positions (at most "
               "2147483647)");
  p = problem(1, 10, 0);
  p.groups = int64_t{1} << 59;  // 2^62 channels: one row of dY, 4 · 2^62 · 2 bytes, is past 2^63
  EXPECT_EQ(plan(p), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.text, "plan: output row 0 alone needs 9223372036854775807 bytes of dY in one launch, past the 2147483647-byte window");
}

IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(RowSlicePlans);

}  // namespace
}  // namespace irgate::testing
