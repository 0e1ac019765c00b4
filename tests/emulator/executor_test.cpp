// tests/emulator/executor_test.cpp — buffer dialects of all three flavors, tail sentinel,
// divergence and reconvergence, per-arch wave size.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <iterator>

#include "tests/emulator/harness.h"
#include "tests/emulator/test_kernels.h"

namespace irgate::emu {
namespace {

void check_scale(const char* ll, const char* arch) {
  GlobalMemory mem;
  const uint32_t count = 100;
  uint64_t in = mem.allocate("in", count * 4), out = mem.allocate("out", count * 4);
  std::vector<float> x(count);
  for (uint32_t i = 0; i < count; ++i) x[i] = float(i) * 0.5f - 7.0f;
  mem.write(in, x.data(), count * 4);
  mem.fill_zero(out, count * 4);
  // 2 workgroups of 64 lanes: 28 lanes past the tail read 0 and drop their store.
  Report r = test::run_ok(ll, arch, {2, 1, 1}, {64, 1, 1}, {in, out, count * 4, count}, mem);
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  auto got = test::read_back<float>(mem, out, count);
  for (uint32_t i = 0; i < count; ++i) ASSERT_EQ(got[i], 2.0f * x[i]) << "i=" << i << " on " << arch;
  EXPECT_EQ(r.stats.workgroups, 2u);
  EXPECT_GT(r.stats.lane_instructions, 0u);
}

TEST(Executor, ScaleLlvm22Wave32) { check_scale(test::kScaleLlvm22, "gfx1250"); }
TEST(Executor, ScaleLlvm22Wave64) { check_scale(test::kScaleLlvm22, "gfx950"); }
TEST(Executor, ScaleLlvm19) { check_scale(test::kScaleLlvm19, "gfx942"); }
TEST(Executor, ScaleLlvm16HandBuiltDescriptor) { check_scale(test::kScaleLlvm16, "gfx90a"); }
TEST(Executor, ScaleLlvm16OnGfx11) { check_scale(test::kScaleLlvm16, "gfx1100"); }

// Scalar model of kDivergence for one lane.
int32_t diverge_value(uint32_t tid) {
  int32_t acc = 0;
  for (uint32_t i = 0; i < (tid & 7); ++i) acc += int32_t(i * i);
  return (tid & 1) ? acc + 1000 : -acc;
}

void check_divergence(const char* arch, uint32_t wave) {
  GlobalMemory mem;
  uint64_t out = mem.allocate("out", 768);
  mem.fill_zero(out, 768);
  Report r = test::run_ok(test::kDivergence, arch, {1, 1, 1}, {wave, 1, 1}, {out, 768}, mem);
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  auto got = test::read_back<int32_t>(mem, out, 192);
  uint32_t odd_mask = 0;
  for (uint32_t t = 0; t < 32; ++t) odd_mask |= (t & 1u) << t;
  for (uint32_t t = 0; t < wave; ++t) {
    EXPECT_EQ(got[t], diverge_value(t)) << "lane " << t;
    // Converged again: the ballot sees every odd lane of the wave (low 32 bits), and
    // readfirstlane returns lane 0's value.
    EXPECT_EQ(uint32_t(got[64 + t]), odd_mask) << "lane " << t;
    EXPECT_EQ(got[128 + t], diverge_value(0)) << "lane " << t;
  }
}

TEST(Executor, DivergentLoopAndIfReconvergeWave32) { check_divergence("gfx1100", 32); }
TEST(Executor, DivergentLoopAndIfReconvergeWave64) { check_divergence("gfx90a", 64); }

TEST(Executor, ParseErrorIsAnErrorNotACrash) {
  auto p = translate_kernel("define amdgpu_kernel void @k( {");
  ASSERT_FALSE(p);
  EXPECT_NE(p.error().message.find("parse error"), std::string::npos);
}

TEST(Executor, UnknownIntrinsicIsRefusedAtTranslation) {
  auto p = translate_kernel(R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
  call void @llvm.amdgcn.s.sethalt(i32 1)
  ret void
}
declare void @llvm.amdgcn.s.sethalt(i32)
)");
  ASSERT_FALSE(p);
  EXPECT_NE(p.error().message.find("llvm.amdgcn.s.sethalt"), std::string::npos);
}

TEST(Executor, WrongKernargCountIsAnError) {
  auto p = translate_kernel(test::kScaleLlvm22);
  ASSERT_TRUE(p);
  GlobalMemory mem;
  LaunchConfig cfg;
  cfg.kernargs = {1, 2};
  EXPECT_FALSE(launch(*p, *arch_info("gfx1100"), mem, cfg, {}));
}

// A finding names its instruction as LLVM prints it, unnamed values numbered as in the function.
TEST(Executor, SiteTextIsTheInstructionAsLlvmPrintsIt) {
  auto p = translate_kernel(R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a) {
  %1 = add i32 %a, 3
  %2 = mul i32 %1, %a
  store i32 %2, ptr addrspace(1) %out, align 4
  ret void
}
)");
  ASSERT_TRUE(p) << p.error().message;
  std::vector<std::string> want = {"%1 = add i32 %a, 3", "%2 = mul i32 %1, %a",
                                         "store i32 %2, ptr addrspace(1) %out, align 4", "ret void"};
  std::vector<std::string> got;
  for (uint32_t id = 0; id < want.size() + 1; ++id) got.push_back(site_text(*p, id));
  want.push_back("?");  // no such site
  EXPECT_EQ(got, want);
}

