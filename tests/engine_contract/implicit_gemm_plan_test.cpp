// tests/engine_contract/implicit_gemm_plan_test.cpp — implicit_gemm_wgrad launch plans, in both
// engines (docs/kernels/implicit_gemm_wgrad.md, Launch plan, and §Launch plans): the split-K grid,
// channels and dilation as the problem's, the check order (dilation >= 1 before the channels), the
// batch slices that add into one zeroed buffer, the other families' plan_dilation, and a
// run-time-geometry spec planned with the problem's geometry inside the plan_geometry bounds.
//
// The expected numbers are worked out by hand from the docs' formulas, in the comments beside them.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "tests/support_lib/both_engines.h"

namespace irgate::testing {
namespace {

class ImplicitGemmPlans : public BothEnginesTest {
 protected:
  // A problem of the spec's geometry: n images of h x w, g groups of cpg -> kpg channels.
  irg_problem_t problem(const irg_request_t& req, int64_t n, int64_t h, int64_t w, int64_t g, int64_t cpg,
                        int64_t kpg, int dw_dtype) {
    const irg_implicit_gemm_wgrad_spec_t& s = req.spec.implicit_gemm;
    irg_problem_t p{};
    p.n = n, p.hi = h, p.wi = w, p.groups = g, p.cpg = cpg, p.kpg = kpg;
    p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
    p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = dw_dtype;
    p.dilation_h = s.dilation_h, p.dilation_w = s.dilation_w;
    return p;
  }
  int plan(const irg_request_t& req, const irg_problem_t& p) { return engine()->plan(&req, &p, out_.get(), &why_); }
  std::unique_ptr<irg_plan_t> out_ = std::make_unique<irg_plan_t>();
  irg_refusal_t why_{};
};

int64_t ig_kernarg(const irg_launch_t& l, int index) { return l.kernargs[index].value; }

// Kernarg positions (families/implicit_gemm_wgrad.def).
constexpr int kN = 6, kHo = 9, kWo = 10, kGroups = 11, kDyStrideW = 14, kXStrideW = 17, kKpg = 18, kCpg = 19;
constexpr int kFilterH = 20;  // then filter_w, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w

// gfx1250 hands a wave its workgroup IDs y and z in 16 bits each (arches.def grid_yz_groups):
// the batch slices are cut so no launch's grid.y passes 65536. Config 260 has KB 128, so a 64 x 64
// image (3x3 s1 p1: 4096 positions) takes 32 workgroups along y and a slice at most 2048 images.
TEST_P(ImplicitGemmPlans, SlicesKeepEveryGridWithinTheWorkgroupIds) {
  irg_request_t req = request_for(260, IRG_FLAVOR_LLVM22);
  ASSERT_EQ(plan(req, problem(req, 5000, 64, 64, 1, 8, 8, IRG_DTYPE_F32)), IRG_STATUS_OK) << why_.text;
  ASSERT_EQ(out_->n_slices, 3);  // 2048 + 2048 + 904 images, though 5000 x 64 KiB fit one 2^31 window
  int64_t images = 0;
  for (int s = 0; s < 3; ++s) {
    const irg_launch_t& l = out_->launches[s];
    EXPECT_EQ(ig_kernarg(l, kN), s < 2 ? 2048 : 904);
    EXPECT_EQ(l.grid[1], s < 2 ? 65536u : 904u * 32u);
    images += ig_kernarg(l, kN);
  }
  EXPECT_EQ(images, 5000);
  ASSERT_EQ(plan(req, problem(req, 2048, 64, 64, 1, 8, 8, IRG_DTYPE_F32)), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(out_->n_slices, 1);  // exactly 65536 workgroups: the whole range, one slice
  // One 4200 x 4200 image alone needs ceil(4200 * 4200 / 128) = 137,813 workgroups along y.
  EXPECT_EQ(plan(req, problem(req, 1, 4200, 4200, 1, 8, 8, IRG_DTYPE_F32)), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_grid_ids");
  const std::string text = why_.text;
  EXPECT_EQ(text.rfind("plan: grid.y of ", 0), 0u) << text;
  EXPECT_TRUE(text.ends_with(" may hold at most the 65536 workgroups gfx1250 has IDs for, even at one image a slice (got 137813)"))
      << text;
}

TEST_P(ImplicitGemmPlans, OneKernelServesRaggedChannelsOnASplitKGrid) {
  irg_request_t req = request_for(260, IRG_FLAVOR_LLVM22);  // 3x3 s1 p1, 2 x 2 waves of 1 tile, k_steps 4
  ASSERT_EQ(plan(req, problem(req, 2, 9, 9, 3, 20, 40, IRG_DTYPE_F32)), IRG_STATUS_OK) << why_.text;
  ASSERT_EQ(out_->n_launches, 1);
  EXPECT_EQ(out_->zeroed, 1u << IRG_BUF_DW);
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_DW], 3 * 40 * 9 * 20 * 4);  // G·kpg·taps·cpg fp32
  const irg_launch_t& l = out_->launches[0];
  EXPECT_EQ(l.n_kernargs, 28);
  EXPECT_EQ(l.kernargs[2].buffer, IRG_BUF_DW);
  EXPECT_EQ(l.grid[0], 54u);  // G 3 · nkt ceil(40/32) = 2 · taps 9 · nct ceil(20/32) = 1
  EXPECT_EQ(l.grid[1], 2u);   // ceil(n 2 · Ho 9 · Wo 9 / KB 128)
  EXPECT_EQ(l.grid[2], 1u);
  EXPECT_EQ(l.block[0], 128u);
  EXPECT_EQ(ig_kernarg(l, kHo), 9);
  EXPECT_EQ(ig_kernarg(l, kWo), 9);
  EXPECT_EQ(ig_kernarg(l, kGroups), 3);
  EXPECT_EQ(ig_kernarg(l, kDyStrideW), 120);  // K = G·kpg
  EXPECT_EQ(ig_kernarg(l, kXStrideW), 60);    // C = G·cpg
  EXPECT_EQ(ig_kernarg(l, kKpg), 40);
  EXPECT_EQ(ig_kernarg(l, kCpg), 20);
}

TEST_P(ImplicitGemmPlans, TheOutputExtentUsesTheDilatedFilterAndTheDilationMustMatch) {
  irg_request_t req = request_for(264, IRG_FLAVOR_LLVM22);  // 3x3 s1, dilation 2, pad 2
  irg_problem_t p = problem(req, 1, 10, 12, 1, 16, 16, IRG_DTYPE_F32);
  ASSERT_EQ(plan(req, p), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(ig_kernarg(out_->launches[0], kHo), 10);  // floor((10 + 4 - 2·2 - 1) / 1) + 1
  EXPECT_EQ(ig_kernarg(out_->launches[0], kWo), 12);
  p.dilation_h = 1;
  EXPECT_EQ(plan(req, p), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.text, "plan: problem field dilation_h must equal the spec's 2 (got 1)");
  p.dilation_h = 2, p.dilation_w = 3;
  EXPECT_EQ(plan(req, p), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.text, "plan: problem field dilation_w must equal the spec's 2 (got 3)");
}

TEST_P(ImplicitGemmPlans, ChecksRunInTheDocumentedOrder) {
  irg_request_t req = request_for(260, IRG_FLAVOR_LLVM22);
  irg_problem_t p = problem(req, 2, 9, 9, 1, 0, 0, IRG_DTYPE_F32);
  p.dilation_h = 0;
  p.filter_h = 5;
  // Each step repairs the field the previous refusal named; the next check then speaks.
  struct Step {
    const char* refusal;
    void (*repair)(irg_problem_t&);
  };
  const Step steps[] = {
      // dilation >= 1 comes right after n, hi, wi, groups: before the channels.
      {"plan: problem field dilation_h must be positive (got 0)", [](irg_problem_t& q) { q.dilation_h = 1; }},
      // Then the channels (cpg, then kpg, >= 1), before the filter.
      {"plan: problem field cpg must be positive (got 0)", [](irg_problem_t& q) { q.cpg = 7; }},
      {"plan: problem field kpg must be positive (got 0)", [](irg_problem_t& q) { q.kpg = 1; }},
      {"plan: problem field filter_h must equal the spec's 3 (got 5)", [](irg_problem_t& q) { q.filter_h = 3; }},
  };
  for (const Step& step : steps) {
    EXPECT_EQ(plan(req, p), IRG_STATUS_REFUSED) << step.refusal;
    EXPECT_STREQ(why_.text, step.refusal);
    step.repair(p);
  }
  EXPECT_EQ(plan(req, p), IRG_STATUS_OK) << why_.text;  // any channel count: 7 -> 1
}

TEST_P(ImplicitGemmPlans, BatchSlicesAddIntoTheSlabsTheReduceFoldsOnce) {
  irg_request_t req = request_for(263, IRG_FLAVOR_LLVM22);  // bf16 3x3 s2 p1, two slabs
  // One X image: 1024 x 1024 x 512 channels x 2 B = 1 GiB (dY 512 x 512 x 512 x 2 B), one a slice.
  ASSERT_EQ(plan(req, problem(req, 5, 1024, 1024, 1, 512, 512, IRG_DTYPE_BF16)), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(out_->n_slices, 5);
  ASSERT_EQ(out_->n_launches, 6);
  EXPECT_EQ(out_->zeroed, 1u << IRG_BUF_WS);  // zeroed once; every slice adds into it
  const int64_t x_image = int64_t{1024} * 1024 * 512 * 2, dy_image = int64_t{512} * 512 * 512 * 2;
  for (int s = 0; s < 5; ++s) {
    const irg_launch_t& l = out_->launches[s];
    EXPECT_EQ(l.slice, s);
    EXPECT_EQ(l.kernargs[0].value, s * dy_image);
    EXPECT_EQ(l.kernargs[1].value, s * x_image);
    EXPECT_EQ(l.kernargs[2].buffer, IRG_BUF_WS);
    EXPECT_EQ(ig_kernarg(l, kN), 1);
    EXPECT_EQ(l.grid[1], 2048u);  // ceil(1 · 512 · 512 / 128): the slice splits its own positions
  }
  EXPECT_EQ(out_->launches[5].request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(out_->launches[5].slice, -1);
}

TEST_P(ImplicitGemmPlans, OtherFamiliesRefuseADilationPrintingBoth) {
  irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);  // a depthwise kernel
  const irg_depthwise_wgrad_spec_t& s = req.spec.depthwise;
  irg_problem_t p{};
  p.n = 1, p.hi = 8, p.wi = 8, p.groups = 3, p.cpg = 1, p.kpg = 1;
  p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
  p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = IRG_DTYPE_F32;
  p.dilation_h = 1, p.dilation_w = 2;
  EXPECT_EQ(plan(req, p), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_dilation");
  EXPECT_STREQ(why_.text,
               "plan: direct_depthwise_wgrad kernels have no dilation: dilation_h and dilation_w must be 1 (got 1x2)");
}

// Config 285 reads its geometry at run time: the plan takes the problem's (Ho, Wo, taps, the
// eight kernargs), whatever it is, within the bounds.
TEST_P(ImplicitGemmPlans, ARunTimeGeometryKernelIsPlannedWithTheProblemsGeometry) {
  irg_request_t req = request_for(285, IRG_FLAVOR_LLVM22);  // 2 x 2 waves of 1 tile (BM = BN = 32), k_steps 4
  irg_problem_t p = problem(req, 2, 9, 10, 3, 20, 40, IRG_DTYPE_F32);
  p.filter_h = 3, p.filter_w = 2, p.stride_h = 2, p.stride_w = 1, p.pad_h = 1, p.pad_w = 1;
  p.dilation_h = 1, p.dilation_w = 2;
  ASSERT_EQ(plan(req, p), IRG_STATUS_OK) << why_.text;
  ASSERT_EQ(out_->n_launches, 1);
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_DW], 3 * 40 * 6 * 20 * 4);  // G·kpg·taps 3·2·cpg fp32
  const irg_launch_t& l = out_->launches[0];
  ASSERT_EQ(l.n_kernargs, 28);
  EXPECT_EQ(ig_kernarg(l, kHo), 5);   // floor((9 + 2 - 1·2 - 1) / 2) + 1
  EXPECT_EQ(ig_kernarg(l, kWo), 10);  // floor((10 + 2 - 2·1 - 1) / 1) + 1
  EXPECT_EQ(l.grid[0], 36u);          // G 3 · nkt 2 · taps 6 · nct 1
  EXPECT_EQ(l.grid[1], 1u);           // ceil(2 · 5 · 10 / 128)
  const int64_t geometry[] = {3, 2, 2, 1, 1, 1, 1, 2};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(ig_kernarg(l, kFilterH + i), geometry[i]) << "geometry kernarg " << i;
  // A 1-D layer (H = 1) of a 1 x 10 filter at stride 5: the same kernel.
  p.hi = 1, p.wi = 250, p.filter_h = 1, p.filter_w = 10, p.stride_h = 1, p.stride_w = 5;
  p.pad_h = p.pad_w = 0, p.dilation_h = p.dilation_w = 1;
  ASSERT_EQ(plan(req, p), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(ig_kernarg(out_->launches[0], kHo), 1);
  EXPECT_EQ(ig_kernarg(out_->launches[0], kWo), 49);  // floor((250 - 10) / 5) + 1
  EXPECT_EQ(out_->launches[0].grid[0], 60u);          // 3 · 2 · taps 10 · 1
}

// A run-time geometry has lower bounds only; its one upper limit is the padded extent in i32.
TEST_P(ImplicitGemmPlans, ARunTimeGeometryIsCheckedAgainstItsBoundsInTheDocumentedOrder) {
  irg_request_t req = request_for(285, IRG_FLAVOR_LLVM22);
  irg_problem_t p = problem(req, 1, 40, 40, 1, 8, 8, IRG_DTYPE_F32);
  p.filter_h = 0, p.filter_w = 0, p.stride_h = 0, p.stride_w = 0;
  p.dilation_h = 1, p.dilation_w = 1, p.pad_h = -1, p.pad_w = -1;
  struct Step {
    const char* id;
    const char* refusal;
    void (*repair)(irg_problem_t&);
  };
  const Step steps[] = {
      {"plan_geometry", "plan: problem field filter_h must be at least 1, the geometry a run-time-geometry kernel serves (got 0)",
       [](irg_problem_t& q) { q.filter_h = 40; }},
      {"plan_geometry", "plan: problem field filter_w must be at least 1, the geometry a run-time-geometry kernel serves (got 0)",
       [](irg_problem_t& q) { q.filter_w = 1; }},
      {"plan_geometry", "plan: problem field stride_h must be at least 1, the geometry a run-time-geometry kernel serves (got 0)",
       [](irg_problem_t& q) { q.stride_h = 100; }},
      {"plan_geometry", "plan: problem field stride_w must be at least 1, the geometry a run-time-geometry kernel serves (got 0)",
       [](irg_problem_t& q) { q.stride_w = 1; }},
      {"plan_geometry", "plan: problem field pad_h must be at least 0, the geometry a run-time-geometry kernel serves (got -1)",
       [](irg_problem_t& q) { q.pad_h = 1073741804; }},
      {"plan_geometry", "plan: problem field pad_w must be at least 0, the geometry a run-time-geometry kernel serves (got -1)",
       [](irg_problem_t& q) { q.pad_w = 1073741804; }},
      // 40 + 2 * 1073741804 = 2^31: one past the i32 positions, h first.
      {"plan_padded_extent", "plan: the padded input extent hi + 2 * pad_h = 2147483648 passes the kernels' i32 positions (at most 2147483647)",
       [](irg_problem_t& q) { q.pad_h = 50; }},
      {"plan_padded_extent", "plan: the padded input extent wi + 2 * pad_w = 2147483648 passes the kernels' i32 positions (at most 2147483647)",
       [](irg_problem_t& q) { q.pad_w = 0; }},
  };
  for (const Step& step : steps) {
    EXPECT_EQ(plan(req, p), IRG_STATUS_REFUSED) << step.refusal;
    EXPECT_STREQ(why_.id, step.id);
    EXPECT_STREQ(why_.text, step.refusal);
    step.repair(p);
  }
  // A 40 x 1 filter at stride 100 x 1 with 50 rows of padding above and below: far past the old
  // bounds (16, 16, the dilated filter's 39), one launch.
  ASSERT_EQ(plan(req, p), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(ig_kernarg(out_->launches[0], kHo), 2);  // floor((40 + 100 - 39 - 1) / 100) + 1
  EXPECT_EQ(ig_kernarg(out_->launches[0], kWo), 40);
  EXPECT_EQ(ig_kernarg(out_->launches[0], kFilterH + 4), 50);  // pad_h, past the dilated filter
}

// Padding past the dilated filter, as PyTorch accepts it: a 1 x 1 filter with a one-pixel border
// (the output's border sees only padding and adds zero).
TEST_P(ImplicitGemmPlans, PaddingPastTheFilterIsPlanned) {
  irg_request_t req = request_for(285, IRG_FLAVOR_LLVM22);
  irg_problem_t p = problem(req, 8, 14, 14, 1, 16, 32, IRG_DTYPE_F32);
  p.filter_h = p.filter_w = 1, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1;
  p.dilation_h = p.dilation_w = 1;
  ASSERT_EQ(plan(req, p), IRG_STATUS_OK) << why_.text;
  const irg_launch_t& l = out_->launches[0];
  EXPECT_EQ(ig_kernarg(l, kHo), 16);  // 14 + 2 - 0 - 1 + 1
  EXPECT_EQ(ig_kernarg(l, kWo), 16);
  EXPECT_EQ(l.grid[0], 1u);   // nkt ceil(32/32) · taps 1 · nct ceil(16/32)
  EXPECT_EQ(l.grid[1], 16u);  // ceil(8 · 16 · 16 / 128)
}

IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(ImplicitGemmPlans);

}  // namespace
}  // namespace irgate::testing
