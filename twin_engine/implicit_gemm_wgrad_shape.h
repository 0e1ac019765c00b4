// twin_engine/implicit_gemm_wgrad_shape.h — the derived numbers of an implicit_gemm_wgrad spec (docs/kernels.md
// §implicit_gemm_wgrad, Shape and Register estimate), computed in one place for the validator, the
// builder and the plan.
//
//   tw_ig_shape sh = tw_ig_shape_on(&req.spec.implicit_gemm, arch->family);
//   if (sh.estimate > arch->max_vgprs_large_block) ...       // ig_vgpr_budget (every block)
#ifndef IRGATE_TWIN_IMPLICIT_GEMM_WGRAD_SHAPE_H
#define IRGATE_TWIN_IMPLICIT_GEMM_WGRAD_SHAPE_H

#include "twin_engine/tables.h"

typedef struct tw_ig_shape {
  long long T;          /* 32 · wm · wn threads */
  long long BM, BN;     /* 16 · wm · TM, 16 · wn · TN: the block's k × c tile (c of one tap) */
  long long taps;       /* R · S of a baked spec; 0 for a run-time-geometry spec (the kernel
                         * computes it from its kernargs, the plan from the problem) */
  long long KB;         /* 32 · k_steps positions a block reduces */
  long long DYP, XP;    /* BM + 8, BN + 8: LDS row pitches in 16-bit elements */
  long long x_lds;      /* byte offset of the X tile (the dY tile is at 0): 32 · DYP · 2; fp32 BM · DQ · 4 */
  long long lds_bytes;  /* 32 · (DYP + XP) · 2; fp32 (BM + BN) · DQ · 4 */
  long long NDY, JDY;   /* 4 · BM 8-channel chunks of the dY tile, ceil(NDY / T) a thread */
  long long NX, JX;     /* 4 · BN chunks of the X tile, ceil(NX / T) a thread */
  long long PDY, JDY2;  /* 16 · BM 2-channel pairs of the dY tile, ceil(PDY / T) a thread */
  long long PX, JX2;    /* 16 · BN pairs of the X tile, ceil(PX / T) a thread */
  long long nacc;       /* TM · TN; a(tm, tn) = tm · TN + tn */
  /* fp32 (the tiles staged transposed, channel-major): DQ = 34 floats a channel row (32 positions
   * and 2 of padding), and the elements of each tile, per thread */
  int fp32;
  int k16;              /* the arch class (docs/implicit-gemm-gfx11-gfx12.md): 0 gfx1250,
                         * 11 gfx11 or 12 gfx12 (WMMA 16x16x16; fp32 by VALU FMAs) */
  long long DQ;
  long long NDY1, JDY1; /* 32 · BM elements of the dY tile, ceil(NDY1 / T) a thread */
  long long NX1, JX1;   /* 32 · BN elements of the X tile, ceil(NX1 / T) a thread */
  /* register estimate (VGPRs a wave) */
  long long accumulators, fragments, staging, addressing, estimate;
} tw_ig_shape;

/* A run-time-geometry spec: its eight geometry fields are IRG_GEOMETRY_RUNTIME, the kernel reads
 * the kernargs of the same names (docs/kernels/implicit_gemm_wgrad.md, Run-time geometry). Once
 * validator rule 3 holds, one field tells: all eight are -1 or none is. */
static inline int tw_ig_runtime_geometry(const irg_implicit_gemm_wgrad_spec_t* spec) {
  return spec->filter_h == IRG_GEOMETRY_RUNTIME;
}

enum { TW_IG_DQ = 34 }; /* fp32's LDS channel-row pitch in floats: 16 distinct bank pairs a half-wave */

/* Valid once the validator's rules 1..11 hold (every divisor >= 1); computed in 64 bits. The k and
 * c tiles (nkt, nct) are run-time values: the kernel computes them from the kpg, cpg kernargs.
 * tw_ig_shape_of is gfx1250's; tw_ig_shape_on takes the arch class (irg_arch_family), which only
 * the register estimate and `k16` depend on. */
tw_ig_shape tw_ig_shape_of(const irg_implicit_gemm_wgrad_spec_t* spec);
tw_ig_shape tw_ig_shape_on(const irg_implicit_gemm_wgrad_spec_t* spec, int arch_family);

#endif