// The waves of a launch reuse their registers from workgroup to workgroup; an element an
// insertelement into undef leaves alone must still read as a fresh register file's zero, not as
// what the previous workgroup left there (group 0 writes element 0, group 1 element 1).
TEST(Executor, EveryWorkgroupStartsWithZeroedRegisters) {
  constexpr const char* kInsertIntoUndef = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %v = add i32 %g, 7
  %vec = insertelement <2 x i32> undef, i32 %v, i32 %g
  %o = mul i32 %g, 8
  %p = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %o
  store <2 x i32> %vec, ptr addrspace(1) %p, align 8
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
)";
  GlobalMemory mem;
  const uint64_t out = mem.allocate("out", 16);
  Report r = test::run_ok(kInsertIntoUndef, "gfx1100", {2, 1, 1}, {1, 1, 1}, {out}, mem);
  ASSERT_FALSE(r.faulted) << test::findings_text(r);
  EXPECT_EQ(test::read_back<uint32_t>(mem, out, 4), (std::vector<uint32_t>{7, 0, 0, 8}));
}

// out[i] = fma(in[3i], in[3i+1], in[3i+2]) for i < count (the lanes past it skip the block).
constexpr const char* kFmaLanes = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @fma_lanes(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %count) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 32
  %i = add i32 %base, %tid
  %inb = icmp ult i32 %i, %count
  br i1 %inb, label %body, label %done
body:
  %i64 = zext i32 %i to i64
  %k = mul i64 %i64, 3
  %k1 = add i64 %k, 1
  %k2 = add i64 %k, 2
  %pa = getelementptr float, ptr addrspace(1) %in, i64 %k
  %pb = getelementptr float, ptr addrspace(1) %in, i64 %k1
  %pc = getelementptr float, ptr addrspace(1) %in, i64 %k2
  %a = load float, ptr addrspace(1) %pa, align 4
  %b = load float, ptr addrspace(1) %pb, align 4
  %c = load float, ptr addrspace(1) %pc, align 4
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  %po = getelementptr float, ptr addrspace(1) %out, i64 %i64
  store float %r, ptr addrspace(1) %po, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.fma.f32(float, float, float)
)";

// llvm.fma.f32 rounds once, as std::fma does, on whole waves (the dense loop, in FMA instructions
// where the CPU has them) and on a partial one (lane by lane): products whose separate rounding
// would differ (a tie of (1 + 2^-12)^2), subnormal, infinite and NaN operands, signed zeros.
TEST(Executor, FmaRoundsOnceOnWholeAndPartialWaves) {
  const float tie = 1.0f + 0x1p-12f;
  const float specials[][3] = {{tie, tie, -1.0f},      {-tie, tie, 1.0f},         {0x1p-140f, 0x1p-3f, 0x1p-149f},
                               {0x1p100f, 0x1p100f, -INFINITY}, {INFINITY, 0.0f, 1.0f}, {NAN, 1.0f, 2.0f},
                               {-0.0f, 0.0f, 0.0f},    {-0.0f, 0.0f, -0.0f},      {3.0f, 0x1p-149f, -0x1p-148f}};
  for (const uint32_t count : {64u, 45u}) {  // two whole waves; a whole one and 13 lanes
    GlobalMemory mem;
    uint64_t in = mem.allocate("in", 64 * 12), out = mem.allocate("out", 64 * 4);
    std::vector<float> v(64 * 3);
    uint32_t state = 7;
    for (size_t i = 0; i < v.size(); ++i) {
      state = state * 1664525u + 1013904223u;
      v[i] = i / 3 < std::size(specials) ? specials[i / 3][i % 3] : std::ldexp(float(int(state >> 8) - (1 << 23)), -int(state % 40) - 8);
    }
    mem.write(in, v.data(), v.size() * 4);
    mem.fill_zero(out, 64 * 4);
    Report r = test::run_ok(kFmaLanes, "gfx1100", {2, 1, 1}, {32, 1, 1}, {in, out, count}, mem);
    EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
    auto got = test::read_back<uint32_t>(mem, out, 64);
    for (uint32_t i = 0; i < 64; ++i) {
      const uint32_t want = i < count ? std::bit_cast<uint32_t>(std::fma(v[3 * i], v[3 * i + 1], v[3 * i + 2])) : 0;
      ASSERT_EQ(got[i], want) << "lane " << i << " of count " << count;
    }
  }
}

}  // namespace
}  // namespace irgate::emu
