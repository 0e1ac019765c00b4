// twin_engine/lower_ops.cpp — the LLVM lines of every non-control op (docs/llvm-text.md §Ops).
#include <stdio.h>
#include <string.h>

#include "twin_engine/builder.h"
#include "twin_engine/lower_state.h"

typedef struct tw_operands {
  char typed[4][TW_SPELL_MAX];
  char bare[4][TW_SPELL_MAX];
  char result[TW_SPELL_MAX];
} tw_operands;

static void spell_all(const tw_lowerer* l, const tw_op* op, tw_operands* s) {
  for (int i = 0; i < op->n_operands && i < 4; ++i) {
    tw_spell_operand_typed(l, op, i, s->typed[i]);
    tw_spell_operand(l, op, i, s->bare[i]);
  }
  s->result[0] = '\0';
  if (op->n_results == 1) tw_spell(l, op->first_result, s->result);
}

static const char* binary_instruction(tw_opcode opcode) {
  switch (opcode) {
    case TW_OP_ARITH_ADDI: return "add";
    case TW_OP_ARITH_SUBI: return "sub";
    case TW_OP_ARITH_MULI: return "mul";
    case TW_OP_ARITH_DIVUI: return "udiv";
    case TW_OP_ARITH_REMUI: return "urem";
    case TW_OP_ARITH_ANDI: return "and";
    case TW_OP_ARITH_ORI: return "or";
    case TW_OP_ARITH_SHLI: return "shl";
    case TW_OP_ARITH_SHRUI: return "lshr";
    case TW_OP_ARITH_ADDF: return "fadd";
    case TW_OP_ARITH_MULF: return "fmul";
    default: return NULL;
  }
}

static const char* cast_instruction(tw_opcode opcode) {
  switch (opcode) {
    case TW_OP_ARITH_EXTF: return "fpext";
    case TW_OP_ARITH_TRUNCF: return "fptrunc";
    case TW_OP_ARITH_EXTUI: return "zext";
    case TW_OP_ARITH_TRUNCI: return "trunc";
    case TW_OP_ARITH_BITCAST: return "bitcast";
    default: return NULL;
  }
}

static int intrinsic_of_nullary(tw_opcode opcode) {
  switch (opcode) {
    case TW_OP_GPU_THREAD_ID_X: return IRG_INTRINSIC_WORKITEM_ID_X;
    case TW_OP_GPU_BLOCK_ID_X: return IRG_INTRINSIC_WORKGROUP_ID_X;
    case TW_OP_GPU_BLOCK_ID_Y: return IRG_INTRINSIC_WORKGROUP_ID_Y;
    default: return IRG_INTRINSIC_WORKGROUP_ID_Z;
  }
}

static void lower_buffer_access(tw_lowerer* l, const tw_op* op, const tw_operands* s) {
  int length = 0;
  const char* callee;
  switch (op->opcode) {
    case TW_OP_TILE_BUFFER_LOAD_I16:
    case TW_OP_TILE_BUFFER_LOAD_F32: {
      int key =
          op->opcode == TW_OP_TILE_BUFFER_LOAD_I16 ? IRG_INTRINSIC_BUFFER_LOAD_I16 : IRG_INTRINSIC_BUFFER_LOAD_F32;
      if (!(callee = tw_need(l, key, &length))) return;
      tw_line(l, "%s = call %s @%.*s(%s, %s, %s, i32 0)", s->result,
              tw_llvm_type(l, l->k->values[op->first_result].type), length, callee, s->typed[0], s->typed[1],
              s->typed[2]);
      return;
    }
    case TW_OP_TILE_BUFFER_STORE_I16:
    case TW_OP_TILE_BUFFER_STORE_F32: {
      int key =
          op->opcode == TW_OP_TILE_BUFFER_STORE_I16 ? IRG_INTRINSIC_BUFFER_STORE_I16 : IRG_INTRINSIC_BUFFER_STORE_F32;
      if (!(callee = tw_need(l, key, &length))) return;
      tw_line(l, "call void @%.*s(%s, %s, %s, %s, i32 0)", length, callee, s->typed[3], s->typed[0], s->typed[1],
              s->typed[2]);
      return;
    }
    default: { /* tile.buffer_atomic_fadd_f32: the policy check comes before the need */
      const tw_attr* policy = tw_op_attr(l->k, op, "cachepolicy");
      if (!tw_check_cachepolicy(policy, l->fail)) return;
      if (!(callee = tw_need(l, IRG_INTRINSIC_BUFFER_ATOMIC_FADD_F32, &length))) return;
      int old = tw_temp(l);
      tw_line(l, "%%old.%d = call float @%.*s(%s, %s, %s, %s, i32 %lld)", old, length, callee, s->typed[3], s->typed[0],
              s->typed[1], s->typed[2], policy->integer);
      return;
    }
  }
}

