// twin_engine/lower_rsrc.cpp — tile.buffer_rsrc per flavor (docs/llvm-text.md §tile.buffer_rsrc):
// the flavor's make.buffer.rsrc declare decides: the eight-temp <4 x i32> sequence where there is
// none (llvm16), else a call passing the record count as the declare's third parameter type.
#include <stdio.h>
#include <string.h>

#include "twin_engine/lower_state.h"

void tw_read_rsrc_form(int flavor, tw_rsrc_form* out) {
  memset(out, 0, sizeof *out);
  const char* declare = tw_declare_text(IRG_INTRINSIC_MAKE_BUFFER_RSRC, flavor);
  if (!declare) {
    out->by_hand = 1;
    snprintf(out->type, sizeof out->type, "<4 x i32>");
    return;
  }
  /* "declare <ret> @<name>(<p0>, <p1>, <p2>, <p3>)" */
  const char* ret = declare + strlen("declare ");
  const char* at = strstr(ret, " @");
  snprintf(out->type, sizeof out->type, "%.*s", at ? (int)(at - ret) : 0, ret);
  const char* param = at ? strchr(at, '(') : NULL;
  for (int i = 0; param && i < 2; ++i) param = strstr(param + 1, ", ");
  if (!param) return; /* records stays "": lowering reports it */
  param += 2;
  snprintf(out->records, sizeof out->records, "%.*s", (int)strcspn(param, ",)"), param);
}

static void lower_rsrc_by_hand(tw_lowerer* l, const char* result, const char* base, const char* bytes,
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
  const tw_rsrc_form* form = &l->rsrc;
  if (form->by_hand) return lower_rsrc_by_hand(l, result, base, bytes, dword3);
  int length = 0;
  const char* callee = tw_need(l, IRG_INTRINSIC_MAKE_BUFFER_RSRC, &length);
  if (!callee) return;
  if (strcmp(form->records, "i32") == 0) {
    return tw_line(l, "%s = call %s @%.*s(ptr addrspace(1) %s, i16 0, i32 %s, i32 %lld)", result, form->type, length,
                   callee, base, bytes, dword3);
  }
  if (strcmp(form->records, "i64") != 0) {
    return tw_internal(l->fail, "make.buffer.rsrc under %s takes a '%s' record count", tw_flavor_name(l->flavor),
                       form->records);
  }
  int nrec = tw_temp(l);
  tw_line(l, "%%nrec.%d = zext i32 %s to i64", nrec, bytes);
  tw_line(l, "%s = call %s @%.*s(ptr addrspace(1) %s, i16 0, i64 %%nrec.%d, i32 %lld)", result, form->type, length,
          callee, base, nrec, dword3);
}
