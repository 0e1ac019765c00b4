// emulator/wmma.h — WMMA lane layouts per arch and the product they compute.
//
// Used by exec_wmma.cpp (executing the intrinsics), tests/emulator/wmma_test.cpp (each layout
// checked against a plain scalar matrix multiply) and wmma_random_test.cpp (the executor bit for
// bit against a per-lane model on random operands). All shapes are M = N = 16, wave32;
// A is M x K, B is K x N, C/D are M x N fp32. A lane's A fragment is row (lane % 16); its B
// fragment is column (lane % 16); `wmma_k` says which K a (lane, slot) holds and `wmma_d_row`
// which row a C/D slot holds (the column is lane % 16).
//
// Sources (written from these, not from irgate's builders):
//   gfx11  v_wmma_f32_16x16x16_f16: AMD RDNA3 ISA guide §7.9 "Wave Matrix Multiply Accumulate"
//          and GPUOpen "How to accelerate AI applications on RDNA 3 using WMMA": A/B hold K =
//          slot 0..15, duplicated in lanes 16..31 (the hardware requires both halves equal);
//          D slot i holds row 2i + lane/16. Same map as docs/kernels.md §direct_wgrad (the WMMA lane maps).
//   gfx12  v_wmma_f32_16x16x16_f16 (RDNA4 ISA guide §7.9): 8 K per lane, lanes 16..31 hold
//          K 8..15: K = 8*(lane/16) + slot; D slot i holds row 8*(lane/16) + i.
//          (engine.md §4 records the anchor marked this map a HYPOTHESIS: no hardware here.)
//   gfx1250 v_wmma_f32_16x16x32_f16 (CDNA5/gfx1250 ISA, 16-bit A matrix 16x32): 16 K per
//          lane in two blocks of 8: K = 16*(slot/8) + 8*(lane/16) + slot%8; D as gfx12.
//          Also a hypothesis until a gfx1250 runs the hip-labelled test.
//
//   int k = wmma_k(WmmaKind::Gfx1250, /*lane=*/17, /*slot=*/9);   // 16 + 8 + 1 = 25
#pragma once

#include <cstdint>

namespace irgate::emu {

enum class WmmaKind { Gfx11, Gfx12, Gfx1250 };

constexpr int wmma_depth(WmmaKind k) { return k == WmmaKind::Gfx1250 ? 32 : 16; }
constexpr int wmma_ab_slots(WmmaKind k) { return k == WmmaKind::Gfx12 ? 8 : 16; }

constexpr int wmma_k(WmmaKind kind, int lane, int slot) {
  switch (kind) {
    case WmmaKind::Gfx11: return slot;
    case WmmaKind::Gfx12: return 8 * (lane / 16) + slot;
    case WmmaKind::Gfx1250: return 16 * (slot / 8) + 8 * (lane / 16) + slot % 8;
  }
  return 0;
}

constexpr int wmma_d_row(WmmaKind kind, int lane, int slot) {
  return kind == WmmaKind::Gfx11 ? 2 * slot + lane / 16 : 8 * (lane / 16) + slot;
}

// Every layout reads the lane only as lane % 16 (A row, B column, C/D column) and lane / 16 (the
// half of the wave): slot s of lanes 16h .. 16h+15 is one K of A and B, one row of C/D, in lane
// order. exec_wmma.cpp gathers and scatters whole 16-lane runs on the strength of this.
constexpr bool wmma_layout_is_per_half(WmmaKind kind) {
  for (int lane = 0; lane < 32; ++lane) {
    const int first = 16 * (lane / 16);
    for (int s = 0; s < wmma_ab_slots(kind); ++s)
      if (wmma_k(kind, lane, s) != wmma_k(kind, first, s)) return false;
    for (int s = 0; s < 8; ++s)
      if (wmma_d_row(kind, lane, s) != wmma_d_row(kind, first, s)) return false;
  }
  return true;
}
static_assert(wmma_layout_is_per_half(WmmaKind::Gfx11) && wmma_layout_is_per_half(WmmaKind::Gfx12) &&
              wmma_layout_is_per_half(WmmaKind::Gfx1250));

// D = A * B + C on whole matrices, A and B both K-major (at[k*16 + m], b[k*16 + n]: one K of a
// fragment is a contiguous run), C and D row-major (c/d[m*16 + n]). Products of 16-bit floats
// are exact in fp32; the K products are summed in fp32 in K order from +0, then C is added.
// (The hardware's internal summation order is not documented; the numerics tolerance covers
// the difference.)
void wmma_product(int depth, const float* at, const float* b, const float* c, float* d);

// ds_load_tr16_b128 (gfx1250): within each group of 8 lanes, lane j supplies the address of 8
// consecutive 16-bit elements (row j of an 8x8 block); lane i of the group receives element i
// of each of the 8 rows, in row order (an 8x8 transpose). Source: the behaviour a public
// gfx1250 HIP demo (ds_load_tr16_b128 on a 16x16 f16 LDS tile) states, matching the LLVM
// intrinsic's purpose; not measured on hardware.
constexpr int tr16_source_lane(int lane, int slot) { return (lane / 8) * 8 + slot; }
constexpr int tr16_source_element(int lane) { return lane % 8; }

}  // namespace irgate::emu
