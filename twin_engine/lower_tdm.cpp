// twin_engine/lower_tdm.cpp — the LLVM lines of the two Tensor Data Mover ops (docs/llvm-text.md
// §Ops `tile.tdm_wait`, §`tile.tdm_load_b16_2d`): the wait, and the copy's descriptor groups 0
// and 1 built in the layout Triton's TDMUtility.cpp encodes, then tensor.load.to.lds.
#include <stdint.h>

#include "twin_engine/lower_state.h"

void tw_lower_tdm_wait(tw_lowerer* l, const tw_op* op) {
  int length = 0;
  const char* callee = tw_need(l, IRG_INTRINSIC_S_WAIT_TENSORCNT, &length);
  if (!callee) return;
  tw_line(l, "call void @%.*s(i16 %lld)", length, callee, tw_op_attr(l->k, op, "pending")->integer);
}

static int log2_of(long long power_of_two) {
  int n = 0;
  while (power_of_two > 1) power_of_two >>= 1, ++n;
  return n;
}

/* Group 1's dword 0: data size 1 (2-byte elements), pad enable, pad interval log2(cols/2) − 1
 * (dwords), pad amount (pitch − cols)/2 − 1 (dwords); the signed 32-bit value, so it may print
 * negative. The verifier has checked cols and pitch. */
static int32_t group1_word0(long long cols, long long pitch) {
  long long w0 = 65536 + 1048576 + (log2_of(cols / 2) - 1) * 4194304LL + ((pitch - cols) / 2 - 1) * 33554432LL;
  return (int32_t)(uint32_t)w0;
}

void tw_lower_tdm_load(tw_lowerer* l, const tw_op* op) {
  int length = 0;
  const char* callee = tw_need(l, IRG_INTRINSIC_TENSOR_LOAD_TO_LDS, &length);
  if (!callee) return;
  /* operands: l LDS base, o LDS byte offset, p source, e element offset, n rows, w row stride */
  char lds[TW_SPELL_MAX], off[TW_SPELL_MAX], global[TW_SPELL_MAX], element[TW_SPELL_MAX], n[TW_SPELL_MAX],
      w[TW_SPELL_MAX];
  tw_spell_operand(l, op, 0, lds);
  tw_spell_operand(l, op, 1, off);
  tw_spell_operand(l, op, 2, global);
  tw_spell_operand(l, op, 3, element);
  tw_spell_operand(l, op, 4, n);
  tw_spell_operand(l, op, 5, w);
  long long cols = tw_op_attr(l->k, op, "cols")->integer;
  long long pitch = tw_op_attr(l->k, op, "pitch")->integer;
  long long w1 = cols * 65536; /* tensor_dim0 = tile_dim0 = cols: W1 and W3 */
  int gep = tw_temp(l);
  tw_line(l, "%%gep.%d = getelementptr inbounds i8, ptr addrspace(3) %s, i32 %s", gep, lds, off);
  int lsa = tw_temp(l);
  tw_line(l, "%%lsa.%d = ptrtoint ptr addrspace(3) %%gep.%d to i32", lsa, gep);
  int source = tw_temp(l);
  tw_line(l, "%%src.%d = getelementptr inbounds i16, ptr addrspace(1) %s, i32 %s", source, global, element);
  int ga = tw_temp(l);
  tw_line(l, "%%ga.%d = ptrtoint ptr addrspace(1) %%src.%d to i64", ga, source);
  int galo = tw_temp(l);
  tw_line(l, "%%galo.%d = trunc i64 %%ga.%d to i32", galo, ga);
  int gahw = tw_temp(l);
  tw_line(l, "%%gahw.%d = lshr i64 %%ga.%d, 32", gahw, ga);
  int gahi = tw_temp(l);
  tw_line(l, "%%gahi.%d = trunc i64 %%gahw.%d to i32", gahi, gahw);
  int gaty = tw_temp(l); /* type 2 << 30 */
  tw_line(l, "%%gaty.%d = or i32 %%gahi.%d, -2147483648", gaty, gahi);
  int g0a = tw_temp(l); /* group 0: pred 1, LDS address, global address low, high | type */
  tw_line(l, "%%g0a.%d = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %%lsa.%d, i32 1", g0a, lsa);
  int g0b = tw_temp(l);
  tw_line(l, "%%g0b.%d = insertelement <4 x i32> %%g0a.%d, i32 %%galo.%d, i32 2", g0b, g0a, galo);
  int g0 = tw_temp(l);
  tw_line(l, "%%g0.%d = insertelement <4 x i32> %%g0b.%d, i32 %%gaty.%d, i32 3", g0, g0b, gaty);
  int dim1 = tw_temp(l); /* group 1: tensor_dim1 = tile_dim1 = n, tensor_dim0_stride = w */
  tw_line(l, "%%dim1.%d = shl i32 %s, 16", dim1, n);
  int g1a = tw_temp(l);
  tw_line(l,
          "%%g1a.%d = insertelement <8 x i32> <i32 %d, i32 %lld, i32 0, i32 %lld, i32 0, i32 0, i32 0, i32 0>, i32 "
          "%%dim1.%d, i32 2",
          g1a, (int)group1_word0(cols, pitch), w1, w1, dim1);
  int g1b = tw_temp(l);
  tw_line(l, "%%g1b.%d = insertelement <8 x i32> %%g1a.%d, i32 %s, i32 4", g1b, g1a, n);
  int g1 = tw_temp(l);
  tw_line(l, "%%g1.%d = insertelement <8 x i32> %%g1b.%d, i32 %s, i32 5", g1, g1b, w);
  tw_line(l,
          "call void @%.*s(<4 x i32> %%g0.%d, <8 x i32> %%g1.%d, <4 x i32> zeroinitializer, <4 x i32> "
          "zeroinitializer, i32 0)",
          length, callee, g0, g1);
}
