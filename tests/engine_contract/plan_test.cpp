// tests/engine_contract/plan_test.cpp — launch plans, in both engines: zeroed buffers, two-stage
// order, batch slicing past 2^31 bytes of activations, refusals instead of truncated kernargs.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>

#include "tests/support_lib/both_engines.h"

namespace irgate::testing {
namespace {

class Plans : public BothEnginesTest {
 protected:
  // A problem of config `id`'s geometry.
  irg_problem_t problem(const irg_request_t& req, int64_t n, int64_t h, int64_t w, int64_t g, int dw_dtype) {
    const auto& s = req.spec.depthwise;
    irg_problem_t p{};
    p.dilation_h = p.dilation_w = 1;
    p.n = n, p.hi = h, p.wi = w, p.groups = g, p.cpg = 1, p.kpg = 1;
    p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
    p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = dw_dtype;
    return p;
  }
  int plan(const irg_request_t& req, const irg_problem_t& p, irg_plan_t& out, irg_refusal_t& why) {
    return engine()->plan(&req, &p, &out, &why);
  }
  std::unique_ptr<irg_plan_t> out_ = std::make_unique<irg_plan_t>();
  irg_refusal_t why_{};
};

int64_t kernarg(const irg_launch_t& l, int index) { return l.kernargs[index].value; }

TEST_P(Plans, OneStepAddsIntoTheZeroedFp32DeltaW) {
  irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);  // ws_replicas 1
  ASSERT_EQ(plan(req, problem(req, 2, 9, 11, 70, IRG_DTYPE_F32), *out_, why_), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(out_->n_launches, 1);
  EXPECT_EQ(out_->zeroed, 1u << IRG_BUF_DW);
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_WS], 0);
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_DW], 70 * 3 * 3 * 4);
  const irg_launch_t& l = out_->launches[0];
  EXPECT_EQ(l.kernargs[2].buffer, IRG_BUF_DW);  // ws -> dW
  EXPECT_EQ(l.grid[0], 3u);                     // ceil(70 / 32)
  EXPECT_EQ(l.grid[1], 2u);                     // images
  EXPECT_EQ(l.grid[2], 3u);                     // ceil(Ho 9 / 4)
  EXPECT_EQ(l.block[0], 32u);
}

TEST_P(Plans, TwoStageZeroesTheScratchAndReducesLast) {
  irg_request_t req = request_for(233, IRG_FLAVOR_LLVM22);  // ws_replicas 4, 5x5 s2 p2
  ASSERT_EQ(plan(req, problem(req, 3, 17, 17, 40, IRG_DTYPE_F16), *out_, why_), IRG_STATUS_OK) << why_.text;
  ASSERT_EQ(out_->n_launches, 2);
  EXPECT_EQ(out_->zeroed, 1u << IRG_BUF_WS);
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_WS], 4 * 40 * 25 * 4);
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_DW], 40 * 25 * 2);
  EXPECT_EQ(out_->launches[0].request.family, IRG_FAMILY_DEPTHWISE);
  EXPECT_EQ(out_->launches[0].kernargs[2].buffer, IRG_BUF_WS);
  const irg_launch_t& r = out_->launches[1];
  EXPECT_EQ(r.request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(r.request.spec.reduce.ws_replicas, 4);
  EXPECT_EQ(r.request.spec.reduce.out_dtype, IRG_DTYPE_F16);
  EXPECT_EQ(r.slice, -1);
  EXPECT_EQ(kernarg(r, 4), 40 * 25);  // count
  EXPECT_EQ(r.grid[0], 4u);           // ceil(1000 / 256)
}

TEST_P(Plans, ActivationsPast2GiBRunAsBatchSlicesIntoOneBuffer) {
  irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);
  // One image: 1024 x 1024 x 512 channels x 2 B = 1 GiB, so one image per slice.
  irg_problem_t p = problem(req, 5, 1024, 1024, 512, IRG_DTYPE_F32);
  ASSERT_EQ(plan(req, p, *out_, why_), IRG_STATUS_OK) << why_.text;
  const int64_t image = int64_t{1024} * 1024 * 512 * 2;
  EXPECT_EQ(out_->n_slices, 5);
  EXPECT_EQ(out_->n_launches, 5);
  EXPECT_EQ(out_->zeroed, 1u << IRG_BUF_DW);  // zeroed once, every slice adds into it
  for (int s = 0; s < 5; ++s) {
    const irg_launch_t& l = out_->launches[s];
    EXPECT_EQ(l.slice, s);
    EXPECT_EQ(l.kernargs[0].buffer, IRG_BUF_DY);
    EXPECT_EQ(l.kernargs[0].value, s * image);  // dy window
    EXPECT_EQ(l.kernargs[1].value, s * image);  // x window
    EXPECT_EQ(kernarg(l, 6), 1);                // n of the slice
    EXPECT_EQ(kernarg(l, 4), image);            // x_bytes < 2^31
  }
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_X], 5 * image);
}

