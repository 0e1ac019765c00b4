// tests/twin_engine/implicit_gemm_wgrad_plan_test.cpp — launch plans of implicit_gemm_wgrad and the dilation
// checks every plan applies (docs/kernels.md §Launch plans, ABI 3): the grid (G·nkt·taps·nct,
// ceil(ns·Ho·Wo / KB), 1), count, the 28 kernargs (the geometry the problem's), one- and two-step
// plans, Ho with dilation, any channel count >= 1, a run-time-geometry spec (the problem's geometry
// at its lower bounds, plan_geometry, and used for Ho, Wo, taps), the padded extent of every family
// (plan_padded_extent), and the check order (dilation >= 1 right after n/hi/wi/groups; the spec's
// dilation after the pads; plan_dilation for the families without dilation). Row slices:
// row_slice_plan_test.cpp. Values from the docs.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "tests/twin_engine/support.h"

namespace ig_plan_test { /* named: the test sources build as one unity file */

using twin_test::Domains;

irg_problem_t problem_of(const irg_implicit_gemm_wgrad_spec_t& s, long long n, long long h, long long w, long long g,
                         long long cpg, long long kpg, int dw_dtype) {
  irg_problem_t p{};
  p.n = n, p.hi = h, p.wi = w, p.groups = g, p.cpg = cpg, p.kpg = kpg;
  p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
  p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = dw_dtype;
  p.dilation_h = s.dilation_h, p.dilation_w = s.dilation_w;
  return p;
}

/* "ok", or "<id>: <text>". */
std::string plan_result(const irg_request_t& r, const irg_problem_t& p, irg_plan_t* out) {
  irg_refusal_t why{};
  if (irg_twin_engine()->plan(&r, &p, out, &why) == IRG_STATUS_OK) return "ok";
  return std::string(why.id) + ": " + why.text;
}

std::string refusal(const char* id, const std::string& text) { return std::string(id) + ": " + text; }

}  // namespace ig_plan_test

using ig_plan_test::plan_result;
using twin_test::Domains;
using ig_plan_test::problem_of;
using ig_plan_test::refusal;

TEST(TwinIgemmPlan, OneStepGridCountAndKernargs) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  s.stride_h = s.stride_w = 2, s.dilation_h = 2, s.pad_h = 2; /* 3x3, stride 2, dilation 2x1, pad 2x1 */
  auto out = std::make_unique<irg_plan_t>();
  /* G 2, cpg 20, kpg 21 (the pair path's counts): Ho = floor((15 + 4 − 2·2 − 1) / 2) + 1 = 8,
   * Wo = floor((12 + 2 − 3) / 2) + 1 = 6 */
  irg_problem_t p = problem_of(s, 3, 15, 12, 2, 20, 21, IRG_DTYPE_F32);
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  long long C = 2 * 20, K = 2 * 21, taps = 9, count = K * taps * 20;
  EXPECT_EQ(out->n_launches, 1);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_DW);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], count * 4);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_X], 3 * 15 * 12 * C * 2);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DY], 3 * 8 * 6 * K * 2);
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.request.family, IRG_FAMILY_IMPLICIT_GEMM);
  /* BM = BN = 32: nkt = ceil(21/32) = 1, nct = 1; grid.x = G · nkt · taps · nct; KB = 128 */
  EXPECT_EQ(l.grid[0], 2u * 1u * 9u * 1u);
  EXPECT_EQ(l.grid[1], (unsigned)((3 * 8 * 6 + 127) / 128));
  EXPECT_EQ(l.grid[2], 1u);
  EXPECT_EQ(l.block[0], 128u);
  ASSERT_EQ(l.n_kernargs, 28);
  /* … kpg, cpg, then filter_h, filter_w, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w */
  const long long want[28] = {0,  0,  0,  3 * 8 * 6 * K * 2, 3 * 15 * 12 * C * 2, count * 4, 3, 15, 12, 8,
                              6,  2,  8 * 6 * K, 6 * K, K, 15 * 12 * C, 12 * C, C, 21, 20, 3, 3, 2, 2, 2, 1, 2, 1};
  for (int i = 3; i < 28; ++i) EXPECT_EQ(l.kernargs[i].value, want[i]) << "kernarg " << i;
  EXPECT_EQ(l.kernargs[0].buffer, IRG_BUF_DY);
  EXPECT_EQ(l.kernargs[1].buffer, IRG_BUF_X);
  EXPECT_EQ(l.kernargs[2].buffer, IRG_BUF_DW);
  /* many channels: nkt = ceil(1280/32) = 40, nct = ceil(320/32) = 10 */
  p = problem_of(s, 1, 15, 12, 1, 320, 1280, IRG_DTYPE_F32);
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  EXPECT_EQ(out->launches[0].grid[0], 40u * 9u * 10u);
}

