// twin_engine/lower_module.cpp — module layout, names and spellings, the arch-domain check on a
// key's first need, and the entry point (docs/llvm-text.md §Module layout, §Names, §arch-domain).
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "twin_engine/lower_state.h"
#include "twin_engine/request.h"

int tw_temp(tw_lowerer* l) { return l->next_temp++; }

void tw_line(tw_lowerer* l, const char* format, ...) {
  char line[1024];
  va_list args;
  va_start(args, format);
  int n = vsnprintf(line, sizeof line, format, args);
  va_end(args);
  if (n < 0 || n >= (int)sizeof line)
    return tw_internal(l->fail, "lowering: an instruction line exceeds %d bytes", (int)sizeof line);
  tw_text_puts(&l->body, "  ");
  tw_text_puts(&l->body, line);
  tw_text_puts(&l->body, "\n");
}

void tw_label(tw_lowerer* l, const char* format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(l->block, sizeof l->block, format, args);
  va_end(args);
  tw_text_printf(&l->body, "%s:\n", l->block);
}

static void refuse_cell(const tw_arch_row* arch, int flavor, int key, const irg_domain_cell_t* cell, tw_fail* fail) {
  tw_domain_class klass;
  const char* status = tw_domain_status_name(cell->status, &klass);
  char unknown[32];
  if (!status) {
    snprintf(unknown, sizeof unknown, "status#%d", (int)cell->status);
    status = unknown;
  }
  const char* evidence = cell->evidence ? cell->evidence : "";
  tw_refusal id = klass == TW_DOMAIN_ANSWER_NO ? TW_REFUSAL_arch_intrinsic_absent : TW_REFUSAL_arch_domain_no_data;
  tw_refuse(fail, id, tw_intrinsic_rows[key].key, arch->name, tw_flavor_name(flavor), status, evidence);
}

int tw_domain_check(const irg_arch_domain_t* domain, int flavor, const tw_arch_row* arch, int key, tw_fail* fail) {
  if (fail->status) return 0;
  if (!domain || domain->flavor != flavor) {
    tw_refuse(fail, TW_REFUSAL_arch_domain_missing, tw_flavor_name(flavor));
    return 0;
  }
  const irg_domain_cell_t* cell = &domain->cells[key][arch->id];
  if (cell->status != IRG_DOMAIN_OK) {
    refuse_cell(arch, flavor, key, cell, fail);
    return 0;
  }
  return 1;
}

const char* tw_need(tw_lowerer* l, int key, int* length) {
  if (l->fail->status) return NULL;
  if (!l->needed[key] && !tw_domain_check(l->domain, l->flavor, l->arch, key, l->fail)) return NULL;
  const char* text = tw_declare_text(key, l->flavor);
  const char* at = text ? strchr(text, '@') : NULL;
  const char* paren = at ? strchr(at, '(') : NULL;
  if (!paren) {
    tw_internal(l->fail, "intrinsic %s has no declare text under %s", tw_intrinsic_rows[key].key,
                tw_flavor_name(l->flavor));
    return NULL;
  }
  l->needed[key] = 1;
  *length = (int)(paren - at - 1);
  return at + 1;
}

const char* tw_llvm_type(const tw_lowerer* l, tw_type type) {
  switch (type) {
    case TW_TYPE_I1: return "i1";
    case TW_TYPE_I8: return "i8";
    case TW_TYPE_I16: return "i16";
    case TW_TYPE_I32: return "i32";
    case TW_TYPE_I64: return "i64";
    case TW_TYPE_F16: return "half";
    case TW_TYPE_BF16: return "bfloat";
    case TW_TYPE_F32: return "float";
    case TW_TYPE_PTR_GLOBAL: return "ptr addrspace(1)";
    case TW_TYPE_PTR_LDS: return "ptr addrspace(3)";
    case TW_TYPE_PTR_CONSTANT: return "ptr addrspace(4)";
    case TW_TYPE_RSRC: return l->rsrc.type;
    default: return tw_type_is_vector(type) ? tw_vec_llvm_spelling(type) : "void";
  }
}

