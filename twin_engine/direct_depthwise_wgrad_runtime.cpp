// twin_engine/direct_depthwise_wgrad_runtime.cpp — the run-time-geometry direct_depthwise_wgrad recipe
// (docs/kernels/direct_depthwise_wgrad.md, Run-time geometry), op by op: block x decoded into the
// channel block and the block's tap tile (TR x TC taps of a filter read from the kernargs), each
// tile row's and column's filter index, guard and input offset computed once, the loop's taps
// guarded by both, and EPILOGUE_RT, which adds only the taps inside the filter. Every K(n) is its
// own statement right before the op that uses it.
#include "twin_engine/direct_depthwise_wgrad_state.h"

/* The tap tile's filter rows (i < TR) and columns (j < TC): index, in-filter guard, and the offset
 * a tap adds to ho·stride_h (hoff) or wo·stride_w (woff). */
typedef struct dw_tile {
  int r[TW_DW_MAX_TAPS], rok[TW_DW_MAX_TAPS], hoff[TW_DW_MAX_TAPS];
  int s[TW_DW_MAX_TAPS], sok[TW_DW_MAX_TAPS], woff[TW_DW_MAX_TAPS];
} dw_tile;

/* One axis of the tile: idx[i] = lo + i, ok[i] = idx[i] < filter, off[i] = idx[i]·dilation − pad. */
static void tile_axis(dw_state* st, int lo, int n, int filter, int dilation, int pad, const char* const hints[4],
                      int* idx, int* ok, int* off) {
  tw_builder* b = st->b;
  for (int i = 0; i < n; ++i) {
    int ki = tw_b_const_i32(b, i);
    idx[i] = tw_b_binary(b, TW_OP_ARITH_ADDI, lo, ki, hints[0]); /* also for i = 0 */
    ok[i] = tw_b_cmpi(b, "ult", idx[i], filter, hints[1]);
    int scaled = tw_b_binary(b, TW_OP_ARITH_MULI, idx[i], dilation, hints[2]);
    off[i] = tw_b_binary(b, TW_OP_ARITH_SUBI, scaled, pad, hints[3]);
  }
}

/* The tile's taps of one position: each column's input column and guard once, then each row's
 * input row, and every (row, column) tap guarded by both and the channel. */
static void tile_taps(dw_state* st, const tw_dw_position* p, const int* acc_arg, int* next) {
  tw_builder* b = st->b;
  const int* param = st->param;
  const dw_tile* t = st->tile;
  int TR = st->spec->tap_rows, TC = st->spec->tap_cols;
  int h_a = tw_b_binary(b, TW_OP_ARITH_MULI, p->ho, st->geo_param[TW_GEO_STRIDE_H], "h_a");
  int w_a = tw_b_binary(b, TW_OP_ARITH_MULI, p->wo, st->geo_param[TW_GEO_STRIDE_W], "w_a");
  int wok[TW_DW_MAX_TAPS], x_col[TW_DW_MAX_TAPS];
  for (int j = 0; j < TC; ++j) {
    int wi = tw_b_binary(b, TW_OP_ARITH_ADDI, w_a, t->woff[j], "wi");
    int wok_a = tw_b_cmpi(b, "ult", wi, param[TW_DW_P_WI], "wok"); /* unsigned: left of the image is out */
    wok[j] = tw_b_binary(b, TW_OP_ARITH_ANDI, wok_a, t->sok[j], "wok");
    x_col[j] = tw_b_binary(b, TW_OP_ARITH_MULI, wi, param[TW_DW_P_X_STRIDE_W], "x_col");
  }
  for (int i = 0; i < TR; ++i) {
    int hi = tw_b_binary(b, TW_OP_ARITH_ADDI, h_a, t->hoff[i], "hi");
    int hok_a = tw_b_cmpi(b, "ult", hi, param[TW_DW_P_HI], "hok");
    int hok = tw_b_binary(b, TW_OP_ARITH_ANDI, hok_a, t->rok[i], "hok");
    int x_row = tw_b_binary(b, TW_OP_ARITH_MULI, hi, param[TW_DW_P_X_STRIDE_H], "x_row");
    int x_r = tw_b_binary(b, TW_OP_ARITH_ADDI, p->x_img, x_row, "x_r");
    for (int j = 0; j < TC; ++j) {
      int in_img = tw_b_binary(b, TW_OP_ARITH_ANDI, hok, wok[j], "in_img");
      int ok = tw_b_binary(b, TW_OP_ARITH_ANDI, in_img, st->cok, "ok");
      next[i * TC + j] = tw_dw_tap(st, p, ok, x_r, x_col[j], acc_arg[i * TC + j]);
    }
  }
}