TEST(TwinIgemmPlan, TwoStepFoldsWithTheReduce) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  r.spec.implicit_gemm.ws_replicas = 3;
  auto out = std::make_unique<irg_plan_t>();
  irg_problem_t p = problem_of(r.spec.implicit_gemm, 2, 9, 9, 4, 8, 16, IRG_DTYPE_BF16);
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  long long count = 4 * 16 * 9 * 8;
  ASSERT_EQ(out->n_launches, 2);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_WS);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_WS], 3 * count * 4);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], count * 2);
  EXPECT_EQ(out->launches[0].kernargs[2].buffer, IRG_BUF_WS);
  const irg_launch_t& fold = out->launches[1];
  EXPECT_EQ(fold.request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(fold.request.spec.reduce.ws_replicas, 3);
  EXPECT_EQ(fold.slice, -1);
  EXPECT_EQ(fold.kernargs[4].value, count);
}

/* Batch slices cover whole images and split their own positions: grid.y per slice. */
TEST(TwinIgemmPlan, SlicesSplitTheirOwnPositions) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  r.spec.implicit_gemm.filter_h = r.spec.implicit_gemm.filter_w = 1;
  r.spec.implicit_gemm.pad_h = r.spec.implicit_gemm.pad_w = 0;
  auto out = std::make_unique<irg_plan_t>();
  /* one image: 256·256·512·2 = 64 MiB, so 31 images a window of 2^31 − 1 bytes; 40 images: 2 slices */
  irg_problem_t p = problem_of(r.spec.implicit_gemm, 40, 256, 256, 1, 512, 512, IRG_DTYPE_F32);
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  ASSERT_EQ(out->n_slices, 2);
  ASSERT_EQ(out->n_launches, 2);
  EXPECT_EQ(out->launches[0].grid[1], (unsigned)((31LL * 256 * 256 + 127) / 128));
  EXPECT_EQ(out->launches[1].grid[1], (unsigned)((9LL * 256 * 256 + 127) / 128));
  EXPECT_EQ(out->launches[1].kernargs[6].value, 9); /* n of the slice */
}

/* kernels.md §Launch plans, the order: n, hi, wi, groups, then dilation >= 1; the channels
 * (implicit_gemm_wgrad: cpg, then kpg, >= 1); the filter, stride, pads; the spec's dilation; dtype. */
