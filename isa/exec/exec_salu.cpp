// isa/exec/exec_salu.cpp — scalar ALU instructions (SOP1, SOP2, SOPC, SOPK) on the ISA executor.
//
// Semantics and SCC rules as the AMD ISA reference guides state them per opcode ("RDNA3 ISA",
// "RDNA4 ISA", "AMD Instinct MI300 / CDNA3 ISA", sections "Scalar ALU operations"; gfx12 renamed
// S_ADD_I32 to s_add_co_i32 and S_ANDN2 to s_and_not1 without changing them). The float ops of
// gfx12 (s_cvt_*, s_mul_f32) round to nearest even, the only MODE the executor accepts.
#include <cmath>
#include <limits>

#include "isa/exec/handlers.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec::handlers {

namespace {

inline uint16_t dst_of(const Inst& in) { return in.op[0].index; }

// D = f(S0, S1); SCC from the result when the opcode sets it that way.
template <class F>
void sop2(Wave& w, const Inst& in, F f) {
  swrite(w, dst_of(in), f(sread(w, in.op[1]), sread(w, in.op[2])));
}

template <class F>
void sop2_64(Wave& w, const Inst& in, F f) {
  swrite64(w, dst_of(in), f(sread64(w, in.op[1]), sread64(w, in.op[2])));
}

template <class F>
void sopc(Wave& w, const Inst& in, F f) {
  w.scc = f(sread(w, in.op[0]), sread(w, in.op[1]));
}

// The bitwise and shift ops set SCC when their result is non-zero.
template <class T>
inline T nonzero_scc(Wave& w, T r) {
  w.scc = r != 0;
  return r;
}

inline bool add_overflows(uint32_t a, uint32_t b, uint32_t r) { return ((~(a ^ b) & (a ^ r)) >> 31) != 0; }
inline bool sub_overflows(uint32_t a, uint32_t b, uint32_t r) { return (((a ^ b) & (a ^ r)) >> 31) != 0; }

template <unsigned N>
void lshl_add(Wave& w, const Inst& in) {
  const uint64_t r = (uint64_t(sread(w, in.op[1])) << N) + sread(w, in.op[2]);
  w.scc = (r >> 32) != 0;
  swrite(w, dst_of(in), uint32_t(r));
}

}  // namespace

void s_mov_b32(Wave& w, const Inst& in) { swrite(w, dst_of(in), sread(w, in.op[1])); }
void s_mov_b64(Wave& w, const Inst& in) { swrite64(w, dst_of(in), sread64(w, in.op[1])); }
void s_movk_i32(Wave& w, const Inst& in) { swrite(w, dst_of(in), uint32_t(int32_t(int16_t(in.imm[0])))); }
void s_not_b32(Wave& w, const Inst& in) {
  const uint32_t r = ~sread(w, in.op[1]);
  w.scc = r != 0;
  swrite(w, dst_of(in), r);
}

void s_add_i32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) {
    const uint32_t r = a + b;
    w.scc = add_overflows(a, b, r);
    return r;
  });
}
void s_sub_i32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) {
    const uint32_t r = a - b;
    w.scc = sub_overflows(a, b, r);
    return r;
  });
}
void s_addc_u32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) {
    const uint64_t r = uint64_t(a) + b + (w.scc ? 1 : 0);
    w.scc = (r >> 32) != 0;
    return uint32_t(r);
  });
}
void s_add_u64(Wave& w, const Inst& in) { sop2_64(w, in, [](uint64_t a, uint64_t b) { return a + b; }); }
void s_addk_i32(Wave& w, const Inst& in) {
  const uint32_t a = sread(w, in.op[1]), b = uint32_t(int32_t(int16_t(in.imm[0]))), r = a + b;
  w.scc = add_overflows(a, b, r);
  swrite(w, dst_of(in), r);
}
void s_mul_i32(Wave& w, const Inst& in) { sop2(w, in, [](uint32_t a, uint32_t b) { return a * b; }); }
void s_mulk_i32(Wave& w, const Inst& in) {
  swrite(w, dst_of(in), sread(w, in.op[1]) * uint32_t(int32_t(int16_t(in.imm[0]))));
}
void s_mul_hi_u32(Wave& w, const Inst& in) {
  sop2(w, in, [](uint32_t a, uint32_t b) { return uint32_t((uint64_t(a) * b) >> 32); });
}
void s_mul_u64(Wave& w, const Inst& in) { sop2_64(w, in, [](uint64_t a, uint64_t b) { return a * b; }); }

void s_and_b32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return nonzero_scc(w, a & b); });
}
void s_or_b32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return nonzero_scc(w, a | b); });
}
void s_andn2_b32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return nonzero_scc(w, a & ~b); });
}
void s_and_b64(Wave& w, const Inst& in) {
  sop2_64(w, in, [&](uint64_t a, uint64_t b) { return nonzero_scc(w, a & b); });
}
void s_or_b64(Wave& w, const Inst& in) {
  sop2_64(w, in, [&](uint64_t a, uint64_t b) { return nonzero_scc(w, a | b); });
}
void s_andn2_b64(Wave& w, const Inst& in) {
  sop2_64(w, in, [&](uint64_t a, uint64_t b) { return nonzero_scc(w, a & ~b); });
}