static void lower_lds_access(tw_lowerer* l, const tw_op* op, const tw_operands* s) {
  int gep = tw_temp(l);
  tw_line(l, "%%gep.%d = getelementptr inbounds i8, %s, %s", gep, s->typed[0], s->typed[1]);
  if (op->opcode == TW_OP_TILE_LDS_LOAD_F32)
    tw_line(l, "%s = load float, ptr addrspace(3) %%gep.%d, align 4", s->result, gep);
  else
    tw_line(l, "store %s, ptr addrspace(3) %%gep.%d, align 4", s->typed[2], gep);
}

/* vec.from_elements (docs/implicit-gemm-gfx11-gfx12.md §2): an insertelement chain
 * from poison, one temp %vfe.M a line but the last, which defines R. */
static void lower_from_elements(tw_lowerer* l, const tw_op* op, const tw_operands* s) {
  const char* vector = tw_llvm_type(l, l->k->values[op->first_result].type);
  char element[TW_SPELL_MAX];
  char into[TW_SPELL_MAX] = "poison";
  for (int j = 0; j < op->n_operands; ++j) {
    tw_spell_operand_typed(l, op, j, element);
    if (j == op->n_operands - 1)
      return tw_line(l, "%s = insertelement %s %s, %s, i32 %d", s->result, vector, into, element, j);
    int temp = tw_temp(l);
    tw_line(l, "%%vfe.%d = insertelement %s %s, %s, i32 %d", temp, vector, into, element, j);
    snprintf(into, sizeof into, "%%vfe.%d", temp);
  }
}

/* tile.wmma_f32_16x16x16: the key by the operands' width and type, then (bf16) the two bitcasts to
 * <N x i16>, then the call: A, B, C. */
static void lower_wmma_k16(tw_lowerer* l, const tw_op* op, const tw_operands* s) {
  tw_type a = l->k->values[tw_op_operand(l->k, op, 0)].type;
  int key = a == TW_TYPE_V16_F16    ? IRG_INTRINSIC_WMMA_F32_16X16X16_F16_V16
            : a == TW_TYPE_V16_BF16 ? IRG_INTRINSIC_WMMA_F32_16X16X16_BF16_V16
            : a == TW_TYPE_V8_F16   ? IRG_INTRINSIC_WMMA_F32_16X16X16_F16_V8
                                    : IRG_INTRINSIC_WMMA_F32_16X16X16_BF16_V8;
  int length = 0;
  const char* callee = tw_need(l, key, &length);
  if (!callee) return;
  if (a == TW_TYPE_V16_F16 || a == TW_TYPE_V8_F16)
    return tw_line(l, "%s = call <8 x float> @%.*s(%s, %s, %s)", s->result, length, callee, s->typed[0], s->typed[1],
                   s->typed[2]);
  int n = tw_vec_length(a);
  int wa = tw_temp(l);
  tw_line(l, "%%wa.%d = bitcast %s to <%d x i16>", wa, s->typed[0], n);
  int wb = tw_temp(l);
  tw_line(l, "%%wb.%d = bitcast %s to <%d x i16>", wb, s->typed[1], n);
  tw_line(l, "%s = call <8 x float> @%.*s(<%d x i16> %%wa.%d, <%d x i16> %%wb.%d, %s)", s->result, length, callee, n, wa,
          n, wb, s->typed[2]);
}

/* The WMMA families' ops (llvm-text.md §Ops: vec.*, the b128 accesses, the transpose read, the
 * 64-bit LDS read, the two WMMAs; the gfx11/gfx12 16-bit LDS read, operand assembly and 16x16x16
 * WMMA). */
