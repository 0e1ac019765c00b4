// tests/twin_engine/row_slice_plan_test.cpp — the slices of a run-time-geometry implicit_gemm_wgrad
// plan (docs/kernels.md §Launch plans, Slices; issue 42 §3): batch slices while one image fits a
// launch, else row slices — bands of output rows chosen from the top, each the most rows whose dY,
// input rows (the filter's halo) and grid fit, the same bands for every image down to the last
// output row (a band that sees only padding is launched with no input rows), each launch binding
// the band's dy/x windows, hi = rows_in, ho, n = 1, its own top padding (never below 0) and its own
// image strides — and the refusals of the slices (plan_slice_bytes with its lowest 1,
// plan_row_slice, plan_grid_ids with its unit, plan_too_many_slices at the first band past 255
// slices, sizes saturated at 2^63 − 1). Every expected value is worked out by hand from the docs in
// the comment above it.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "tests/twin_engine/support.h"

namespace row_slice_test { /* named: the test sources build as one unity file */

/* Kernarg positions of implicit_gemm_wgrad (its IRG_KERNARG rows). */
enum { kDy, kX, kWs, kDyBytes, kXBytes, kWsBytes, kN, kHi, kWi, kHo, kWo, kGroups, kDyStrideN, kDyStrideH,
       kDyStrideW, kXStrideN, kXStrideH, kXStrideW, kKpg, kCpg, kFilterH, kFilterW, kStrideH, kStrideW, kPadH };

/* A run-time-geometry request (the defaults' tile: BM = BN = 32, T = 128, KB = 128; fp16, E = 2)
 * and room for its plan. */
struct Planner {
  twin_test::Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  std::unique_ptr<irg_plan_t> out = std::make_unique<irg_plan_t>();
  Planner() {
    irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
    s.filter_h = s.filter_w = s.pad_h = s.pad_w = IRG_GEOMETRY_RUNTIME;
    s.stride_h = s.stride_w = s.dilation_h = s.dilation_w = IRG_GEOMETRY_RUNTIME;
  }
  /* "ok", or "<id>: <text>". */
  std::string plan(const irg_problem_t& p) {
    irg_refusal_t why{};
    if (irg_twin_engine()->plan(&r, &p, out.get(), &why) == IRG_STATUS_OK) return "ok";
    return std::string(why.id) + ": " + why.text;
  }
};

/* An ungrouped fp16 problem, dW fp32, geometry R x 1, pad ph x 0, stride sh x 1, no dilation. */
irg_problem_t problem(long long n, long long hi, long long wi, long long cpg, long long kpg, int R, int ph, int sh,
                      long long slice_bytes) {
  irg_problem_t p{};
  p.n = n, p.hi = hi, p.wi = wi, p.groups = 1, p.cpg = cpg, p.kpg = kpg;
  p.filter_h = R, p.filter_w = 1, p.pad_h = ph, p.pad_w = 0, p.stride_h = sh, p.stride_w = 1;
  p.dilation_h = p.dilation_w = 1, p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  p.slice_bytes = slice_bytes;
  return p;
}

/* The running example: 2 images 10 x 4, 8 -> 8 channels, 3x1 stride 2 pad 1: Ho = floor((10 + 2 −
 * 2 − 1) / 2) + 1 = 5, Wo = 4; x_row = 4·8·2 = 64 bytes, dy_row = 4·8·2 = 64; one image is
 * max(10·64, 5·64) = 640 bytes. */
irg_problem_t example(long long n, long long slice_bytes) { return problem(n, 10, 4, 8, 8, 3, 1, 2, slice_bytes); }

std::string refusal(const char* id, const std::string& text) { return std::string(id) + ": " + text; }

}  // namespace row_slice_test

namespace rs = row_slice_test;

/* A 256-byte window: 4 output rows by dY, 4 input rows by X. From h0 = 0 (lo 0): rows_in =
 * min(10, 2·h1) <= 4 gives h1 = 2 (input rows 0..3, the top pad 1 its own); h0 = 2 (lo = 4 − 1 = 3):
 * min(10, 2·h1) − 3 <= 4 gives h1 = 3; h0 = 3 (lo 5): h1 = 4; h0 = 4 (lo 7): h1 = 5 = Ho, rows 7..9.
 * Four bands an image, image 1's after image 0's: 8 launches. */