/* IEEE binary32 -> 16-bit formats, round to nearest even. */
static unsigned half_bits(float value) {
  unsigned bits;
  memcpy(&bits, &value, sizeof bits);
  unsigned sign = (bits >> 16) & 0x8000u;
  int exponent = (int)((bits >> 23) & 0xFFu);
  unsigned mantissa = bits & 0x7FFFFFu;
  if (exponent == 0xFF) return sign | 0x7C00u | (mantissa ? 0x200u | (mantissa >> 13) : 0u);
  int e = exponent - 127 + 15;
  if (e >= 0x1F) return sign | 0x7C00u;
  if (e <= 0) {
    if (e < -10) return sign;
    mantissa |= 0x800000u;
    int shift = 14 - e;
    unsigned half = mantissa >> shift;
    unsigned rest = mantissa & ((1u << shift) - 1u), midpoint = 1u << (shift - 1);
    if (rest > midpoint || (rest == midpoint && (half & 1u))) ++half;
    return sign | half;
  }
  unsigned half = sign | ((unsigned)e << 10) | (mantissa >> 13);
  unsigned rest = mantissa & 0x1FFFu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) ++half;
  return half;
}

static void spell_constant(const tw_lowerer* l, const tw_value* v, const tw_attr* value, char* out) {
  (void)l;
  if (tw_type_is_vector(v->type)) { /* the verifier admits only the zero vector */
    snprintf(out, TW_SPELL_MAX, "zeroinitializer");
    return;
  }
  switch (v->type) {
    case TW_TYPE_I1: snprintf(out, TW_SPELL_MAX, "%s", value->integer ? "true" : "false"); return;
    case TW_TYPE_F32: {
      double rounded = (double)(float)value->real;
      unsigned long long bits;
      memcpy(&bits, &rounded, sizeof bits);
      snprintf(out, TW_SPELL_MAX, "0x%016llX", bits);
      return;
    }
    case TW_TYPE_F16: snprintf(out, TW_SPELL_MAX, "0xH%04X", half_bits((float)value->real)); return;
    case TW_TYPE_BF16: {
      float f = (float)value->real;
      unsigned bits;
      memcpy(&bits, &f, sizeof bits);
      unsigned top = (bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16;
      snprintf(out, TW_SPELL_MAX, "0xR%04X", f != f ? 0x7FC0u : top);
      return;
    }
    default: snprintf(out, TW_SPELL_MAX, "%lld", value->integer); return;
  }
}

void tw_spell(const tw_lowerer* l, int value, char* out) {
  const tw_kernel* k = l->k;
  const tw_value* v = &k->values[value];
  if (v->def_op < 0) {
    snprintf(out, TW_SPELL_MAX, "%%%s", v->hint);
    return;
  }
  const tw_op* op = &k->ops[v->def_op];
  if (op->opcode == TW_OP_ARITH_CONSTANT) return spell_constant(l, v, tw_op_attr(k, op, "value"), out);
  if (op->opcode == TW_OP_TILE_LDS_ALLOC) {
    snprintf(out, TW_SPELL_MAX, "@lds.%s", k->name);
    return;
  }
  if (op->opcode == TW_OP_SCF_FOR && !v->is_region_arg) { /* a loop result is its iter-arg's phi */
    int arg = op->first_region_arg + 1 + (value - op->first_result);
    snprintf(out, TW_SPELL_MAX, "%%%s%d", k->values[arg].hint, arg);
    return;
  }
  snprintf(out, TW_SPELL_MAX, "%%%s%d", v->hint, value);
}

void tw_spell_typed(const tw_lowerer* l, int value, char* out) {
  char untyped[TW_SPELL_MAX];
  tw_spell(l, value, untyped);
  const char* type = tw_llvm_type(l, l->k->values[value].type);
  size_t type_length = strlen(type), untyped_length = strlen(untyped);
  if (type_length + 1 + untyped_length >= TW_SPELL_MAX) untyped_length = TW_SPELL_MAX - 2 - type_length;
  memcpy(out, type, type_length);
  out[type_length] = ' ';
  memcpy(out + type_length + 1, untyped, untyped_length);
  out[type_length + 1 + untyped_length] = '\0';
}

void tw_spell_operand(const tw_lowerer* l, const tw_op* op, int index, char* out) {
  tw_spell(l, tw_op_operand(l->k, op, index), out);
}

void tw_spell_operand_typed(const tw_lowerer* l, const tw_op* op, int index, char* out) {
  tw_spell_typed(l, tw_op_operand(l->k, op, index), out);
}

void tw_lower_region(tw_lowerer* l, int region) {
  for (int o = l->k->regions[region].first_op; o >= 0 && !l->fail->status; o = l->k->ops[o].next) {
    const tw_op* op = &l->k->ops[o];
    if (op->opcode == TW_OP_SCF_FOR)
      tw_lower_for(l, op);
    else if (op->opcode == TW_OP_SCF_IF || op->opcode == TW_OP_SCF_IF_ELSE)
      tw_lower_if(l, op);
    else if (op->opcode != TW_OP_SCF_YIELD) /* the loop lowering reads the yield itself */
      tw_lower_op(l, op);
  }
}

static const tw_op* find_lds_alloc(const tw_kernel* k) {
  for (int o = 0; o < k->n_ops; ++o) {
    if (k->ops[o].opcode == TW_OP_TILE_LDS_ALLOC) return &k->ops[o];
  }
  return NULL;
}

static void print_params(const tw_lowerer* l, tw_text* out) {
  const tw_kernel* k = l->k;
  for (int p = 0; p < k->n_params; ++p) {
    const tw_param* param = &k->params[p];
    const tw_value* v = &k->values[param->value];
    tw_text_printf(out, "%s%s", p ? ", " : "", tw_llvm_type(l, v->type));
    static const char* const kFlags[] = {"noalias", "readonly", "writeonly"};
    for (int f = 0; f < 3; ++f) {
      const tw_attr* flag = tw_attr_find(k, param->first_attr, param->n_attrs, kFlags[f]);
      if (flag && flag->kind == TW_ATTR_BOOL && flag->integer) tw_text_printf(out, " %s", kFlags[f]);
    }
    const tw_attr* align = tw_attr_find(k, param->first_attr, param->n_attrs, "align");
    if (align && align->kind == TW_ATTR_INT) tw_text_printf(out, " align %lld", align->integer);
    tw_text_printf(out, " %%%s", v->hint);
  }
}

void tw_lower_llvm(const tw_kernel* k, int flavor, const irg_arch_domain_t* domain, tw_text* out, tw_fail* fail) {
  if (fail->status) return;
  if (flavor < 0 || flavor >= IRG_FLAVOR_COUNT) return tw_refuse(fail, TW_REFUSAL_flavor_unknown, flavor);
  const tw_attr* arch_attr = tw_kernel_attr(k, "arch");
  const tw_attr* block_size = tw_kernel_attr(k, "block_size");
  if (!arch_attr || arch_attr->kind != TW_ATTR_STRING || !block_size || block_size->kind != TW_ATTR_INT)
    return tw_internal(fail, "lowering an unverified kernel (arch or block_size missing)");
  tw_lowerer l;
  memset(&l, 0, sizeof l);
  l.k = k;
  l.flavor = flavor;
  l.domain = domain;
  l.fail = fail;
  l.next_temp = 1;
  l.next_block = 1;
  snprintf(l.block, sizeof l.block, "entry");
  tw_read_rsrc_form(flavor, &l.rsrc);
  l.arch = tw_check_arch(arch_attr->string, fail);
  if (!l.arch) return;
  tw_lower_region(&l, k->entry_region);
  if (fail->status || l.body.failed) {
    tw_text_free(&l.body);
    if (!fail->status) tw_internal(fail, "lowering: out of memory");
    return;
  }
  const tw_attr* spec = tw_kernel_attr(k, "spec");
  if (spec && spec->kind == TW_ATTR_STRING)
    tw_text_printf(out, "; irgate %s flavor=%s\n", spec->string, tw_flavor_name(flavor));
  else
    tw_text_printf(out, "; irgate @%s flavor=%s\n", k->name, tw_flavor_name(flavor));
  tw_text_puts(out, "target triple = \"amdgcn-amd-amdhsa\"\n\n");
  const tw_op* lds = find_lds_alloc(k);
  if (lds) {
    tw_text_printf(out, "@lds.%s = internal unnamed_addr addrspace(3) global [%lld x i8] undef, align 16\n\n", k->name,
                   tw_op_attr(k, lds, "bytes")->integer);
  }
  int declared = 0;
  for (int key = 0; key < IRG_INTRINSIC_COUNT; ++key) { /* intrinsics.def row order, not first use */
    if (!l.needed[key]) continue;
    tw_text_printf(out, "%s\n", tw_declare_text(key, flavor));
    declared = 1;
  }
  if (declared) tw_text_puts(out, "\n");
  tw_text_printf(out, "define amdgpu_kernel void @%s(", k->name);
  print_params(&l, out);
  tw_text_puts(out, ") #0 {\nentry:\n");
  tw_text_append(out, l.body.data ? l.body.data : "", l.body.size);
  tw_text_puts(out, "  ret void\n}\n\n");
  tw_text_printf(out,
                 "attributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"1,%lld\" "
                 "\"uniform-work-group-size\"=\"true\"",
                 block_size->integer);
  const tw_attr* estimate = tw_kernel_attr(k, "vgpr_estimate"); /* an integer one only (llvm-text.md) */
  if (estimate && estimate->kind == TW_ATTR_INT)
    tw_text_printf(out, " \"amdgpu-num-vgpr\"=\"%lld\"", estimate->integer);
  tw_text_puts(out, " }\n");
  tw_text_free(&l.body);
}
