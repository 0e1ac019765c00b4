// tests/contract/abi_canary_test.cpp — the ABI layout canary, checked at run time too.
//
// abi.h static_asserts these sizes for IRGATE_ABI_VERSION 5; this test states the same pins so a
// change that moves a struct's size must move both the version and these numbers.
#include <gtest/gtest.h>

#include <cstddef>

#include "irgate/abi.h"
#include "irgate/engine_api.h"

namespace {

TEST(AbiCanary, SizesArePinnedToTheVersion) {
  ASSERT_EQ(IRGATE_ABI_VERSION, 5) << "the version moved: re-pin the sizes below and in abi.h";
  EXPECT_EQ(sizeof(irg_direct_wgrad_spec_t), 72u);
  EXPECT_EQ(sizeof(irg_small_c_wgrad_spec_t), 60u);
  EXPECT_EQ(sizeof(irg_depthwise_wgrad_spec_t), 52u);  // tap_rows, tap_cols appended in version 5
  EXPECT_EQ(sizeof(irg_implicit_gemm_wgrad_spec_t), 60u);
  EXPECT_EQ(sizeof(irg_wgrad_reduce_spec_t), 12u);
  EXPECT_EQ(sizeof(irg_problem_t), 96u);
  EXPECT_EQ(sizeof(irg_request_t), 136u);
  EXPECT_EQ(sizeof(irg_launch_t), 680u);
  EXPECT_EQ(sizeof(irg_plan_t), 174136u);
}

TEST(AbiCanary, SpecFieldsKeepTheirOffsets) {
  // Appending is allowed; moving a field is not.
  EXPECT_EQ(offsetof(irg_depthwise_wgrad_spec_t, ws_replicas), 40u);
  EXPECT_EQ(offsetof(irg_depthwise_wgrad_spec_t, tap_rows), 44u);  // appended in version 5
  EXPECT_EQ(offsetof(irg_direct_wgrad_spec_t, ws_replicas), 68u);
  EXPECT_EQ(offsetof(irg_small_c_wgrad_spec_t, uniform_wave), 44u);
  EXPECT_EQ(offsetof(irg_request_t, spec), 52u);
  EXPECT_EQ(offsetof(irg_problem_t, dilation_h), 80u);   // appended in version 2
  EXPECT_EQ(offsetof(irg_problem_t, slice_bytes), 88u);  // appended in version 4
}

TEST(AbiCanary, DefaultsBuildAKnownFamily) {
  irg_request_t r = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1100");
  EXPECT_EQ(r.abi_version, IRGATE_ABI_VERSION);
  EXPECT_EQ(r.spec.depthwise.filter_h, 3);
  EXPECT_STREQ(r.arch, "gfx1100");
}

}  // namespace