static void lower_vector_op(tw_lowerer* l, const tw_op* op, const tw_operands* s) {
  int length = 0;
  const char* callee;
  const tw_kernel* k = l->k;
  switch (op->opcode) {
    case TW_OP_VEC_CONCAT: { /* the mask lists every index */
      int n = 2 * tw_vec_length(k->values[tw_op_operand(k, op, 0)].type);
      char mask[512];
      size_t at = 0;
      for (int i = 0; i < n; ++i) at += (size_t)snprintf(mask + at, sizeof mask - at, "%si32 %d", i ? ", " : "", i);
      return tw_line(l, "%s = shufflevector %s, %s, <%d x i32> <%s>", s->result, s->typed[0], s->typed[1], n, mask);
    }
    case TW_OP_VEC_EXTRACT:
      return tw_line(l, "%s = extractelement %s, i32 %lld", s->result, s->typed[0],
                     tw_op_attr(k, op, "index")->integer);
    case TW_OP_TILE_BUFFER_LOAD_B128:
      if (!(callee = tw_need(l, IRG_INTRINSIC_BUFFER_LOAD_V4I32, &length))) return;
      return tw_line(l, "%s = call <4 x i32> @%.*s(%s, %s, %s, i32 0)", s->result, length, callee, s->typed[0],
                     s->typed[1], s->typed[2]);
    case TW_OP_TILE_LDS_STORE_B128: {
      int gep = tw_temp(l);
      tw_line(l, "%%gep.%d = getelementptr inbounds i8, %s, %s", gep, s->typed[0], s->typed[1]);
      return tw_line(l, "store %s, ptr addrspace(3) %%gep.%d, align 16", s->typed[2], gep);
    }
    case TW_OP_TILE_LDS_LOAD_TR16_B128: {
      tw_type result = k->values[op->first_result].type;
      int key = result == TW_TYPE_V8_BF16 ? IRG_INTRINSIC_DS_LOAD_TR16_V8BF16 : IRG_INTRINSIC_DS_LOAD_TR16_V8F16;
      if (!(callee = tw_need(l, key, &length))) return;
      int gep = tw_temp(l);
      tw_line(l, "%%gep.%d = getelementptr inbounds i8, %s, %s", gep, s->typed[0], s->typed[1]);
      return tw_line(l, "%s = call %s @%.*s(ptr addrspace(3) %%gep.%d)", s->result, tw_llvm_type(l, result), length,
                     callee, gep);
    }
    case TW_OP_TILE_LDS_LOAD_B64: {
      int gep = tw_temp(l);
      tw_line(l, "%%gep.%d = getelementptr inbounds i8, %s, %s", gep, s->typed[0], s->typed[1]);
      return tw_line(l, "%s = load <2 x float>, ptr addrspace(3) %%gep.%d, align 8", s->result, gep);
    }
    case TW_OP_TILE_LDS_LOAD_B16: {
      int gep = tw_temp(l);
      tw_line(l, "%%gep.%d = getelementptr inbounds i8, %s, %s", gep, s->typed[0], s->typed[1]);
      return tw_line(l, "%s = load %s, ptr addrspace(3) %%gep.%d, align 2", s->result,
                     tw_llvm_type(l, k->values[op->first_result].type), gep);
    }
    case TW_OP_VEC_FROM_ELEMENTS: return lower_from_elements(l, op, s);
    case TW_OP_TILE_WMMA_F32_16X16X16: return lower_wmma_k16(l, op, s);
    default: { /* the two WMMAs: neg_a, A, neg_b, B, c_mod, C, reuse_a, reuse_b */
      tw_type a = k->values[tw_op_operand(k, op, 0)].type;
      int key = op->opcode == TW_OP_TILE_WMMA_F32_16X16X4_F32 ? IRG_INTRINSIC_WMMA_F32_16X16X4_F32
                : a == TW_TYPE_V16_BF16                      ? IRG_INTRINSIC_WMMA_F32_16X16X32_BF16
                                                             : IRG_INTRINSIC_WMMA_F32_16X16X32_F16;
      if (!(callee = tw_need(l, key, &length))) return;
      return tw_line(l, "%s = call <8 x float> @%.*s(i1 false, %s, i1 false, %s, i16 0, %s, i1 false, i1 false)",
                     s->result, length, callee, s->typed[0], s->typed[1], s->typed[2]);
    }
  }
}

