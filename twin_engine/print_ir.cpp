// twin_engine/print_ir.cpp — the canonical IR printer (docs/ir-format.md §Layout, §Op lines).
#include <stdlib.h>
#include <string.h>

#include "twin_engine/ir_passes.h"

/* Attribute dictionaries print with keys sorted by byte value. */
static void print_attrs(const tw_kernel* k, int first, int count, tw_text* out) {
  const tw_attr* sorted[32];
  int n = count < 32 ? count : 32;
  for (int i = 0; i < n; ++i) sorted[i] = &k->attrs[first + i];
  for (int i = 1; i < n; ++i) { /* insertion sort: a handful of keys */
    const tw_attr* a = sorted[i];
    int j = i - 1;
    while (j >= 0 && strcmp(sorted[j]->key, a->key) > 0) {
      sorted[j + 1] = sorted[j];
      --j;
    }
    sorted[j + 1] = a;
  }
  tw_text_puts(out, "{");
  for (int i = 0; i < n; ++i) {
    tw_text_printf(out, "%s%s = ", i ? ", " : "", sorted[i]->key);
    tw_attr_value_print(out, sorted[i]);
  }
  tw_text_puts(out, "}");
}

static void print_def(const tw_kernel* k, int value, tw_text* out) {
  tw_text_printf(out, "%%%d:%s", value, k->values[value].hint);
}

static void indent(tw_text* out, int depth) {
  for (int i = 0; i < depth; ++i) tw_text_puts(out, "  ");
}

static void print_region(const tw_kernel* k, int region, int depth, tw_text* out);

static void print_op(const tw_kernel* k, const tw_op* op, int depth, tw_text* out) {
  indent(out, depth);
  for (int i = 0; i < op->n_results; ++i) {
    if (i) tw_text_puts(out, ", ");
    print_def(k, op->first_result + i, out);
  }
  if (op->n_results) tw_text_puts(out, " = ");
  tw_text_puts(out, tw_op_rows[op->opcode].name);
  for (int i = 0; i < op->n_operands; ++i) tw_text_printf(out, "%s%%%d", i ? ", " : " ", tw_op_operand(k, op, i));
  if (op->n_attrs) {
    tw_text_puts(out, " ");
    print_attrs(k, op->first_attr, op->n_attrs, out);
  }
  if (op->opcode == TW_OP_SCF_FOR && op->n_region_args >= 1) {
    tw_text_puts(out, " iv(");
    print_def(k, op->first_region_arg, out);
    tw_text_puts(out, ")");
    if (op->n_region_args > 1) {
      tw_text_puts(out, " args(");
      for (int i = 1; i < op->n_region_args; ++i) {
        if (i > 1) tw_text_puts(out, ", ");
        print_def(k, op->first_region_arg + i, out);
      }
      tw_text_puts(out, ")");
    }
  }
  for (int i = 0; i < op->n_results; ++i) {
    tw_text_printf(out, "%s%s", i ? ", " : " : ", tw_type_spelling(k->values[op->first_result + i].type));
  }
  if (op->n_regions == 0) {
    tw_text_puts(out, "\n");
    return;
  }
  tw_text_puts(out, " {\n");
  print_region(k, op->regions[0], depth + 1, out);
  if (op->n_regions > 1) {
    indent(out, depth);
    tw_text_puts(out, "} else {\n");
    print_region(k, op->regions[1], depth + 1, out);
  }
  indent(out, depth);
  tw_text_puts(out, "}\n");
}

static void print_region(const tw_kernel* k, int region, int depth, tw_text* out) {
  for (int o = k->regions[region].first_op; o >= 0; o = k->ops[o].next) print_op(k, &k->ops[o], depth, out);
}

void tw_print_canonical(const tw_kernel* k, tw_text* out) {
  tw_text_printf(out, "irgate.ir v1\nkernel @%s ", k->name);
  print_attrs(k, k->first_attr, k->n_attrs, out);
  tw_text_puts(out, "\n");
  for (int p = 0; p < k->n_params; ++p) {
    const tw_param* param = &k->params[p];
    tw_text_puts(out, "  param ");
    print_def(k, param->value, out);
    tw_text_printf(out, " : %s", tw_type_spelling(k->values[param->value].type));
    if (param->n_attrs) {
      tw_text_puts(out, " ");
      print_attrs(k, param->first_attr, param->n_attrs, out);
    }
    tw_text_puts(out, "\n");
  }
  print_region(k, k->entry_region, 1, out);
  tw_text_puts(out, "end\n");
}
