// twin_engine/builder.cpp — see builder.h.
#include "twin_engine/builder.h"

#include <string.h>

void tw_builder_init(tw_builder* b, tw_kernel* k, tw_fail* fail) {
  b->k = k;
  b->fail = fail;
  b->region = k->entry_region;
}

int tw_builder_ok(const tw_builder* b) { return b->fail->status == IRG_STATUS_OK; }

/* Every operand must be a value that exists: a -1 here means a caller ignored a failure. */
static int operands_exist(tw_builder* b, const int* operands, int count) {
  for (int i = 0; i < count; ++i) {
    if (operands[i] < 0 || operands[i] >= b->k->n_values) {
      tw_internal(b->fail, "builder: operand %d of a new op is not a value (%d)", i, operands[i]);
      return 0;
    }
  }
  return 1;
}

/* The one place ops are created: op, then its results (one of `type` when not NONE). */
static int emit(tw_builder* b, tw_opcode opcode, const int* operands, int n_operands, tw_type type,
                const char* hint, const tw_attr* attrs, int n_attrs) {
  if (!tw_builder_ok(b) || !operands_exist(b, operands, n_operands)) return -1;
  int op = tw_ir_append_op(b->k, b->region, opcode, operands, n_operands, attrs, n_attrs);
  int result = -1;
  if (op >= 0 && type != TW_TYPE_NONE) {
    result = tw_ir_add_value(b->k, type, hint, op);
    b->k->ops[op].first_result = result;
    b->k->ops[op].n_results = 1;
  }
  if (op < 0 || (type != TW_TYPE_NONE && result < 0)) {
    tw_internal(b->fail, "builder: out of memory");
    return -1;
  }
  return type != TW_TYPE_NONE ? result : op;
}

static tw_type type_of(tw_builder* b, int value) {
  return value >= 0 && value < b->k->n_values ? b->k->values[value].type : TW_TYPE_NONE;
}

int tw_b_param(tw_builder* b, const char* hint, tw_type type, const tw_attr* attrs, int n_attrs) {
  if (!tw_builder_ok(b)) return -1;
  if (b->k->n_ops != 0) {
    tw_internal(b->fail, "builder: param %s created after the first op", hint);
    return -1;
  }
  int p = tw_ir_add_param(b->k, type, hint, attrs, n_attrs);
  if (p < 0) {
    tw_internal(b->fail, "builder: out of memory");
    return -1;
  }
  return b->k->params[p].value;
}

void tw_b_kernel_attrs(tw_builder* b, const char* name, const tw_attr* attrs, int n_attrs) {
  if (!tw_builder_ok(b)) return;
  b->k->name = name;
  b->k->first_attr = tw_ir_add_attrs(b->k, attrs, n_attrs);
  b->k->n_attrs = n_attrs;
  if (b->k->first_attr < 0) tw_internal(b->fail, "builder: out of memory");
}

int tw_b_const_i32(tw_builder* b, long long value) {
  tw_attr a = tw_attr_int("value", value);
  return emit(b, TW_OP_ARITH_CONSTANT, NULL, 0, TW_TYPE_I32, "k", &a, 1);
}

int tw_b_const_f32(tw_builder* b, double value) {
  tw_attr a = tw_attr_float("value", value);
  return emit(b, TW_OP_ARITH_CONSTANT, NULL, 0, TW_TYPE_F32, "k", &a, 1);
}

int tw_b_binary(tw_builder* b, tw_opcode opcode, int lhs, int rhs, const char* hint) {
  int operands[2] = {lhs, rhs};
  return emit(b, opcode, operands, 2, type_of(b, lhs), hint, NULL, 0);
}

int tw_b_cmpi(tw_builder* b, const char* pred, int lhs, int rhs, const char* hint) {
  int operands[2] = {lhs, rhs};
  tw_attr a = tw_attr_string("pred", pred);
  return emit(b, TW_OP_ARITH_CMPI, operands, 2, TW_TYPE_I1, hint, &a, 1);
}

int tw_b_cmpf(tw_builder* b, const char* pred, int lhs, int rhs, const char* hint) {
  int operands[2] = {lhs, rhs};
  tw_attr a = tw_attr_string("pred", pred);
  return emit(b, TW_OP_ARITH_CMPF, operands, 2, TW_TYPE_I1, hint, &a, 1);
}

int tw_b_select(tw_builder* b, int cond, int if_true, int if_false, const char* hint) {
  int operands[3] = {cond, if_true, if_false};
  return emit(b, TW_OP_ARITH_SELECT, operands, 3, type_of(b, if_true), hint, NULL, 0);
}

