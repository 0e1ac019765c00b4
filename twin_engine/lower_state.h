// twin_engine/lower_state.h — the state the lowering files share (module, ops, control flow):
// counters, the current block, the needed keys and the body text being written.
//
// Internal to lower_*.cpp. One tw_lowerer lives on the stack of one tw_lower_llvm call.
//
//   const char* callee = tw_need(l, IRG_INTRINSIC_FMA_F32, &len);   // domain check on first need
//   tw_line(l, "%s = call float @%.*s(%s)", result, len, callee, args);
#ifndef IRGATE_TWIN_LOWER_STATE_H
#define IRGATE_TWIN_LOWER_STATE_H

#include "twin_engine/lower.h"

enum { TW_SPELL_MAX = 160 };

/* How this flavor spells a buffer resource, read from its make.buffer.rsrc declare text
 * (docs/llvm-text.md §tile.buffer_rsrc): no declare -> "<4 x i32>" assembled by hand; else the
 * declare's return type, and the record count typed as its third parameter. */
typedef struct tw_rsrc_form {
  int by_hand;
  char type[40];
  char records[8]; /* "i32" | "i64" | whatever the declare says (then an internal error) */
} tw_rsrc_form;

typedef struct tw_lowerer {
  const tw_kernel* k;
  int flavor;
  const irg_arch_domain_t* domain;
  const tw_arch_row* arch;
  tw_fail* fail;
  tw_text body;
  char needed[IRG_INTRINSIC_COUNT];
  int next_temp;  /* lowerer temporaries %<hint>.<N>, from 1 */
  int next_block; /* scf constructs, from 1 */
  char block[64]; /* label of the block being written */
  tw_rsrc_form rsrc;
} tw_lowerer;

/* The callee name of `key` (between '@' and '(' of the flavor's declare text), after the
 * arch-domain check of its first need; NULL once `fail` is set. */
const char* tw_need(tw_lowerer* l, int key, int* length);
int tw_temp(tw_lowerer* l);
/* One instruction line, indented two spaces and ended with '\n'. */
void tw_line(tw_lowerer* l, const char* format, ...) __attribute__((format(printf, 2, 3)));
void tw_label(tw_lowerer* l, const char* format, ...) __attribute__((format(printf, 2, 3)));

const char* tw_llvm_type(const tw_lowerer* l, tw_type type);
/* A value's spelling (untyped) and typed reference "<llvm type> <spelling>". */
void tw_spell(const tw_lowerer* l, int value, char* out);
void tw_spell_typed(const tw_lowerer* l, int value, char* out);
void tw_spell_operand(const tw_lowerer* l, const tw_op* op, int index, char* out);
void tw_spell_operand_typed(const tw_lowerer* l, const tw_op* op, int index, char* out);

void tw_lower_region(tw_lowerer* l, int region);
void tw_lower_op(tw_lowerer* l, const tw_op* op);     /* lower_ops.cpp */
void tw_lower_for(tw_lowerer* l, const tw_op* op);    /* lower_control.cpp */
void tw_lower_if(tw_lowerer* l, const tw_op* op);
void tw_lower_rsrc(tw_lowerer* l, const tw_op* op);   /* lower_rsrc.cpp */
void tw_lower_tdm_load(tw_lowerer* l, const tw_op* op); /* lower_tdm.cpp */
void tw_lower_tdm_wait(tw_lowerer* l, const tw_op* op);
void tw_read_rsrc_form(int flavor, tw_rsrc_form* out);

#endif
