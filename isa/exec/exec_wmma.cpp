// isa/exec/exec_wmma.cpp — WMMA (wave matrix multiply-accumulate, f32 accumulators, f16, bf16
// or f32 inputs, wave32) on the ISA executor: D = A (16×K) · B (K×16) + C (16×16).
//
// Lane layouts, written from the rocJITsu emulator's (ROCm/rocm-systems,
// emulation/rocjitsu/.../isa/arch/amdgpu/shared/mma/layout.h: wmma_input_loc,
// gfx11_wmma_input_loc, wmma_output_loc_32, gfx11_wmma_output_loc_32), independently of the IR
// emulator's code. With row/column i = lane % 16 and a lane's 16-bit input slots s (two per
// VGPR, low half first):
//   gfx1250 v_wmma_f32_16x16x32_{f16,bf16} (8 VGPRs of A, of B): k = 16·(s/8) + 8·(lane/16) + s%8;
//   gfx12   v_wmma_f32_16x16x16_{f16,bf16} (4 VGPRs of A, of B): k = 8·(lane/16) + s;
//   gfx11   v_wmma_f32_16x16x16_{f16,bf16} (8 VGPRs of A, of B): k = s, lanes 16..31 repeating
//           lanes 0..15 (a kernel that breaks the repetition is refused: no source says which
//           half the hardware reads);
//   gfx1250 v_wmma_f32_16x16x4_f32 (2 VGPRs of A, of B, one fp32 element each, slot = VGPR):
//           k = 2·(lane/16) + s (wmma_input_loc(16, 4, i, k, 32): lane 16·(k/2) + i, VGPR k%2);
// and for the 8 VGPRs v of C and D (column lane % 16): row = 8·(lane/16) + v on gfx12/gfx1250,
// row = 2·v + lane/16 on gfx11. A lane holds row i of A and column i of B.
//
// Arithmetic, per arch (no ISA guide states it; AMD's simulator rocJITsu carries the accounts):
//   gfx1250: each element accumulates from C, K in order, one fp32 rounding per step (acc =
//     fma(a, b, acc)) — rocJITsu's wmma_simd_matmul ("fused FMA, matching the hardware's
//     single-rounding MACs"), the IR emulator's c_first model. Products of 16-bit inputs are
//     exact in fp32, so there acc + a * b rounds once too and is what runs; fp32 inputs (16x16x4)
//     take the fma.
//   gfx11: eight DOT2 steps in K order, acc = round(acc + a_k·b_k + a_k+1·b_k+1), C first; a bf16
//     subnormal input, a subnormal C and a step result below 2^-126 read as zero (rocJITsu
//     shared/gfx11_dot2.h, "characterized on gfx1100"; docs/wmma-gfx11-gfx12.md §3).
//   gfx12: four DOT4 steps taking K 0-3, 8-11, 4-7, 12-15 (the half-waves' K blocks
//     alternating), acc = round(acc + four products), subnormals kept (rocJITsu
//     shared/gfx12_dot.h, "characterized on gfx1201").
//   Each gfx11/gfx12 step here is the exact sum rounded once to nearest-even; rocJITsu's
//   truncation of low bits while aligning the terms inside a step is not modelled (it can move
//   a step's result by an ulp).
// The IR emulator's models sum otherwise, so the two executors agree bit for bit on exact inputs
// (every partial sum exact, no subnormals: every order gives the same bits) and to the numerics
// tolerance elsewhere. The VOP3P modifiers negate A (NEG of src0) and B (NEG of src1) — for the
// fp32 form llc-22 encodes neg_a / neg_b as neg_lo alone (`neg_lo:[1,1,0]`), and the negation
// is of the whole operand; any other modifier, any modifier of C, or EXEC not all ones (WMMA
// requires a full wave) is refused. The matrix reuse operands are cache hints and change nothing.
#include <cmath>
#include <vector>

#include "machine/cpu_features.h"
#include "machine/exact_sum.h"
#include "machine/float_bits.h"
#include "isa/exec/handlers.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec::handlers {