int tw_b_fma(tw_builder* b, int x, int y, int addend, const char* hint) {
  int operands[3] = {x, y, addend};
  return emit(b, TW_OP_ARITH_FMA, operands, 3, TW_TYPE_F32, hint, NULL, 0);
}

int tw_b_cast(tw_builder* b, tw_opcode opcode, int source, tw_type to, const char* hint) {
  return emit(b, opcode, &source, 1, to, hint, NULL, 0);
}

int tw_b_nullary(tw_builder* b, tw_opcode opcode, const char* hint) {
  return emit(b, opcode, NULL, 0, TW_TYPE_I32, hint, NULL, 0);
}

int tw_b_readfirstlane(tw_builder* b, int value, const char* hint) {
  return emit(b, TW_OP_GPU_READFIRSTLANE, &value, 1, TW_TYPE_I32, hint, NULL, 0);
}

void tw_b_barrier(tw_builder* b) { emit(b, TW_OP_GPU_BARRIER, NULL, 0, TW_TYPE_NONE, "", NULL, 0); }

int tw_b_buffer_rsrc(tw_builder* b, int base, int bytes, const char* hint) {
  int operands[2] = {base, bytes};
  return emit(b, TW_OP_TILE_BUFFER_RSRC, operands, 2, TW_TYPE_RSRC, hint, NULL, 0);
}

int tw_b_buffer_load(tw_builder* b, tw_opcode opcode, int rsrc, int voffset, int soffset, const char* hint) {
  int operands[3] = {rsrc, voffset, soffset};
  tw_type type = opcode == TW_OP_TILE_BUFFER_LOAD_I16 ? TW_TYPE_I16 : TW_TYPE_F32;
  return emit(b, opcode, operands, 3, type, hint, NULL, 0);
}

void tw_b_buffer_store(tw_builder* b, tw_opcode opcode, int rsrc, int voffset, int soffset, int value) {
  int operands[4] = {rsrc, voffset, soffset, value};
  emit(b, opcode, operands, 4, TW_TYPE_NONE, "", NULL, 0);
}

int tw_check_cachepolicy(const tw_attr* attr, tw_fail* fail) {
  if (fail->status != IRG_STATUS_OK) return 0;
  if (!attr) {
    tw_refuse(fail, TW_REFUSAL_ir_cachepolicy_missing);
    return 0;
  }
  if (attr->kind != TW_ATTR_INT) {
    tw_text spelled = {};
    tw_attr_value_print(&spelled, attr);
    tw_refuse(fail, TW_REFUSAL_ir_cachepolicy_type, spelled.data ? spelled.data : "");
    tw_text_free(&spelled);
    return 0;
  }
  if (attr->integer < 0 || attr->integer > 31) {
    tw_refuse(fail, TW_REFUSAL_ir_cachepolicy_range, attr->integer);
    return 0;
  }
  return 1;
}

void tw_b_atomic_fadd(tw_builder* b, int rsrc, int voffset, int soffset, int value, const tw_attr* cachepolicy) {
  if (!tw_builder_ok(b) || !tw_check_cachepolicy(cachepolicy, b->fail)) return;
  int operands[4] = {rsrc, voffset, soffset, value};
  tw_attr a = *cachepolicy;
  a.key = "cachepolicy";
  emit(b, TW_OP_TILE_BUFFER_ATOMIC_FADD_F32, operands, 4, TW_TYPE_NONE, "", &a, 1);
}

int tw_b_lds_alloc(tw_builder* b, long long bytes, const char* hint) {
  tw_attr a = tw_attr_int("bytes", bytes);
  return emit(b, TW_OP_TILE_LDS_ALLOC, NULL, 0, TW_TYPE_PTR_LDS, hint, &a, 1);
}

int tw_b_lds_load(tw_builder* b, int lds, int offset, const char* hint) {
  int operands[2] = {lds, offset};
  return emit(b, TW_OP_TILE_LDS_LOAD_F32, operands, 2, TW_TYPE_F32, hint, NULL, 0);
}

void tw_b_lds_store(tw_builder* b, int lds, int offset, int value) {
  int operands[3] = {lds, offset, value};
  emit(b, TW_OP_TILE_LDS_STORE_F32, operands, 3, TW_TYPE_NONE, "", NULL, 0);
}

