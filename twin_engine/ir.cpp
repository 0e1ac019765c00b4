// twin_engine/ir.cpp — see ir.h.
#include "twin_engine/ir.h"

#include <locale.h>
#include <string.h>

static const char* const kTypeSpellings[TW_TYPE_COUNT] = {
    "", "i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "ptr<global>", "ptr<lds>", "ptr<constant>", "rsrc",
#define TW_VEC_SPELLING(N, S, spelled, llvm) "vec<" #N " x " spelled ">",
    TW_VEC_TYPES(TW_VEC_SPELLING)
#undef TW_VEC_SPELLING
};

typedef struct tw_vec_row {
  tw_type type;
  int length;
  tw_type element;
  const char* llvm;
} tw_vec_row;

static const tw_vec_row kVectors[] = {
#define TW_VEC_ROW(N, S, spelled, llvm) {TW_TYPE_V##N##_##S, N, TW_TYPE_##S, "<" #N " x " llvm ">"},
    TW_VEC_TYPES(TW_VEC_ROW)
#undef TW_VEC_ROW
};

static const tw_vec_row* vec_row(tw_type type) {
  for (size_t i = 0; i < sizeof kVectors / sizeof kVectors[0]; ++i) {
    if (kVectors[i].type == type) return &kVectors[i];
  }
  return NULL;
}

int tw_type_is_vector(tw_type type) { return vec_row(type) != NULL; }
int tw_vec_length(tw_type type) { return vec_row(type) ? vec_row(type)->length : 0; }
tw_type tw_vec_element(tw_type type) { return vec_row(type) ? vec_row(type)->element : TW_TYPE_NONE; }
const char* tw_vec_llvm_spelling(tw_type type) { return vec_row(type) ? vec_row(type)->llvm : NULL; }

tw_type tw_vec_of(int length, tw_type element) {
  for (size_t i = 0; i < sizeof kVectors / sizeof kVectors[0]; ++i) {
    if (kVectors[i].length == length && kVectors[i].element == element) return kVectors[i].type;
  }
  return TW_TYPE_NONE;
}

const char* tw_type_spelling(tw_type type) {
  return type > TW_TYPE_NONE && type < TW_TYPE_COUNT ? kTypeSpellings[type] : "?";
}

tw_type tw_type_by_spelling(const char* text, size_t length) {
  for (int t = TW_TYPE_NONE + 1; t < TW_TYPE_COUNT; ++t) {
    if (strlen(kTypeSpellings[t]) == length && memcmp(kTypeSpellings[t], text, length) == 0) return (tw_type)t;
  }
  return TW_TYPE_NONE;
}

int tw_type_is_integer(tw_type type) { return type >= TW_TYPE_I1 && type <= TW_TYPE_I64; }
int tw_type_is_float(tw_type type) { return type >= TW_TYPE_F16 && type <= TW_TYPE_F32; }

int tw_type_bits(tw_type type) {
  switch (type) {
    case TW_TYPE_I1: return 1;
    case TW_TYPE_I8: return 8;
    case TW_TYPE_I16: case TW_TYPE_F16: case TW_TYPE_BF16: return 16;
    case TW_TYPE_I32: case TW_TYPE_F32: return 32;
    case TW_TYPE_I64: return 64;
    default: return 0;
  }
}

tw_attr tw_attr_int(const char* key, long long value) {
  tw_attr a = {key, TW_ATTR_INT, value, 0.0, NULL};
  return a;
}
tw_attr tw_attr_bool(const char* key, int value) {
  tw_attr a = {key, TW_ATTR_BOOL, value ? 1 : 0, 0.0, NULL};
  return a;
}
tw_attr tw_attr_float(const char* key, double value) {
  tw_attr a = {key, TW_ATTR_FLOAT, 0, value, NULL};
  return a;
}
tw_attr tw_attr_string(const char* key, const char* value) {
  tw_attr a = {key, TW_ATTR_STRING, 0, 0.0, value};
  return a;
}

void tw_kernel_init(tw_kernel* k, tw_arena* arena) {
  memset(k, 0, sizeof *k);
  k->arena = arena;
  k->name = "";
  k->entry_region = tw_ir_add_region(k);
}

int tw_ir_add_value(tw_kernel* k, tw_type type, const char* hint, int def_op) {
  int id = TW_PUSH(k->arena, k->values, k->n_values, k->cap_values);
  if (id < 0) return -1;
  tw_value* v = &k->values[id];
  v->type = type;
  v->hint = hint;
  v->def_op = def_op;
  v->is_region_arg = 0;
  return id;
}

