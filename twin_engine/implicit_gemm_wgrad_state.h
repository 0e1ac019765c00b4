// twin_engine/implicit_gemm_wgrad_state.h — the values of one implicit_gemm_wgrad build that the main recipe
// (implicit_gemm_wgrad_build.cpp: prologue, loop, COMPUTE, EPILOGUE), the two 16-bit staging paths
// (implicit_gemm_wgrad_stage.cpp: VEC_STAGE, PAIR_STAGE, and the rows DY_ROW / X_ROW every path
// decodes) and the fp32 step (implicit_gemm_wgrad_fp32.cpp: the transposed staging and the 16x16x4
// WMMAs) read, GEO and TAPS (§implicit_gemm_wgrad, Run-time geometry), and the calls between the
// files. Internal to them.
//
//   int h_a = ig_bin(st, TW_OP_ARITH_MULI, ho, ig_geo(st, TW_GEO_STRIDE_H), "h_a");  // K(stride_h) or the param
//   st.p_s = addi(p_lo, to);          // the step's first position, then, in STEP:
//   tw_ig_vec_stage(&st);             // the then-region of scf.if_else vec_ok
//   tw_ig_pair_stage(&st);            // its else-region
#ifndef IRGATE_TWIN_IMPLICIT_GEMM_WGRAD_STATE_H
#define IRGATE_TWIN_IMPLICIT_GEMM_WGRAD_STATE_H

#include "twin_engine/families.h"
#include "twin_engine/implicit_gemm_wgrad_shape.h"
#include "twin_engine/wmma_pieces.h"

typedef struct ig_state {
  tw_builder* b;
  const irg_implicit_gemm_wgrad_spec_t* spec;
  tw_ig_shape sh;
  tw_type e8;                        /* vec<8 x E>: a transpose read */
  tw_type e16;                       /* E (f16 or bf16): a gfx11/gfx12 16-bit LDS read */
  int policy;                        /* the atomics' cachepolicy: 20 where gfx12_cache_policy is 1, else 0 */
  int half;                          /* gfx11/gfx12 prologues: lane / 16 (gfx11's EPILOGUE row parity) */
  int param[IRG_PLAN_MAX_KERNARGS];  /* the 28 kernargs: direct_wgrad's 20 (TW_IMG_P_*), then the geometry */
  int runtime;                       /* a run-time-geometry spec (tw_ig_runtime_geometry) */
  int le;                            /* LE: log2 of the element bytes (1 for fp16/bf16, 2 for fp32) */
  int geo_param[TW_GEO_COUNT];       /* the geometry kernargs' params, found by name */
  int taps;                          /* run-time: the prologue's taps = filter_h · filter_w; else -1 */
  int tid, wkb, wcb, a_lane, b_lane;
  tw_lane_map map;
  int split, tap, k_blk, c_blk, gk, dy_ch, x_ch, h_tap, w_tap, vec_ok, howo, p_lo, p_hi;
  int rdy, rx, rws, lds;
  int p_s; /* the current step's first position */
} ig_state;

/* The recipe's K(n) (an i32 constant, hint "k") and a binary op, in the state's builder. */
static inline int ig_k(ig_state* st, long long n) { return tw_b_const_i32(st->b, n); }
static inline int ig_bin(ig_state* st, tw_opcode opcode, int lhs, int rhs, const char* hint) {
  return tw_b_binary(st->b, opcode, lhs, rhs, hint);
}

/* GEO(f): a baked spec's value as K(f), created here, right before the op that uses it; in a
 * run-time-geometry kernel the param f (no op). */
int ig_geo(ig_state* st, tw_geo_field field);
/* TAPS: K(R·S) in a baked kernel, the prologue's `taps` in a run-time-geometry one. */
int ig_taps(ig_state* st);

/* One staged row segment (a chunk, a pair or an fp32 element) of DY_ROW or X_ROW: where it goes in
 * LDS (row, chan), its channel and guards, and its first element. For X, `base` is ok_b (in the
 * image); for dY, pok. */
typedef struct ig_row {
  int e, row, chan, ch, ok, base, el;
} ig_row;
/* e = addi(tid, K(T·j)), then DY_ROW(e, CPR, LG) or X_ROW(e, CPR, LG) (LG 0: chan is cc). */
ig_row tw_ig_dy_row(ig_state* st, long long j, long long cpr, int lg);
ig_row tw_ig_x_row(ig_state* st, long long j, long long cpr, int lg);
/* GUARDED(ok, el, rsrc, OP, hint): a load at el << LE that reads 0 (offset INVALID) when not ok. */
int tw_ig_guarded(ig_state* st, int ok, int el, int rsrc, tw_opcode load, const char* hint);

/* STEP's two 16-bit staging paths, each creating its ops in the current region (implicit_gemm_wgrad_stage.cpp). */
void tw_ig_vec_stage(ig_state* st);
void tw_ig_pair_stage(ig_state* st);

/* fp32 (implicit_gemm_wgrad_fp32.cpp): the prologue's lane offsets in place of TR16_LANE_MAP and
 * A_LANE / B_LANE (sets map.khalf, map.lcol, a_lane, b_lane), and STEP_F32 (staging, barrier,
 * COMPUTE_F32 into `acc`, barrier). */
void tw_ig_fp32_lane_offsets(ig_state* st, int lane);
void tw_ig_fp32_step(ig_state* st, int* acc);

/* gfx11/gfx12 (implicit_gemm_wgrad_k16.cpp, docs/implicit-gemm-gfx11-gfx12.md): the
 * 16-bit lane maps of §3 in place of TR16_LANE_MAP and A_LANE / B_LANE (G12: half, khalf, lcol,
 * a_r … b_lane; G11: half, lcol, a_e … b_lane), COMPUTE_K16 (§4: two half steps of FRAG16 reads
 * and 16x16x16 WMMAs); the fp32 VALU body's lane offsets and COMPUTE_FMA (§6) on the 8·NACC scalar
 * accumulators s(tm, tn, i) = 8·a(tm, tn) + i. */
void tw_ig_k16_lane_offsets(ig_state* st, int lane);
void tw_ig_k16_compute(ig_state* st, int* acc);
void tw_ig_valu_lane_offsets(ig_state* st, int lane);
void tw_ig_valu_compute(ig_state* st, int* acc); /* STEP_F32 calls it in place of COMPUTE_F32 */

#endif