TEST(TwinRowSlices, BandsCarryTheFiltersHaloAndTheirOwnPadding) {
  rs::Planner t;
  ASSERT_EQ(t.plan(rs::example(2, 256)), "ok");
  ASSERT_EQ(t.out->n_slices, 8);
  ASSERT_EQ(t.out->n_launches, 8); /* one step: fp32 dW, one slab */
  EXPECT_EQ(t.out->buffer_bytes[IRG_BUF_X], 2 * 640);
  EXPECT_EQ(t.out->buffer_bytes[IRG_BUF_DY], 2 * 5 * 64);
  const struct {
    long long h0, h1, lo, rows_in, pad_h;
  } bands[4] = {{0, 2, 0, 4, 1}, {2, 3, 3, 3, 1 - 4 + 3}, {3, 4, 5, 3, 1 - 6 + 5}, {4, 5, 7, 3, 1 - 8 + 7}};
  /* a band's own image strides: (h1 − h0)·Wo·K = 32 a row of dY, rows_in·Wi·C = 32 a row of X */
  for (int i = 0; i < 8; ++i) {
    const irg_launch_t& l = t.out->launches[i];
    long long n = i / 4;
    const auto& b = bands[i % 4];
    EXPECT_EQ(l.slice, i);
    EXPECT_EQ(l.kernargs[rs::kDy].buffer, IRG_BUF_DY);
    EXPECT_EQ(l.kernargs[rs::kDy].value, (n * 5 + b.h0) * 64) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kX].value, (n * 10 + b.lo) * 64) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kDyBytes].value, (b.h1 - b.h0) * 64) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kXBytes].value, b.rows_in * 64) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kWsBytes].value, 8 * 3 * 8 * 4); /* dW: K·taps·cpg fp32 */
    EXPECT_EQ(l.kernargs[rs::kN].value, 1);
    EXPECT_EQ(l.kernargs[rs::kHi].value, b.rows_in) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kWi].value, 4);
    EXPECT_EQ(l.kernargs[rs::kHo].value, b.h1 - b.h0) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kWo].value, 4);
    EXPECT_EQ(l.kernargs[rs::kPadH].value, b.pad_h) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kDyStrideN].value, (b.h1 - b.h0) * 32) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kXStrideN].value, b.rows_in * 32) << "launch " << i;
    EXPECT_EQ(l.kernargs[rs::kDyStrideH].value, 32); /* the rows' strides are the image's */
    EXPECT_EQ(l.kernargs[rs::kStrideH].value, 2);
    EXPECT_EQ(l.grid[0], 3u); /* G · nkt · taps · nct */
    EXPECT_EQ(l.grid[1], 1u); /* ceil(ho·Wo / 128) */
  }
  /* two steps: the fold once, after the last slice */
  t.r.spec.implicit_gemm.ws_replicas = 2;
  ASSERT_EQ(t.plan(rs::example(2, 256)), "ok");
  ASSERT_EQ(t.out->n_launches, 9);
  EXPECT_EQ(t.out->launches[7].slice, 7);
  EXPECT_EQ(t.out->launches[8].request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(t.out->launches[8].slice, -1);
}

/* While one image (640 bytes) fits the window and its launch fits the IDs: batch slices of whole
 * images, as a baked kernel's (a window of 700 holds 1 image, of 1280 both). */
TEST(TwinRowSlices, AnImageThatFitsTakesBatchSlices) {
  rs::Planner t;
  ASSERT_EQ(t.plan(rs::example(2, 700)), "ok");
  ASSERT_EQ(t.out->n_slices, 2);
  const irg_launch_t& l = t.out->launches[1];
  EXPECT_EQ(l.kernargs[rs::kDy].value, 5 * 64);
  EXPECT_EQ(l.kernargs[rs::kX].value, 640);
  EXPECT_EQ(l.kernargs[rs::kN].value, 1);
  EXPECT_EQ(l.kernargs[rs::kHi].value, 10);
  EXPECT_EQ(l.kernargs[rs::kHo].value, 5);
  EXPECT_EQ(l.kernargs[rs::kPadH].value, 1);
  EXPECT_EQ(l.kernargs[rs::kXBytes].value, 640);
  EXPECT_EQ(l.kernargs[rs::kDyStrideN].value, 5 * 32); /* a batch slice: the whole image's strides */
  EXPECT_EQ(l.kernargs[rs::kXStrideN].value, 10 * 32);
  ASSERT_EQ(t.plan(rs::example(2, 1280)), "ok");
  EXPECT_EQ(t.out->n_slices, 1);
  EXPECT_EQ(t.out->launches[0].kernargs[rs::kN].value, 2);
}

