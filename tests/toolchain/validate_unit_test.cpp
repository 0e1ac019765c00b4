// tests/toolchain/validate_unit_test.cpp — the toolchain lane's budget rules and reports,
// without a toolchain.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "irgate/abi.h"
#include "toolchain/lds_estimate.h"
#include "toolchain/validate.h"
#include "toolchain/validate_report.h"

namespace irgate::toolchain {
namespace {

metadata::KernelResources clean() {
  metadata::KernelResources k;
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
  metadata::KernelResources k = clean();
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

TEST(Budget, MeasuredLdsOverTheEnginesEstimateFails) {
  metadata::KernelResources k = clean();
  k.group_segment_fixed_size = 14352;
  EXPECT_TRUE(budget_violations(k, 327680, 14352).empty());
  EXPECT_TRUE(budget_violations(k, 327680, -1).empty());  // no estimate, no comparison
  auto v = budget_violations(k, 327680, 14336);
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0], "LDS 14352 bytes measured over the engine's estimate 14336");
}

TEST(LdsEstimate, SumsEveryLdsByteArrayTheModuleDeclares) {
  EXPECT_EQ(declared_lds_bytes("define void @k() {\n  ret void\n}\n"), 0);
  EXPECT_EQ(declared_lds_bytes("@lds.k = internal unnamed_addr addrspace(3) global [14336 x i8] undef, align 16\n"),
            14336);
  EXPECT_EQ(declared_lds_bytes("@a = internal addrspace(3) global [16 x i8] undef\n"
                               "@b = internal addrspace(3) global [48 x i8] undef\n"),
            64);
  // Global memory is not LDS.
  EXPECT_EQ(declared_lds_bytes("@g = addrspace(1) global [16 x i8] zeroinitializer\n"), 0);
}

TEST(LdsEstimate, AnLdsGlobalThatIsNotAByteArrayCannotBeRead) {
  EXPECT_EQ(declared_lds_bytes("@a = internal addrspace(3) global [16 x i32] undef\n"), -1);
  EXPECT_EQ(declared_lds_bytes("@a = internal addrspace(3) global float undef\n"), -1);
}

TEST(Report, MarkdownAndJsonCarryResourcesAndFailures) {
  ValidateOutcome ok{232, IRG_FLAVOR_LLVM22, "gfx1100", "direct_depthwise_wgrad", "ok", "", {clean()}};
  ValidateOutcome bad{233, IRG_FLAVOR_LLVM16, "gfx90a", "direct_depthwise_wgrad", "compile", "LLVM ERROR: a | b", {}};
  std::string md = validate_markdown({ok, bad});
  EXPECT_NE(md.find("| 232 | llvm22 | gfx1100 | k | 40 | ? | 0 | 20 | 0 | 0 | 0 | 65536 | ? | not run | ok |"), std::string::npos) << md;
  EXPECT_NE(md.find("**FAIL** compile: LLVM ERROR: a \\| b"), std::string::npos) << md;
  auto j = validate_json({ok, bad});
  EXPECT_EQ(j["validated"], 2);
  EXPECT_EQ(j["failed"], 1);
  EXPECT_EQ(j["results"][0]["kernels"][0]["group_segment_fixed_size"], 65536);
  EXPECT_EQ(j["results"][1]["stage"], "compile");
}

}  // namespace
}  // namespace irgate::toolchain
