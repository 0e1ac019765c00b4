// machine/wmma.h — WMMA lane layouts per arch and the product they compute.
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
//          D slot i holds row 2i + lane/16 (rocJITsu gfx11_wmma_input_loc agrees; the same map as
//          docs/kernels/direct_wgrad.md, the WMMA lane maps).
//   gfx12  v_wmma_f32_16x16x16_f16 (RDNA4 ISA guide §7.9): 8 K per lane, lanes 16..31 hold
//          K 8..15: K = 8*(lane/16) + slot; D slot i holds row 8*(lane/16) + i (rocJITsu's
//          wave32 gfx12 layout and ck_tile's gfx12 traits agree; not measured here).
//   gfx1250 v_wmma_f32_16x16x32_f16: 16 K per lane in two blocks of 8:
//          K = 16*(slot/8) + 8*(lane/16) + slot%8; D as gfx12. AMD's simulator rocJITsu
//          (ROCm/rocm-systems, shared/mma_exec.h wmma_input_loc / wmma_output_loc_32, which
//          cite the CDNA5 ISA reference guide §7.12.2) and composable_kernel's ck_tile
//          (WmmaTraits<gfx125_t, fp16, fp16, float, 16, 16, 32> on the gfx12 base: 2 lane
//          groups, K0 = 2 blocks of K1 = 8) give this map (docs/gfx1250-sources.md §1). Not
//          measured on hardware here: the hip-labelled test is where a gfx1250 would.
//   gfx1250 v_wmma_f32_16x16x4_f32 (fp32 A and B, 2 VGPRs each): K = 2*(lane/16) + slot, the
//          register index being the slot; D as gfx12. rocJITsu's wmma_input_loc(dim 16, K 4, i,
//          k, 32 bits): two lane groups of 16, two elements a group, A[i][k] in lane
//          16*(k/2) + i, register k%2, B likewise (docs/gfx1250-sources.md §5).
//
//   int k = wmma_k(WmmaKind::Gfx1250, /*lane=*/17, /*slot=*/9);   // 16 + 8 + 1 = 25
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace irgate::emu {

enum class WmmaKind { Gfx11, Gfx12, Gfx1250, Gfx1250F32 };

// How a WMMA adds up its products (wmma_models.def; docs/emulator.md §WMMA arithmetic models).
enum class WmmaModel : uint8_t {
#define EMU_WMMA_MODEL(Name, cli, what) Name,
#include "machine/wmma_models.def"
#undef EMU_WMMA_MODEL
};
inline constexpr WmmaModel kWmmaModels[] = {
#define EMU_WMMA_MODEL(Name, cli, what) WmmaModel::Name,
#include "machine/wmma_models.def"
#undef EMU_WMMA_MODEL
};
const char* wmma_model_name(WmmaModel m);        // "c_last"
const char* wmma_model_description(WmmaModel m);
std::optional<WmmaModel> wmma_model_by_name(std::string_view name);

constexpr int wmma_depth(WmmaKind k) { return k == WmmaKind::Gfx1250 ? 32 : k == WmmaKind::Gfx1250F32 ? 4 : 16; }
constexpr int wmma_ab_slots(WmmaKind k) { return k == WmmaKind::Gfx12 ? 8 : k == WmmaKind::Gfx1250F32 ? 2 : 16; }
// fp32 A and B (the 16x16x4 shape): their products are not exact in fp32, so the models differ
// by more than order there (wmma_models.def).
constexpr bool wmma_f32_inputs(WmmaKind k) { return k == WmmaKind::Gfx1250F32; }

constexpr int wmma_k(WmmaKind kind, int lane, int slot) {
  switch (kind) {
    case WmmaKind::Gfx11: return slot;
    case WmmaKind::Gfx12: return 8 * (lane / 16) + slot;
    case WmmaKind::Gfx1250: return 16 * (slot / 8) + 8 * (lane / 16) + slot % 8;
    case WmmaKind::Gfx1250F32: return 2 * (lane / 16) + slot;
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
              wmma_layout_is_per_half(WmmaKind::Gfx1250) && wmma_layout_is_per_half(WmmaKind::Gfx1250F32));

// D = A * B + C on whole matrices, A and B both K-major (at[k*16 + m], b[k*16 + n]: one K of a
// fragment is a contiguous run), C and D row-major (c/d[m*16 + n]). Products of 16-bit floats
// are exact in fp32. `c_first`: each (m, n) sum starts at C and adds the K products in K order;
// otherwise it sums the products from +0 in K order and adds C last (c_last, ftz16: ftz16 differs
// only in how the operands were converted). The hardware's internal order is not documented:
// these are models, and the numerics tolerance covers every one (docs/emulator.md).
void wmma_product(int depth, const float* at, const float* b, const float* c, float* d, bool c_first);

// The same shapes and layouts, the other sums the models need (wmma_models.def):
// wmma_product_fma: each (m, n) starts at C and takes acc = fma(a, b, acc) over K in order, one
//   rounding a step and none of the product (c_first on fp32 inputs; on 16-bit inputs, whose
//   products are exact, it has wmma_product(..., true)'s bits).
// wmma_product_fused: each (m, n) is C plus its K products summed exactly, rounded once to fp32
//   (machine/exact_sum.h): the fused_dot model.
void wmma_product_fma(int depth, const float* at, const float* b, const float* c, float* d);
void wmma_product_fused(int depth, const float* at, const float* b, const float* c, float* d);

// The compilations of wmma_product: the build's baseline and, on x86 CPUs that have it, AVX2
// (chosen at run time; the same bits). wmma_product_with runs one on purpose (the baseline when
// the one asked for is not available), so a test can compare them.
enum class WmmaProductPath { Baseline, Avx2 };
bool wmma_product_path_available(WmmaProductPath path);
void wmma_product_with(WmmaProductPath path, int depth, const float* at, const float* b, const float* c, float* d,
                       bool c_first);

// ds_load_tr16_b128 (gfx1250): within each group of 8 lanes, lane j supplies the address of 8
// consecutive 16-bit elements (row j of an 8x8 block); lane i of the group receives element i
// of each of the 8 rows, in row order (an 8x8 transpose). Sources: the ROCm blog "A Deep Dive
// into LDS Optimizations on AMD Instinct MI450 GPUs" ("4 independent groups of 8 lanes";
// destination lane D_i gets element E_i of each source lane of its group) and rocJITsu's
// shared/ds_transpose.h transpose_b16 (docs/gfx1250-sources.md §2); not measured on hardware.
constexpr int tr16_source_lane(int lane, int slot) { return (lane / 8) * 8 + slot; }
constexpr int tr16_source_element(int lane) { return lane % 8; }

}  // namespace irgate::emu
