// tests/toolchain/lds_limit_test.cpp — re-measures arches.def lds_bytes with llc-22: a kernel
// using exactly the limit compiles (and its metadata reports it), one byte more fails with
// "local memory (N) exceeds limit (L)".
#include <gtest/gtest.h>

#include "arch_domain/catalog.h"
#include "irgate/abi.h"
#include "metadata/kernel_resources.h"
#include "toolchain/steps.h"
#include "toolchain/tempdir.h"

namespace irgate::toolchain {
namespace {

std::string lds_kernel(long bytes) {
  std::string n = std::to_string(bytes);
  return "target triple = \"amdgcn-amd-amdhsa\"\n\n@lds = internal addrspace(3) global [" + n +
         " x i8] undef, align 16\n\ndefine amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %i) {\nentry:\n"
         "  %p = getelementptr [" + n + " x i8], ptr addrspace(3) @lds, i32 0, i32 %i\n"
         "  store volatile i8 1, ptr addrspace(3) %p\n  %v = load volatile i8, ptr addrspace(3) %p\n"
         "  store i8 %v, ptr addrspace(1) %out\n  ret void\n}\n";
}

class LdsLimit : public ::testing::TestWithParam<const char*> {};

TEST_P(LdsLimit, Llc22EnforcesArchesDefLdsBytes) {
  auto tc = find_toolchain(IRG_FLAVOR_LLVM22);
  if (!tc) GTEST_SKIP() << tc.error().message;
  std::string arch = GetParam();
  long limit = arch_domain::catalog::arch_lds_bytes(arch_domain::catalog::arch_from_name(arch));
  auto dir = TempDir::create("irgate-lds");
  ASSERT_TRUE(dir);

  ASSERT_TRUE(write_scratch(dir->path() / "at.ll", lds_kernel(limit)));
  auto at = compile(*tc, dir->path(), "at.ll", arch, "at.o");
  ASSERT_TRUE(at);
  ASSERT_TRUE(at->exited_ok()) << at->err;
  auto linked = link(*tc, dir->path(), "at.o", "at.hsaco");
  ASSERT_TRUE(linked && linked->exited_ok()) << (linked ? linked->err : linked.error().message);
  auto notes = read_notes(*tc, dir->path(), "at.hsaco");
  ASSERT_TRUE(notes && notes->exited_ok());
  auto ks = metadata::parse_kernel_resources(notes->out);
  ASSERT_EQ(ks.size(), 1u);
  EXPECT_EQ(ks[0].group_segment_fixed_size, limit);
  EXPECT_TRUE(ks[0].complete());

  ASSERT_TRUE(write_scratch(dir->path() / "over.ll", lds_kernel(limit + 1)));
  auto over = compile(*tc, dir->path(), "over.ll", arch, "over.o");
  ASSERT_TRUE(over);
  EXPECT_FALSE(over->exited_ok());
  std::string want = "local memory (" + std::to_string(limit + 1) + ") exceeds limit (" + std::to_string(limit) + ")";
  EXPECT_NE(over->err.find(want), std::string::npos) << over->err;
}

INSTANTIATE_TEST_SUITE_P(Arches, LdsLimit, ::testing::Values("gfx1100", "gfx950", "gfx1250"));

}  // namespace
}  // namespace irgate::toolchain
