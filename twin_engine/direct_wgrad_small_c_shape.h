// twin_engine/direct_wgrad_small_c_shape.h — the derived numbers of a direct_wgrad_small_c spec
// (docs/kernels/direct_wgrad_small_c.md, Shape and Register estimate), computed in one place for
// the validator, the builder and the plan.
//
//   tw_sc_shape sh = tw_sc_shape_of(&req.spec.small_c);
//   if (sh.estimate > tw_sc_vgpr_budget(&req.spec.small_c, arch)) ...   // sc_vgpr_budget
#ifndef IRGATE_TWIN_DIRECT_WGRAD_SMALL_C_SHAPE_H
#define IRGATE_TWIN_DIRECT_WGRAD_SMALL_C_SHAPE_H

#include "twin_engine/tables.h"

typedef struct tw_sc_shape {
  long long T;        /* 32 · NW threads */
  long long F;        /* R · S · C: the flattened filter row */
  long long NT, NP;   /* ceil(F / 16) n tiles, 16 · NT padded row */
  long long BK;       /* 16 · NW · WT k tile (the k tiles, ceil(kpg / BK), are the plan's: kpg is a kernarg) */
  long long DYP, XP;  /* BK + 8, NP + 8: LDS row pitches in 16-bit elements */
  long long lds_bytes; /* U · 32 · (DYP + XP) · 2 */
  long long NDY, JDY; /* 4 · BK chunks of a dY row group, ceil(NDY / T) a thread */
  long long IPR;      /* NP / (2 · V) X items a tile row */
  long long NXI, JX;  /* 32 · IPR items of an im2col tile, ceil(NXI / T) a thread */
  long long nacc;     /* WT · NT */
  /* register estimate (VGPRs a wave) */
  long long accumulators, fragments, staging, addressing, estimate;
} tw_sc_shape;

/* Valid once the validator's rules 1..12 hold (every divisor >= 1); computed in 64 bits. */
tw_sc_shape tw_sc_shape_of(const irg_small_c_wgrad_spec_t* spec);
/* Rule 15's budget: the arch's max_vgprs_large_block when waves > 8, else max_vgprs. */
int tw_sc_vgpr_budget(const irg_small_c_wgrad_spec_t* spec, const tw_arch_row* arch);
/* Byte offsets in LDS: the dY rows of sub-step u, the im2col tile of sub-step u. */
long long tw_sc_dy_lds(const tw_sc_shape* sh, int u);
long long tw_sc_x_lds(const tw_sc_shape* sh, const irg_small_c_wgrad_spec_t* spec, int u);
/* a(tk, nt) = tk · NT + nt */
int tw_sc_acc_index(const tw_sc_shape* sh, int tk, int nt);

#endif