void tw_lower_op(tw_lowerer* l, const tw_op* op) {
  if (l->fail->status) return;
  tw_operands s;
  spell_all(l, op, &s);
  const char* instruction = binary_instruction(op->opcode);
  if (instruction) return tw_line(l, "%s = %s %s, %s", s.result, instruction, s.typed[0], s.bare[1]);
  instruction = cast_instruction(op->opcode);
  if (instruction) {
    return tw_line(l, "%s = %s %s to %s", s.result, instruction, s.typed[0],
                   tw_llvm_type(l, l->k->values[op->first_result].type));
  }
  int length = 0;
  const char* callee;
  switch (op->opcode) {
    case TW_OP_ARITH_CONSTANT:
    case TW_OP_TILE_LDS_ALLOC: return; /* spelled at every use */
    case TW_OP_ARITH_CMPI:
    case TW_OP_ARITH_CMPF:
      return tw_line(l, "%s = %s %s %s, %s", s.result, op->opcode == TW_OP_ARITH_CMPI ? "icmp" : "fcmp",
                     tw_op_attr(l->k, op, "pred")->string, s.typed[0], s.bare[1]);
    case TW_OP_ARITH_SELECT: return tw_line(l, "%s = select %s, %s, %s", s.result, s.typed[0], s.typed[1], s.typed[2]);
    case TW_OP_ARITH_FMA:
      if (!(callee = tw_need(l, IRG_INTRINSIC_FMA_F32, &length))) return;
      return tw_line(l, "%s = call float @%.*s(%s, %s, %s)", s.result, length, callee, s.typed[0], s.typed[1],
                     s.typed[2]);
    case TW_OP_GPU_THREAD_ID_X:
    case TW_OP_GPU_BLOCK_ID_X:
    case TW_OP_GPU_BLOCK_ID_Y:
    case TW_OP_GPU_BLOCK_ID_Z:
      if (!(callee = tw_need(l, intrinsic_of_nullary(op->opcode), &length))) return;
      return tw_line(l, "%s = call i32 @%.*s()", s.result, length, callee);
    case TW_OP_GPU_READFIRSTLANE: /* the callee comes from the flavor's declare text (unsuffixed on llvm16) */
      if (!(callee = tw_need(l, IRG_INTRINSIC_READFIRSTLANE_I32, &length))) return;
      return tw_line(l, "%s = call i32 @%.*s(%s)", s.result, length, callee, s.typed[0]);
    case TW_OP_GPU_BARRIER: /* s.barrier alone does not order memory: fence on both sides */
      if (!(callee = tw_need(l, IRG_INTRINSIC_S_BARRIER, &length))) return;
      tw_line(l, "fence syncscope(\"workgroup\") release");
      tw_line(l, "call void @%.*s()", length, callee);
      return tw_line(l, "fence syncscope(\"workgroup\") acquire");
    case TW_OP_TILE_BUFFER_RSRC: return tw_lower_rsrc(l, op);
    case TW_OP_TILE_BUFFER_LOAD_I16:
    case TW_OP_TILE_BUFFER_LOAD_F32:
    case TW_OP_TILE_BUFFER_STORE_I16:
    case TW_OP_TILE_BUFFER_STORE_F32:
    case TW_OP_TILE_BUFFER_ATOMIC_FADD_F32: return lower_buffer_access(l, op, &s);
    case TW_OP_TILE_LDS_LOAD_F32:
    case TW_OP_TILE_LDS_STORE_F32: return lower_lds_access(l, op, &s);
    case TW_OP_VEC_CONCAT:
    case TW_OP_VEC_EXTRACT:
    case TW_OP_TILE_BUFFER_LOAD_B128:
    case TW_OP_TILE_LDS_STORE_B128:
    case TW_OP_TILE_LDS_LOAD_TR16_B128:
    case TW_OP_TILE_WMMA_F32_16X16X32:
    case TW_OP_TILE_LDS_LOAD_B64:
    case TW_OP_TILE_WMMA_F32_16X16X4_F32:
    case TW_OP_TILE_LDS_LOAD_B16:
    case TW_OP_VEC_FROM_ELEMENTS:
    case TW_OP_TILE_WMMA_F32_16X16X16: return lower_vector_op(l, op, &s);
    case TW_OP_TILE_TDM_LOAD_B16_2D: return tw_lower_tdm_load(l, op);
    case TW_OP_TILE_TDM_WAIT: return tw_lower_tdm_wait(l, op);
    default: return tw_internal(l->fail, "lowering: no rule for %s", tw_op_rows[op->opcode].name);
  }
}