int tw_b_const_zero_vec(tw_builder* b, tw_type vector) {
  tw_attr a = tw_attr_float("value", 0.0);
  return emit(b, TW_OP_ARITH_CONSTANT, NULL, 0, vector, "k", &a, 1);
}

int tw_b_vec_concat(tw_builder* b, int lo, int hi, const char* hint) {
  int operands[2] = {lo, hi};
  tw_type half = type_of(b, lo);
  if (tw_builder_ok(b) && !tw_vec_of(2 * tw_vec_length(half), tw_vec_element(half)))
    return tw_internal(b->fail, "builder: vec.concat of %s", tw_type_spelling(half)), -1;
  return emit(b, TW_OP_VEC_CONCAT, operands, 2, tw_vec_of(2 * tw_vec_length(half), tw_vec_element(half)), hint, NULL,
              0);
}

int tw_b_vec_extract(tw_builder* b, int vector, int index, const char* hint) {
  tw_attr a = tw_attr_int("index", index);
  if (tw_builder_ok(b) && !tw_type_is_vector(type_of(b, vector)))
    return tw_internal(b->fail, "builder: vec.extract of a scalar"), -1;
  return emit(b, TW_OP_VEC_EXTRACT, &vector, 1, tw_vec_element(type_of(b, vector)), hint, &a, 1);
}

int tw_b_buffer_load_b128(tw_builder* b, int rsrc, int voffset, int soffset, const char* hint) {
  int operands[3] = {rsrc, voffset, soffset};
  return emit(b, TW_OP_TILE_BUFFER_LOAD_B128, operands, 3, TW_TYPE_V4_I32, hint, NULL, 0);
}

void tw_b_lds_store_b128(tw_builder* b, int lds, int offset, int value) {
  int operands[3] = {lds, offset, value};
  emit(b, TW_OP_TILE_LDS_STORE_B128, operands, 3, TW_TYPE_NONE, "", NULL, 0);
}

int tw_b_lds_load_tr16(tw_builder* b, int lds, int offset, tw_type result, const char* hint) {
  int operands[2] = {lds, offset};
  return emit(b, TW_OP_TILE_LDS_LOAD_TR16_B128, operands, 2, result, hint, NULL, 0);
}

int tw_b_wmma(tw_builder* b, int a, int b_frag, int c, const char* hint) {
  int operands[3] = {a, b_frag, c};
  return emit(b, TW_OP_TILE_WMMA_F32_16X16X32, operands, 3, TW_TYPE_V8_F32, hint, NULL, 0);
}

int tw_b_lds_load_b64(tw_builder* b, int lds, int offset, const char* hint) {
  int operands[2] = {lds, offset};
  return emit(b, TW_OP_TILE_LDS_LOAD_B64, operands, 2, TW_TYPE_V2_F32, hint, NULL, 0);
}

int tw_b_wmma_f32x4(tw_builder* b, int a, int b_frag, int c, const char* hint) {
  int operands[3] = {a, b_frag, c};
  return emit(b, TW_OP_TILE_WMMA_F32_16X16X4_F32, operands, 3, TW_TYPE_V8_F32, hint, NULL, 0);
}

int tw_b_lds_load_b16(tw_builder* b, int lds, int offset, tw_type element, const char* hint) {
  int operands[2] = {lds, offset};
  return emit(b, TW_OP_TILE_LDS_LOAD_B16, operands, 2, element, hint, NULL, 0);
}

int tw_b_vec_from_elements(tw_builder* b, const int* elements, int n, const char* hint) {
  tw_type vector = n > 0 ? tw_vec_of(n, type_of(b, elements[0])) : TW_TYPE_NONE;
  if (tw_builder_ok(b) && vector == TW_TYPE_NONE)
    return tw_internal(b->fail, "builder: vec.from_elements of %d values", n), -1;
  return emit(b, TW_OP_VEC_FROM_ELEMENTS, elements, n, vector, hint, NULL, 0);
}

int tw_b_wmma_k16(tw_builder* b, int a, int b_frag, int c, const char* hint) {
  int operands[3] = {a, b_frag, c};
  return emit(b, TW_OP_TILE_WMMA_F32_16X16X16, operands, 3, TW_TYPE_V8_F32, hint, NULL, 0);
}

void tw_b_tdm_load(tw_builder* b, int lds, int lds_offset, int source, int source_offset, int rows, int row_stride,
                   long long cols, long long pitch) {
  int operands[6] = {lds, lds_offset, source, source_offset, rows, row_stride};
  tw_attr a[2] = {tw_attr_int("cols", cols), tw_attr_int("pitch", pitch)};
  emit(b, TW_OP_TILE_TDM_LOAD_B16_2D, operands, 6, TW_TYPE_NONE, "", a, 2);
}

