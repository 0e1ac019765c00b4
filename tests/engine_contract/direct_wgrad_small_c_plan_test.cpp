// tests/engine_contract/direct_wgrad_small_c_plan_test.cpp — direct_wgrad_small_c launch plans, in both
// engines (docs/kernels.md §Launch plans): the grid is K tiles x output rows x images, one stem
// kernel serves every output channel count that is a multiple of 8 (C stays the spec's), grouped
// problems are refused, and the plan's checks run in the documented order.
//
// The expected numbers are worked out by hand from the docs' formulas, in the comments beside them.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "tests/support_lib/both_engines.h"

namespace irgate::testing {
namespace {

class SmallCPlans : public BothEnginesTest {};

irg_problem_t stem_problem() {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 2, p.hi = 9, p.wi = 37, p.groups = 1, p.cpg = 3, p.kpg = 32;
  p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 2, p.pad_h = p.pad_w = 0;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

TEST_P(SmallCPlans, GridIsKTilesByOutputRowsByImages) {
  const irg_request_t req = request_for(241, IRG_FLAVOR_LLVM22);  // 3x3 s2 p0, C 3, K 32, 2 waves
  const registry::Planned out = planned(req, stem_problem());    // Ho = 4, Wo = 18
  ASSERT_TRUE(out.ok()) << out.refusal_text;
  ASSERT_EQ(out.plan->n_launches, 1);  // one slab, fp32 dW: adds straight into the zeroed dW
  const irg_launch_t& l = out.plan->launches[0];
  EXPECT_EQ(l.grid[0], 1u);  // ceil(32 / BK 32)
  EXPECT_EQ(l.grid[1], 4u);  // Ho
  EXPECT_EQ(l.grid[2], 2u);  // images
  EXPECT_EQ(l.block[0], 64u);
  EXPECT_EQ(l.kernargs[17].value, 3);            // x_stride_w = C
  EXPECT_EQ(l.kernargs[12].value, 4 * 18 * 32);  // dy_stride_n = Ho * Wo * K
  ASSERT_EQ(l.n_kernargs, 19);
  EXPECT_EQ(l.kernargs[18].value, 32);           // kpg
  EXPECT_EQ(out.plan->buffer_bytes[IRG_BUF_DW], 32 * 27 * 4);
  EXPECT_EQ(out.plan->zeroed, 1u << IRG_BUF_DW);
}

// K is a kernarg: one stem kernel serves every output channel count that is a multiple of 8,
// with ceil(K / BK) blocks along x; C stays the spec's (F = R·S·C shapes the code).
TEST_P(SmallCPlans, OneStemKernelServesEveryOutputChannelCount) {
  const irg_request_t req = request_for(241, IRG_FLAVOR_LLVM22);  // BK 32 (2 waves)
  for (const int64_t kpg : {8, 40, 320, 1280}) {
    irg_problem_t p = stem_problem();
    p.kpg = kpg;
    const registry::Planned out = planned(req, p);
    ASSERT_TRUE(out.ok()) << kpg << ": " << out.refusal_text;
    EXPECT_EQ(out.plan->launches[0].grid[0], uint32_t((kpg + 31) / 32)) << kpg;
    EXPECT_EQ(out.plan->launches[0].kernargs[18].value, kpg);
    EXPECT_EQ(out.plan->buffer_bytes[IRG_BUF_DW], kpg * 27 * 4);
  }
  const std::pair<int64_t, int64_t> bad[] = {{3, 36}, {4, 32}};  // (cpg, kpg): K not a multiple of 8; C not the spec's
  const char* const ends[] = {"problem field kpg must be a positive multiple of 8, the kernel's 16-byte channel loads (got 36)",
                              "problem field cpg must equal the spec's 3 (got 4)"};
  for (size_t i = 0; i < 2; ++i) {
    irg_problem_t p = stem_problem();
    p.cpg = bad[i].first, p.kpg = bad[i].second;
    const registry::Planned out = planned(req, p);
    ASSERT_EQ(out.status, IRG_STATUS_REFUSED) << i;
    EXPECT_TRUE(out.refusal_text.ends_with(ends[i])) << out.refusal_text;
  }
}

TEST_P(SmallCPlans, GroupedProblemsAreRefused) {
  irg_problem_t p = stem_problem();
  p.groups = 2;
  const registry::Planned out = planned(request_for(241, IRG_FLAVOR_LLVM22), p);
  ASSERT_EQ(out.status, IRG_STATUS_REFUSED);
  EXPECT_EQ(out.refusal_id, "plan_problem_mismatch");
  EXPECT_NE(out.refusal_text.find("groups must equal the spec's 1 (got 2)"), std::string::npos) << out.refusal_text;
}

// The documented check order (docs/kernels.md §Launch plans): the validator before the problem;
// n, hi, wi, groups >= 1 first; then, for small_c only, groups == 1; then cpg (the spec's c),
// then kpg a positive multiple of 8, then the tied geometry. Each step fixes the field the last
// refusal named and expects the next check's refusal. (The twin's own test of this order is
// tests/twin_engine/direct_wgrad_small_c_plan_test.cpp; here the same order is asked of both engines.)
TEST_P(SmallCPlans, ChecksRunInTheDocumentedOrder) {
  irg_request_t req = irg_request_default(IRG_FAMILY_SMALL_C, IRG_FLAVOR_LLVM22, "gfx1250");
  req.domain = domain(IRG_FLAVOR_LLVM22);
  const irg_small_c_wgrad_spec_t& s = req.spec.small_c;  // 3x3 s1 p1, C 3
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 1, p.hi = p.wi = 8, p.groups = 2, p.cpg = 4, p.kpg = 32;
  p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
  p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = IRG_DTYPE_F32;
  auto refusal = [&](const char* step) {
    const registry::Planned out = planned(req, p);
    EXPECT_EQ(out.status, IRG_STATUS_REFUSED) << step;
    return out.refusal_id + ": " + out.refusal_text;
  };
  req.spec.small_c.waves = 17;  // the validator runs before the problem
  EXPECT_EQ(refusal("validator").rfind("sc_waves: ", 0), 0u);
  req.spec.small_c.waves = 4;
  p.groups = 0;  // positivity first
  EXPECT_EQ(refusal("groups 0"), "plan_problem_invalid: plan: problem field groups must be positive (got 0)");
  p.groups = 2;  // then groups == 1, before cpg (4, not the spec's 3)
  EXPECT_EQ(refusal("groups 2"), "plan_problem_mismatch: plan: problem field groups must equal the spec's 1 (got 2)");
  p.groups = 1;
  EXPECT_EQ(refusal("cpg 4"), "plan_problem_mismatch: plan: problem field cpg must equal the spec's 3 (got 4)");
  p.cpg = 3, p.kpg = 36;
  const std::string granule = refusal("kpg 36");
  EXPECT_EQ(granule.rfind("plan_problem_granule: ", 0), 0u) << granule;
  EXPECT_TRUE(granule.ends_with("problem field kpg must be a positive multiple of 8, the kernel's 16-byte channel loads (got 36)"))
      << granule;
  p.kpg = 32, p.stride_w = 2;
  EXPECT_EQ(refusal("stride_w 2"), "plan_problem_mismatch: plan: problem field stride_w must equal the spec's 1 (got 2)");
  p.stride_w = 1;
  const registry::Planned out = planned(req, p);
  EXPECT_TRUE(out.ok()) << out.refusal_text;
}

IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(SmallCPlans);

}  // namespace
}  // namespace irgate::testing