namespace {

enum class WmmaForm { gfx11_k16, gfx12_k16, gfx1250_k32, gfx1250_f32_k4 };

struct WmmaShape {
  unsigned k;        // reduction length
  unsigned ab_regs;  // VGPRs of A and of B per lane
};

constexpr WmmaShape shape_of(WmmaForm f) {
  switch (f) {
    case WmmaForm::gfx12_k16: return {16, 4};
    case WmmaForm::gfx11_k16: return {16, 8};
    case WmmaForm::gfx1250_f32_k4: return {4, 2};
    case WmmaForm::gfx1250_k32: break;
  }
  return {32, 8};
}
constexpr bool f32_inputs(WmmaForm f) { return f == WmmaForm::gfx1250_f32_k4; }
// A lane's input slots: two 16-bit halves a VGPR (low first), or one fp32 element a VGPR.
constexpr unsigned slots_of(WmmaForm f) { return shape_of(f).ab_regs * (f32_inputs(f) ? 1 : 2); }

constexpr unsigned k_of(WmmaForm f, unsigned lane, unsigned slot) {
  switch (f) {
    case WmmaForm::gfx1250_k32: return 16 * (slot / 8) + 8 * (lane / 16) + slot % 8;
    case WmmaForm::gfx12_k16: return 8 * (lane / 16) + slot;
    case WmmaForm::gfx11_k16: return slot;
    case WmmaForm::gfx1250_f32_k4: return 2 * (lane / 16) + slot;
  }
  return 0;
}

constexpr unsigned d_row(WmmaForm f, unsigned lane, unsigned v) {
  return f == WmmaForm::gfx11_k16 ? 2 * v + lane / 16 : 8 * (lane / 16) + v;
}

// Every (row, k) of a 16×K input has exactly one (lane, slot) home, and every (row, column) of
// C/D one (lane, register): checked at compile time for each form.
template <WmmaForm F>
constexpr bool layout_is_a_bijection() {
  constexpr WmmaShape s = shape_of(F);
  const unsigned lanes = F == WmmaForm::gfx11_k16 ? 16 : 32;  // gfx11's upper half repeats
  bool seen_in[16][32] = {}, seen_out[16][16] = {};
  for (unsigned l = 0; l < lanes; ++l) {
    for (unsigned slot = 0; slot < slots_of(F); ++slot) {
      const unsigned k = k_of(F, l, slot);
      if (k >= s.k || seen_in[l % 16][k]) return false;
      seen_in[l % 16][k] = true;
    }
  }
  for (unsigned l = 0; l < 32; ++l)
    for (unsigned v = 0; v < 8; ++v) {
      const unsigned r = d_row(F, l, v);
      if (r >= 16 || seen_out[r][l % 16]) return false;
      seen_out[r][l % 16] = true;
    }
  return true;
}
static_assert(layout_is_a_bijection<WmmaForm::gfx1250_k32>());
static_assert(layout_is_a_bijection<WmmaForm::gfx12_k16>());
static_assert(layout_is_a_bijection<WmmaForm::gfx11_k16>());
static_assert(layout_is_a_bijection<WmmaForm::gfx1250_f32_k4>());

// Every fp16 value as fp32 (exact), built once on first use: a WMMA converts 1024 inputs.
const float* f16_table() {
  static const std::vector<float> table = [] {
    std::vector<float> t(65536);
    for (uint32_t h = 0; h < 65536; ++h) t[h] = emu::f16_to_f32(uint16_t(h));
    return t;
  }();
  return table.data();
}

template <bool Bf16>
float to_float(const float* f16, uint16_t h) {
  return Bf16 ? emu::bf16_to_f32(h) : f16[h];
}

// A bf16 whose exponent keeps every product with another such value a normal float (|x| in
// [2^-60, 2^60], or zero): then a * b is exact in fp32 and acc + a * b is the single-rounding
// fma. Every fp16 is such a value (products lie in [2^-48, 2^32]).
inline bool product_safe_bf16(uint16_t h) {
  const unsigned e = (h >> 7) & 0xFF;
  return (h & 0x7FFF) == 0 || (e >= 127 - 60 && e <= 127 + 60);
}

// One 16×K operand as floats, A by rows (out[i][k]) or B transposed (out[k][i]): the same lane
// layout. False after a refusal; `exact_products` is cleared when a bf16 value is outside the
// product-safe range.
template <WmmaForm F, bool Bf16, bool KMajor>
bool gather(Wave& w, const Operand& o, float (*out)[32], bool& exact_products) {
  constexpr WmmaShape s = shape_of(F);
  if (o.kind != OpKind::vgpr) return w.unsupported("a WMMA A or B operand that is not a VGPR tuple"), false;
  const uint32_t* rows[8];
  uint32_t unused[64];  // vsrc's broadcast buffer, never filled for a VGPR
  for (unsigned r = 0; r < s.ab_regs; ++r)
    if (!(rows[r] = vsrc(w, o, unused, r))) return false;
  const bool neg = o.mods & kModNeg;
  const float* f16 = f16_table();
  for (unsigned l = 0; l < 32; ++l)
    for (unsigned slot = 0; slot < slots_of(F); ++slot) {
      if constexpr (f32_inputs(F)) {
        const float x = as_float(rows[slot][l]);
        const unsigned i = l % 16, k = k_of(F, l, slot);
        (KMajor ? out[k][i] : out[i][k]) = neg ? -x : x;
        exact_products = false;  // fp32 products round: every step takes the fma
        continue;
      }
      const uint16_t h = uint16_t(rows[slot / 2][l] >> (16 * (slot % 2)));
      if (F == WmmaForm::gfx11_k16 && l >= 16) {
        const uint16_t low_half = uint16_t(rows[slot / 2][l - 16] >> (16 * (slot % 2)));
        if (h != low_half) {
          w.unsupported("gfx11 WMMA whose lanes 16..31 do not repeat lanes 0..15 (lane " + std::to_string(l) + ")");
          return false;
        }
        continue;
      }
      if (Bf16 && !product_safe_bf16(h)) exact_products = false;
      // gfx11 reads a bf16 subnormal as a zero of its sign (gfx11_dot2.h; fp16 subnormals stay)
      const bool flushed = F == WmmaForm::gfx11_k16 && Bf16 && (h & 0x7F80) == 0;
      const float x = flushed ? std::copysign(0.0f, to_float<Bf16>(f16, h)) : to_float<Bf16>(f16, h);
      const unsigned i = l % 16, k = k_of(F, l, slot);
      (KMajor ? out[k][i] : out[i][k]) = neg ? -x : x;
    }
  return true;
}

// gfx11 and gfx12's steps (see the file comment): `width` products a step, the steps' first K in
// the order they are taken.
struct DotSteps {
  unsigned width, count;
  unsigned first_k[8];
  bool flush_subnormals;  // gfx11: a subnormal C and a step result below 2^-126 read as zero
};
constexpr DotSteps kGfx11Dot2{2, 8, {0, 2, 4, 6, 8, 10, 12, 14}, true};
constexpr DotSteps kGfx12Dot4{4, 4, {0, 8, 4, 12}, false};

float flush_subnormal(float x) { return std::fabs(x) < 0x1p-126f ? 0.0f : x; }

// D = C + A·B element by element, each step the exact sum of the accumulator and `width`
// products rounded once. The product of two floats is exact in a double, and so is its sum with
// the accumulator unless the terms span more than a double's 53 bits: Knuth's TwoSum error of
// each addition says which (a NaN or an infinity counts as inexact), and an inexact step is
// summed again exactly by machine/exact_sum.h, which also gives IEEE's special values. A double
// holding the exact sum converts to float with the one rounding. The column loops are written
// for the vectoriser and compiled twice, for the build's baseline and (chosen at run time) AVX2:
// this runs for every gfx11/gfx12 WMMA. Both do the same IEEE double operations, so the same bits.
[[gnu::always_inline]] inline void dot_steps_body(const DotSteps& steps, const float (*a)[32], const float (*b)[32],
                                                  float (*acc)[16]) {
  for (unsigned m = 0; m < 16; ++m) {
    float* row = acc[m];
    if (steps.flush_subnormals)
      for (unsigned n = 0; n < 16; ++n) row[n] = flush_subnormal(row[n]);
    for (unsigned i = 0; i < steps.count; ++i) {
      const unsigned k = steps.first_k[i];
      double sum[16];
      int inexact[16];
      for (unsigned n = 0; n < 16; ++n) sum[n] = row[n], inexact[n] = 0;
      for (unsigned j = 0; j < steps.width; ++j) {
        const double am = a[m][k + j];
        const float* bk = b[k + j];
        for (unsigned n = 0; n < 16; ++n) {
          const double p = am * double(bk[n]), s = sum[n] + p, p_part = s - sum[n], sum_part = s - p_part;
          inexact[n] |= (sum[n] - sum_part) + (p - p_part) != 0.0;
          sum[n] = s;
        }
      }
      for (unsigned n = 0; n < 16; ++n) {
        const float next = inexact[n] ? emu::exact_dot_round(row[n], &a[m][k], 1, &b[k][n], 32, int(steps.width))
                                      : float(sum[n]);
        row[n] = steps.flush_subnormals ? flush_subnormal(next) : next;
      }
    }
  }
}

void dot_steps_baseline(const DotSteps& steps, const float (*a)[32], const float (*b)[32], float (*acc)[16]) {
  dot_steps_body(steps, a, b, acc);
}

#if IRGATE_EMU_AVX2_PATH
IRGATE_EMU_TARGET_AVX2 void dot_steps_avx2(const DotSteps& steps, const float (*a)[32], const float (*b)[32],
                                           float (*acc)[16]) {
  dot_steps_body(steps, a, b, acc);
}
#endif

void dot_steps(const DotSteps& steps, const float (*a)[32], const float (*b)[32], float (*acc)[16]) {
#if IRGATE_EMU_AVX2_PATH
  if (emu::cpu_has_avx2()) return dot_steps_avx2(steps, a, b, acc);
#endif
  dot_steps_baseline(steps, a, b, acc);
}

// gfx1250, each element: acc = fma(a, b, acc) over k in order. With exact products that is
// acc + a * b, which the compiler runs 16 columns at a time; otherwise the library fma per element.
// Inlined, its depth a constant, so that the K loop compiles as the rest of the WMMA's.
template <unsigned Depth>
[[gnu::always_inline]] inline void fma_chain(const float (*a)[32], const float (*b)[32], float (*acc)[16],
                                             bool exact_products) {
  for (unsigned m = 0; m < 16; ++m) {
    alignas(16) float row[16];  // one row of D, kept in registers across k
    for (unsigned n = 0; n < 16; ++n) row[n] = acc[m][n];
    for (unsigned k = 0; k < Depth; ++k) {
      const float am = a[m][k];
      const float* bk = b[k];
      if (exact_products) {
#pragma GCC unroll 16
        for (unsigned n = 0; n < 16; ++n) row[n] += am * bk[n];
      } else {
        for (unsigned n = 0; n < 16; ++n) row[n] = std::fma(am, bk[n], row[n]);
      }
    }
    for (unsigned n = 0; n < 16; ++n) acc[m][n] = row[n];
  }
}

template <WmmaForm F, bool Bf16>
void wmma(Wave& w, const Inst& in) {
  constexpr WmmaShape s = shape_of(F);
  const Operand &D = in.op[0], &A = in.op[1], &B = in.op[2], &C = in.op[3];
  if (w.exec() != w.full_mask()) return w.unsupported("WMMA with EXEC not all ones");
  if (D.count != 8 || A.count != s.ab_regs || B.count != s.ab_regs || (C.kind == OpKind::vgpr && C.count != 8))
    return w.unsupported("WMMA operand widths other than the form's");
  if (C.mods != 0 || (A.mods | B.mods) & ~kModNeg) return w.unsupported("WMMA modifiers other than negating A or B");
  alignas(16) float a[16][32], b[32][32], acc[16][16];  // a[m][k], b[k][n] (n < 16 used)
  bool exact_products = true;
  if (!gather<F, Bf16, false>(w, A, a, exact_products) || !gather<F, Bf16, true>(w, B, b, exact_products)) return;
  for (unsigned v = 0; v < 8; ++v) {
    uint32_t t[64];
    const uint32_t* c = vsrc(w, C, t, C.kind == OpKind::vgpr ? v : 0);
    if (!c) return;
    for (unsigned l = 0; l < 32; ++l) acc[d_row(F, l, v)][l % 16] = as_float(c[l]);
  }
  if constexpr (F == WmmaForm::gfx11_k16) dot_steps(kGfx11Dot2, a, b, acc);
  else if constexpr (F == WmmaForm::gfx12_k16) dot_steps(kGfx12Dot4, a, b, acc);
  else fma_chain<s.k>(a, b, acc, exact_products);
  for (unsigned v = 0; v < 8; ++v) {
    uint32_t* d = vdst(w, D, v);
    if (!d) return;
    for (unsigned l = 0; l < 32; ++l) d[l] = as_bits(acc[d_row(F, l, v)][l % 16]);
  }
}

}  // namespace

void v_wmma_f32_16x16x32_f16(Wave& w, const Inst& in) { wmma<WmmaForm::gfx1250_k32, false>(w, in); }
void v_wmma_f32_16x16x32_bf16(Wave& w, const Inst& in) { wmma<WmmaForm::gfx1250_k32, true>(w, in); }
void v_wmma_f32_16x16x16_f16_gfx12(Wave& w, const Inst& in) { wmma<WmmaForm::gfx12_k16, false>(w, in); }
void v_wmma_f32_16x16x16_bf16_gfx12(Wave& w, const Inst& in) { wmma<WmmaForm::gfx12_k16, true>(w, in); }
void v_wmma_f32_16x16x16_f16_gfx11(Wave& w, const Inst& in) { wmma<WmmaForm::gfx11_k16, false>(w, in); }
void v_wmma_f32_16x16x16_bf16_gfx11(Wave& w, const Inst& in) { wmma<WmmaForm::gfx11_k16, true>(w, in); }
void v_wmma_f32_16x16x4_f32(Wave& w, const Inst& in) { wmma<WmmaForm::gfx1250_f32_k4, false>(w, in); }

}  // namespace irgate::isa::exec::handlers
