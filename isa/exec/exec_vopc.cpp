// isa/exec/exec_vopc.cpp — vector compares (VOPC) on the ISA executor: V_CMP_* writes a lane mask
// (VCC in the e32 encoding, the SGPR operand in e64), V_CMPX_* writes EXEC. Lanes EXEC leaves out
// get 0 (AMD ISA guides, "Vector Compare Operations"). On gfx10+ V_CMPX writes only EXEC; the
// gfx9 form, which also writes its SGPR/VCC operand, is not modelled (no row in ops.def).
#include <cmath>

#include "isa/exec/handlers.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec::handlers {

namespace {

template <class F>
bool compare(Wave& w, const Operand& x, const Operand& y, F f, uint64_t& bits) {
  uint32_t ta[64], tb[64];
  const uint32_t* a = vsrc(w, x, ta);
  const uint32_t* b = a ? vsrc(w, y, tb) : nullptr;
  if (!b) return false;
  bits = 0;
  for_lanes(w, [&](unsigned l) { bits |= uint64_t(f(a[l], b[l])) << l; });
  return true;
}

template <class F>
void cmp_e32(Wave& w, const Inst& in, F f) {
  uint64_t bits;
  if (compare(w, in.op[0], in.op[1], f, bits)) w.set_mask_at(kVccLo, bits);
}

template <class F>
void cmp_e64(Wave& w, const Inst& in, F f) {
  uint64_t bits;
  if (compare(w, in.op[1], in.op[2], f, bits)) w.set_mask_at(in.op[0].index, bits);
}

template <class F>
void cmpx(Wave& w, const Inst& in, F f) {
  uint64_t bits;
  if (compare(w, in.op[0], in.op[1], f, bits)) w.set_exec(bits);
}

constexpr auto eq = [](uint32_t a, uint32_t b) { return a == b; };
constexpr auto ne = [](uint32_t a, uint32_t b) { return a != b; };
constexpr auto gt_u = [](uint32_t a, uint32_t b) { return a > b; };
constexpr auto ge_u = [](uint32_t a, uint32_t b) { return a >= b; };
constexpr auto lt_u = [](uint32_t a, uint32_t b) { return a < b; };
constexpr auto le_u = [](uint32_t a, uint32_t b) { return a <= b; };
constexpr auto gt_i = [](uint32_t a, uint32_t b) { return int32_t(a) > int32_t(b); };
constexpr auto lt_i = [](uint32_t a, uint32_t b) { return int32_t(a) < int32_t(b); };
constexpr auto ordered_f32 = [](uint32_t a, uint32_t b) { return !std::isnan(as_float(a)) && !std::isnan(as_float(b)); };

}  // namespace

void v_cmp_eq_u32(Wave& w, const Inst& in) { cmp_e32(w, in, eq); }
void v_cmp_ne_u32(Wave& w, const Inst& in) { cmp_e32(w, in, ne); }
void v_cmp_gt_u32(Wave& w, const Inst& in) { cmp_e32(w, in, gt_u); }
void v_cmp_ge_u32(Wave& w, const Inst& in) { cmp_e32(w, in, ge_u); }
void v_cmp_lt_u32(Wave& w, const Inst& in) { cmp_e32(w, in, lt_u); }
void v_cmp_le_u32(Wave& w, const Inst& in) { cmp_e32(w, in, le_u); }
void v_cmp_gt_i32(Wave& w, const Inst& in) { cmp_e32(w, in, gt_i); }
void v_cmp_lt_i32(Wave& w, const Inst& in) { cmp_e32(w, in, lt_i); }
void v_cmp_o_f32(Wave& w, const Inst& in) { cmp_e32(w, in, ordered_f32); }

void v_cmp_eq_u32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, eq); }
void v_cmp_ne_u32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, ne); }
void v_cmp_gt_u32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, gt_u); }
void v_cmp_ge_u32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, ge_u); }
void v_cmp_lt_u32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, lt_u); }
void v_cmp_le_u32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, le_u); }
void v_cmp_gt_i32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, gt_i); }
void v_cmp_lt_i32_e64(Wave& w, const Inst& in) { cmp_e64(w, in, lt_i); }

void v_cmpx_gt_u32(Wave& w, const Inst& in) { cmpx(w, in, gt_u); }
void v_cmpx_le_u32(Wave& w, const Inst& in) { cmpx(w, in, le_u); }
void v_cmpx_gt_i32(Wave& w, const Inst& in) { cmpx(w, in, gt_i); }
void v_cmpx_eq_u32(Wave& w, const Inst& in) { cmpx(w, in, eq); }
void v_cmpx_ne_u32(Wave& w, const Inst& in) { cmpx(w, in, ne); }

}  // namespace irgate::isa::exec::handlers