TEST_P(Plans, SlicesPackAsManyImagesAsFit) {
  irg_request_t req = request_for(233, IRG_FLAVOR_LLVM22);
  irg_problem_t p = problem(req, 10, 512, 512, 1024, IRG_DTYPE_F32);  // 512 MiB per X image
  ASSERT_EQ(plan(req, p, *out_, why_), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(out_->n_slices, 4);  // floor((2^31-1) / 2^29) = 3 images per slice
  EXPECT_EQ(kernarg(out_->launches[3], 6), 1);
  EXPECT_EQ(out_->launches[4].request.family, IRG_FAMILY_REDUCE);  // after every slice
}

// A lowered window (slice_bytes) is the same slicing at a size the emulators run: 3 images of
// 12 x 12 x 40 x 2 = 11,520 bytes fit a 40,000-byte window, so a batch of 7 is 3 + 3 + 1.
TEST_P(Plans, ALoweredSliceWindowSlicesSmallBatchesTheSameWay) {
  irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);
  irg_problem_t p = problem(req, 7, 12, 12, 40, IRG_DTYPE_F16);  // fp16 dW: two stages
  p.slice_bytes = 40000;
  ASSERT_EQ(plan(req, p, *out_, why_), IRG_STATUS_OK) << why_.text;
  const int64_t image = 12 * 12 * 40 * 2;
  ASSERT_EQ(out_->n_slices, 3);
  ASSERT_EQ(out_->n_launches, 4);
  for (int s = 0; s < 3; ++s) {
    EXPECT_EQ(out_->launches[s].slice, s);
    EXPECT_EQ(out_->launches[s].kernargs[1].value, s * 3 * image);  // x window
    EXPECT_EQ(kernarg(out_->launches[s], 6), s < 2 ? 3 : 1);        // n of the slice
  }
  EXPECT_EQ(out_->launches[3].request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(out_->buffer_bytes[IRG_BUF_X], 7 * image);
  p.slice_bytes = image;  // one image per slice, the lowest window
  ASSERT_EQ(plan(req, p, *out_, why_), IRG_STATUS_OK) << why_.text;
  EXPECT_EQ(out_->n_slices, 7);
  for (const int64_t bad : {image - 1, int64_t{-1}, int64_t{1} << 31}) {
    p.slice_bytes = bad;
    EXPECT_EQ(plan(req, p, *out_, why_), IRG_STATUS_REFUSED) << bad;
    EXPECT_STREQ(why_.id, "plan_slice_bytes");
    EXPECT_EQ(std::string(why_.text), "plan: problem field slice_bytes must be 0 (the kernels' 2^31 - 1) or lie in 11520..2147483647 (got " + std::to_string(bad) + ")");
  }
}

TEST_P(Plans, RefusalsInsteadOfCrashes) {
  irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);
  struct Case {
    irg_problem_t p;
    std::string id;
  } cases[] = {
      {problem(req, 1, 40000, 40000, 2, IRG_DTYPE_F32), "plan_image_too_large"},  // 6.4 GB image
      {problem(req, 100000, 256, 256, 64, IRG_DTYPE_F32), "plan_too_many_slices"},
      {problem(req, 1, 8, 8, 3000000000LL, IRG_DTYPE_F32), "plan_image_too_large"},
      {problem(req, 0, 8, 8, 3, IRG_DTYPE_F32), "plan_problem_invalid"},
      {problem(req, 1, 8, 8, 3, 9), "plan_dw_dtype"},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(plan(req, c.p, *out_, why_), IRG_STATUS_REFUSED) << c.id;
    EXPECT_EQ(std::string(why_.id), c.id) << why_.text;
  }
  irg_problem_t wrong = problem(req, 1, 8, 8, 3, IRG_DTYPE_F32);
  wrong.filter_h = 5;
  EXPECT_EQ(plan(req, wrong, *out_, why_), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_problem_mismatch");
  EXPECT_STREQ(why_.text, "plan: problem field filter_h must equal the spec's 3 (got 5)");
}

// The problem's checks in the documented order (docs/kernels.md §Launch plans): positivity, then
// the tied fields against the spec, then dW's dtype, then the sizes. Each step fixes the field
// the last refusal named. (The twin's own test of this order is tests/twin_engine/plan_test.cpp.)
TEST_P(Plans, ProblemChecksRunInTheDocumentedOrder) {
  const irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);
  irg_problem_t p = problem(req, 0, 17, 17, 40, 7);
  p.cpg = 2;
  auto refusal = [&](const char* step) {
    const registry::Planned out = planned(req, p);
    EXPECT_EQ(out.status, IRG_STATUS_REFUSED) << step;
    return out.refusal_id + ": " + out.refusal_text;
  };
  EXPECT_EQ(refusal("n 0"), "plan_problem_invalid: plan: problem field n must be positive (got 0)");
  p.n = 1;
  EXPECT_EQ(refusal("cpg 2"), "plan_problem_mismatch: plan: problem field cpg must equal the spec's 1 (got 2)");
  p.cpg = 1;
  EXPECT_EQ(refusal("dw_dtype 7").rfind("plan_dw_dtype: ", 0), 0u);
  p = problem(req, 1, 1 << 20, 1 << 20, 8, IRG_DTYPE_F32);
  EXPECT_EQ(refusal("a 2^40-pixel image").rfind("plan_image_too_large: ", 0), 0u);
}

