// tests/emulator/test_kernels.h — hand-written .ll kernels that exercise (and deliberately
// break) what the emulator models, in the three flavors' buffer dialects.
//
// Used by tests/emulator/*_test.cpp and bench/emulator/. Each broken variant differs from its
// correct twin in one named way (missing barrier, dropped tail guard, wrong tap offset).
//
//   auto p = irgate::emu::translate_kernel(irgate::emu::test::kScaleLlvm22);
#pragma once

namespace irgate::emu::test {

// out[i] = 2 * in[i] for i < count; lanes past the tail use the 0x7FFFFFFF "invalid" voffset
// (a load there reads 0 and the store is dropped). llvm22 dialect (make.buffer.rsrc.p8.p1).
inline constexpr const char* kScaleLlvm22 = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @scale(ptr addrspace(1) noalias readonly align 4 %in, ptr addrspace(1) noalias writeonly align 4 %out, i32 %bytes, i32 %count) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %nb = zext i32 %bytes to i64
  %rin = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 %nb, i32 822165504)
  %rout = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 %nb, i32 822165504)
  %inb = icmp ult i32 %i, %count
  %off = shl i32 %i, 2
  %voff = select i1 %inb, i32 %off, i32 2147483647
  %v = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rin, i32 %voff, i32 0, i32 0)
  %r = fmul float %v, 2.0
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %r, ptr addrspace(8) %rout, i32 %voff, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)
)";

// The same kernel in the llvm19 dialect (make.buffer.rsrc.p1 with an i32 num_records).
inline constexpr const char* kScaleLlvm19 = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @scale(ptr addrspace(1) noalias readonly align 4 %in, ptr addrspace(1) noalias writeonly align 4 %out, i32 %bytes, i32 %count) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %rin = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %in, i16 0, i32 %bytes, i32 822165504)
  %rout = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %out, i16 0, i32 %bytes, i32 822165504)
  %inb = icmp ult i32 %i, %count
  %off = shl i32 %i, 2
  %voff = select i1 %inb, i32 %off, i32 2147483647
  %v = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rin, i32 %voff, i32 0, i32 0)
  %r = fmul float %v, 2.0
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %r, ptr addrspace(8) %rout, i32 %voff, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1), i16, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)
)";

// llvm16 dialect: the <4 x i32> V# built by hand from ptrtoint (dword1 = base[47:32]).
inline constexpr const char* kScaleLlvm16 = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @scale(ptr addrspace(1) noalias readonly align 4 %in, ptr addrspace(1) noalias writeonly align 4 %out, i32 %bytes, i32 %count) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %pin = ptrtoint ptr addrspace(1) %in to i64
  %pin.lo = trunc i64 %pin to i32
  %pin.hi64 = lshr i64 %pin, 32
  %pin.hi32 = trunc i64 %pin.hi64 to i32
  %pin.hi = and i32 %pin.hi32, 65535
  %rin.0 = insertelement <4 x i32> undef, i32 %pin.lo, i32 0
  %rin.1 = insertelement <4 x i32> %rin.0, i32 %pin.hi, i32 1
  %rin.2 = insertelement <4 x i32> %rin.1, i32 %bytes, i32 2
  %rin = insertelement <4 x i32> %rin.2, i32 822165504, i32 3
  %pout = ptrtoint ptr addrspace(1) %out to i64
  %pout.lo = trunc i64 %pout to i32
  %pout.hi64 = lshr i64 %pout, 32
  %pout.hi32 = trunc i64 %pout.hi64 to i32
  %pout.hi = and i32 %pout.hi32, 65535
  %rout.0 = insertelement <4 x i32> undef, i32 %pout.lo, i32 0
  %rout.1 = insertelement <4 x i32> %rout.0, i32 %pout.hi, i32 1
  %rout.2 = insertelement <4 x i32> %rout.1, i32 %bytes, i32 2
  %rout = insertelement <4 x i32> %rout.2, i32 822165504, i32 3
  %inb = icmp ult i32 %i, %count
  %off = shl i32 %i, 2
  %voff = select i1 %inb, i32 %off, i32 2147483647
  %v = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rin, i32 %voff, i32 0, i32 0)
  %r = fmul float %v, 2.0
  call void @llvm.amdgcn.raw.buffer.store.f32(float %r, <4 x i32> %rout, i32 %voff, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)
)";

// Per-lane loop trip counts (tid & 7) and an if/else on tid parity, then a ballot and a
// readfirstlane that are only right if the wave reconverged after both.
// out[tid] = odd ? 1000 + sum(i*i, i < tid&7) : -sum(...); out[64 + tid] = ballot(odd);
// out[128 + tid] = readfirstlane(v).
inline constexpr const char* kDivergence = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @diverge(ptr addrspace(1) %out, i32 %bytes) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %n = and i32 %tid, 7
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br label %loop.head
loop.head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop.body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop.body ]
  %cont = icmp ult i32 %i, %n
  br i1 %cont, label %loop.body, label %after
loop.body:
  %sq = mul i32 %i, %i
  %acc.next = add i32 %acc, %sq
  %i.next = add i32 %i, 1
  br label %loop.head
after:
  br i1 %isodd, label %then, label %else
then:
  %t = add i32 %acc, 1000
  br label %join
else:
  %e = sub i32 0, %acc
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %e, %else ]
  %ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %isodd)
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %nb = zext i32 %bytes to i64
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 %nb, i32 822165504)
  %o0 = shl i32 %tid, 2
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %v, ptr addrspace(8) %r, i32 %o0, i32 0, i32 0)
  %o1 = add i32 %o0, 256
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %ballot, ptr addrspace(8) %r, i32 %o1, i32 0, i32 0)
  %o2 = add i32 %o0, 512
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %first, ptr addrspace(8) %r, i32 %o2, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32)
)";

