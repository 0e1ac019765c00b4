// tests/emulator/wmma_test.cpp — each WMMA lane layout against a plain scalar matrix multiply,
// run through real .ll kernels (gfx1250's fp32 16x16x4 included); a wrong lane mapping must
// produce a wrong D; ds_load_tr16.
#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <set>

#include "machine/float_bits.h"
#include "machine/wmma.h"
#include "tests/emulator/harness.h"
#include "tests/emulator/wmma_kernel.h"

namespace irgate::emu {
namespace {

// The mapping a test feeds the kernel with (the right one, or a deliberately wrong one).
using KOf = int (*)(int lane, int slot);

struct WmmaCase {
  WmmaKind kind;
  int depth;
  std::vector<float> a, b, c;  // row-major M x K, K x N, M x N (values exact in fp16)
  // An A/B element as the fragment holds it: fp16 bits, or the fp32 shape's float bits.
  uint32_t bits(float x) const { return wmma_f32_inputs(kind) ? std::bit_cast<uint32_t>(x) : f32_to_f16(x); }
  explicit WmmaCase(WmmaKind k, unsigned seed) : kind(k), depth(wmma_depth(k)) {
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> v(-8, 8);
    a.resize(size_t(16 * depth));
    b.resize(size_t(depth * 16));
    c.resize(256);
    for (float& x : a) x = float(v(rng)) * 0.25f;
    for (float& x : b) x = float(v(rng)) * 0.5f;
    for (float& x : c) x = float(v(rng));
  }
  // Plain scalar model: D[m][n] = C[m][n] + sum_k A[m][k] * B[k][n].
  std::vector<float> expected() const {
    std::vector<float> d(256);
    for (int m = 0; m < 16; ++m)
      for (int n = 0; n < 16; ++n) {
        float s = c[size_t(m * 16 + n)];
        for (int k = 0; k < depth; ++k) s += a[size_t(m * depth + k)] * b[size_t(k * 16 + n)];
        d[size_t(m * 16 + n)] = s;
      }
    return d;
  }
  // Runs the kernel with fragments laid out by `k_of` / `row_of` and returns D as M x N.
  std::vector<float> run(KOf k_of, int (*row_of)(int, int), Report* report = nullptr, KOf k_of_b = nullptr) const {
    if (!k_of_b) k_of_b = k_of;
    const int slots = wmma_ab_slots(kind);
    test::WmmaFragments f(kind);
    for (int lane = 0; lane < 32; ++lane) {
      for (int s = 0; s < slots; ++s) {
        f.a[size_t(lane * slots + s)] = bits(a[size_t((lane % 16) * depth + k_of(lane, s))]);
        f.b[size_t(lane * slots + s)] = bits(b[size_t(k_of_b(lane, s) * 16 + lane % 16)]);
      }
      for (int s = 0; s < 8; ++s) f.c[size_t(lane * 8 + s)] = c[size_t(row_of(lane, s) * 16 + lane % 16)];
    }
    Report r;
    auto fd = test::run_wmma_kernel({kind}, f, r);
    if (report) *report = r;
    std::vector<float> d(256);
    for (int lane = 0; lane < 32; ++lane)
      for (int s = 0; s < 8; ++s) d[size_t(row_of(lane, s) * 16 + lane % 16)] = fd[size_t(lane * 8 + s)];
    return d;
  }
};

int k11(int l, int s) { return wmma_k(WmmaKind::Gfx11, l, s); }
int k12(int l, int s) { return wmma_k(WmmaKind::Gfx12, l, s); }
int k1250(int l, int s) { return wmma_k(WmmaKind::Gfx1250, l, s); }
int k1250f32(int l, int s) { return wmma_k(WmmaKind::Gfx1250F32, l, s); }
int row11(int l, int s) { return wmma_d_row(WmmaKind::Gfx11, l, s); }
int row12(int l, int s) { return wmma_d_row(WmmaKind::Gfx12, l, s); }
// Deliberately wrong maps: gfx1250's A read as if K were contiguous per lane half (B right: a
// K permutation applied to both operands alike would not change the product); gfx12 read with
// the gfx11 output rows.
int k1250_contiguous(int l, int s) { return 16 * (l / 16) + s; }
// The fp32 shape read as if the lane halves held the even and odd K (K = 2·slot + lane/16)
// instead of K 0..1 and 2..3.
int k1250f32_interleaved(int l, int s) { return 2 * s + l / 16; }

TEST(Wmma, EveryElementHasExactlyOneHome) {
  for (WmmaKind kind : {WmmaKind::Gfx11, WmmaKind::Gfx12, WmmaKind::Gfx1250, WmmaKind::Gfx1250F32}) {
    std::set<std::pair<int, int>> ab, d;
    int lanes = kind == WmmaKind::Gfx11 ? 16 : 32;  // gfx11 lanes 16..31 duplicate 0..15
    for (int l = 0; l < lanes; ++l)
      for (int s = 0; s < wmma_ab_slots(kind); ++s) EXPECT_TRUE(ab.insert({l % 16, wmma_k(kind, l, s)}).second);
    for (int l = 0; l < 32; ++l)
      for (int s = 0; s < 8; ++s) EXPECT_TRUE(d.insert({wmma_d_row(kind, l, s), l % 16}).second);
    EXPECT_EQ(ab.size(), size_t(16 * wmma_depth(kind)));
    EXPECT_EQ(d.size(), 256u);
  }
}

TEST(Wmma, Gfx11MatchesScalarModel) {
  WmmaCase t(WmmaKind::Gfx11, 1);
  EXPECT_EQ(t.run(k11, row11), t.expected());
}
TEST(Wmma, Gfx12MatchesScalarModel) {
  WmmaCase t(WmmaKind::Gfx12, 2);
  EXPECT_EQ(t.run(k12, row12), t.expected());
}
TEST(Wmma, Gfx1250MatchesScalarModel) {
  WmmaCase t(WmmaKind::Gfx1250, 3);
  EXPECT_EQ(t.run(k1250, row12), t.expected());
}

// rocJITsu's wmma_input_loc(16, 4, i, k, 32): A[i][k] in lane 16·(k/2) + i, register k % 2.
TEST(Wmma, Gfx1250F32MatchesScalarModel) {
  for (int l = 0; l < 32; ++l)
    for (int k = 0; k < 4; ++k)
      if (l / 16 == k / 2) {
        EXPECT_EQ(k1250f32(l, k % 2), k) << "lane " << l;
      }
  WmmaCase t(WmmaKind::Gfx1250F32, 7);
  EXPECT_EQ(t.run(k1250f32, row12), t.expected());
}

TEST(Wmma, WrongLaneMappingIsCaught) {
  WmmaCase t12(WmmaKind::Gfx12, 4);
  EXPECT_NE(t12.run(k12, row11), t12.expected());  // gfx11 output rows on gfx12
  WmmaCase t1250(WmmaKind::Gfx1250, 5);
  EXPECT_NE(t1250.run(k1250_contiguous, row12, nullptr, k1250), t1250.expected());
  WmmaCase t1250f32(WmmaKind::Gfx1250F32, 8);
  EXPECT_NE(t1250f32.run(k1250f32_interleaved, row12, nullptr, k1250f32), t1250f32.expected());
  EXPECT_NE(t1250f32.run(k1250f32, row11), t1250f32.expected());  // gfx11 output rows
  // gfx11 with gfx12's K split: lanes 16..31 no longer duplicate lanes 0..15 -> a fault.
  WmmaCase t11(WmmaKind::Gfx11, 6);
  Report r;
  auto k_half = [](int l, int s) { return (8 * (l / 16) + s) % 16; };
  (void)t11.run(k_half, row11, &r);
  EXPECT_GE(r.count(FindingKind::Fault), 1u) << test::findings_text(r);
}

TEST(Wmma, DsLoadTr16TransposesEightByEightBlocks) {
  // LDS holds a 16 x 16 f16 tile T[row][col] = row*16 + col + 1; lane L points at row
  // (L/16)*8 + L%8, columns ((L/8)%2)*8 .. +7 (four 8x8 quadrants). After the transposed load,
  // lane L holds T[rowbase + 0..7][colbase + L%8].
  const char* ll = R"(
target triple = "amdgcn-amd-amdhsa"
@lds.tr = internal addrspace(3) global [512 x i8] undef, align 16
define amdgpu_kernel void @tr(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %o16 = shl i32 %tid, 4
  %src = getelementptr inbounds i8, ptr addrspace(1) %in, i32 %o16
  %row = load <8 x half>, ptr addrspace(1) %src, align 16
  %dst = getelementptr inbounds i8, ptr addrspace(3) @lds.tr, i32 %o16
  store <8 x half> %row, ptr addrspace(3) %dst, align 16
  call void @llvm.amdgcn.s.barrier()
  %quad = lshr i32 %tid, 3
  %half = and i32 %quad, 1
  %top = lshr i32 %tid, 4
  %r8 = and i32 %tid, 7
  %rb = shl i32 %top, 3
  %r = add i32 %rb, %r8
  %rbytes = shl i32 %r, 5
  %cbytes = shl i32 %half, 4
  %a = add i32 %rbytes, %cbytes
  %p = getelementptr inbounds i8, ptr addrspace(3) @lds.tr, i32 %a
  %v = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %p)
  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %o16
  store <8 x half> %v, ptr addrspace(1) %q, align 16
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
)";
  GlobalMemory mem;
  uint64_t in = mem.allocate("in", 512), out = mem.allocate("out", 512);
  std::vector<uint16_t> tile(256);
  for (int i = 0; i < 256; ++i) tile[size_t(i)] = f32_to_f16(float(i + 1));
  mem.write(in, tile.data(), 512);
  Report r = test::run_ok(ll, "gfx1250", {1, 1, 1}, {32, 1, 1}, {in, out}, mem);
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  auto got = test::read_back<uint16_t>(mem, out, 256);
  for (int lane = 0; lane < 32; ++lane) {
    int rowbase = (lane / 16) * 8, colbase = ((lane / 8) % 2) * 8;
    for (int i = 0; i < 8; ++i)
      EXPECT_EQ(f16_to_f32(got[size_t(lane * 8 + i)]), float((rowbase + i) * 16 + colbase + lane % 8 + 1))
          << "lane " << lane << " slot " << i;
  }
  // The demo's stated first lane: {1, 17, 33, 49, 65, 81, 97, 113}.
  EXPECT_EQ(f16_to_f32(got[1]), 17.0f);
  EXPECT_EQ(f16_to_f32(got[7]), 113.0f);
}

}  // namespace
}  // namespace irgate::emu