TEST(TwinIgemmPlan, ChecksInDocumentedOrder) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  r.spec.implicit_gemm.dilation_w = 2, r.spec.implicit_gemm.pad_w = 2;
  auto out = std::make_unique<irg_plan_t>();
  const irg_problem_t good = problem_of(r.spec.implicit_gemm, 1, 9, 9, 1, 3, 5, IRG_DTYPE_F32);
  EXPECT_EQ(plan_result(r, good, out.get()), "ok"); /* any channel count */
  irg_problem_t p = good;
  p.cpg = 0, p.kpg = 0;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "cpg", 0LL)));
  p.cpg = 1;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "kpg", 0LL)));
  p.dilation_w = 0; /* dilation >= 1 before the channels */
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "dilation_w", 0LL)));
  p.dilation_h = -1;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "dilation_h", -1LL)));
  p.groups = 0; /* groups before the dilation */
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "groups", 0LL)));
  p = good;
  p.dilation_w = 3, p.pad_h = 0; /* the pads before the dilation */
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_mismatch", twin_test::filled("plan_problem_mismatch", "pad_h", 1, 0LL)));
  p.pad_h = 1;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_mismatch", twin_test::filled("plan_problem_mismatch", "dilation_w", 2, 3LL)));
  p.dilation_h = 2;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_mismatch", twin_test::filled("plan_problem_mismatch", "dilation_h", 1, 2LL)));
  p = good;
  p.dtype = IRG_DTYPE_BF16; /* the dilation before the dtype */
  p.dilation_h = 5;
  EXPECT_EQ(plan_result(r, p, out.get()).rfind("plan_problem_mismatch: ", 0), 0u);
  EXPECT_NE(plan_result(r, p, out.get()).find("dilation_h"), std::string::npos);
  p.dilation_h = 1;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_mismatch", twin_test::filled("plan_problem_mismatch", "dtype", (int)IRG_DTYPE_F16,
                                                               (long long)IRG_DTYPE_BF16)));
  /* Ho with dilation: Hi = Wi = 1 give Ho = (1 + 2 − 1·2 − 1) + 1 = 1 and Wo = (1 + 4 − 2·2 − 1) + 1 = 1 */
  p = good;
  p.hi = 1, p.wi = 1;
  EXPECT_EQ(plan_result(r, p, out.get()), "ok");
  r.spec.implicit_gemm.pad_w = 0; /* Wo = floor((1 − 4 − 1) / 1) + 1 = −3 */
  p = problem_of(r.spec.implicit_gemm, 1, 9, 1, 1, 3, 5, IRG_DTYPE_F32);
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "wo", -3LL)));
}

/* Every other family's kernels have no dilation: 1x1 only, plan_dilation (family name, h, w),
 * after the pads and before the dtype; a dilation of 0 is refused first, as for every family. */
TEST(TwinIgemmPlan, OtherFamiliesRefuseDilation) {
  Domains d;
  auto out = std::make_unique<irg_plan_t>();
  irg_request_t dw = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  const irg_depthwise_wgrad_spec_t& s = dw.spec.depthwise;
  irg_problem_t p{};
  p.n = 1, p.hi = 8, p.wi = 8, p.groups = 32, p.cpg = p.kpg = 1;
  p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
  p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = IRG_DTYPE_F32;
  EXPECT_EQ(plan_result(dw, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "dilation_h", 0LL)));
  p.dilation_h = 1, p.dilation_w = 1;
  EXPECT_EQ(plan_result(dw, p, out.get()), "ok");
  p.dilation_w = 2;
  EXPECT_EQ(plan_result(dw, p, out.get()),
            refusal("plan_dilation", twin_test::filled("plan_dilation", "direct_depthwise_wgrad", 1, 2)));
  p.pad_w = 0; /* the pads first */
  EXPECT_EQ(plan_result(dw, p, out.get()).rfind("plan_problem_mismatch: ", 0), 0u);
  p.pad_w = s.pad_w, p.dtype = IRG_DTYPE_BF16; /* then the dilation, before the dtype */
  EXPECT_EQ(plan_result(dw, p, out.get()).rfind("plan_dilation: ", 0), 0u);

  irg_request_t img = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250");
  img.domain = d.of(IRG_FLAVOR_LLVM22);
  p.dtype = IRG_DTYPE_F16, p.groups = 1, p.cpg = p.kpg = 16, p.dilation_h = 3, p.dilation_w = 1;
  EXPECT_EQ(plan_result(img, p, out.get()),
            refusal("plan_dilation", twin_test::filled("plan_dilation", "direct_wgrad", 3, 1)));
  irg_request_t sc = irg_request_default(IRG_FAMILY_SMALL_C, IRG_FLAVOR_LLVM22, "gfx1250");
  sc.domain = d.of(IRG_FLAVOR_LLVM22);
  p.cpg = 3;
  EXPECT_EQ(plan_result(sc, p, out.get()),
            refusal("plan_dilation", twin_test::filled("plan_dilation", "direct_wgrad_small_c", 3, 1)));
  p.dilation_h = 1;
  EXPECT_EQ(plan_result(sc, p, out.get()), "ok");
}

