// tests/twin_engine/plan_test.cpp — the twin's launch plans (docs/kernels.md §Launch plans):
// one-step vs two-step, buffer sizes and zeroing, kernargs, slicing and overflow refusals.
#include <gtest/gtest.h>

#include <memory>

#include "tests/twin_engine/support.h"

namespace {

irg_problem_t problem_of(const irg_request_t& r, long long n, long long h, long long w, long long g, int dw_dtype) {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1; /* ABI 2: a dilation of 0 is refused */
  const irg_depthwise_wgrad_spec_t& s = r.spec.depthwise;
  p.n = n, p.hi = h, p.wi = w, p.groups = g, p.cpg = p.kpg = 1;
  p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
  p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = dw_dtype;
  return p;
}

int plan(const irg_request_t& r, const irg_problem_t& p, irg_plan_t* out, irg_refusal_t* why) {
  return irg_twin_engine()->plan(&r, &p, out, why);
}

/* A depthwise request on `arch` (llvm22) and room for its plan. */
struct TwinPlan : ::testing::Test {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  std::unique_ptr<irg_plan_t> out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  int plan_of(long long n, long long h, long long w, long long g, int dw_dtype) {
    return plan(r, problem_of(r, n, h, w, g, dw_dtype), out.get(), &why);
  }
};

TEST_F(TwinPlan, OneStepAddsStraightIntoZeroedDw) {
  ASSERT_EQ(plan_of(2, 17, 17, 40, IRG_DTYPE_F32), IRG_STATUS_OK) << why.text;
  EXPECT_EQ(out->n_launches, 1);
  EXPECT_EQ(out->n_slices, 1);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_DW);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], 40 * 9 * 4);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_X], 2 * 17 * 17 * 40 * 2);
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.grid[0], 2u);  /* ceil(40 / 32) */
  EXPECT_EQ(l.grid[1], 2u);  /* images */
  EXPECT_EQ(l.grid[2], 5u);  /* ceil(17 / 4) */
  EXPECT_EQ(l.block[0], 128u);
  EXPECT_EQ(l.n_kernargs, 26); /* the problem's geometry last, passed to a baked kernel too */
  EXPECT_EQ(l.kernargs[18].value, 3); /* filter_h */
  EXPECT_EQ(l.kernargs[2].buffer, IRG_BUF_DW);
  EXPECT_EQ(l.kernargs[5].value, 40 * 9 * 4); /* ws_bytes = dW bytes */
}

TEST_F(TwinPlan, TwoStepFoldsSlabsWithAReduceLaunch) {
  r = twin_test::depthwise("gfx1201", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.ws_replicas = 4;
  ASSERT_EQ(plan_of(2, 17, 17, 40, IRG_DTYPE_BF16), IRG_STATUS_OK) << why.text;
  ASSERT_EQ(out->n_launches, 2);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_WS);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_WS], 4 * 40 * 9 * 4);
  const irg_launch_t& fold = out->launches[1];
  EXPECT_EQ(fold.request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(fold.request.spec.reduce.out_dtype, IRG_DTYPE_BF16);
  EXPECT_EQ(fold.slice, -1);
  EXPECT_EQ(fold.grid[0], 2u); /* ceil(360 / 256) */
  EXPECT_EQ(fold.kernargs[4].value, 360);
}

TEST_F(TwinPlan, SlicesABatchPastTwoGigabytes) {
  /* one image = 256*256*1024*2 = 128 MiB: 15 images per window */
  ASSERT_EQ(plan_of(40, 256, 256, 1024, IRG_DTYPE_F32), IRG_STATUS_OK) << why.text;
  EXPECT_EQ(out->n_slices, 3);
  EXPECT_EQ(out->launches[2].kernargs[6].value, 10); /* n of the last slice */
  EXPECT_EQ(out->launches[1].kernargs[0].value, 15LL * 256 * 256 * 1024 * 2);
}

TEST_F(TwinPlan, ALoweredWindowSlicesATinyBatch) {
  /* one image = 9*9*40*2 = 6480 bytes; a 13,000-byte window holds 2: a batch of 5 is 2 + 2 + 1 */
  irg_problem_t p = problem_of(r, 5, 9, 9, 40, IRG_DTYPE_F32);
  p.slice_bytes = 13000;
  ASSERT_EQ(plan(r, p, out.get(), &why), IRG_STATUS_OK) << why.text;
  EXPECT_EQ(out->n_slices, 3);
  EXPECT_EQ(out->launches[1].kernargs[1].value, 2LL * 6480); /* x of the second slice */
  EXPECT_EQ(out->launches[2].kernargs[6].value, 1);          /* n of the last */
  p.slice_bytes = 6479;                                       /* below one image */
  EXPECT_EQ(plan(r, p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "plan_slice_bytes");
  p.slice_bytes = 0; /* the kernels' own window: one slice */
  ASSERT_EQ(plan(r, p, out.get(), &why), IRG_STATUS_OK) << why.text;
  EXPECT_EQ(out->n_slices, 1);
}

TEST_F(TwinPlan, RefusesBadProblemsInOrder) {
  irg_problem_t p = problem_of(r, 0, 17, 17, 40, IRG_DTYPE_F32);
  p.cpg = 2;
  EXPECT_EQ(plan(r, p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.text, "plan: problem field n must be positive (got 0)");
  p.n = 1;
  plan(r, p, out.get(), &why);
  EXPECT_STREQ(why.text, "plan: problem field cpg must equal the spec's 1 (got 2)");
  p.cpg = 1;
  p.dw_dtype = 7;
  plan(r, p, out.get(), &why);
  EXPECT_STREQ(why.id, "plan_dw_dtype");
  p = problem_of(r, 1, 1 << 20, 1 << 20, 8, IRG_DTYPE_F32);
  plan(r, p, out.get(), &why);
  EXPECT_STREQ(why.id, "plan_image_too_large");
  irg_request_t reduce = twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM22, d);
  EXPECT_EQ(plan(reduce, problem_of(r, 1, 8, 8, 8, IRG_DTYPE_F32), out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "plan_family");
  EXPECT_EQ(out->n_launches, 0);
}

}  // namespace
