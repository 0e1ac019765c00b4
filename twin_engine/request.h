// twin_engine/request.h — the checks every request passes before a family's rules
// (docs/kernels.md §Every request), and the spec stamp.
//
// Used by the twin's emit_ll, emit_ir and plan entry points, in that order: checks, then the
// family's validator, then the builder, which stamps the kernel with tw_spec_stamp.
//
//   const tw_arch_row* arch = tw_check_request(&req, &fail);     // NULL once fail is set
//   tw_text stamp = {};  tw_spec_stamp(&req, arch, &stamp);
//   // "direct_wgrad_reduce{ws_replicas=2,out_dtype=fp16,block_size=256}@gfx1250"
#ifndef IRGATE_TWIN_REQUEST_H
#define IRGATE_TWIN_REQUEST_H

#include "twin_engine/arena.h"
#include "twin_engine/fail.h"

/* The five request checks in documented order; returns the arch row, or NULL after a refusal. */
const tw_arch_row* tw_check_request(const irg_request_t* request, tw_fail* fail);
/* The arch check on its own (lower_ir: the kernel's arch attribute). Whether the flavor's LLVM
 * knows the arch is the arch-domain table's answer, asked when the lowerer needs a key. */
const tw_arch_row* tw_check_arch(const char* target_id, tw_fail* fail);
/* Appends the stamp; returns 0 when the family's IRG_SPEC_FIELD rows are not its struct in order (a bug). */
int tw_spec_stamp(const irg_request_t* request, const tw_arch_row* arch, tw_text* out);
/* "fp16", or "dtype#<n>" for a value abi.h does not name. */
void tw_dtype_spell(int dtype, char* out, size_t capacity);

#endif