/* EPILOGUE_RT: tap (chan·R + r)·S + s of the slab, for the tile's taps inside the filter only. */
static void tile_epilogue(dw_state* st, const int* vals) {
  tw_builder* b = st->b;
  const dw_tile* t = st->tile;
  int TR = st->spec->tap_rows, TC = st->spec->tap_cols;
  int kwsr = tw_b_const_i32(b, st->spec->ws_replicas);
  int slab = tw_b_binary(b, TW_OP_ARITH_REMUI, st->img, kwsr, "slab");
  int slab_c = tw_b_binary(b, TW_OP_ARITH_MULI, slab, st->param[TW_DW_P_GROUPS], "slab_c");
  int chan = tw_b_binary(b, TW_OP_ARITH_ADDI, slab_c, st->c, "chan");
  int chan_r = tw_b_binary(b, TW_OP_ARITH_MULI, chan, st->geo_param[TW_GEO_FILTER_H], "chan_r");
  tw_if in_range;
  tw_b_if_begin(b, st->cok, 0, &in_range);
  for (int i = 0; i < TR; ++i) {
    int rr = tw_b_binary(b, TW_OP_ARITH_ADDI, chan_r, t->r[i], "rr");
    int tap_base = tw_b_binary(b, TW_OP_ARITH_MULI, rr, st->geo_param[TW_GEO_FILTER_W], "tap_base");
    for (int j = 0; j < TC; ++j) {
      int tok = tw_b_binary(b, TW_OP_ARITH_ANDI, t->rok[i], t->sok[j], "tok");
      tw_if in_filter;
      tw_b_if_begin(b, tok, 0, &in_filter);
      int tap = tw_b_binary(b, TW_OP_ARITH_ADDI, tap_base, t->s[j], "tap");
      int k2 = tw_b_const_i32(b, 2);
      int ws_off = tw_b_binary(b, TW_OP_ARITH_SHLI, tap, k2, "ws_off");
      int soff = tw_b_const_i32(b, 0);
      tw_attr policy = tw_attr_int("cachepolicy", st->policy);
      tw_b_atomic_fadd(b, st->rws, ws_off, soff, vals[i * TC + j], &policy);
      tw_b_if_end(b, &in_filter);
    }
  }
  tw_b_if_end(b, &in_range);
}

void tw_dw_build_runtime(dw_state* st) {
  tw_builder* b = st->b;
  const irg_depthwise_wgrad_spec_t* spec = st->spec;
  const int* geo = st->geo_param;
  int W = st->shape.wave_size, TR = spec->tap_rows, TC = spec->tap_cols;
  dw_tile* t = TW_NEW_ARRAY(b->k->arena, dw_tile, 1); /* in the arena: the loop and the epilogue read it */
  if (!t) return tw_internal(b->fail, "depthwise builder: out of memory");
  st->tile = t;
  st->rgrp = st->wave; /* every wave is a part of the one row group (r_split 1) */
  int bx = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_X, "bx");
  st->img = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Y, "img");
  int hblk = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Z, "hblk");
  int kw1 = tw_b_const_i32(b, W - 1);
  int ncb_a = tw_b_binary(b, TW_OP_ARITH_ADDI, st->param[TW_DW_P_GROUPS], kw1, "ncb_a");
  int kw = tw_b_const_i32(b, W);
  int ncb = tw_b_binary(b, TW_OP_ARITH_DIVUI, ncb_a, kw, "ncb"); /* channel blocks: ceil(G / W) */
  int ktc1 = tw_b_const_i32(b, TC - 1);
  int ntc_a = tw_b_binary(b, TW_OP_ARITH_ADDI, geo[TW_GEO_FILTER_W], ktc1, "ntc_a");
  int ktc = tw_b_const_i32(b, TC);
  int ntc = tw_b_binary(b, TW_OP_ARITH_DIVUI, ntc_a, ktc, "ntc"); /* tap tiles along a filter row */
  /* block x = (trow · ntc + tcol) · ncb + cblk */
  int cblk = tw_b_binary(b, TW_OP_ARITH_REMUI, bx, ncb, "cblk");
  int trest = tw_b_binary(b, TW_OP_ARITH_DIVUI, bx, ncb, "trest");
  int tcol = tw_b_binary(b, TW_OP_ARITH_REMUI, trest, ntc, "tcol");
  int trow = tw_b_binary(b, TW_OP_ARITH_DIVUI, trest, ntc, "trow");
  tw_dw_channel(st, cblk);
  int ktr = tw_b_const_i32(b, TR);
  st->r_lo = tw_b_binary(b, TW_OP_ARITH_MULI, trow, ktr, "r_lo");
  int ktc2 = tw_b_const_i32(b, TC);
  int s_lo = tw_b_binary(b, TW_OP_ARITH_MULI, tcol, ktc2, "s_lo");
  static const char* const kRowHints[4] = {"r", "rok", "rd", "hoff"};
  static const char* const kColHints[4] = {"s", "sok", "sd", "woff"};
  tile_axis(st, st->r_lo, TR, geo[TW_GEO_FILTER_H], geo[TW_GEO_DILATION_H], geo[TW_GEO_PAD_H], kRowHints, t->r, t->rok,
            t->hoff);
  tile_axis(st, s_lo, TC, geo[TW_GEO_FILTER_W], geo[TW_GEO_DILATION_W], geo[TW_GEO_PAD_W], kColHints, t->s, t->sok,
            t->woff);
  tw_dw_accumulate(st, hblk, st->wave, tile_taps, tile_epilogue);
}
