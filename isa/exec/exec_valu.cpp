// isa/exec/exec_valu.cpp — vector ALU instructions (VOP1, VOP2, VOP3, one SDWA form) on the ISA
// executor. Every lane computes under EXEC; inactive lanes keep their destination.
//
// Semantics per opcode as the AMD ISA reference guides define them ("RDNA3 ISA", "RDNA4 ISA",
// "CDNA3 ISA", VOP1/VOP2/VOP3 opcode tables); gfx1250 additions (v_mov_b64, v_mul_u64,
// v_mad_u32, v_bitop3_b32) from LLVM's VOP1/VOP2/VOP3Instructions.td patterns and the
// llvm/test/CodeGen/AMDGPU bitop3 tests (truth table index = src0 << 2 | src1 << 1 | src2: src0 is
// 0xf0, src1 0xcc, src2 0xaa). fp32 arithmetic is IEEE with round to nearest even and denormals
// kept (the only MODE accepted, exec_control.cpp), which the host's float arithmetic is.
// Carry-outs and other lane masks a VALU op writes have 0 for the lanes EXEC leaves out.
#include <cmath>

#include "machine/float_bits.h"
#include "isa/exec/handlers.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec::handlers {

namespace {

template <class F>
void vop1(Wave& w, const Inst& in, F f) {
  uint32_t ta[64];
  const uint32_t* a = vsrc(w, in.op[1], ta);
  uint32_t* d = a ? vdst(w, in.op[0]) : nullptr;
  if (d) for_lanes(w, [&](unsigned l) { d[l] = f(a[l]); });
}

template <class F>
void vop2(Wave& w, const Inst& in, F f) {
  uint32_t ta[64], tb[64];
  const uint32_t* a = vsrc(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc(w, in.op[2], tb) : nullptr;
  uint32_t* d = b ? vdst(w, in.op[0]) : nullptr;
  if (d) for_lanes(w, [&](unsigned l) { d[l] = f(a[l], b[l]); });
}

template <class F>
void vop3(Wave& w, const Inst& in, F f) {
  uint32_t ta[64], tb[64], tc[64];
  const uint32_t* a = vsrc(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc(w, in.op[2], tb) : nullptr;
  const uint32_t* c = b ? vsrc(w, in.op[3], tc) : nullptr;
  uint32_t* d = c ? vdst(w, in.op[0]) : nullptr;
  if (d) for_lanes(w, [&](unsigned l) { d[l] = f(a[l], b[l], c[l]); });
}

template <class F>
void vop2_f32(Wave& w, const Inst& in, F f) {
  uint32_t ta[64], tb[64];
  const uint32_t* a = vsrc_f32(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc_f32(w, in.op[2], tb) : nullptr;
  uint32_t* d = b ? vdst(w, in.op[0]) : nullptr;
  if (d) for_lanes(w, [&](unsigned l) { d[l] = as_bits(f(as_float(a[l]), as_float(b[l]))); });
}

// A 64-bit source as W lane values (VGPR pair, SGPR pair or 64-bit constant).
bool vsrc64(Wave& w, const Operand& o, uint64_t* out) {
  uint32_t tlo[64], thi[64];
  const uint32_t* lo = vsrc(w, o, tlo, 0);
  const uint32_t* hi = lo ? vsrc(w, o, thi, 1) : nullptr;
  if (!hi) return false;
  for (unsigned l = 0; l < w.W; ++l) out[l] = uint64_t(lo[l]) | uint64_t(hi[l]) << 32;
  return true;
}

bool vdst64(Wave& w, const Operand& o, const uint64_t* value) {
  uint32_t* lo = vdst(w, o, 0);
  uint32_t* hi = lo ? vdst(w, o, 1) : nullptr;
  if (!hi) return false;
  for_lanes(w, [&](unsigned l) {
    lo[l] = uint32_t(value[l]);
    hi[l] = uint32_t(value[l] >> 32);
  });
  return true;
}

template <class F>
void vop2_64(Wave& w, const Inst& in, F f) {
  uint64_t a[64], b[64];
  if (!vsrc64(w, in.op[1], a) || !vsrc64(w, in.op[2], b)) return;
  for (unsigned l = 0; l < w.W; ++l) a[l] = f(a[l], b[l]);
  vdst64(w, in.op[0], a);
}

// A lane mask written by a VALU op to an SGPR (pair), VCC or NULL: active lanes only.
void write_lane_mask(Wave& w, uint16_t enc, uint64_t bits) { w.set_mask_at(enc, bits & w.exec()); }

uint32_t sext24(uint32_t x) { return uint32_t(int32_t(x << 8) >> 8); }

uint32_t bitop3(uint32_t a, uint32_t b, uint32_t c, unsigned table) {
  uint32_t r = 0;
  for (unsigned k = 0; k < 8; ++k)
    if (table >> k & 1) r |= (k & 4 ? a : ~a) & (k & 2 ? b : ~b) & (k & 1 ? c : ~c);
  return r;
}

// v_fma_mix_f32 source: op_sel_hi = 0 reads an f32, op_sel_hi = 1 a 16-bit float (f16, or bf16
// for v_fma_mix_f32_bf16) from the half op_sel picks; abs and neg apply to the converted value.
template <float (*Widen)(uint16_t)>
float mix_source(uint32_t bits, uint8_t mods) {
  float x;
  if (mods & kModOpSel1)
    x = Widen(uint16_t(mods & kModOpSel0 ? bits >> 16 : bits));
  else
    x = as_float(bits);
  if (mods & kModAbs) x = std::fabs(x);
  if (mods & kModNeg) x = -x;
  return x;
}

// SDWA operand select (SdwaSel: BYTE_0..BYTE_3 = 0..3, WORD_0 = 4, WORD_1 = 5, DWORD = 6).
bool sdwa_extract(uint32_t x, int64_t sel, bool sext, uint32_t& out) {
  if (sel == 6) return out = x, true;
  if (sel >= 0 && sel <= 3) {
    const uint32_t b = (x >> (8 * sel)) & 0xFF;
    out = sext ? uint32_t(int32_t(int8_t(b))) : b;
    return true;
  }
  if (sel == 4 || sel == 5) {
    const uint32_t h = (x >> (16 * (sel - 4))) & 0xFFFF;
    out = sext ? uint32_t(int32_t(int16_t(h))) : h;
    return true;
  }
  return false;
}

}  // namespace

// ---- VOP1 -------------------------------------------------------------------------------------
void v_mov_b32(Wave& w, const Inst& in) { vop1(w, in, [](uint32_t a) { return a; }); }
void v_not_b32(Wave& w, const Inst& in) { vop1(w, in, [](uint32_t a) { return ~a; }); }
void v_bfrev_b32(Wave& w, const Inst& in) {
  vop1(w, in, [](uint32_t a) {
    uint32_t r = 0;
    for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1u) << (31 - i);
    return r;
  });
}
void v_cvt_f32_u32(Wave& w, const Inst& in) { vop1(w, in, [](uint32_t a) { return as_bits(float(a)); }); }
void v_cvt_u32_f32(Wave& w, const Inst& in) {
  vop1(w, in, [](uint32_t a) { return f32_to_u32_saturating(as_float(a)); });
}
// The hardware reciprocal is accurate to 1 ULP; the compiler only uses v_rcp_iflag_f32 inside
// integer-division sequences whose correction steps absorb that error, so the correctly
// rounded quotient stands in for it.
void v_rcp_iflag_f32(Wave& w, const Inst& in) {
  vop1(w, in, [](uint32_t a) { return as_bits(1.0f / as_float(a)); });
}
// The f16 result goes to the low half and the high half becomes 0 (GCNSubtarget::
// zeroesHigh16BitsOfDest lists V_CVT_F16_F32; the kernels store only the low half).
void v_cvt_f16_f32(Wave& w, const Inst& in) {
  vop1(w, in, [](uint32_t a) { return uint32_t(emu::f32_to_f16(as_float(a))); });
}
// True16 forms (gfx11 with real-true16, LLVM 20 and later): the destination is one 16-bit half
// and the other half keeps its value (the half registers of VGPR_16, SIRegisterInfo.td).
void v_cvt_f16_f32_t16(Wave& w, const Inst& in) {
  uint32_t ta[64];
  const uint32_t* a = vsrc(w, in.op[1], ta);
  if (a) vdst16_lanes(w, in.op[0], [&](unsigned l) { return emu::f32_to_f16(as_float(a[l])); });
}
void v_mov_b16_t16(Wave& w, const Inst& in) {
  uint32_t ta[64];
  const uint32_t* a = vsrc16(w, in.op[1], ta);
  if (a) vdst16_lanes(w, in.op[0], [&](unsigned l) { return a[l]; });
}
void v_mov_b64(Wave& w, const Inst& in) {
  uint64_t a[64];
  if (vsrc64(w, in.op[1], a)) vdst64(w, in.op[0], a);
}
// V_READFIRSTLANE_B32: the first active lane, lane 0 when EXEC is empty.
void v_readfirstlane_b32(Wave& w, const Inst& in) {
  uint32_t t[64];
  const uint32_t* a = vsrc(w, in.op[1], t);
  if (!a) return;
  const uint64_t e = w.exec();
  swrite(w, in.op[0].index, a[e ? std::countr_zero(e) : 0]);
}
// The lane accessors of an SGPR spill (llc keeps spilled SGPRs in lanes of a VGPR): the lane
// select is taken modulo the wave size, and EXEC does not apply (AMD ISA guides, V_READLANE_B32,
// V_WRITELANE_B32).
void v_readlane_b32(Wave& w, const Inst& in) {
  uint32_t t[64];
  const uint32_t* a = vsrc(w, in.op[1], t);
  if (!a) return;
  swrite(w, in.op[0].index, a[sread(w, in.op[2]) % w.W]);
}
void v_writelane_b32(Wave& w, const Inst& in) {
  uint32_t* d = vdst(w, in.op[0]);
  if (!d) return;
  d[sread(w, in.op[2]) % w.W] = sread(w, in.op[1]);
}

// ---- VOP2 -------------------------------------------------------------------------------------
void v_add_u32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a + b; }); }
void v_sub_u32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a - b; }); }
void v_subrev_u32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return b - a; }); }
void v_and_b32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a & b; }); }
void v_or_b32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a | b; }); }
void v_xor_b32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a ^ b; }); }
void v_lshlrev_b32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return b << (a & 31); }); }
void v_lshrrev_b32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return b >> (a & 31); }); }
void v_ashrrev_i32(Wave& w, const Inst& in) {
  vop2(w, in, [](uint32_t a, uint32_t b) { return uint32_t(int32_t(b) >> (a & 31)); });
}
void v_mul_u32_u24(Wave& w, const Inst& in) {
  vop2(w, in, [](uint32_t a, uint32_t b) { return (a & 0xFFFFFFu) * (b & 0xFFFFFFu); });
}
void v_min_u32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a < b ? a : b; }); }
void v_max_u32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a > b ? a : b; }); }
void v_add_f32(Wave& w, const Inst& in) { vop2_f32(w, in, [](float a, float b) { return a + b; }); }
void v_mul_f32(Wave& w, const Inst& in) { vop2_f32(w, in, [](float a, float b) { return a * b; }); }
void v_cndmask_b32_vcc(Wave& w, const Inst& in) {
  uint32_t ta[64], tb[64];
  const uint64_t vcc = w.mask_at(kVccLo);
  const uint32_t* a = vsrc(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc(w, in.op[2], tb) : nullptr;
  uint32_t* d = b ? vdst(w, in.op[0]) : nullptr;
  if (d) for_lanes(w, [&](unsigned l) { d[l] = vcc >> l & 1 ? b[l] : a[l]; });
}
void v_mul_u64(Wave& w, const Inst& in) { vop2_64(w, in, [](uint64_t a, uint64_t b) { return a * b; }); }
void v_add_u64(Wave& w, const Inst& in) { vop2_64(w, in, [](uint64_t a, uint64_t b) { return a + b; }); }
void v_mul_i32_i24(Wave& w, const Inst& in) {
  vop2(w, in, [](uint32_t a, uint32_t b) { return sext24(a) * sext24(b); });
}

// ---- VOP3 -------------------------------------------------------------------------------------
void v_add3_u32(Wave& w, const Inst& in) { vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return a + b + c; }); }
void v_add_lshl_u32(Wave& w, const Inst& in) {
  vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return (a + b) << (c & 31); });
}
void v_lshl_add_u32(Wave& w, const Inst& in) {
  vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return (a << (b & 31)) + c; });
}
// gfx940/gfx950: D = (S0 << S1) + S2 on 64 bits. llc selects it only for shifts 0..4
// (llvm/test/CodeGen/AMDGPU/lshl-add-u64.ll: a shift of 5 becomes v_lshlrev_b64 + a shift of 0);
// no source we have says what the hardware does with a larger one, so that is refused.
void v_lshl_add_u64(Wave& w, const Inst& in) {
  uint64_t a[64], c[64], r[64];
  uint32_t tb[64];
  const uint32_t* b = vsrc64(w, in.op[1], a) ? vsrc(w, in.op[2], tb) : nullptr;
  if (!b || !vsrc64(w, in.op[3], c)) return;
  bool in_range = true;
  for_lanes(w, [&](unsigned l) { in_range = in_range && b[l] <= 4; });
  if (!in_range) return w.unsupported("v_lshl_add_u64 with a shift above 4");
  for (unsigned l = 0; l < w.W; ++l) r[l] = (a[l] << (b[l] & 7)) + c[l];
  vdst64(w, in.op[0], r);
}
void v_lshl_or_b32(Wave& w, const Inst& in) {
  vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return (a << (b & 31)) | c; });
}
void v_or3_b32(Wave& w, const Inst& in) { vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return a | b | c; }); }
void v_and_or_b32(Wave& w, const Inst& in) { vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return (a & b) | c; }); }
void v_xad_u32(Wave& w, const Inst& in) { vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return (a ^ b) + c; }); }
void v_bfe_u32(Wave& w, const Inst& in) {
  vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) {
    const uint32_t width = c & 31;
    return width ? (a >> (b & 31)) & ((1u << width) - 1) : 0u;
  });
}
void v_bitop3_b32(Wave& w, const Inst& in) {
  const unsigned table = unsigned(in.imm[0]) & 0xFF;
  vop3(w, in, [table](uint32_t a, uint32_t b, uint32_t c) { return bitop3(a, b, c, table); });
}
void v_med3_i32(Wave& w, const Inst& in) {
  vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) {
    const int32_t x = int32_t(a), y = int32_t(b), z = int32_t(c);
    const int32_t lo = x < y ? x : y, hi = x < y ? y : x;
    return uint32_t(z < lo ? lo : z > hi ? hi : z);
  });
}
void v_mul_lo_u32(Wave& w, const Inst& in) { vop2(w, in, [](uint32_t a, uint32_t b) { return a * b; }); }
void v_mul_hi_u32(Wave& w, const Inst& in) {
  vop2(w, in, [](uint32_t a, uint32_t b) { return uint32_t((uint64_t(a) * b) >> 32); });
}
void v_mad_u32_u24(Wave& w, const Inst& in) {
  vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return (a & 0xFFFFFFu) * (b & 0xFFFFFFu) + c; });
}
void v_mad_i32_i24(Wave& w, const Inst& in) {
  vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return sext24(a) * sext24(b) + c; });
}
void v_mad_u32(Wave& w, const Inst& in) { vop3(w, in, [](uint32_t a, uint32_t b, uint32_t c) { return a * b + c; }); }