/* 1x1, 2 rows padded 2 above and below: Ho = (2 + 4 − 1) / 1 + 1 = 6, Wo = 1; x_row = dy_row = 1·8·2
 * = 16 and a 16-byte window: one-row bands, every one launched. Row h reads input row h − 2: rows 0
 * and 1 see only the padding above (lo 0, rows_in 0, pad 2 − h), rows 2 and 3 input rows 0 and 1
 * (pad 0), rows 4 and 5 the padding below (lo 2 and 3, clipped to Hi = 2: an empty window at the
 * image's end, pad max(0, 2 − h + 2) = 0). */
TEST(TwinRowSlices, BandsThatSeeOnlyPaddingAreLaunchedWithNoInputRows) {
  rs::Planner t;
  ASSERT_EQ(t.plan(rs::problem(1, 2, 1, 8, 8, 1, 2, 1, 16)), "ok");
  ASSERT_EQ(t.out->n_slices, 6);
  ASSERT_EQ(t.out->n_launches, 6);
  const struct {
    long long lo, rows_in, pad_h;
  } bands[6] = {{0, 0, 2}, {0, 0, 1}, {0, 1, 0}, {1, 1, 0}, {2, 0, 0}, {2, 0, 0}};
  for (int h = 0; h < 6; ++h) {
    const irg_launch_t& l = t.out->launches[h];
    EXPECT_EQ(l.slice, h);
    EXPECT_EQ(l.kernargs[rs::kDy].value, h * 16) << "row " << h;
    EXPECT_EQ(l.kernargs[rs::kX].value, bands[h].lo * 16) << "row " << h;
    EXPECT_EQ(l.kernargs[rs::kHi].value, bands[h].rows_in) << "row " << h;
    EXPECT_EQ(l.kernargs[rs::kXBytes].value, bands[h].rows_in * 16) << "row " << h;
    EXPECT_EQ(l.kernargs[rs::kXStrideN].value, bands[h].rows_in * 8) << "row " << h;
    EXPECT_EQ(l.kernargs[rs::kPadH].value, bands[h].pad_h) << "row " << h;
    EXPECT_EQ(l.kernargs[rs::kHo].value, 1);
  }
}

/* A row-sliced problem whose every output row sees only padding still has its launch (the docs
 * settled twin_engine/NOTES.md, Issue 42 question 3). 1x1 stride 10 pad 3 over one row: Ho =
 * floor((1 + 6 − 1) / 10) + 1 = 1, its row reads input row −3. x_row = 1·16·2 = 32 past a 16-byte
 * window that holds dy_row = 1·8·2 = 16: row slices; the one band has no input rows, pad 3. */
TEST(TwinRowSlices, AllPaddingIsStillOneLaunch) {
  rs::Planner t;
  ASSERT_EQ(t.plan(rs::problem(1, 1, 1, 16, 8, 1, 3, 10, 16)), "ok");
  EXPECT_EQ(t.out->n_slices, 1);
  ASSERT_EQ(t.out->n_launches, 1);
  EXPECT_EQ(t.out->zeroed, 1u << IRG_BUF_DW);
  const irg_launch_t& l = t.out->launches[0];
  EXPECT_EQ(l.kernargs[rs::kHi].value, 0);
  EXPECT_EQ(l.kernargs[rs::kXBytes].value, 0);
  EXPECT_EQ(l.kernargs[rs::kPadH].value, 3);
}

/* The grid limits a band too: W = 10^6, 1x1, 20 rows, 1 -> 1 channel: one image is 4·10^7 bytes but
 * its grid.y = ceil(20·10^6 / 128) = 156250 passes gfx1250's 65536; a band of h rows has
 * ceil(h·10^6 / 128) <= 65536 for h <= 8: bands 0..7, 8..15, 16..19. A baked kernel refuses it. */
