// twin_engine/ir_passes.h — what the twin does with a whole tile IR kernel: verify it, print its
// canonical text, parse canonical text back (docs/ir-format.md).
//
// Used by the entry points: emit_ir = build, verify, print; lower_ir = parse, verify, lower.
//
//   char why[256];
//   if (!tw_verify(&k, why, sizeof why)) tw_refuse(&fail, TW_REFUSAL_ir_invalid, why);
//   tw_text text = {};  tw_print_canonical(&k, &text);
//   tw_kernel back;  tw_parse_canonical(text.data, text.size, &arena, &back, &fail);
#ifndef IRGATE_TWIN_IR_PASSES_H
#define IRGATE_TWIN_IR_PASSES_H

#include "twin_engine/fail.h"
#include "twin_engine/ir.h"

/* 1 when the kernel follows ir-format.md §Verifier rules; else 0 and the first complaint. */
int tw_verify(const tw_kernel* k, char* complaint, size_t capacity);
void tw_print_canonical(const tw_kernel* k, tw_text* out);
/* Syntax errors refuse ir_malformed (line, message); ids that break the scoping rules refuse
 * ir_invalid after the whole text parsed. The kernel lives in `arena`. */
void tw_parse_canonical(const char* text, size_t size, tw_arena* arena, tw_kernel* k, tw_fail* fail);

#endif
