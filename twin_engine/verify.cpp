// twin_engine/verify.cpp — the verifier (docs/ir-format.md §Verifier rules): kernel attrs,
// hints, single definition, scoping, arity, operand/result types, constants, predicates, LDS
// allocations, the TDM ops' attributes and scf.yield placement. The cache policy is the
// builder's and lowerer's job.
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "twin_engine/ir_passes.h"

typedef struct tw_verifier {
  const tw_kernel* k;
  char* visible; /* per value: defined and in scope */
  char* defined; /* per value: defined at all (a second definition is an error) */
  int lds_allocs;
  char* complaint;
  size_t capacity;
  int failed;
} tw_verifier;

static int complain(tw_verifier* v, const char* format, ...) __attribute__((format(printf, 2, 3)));
static int complain(tw_verifier* v, const char* format, ...) {
  if (v->failed) return 0;
  v->failed = 1;
  va_list args;
  va_start(args, format);
  vsnprintf(v->complaint, v->capacity, format, args);
  va_end(args);
  return 0;
}

static int hint_ok(const char* hint) {
  if (!hint || !*hint) return 0;
  if (!(*hint == '_' || (*hint >= 'a' && *hint <= 'z'))) return 0;
  size_t n = strlen(hint);
  for (size_t i = 0; i < n; ++i) {
    char c = hint[i];
    if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return 0;
  }
  return !(hint[n - 1] >= '0' && hint[n - 1] <= '9');
}

static int define(tw_verifier* v, int value) {
  if (value < 0 || value >= v->k->n_values) return complain(v, "value %d does not exist", value);
  if (v->defined[value]) return complain(v, "%%%d is defined twice", value);
  if (!hint_ok(v->k->values[value].hint)) return complain(v, "%%%d has an invalid hint", value);
  v->defined[value] = v->visible[value] = 1;
  return 1;
}

static tw_type operand_type(tw_verifier* v, const tw_op* op, int i) {
  return v->k->values[tw_op_operand(v->k, op, i)].type;
}
static tw_type result_type(tw_verifier* v, const tw_op* op, int i) { return v->k->values[op->first_result + i].type; }

static int pred_in(const char* pred, const char* const* list) {
  for (; *list; ++list) {
    if (strcmp(pred, *list) == 0) return 1;
  }
  return 0;
}

/* `expect` is a string of type letters, one per operand then one per result:
 * i = integer, I = the first operand's integer type, f = f32, b = i1, h = f16, 3 = i32,
 * r = rsrc, g = ptr<global>, l = ptr<lds>, s = i16, * = any. */
static int types_match(tw_verifier* v, const tw_op* op, const char* expect) {
  tw_type first = op->n_operands ? operand_type(v, op, 0) : TW_TYPE_NONE;
  int total = op->n_operands + op->n_results;
  if ((int)strlen(expect) != total) return complain(v, "%s: wrong arity", tw_op_rows[op->opcode].name);
  for (int i = 0; i < total; ++i) {
    tw_type t = i < op->n_operands ? operand_type(v, op, i) : result_type(v, op, i - op->n_operands);
    int ok = 0;
    switch (expect[i]) {
      case 'i': ok = tw_type_is_integer(t); break;
      case 'I': ok = t == first && tw_type_is_integer(t); break;
      case 'T': ok = t == operand_type(v, op, 1); break;
      case 'f': ok = t == TW_TYPE_F32; break;
      case 'b': ok = t == TW_TYPE_I1; break;
      case 'h': ok = t == TW_TYPE_F16; break;
      case '3': ok = t == TW_TYPE_I32; break;
      case 'r': ok = t == TW_TYPE_RSRC; break;
      case 'g': ok = t == TW_TYPE_PTR_GLOBAL; break;
      case 'l': ok = t == TW_TYPE_PTR_LDS; break;
      case 's': ok = t == TW_TYPE_I16; break;
      case '*': ok = 1; break;
    }
    if (!ok)
      return complain(v, "%s: %s %d has type %s", tw_op_rows[op->opcode].name,
                      i < op->n_operands ? "operand" : "result", i < op->n_operands ? i : i - op->n_operands,
                      tw_type_spelling(t));
  }
  return 1;
}