TEST(TwinRowSlices, TheWorkgroupIdsLimitABand) {
  rs::Planner t;
  irg_problem_t p = rs::problem(1, 20, 1000000, 1, 1, 1, 0, 1, 0);
  ASSERT_EQ(t.plan(p), "ok");
  ASSERT_EQ(t.out->n_slices, 3);
  EXPECT_EQ(t.out->launches[0].grid[1], 62500u);
  EXPECT_EQ(t.out->launches[2].grid[1], 31250u);
  const irg_launch_t& l = t.out->launches[1];
  EXPECT_EQ(l.kernargs[rs::kDy].value, 8 * 2000000LL);
  EXPECT_EQ(l.kernargs[rs::kX].value, 8 * 2000000LL);
  EXPECT_EQ(l.kernargs[rs::kHi].value, 8);
  EXPECT_EQ(l.kernargs[rs::kHo].value, 8);
  EXPECT_EQ(t.out->launches[2].kernargs[rs::kHo].value, 4);

  irg_implicit_gemm_wgrad_spec_t& s = t.r.spec.implicit_gemm; /* baked 1x1: whole images only */
  s.filter_h = s.filter_w = s.stride_h = s.stride_w = s.dilation_h = s.dilation_w = 1, s.pad_h = s.pad_w = 0;
  EXPECT_EQ(t.plan(p), rs::refusal("plan_grid_ids",
                               twin_test::filled("plan_grid_ids", "y", "irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t1x1_ks4_wsr1",
                                                 65536LL, "gfx1250", "image", 156250LL)));
}

/* plan_grid_ids with "output row": W = 128·65536 + 1, one row's launch has grid.y 65537. */
TEST(TwinRowSlices, plan_grid_ids) {
  rs::Planner t;
  EXPECT_EQ(t.plan(rs::problem(1, 1, 8388609, 1, 1, 1, 0, 1, 0)),
            rs::refusal("plan_grid_ids", twin_test::filled("plan_grid_ids", "y", "irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1",
                                                       65536LL, "gfx1250", "output row", 65537LL)));
}

/* A one-row band that does not fit: its dY, then its X (plan_row_slice h0, bytes, dY or X, window). */
TEST(TwinRowSlices, plan_row_slice) {
  rs::Planner t;
  /* a 1-byte window: row 0's dY alone is 64 bytes */
  EXPECT_EQ(t.plan(rs::example(2, 1)),
            rs::refusal("plan_row_slice", twin_test::filled("plan_row_slice", 0LL, 64LL, "dY", 1LL)));
  /* the docs' example: W 589824, C 1024: x_row = 589824·1024·2 = 1207959552; 3x1 pad 1, so row 0
   * reads input rows 0 and 1: 2415919104 bytes (its dY, 589824·8·2, fits) */
  EXPECT_EQ(t.plan(rs::problem(1, 4, 589824, 1024, 8, 3, 1, 1, 0)),
            "plan_row_slice: plan: output row 0 alone needs 2415919104 bytes of X in one launch, past the "
            "2147483647-byte window");
  /* a later row: 3x1 pad 1 stride 1 over 10 rows, a 150-byte window (2 rows of 64): row 0 reads 2
   * input rows, a band of it alone; row 1 reads rows 0..2: 192 bytes */
  EXPECT_EQ(t.plan(rs::problem(1, 10, 4, 8, 8, 3, 1, 1, 150)),
            rs::refusal("plan_row_slice", twin_test::filled("plan_row_slice", 1LL, 192LL, "X", 150LL)));
}

/* A run-time-geometry kernel admits any window from 1 byte (plan_slice_bytes 1, slice_bytes); a
 * baked one from one image (here 10·4·8·2 = 640 bytes of X). */