namespace ig_plan_test {
void set_runtime_geometry(irg_implicit_gemm_wgrad_spec_t* s) {
  s->filter_h = s->filter_w = s->pad_h = s->pad_w = IRG_GEOMETRY_RUNTIME;
  s->stride_h = s->stride_w = s->dilation_h = s->dilation_w = IRG_GEOMETRY_RUNTIME;
}

/* A problem of geometry R x S, pad ph x pw, stride sh x sw, dilation dh x dw. */
irg_problem_t with_geometry(irg_problem_t p, int R, int S, int ph, int pw, int sh, int sw, int dh, int dw) {
  p.filter_h = R, p.filter_w = S, p.pad_h = ph, p.pad_w = pw, p.stride_h = sh, p.stride_w = sw;
  p.dilation_h = dh, p.dilation_w = dw;
  return p;
}
}  // namespace ig_plan_test

/* One run-time-geometry kernel, two problems of the classes: the problem's geometry sizes
 * Ho, Wo, count (taps) and grid.x, and fills the eight geometry kernargs. */
TEST(TwinIgemmPlan, RuntimeGeometryTakesTheProblems) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  ig_plan_test::set_runtime_geometry(&r.spec.implicit_gemm);
  auto out = std::make_unique<irg_plan_t>();
  irg_problem_t base = problem_of(twin_test::implicit_gemm(d).spec.implicit_gemm, 2, 17, 17, 2, 20, 21,
                                  IRG_DTYPE_F32);
  /* 1x7, pad 0x3, stride 1x2, dilation 1x2: Ho = (17 − 1) + 1 = 17, Wo = floor((17 + 6 − 12 − 1) / 2) + 1 = 6 */
  irg_problem_t p = ig_plan_test::with_geometry(base, 1, 7, 0, 3, 1, 2, 1, 2);
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  long long K = 2 * 21, C = 2 * 20, count = K * 7 * 20;
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], count * 4);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DY], 2 * 17 * 6 * K * 2);
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.grid[0], 2u * 1u * 7u * 1u); /* G · nkt · taps · nct */
  EXPECT_EQ(l.grid[1], (unsigned)((2 * 17 * 6 + 127) / 128));
  ASSERT_EQ(l.n_kernargs, 28);
  const long long want[28] = {0, 0, 0, 2 * 17 * 6 * K * 2, 2 * 17 * 17 * C * 2, count * 4, 2, 17, 17, 17,
                              6, 2, 17 * 6 * K, 6 * K, K, 17 * 17 * C, 17 * C, C, 21, 20, 1, 7, 1, 2, 0, 3, 1, 2};
  for (int i = 3; i < 28; ++i) EXPECT_EQ(l.kernargs[i].value, want[i]) << "kernarg " << i;
  /* a 1-D layer: H = 1, 1x3 stride 3 unpadded over W = 250000: Wo = floor((250000 − 3) / 3) + 1 = 83333 */
  p = ig_plan_test::with_geometry(base, 1, 3, 0, 0, 1, 3, 1, 1);
  p.hi = 1, p.wi = 250000, p.n = 1, p.groups = 1, p.cpg = 80, p.kpg = 512;
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  EXPECT_EQ(out->launches[0].kernargs[9].value, 1);     /* ho */
  EXPECT_EQ(out->launches[0].kernargs[10].value, 83333); /* wo */
  EXPECT_EQ(out->launches[0].grid[0], 16u * 3u * 3u);   /* nkt = 512/32, taps 3, nct = ceil(80/32) */
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], 512LL * 3 * 80 * 4);
}