static const char* const kIntPreds[] = {"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge", NULL};
static const char* const kFloatPreds[] = {"oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno", NULL};

static int check_pred(tw_verifier* v, const tw_op* op, const char* const* preds) {
  const tw_attr* pred = tw_op_attr(v->k, op, "pred");
  if (!pred || pred->kind != TW_ATTR_STRING || !pred_in(pred->string, preds))
    return complain(v, "%s: missing or unknown pred", tw_op_rows[op->opcode].name);
  return 1;
}

static int check_cast(tw_verifier* v, const tw_op* op) {
  if (op->n_operands != 1 || op->n_results != 1) return complain(v, "cast: wrong arity");
  tw_type from = operand_type(v, op, 0), to = result_type(v, op, 0);
  int ok = 0;
  switch (op->opcode) {
    case TW_OP_ARITH_EXTF: ok = from == TW_TYPE_F16 && to == TW_TYPE_F32; break;
    case TW_OP_ARITH_TRUNCF: ok = from == TW_TYPE_F32 && to == TW_TYPE_F16; break;
    case TW_OP_ARITH_EXTUI:
      ok = tw_type_is_integer(from) && tw_type_is_integer(to) && tw_type_bits(from) < tw_type_bits(to);
      break;
    case TW_OP_ARITH_TRUNCI:
      ok = tw_type_is_integer(from) && tw_type_is_integer(to) && tw_type_bits(from) > tw_type_bits(to);
      break;
    default: /* bitcast */
      ok = tw_type_bits(from) != 0 && tw_type_bits(from) == tw_type_bits(to) && from != to;
      break;
  }
  return ok ? 1
            : complain(v, "%s: %s to %s", tw_op_rows[op->opcode].name, tw_type_spelling(from), tw_type_spelling(to));
}

/* The eleven ops of the WMMA families (ir-format.md §Ops; the last three from
 * docs/implicit-gemm-gfx11-gfx12.md §2); arity is already checked. */