// Two waves exchange values through LDS: every lane writes lds[tid], then (after the barrier)
// reads lds[(tid + wave_size) mod items] — a value another wave wrote. out[tid] = that value.
// kLdsExchangeNoBarrier is the same kernel with the barrier (and its fences) removed.
#define IRGATE_LDS_EXCHANGE(NAME, SYNC)                                                            \
  "target triple = \"amdgcn-amd-amdhsa\"\n"                                                     \
  "@lds." NAME " = internal addrspace(3) global [512 x i8] undef, align 16\n"                   \
  "define amdgpu_kernel void @" NAME "(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %bytes, i32 %items, i32 %shift) {\n" \
  "entry:\n"                                                                                    \
  "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"                                            \
  "  %nb = zext i32 %bytes to i64\n"                                                            \
  "  %rin = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 %nb, i32 0)\n" \
  "  %rout = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 %nb, i32 0)\n" \
  "  %off = shl i32 %tid, 2\n"                                                                  \
  "  %v = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rin, i32 %off, i32 0, i32 0)\n" \
  "  %p = getelementptr inbounds i8, ptr addrspace(3) @lds." NAME ", i32 %off\n"               \
  "  store float %v, ptr addrspace(3) %p, align 4\n"                                            \
  SYNC                                                                                          \
  "  %j0 = add i32 %tid, %shift\n"                                                              \
  "  %j = urem i32 %j0, %items\n"                                                               \
  "  %joff = shl i32 %j, 2\n"                                                                   \
  "  %q = getelementptr inbounds i8, ptr addrspace(3) @lds." NAME ", i32 %joff\n"              \
  "  %w = load float, ptr addrspace(3) %q, align 4\n"                                           \
  "  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %w, ptr addrspace(8) %rout, i32 %off, i32 0, i32 0)\n" \
  "  ret void\n"                                                                                \
  "}\n"                                                                                         \
  "declare i32 @llvm.amdgcn.workitem.id.x()\n"                                                  \
  "declare void @llvm.amdgcn.s.barrier()\n"                                                     \
  "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n" \
  "declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)\n"       \
  "declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)\n"

inline constexpr const char* kLdsExchange = IRGATE_LDS_EXCHANGE(
    "exchange", "  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n"
                "  fence syncscope(\"workgroup\") acquire\n");
inline constexpr const char* kLdsExchangeNoBarrier = IRGATE_LDS_EXCHANGE("exchange_nobarrier", "");
#undef IRGATE_LDS_EXCHANGE

// Reads LDS that nothing wrote.
inline constexpr const char* kUninitialisedLds = R"(
target triple = "amdgcn-amd-amdhsa"
@lds.uninit = internal addrspace(3) global [256 x i8] undef, align 16
define amdgpu_kernel void @uninit(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 2
  %p = getelementptr inbounds i8, ptr addrspace(3) @lds.uninit, i32 %off
  %v = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %off
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
)";

// ws[tid % 4] += x[tid] with a buffer atomic, tail-guarded by a branch (the correct form: an
// atomic must not see the 0x7FFFFFFF sentinel on gfx1250). %cpol is the cache-policy operand.
#define IRGATE_ATOMIC_SUM(NAME, GUARDED)                                                          \
  "target triple = \"amdgcn-amd-amdhsa\"\n"                                                     \
  "define amdgpu_kernel void @" NAME "(ptr addrspace(1) %x, ptr addrspace(1) %ws, i32 %x_bytes, i32 %ws_bytes, i32 %count) {\n" \
  "entry:\n"                                                                                    \
  "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"                                            \
  "  %xb = zext i32 %x_bytes to i64\n"                                                          \
  "  %wb = zext i32 %ws_bytes to i64\n"                                                         \
  "  %rx = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %xb, i32 0)\n" \
  "  %rw = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %wb, i32 0)\n" \
  "  %inb = icmp ult i32 %tid, %count\n"                                                        \
  "  %xo = shl i32 %tid, 2\n"                                                                   \
  "  %xv = select i1 %inb, i32 %xo, i32 2147483647\n"                                           \
  "  %v = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx, i32 %xv, i32 0, i32 0)\n" \
  "  %slot = and i32 %tid, 3\n"                                                                 \
  "  %so = shl i32 %slot, 2\n"                                                                  \
  "  %wo = select i1 %inb, i32 %so, i32 2147483647\n"                                           \
  GUARDED                                                                                       \
  "  ret void\n"                                                                                \
  "}\n"                                                                                         \
  "declare i32 @llvm.amdgcn.workitem.id.x()\n"                                                  \
  "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n" \
  "declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)\n"       \
  "declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)\n"

inline constexpr const char* kAtomicSumGuarded = IRGATE_ATOMIC_SUM(
    "atomic_sum", "  br i1 %inb, label %do, label %done\n"
                  "do:\n"
                  "  %old = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v, ptr addrspace(8) %rw, i32 %wo, i32 0, i32 0)\n"
                  "  br label %done\n"
                  "done:\n");
// Broken: the tail guard around the atomic was dropped (the sentinel offset reaches it).
inline constexpr const char* kAtomicSumUnguarded = IRGATE_ATOMIC_SUM(
    "atomic_sum_unguarded",
    "  %old = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v, ptr addrspace(8) %rw, i32 %wo, i32 0, i32 0)\n");
#undef IRGATE_ATOMIC_SUM

}  // namespace irgate::emu::test