TEST_P(Plans, OutputExtentIsAFloorDivisionAndTheRefusalNamesIt) {
  // Wo = floor((Wi + 2·pad − S) / stride) + 1 (docs/kernels.md).
  irg_request_t req = request_for(233, IRG_FLAVOR_LLVM22);  // 5x5, stride 2
  req.spec.depthwise.pad_h = req.spec.depthwise.pad_w = 0;
  struct Case {
    int stride;
    int64_t wi;
    const char* text;  // "" = plans
  } cases[] = {
      {1, 5, ""},                                                   // Wo = 1
      {1, 2, "plan: problem field wo must be positive (got -2)"},   // 2 − 5 + 1
      {2, 5, ""},                                                   // Wo = 1
      {2, 4, "plan: problem field wo must be positive (got 0)"},    // floor(−1/2) + 1; C's '/' says 1
      {2, 2, "plan: problem field wo must be positive (got -1)"},   // floor(−3/2) + 1
  };
  for (const Case& c : cases) {
    req.spec.depthwise.stride_h = req.spec.depthwise.stride_w = c.stride;
    const irg_problem_t p = problem(req, 1, 8, c.wi, 4, IRG_DTYPE_F32);
    const int status = plan(req, p, *out_, why_);
    if (*c.text == 0) {
      EXPECT_EQ(status, IRG_STATUS_OK) << "stride " << c.stride << " wi " << c.wi << ": " << why_.text;
    } else {
      EXPECT_STREQ(why_.text, c.text) << "stride " << c.stride << " wi " << c.wi;
    }
  }
}

TEST_P(Plans, AKernargThatDoesNotFitIsRefusedNotTruncated) {
  irg_request_t req = request_for(236, IRG_FLAVOR_LLVM22);  // ws_replicas 8: scratch = 8 * G * 9 * 4
  irg_problem_t p = problem(req, 1, 3, 3, 8000000, IRG_DTYPE_F32);  // scratch 2.3 GB
  EXPECT_EQ(plan(req, p, *out_, why_), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_kernarg_overflow");
  EXPECT_NE(std::string(why_.text).find("kernarg ws_bytes of irg_dw_wgrad_"), std::string::npos) << why_.text;
}

TEST_P(Plans, AReduceKernelIsNotPlannedAlone) {
  irg_request_t req = request_for(204, IRG_FLAVOR_LLVM22);
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  EXPECT_EQ(plan(req, p, *out_, why_), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why_.id, "plan_family");
}

TEST_P(Plans, ARefusedPlanLeavesNothingBehind) {
  irg_request_t req = request_for(232, IRG_FLAVOR_LLVM22);
  std::memset(out_.get(), 0xA5, sizeof *out_);  // a caller's stale bytes
  EXPECT_EQ(plan(req, problem(req, 0, 8, 8, 3, IRG_DTYPE_F32), *out_, why_), IRG_STATUS_REFUSED);
  const irg_plan_t zero{};
  EXPECT_EQ(std::memcmp(out_.get(), &zero, sizeof zero), 0) << "a refused plan must be all zero";
}

TEST_P(Plans, EveryLaunchHasItsFamilysKernargRowsInOrder) {
  irg_request_t req = request_for(233, IRG_FLAVOR_LLVM22);  // two stages
  ASSERT_EQ(plan(req, problem(req, 3, 17, 17, 40, IRG_DTYPE_F16), *out_, why_), IRG_STATUS_OK) << why_.text;
  for (int i = 0; i < out_->n_launches; ++i) {
    const irg_launch_t& l = out_->launches[i];
    int rows = 0;
#define IRG_KERNARG(Enum, name, kind) rows += l.request.family == IRG_FAMILY_##Enum;
#include "irgate/families.def"
#undef IRG_KERNARG
    EXPECT_EQ(l.n_kernargs, rows) << "launch " << i;
  }
}

IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(Plans);

}  // namespace
}  // namespace irgate::testing