static int check_vector_op(tw_verifier* v, const tw_op* op) {
  const char* name = tw_op_rows[op->opcode].name;
  switch (op->opcode) {
    case TW_OP_VEC_CONCAT: {
      tw_type a = operand_type(v, op, 0), b = operand_type(v, op, 1), r = result_type(v, op, 0);
      if (!tw_type_is_vector(a) || a != b) return complain(v, "%s: operands must be one vector type", name);
      if (r != tw_vec_of(2 * tw_vec_length(a), tw_vec_element(a)))
        return complain(v, "%s: result %s is not twice %s", name, tw_type_spelling(r), tw_type_spelling(a));
      return 1;
    }
    case TW_OP_VEC_EXTRACT: {
      tw_type a = operand_type(v, op, 0);
      if (!tw_type_is_vector(a) || result_type(v, op, 0) != tw_vec_element(a))
        return complain(v, "%s: needs a vector and its element type", name);
      const tw_attr* index = tw_op_attr(v->k, op, "index");
      if (!index || index->kind != TW_ATTR_INT || index->integer < 0 || index->integer >= tw_vec_length(a))
        return complain(v, "%s: index missing or out of range", name);
      return 1;
    }
    case TW_OP_TILE_BUFFER_LOAD_B128:
      if (!types_match(v, op, "r33*")) return 0;
      if (result_type(v, op, 0) != TW_TYPE_V4_I32) return complain(v, "%s: result must be vec<4 x i32>", name);
      return 1;
    case TW_OP_TILE_LDS_STORE_B128:
      if (!types_match(v, op, "l3*")) return 0;
      if (operand_type(v, op, 2) != TW_TYPE_V4_I32) return complain(v, "%s: value must be vec<4 x i32>", name);
      return 1;
    case TW_OP_TILE_LDS_LOAD_TR16_B128: {
      if (!types_match(v, op, "l3*")) return 0;
      tw_type r = result_type(v, op, 0);
      if (r != TW_TYPE_V8_F16 && r != TW_TYPE_V8_BF16)
        return complain(v, "%s: result must be vec<8 x f16> or vec<8 x bf16>", name);
      return 1;
    }
    case TW_OP_TILE_LDS_LOAD_B64:
      if (!types_match(v, op, "l3*")) return 0;
      if (result_type(v, op, 0) != TW_TYPE_V2_F32) return complain(v, "%s: result must be vec<2 x f32>", name);
      return 1;
    case TW_OP_TILE_WMMA_F32_16X16X4_F32:
      if (operand_type(v, op, 0) != TW_TYPE_V2_F32 || operand_type(v, op, 1) != TW_TYPE_V2_F32)
        return complain(v, "%s: A and B must be vec<2 x f32>", name);
      if (operand_type(v, op, 2) != TW_TYPE_V8_F32 || result_type(v, op, 0) != TW_TYPE_V8_F32)
        return complain(v, "%s: C and the result must be vec<8 x f32>", name);
      return 1;
    case TW_OP_TILE_LDS_LOAD_B16: {
      if (!types_match(v, op, "l3*")) return 0;
      tw_type r = result_type(v, op, 0);
      if (r != TW_TYPE_F16 && r != TW_TYPE_BF16) return complain(v, "%s: result must be f16 or bf16", name);
      return 1;
    }
    case TW_OP_VEC_FROM_ELEMENTS: { /* N operands of the result's element type T */
      tw_type r = result_type(v, op, 0);
      if (!tw_type_is_vector(r)) return complain(v, "%s: result must be a vector", name);
      if (op->n_operands != tw_vec_length(r))
        return complain(v, "%s: %d operands for %s", name, op->n_operands, tw_type_spelling(r));
      for (int i = 0; i < op->n_operands; ++i) {
        if (operand_type(v, op, i) != tw_vec_element(r))
          return complain(v, "%s: operand %d has type %s", name, i, tw_type_spelling(operand_type(v, op, i)));
      }
      return 1;
    }
    case TW_OP_TILE_WMMA_F32_16X16X16: { /* N = 16 (the gfx11 form) or 8 (the gfx12 form) */
      tw_type a = operand_type(v, op, 0), b = operand_type(v, op, 1);
      if ((a != TW_TYPE_V16_F16 && a != TW_TYPE_V16_BF16 && a != TW_TYPE_V8_F16 && a != TW_TYPE_V8_BF16) || b != a)
        return complain(v, "%s: A and B must both be one of vec<16 x f16>, vec<16 x bf16>, vec<8 x f16>, "
                        "vec<8 x bf16>", name);
      if (operand_type(v, op, 2) != TW_TYPE_V8_F32 || result_type(v, op, 0) != TW_TYPE_V8_F32)
        return complain(v, "%s: C and the result must be vec<8 x f32>", name);
      return 1;
    }
    default: { /* tile.wmma_f32_16x16x32 */
      tw_type a = operand_type(v, op, 0), b = operand_type(v, op, 1);
      if ((a != TW_TYPE_V16_F16 && a != TW_TYPE_V16_BF16) || b != a)
        return complain(v, "%s: A and B must both be vec<16 x f16> or both vec<16 x bf16>", name);
      if (operand_type(v, op, 2) != TW_TYPE_V8_F32 || result_type(v, op, 0) != TW_TYPE_V8_F32)
        return complain(v, "%s: C and the result must be vec<8 x f32>", name);
      return 1;
    }
  }
}

/* The Tensor Data Mover ops: the copy's attributes are the descriptor's data size, pad interval
 * and pad amount (cols a power of two in 4…512; (pitch − cols) / 2 dwords of pad in 1…128). */