/* kernels.md §Launch plans: a run-time-geometry spec checks, after the channels and before the
 * dtype, the problem's filter_h, filter_w, stride_h, stride_w (>= 1), then pad_h, pad_w (>= 0), in
 * that order: plan_geometry (field, lowest, problem value). No upper bound: the layers are
 * served, padding past the dilated filter included. */
TEST(TwinIgemmPlan, RuntimeGeometryLowerBoundsInDocumentedOrder) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  ig_plan_test::set_runtime_geometry(&r.spec.implicit_gemm);
  auto out = std::make_unique<irg_plan_t>();
  const irg_problem_t base =
      problem_of(twin_test::implicit_gemm(d).spec.implicit_gemm, 1, 64, 64, 1, 8, 8, IRG_DTYPE_F32);
  /* 32x32 stride 32 (ViT): Ho = Wo = floor((64 − 32) / 32) + 1 = 2; a 1x1 padded 5x7, past its
   * filter: Ho = 64 + 10 = 74, Wo = 64 + 14 = 78; 1x2 dilation 1x512 over W 1000: Wo = 1000 − 512 = 488 */
  irg_problem_t p = ig_plan_test::with_geometry(base, 32, 32, 0, 0, 32, 32, 1, 1);
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  EXPECT_EQ(out->launches[0].kernargs[9].value, 2);
  EXPECT_EQ(out->launches[0].grid[0], 32u * 32u); /* G · nkt · taps · nct */
  p = ig_plan_test::with_geometry(base, 1, 1, 5, 7, 1, 1, 1, 1);
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  EXPECT_EQ(out->launches[0].kernargs[9].value, 74);
  EXPECT_EQ(out->launches[0].kernargs[10].value, 78);
  p = ig_plan_test::with_geometry(base, 1, 2, 0, 0, 1, 1, 1, 512);
  p.hi = 1, p.wi = 1000;
  ASSERT_EQ(plan_result(r, p, out.get()), "ok");
  EXPECT_EQ(out->launches[0].kernargs[10].value, 488);

  auto geo = [](const char* field, int lo, int value) {
    return refusal("plan_geometry", twin_test::filled("plan_geometry", field, lo, value));
  };
  p = base;
  p.pad_w = -1;
  EXPECT_EQ(plan_result(r, p, out.get()), /* the docs' example */
            "plan_geometry: plan: problem field pad_w must be at least 0, the geometry a run-time-geometry kernel "
            "serves (got -1)");
  p.pad_h = -4;
  EXPECT_EQ(plan_result(r, p, out.get()), geo("pad_h", 0, -4));
  p.stride_w = 0;
  EXPECT_EQ(plan_result(r, p, out.get()), geo("stride_w", 1, 0));
  p.stride_h = -1;
  EXPECT_EQ(plan_result(r, p, out.get()), geo("stride_h", 1, -1));
  p.filter_w = 0;
  EXPECT_EQ(plan_result(r, p, out.get()), geo("filter_w", 1, 0));
  p.filter_h = -2;
  EXPECT_EQ(plan_result(r, p, out.get()), geo("filter_h", 1, -2));
  p.kpg = 0; /* the channels first */
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "kpg", 0LL)));
  p = base;
  p.pad_h = -1, p.dtype = IRG_DTYPE_BF16; /* the geometry before the dtype */
  EXPECT_EQ(plan_result(r, p, out.get()), geo("pad_h", 0, -1));
  /* the problem's geometry sizes Ho: Hi 3, 7x1 unpadded gives Ho = 3 − 7 + 1 = −3 */
  p = ig_plan_test::with_geometry(base, 7, 1, 0, 0, 1, 1, 1, 1);
  p.hi = 3;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_problem_invalid", twin_test::filled("plan_problem_invalid", "ho", -3LL)));
}

