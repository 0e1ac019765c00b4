// twin_engine/lower_control.cpp — scf.for and scf.if / scf.if_else as LLVM blocks
// (docs/llvm-text.md §Control flow): block numbers in preorder, phis in the loop head with the
// yield operands read straight from the body's scf.yield (spellings never depend on lowering).
#include <stdio.h>
#include <string.h>

#include "twin_engine/lower_state.h"

static const tw_op* body_yield(const tw_lowerer* l, const tw_op* loop) {
  int last = l->k->regions[loop->regions[0]].last_op;
  return last >= 0 && l->k->ops[last].opcode == TW_OP_SCF_YIELD ? &l->k->ops[last] : NULL;
}

void tw_lower_for(tw_lowerer* l, const tw_op* op) {
  if (l->fail->status) return;
  const tw_op* yield = body_yield(l, op);
  if (!yield) return tw_internal(l->fail, "lowering: scf.for body without scf.yield");
  int n = l->next_block++;
  int iv_next = tw_temp(l);
  int cmp = tw_temp(l);
  char entry_block[sizeof l->block];
  memcpy(entry_block, l->block, sizeof entry_block);
  char iv[TW_SPELL_MAX], lo[TW_SPELL_MAX], hi[TW_SPELL_MAX], step[TW_SPELL_MAX];
  tw_spell(l, op->first_region_arg, iv);
  tw_spell_operand(l, op, 0, lo);
  tw_spell_operand(l, op, 1, hi);
  tw_spell_operand(l, op, 2, step);
  tw_line(l, "br label %%for.head.%d", n);
  tw_label(l, "for.head.%d", n);
  tw_line(l, "%s = phi i32 [ %s, %%%s ], [ %%iv.next.%d, %%for.latch.%d ]", iv, lo, entry_block, iv_next, n);
  for (int i = 0; i < op->n_results; ++i) {
    char arg[TW_SPELL_MAX], init[TW_SPELL_MAX], carried[TW_SPELL_MAX];
    int arg_value = op->first_region_arg + 1 + i;
    tw_spell(l, arg_value, arg);
    tw_spell_operand(l, op, 3 + i, init);
    tw_spell_operand(l, yield, i, carried);
    tw_line(l, "%s = phi %s [ %s, %%%s ], [ %s, %%for.latch.%d ]", arg, tw_llvm_type(l, l->k->values[arg_value].type),
            init, entry_block, carried, n);
  }
  tw_line(l, "%%cmp.%d = icmp slt i32 %s, %s", cmp, iv, hi);
  tw_line(l, "br i1 %%cmp.%d, label %%for.body.%d, label %%for.exit.%d", cmp, n, n);
  tw_label(l, "for.body.%d", n);
  tw_lower_region(l, op->regions[0]);
  tw_line(l, "br label %%for.latch.%d", n);
  tw_label(l, "for.latch.%d", n);
  tw_line(l, "%%iv.next.%d = add i32 %s, %s", iv_next, iv, step);
  tw_line(l, "br label %%for.head.%d", n);
  tw_label(l, "for.exit.%d", n);
}

void tw_lower_if(tw_lowerer* l, const tw_op* op) {
  if (l->fail->status) return;
  int n = l->next_block++;
  int with_else = op->opcode == TW_OP_SCF_IF_ELSE;
  char cond[TW_SPELL_MAX];
  tw_spell_operand(l, op, 0, cond);
  tw_line(l, "br i1 %s, label %%if.then.%d, label %%if.%s.%d", cond, n, with_else ? "else" : "end", n);
  tw_label(l, "if.then.%d", n);
  tw_lower_region(l, op->regions[0]);
  tw_line(l, "br label %%if.end.%d", n);
  if (with_else) {
    tw_label(l, "if.else.%d", n);
    tw_lower_region(l, op->regions[1]);
    tw_line(l, "br label %%if.end.%d", n);
  }
  tw_label(l, "if.end.%d", n);
}