static int check_tdm_op(tw_verifier* v, const tw_op* op) {
  const char* name = tw_op_rows[op->opcode].name;
  if (op->opcode == TW_OP_TILE_TDM_WAIT) {
    const tw_attr* pending = tw_op_attr(v->k, op, "pending");
    if (!pending || pending->kind != TW_ATTR_INT || pending->integer < 0 || pending->integer > 32767)
      return complain(v, "%s: pending missing or outside 0..32767", name);
    return 1;
  }
  if (!types_match(v, op, "l3g333")) return 0;
  const tw_attr* cols = tw_op_attr(v->k, op, "cols");
  const tw_attr* pitch = tw_op_attr(v->k, op, "pitch");
  if (!cols || cols->kind != TW_ATTR_INT || cols->integer < 4 || cols->integer > 512 ||
      (cols->integer & (cols->integer - 1)) != 0)
    return complain(v, "%s: cols missing or not a power of two in 4..512", name);
  if (!pitch || pitch->kind != TW_ATTR_INT || pitch->integer < cols->integer + 2 ||
      pitch->integer > cols->integer + 256 || (pitch->integer - cols->integer) % 2 != 0)
    return complain(v, "%s: pitch missing or (pitch - cols) / 2 not a whole number in 1..128", name);
  return 1;
}

static int check_types(tw_verifier* v, const tw_op* op) {
  switch (op->opcode) {
    case TW_OP_ARITH_CONSTANT: {
      const tw_attr* value = tw_op_attr(v->k, op, "value");
      tw_type t = result_type(v, op, 0);
      if (!value) return complain(v, "arith.constant without a value");
      if (tw_type_is_integer(t) && value->kind == TW_ATTR_INT) return 1;
      if (tw_type_is_float(t) && value->kind == TW_ATTR_FLOAT) return 1;
      if (tw_type_is_vector(t) && tw_vec_element(t) == TW_TYPE_F32) { /* only the zero vector */
        if (value->kind == TW_ATTR_FLOAT && value->real == 0.0 && !signbit(value->real)) return 1;
        return complain(v, "arith.constant: a vector constant must be the float 0x0p+0");
      }
      return complain(v, "arith.constant: value kind does not match %s", tw_type_spelling(t));
    }
    case TW_OP_ARITH_ADDI: case TW_OP_ARITH_SUBI: case TW_OP_ARITH_MULI: case TW_OP_ARITH_DIVUI:
    case TW_OP_ARITH_REMUI: case TW_OP_ARITH_ANDI: case TW_OP_ARITH_ORI: case TW_OP_ARITH_SHLI:
    case TW_OP_ARITH_SHRUI:
      return types_match(v, op, "iII");
    case TW_OP_ARITH_CMPI: return types_match(v, op, "iIb") && check_pred(v, op, kIntPreds);
    case TW_OP_ARITH_CMPF: return types_match(v, op, "ffb") && check_pred(v, op, kFloatPreds);
    case TW_OP_ARITH_SELECT: return types_match(v, op, "b*TT");
    case TW_OP_ARITH_ADDF: case TW_OP_ARITH_MULF: return types_match(v, op, "fff");
    case TW_OP_ARITH_FMA: return types_match(v, op, "ffff");
    case TW_OP_ARITH_EXTF: case TW_OP_ARITH_TRUNCF: case TW_OP_ARITH_EXTUI: case TW_OP_ARITH_TRUNCI:
    case TW_OP_ARITH_BITCAST:
      return check_cast(v, op);
    case TW_OP_GPU_THREAD_ID_X: case TW_OP_GPU_BLOCK_ID_X: case TW_OP_GPU_BLOCK_ID_Y: case TW_OP_GPU_BLOCK_ID_Z:
      return types_match(v, op, "3");
    case TW_OP_GPU_READFIRSTLANE: return types_match(v, op, "33");
    case TW_OP_GPU_BARRIER: return 1;
    case TW_OP_TILE_BUFFER_RSRC: return types_match(v, op, "g3r");
    case TW_OP_TILE_BUFFER_LOAD_I16: return types_match(v, op, "r33s");
    case TW_OP_TILE_BUFFER_LOAD_F32: return types_match(v, op, "r33f");
    case TW_OP_TILE_BUFFER_STORE_I16: return types_match(v, op, "r33s");
    case TW_OP_TILE_BUFFER_STORE_F32: case TW_OP_TILE_BUFFER_ATOMIC_FADD_F32: return types_match(v, op, "r33f");
    case TW_OP_TILE_LDS_ALLOC: {
      const tw_attr* bytes = tw_op_attr(v->k, op, "bytes");
      if (!bytes || bytes->kind != TW_ATTR_INT || bytes->integer <= 0)
        return complain(v, "tile.lds_alloc needs bytes > 0");
      if (++v->lds_allocs > 1) return complain(v, "more than one tile.lds_alloc");
      return types_match(v, op, "l");
    }
    case TW_OP_TILE_LDS_LOAD_F32: return types_match(v, op, "l3f");
    case TW_OP_TILE_LDS_STORE_F32: return types_match(v, op, "l3f");
    case TW_OP_SCF_IF: case TW_OP_SCF_IF_ELSE: return types_match(v, op, "b");
    case TW_OP_SCF_FOR: {
      if (op->n_region_args != 1 + op->n_results) return complain(v, "scf.for: region arguments do not match");
      for (int i = 0; i < 3; ++i) {
        if (operand_type(v, op, i) != TW_TYPE_I32) return complain(v, "scf.for: bound %d is not i32", i);
      }
      for (int i = 0; i < op->n_results; ++i) {
        tw_type init = operand_type(v, op, 3 + i);
        if (result_type(v, op, i) != init || v->k->values[op->first_region_arg + 1 + i].type != init)
          return complain(v, "scf.for: iter-arg %d types differ", i);
      }
      if (op->n_region_args != 1 + op->n_results || v->k->values[op->first_region_arg].type != TW_TYPE_I32)
        return complain(v, "scf.for: region arguments do not match");
      return 1;
    }
    case TW_OP_SCF_YIELD: return 1;
    case TW_OP_VEC_CONCAT: case TW_OP_VEC_EXTRACT: case TW_OP_TILE_BUFFER_LOAD_B128:
    case TW_OP_TILE_LDS_STORE_B128: case TW_OP_TILE_LDS_LOAD_TR16_B128: case TW_OP_TILE_WMMA_F32_16X16X32:
    case TW_OP_TILE_LDS_LOAD_B64: case TW_OP_TILE_WMMA_F32_16X16X4_F32:
    case TW_OP_TILE_LDS_LOAD_B16: case TW_OP_VEC_FROM_ELEMENTS: case TW_OP_TILE_WMMA_F32_16X16X16:
      return check_vector_op(v, op);
    case TW_OP_TILE_TDM_LOAD_B16_2D: case TW_OP_TILE_TDM_WAIT: return check_tdm_op(v, op);
    default: return complain(v, "unknown op %d", (int)op->opcode);
  }
}

