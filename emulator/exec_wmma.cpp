// emulator/exec_wmma.cpp — executing the WMMA intrinsics on a wave's registers: gather A, B and
// C from the lanes (layouts in wmma.h), multiply (wmma_product), scatter D back to the lanes.
//
// Registers are unit-major (unit u of lane l at regs[u * W + l]), and every layout keeps a
// fragment slot's 16 lanes of one wave half together as one K of A/B or one row of C/D
// (wmma_layout_is_per_half). So each (slot, half) is a contiguous 16-element copy, converted
// from f16/bf16 (fp32 operands of the 16x16x4 shape: their bits) once per element, in plain loops the compiler vectorises; no per-lane table
// lookups or scattered stores.
#include <algorithm>
#include <bit>
#include <cstring>

#include "machine/float_bits.h"
#include "emulator/wave.h"
#include "machine/wmma.h"

namespace irgate::emu {

namespace {

// 16 lanes of one 16-bit slot -> 16 floats; `sign` (0 or 0x8000) negates every element (neg_a,
// neg_b), exactly as negating the converted float would. `flush` (the ftz16 model) reads a
// subnormal as a zero of its sign: an all-zero exponent field keeps only the sign bit. Four lanes
// at a time in generic vectors (SSE2 on x86-64), each converted as f16_to_f32 / bf16_to_f32 do.
void halves_to_f32(const uint64_t* lanes, uint32_t sign, bool bf16, bool flush, float* out) {
  typedef uint64_t u64x4 __attribute__((vector_size(32)));
  typedef uint32_t u32x4 __attribute__((vector_size(16)));
  typedef float f32x4 __attribute__((vector_size(16)));
  const uint32_t exponent = bf16 ? 0x7F80u : 0x7C00u;
  for (int i = 0; i < 16; i += 4) {
    u64x4 wide;
    std::memcpy(&wide, lanes + i, sizeof wide);
    u32x4 h = (__builtin_convertvector(wide, u32x4) & 0xFFFFu) ^ sign;
    if (flush) {
      const u32x4 subnormal = u32x4((h & exponent) == 0);
      h = (h & ~subnormal) | (h & subnormal & 0x8000u);
    }
    const f32x4 f = bf16 ? std::bit_cast<f32x4>(u32x4(h << 16)) : f16_bits_to_f32<u32x4, f32x4>(h);
    std::memcpy(out + i, &f, sizeof f);
  }
}

// 16 lanes of one fp32 slot (the 16x16x4 shape) -> 16 floats: the register's bits, `sign`
// (0 or 0x80000000) flipped in, and with `flush` (ftz16) a subnormal read as a zero of its sign.
void words_to_f32(const uint64_t* lanes, uint32_t sign, bool flush, float* out) {
  for (int i = 0; i < 16; ++i) {
    uint32_t w = uint32_t(lanes[i]) ^ sign;
    if (flush && (w & 0x7F800000u) == 0) w &= 0x80000000u;
    out[i] = std::bit_cast<float>(w);
  }
}

// The K-major f32 matrix of one A or B operand (slots units of 32 lanes from `regs`), from
// the operand cache when an entry holds the bits its conversion came from: a wave that feeds
// one fragment to several WMMAs (the same dY rows against every tap, a B fragment shared by k
// tiles) converts it once. Keyed on the raw bits, so a stale entry can never be used.
const float* converted_operand(WmmaOperandCache& cache, const uint64_t* regs, WmmaKind kind, uint32_t sign, bool bf16,
                               bool flush) {
  const int slots = wmma_ab_slots(kind), halves = kind == WmmaKind::Gfx11 ? 1 : 2;
  const size_t n = size_t(slots) * 32;
  const uint32_t key = uint32_t(kind) | sign | uint32_t(bf16) << 2 | uint32_t(flush) << 3;
  const uint64_t use = ++cache.uses;
  for (WmmaOperandCache::Entry& e : cache.entries)
    if (e.key == key && e.raw.size() == n && std::memcmp(e.raw.data(), regs, n * sizeof *regs) == 0) {
      e.last_use = use;
      return e.matrix;
    }
  WmmaOperandCache::Entry* e;
  if (cache.entries.size() < WmmaOperandCache::kEntries) {
    cache.entries.reserve(WmmaOperandCache::kEntries);  // entries never move
    e = &cache.entries.emplace_back();
  } else {
    e = &*std::min_element(cache.entries.begin(), cache.entries.end(),
                           [](const auto& x, const auto& y) { return x.last_use < y.last_use; });
  }
  e->key = key;
  e->last_use = use;
  e->raw.assign(regs, regs + n);
  for (int s = 0; s < slots; ++s)
    for (int h = 0; h < halves; ++h)
      if (wmma_f32_inputs(kind)) words_to_f32(regs + size_t(s) * 32 + 16 * h, sign, flush, e->matrix + wmma_k(kind, 16 * h, s) * 16);
      else halves_to_f32(regs + size_t(s) * 32 + 16 * h, sign, bf16, flush, e->matrix + wmma_k(kind, 16 * h, s) * 16);
  return e->matrix;
}

WmmaKind kind_of(Op op) {
  switch (op) {
    case Op::WmmaGfx11: return WmmaKind::Gfx11;
    case Op::WmmaGfx12: return WmmaKind::Gfx12;
    case Op::WmmaGfx1250F32: return WmmaKind::Gfx1250F32;
    default: return WmmaKind::Gfx1250;
  }
}

// D = A·B + C by the model's rule (wmma_models.def). c_first is one fma a step from C: for
// 16-bit inputs, whose products are exact, the register-blocked mul-then-add has its bits.
void product(WmmaModel model, WmmaKind kind, const float* at, const float* b, const float* c, float* d) {
  const int depth = wmma_depth(kind);
  switch (model) {
    case WmmaModel::CFirst:
      if (wmma_f32_inputs(kind)) return wmma_product_fma(depth, at, b, c, d);
      return wmma_product(depth, at, b, c, d, true);
    case WmmaModel::FusedDot: return wmma_product_fused(depth, at, b, c, d);
    case WmmaModel::CLast:
    case WmmaModel::Ftz16: return wmma_product(depth, at, b, c, d, false);
  }
}

}  // namespace

bool exec_wmma(GroupContext& g, WaveState& w, const Inst& in) {
  if (w.W != 32) {
    g.report_once((uint64_t(in.site) << 8) | 0xA2, FindingKind::Fault,
                  "WMMA modelled for wave32 only in " + describe_site(g.prog, in));
    return false;
  }
  if (!require_full_exec(g, w, in, "WMMA")) return false;
  const WmmaKind kind = kind_of(in.op);
  const int slots = wmma_ab_slots(kind);
  const bool bf16 = in.pred != 0;
  const bool flush = g.wmma_model == WmmaModel::Ftz16;
  // neg_a / neg_b (gfx1250's forms only): the element's sign bit, 16-bit or fp32
  const bool modifiers = kind == WmmaKind::Gfx1250 || kind == WmmaKind::Gfx1250F32;
  const uint32_t sign_bit = wmma_f32_inputs(kind) ? 0x80000000u : 0x8000u;
  const uint32_t sign_a = modifiers && (in.imm & 1) ? sign_bit : 0;
  const uint32_t sign_b = modifiers && (in.imm & 2) ? sign_bit : 0;
  float c[256], d[256];
  // gfx11 reads lanes 0-15 (lanes 16-31 must hold the same bits: checked here on the raw
  // register bits); the others read both halves.
  uint64_t halves_differ = 0;
  if (kind == WmmaKind::Gfx11) {
    // A kernel that fills only one half computes garbage on hardware: say so.
    for (int s = 0; s < slots; ++s) {
      const uint64_t* ra = w.unit(in.src[0] + uint32_t(s));
      const uint64_t* rb = w.unit(in.src[1] + uint32_t(s));
      for (int lane = 0; lane < 16; ++lane) halves_differ |= (ra[lane] ^ ra[lane + 16]) | (rb[lane] ^ rb[lane + 16]);
    }
  }
  if (halves_differ & 0xFFFFu) {
    g.report_once((uint64_t(in.site) << 8) | 0xA3, FindingKind::Fault,
                  "gfx11 WMMA A/B operands differ between lanes 0-15 and 16-31 (must be duplicated) in " +
                      describe_site(g.prog, in));
    return false;
  }
  for (int s = 0; s < 8; ++s) {
    const uint64_t* rc = w.unit(in.src[2] + uint32_t(s));
    for (int h = 0; h < 2; ++h) {
      float* row = c + wmma_d_row(kind, 16 * h, s) * 16;
      for (int n = 0; n < 16; ++n) row[n] = as_f32(rc[16 * h + n]);
    }
  }
  const float* at = converted_operand(w.wmma_operands[0], w.unit(in.src[0]), kind, sign_a, bf16, flush);
  const float* b = converted_operand(w.wmma_operands[1], w.unit(in.src[1]), kind, sign_b, bf16, flush);
  product(g.wmma_model, kind, at, b, c, d);
  for (int s = 0; s < 8; ++s) {
    uint64_t* rd = w.unit(in.dst + uint32_t(s));
    for (int h = 0; h < 2; ++h) {
      const float* row = d + wmma_d_row(kind, 16 * h, s) * 16;
      for (int n = 0; n < 16; ++n) rd[16 * h + n] = f32_bits(row[n]);
    }
  }
  return true;
}

}  // namespace irgate::emu