/* kernels.md §Launch plans, for every family after the geometry and before the dtype:
 * hi + 2·pad_h, then wi + 2·pad_w, at most 2^31 − 1 (plan_padded_extent: extent, pad, the sum). */
TEST(TwinIgemmPlan, plan_padded_extent) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  ig_plan_test::set_runtime_geometry(&r.spec.implicit_gemm);
  auto out = std::make_unique<irg_plan_t>();
  irg_problem_t p = ig_plan_test::with_geometry(
      problem_of(twin_test::implicit_gemm(d).spec.implicit_gemm, 1, 2147483646, 1, 1, 8, 8, IRG_DTYPE_F32), 1, 1, 1, 0,
      1, 1, 1, 1);
  EXPECT_EQ(plan_result(r, p, out.get()), /* the docs' example */
            "plan_padded_extent: plan: the padded input extent hi + 2 * pad_h = 2147483648 passes the kernels' i32 "
            "positions (at most 2147483647)");
  p.wi = 2147483647, p.pad_w = 1; /* hi first */
  EXPECT_EQ(plan_result(r, p, out.get()).rfind("plan_padded_extent: plan: the padded input extent hi + ", 0), 0u);
  p.hi = 2, p.pad_h = 1;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_padded_extent", twin_test::filled("plan_padded_extent", "wi", "pad_w", 2147483649LL)));
  p.pad_w = 1073741824; /* an extent far past i32 from the pad alone */
  p.wi = 1;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_padded_extent", twin_test::filled("plan_padded_extent", "wi", "pad_w", 2147483649LL)));
  p.pad_w = -1; /* the geometry first */
  EXPECT_EQ(plan_result(r, p, out.get()).rfind("plan_geometry: ", 0), 0u);
  p.pad_w = 1073741824, p.dtype = IRG_DTYPE_BF16; /* before the dtype */
  EXPECT_EQ(plan_result(r, p, out.get()).rfind("plan_padded_extent: ", 0), 0u);
  /* exactly 2^31 − 1 passes this rule: Wo = 2147483647, whose one output row of dY, 2147483647 · 8 · 2
   * bytes, is past the window (row slices, plan_row_slice) */
  p.dtype = IRG_DTYPE_F16, p.pad_w = 1073741823;
  EXPECT_EQ(plan_result(r, p, out.get()),
            refusal("plan_row_slice", twin_test::filled("plan_row_slice", 0LL, 34359738352LL, "dY", 2147483647LL)));

  /* a baked family too: depthwise, its spec's pad, the problem's hi */
  irg_request_t dw = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  const irg_depthwise_wgrad_spec_t& s = dw.spec.depthwise;
  irg_problem_t q{};
  q.n = 1, q.wi = 8, q.groups = 32, q.cpg = q.kpg = 1, q.dilation_h = q.dilation_w = 1;
  q.filter_h = s.filter_h, q.filter_w = s.filter_w, q.stride_h = s.stride_h, q.stride_w = s.stride_w;
  q.pad_h = s.pad_h, q.pad_w = s.pad_w, q.dtype = s.dtype, q.dw_dtype = IRG_DTYPE_F32;
  q.hi = 2147483648LL - 2LL * s.pad_h;
  EXPECT_EQ(plan_result(dw, q, out.get()),
            refusal("plan_padded_extent", twin_test::filled("plan_padded_extent", "hi", "pad_h", 2147483648LL)));
  q.hi -= 1; /* fits: the baked kernel's image bound refuses it next */
  EXPECT_EQ(plan_result(dw, q, out.get()).rfind("plan_image_too_large: ", 0), 0u);
}