void tw_b_tdm_wait(tw_builder* b, long long pending) {
  tw_attr a = tw_attr_int("pending", pending);
  emit(b, TW_OP_TILE_TDM_WAIT, NULL, 0, TW_TYPE_NONE, "", &a, 1);
}

/* Opens region `index` of `op` as the insertion point. */
static int open_region(tw_builder* b, int op, int index) {
  int region = tw_ir_add_region(b->k);
  if (region < 0) {
    tw_internal(b->fail, "builder: out of memory");
    return 0;
  }
  b->k->ops[op].regions[index] = region;
  b->k->ops[op].n_regions = index + 1;
  b->region = region;
  return 1;
}

enum { TW_MAX_ITER_ARGS = 512 };

void tw_b_for_begin(tw_builder* b, int lo, int hi, int step, const int* inits, int n_inits,
                    const char* result_hint, const char* iv_hint, const char* arg_hint, tw_loop* loop) {
  memset(loop, 0xff, sizeof *loop); /* every id -1 until the loop exists */
  if (!tw_builder_ok(b)) return;
  if (n_inits > TW_MAX_ITER_ARGS) {
    tw_internal(b->fail, "builder: %d iter-args (at most %d)", n_inits, TW_MAX_ITER_ARGS);
    return;
  }
  int operands[3 + TW_MAX_ITER_ARGS] = {lo, hi, step};
  for (int i = 0; i < n_inits; ++i) operands[3 + i] = inits[i];
  if (!operands_exist(b, operands, 3 + n_inits)) return;
  int op = tw_ir_append_op(b->k, b->region, TW_OP_SCF_FOR, operands, 3 + n_inits, NULL, 0);
  if (op < 0) {
    tw_internal(b->fail, "builder: out of memory");
    return;
  }
  loop->op = op;
  loop->saved_region = b->region;
  loop->n_args = n_inits;
  loop->first_result = b->k->n_values;
  for (int i = 0; i < n_inits; ++i) tw_ir_add_value(b->k, b->k->values[inits[i]].type, result_hint, op);
  loop->iv = tw_ir_add_value(b->k, TW_TYPE_I32, iv_hint, op);
  loop->first_arg = b->k->n_values;
  for (int i = 0; i < n_inits; ++i) tw_ir_add_value(b->k, b->k->values[inits[i]].type, arg_hint, op);
  if (b->k->arena->out_of_memory) {
    tw_internal(b->fail, "builder: out of memory");
    return;
  }
  for (int v = loop->iv; v < b->k->n_values; ++v) b->k->values[v].is_region_arg = 1;
  tw_op* o = &b->k->ops[op];
  o->first_result = loop->first_result;
  o->n_results = n_inits;
  o->first_region_arg = loop->iv;
  o->n_region_args = 1 + n_inits;
  open_region(b, op, 0);
}

void tw_b_for_end(tw_builder* b, tw_loop* loop, const int* yields) {
  if (!tw_builder_ok(b)) return;
  if (!operands_exist(b, yields, loop->n_args)) return;
  tw_ir_append_op(b->k, b->region, TW_OP_SCF_YIELD, yields, loop->n_args, NULL, 0);
  b->region = loop->saved_region;
}

void tw_b_if_begin(tw_builder* b, int cond, int with_else, tw_if* branch) {
  branch->op = -1;
  branch->saved_region = b->region;
  if (!tw_builder_ok(b) || !operands_exist(b, &cond, 1)) return;
  tw_opcode opcode = with_else ? TW_OP_SCF_IF_ELSE : TW_OP_SCF_IF;
  int op = tw_ir_append_op(b->k, b->region, opcode, &cond, 1, NULL, 0);
  if (op < 0) {
    tw_internal(b->fail, "builder: out of memory");
    return;
  }
  branch->op = op;
  open_region(b, op, 0);
}

void tw_b_if_else(tw_builder* b, tw_if* branch) {
  if (!tw_builder_ok(b)) return;
  if (b->k->ops[branch->op].opcode != TW_OP_SCF_IF_ELSE) {
    tw_internal(b->fail, "builder: else-region on an scf.if without one");
    return;
  }
  open_region(b, branch->op, 1);
}

void tw_b_if_end(tw_builder* b, tw_if* branch) {
  if (!tw_builder_ok(b)) return;
  b->region = branch->saved_region;
}