static int check_arity(tw_verifier* v, const tw_op* op) {
  const tw_op_row* row = &tw_op_rows[op->opcode];
  int regions = op->opcode == TW_OP_SCF_IF_ELSE                               ? 2
                : (op->opcode == TW_OP_SCF_IF || op->opcode == TW_OP_SCF_FOR) ? 1
                                                                              : 0;
  if (op->n_regions != regions) return complain(v, "%s: %d regions", row->name, op->n_regions);
  if (op->opcode != TW_OP_SCF_FOR && op->n_region_args) return complain(v, "%s: iv(...) or args(...)", row->name);
  if (op->opcode == TW_OP_SCF_FOR) {
    if (op->n_operands < 3 || op->n_results != op->n_operands - 3) return complain(v, "scf.for: operand/result counts");
    return 1;
  }
  if (row->n_operands >= 0 && op->n_operands != row->n_operands)
    return complain(v, "%s: %d operands (wants %d)", row->name, op->n_operands, row->n_operands);
  if (row->n_results >= 0 && op->n_results != row->n_results)
    return complain(v, "%s: %d results (wants %d)", row->name, op->n_results, row->n_results);
  return 1;
}

typedef struct tw_scope {
  int* ids;
  int count, capacity;
} tw_scope;

static int verify_region(tw_verifier* v, tw_scope* scope, int region, const tw_op* loop);

