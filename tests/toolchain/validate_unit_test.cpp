// tests/toolchain/validate_unit_test.cpp — the toolchain lane's budget rules and reports,
// without a toolchain.
#include <gtest/gtest.h>

#include "irgate/abi.h"
#include "toolchain/validate.h"
#include "toolchain/validate_report.h"

namespace irgate::toolchain {
namespace {

KernelResources clean() {
  KernelResources k;
  k.name = "k";
  k.vgpr_count = 40;
  k.sgpr_count = 20;
  k.vgpr_spill_count = k.sgpr_spill_count = 0;
  k.private_segment_fixed_size = 0;
  k.group_segment_fixed_size = 65536;
  return k;
}

TEST(Budget, CleanKernelAtTheLdsLimitPasses) { EXPECT_TRUE(budget_violations(clean(), 65536).empty()); }

TEST(Budget, SpillsScratchAndLdsOverTheLimitEachFail) {
  KernelResources k = clean();
  k.vgpr_spill_count = 3;
  k.sgpr_spill_count = 1;
  k.private_segment_fixed_size = 260;
  k.group_segment_fixed_size = 65537;
  auto v = budget_violations(k, 65536);
  ASSERT_EQ(v.size(), 4u);
  EXPECT_EQ(v[0], "3 VGPR spills");
  EXPECT_EQ(v[1], "1 SGPR spills");
  EXPECT_EQ(v[2], "260 bytes of scratch per lane");
  EXPECT_EQ(v[3], "LDS 65537 bytes over the arch limit 65536");
}

TEST(Report, MarkdownAndJsonCarryResourcesAndFailures) {
  ValidateOutcome ok{232, IRG_FLAVOR_LLVM22, "gfx1100", "direct_depthwise_wgrad", "ok", "", {clean()}};
  ValidateOutcome bad{233, IRG_FLAVOR_LLVM16, "gfx90a", "direct_depthwise_wgrad", "compile", "LLVM ERROR: a | b", {}};
  std::string md = validate_markdown({ok, bad});
  EXPECT_NE(md.find("| 232 | llvm22 | gfx1100 | k | 40 | 0 | 20 | 0 | 0 | 0 | 65536 | ok |"), std::string::npos) << md;
  EXPECT_NE(md.find("**FAIL** compile: LLVM ERROR: a \\| b"), std::string::npos) << md;
  auto j = validate_json({ok, bad});
  EXPECT_EQ(j["validated"], 2);
  EXPECT_EQ(j["failed"], 1);
  EXPECT_EQ(j["results"][0]["kernels"][0]["group_segment_fixed_size"], 65536);
  EXPECT_EQ(j["results"][1]["stage"], "compile");
}

}  // namespace
}  // namespace irgate::toolchain
