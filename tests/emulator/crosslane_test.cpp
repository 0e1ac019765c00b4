// tests/emulator/crosslane_test.cpp — mbcnt, ds_bpermute, ballot.i64, global and LDS atomicrmw,
// and the remaining checks: undef reads, a barrier reached by part of a wave, runaway loops.
#include <gtest/gtest.h>

#include "tests/emulator/harness.h"

namespace irgate::emu {
namespace {

// out[0] = number of lanes (global atomicrmw add); out[1] = same through an LDS atomic after a
// barrier; per lane t: out[4 + 3t] = mbcnt(-1) (its lane id), out[5 + 3t] = bpermute of tid from
// lane (id + 1) mod W, out[6 + 3t] = low word of ballot.i64(lane id odd).
constexpr const char* kCrossLane = R"(
target triple = "amdgcn-amd-amdhsa"
@lds.x = internal addrspace(3) global [4 x i8] undef, align 4
define amdgpu_kernel void @xlane(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %init, label %go
init:
  store i32 0, ptr addrspace(3) @lds.x, align 4
  br label %go
go:
  call void @llvm.amdgcn.s.barrier()
  %old = atomicrmw add ptr addrspace(1) %out, i32 1 monotonic
  %lold = atomicrmw add ptr addrspace(3) @lds.x, i32 1 monotonic
  call void @llvm.amdgcn.s.barrier()
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %next = add i32 %lane, 1
  %addr = shl i32 %next, 2
  %perm = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %tid)
  %odd = and i32 %lane, 1
  %isodd = icmp ne i32 %odd, 0
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 %isodd)
  %bal32 = trunc i64 %bal to i32
  %base = mul i32 %tid, 3
  %i0 = add i32 %base, 4
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i0
  store i32 %lane, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 1
  store i32 %perm, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i32 2
  store i32 %bal32, ptr addrspace(1) %p2, align 4
  br i1 %first, label %tail, label %done
tail:
  %cnt = load i32, ptr addrspace(3) @lds.x, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %cnt, ptr addrspace(1) %p3, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
)";

void check_crosslane(const char* arch, uint32_t W) {
  const uint32_t items = 2 * W;
  GlobalMemory mem;
  uint64_t out = mem.allocate("out", (4 + 3 * items) * 4);
  mem.fill_zero(out, (4 + 3 * items) * 4);
  Report r = test::run_ok(kCrossLane, arch, {1, 1, 1}, {items, 1, 1}, {out}, mem);
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  auto got = test::read_back<uint32_t>(mem, out, 4 + 3 * items);
  EXPECT_EQ(got[0], items);
  EXPECT_EQ(got[1], items);
  for (uint32_t t = 0; t < items; ++t) {
    const uint32_t lane = t % W, wave_base = t - lane;
    EXPECT_EQ(got[4 + 3 * t], lane) << t;
    EXPECT_EQ(got[5 + 3 * t], wave_base + (lane + 1) % W) << t;
    EXPECT_EQ(got[6 + 3 * t], 0xAAAAAAAAu) << t;
  }
}

TEST(CrossLane, Wave32) { check_crosslane("gfx1201", 32); }
TEST(CrossLane, Wave64) { check_crosslane("gfx942", 64); }

TEST(CrossLane, UndefOperandIsAnUninitialisedRead) {
  const char* ll = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %v = add i32 undef, 1
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
)";
  GlobalMemory mem;
  uint64_t out = mem.allocate("out", 4);
  Report r = test::run_ok(ll, "gfx1100", {1, 1, 1}, {1, 1, 1}, {out}, mem);
  EXPECT_GE(r.count(FindingKind::Uninitialized), 1u) << test::findings_text(r);
}

TEST(CrossLane, BarrierInDivergentCodeIsReported) {
  const char* ll = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 5
  br i1 %c, label %then, label %end
then:
  call void @llvm.amdgcn.s.barrier()
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
)";
  GlobalMemory mem;
  Report r = test::run_ok(ll, "gfx1100", {1, 1, 1}, {32, 1, 1}, {}, mem);
  EXPECT_GE(r.count(FindingKind::DivergentBarrier), 1u) << test::findings_text(r);
}

TEST(CrossLane, RunawayLoopHitsTheInstructionLimit) {
  const char* ll = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
entry:
  br label %loop
loop:
  br label %loop
}
)";
  GlobalMemory mem;
  ExecOptions opt;
  opt.max_wave_instructions = 10000;
  Report r = test::run_ok(ll, "gfx1100", {1, 1, 1}, {32, 1, 1}, {}, mem, opt);
  EXPECT_TRUE(r.faulted);
  EXPECT_GE(r.count(FindingKind::Limit), 1u);
}

TEST(CrossLane, LdsOverTheArchLimitIsRefused) {
  const char* ll = R"(
target triple = "amdgcn-amd-amdhsa"
@lds.big = internal addrspace(3) global [65540 x i8] undef, align 16
define amdgpu_kernel void @k() {
  %p = getelementptr inbounds i8, ptr addrspace(3) @lds.big, i32 0
  store i8 0, ptr addrspace(3) %p, align 1
  ret void
}
)";
  auto p = translate_kernel(ll);
  ASSERT_TRUE(p) << p.error().message;
  GlobalMemory mem;
  LaunchConfig cfg;
  cfg.block[0] = 32;
  EXPECT_FALSE(launch(*p, *arch_info("gfx1100"), mem, cfg, {}));  // 64 KiB limit
  EXPECT_TRUE(launch(*p, *arch_info("gfx1250"), mem, cfg, {}));   // 320 KiB
}

}  // namespace
}  // namespace irgate::emu
