// twin_engine/lower.h — the twin's LLVM lowering: one verified tile IR kernel printed as LLVM IR
// text for one flavor (docs/llvm-text.md), consulting the arch-domain table as keys are needed.
//
// Used by emit_ll (after the builder) and lower_ir (after the parser). Refusals (arch checks,
// arch-domain answers, cache policy) and internal errors go to `fail`; `out` is complete only
// when fail stays clear.
//
//   tw_text ll = {};
//   tw_lower_llvm(&kernel, IRG_FLAVOR_LLVM22, request->domain, &ll, &fail);
#ifndef IRGATE_TWIN_LOWER_H
#define IRGATE_TWIN_LOWER_H

#include "twin_engine/fail.h"
#include "twin_engine/ir.h"

/* The arch-domain check of one key (llvm-text.md §The arch-domain check, steps 1 and 2): 1 when
 * the request's table of `flavor` answers `ok` for `key` on `arch`, else refuses into `fail`
 * (arch_domain_missing, arch_intrinsic_absent, arch_domain_no_data) and returns 0. The lowerer
 * runs it on a key's first need; the direct_wgrad validator (rule 16) runs the same function. */
int tw_domain_check(const irg_arch_domain_t* domain, int flavor, const tw_arch_row* arch, int key, tw_fail* fail);

void tw_lower_llvm(const tw_kernel* k, int flavor, const irg_arch_domain_t* domain, tw_text* out, tw_fail* fail);

#endif
