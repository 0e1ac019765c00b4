// isa/exec/operands.h — reading and writing instruction operands on the ISA executor: scalar
// sources (SGPRs, VCC, EXEC, NULL, inline constants, literals), vector sources as W lane values,
// vector destinations, lane loops under EXEC, and the VOP3 source modifiers.
//
// Used by the handlers in isa/exec/exec_*.cpp. Header-only and inline: these run once per
// executed instruction.
//
//   uint32_t ta[64];
//   const uint32_t* a = vsrc(w, in.op[1], ta);      // a VGPR row, or ta filled with a scalar
//   uint32_t* d = vdst(w, in.op[0]);
//   if (a && d) for_lanes(w, [&](unsigned l) { d[l] = ~a[l]; });
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "isa/exec/wave.h"

namespace irgate::isa::exec {

// Source modifier bits as libLLVM's AMDGPU MC layer stores them in the `srcN_modifiers` operand
// (llvm/lib/Target/AMDGPU/SIDefines.h, SISrcMods).
inline constexpr uint8_t kModNeg = 1, kModAbs = 2, kModOpSel0 = 4, kModOpSel1 = 8;

inline uint32_t sread(const Wave& w, const Operand& o, unsigned dword = 0) {
  if (o.kind == OpKind::imm) return uint32_t(uint64_t(o.value) >> (32 * dword));
  return w.s[o.index + dword];
}

inline uint64_t sread64(const Wave& w, const Operand& o) {
  if (o.kind == OpKind::imm) return uint64_t(o.value);
  return uint64_t(w.s[o.index]) | uint64_t(w.s[o.index + 1]) << 32;
}

inline void swrite(Wave& w, uint16_t enc, uint32_t value) {
  if (enc != w.prog->null_encoding) w.s[enc] = value;
}

inline void swrite64(Wave& w, uint16_t enc, uint64_t value) {
  if (enc == w.prog->null_encoding) return;
  w.s[enc] = uint32_t(value);
  w.s[enc + 1] = uint32_t(value >> 32);
}

// W values of dword `d` of a source operand: the VGPR's row, or `tmp` filled with the scalar or
// immediate value. nullptr when the VGPR is past the kernel's allocation (the wave has faulted).
inline const uint32_t* vsrc(Wave& w, const Operand& o, uint32_t* tmp, unsigned d = 0) {
  if (o.kind == OpKind::vgpr) {
    unsigned reg;
    if (!w.vgpr_index(o, reg)) return nullptr;
    w.check_written(reg + d);
    return w.vrow(reg + d);
  }
  const uint32_t x = sread(w, o, d);
  for (unsigned l = 0; l < w.W; ++l) tmp[l] = x;
  return tmp;
}

inline uint32_t* vdst(Wave& w, const Operand& o, unsigned d = 0) {
  unsigned reg;
  if (!w.vgpr_index(o, reg)) return nullptr;
  w.mark_written(reg + d);
  return w.vrow(reg + d);
}

// Calls f(lane) for every lane set in `mask`; a dense loop when every lane is on.
template <class F>
inline void for_mask(const Wave& w, uint64_t mask, F&& f) {
  if (mask == w.full_mask()) {
    for (unsigned l = 0; l < w.W; ++l) f(l);
    return;
  }
  while (mask) {
    f(unsigned(std::countr_zero(mask)));
    mask &= mask - 1;
  }
}

template <class F>
inline void for_lanes(const Wave& w, F&& f) {
  for_mask(w, w.exec(), f);
}

// VOP3 float source modifiers on an f32 bit pattern: |x| first, then the negation.
inline uint32_t apply_f32_mods(uint32_t x, uint8_t mods) {
  if (mods & kModAbs) x &= 0x7FFFFFFFu;
  if (mods & kModNeg) x ^= 0x80000000u;
  return x;
}

// A float source with its modifiers: the row itself when there are none, else a modified copy.
inline const uint32_t* vsrc_f32(Wave& w, const Operand& o, uint32_t* tmp) {
  const uint32_t* x = vsrc(w, o, tmp);
  if (!x || !(o.mods & (kModAbs | kModNeg))) return x;
  for (unsigned l = 0; l < w.W; ++l) tmp[l] = apply_f32_mods(x[l], o.mods);
  return tmp;
}

// Float to unsigned as V_CVT_U32_F32 / S_CVT_U32_F32 do it: NaN and negatives give 0, values
// past the range saturate, the rest truncate toward zero.
inline uint32_t f32_to_u32_saturating(float f) {
  if (!(f > 0)) return 0;
  if (f >= 4294967296.0f) return 0xFFFFFFFFu;
  return uint32_t(f);
}

inline float as_float(uint32_t x) { return std::bit_cast<float>(x); }
inline uint32_t as_bits(float f) { return std::bit_cast<uint32_t>(f); }

// True16 operands (gfx11 and later: `v5.l`, `v5.h`), for the rows whose layout says L or l.
// A source gives its 16 bits in the low half of each lane value (a constant: its low 16 bits); a
// destination keeps the other half of its register. Written-before-read tracking is per 32-bit
// register, so writing one half counts the whole register as written.
inline const uint32_t* vsrc16(Wave& w, const Operand& o, uint32_t* tmp) {
  const uint32_t* row = vsrc(w, o, tmp);
  if (!row) return nullptr;
  const unsigned shift = o.half == 1 ? 16 : 0;
  for (unsigned l = 0; l < w.W; ++l) tmp[l] = row[l] >> shift & 0xFFFFu;
  return tmp;
}

template <class F>
inline void vdst16_lanes(Wave& w, const Operand& o, F&& value_of_lane) {
  uint32_t* d = vdst(w, o);
  if (!d) return;
  const unsigned shift = o.half == 1 ? 16 : 0;
  const uint32_t keep = ~(0xFFFFu << shift);
  for_lanes(w, [&](unsigned l) { d[l] = (d[l] & keep) | (uint32_t(value_of_lane(l)) & 0xFFFFu) << shift; });
}

}  // namespace irgate::isa::exec
