// isa/exec/exec_vopd.cpp — VOPD dual issue on the ISA executor: both halves read their sources,
// then both write (RDNA3/RDNA4 ISA guides, "VOPD": the two operations issue together and may
// not depend on each other). Operand layout (predecode.cpp): op[0]/op[1] the X/Y destinations,
// op[2..3] X's sources, op[4..5] Y's, op[6]/op[7] the lane masks of a CNDMASK half (VCC in the
// 64-bit form, an SGPR in VOPD3); imm[0]/imm[1] the VopdOp of X/Y, imm[2]/imm[3] their
// BITOP2 truth tables. FMAC_F32 (D = fma(S0, S1, D)) reads its half's destination register as
// the accumulator, with the other sources, before either half writes.
//
// BITOP2 (gfx1250 VOPD3) is v_bitop3_b32 with two sources: the executor treats the absent third
// input as 0, which is the only reading under which the tables llc emits (0x40 = and, 0x54 = or,
// ...) are the operations their printed forms name; a table with an odd bit set would depend on
// the absent input and is refused.
#include <cmath>

#include "isa/exec/handlers.h"
#include "isa/exec/operands.h"
#include "isa/exec/vopd.h"

namespace irgate::isa::exec::handlers {

namespace {

uint32_t bitop2(uint32_t a, uint32_t b, unsigned table) {
  uint32_t r = 0;
  for (unsigned k = 0; k < 8; k += 2)  // minterms with src2 = 0
    if (table >> k & 1) r |= (k & 4 ? a : ~a) & (k & 2 ? b : ~b);
  return r;
}

// One half into `out` (active lanes only). False after a fault.
bool run_half(Wave& w, VopdOp op, const Operand& s0, const Operand& s1, const Operand& mask, int64_t table,
              const Operand& dst, uint32_t* out) {
  uint32_t ta[64], tb[64], tc[64];
  const bool f = op == VopdOp::add_f32 || op == VopdOp::mul_f32 || op == VopdOp::sub_f32 || op == VopdOp::cndmask ||
                 op == VopdOp::fmac_f32;
  const uint32_t* a = f ? vsrc_f32(w, s0, ta) : vsrc(w, s0, ta);
  if (!a) return false;
  const uint32_t* b = nullptr;
  if (op != VopdOp::mov) {
    b = f ? vsrc_f32(w, s1, tb) : vsrc(w, s1, tb);
    if (!b) return false;
  }
  switch (op) {
    case VopdOp::mov: for_lanes(w, [&](unsigned l) { out[l] = a[l]; }); break;
    case VopdOp::add_f32: for_lanes(w, [&](unsigned l) { out[l] = as_bits(as_float(a[l]) + as_float(b[l])); }); break;
    case VopdOp::mul_f32: for_lanes(w, [&](unsigned l) { out[l] = as_bits(as_float(a[l]) * as_float(b[l])); }); break;
    case VopdOp::sub_f32: for_lanes(w, [&](unsigned l) { out[l] = as_bits(as_float(a[l]) - as_float(b[l])); }); break;
    case VopdOp::add_u32: for_lanes(w, [&](unsigned l) { out[l] = a[l] + b[l]; }); break;
    case VopdOp::sub_u32: for_lanes(w, [&](unsigned l) { out[l] = a[l] - b[l]; }); break;
    case VopdOp::subrev_u32: for_lanes(w, [&](unsigned l) { out[l] = b[l] - a[l]; }); break;
    case VopdOp::lshlrev: for_lanes(w, [&](unsigned l) { out[l] = b[l] << (a[l] & 31); }); break;
    case VopdOp::lshrrev: for_lanes(w, [&](unsigned l) { out[l] = b[l] >> (a[l] & 31); }); break;
    case VopdOp::and_b32: for_lanes(w, [&](unsigned l) { out[l] = a[l] & b[l]; }); break;
    case VopdOp::fmac_f32: {
      const uint32_t* c = vsrc(w, dst, tc);
      if (!c) return false;
      for_lanes(w, [&](unsigned l) { out[l] = as_bits(std::fma(as_float(a[l]), as_float(b[l]), as_float(c[l]))); });
      break;
    }
    case VopdOp::cndmask: {
      const uint64_t m = w.mask_at(mask.index);
      for_lanes(w, [&](unsigned l) { out[l] = m >> l & 1 ? b[l] : a[l]; });
      break;
    }
    case VopdOp::bitop2: {
      const unsigned t = unsigned(table) & 0xFF;
      if (t & 0xAA) {
        w.unsupported("a BITOP2 table (" + to_hex(t) + ") that depends on a third input");
        return false;
      }
      for_lanes(w, [&](unsigned l) { out[l] = bitop2(a[l], b[l], t); });
      break;
    }
  }
  return true;
}

}  // namespace

void vopd(Wave& w, const Inst& in) {
  uint32_t x[64], y[64];
  if (!run_half(w, VopdOp(in.imm[0]), in.op[2], in.op[3], in.op[6], in.imm[2], in.op[0], x)) return;
  if (!run_half(w, VopdOp(in.imm[1]), in.op[4], in.op[5], in.op[7], in.imm[3], in.op[1], y)) return;
  uint32_t* dx = vdst(w, in.op[0]);
  uint32_t* dy = dx ? vdst(w, in.op[1]) : nullptr;
  if (!dy) return;
  for_lanes(w, [&](unsigned l) {
    dx[l] = x[l];
    dy[l] = y[l];
  });
}

}  // namespace irgate::isa::exec::handlers