// D = EXEC; EXEC = S0 & EXEC; SCC = EXEC != 0 (the old EXEC is read before either write).
void s_and_saveexec_b32(Wave& w, const Inst& in) {
  const uint32_t old = w.s[kExecLo], src = sread(w, in.op[1]);
  w.s[kExecLo] = src & old;
  w.scc = w.s[kExecLo] != 0;
  swrite(w, dst_of(in), old);
}
void s_and_saveexec_b64(Wave& w, const Inst& in) {
  const uint64_t old = uint64_t(w.s[kExecLo]) | uint64_t(w.s[kExecHi]) << 32, src = sread64(w, in.op[1]);
  const uint64_t e = src & old;
  w.s[kExecLo] = uint32_t(e);
  w.s[kExecHi] = uint32_t(e >> 32);
  w.scc = e != 0;
  swrite64(w, dst_of(in), old);
}

void s_lshl_b32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return nonzero_scc(w, a << (b & 31)); });
}
void s_lshr_b32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return nonzero_scc(w, a >> (b & 31)); });
}
void s_ashr_i32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) {
    const uint32_t r = uint32_t(int32_t(a) >> (b & 31));
    w.scc = r != 0;
    return r;
  });
}
void s_lshl_b64(Wave& w, const Inst& in) {
  const uint64_t r = sread64(w, in.op[1]) << (sread(w, in.op[2]) & 63);
  w.scc = r != 0;
  swrite64(w, dst_of(in), r);
}
void s_lshl1_add_u32(Wave& w, const Inst& in) { lshl_add<1>(w, in); }
void s_lshl2_add_u32(Wave& w, const Inst& in) { lshl_add<2>(w, in); }
void s_lshl4_add_u32(Wave& w, const Inst& in) { lshl_add<4>(w, in); }

// D = (S0 >> S1[4:0]) & ((1 << S1[22:16]) - 1); SCC = D != 0.
void s_bfe_u32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) {
    const uint32_t offset = b & 31, width = (b >> 16) & 0x7F;
    const uint32_t shifted = a >> offset;
    const uint32_t r = width >= 32 ? shifted : shifted & ((1u << width) - 1);
    w.scc = r != 0;
    return r;
  });
}
void s_bitset1_b32(Wave& w, const Inst& in) {
  const uint16_t d = dst_of(in);
  swrite(w, d, w.s[d] | 1u << (sread(w, in.op[1]) & 31));
}

void s_min_i32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return (w.scc = int32_t(a) < int32_t(b)) ? a : b; });
}
void s_min_u32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return (w.scc = a < b) ? a : b; });
}
void s_max_i32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return (w.scc = int32_t(a) > int32_t(b)) ? a : b; });
}
void s_max_u32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return (w.scc = a > b) ? a : b; });
}
void s_cselect_b32(Wave& w, const Inst& in) {
  sop2(w, in, [&](uint32_t a, uint32_t b) { return w.scc ? a : b; });
}
// wave64 code selects whole lane masks (s_cselect_b64 s[74:75], -1, 0): an inline constant is
// sign-extended to 64 bits, as sread64 reads it.
void s_cselect_b64(Wave& w, const Inst& in) { swrite64(w, dst_of(in), w.scc ? sread64(w, in.op[1]) : sread64(w, in.op[2])); }

void s_cmp_eq_u32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return a == b; }); }
void s_cmp_lg_u32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return a != b; }); }
void s_cmp_gt_u32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return a > b; }); }
void s_cmp_ge_u32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return a >= b; }); }
void s_cmp_lt_u32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return a < b; }); }
void s_cmp_le_u32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return a <= b; }); }
void s_cmp_gt_i32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return int32_t(a) > int32_t(b); }); }
void s_cmp_ge_i32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return int32_t(a) >= int32_t(b); }); }
void s_cmp_lt_i32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return int32_t(a) < int32_t(b); }); }
void s_cmp_le_i32(Wave& w, const Inst& in) { sopc(w, in, [](uint32_t a, uint32_t b) { return int32_t(a) <= int32_t(b); }); }
void s_cmp_lg_u64(Wave& w, const Inst& in) { w.scc = sread64(w, in.op[0]) != sread64(w, in.op[1]); }

void s_cvt_f32_u32(Wave& w, const Inst& in) { swrite(w, dst_of(in), as_bits(float(sread(w, in.op[1])))); }
void s_cvt_u32_f32(Wave& w, const Inst& in) {
  swrite(w, dst_of(in), f32_to_u32_saturating(as_float(sread(w, in.op[1]))));
}
void s_mul_f32(Wave& w, const Inst& in) {
  sop2(w, in, [](uint32_t a, uint32_t b) { return as_bits(as_float(a) * as_float(b)); });
}

}  // namespace irgate::isa::exec::handlers