TEST(TwinRowSlices, plan_slice_bytes) {
  rs::Planner t;
  EXPECT_EQ(t.plan(rs::example(2, -1)),
            rs::refusal("plan_slice_bytes", twin_test::filled("plan_slice_bytes", 1LL, -1LL)));
  EXPECT_EQ(t.plan(rs::example(2, 2147483648LL)),
            rs::refusal("plan_slice_bytes", twin_test::filled("plan_slice_bytes", 1LL, 2147483648LL)));
  EXPECT_EQ(t.plan(rs::example(2, 2147483647LL)), "ok");
  irg_request_t baked = twin_test::implicit_gemm(t.d); /* 3x3 pad 1: Ho = 10, Wo = 4 */
  irg_problem_t p = rs::problem(2, 10, 4, 8, 8, 3, 1, 1, 639);
  p.filter_w = 3, p.pad_w = 1;
  irg_refusal_t why{};
  ASSERT_EQ(irg_twin_engine()->plan(&baked, &p, t.out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_EQ(std::string(why.text), twin_test::filled("plan_slice_bytes", 640LL, 639LL));
}

/* Slices count launches: 4 bands an image (the first test), 63 images make 252. The bands are cut
 * one by one and the cut stops at the first that takes N · bands past 255: 64 images at the fourth
 * (256), 100 at the third (300), and one 1000-row image of 2-row bands (3x1 pad 1 stride 1, a
 * 256-byte window: 4 input rows) at its 256th band, though it would need 500. */
TEST(TwinRowSlices, plan_too_many_slices) {
  rs::Planner t;
  ASSERT_EQ(t.plan(rs::example(63, 256)), "ok");
  ASSERT_EQ(t.out->n_launches, 252);
  const irg_launch_t& last = t.out->launches[251]; /* image 62, band 4..4 (lo 7) */
  EXPECT_EQ(last.kernargs[rs::kDy].value, (62 * 5 + 4) * 64);
  EXPECT_EQ(last.kernargs[rs::kX].value, (62 * 10 + 7) * 64);
  EXPECT_EQ(t.plan(rs::example(64, 256)),
            rs::refusal("plan_too_many_slices", twin_test::filled("plan_too_many_slices", 256LL)));
  EXPECT_EQ(t.plan(rs::example(100, 256)),
            rs::refusal("plan_too_many_slices", twin_test::filled("plan_too_many_slices", 300LL)));
  EXPECT_EQ(t.plan(rs::problem(1, 1000, 4, 8, 8, 3, 1, 1, 256)),
            rs::refusal("plan_too_many_slices", twin_test::filled("plan_too_many_slices", 256LL)));
}

/* A row slice binds its band's own image strides (the docs settled twin_engine/NOTES.md, Issue 42
 * question 1): the one image past 2^31 bytes (1 x 96 x 16384 x 16384 -> 32, 3x3 pad 1),
 * whose whole-image dy_stride_n = 16384·16384·32 = 8589934592 passes an i32, is planned. x_row =
 * 16384·96·2 = 3145728 (682 input rows a window), dy_row = 16384·32·2 = 1048576 (2047 rows), and
 * grid.y = ceil(h·16384 / 128) = 128·h <= 65536: 512 rows a band, 32 bands. Band 0 reads input rows
 * 0..512 (pad 1), band 1 rows 511..1024 (lo 511, pad 0). */
TEST(TwinRowSlices, RowSlicesBindTheirBandsOwnImageStrides) {
  rs::Planner t;
  irg_problem_t p = rs::problem(1, 16384, 16384, 96, 32, 3, 1, 1, 0);
  p.filter_w = 3, p.pad_w = 1;
  ASSERT_EQ(t.plan(p), "ok");
  ASSERT_EQ(t.out->n_slices, 32);
  const irg_launch_t& b0 = t.out->launches[0];
  const irg_launch_t& b1 = t.out->launches[1];
  EXPECT_EQ(b0.kernargs[rs::kDyStrideN].value, 512LL * 16384 * 32);
  EXPECT_EQ(b0.kernargs[rs::kXStrideN].value, 513LL * 16384 * 96);
  EXPECT_EQ(b1.kernargs[rs::kXStrideN].value, 514LL * 16384 * 96);
  EXPECT_EQ(b1.kernargs[rs::kX].value, 511LL * 3145728);
  EXPECT_EQ(b1.kernargs[rs::kPadH].value, 0);
  EXPECT_EQ(b1.grid[1], 65536u);
}

/* Sizes past 64 bits saturate at 2^63 − 1: a padded extent (hi near 2^63) and a row of 2^62
 * channels (dy_row = 4·2^62·2 = 2^65 bytes) are refused with 9223372036854775807, never wrapped. */
TEST(TwinRowSlices, SizesPast64BitsSaturate) {
  rs::Planner t;
  irg_problem_t p = rs::problem(1, 9223372036854775806LL, 4, 8, 8, 3, 1, 1, 0);
  EXPECT_EQ(t.plan(p), rs::refusal("plan_padded_extent", twin_test::filled("plan_padded_extent", "hi", "pad_h",
                                                                          9223372036854775807LL)));
  p = rs::problem(1, 10, 4, 8, 8, 3, 1, 1, 0);
  p.groups = 1LL << 59;
  EXPECT_EQ(t.plan(p), rs::refusal("plan_row_slice", twin_test::filled("plan_row_slice", 0LL, 9223372036854775807LL,
                                                                      "dY", 2147483647LL)));
}