// {D, SDST} = S0 * S1 + S2 (u32 x u32 + u64); SDST gets the carry out of bit 63.
void v_mad_u64_u32(Wave& w, const Inst& in) {
  uint32_t ta[64], tb[64];
  uint64_t c[64], r[64];
  const uint32_t* a = vsrc(w, in.op[2], ta);
  const uint32_t* b = a ? vsrc(w, in.op[3], tb) : nullptr;
  if (!b || !vsrc64(w, in.op[4], c)) return;
  uint64_t carry = 0;
  for (unsigned l = 0; l < w.W; ++l) {
    const unsigned __int128 full = (unsigned __int128)(uint64_t(a[l]) * b[l]) + c[l];
    r[l] = uint64_t(full);
    carry |= uint64_t(full >> 64 != 0) << l;
  }
  if (vdst64(w, in.op[0], r)) write_lane_mask(w, in.op[1].index, carry);
}

namespace {

// {D, SDST} = S0 + S1 (+ the carry-in lane bit); SDST gets each lane's carry out.
void add_with_carry(Wave& w, const Inst& in, uint64_t carry_in) {
  uint32_t ta[64], tb[64];
  const uint32_t* a = vsrc(w, in.op[2], ta);
  const uint32_t* b = a ? vsrc(w, in.op[3], tb) : nullptr;
  uint32_t* d = b ? vdst(w, in.op[0]) : nullptr;
  if (!d) return;
  uint64_t carry = 0;
  for_lanes(w, [&](unsigned l) {
    const uint64_t s = uint64_t(a[l]) + b[l] + (carry_in >> l & 1);
    d[l] = uint32_t(s);
    carry |= (s >> 32) << l;
  });
  write_lane_mask(w, in.op[1].index, carry);
}

}  // namespace