int tw_ir_add_attrs(tw_kernel* k, const tw_attr* attrs, int count) {
  int first = k->n_attr_slots;
  for (int i = 0; i < count; ++i) {
    int slot = TW_PUSH(k->arena, k->attrs, k->n_attr_slots, k->cap_attrs);
    if (slot < 0) return -1;
    k->attrs[slot] = attrs[i];
  }
  return first;
}

int tw_ir_add_region(tw_kernel* k) {
  int r = TW_PUSH(k->arena, k->regions, k->n_regions, k->cap_regions);
  if (r < 0) return -1;
  k->regions[r].first_op = -1;
  k->regions[r].last_op = -1;
  return r;
}

int tw_ir_add_param(tw_kernel* k, tw_type type, const char* hint, const tw_attr* attrs, int n_attrs) {
  int value = tw_ir_add_value(k, type, hint, -1);
  int first_attr = tw_ir_add_attrs(k, attrs, n_attrs);
  int p = TW_PUSH(k->arena, k->params, k->n_params, k->cap_params);
  if (value < 0 || first_attr < 0 || p < 0) return -1;
  k->params[p].value = value;
  k->params[p].first_attr = first_attr;
  k->params[p].n_attrs = n_attrs;
  return p;
}

int tw_ir_append_op(tw_kernel* k, int region, tw_opcode opcode, const int* operands, int n_operands,
                    const tw_attr* attrs, int n_attrs) {
  if (region < 0 || region >= k->n_regions) return -1;
  int first_operand = k->n_operands;
  for (int i = 0; i < n_operands; ++i) {
    int slot = TW_PUSH(k->arena, k->operands, k->n_operands, k->cap_operands);
    if (slot < 0) return -1;
    k->operands[slot] = operands[i];
  }
  int first_attr = tw_ir_add_attrs(k, attrs, n_attrs);
  int o = TW_PUSH(k->arena, k->ops, k->n_ops, k->cap_ops);
  if (first_attr < 0 || o < 0) return -1;
  tw_op* op = &k->ops[o];
  memset(op, 0, sizeof *op);
  op->opcode = opcode;
  op->first_operand = first_operand;
  op->n_operands = n_operands;
  op->first_result = k->n_values;
  op->first_region_arg = k->n_values;
  op->first_attr = first_attr;
  op->n_attrs = n_attrs;
  op->regions[0] = op->regions[1] = -1;
  op->next = -1;
  tw_region* r = &k->regions[region];
  if (r->last_op < 0)
    r->first_op = o;
  else
    k->ops[r->last_op].next = o;
  r->last_op = o;
  return o;
}

const tw_attr* tw_attr_find(const tw_kernel* k, int first, int count, const char* key) {
  for (int i = first; i < first + count; ++i) {
    if (strcmp(k->attrs[i].key, key) == 0) return &k->attrs[i];
  }
  return NULL;
}

const tw_attr* tw_kernel_attr(const tw_kernel* k, const char* key) {
  return tw_attr_find(k, k->first_attr, k->n_attrs, key);
}

const tw_attr* tw_op_attr(const tw_kernel* k, const tw_op* op, const char* key) {
  return tw_attr_find(k, op->first_attr, op->n_attrs, key);
}

int tw_op_operand(const tw_kernel* k, const tw_op* op, int index) { return k->operands[op->first_operand + index]; }

void tw_attr_value_print(tw_text* out, const tw_attr* attr) {
  switch (attr->kind) {
    case TW_ATTR_INT: tw_text_printf(out, "%lld", attr->integer); break;
    case TW_ATTR_BOOL: tw_text_puts(out, attr->integer ? "true" : "false"); break;
    case TW_ATTR_FLOAT: { /* %a spells the radix point of LC_NUMERIC: print in the C locale */
      locale_t c_numeric = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
      locale_t previous = c_numeric ? uselocale(c_numeric) : (locale_t)0;
      tw_text_printf(out, "%a", attr->real);
      if (c_numeric) {
        uselocale(previous);
        freelocale(c_numeric);
      }
      break;
    }
    case TW_ATTR_STRING:
      tw_text_puts(out, "\"");
      for (const char* c = attr->string; *c; ++c) {
        if (*c == '"' || *c == '\\') tw_text_puts(out, "\\");
        tw_text_append(out, c, 1);
      }
      tw_text_puts(out, "\"");
      break;
  }
}
