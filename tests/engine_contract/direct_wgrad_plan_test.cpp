// tests/engine_contract/direct_wgrad_plan_test.cpp — direct_wgrad launch plans, in both engines
// (docs/kernels.md §Launch plans, §Runtime channel counts): the grid and strides of a two-step
// plan and its fold, one kernel serving every channel count its tiles and loads admit, the
// channel counts it cannot run refused by id and text, and a spec that still fixes its channels.
//
// The expected numbers are worked out by hand from the docs' formulas, in the comments beside them.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "tests/support_lib/both_engines.h"

namespace irgate::testing {
namespace {

class DirectWgradPlans : public BothEnginesTest {};

irg_problem_t direct_problem(int64_t groups, int64_t cpg, int64_t kpg) {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 1, p.hi = p.wi = 8, p.groups = groups, p.cpg = cpg, p.kpg = kpg;
  p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

TEST_P(DirectWgradPlans, GridStridesAndTwoStepFold) {
  irg_request_t req = request_for(214, IRG_FLAVOR_LLVM22);  // row_blocks 4, 3 slabs, BK = BC = 16
  irg_problem_t p = direct_problem(2, 16, 16);
  p.n = 3, p.hi = 10, p.wi = 7;
  p.dw_dtype = IRG_DTYPE_BF16;
  const registry::Planned out = planned(req, p);
  ASSERT_TRUE(out.ok()) << out.refusal_text;
  ASSERT_EQ(out.plan->n_launches, 2);
  const irg_launch_t& l = out.plan->launches[0];
  EXPECT_EQ(l.grid[0], 2u);  // G * nkt * nct = 2 * 1 * 1
  EXPECT_EQ(l.grid[1], 4u);  // row_blocks
  EXPECT_EQ(l.grid[2], 3u);  // images
  EXPECT_EQ(l.block[0], 32u);
  EXPECT_EQ(l.kernargs[14].value, 32);           // dy_stride_w = G * kpg
  EXPECT_EQ(l.kernargs[17].value, 32);           // x_stride_w = G * cpg
  EXPECT_EQ(l.kernargs[12].value, 10 * 7 * 32);  // dy_stride_n = Ho * Wo * K
  ASSERT_EQ(l.n_kernargs, 20);
  EXPECT_EQ(l.kernargs[18].value, 16);           // kpg
  EXPECT_EQ(l.kernargs[19].value, 16);           // cpg
  const int64_t count = 32 * 9 * 16;
  EXPECT_EQ(out.plan->buffer_bytes[IRG_BUF_WS], 3 * count * 4);
  EXPECT_EQ(out.plan->zeroed, 1u << IRG_BUF_WS);
  EXPECT_EQ(out.plan->launches[1].kernargs[4].value, count);
}

// One kernel, any channel count its tiles and loads admit: the grid and the kpg/cpg kernargs
// follow the problem.
TEST_P(DirectWgradPlans, OneKernelServesEveryChannelCountAtRunTime) {
  const irg_request_t req = request_for(224, IRG_FLAVOR_LLVM22);  // BK 128 (4 waves x 2 tiles), BC 32
  const int64_t counts[][3] = {{1, 8, 8}, {3, 40, 136}, {1, 1280, 1280}, {2, 320, 24}};
  for (const auto& [g, cpg, kpg] : counts) {
    const registry::Planned out = planned(req, direct_problem(g, cpg, kpg));
    ASSERT_TRUE(out.ok()) << cpg << "/" << kpg << ": " << out.refusal_text;
    const irg_launch_t& l = out.plan->launches[0];
    EXPECT_EQ(l.grid[0], uint32_t(g * ((kpg + 127) / 128) * ((cpg + 31) / 32))) << cpg << "/" << kpg;
    EXPECT_EQ(l.kernargs[18].value, kpg);
    EXPECT_EQ(l.kernargs[19].value, cpg);
    EXPECT_EQ(out.plan->buffer_bytes[IRG_BUF_DW], g * kpg * 9 * cpg * 4);      // fp32 dW
    EXPECT_EQ(out.plan->buffer_bytes[IRG_BUF_WS], 2 * g * kpg * 9 * cpg * 4);  // 2 slabs
    EXPECT_EQ(std::memcmp(&l.request, &req, sizeof req), 0) << "the launch's kernel is the one request";
  }
}

TEST_P(DirectWgradPlans, ChannelCountsTheKernelCannotRunAreRefused) {
  struct Case {
    int config;
    int64_t cpg, kpg;
    const char* id;
    const char* text_end;
  } const cases[] = {
      {208, 12, 16, "plan_problem_granule", "problem field cpg must be a positive multiple of 8, the kernel's 16-byte channel loads (got 12)"},
      {208, 16, 0, "plan_problem_granule", "problem field kpg must be a positive multiple of 8, the kernel's 16-byte channel loads (got 0)"},
      {229, 24, 16, "img_tdm_channels", "(got BK 16, BC 16, kpg 16, cpg 24)"},  // the TDM ring: whole block tiles
      {251, 32, 48, "img_tdm_channels", "(got BK 32, BC 32, kpg 48, cpg 32)"},
  };
  for (const Case& c : cases) {
    irg_request_t req = request_for(c.config, IRG_FLAVOR_LLVM22);
    irg_problem_t p = direct_problem(2, c.cpg, c.kpg);
    p.filter_h = req.spec.direct.filter_h, p.filter_w = req.spec.direct.filter_w;
    p.pad_h = req.spec.direct.pad_h, p.pad_w = req.spec.direct.pad_w;
    const registry::Planned out = planned(req, p);
    ASSERT_EQ(out.status, IRG_STATUS_REFUSED) << c.config;
    EXPECT_EQ(out.refusal_id, c.id) << c.config;
    EXPECT_TRUE(out.refusal_text.ends_with(c.text_end)) << out.refusal_text;
  }
}

TEST_P(DirectWgradPlans, ASpecThatStillFixesItsChannelsIsRefused) {
  irg_request_t req = request_for(208, IRG_FLAVOR_LLVM22);
  req.spec.direct.kpg = 64;  // the old form: channels in the spec
  const Emission em = emit_ll(engine(), req);
  ASSERT_EQ(em.status, IRG_STATUS_REFUSED);
  EXPECT_EQ(em.refusal_id, "img_channels");
  EXPECT_TRUE(em.refusal_text.ends_with("(got cpg 0, kpg 64)")) << em.refusal_text;
}

IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(DirectWgradPlans);

}  // namespace
}  // namespace irgate::testing
