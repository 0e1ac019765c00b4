// twin_engine/ir.h — the twin's tile IR: one kernel as flat arrays indexed by integers
// (values, ops, operand ids, attributes, regions), all living in the call's arena.
//
// The builder and the canonical parser append to it; the verifier, the canonical printer and
// the LLVM lowerer walk it. Value ids are canonical by construction (ir-format.md §Values):
// whoever appends creates an op's results, then its region arguments, then its body.
//
//   tw_kernel k;  tw_kernel_init(&k, &arena);
//   int v = tw_ir_add_value(&k, TW_TYPE_I32, "tid", op);
//   for (int o = k.regions[k.entry_region].first_op; o >= 0; o = k.ops[o].next) ...
#ifndef IRGATE_TWIN_IR_H
#define IRGATE_TWIN_IR_H

#include "twin_engine/arena.h"
#include "twin_engine/tables.h"

/* The vector types of ir-format.md §Types: `vec<N x T>`, N in {2, 4, 8, 16}, T in
 * {i16, i32, f16, bf16, f32}. X(N, scalar enum suffix, canonical scalar, LLVM scalar). */
#define TW_VEC_SCALARS(X, N) \
  X(N, I16, "i16", "i16") X(N, I32, "i32", "i32") X(N, F16, "f16", "half") X(N, BF16, "bf16", "bfloat") \
  X(N, F32, "f32", "float")
#define TW_VEC_TYPES(X) TW_VEC_SCALARS(X, 2) TW_VEC_SCALARS(X, 4) TW_VEC_SCALARS(X, 8) TW_VEC_SCALARS(X, 16)

typedef enum tw_type {
  TW_TYPE_NONE,
  TW_TYPE_I1,
  TW_TYPE_I8,
  TW_TYPE_I16,
  TW_TYPE_I32,
  TW_TYPE_I64,
  TW_TYPE_F16,
  TW_TYPE_BF16,
  TW_TYPE_F32,
  TW_TYPE_PTR_GLOBAL,
  TW_TYPE_PTR_LDS,
  TW_TYPE_PTR_CONSTANT,
  TW_TYPE_RSRC,
#define TW_VEC_ENUM(N, S, spelled, llvm) TW_TYPE_V##N##_##S,
  TW_VEC_TYPES(TW_VEC_ENUM)
#undef TW_VEC_ENUM
  TW_TYPE_COUNT
} tw_type;

const char* tw_type_spelling(tw_type type);                   /* canonical: "i32", "ptr<lds>", ... */
tw_type tw_type_by_spelling(const char* text, size_t length); /* TW_TYPE_NONE when unknown */
int tw_type_is_integer(tw_type type);
int tw_type_is_float(tw_type type);
int tw_type_bits(tw_type type); /* scalar width; 0 for pointers, rsrc and vectors */
int tw_type_is_vector(tw_type type);
int tw_vec_length(tw_type type);        /* N of vec<N x T>; 0 for a scalar */
tw_type tw_vec_element(tw_type type);   /* T of vec<N x T>; TW_TYPE_NONE for a scalar */
tw_type tw_vec_of(int length, tw_type element); /* TW_TYPE_NONE unless a vector type exists */
const char* tw_vec_llvm_spelling(tw_type type); /* "<8 x float>"; NULL for a scalar */

typedef enum tw_attr_kind { TW_ATTR_INT, TW_ATTR_BOOL, TW_ATTR_FLOAT, TW_ATTR_STRING } tw_attr_kind;

typedef struct tw_attr {
  const char* key;
  tw_attr_kind kind;
  long long integer; /* INT, and BOOL as 0/1 */
  double real;       /* FLOAT */
  const char* string;
} tw_attr;

tw_attr tw_attr_int(const char* key, long long value);
tw_attr tw_attr_bool(const char* key, int value);
tw_attr tw_attr_float(const char* key, double value);
tw_attr tw_attr_string(const char* key, const char* value);

typedef struct tw_value {
  tw_type type;
  const char* hint;
  int def_op;      /* the op defining it (result or region argument); -1 for a param */
  int is_region_arg;
} tw_value;

typedef struct tw_op {
  tw_opcode opcode;
  int first_operand, n_operands; /* into tw_kernel::operands */
  int first_result, n_results;   /* value ids */
  int first_region_arg, n_region_args;
  int first_attr, n_attrs; /* into tw_kernel::attrs */
  int regions[2];
  int n_regions;
  int next; /* next op of the same region, -1 at the end */
} tw_op;

typedef struct tw_region {
  int first_op, last_op; /* -1 when empty */
} tw_region;

typedef struct tw_param {
  int value;
  int first_attr, n_attrs;
} tw_param;

typedef struct tw_kernel {
  tw_arena* arena;
  const char* name;
  int first_attr, n_attrs; /* kernel attributes */
  int entry_region;
  tw_param* params;
  int n_params, cap_params;
  tw_value* values;
  int n_values, cap_values;
  tw_op* ops;
  int n_ops, cap_ops;
  int* operands;
  int n_operands, cap_operands;
  tw_attr* attrs;
  int n_attr_slots, cap_attrs;
  tw_region* regions;
  int n_regions, cap_regions;
} tw_kernel;

void tw_kernel_init(tw_kernel* k, tw_arena* arena);
/* Appenders: return the new index, or -1 when the arena is out of memory. */
int tw_ir_add_value(tw_kernel* k, tw_type type, const char* hint, int def_op);
int tw_ir_add_attrs(tw_kernel* k, const tw_attr* attrs, int count); /* copies; first slot */
int tw_ir_add_region(tw_kernel* k);
int tw_ir_add_param(tw_kernel* k, tw_type type, const char* hint, const tw_attr* attrs, int n_attrs);
/* A new op at the end of `region`, with its operands and attributes copied; no results yet. */
int tw_ir_append_op(tw_kernel* k, int region, tw_opcode opcode, const int* operands, int n_operands,
                    const tw_attr* attrs, int n_attrs);

/* The attribute named `key` among attrs[first .. first+count), or NULL. */
const tw_attr* tw_attr_find(const tw_kernel* k, int first, int count, const char* key);
const tw_attr* tw_kernel_attr(const tw_kernel* k, const char* key);
const tw_attr* tw_op_attr(const tw_kernel* k, const tw_op* op, const char* key);
int tw_op_operand(const tw_kernel* k, const tw_op* op, int index);

/* Canonical text of one attribute value (ir-format.md §Attributes) appended to `out`. */
void tw_attr_value_print(tw_text* out, const tw_attr* attr);

#endif