static int see(tw_verifier* v, tw_scope* scope, int value) {
  if (!define(v, value)) return 0;
  if (TW_PUSH(v->k->arena, scope->ids, scope->count, scope->capacity) < 0) return complain(v, "out of memory");
  scope->ids[scope->count - 1] = value;
  return 1;
}

static int verify_op(tw_verifier* v, tw_scope* scope, const tw_op* op, int is_last, const tw_op* loop) {
  if (op->opcode < 0 || op->opcode >= TW_OP_COUNT) return complain(v, "op code %d out of range", (int)op->opcode);
  const char* name = tw_op_rows[op->opcode].name;
  for (int i = 0; i < op->n_operands; ++i) {
    int id = tw_op_operand(v->k, op, i);
    if (id < 0 || id >= v->k->n_values || !v->visible[id])
      return complain(v, "%s: operand %d is not in scope", name, i);
  }
  if (!check_arity(v, op) || !check_types(v, op)) return 0;
  if (op->opcode == TW_OP_SCF_YIELD) {
    if (!loop || !is_last) return complain(v, "scf.yield outside the end of an scf.for body");
    if (op->n_operands != loop->n_results)
      return complain(v, "scf.yield: %d values for %d results", op->n_operands, loop->n_results);
    for (int i = 0; i < op->n_operands; ++i) {
      if (operand_type(v, op, i) != result_type(v, loop, i))
        return complain(v, "scf.yield: value %d has the wrong type", i);
    }
  }
  for (int r = 0; r < op->n_regions; ++r) {
    int mark = scope->count;
    if (op->opcode == TW_OP_SCF_FOR) {
      for (int a = 0; a < op->n_region_args; ++a) {
        if (!see(v, scope, op->first_region_arg + a)) return 0;
      }
    }
    if (!verify_region(v, scope, op->regions[r], op->opcode == TW_OP_SCF_FOR ? op : NULL)) return 0;
    while (scope->count > mark) v->visible[scope->ids[--scope->count]] = 0; /* out of scope after the region */
  }
  for (int i = 0; i < op->n_results; ++i) {
    if (!see(v, scope, op->first_result + i)) return 0;
  }
  return 1;
}

static int verify_region(tw_verifier* v, tw_scope* scope, int region, const tw_op* loop) {
  if (region < 0 || region >= v->k->n_regions) return complain(v, "region %d does not exist", region);
  int last = -1;
  for (int o = v->k->regions[region].first_op; o >= 0; o = v->k->ops[o].next) {
    if (!verify_op(v, scope, &v->k->ops[o], v->k->ops[o].next < 0, loop)) return 0;
    last = o;
  }
  if (loop && (last < 0 || v->k->ops[last].opcode != TW_OP_SCF_YIELD))
    return complain(v, "scf.for body does not end in scf.yield");
  return 1;
}

int tw_verify(const tw_kernel* k, char* complaint, size_t capacity) {
  tw_verifier v;
  memset(&v, 0, sizeof v);
  v.k = k;
  v.complaint = complaint;
  v.capacity = capacity;
  v.visible = (char*)tw_arena_alloc(k->arena, (size_t)k->n_values + 1);
  v.defined = (char*)tw_arena_alloc(k->arena, (size_t)k->n_values + 1);
  if (!v.visible || !v.defined) return complain(&v, "out of memory");
  const tw_attr* arch = tw_kernel_attr(k, "arch");
  const tw_attr* block_size = tw_kernel_attr(k, "block_size");
  if (!arch || arch->kind != TW_ATTR_STRING) return complain(&v, "kernel attr arch (string) is missing");
  if (!block_size || block_size->kind != TW_ATTR_INT)
    return complain(&v, "kernel attr block_size (integer) is missing");
  tw_scope scope = {NULL, 0, 0};
  for (int p = 0; p < k->n_params; ++p) {
    int value = k->params[p].value;
    if (!see(&v, &scope, value)) return 0;
    /* ir-format.md, verifier rules: a buffer resource is made inside the kernel, never passed in */
    if (k->values[value].type == TW_TYPE_RSRC) return complain(&v, "param %d is a buffer resource", p);
  }
  return verify_region(&v, &scope, k->entry_region, NULL);
}
