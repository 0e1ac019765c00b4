// twin_engine/lower_rsrc.cpp — tile.buffer_rsrc per flavor (docs/llvm-text.md §tile.buffer_rsrc):
// make.buffer.rsrc on llvm19/llvm22, the eight-temp <4 x i32> sequence on llvm16.
#include "twin_engine/lower_state.h"

static void lower_rsrc_llvm16(tw_lowerer* l, const char* result, const char* base, const char* bytes,
                              long long dword3) {
  int addr = tw_temp(l), lo = tw_temp(l), hi_shifted = tw_temp(l), hi_narrow = tw_temp(l), hi_masked = tw_temp(l);
  int with_lo = tw_temp(l), with_hi = tw_temp(l), with_bytes = tw_temp(l);
  tw_line(l, "%%addr.%d = ptrtoint ptr addrspace(1) %s to i64", addr, base);
  tw_line(l, "%%lo.%d = trunc i64 %%addr.%d to i32", lo, addr);
  tw_line(l, "%%hi.%d = lshr i64 %%addr.%d, 32", hi_shifted, addr);
  tw_line(l, "%%hi.%d = trunc i64 %%hi.%d to i32", hi_narrow, hi_shifted);
  tw_line(l, "%%hi.%d = and i32 %%hi.%d, 65535", hi_masked, hi_narrow);
  tw_line(l, "%%rsrc.%d = insertelement <4 x i32> undef, i32 %%lo.%d, i32 0", with_lo, lo);
  tw_line(l, "%%rsrc.%d = insertelement <4 x i32> %%rsrc.%d, i32 %%hi.%d, i32 1", with_hi, with_lo, hi_masked);
  tw_line(l, "%%rsrc.%d = insertelement <4 x i32> %%rsrc.%d, i32 %s, i32 2", with_bytes, with_hi, bytes);
  tw_line(l, "%s = insertelement <4 x i32> %%rsrc.%d, i32 %lld, i32 3", result, with_bytes, dword3);
}

void tw_lower_rsrc(tw_lowerer* l, const tw_op* op) {
  char result[TW_SPELL_MAX], base[TW_SPELL_MAX], bytes[TW_SPELL_MAX];
  tw_spell(l, op->first_result, result);
  tw_spell_operand(l, op, 0, base);
  tw_spell_operand(l, op, 1, bytes);
  long long dword3 = l->arch->rsrc_dword3;
  if (l->flavor == IRG_FLAVOR_LLVM16) return lower_rsrc_llvm16(l, result, base, bytes, dword3);
  int length = 0;
  const char* callee = tw_need(l, IRG_INTRINSIC_MAKE_BUFFER_RSRC, &length);
  if (!callee) return;
  if (l->flavor == IRG_FLAVOR_LLVM19) {
    return tw_line(l, "%s = call ptr addrspace(8) @%.*s(ptr addrspace(1) %s, i16 0, i32 %s, i32 %lld)", result, length,
                   callee, base, bytes, dword3);
  }
  int nrec = tw_temp(l);
  tw_line(l, "%%nrec.%d = zext i32 %s to i64", nrec, bytes);
  tw_line(l, "%s = call ptr addrspace(8) @%.*s(ptr addrspace(1) %s, i16 0, i64 %%nrec.%d, i32 %lld)", result, length,
          callee, base, nrec, dword3);
}
