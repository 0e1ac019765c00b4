// twin_engine/direct_wgrad_shape.h — the derived numbers of a direct_wgrad spec (docs/kernels.md
// §direct_wgrad, Shape and Register estimate), computed in one place for the validator, the
// builder and the plan.
//
//   tw_img_shape sh = tw_img_shape_of(&req.spec.direct);
//   if (sh.estimate > tw_img_vgpr_budget(&req.spec.direct, arch)) ...   // img_vgpr_budget
#ifndef IRGATE_TWIN_DIRECT_WGRAD_SHAPE_H
#define IRGATE_TWIN_DIRECT_WGRAD_SHAPE_H

#include "twin_engine/tables.h"

typedef struct tw_img_shape {
  long long T;        /* 32 · wk · wc threads */
  long long BK, BC;   /* 16 · wk · TK, 16 · wc · TC */
  long long SW;       /* 31 + S rows of an X strip */
  long long DYP, XP;  /* BK + 8, BC + 8: LDS row pitches in 16-bit elements */
  long long stage_bytes, epi_bytes, lds_bytes;
  long long Sg;       /* tdm_stages: 0 register-staged, else the TDM ring's slots */
  long long M;        /* rps · (1 + R) TDM copies of one sync step */
  long long junk;     /* Sg · stage_bytes: the junk row (2 · max(DYP, XP) bytes) of the TDM ring */
  long long NDY, JDY; /* 4 · BK chunks of a dY row group, ceil(NDY / T) a thread */
  long long NX, JX;   /* SW · BC / 8 chunks of an X strip, ceil(NX / T) a thread */
  long long taps, nacc;
  /* register estimate (VGPRs a wave) */
  long long accumulators, fragments, staging, addressing, estimate;
} tw_img_shape;

/* Valid once the validator's rules 1..13 hold (every divisor >= 1); computed in 64 bits. With
 * tdm_stages > 0 the LDS bytes hold Sg slots and the junk row, and staging is 64 VGPRs. The k and
 * c tiles of a group (nkt, nct) are not here: they are run-time values (the kpg, cpg kernargs). */
tw_img_shape tw_img_shape_of(const irg_direct_wgrad_spec_t* spec);
/* Rule 15's budget: the arch's max_vgprs_large_block when waves_k · waves_c > 8, else max_vgprs. */
int tw_img_vgpr_budget(const irg_direct_wgrad_spec_t* spec, const tw_arch_row* arch);
/* Byte offsets in LDS: the dY rows of sync row q, the X strip of sync row q, filter row r. */
long long tw_img_dy_lds(const tw_img_shape* sh, int q);
long long tw_img_x_lds(const tw_img_shape* sh, const irg_direct_wgrad_spec_t* spec, int q, int r);

#endif