void v_add_co_u32(Wave& w, const Inst& in) { add_with_carry(w, in, 0); }
void v_add_co_ci_u32(Wave& w, const Inst& in) { add_with_carry(w, in, w.mask_at(in.op[4].index)); }

void v_cndmask_b32_e64(Wave& w, const Inst& in) {
  uint32_t ta[64], tb[64];
  const uint64_t mask = w.mask_at(in.op[3].index);
  const uint32_t* a = vsrc_f32(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc_f32(w, in.op[2], tb) : nullptr;
  uint32_t* d = b ? vdst(w, in.op[0]) : nullptr;
  if (d) for_lanes(w, [&](unsigned l) { d[l] = mask >> l & 1 ? b[l] : a[l]; });
}

void v_fma_f32(Wave& w, const Inst& in) {
  uint32_t ta[64], tb[64], tc[64];
  const uint32_t* a = vsrc_f32(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc_f32(w, in.op[2], tb) : nullptr;
  const uint32_t* c = b ? vsrc_f32(w, in.op[3], tc) : nullptr;
  uint32_t* d = c ? vdst(w, in.op[0]) : nullptr;
  if (d) for_lanes(w, [&](unsigned l) { d[l] = as_bits(std::fma(as_float(a[l]), as_float(b[l]), as_float(c[l]))); });
}

template <float (*Widen)(uint16_t)>
void fma_mix(Wave& w, const Inst& in) {
  uint32_t ta[64], tb[64], tc[64];
  const uint32_t* a = vsrc(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc(w, in.op[2], tb) : nullptr;
  const uint32_t* c = b ? vsrc(w, in.op[3], tc) : nullptr;
  uint32_t* d = c ? vdst(w, in.op[0]) : nullptr;
  if (!d) return;
  const uint8_t ma = in.op[1].mods, mb = in.op[2].mods, mc = in.op[3].mods;
  for_lanes(w, [&](unsigned l) {
    d[l] = as_bits(std::fma(mix_source<Widen>(a[l], ma), mix_source<Widen>(b[l], mb), mix_source<Widen>(c[l], mc)));
  });
}
void v_fma_mix_f32(Wave& w, const Inst& in) { fma_mix<emu::f16_to_f32>(w, in); }
// gfx1250: the same with bf16 halves (the op_sel / op_sel_hi rules of V_FMA_MIX_F32; LLVM's
// VOP3PInstructions.td gives both one profile). bf16 widens exactly (its bits in the top half).
void v_fma_mix_f32_bf16(Wave& w, const Inst& in) { fma_mix<emu::bf16_to_f32>(w, in); }

// V_CNDMASK_B32 in the gfx9 SDWA form: VCC selects, sources go through their selects, the
// result lands in dst_sel with dst_unused saying what the other bits become (0 pad, 1 sign
// extend, 2 preserve).
void v_cndmask_b32_sdwa(Wave& w, const Inst& in) {
  const int64_t dst_sel = in.imm[0], dst_unused = in.imm[1], sel0 = in.imm[2], sel1 = in.imm[3];
  if (dst_sel != 6 || dst_unused != 0) {
    w.unsupported("SDWA dst_sel " + std::to_string(dst_sel) + " / dst_unused " + std::to_string(dst_unused));
    return;
  }
  uint32_t ta[64], tb[64];
  const uint64_t vcc = w.mask_at(kVccLo);
  const uint32_t* a = vsrc(w, in.op[1], ta);
  const uint32_t* b = a ? vsrc(w, in.op[2], tb) : nullptr;
  uint32_t* d = b ? vdst(w, in.op[0]) : nullptr;
  if (!d) return;
  const bool sext0 = in.op[1].mods & 4, sext1 = in.op[2].mods & 4;  // SISrcMods::SEXT
  bool ok = true;
  for_lanes(w, [&](unsigned l) {
    uint32_t x = 0, y = 0;
    ok &= sdwa_extract(a[l], sel0, sext0, x) && sdwa_extract(b[l], sel1, sext1, y);
    d[l] = vcc >> l & 1 ? y : x;
  });
  if (!ok) w.unsupported("SDWA source select " + std::to_string(sel0) + "/" + std::to_string(sel1));
}

}  // namespace irgate::isa::exec::handlers
