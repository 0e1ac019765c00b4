// tests/toolchain/validate_real_test.cpp — validate_one with the real llvm22 toolchain: a clean
// kernel passes with its resources read from the metadata, scratch use and an unknown intrinsic
// (undefined symbol at link) fail at the right step.
#include <gtest/gtest.h>

#include "irgate/abi.h"
#include "toolchain/validate.h"

namespace irgate::toolchain {
namespace {

const char* kHead = "target triple = \"amdgcn-amd-amdhsa\"\n\n";

ValidateOutcome run(const std::string& body, const std::string& arch = "gfx1100") {
  auto tc = find_toolchain(IRG_FLAVOR_LLVM22);
  if (!tc) return ValidateOutcome{0, 0, arch, "", "toolchain", tc.error().message, {}};
  const isa::Auditor auditor;
  return validate_one(*tc, auditor, ValidateItem{1, IRG_FLAVOR_LLVM22, arch, "test", kHead + body, 65536});
}

class ValidateReal : public ::testing::Test {
 protected:
  void SetUp() override {
    if (auto tc = find_toolchain(IRG_FLAVOR_LLVM22); !tc) GTEST_SKIP() << tc.error().message;
  }
};

TEST_F(ValidateReal, CleanKernelPassesWithResources) {
  auto o = run(
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "define amdgpu_kernel void @clean(ptr addrspace(1) %out) {\n"
      "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
      "  store i32 %t, ptr addrspace(1) %p\n  ret void\n}\n",
      "gfx942:sramecc+:xnack-");
  ASSERT_TRUE(o.passed()) << o.stage << ": " << o.message;
  ASSERT_EQ(o.kernels.size(), 1u);
  EXPECT_EQ(o.kernels[0].name, "clean");
  EXPECT_EQ(o.audit, "clean");  // the ISA audit ran on the linked code object
  EXPECT_TRUE(o.findings.empty());
  EXPECT_GT(o.kernels[0].vgpr_count, 0);
  EXPECT_EQ(o.kernels[0].wavefront_size, 64);
}

TEST_F(ValidateReal, ScratchFailsTheBudget) {
  auto o = run(
      "define amdgpu_kernel void @scratchy(ptr addrspace(1) %out, i32 %i, i32 %j) {\n"
      "  %buf = alloca [64 x i32], align 4, addrspace(5)\n"
      "  %p = getelementptr [64 x i32], ptr addrspace(5) %buf, i32 0, i32 %i\n"
      "  store volatile i32 7, ptr addrspace(5) %p\n"
      "  %q = getelementptr [64 x i32], ptr addrspace(5) %buf, i32 0, i32 %j\n"
      "  %v = load volatile i32, ptr addrspace(5) %q\n"
      "  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n");
  EXPECT_EQ(o.stage, "budget");
  EXPECT_NE(o.message.find("bytes of scratch per lane"), std::string::npos) << o.message;
}

TEST_F(ValidateReal, UnknownIntrinsicFailsAtLink) {
  auto o = run(
      "declare i32 @llvm.amdgcn.bogus.thing(i32)\n"
      "define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {\n"
      "  %v = call i32 @llvm.amdgcn.bogus.thing(i32 %x)\n"
      "  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n");
  EXPECT_EQ(o.stage, "link");
  EXPECT_NE(o.message.find("undefined symbol: llvm.amdgcn.bogus.thing"), std::string::npos) << o.message;
}

TEST_F(ValidateReal, VerifierRejectionFailsAtVerify) {
  auto o = run(
      "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1), i16, i32, i32)\n"
      "define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n"
      "  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %out, i16 0, i32 0, i32 0)\n"
      "  ret void\n}\n");
  EXPECT_EQ(o.stage, "verify");
}

}  // namespace
}  // namespace irgate::toolchain
