// twin_engine/direct_depthwise_wgrad_state.h — the values of one direct_depthwise_wgrad build that both
// recipes read (the baked one in direct_depthwise_wgrad_build.cpp, the run-time-geometry one with its
// tap tile in direct_depthwise_wgrad_runtime.cpp), and the pieces they share: LOAD (an element as
// f32), LDS_OFF and REDUCE_OVER_WAVES. Internal to those two files.
//
//   int dyv = tw_dw_load(&st, rdy, dy_safe, soff, "dy");     // i16 + widen, or one f32 load
//   if (st.shape.parts > 1) tw_dw_reduce_over_waves(&st, acc, epilogue);
#ifndef IRGATE_TWIN_DIRECT_DEPTHWISE_WGRAD_STATE_H
#define IRGATE_TWIN_DIRECT_DEPTHWISE_WGRAD_STATE_H

#include "twin_engine/direct_depthwise_wgrad_shape.h"
#include "twin_engine/families.h"

/* INVALID (the out-of-range offset), policy (CPOL_ATOMIC_CASCADE_DEV = TH_ATOMIC_CASCADE |
 * SCOPE_DEV << 3, gfx12 encoding) and the most accumulators a lane keeps (7 x 7 baked, a 64-tap
 * tile run-time). */
enum { TW_DW_INVALID_OFFSET = 2147483647, TW_DW_CPOL_ATOMIC_CASCADE_DEV = 4 | (2 << 3), TW_DW_MAX_TAPS = 64 };

/* The depthwise IRG_KERNARG rows by position (26: the geometry kernargs last, found by name). */
enum {
  TW_DW_P_DY, TW_DW_P_X, TW_DW_P_WS, TW_DW_P_DY_BYTES, TW_DW_P_X_BYTES, TW_DW_P_WS_BYTES, TW_DW_P_N, TW_DW_P_HI,
  TW_DW_P_WI, TW_DW_P_HO, TW_DW_P_WO, TW_DW_P_GROUPS, TW_DW_P_DY_STRIDE_N, TW_DW_P_DY_STRIDE_H, TW_DW_P_DY_STRIDE_W,
  TW_DW_P_X_STRIDE_N, TW_DW_P_X_STRIDE_H, TW_DW_P_X_STRIDE_W, TW_DW_P_COUNT
};

typedef struct dw_state {
  tw_builder* b;
  const irg_depthwise_wgrad_spec_t* spec;
  tw_dw_shape shape;
  int policy;
  int le;                            /* LE: log2 of the element bytes (1 for fp16/bf16, 2 for fp32) */
  int param[IRG_PLAN_MAX_KERNARGS];  /* the 26 kernargs (TW_DW_P_*, then the geometry) */
  int geo_param[TW_GEO_COUNT];       /* the geometry kernargs' params, found by name */
  /* the prologue's values the loop, the reduction and the epilogue read; `rgrp` is the wave's
   * row group (run-time geometry: the wave itself, r_split being 1) */
  int lane, wave, rgrp, img, c, cok, r_lo, rws;
  struct dw_tile* tile;              /* run-time geometry: the block's tap tile (direct_depthwise_wgrad_runtime.cpp) */
} dw_state;

/* The loop's view of one output position: its row and column, the lane's dY value there, and the
 * image's X base and resource every tap reads through. */
typedef struct tw_dw_position {
  int ho, wo, dyv, x_img, rx;
} tw_dw_position;
/* A recipe's taps of one position (writes next[t] from acc_arg[t]), and its epilogue (the atomics
 * of the lane's accumulators). */
typedef void (*tw_dw_taps_fn)(dw_state* st, const tw_dw_position* p, const int* acc_arg, int* next);
typedef void (*tw_dw_epilogue_fn)(dw_state* st, const int* vals);

/* cbase = cblk·W, c = cbase + lane, cok = c < groups: the lane's channel. */
void tw_dw_channel(dw_state* st, int cblk);
/* The rest of the recipe from ho_lo on, both kinds alike: the block's band, the buffers, the loop
 * over the band's positions from `first_pos` (taps_fn inside), then REDUCE_OVER_WAVES when
 * parts > 1, else `epilogue`. */
void tw_dw_accumulate(dw_state* st, int hblk, int first_pos, tw_dw_taps_fn taps_fn, tw_dw_epilogue_fn epilogue);
/* One tap of a position: x_a = x_r + x_col, x_e = x_a + c, the guarded LOAD and the fma into acc. */
int tw_dw_tap(dw_state* st, const tw_dw_position* p, int ok, int x_r, int x_col, int acc);
/* shli(element, K(LE)) with `hint`: an element's byte offset. */
int tw_dw_offset(dw_state* st, int element, const char* hint);

/* LOAD(rsrc, off, soff, hint): fp16/bf16 `<hint>_raw = tile.buffer_load_i16` then widen to f32;
 * fp32 one tile.buffer_load_f32 with the hint. */
int tw_dw_load(dw_state* st, int rsrc, int off, int soff, const char* hint);

/* REDUCE_OVER_WAVES(acc): every wave's shape.taps accumulators into LDS, a barrier, and the lead
 * of each row group adds its peers' values, then runs `epilogue` on the sums inside its scf.if. */
void tw_dw_reduce_over_waves(dw_state* st, const int* acc, tw_dw_epilogue_fn epilogue);

/* The run-time-geometry recipe (direct_depthwise_wgrad_runtime.cpp), after the params. */
void tw_dw_build_runtime(dw_state* st);

#endif
