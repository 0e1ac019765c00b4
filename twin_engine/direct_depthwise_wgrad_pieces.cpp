// twin_engine/direct_depthwise_wgrad_pieces.cpp — the pieces of the direct_depthwise_wgrad recipes
// that the baked and the run-time-geometry kernel build alike (direct_depthwise_wgrad_state.h): LOAD,
// the lane's channel, the band of output rows and the loop over its positions with the dY value of
// each, one tap's guarded X load and fma, and REDUCE_OVER_WAVES. Every K(n) is its own statement
// right before the op that uses it.
#include <stdio.h>

#include "twin_engine/direct_depthwise_wgrad_state.h"

/* widen(raw, dtype, hint): a 16-bit load as f32. */
static int widen(dw_state* st, int raw, const char* hint) {
  tw_builder* b = st->b;
  if (st->spec->dtype == IRG_DTYPE_F16) {
    int h = tw_b_cast(b, TW_OP_ARITH_BITCAST, raw, TW_TYPE_F16, "h");
    return tw_b_cast(b, TW_OP_ARITH_EXTF, h, TW_TYPE_F32, hint);
  }
  int z = tw_b_cast(b, TW_OP_ARITH_EXTUI, raw, TW_TYPE_I32, "z");
  int k16 = tw_b_const_i32(b, 16);
  int sh = tw_b_binary(b, TW_OP_ARITH_SHLI, z, k16, "sh");
  return tw_b_cast(b, TW_OP_ARITH_BITCAST, sh, TW_TYPE_F32, hint);
}

int tw_dw_load(dw_state* st, int rsrc, int off, int soff, const char* hint) {
  if (st->spec->dtype == IRG_DTYPE_F32) return tw_b_buffer_load(st->b, TW_OP_TILE_BUFFER_LOAD_F32, rsrc, off, soff, hint);
  char spelled[32];
  snprintf(spelled, sizeof spelled, "%s_raw", hint);
  const char* raw_hint = tw_arena_strdup(st->b->k->arena, spelled); /* a value keeps its hint's pointer */
  if (!raw_hint) return tw_internal(st->b->fail, "depthwise builder: out of memory"), -1;
  int raw = tw_b_buffer_load(st->b, TW_OP_TILE_BUFFER_LOAD_I16, rsrc, off, soff, raw_hint);
  return widen(st, raw, hint);
}

/* LDS_OFF(base, k): the byte offset of slot base + k, lane-interleaved. */
static int lds_offset(dw_state* st, int base, int k) {
  tw_builder* b = st->b;
  int kk = tw_b_const_i32(b, k);
  int slot = tw_b_binary(b, TW_OP_ARITH_ADDI, base, kk, "slot");
  int kw = tw_b_const_i32(b, st->shape.wave_size);
  int lrow = tw_b_binary(b, TW_OP_ARITH_MULI, slot, kw, "lrow");
  int lelem = tw_b_binary(b, TW_OP_ARITH_ADDI, lrow, st->lane, "lelem");
  int k2 = tw_b_const_i32(b, 2);
  return tw_b_binary(b, TW_OP_ARITH_SHLI, lelem, k2, "loff");
}

void tw_dw_channel(dw_state* st, int cblk) {
  tw_builder* b = st->b;
  int kW = tw_b_const_i32(b, st->shape.wave_size);
  int cbase = tw_b_binary(b, TW_OP_ARITH_MULI, cblk, kW, "cbase");
  st->c = tw_b_binary(b, TW_OP_ARITH_ADDI, cbase, st->lane, "c");
  st->cok = tw_b_cmpi(b, "ult", st->c, st->param[TW_DW_P_GROUPS], "cok");
}

void tw_dw_reduce_over_waves(dw_state* st, const int* acc, tw_dw_epilogue_fn epilogue) {
  tw_builder* b = st->b;
  int taps = (int)st->shape.taps;
  int lds = tw_b_lds_alloc(b, st->shape.lds_bytes, "lds");
  int ktaps = tw_b_const_i32(b, taps);
  int slot_base = tw_b_binary(b, TW_OP_ARITH_MULI, st->wave, ktaps, "slot_base");
  for (int k = 0; k < taps; ++k) {
    int off = lds_offset(st, slot_base, k);
    tw_b_lds_store(b, lds, off, acc[k]);
  }
  tw_b_barrier(b);
  int krs = tw_b_const_i32(b, st->spec->r_split);
  int lead = tw_b_cmpi(b, "ult", st->wave, krs, "lead");
  tw_if is_lead;
  tw_b_if_begin(b, lead, 0, &is_lead);
  int sums[TW_DW_MAX_TAPS];
  for (int k = 0; k < taps; ++k) {
    int sum = acc[k];
    for (int p = 1; p < st->shape.parts; ++p) {
      int kp = tw_b_const_i32(b, (long long)p * st->spec->r_split);
      int peer = tw_b_binary(b, TW_OP_ARITH_ADDI, st->rgrp, kp, "peer");
      int kt = tw_b_const_i32(b, taps);
      int peer_base = tw_b_binary(b, TW_OP_ARITH_MULI, peer, kt, "peer_base");
      int off = lds_offset(st, peer_base, k);
      int part = tw_b_lds_load(b, lds, off, "part");
      sum = tw_b_binary(b, TW_OP_ARITH_ADDF, sum, part, "sum");
    }
    sums[k] = sum;
  }
  epilogue(st, sums);
  tw_b_if_end(b, &is_lead);
}

/* The part of the prologue both recipes share, from ho_lo on: the block's band of output rows, the
 * three buffers, the image's dY and X bases, and the loop's zero and step. */
typedef struct dw_band {
  int ho_lo, count, rdy, rx, dy_img, x_img, zero, step;
} dw_band;

static dw_band band_of(dw_state* st, int hblk) {
  tw_builder* b = st->b;
  const int* param = st->param;
  dw_band d;
  int khb = tw_b_const_i32(b, st->spec->ho_per_block);
  d.ho_lo = tw_b_binary(b, TW_OP_ARITH_MULI, hblk, khb, "ho_lo");
  int khb2 = tw_b_const_i32(b, st->spec->ho_per_block);
  int ho_end = tw_b_binary(b, TW_OP_ARITH_ADDI, d.ho_lo, khb2, "ho_end");
  int fits = tw_b_cmpi(b, "ult", ho_end, param[TW_DW_P_HO], "fits");
  int ho_hi = tw_b_select(b, fits, ho_end, param[TW_DW_P_HO], "ho_hi");
  int nrows = tw_b_binary(b, TW_OP_ARITH_SUBI, ho_hi, d.ho_lo, "nrows");
  d.count = tw_b_binary(b, TW_OP_ARITH_MULI, nrows, param[TW_DW_P_WO], "count");
  d.rdy = tw_b_buffer_rsrc(b, param[TW_DW_P_DY], param[TW_DW_P_DY_BYTES], "rdy");
  d.rx = tw_b_buffer_rsrc(b, param[TW_DW_P_X], param[TW_DW_P_X_BYTES], "rx");
  st->rws = tw_b_buffer_rsrc(b, param[TW_DW_P_WS], param[TW_DW_P_WS_BYTES], "rws");
  d.dy_img = tw_b_binary(b, TW_OP_ARITH_MULI, st->img, param[TW_DW_P_DY_STRIDE_N], "dy_img");
  d.x_img = tw_b_binary(b, TW_OP_ARITH_MULI, st->img, param[TW_DW_P_X_STRIDE_N], "x_img");
  d.zero = tw_b_const_f32(b, 0.0); /* one constant, every init */
  d.step = tw_b_const_i32(b, st->shape.parts);
  return d;
}

int tw_dw_offset(dw_state* st, int element, const char* hint) {
  int kle = tw_b_const_i32(st->b, st->le);
  return tw_b_binary(st->b, TW_OP_ARITH_SHLI, element, kle, hint);
}

/* The head of a loop iteration both recipes share: the position's output row and column, and the
 * lane's dY value there (read once, multiplied into every tap). */
static tw_dw_position position_of(dw_state* st, const dw_band* d, int pos) {
  tw_builder* b = st->b;
  const int* param = st->param;
  tw_dw_position p;
  int hrel = tw_b_binary(b, TW_OP_ARITH_DIVUI, pos, param[TW_DW_P_WO], "hrel");
  p.wo = tw_b_binary(b, TW_OP_ARITH_REMUI, pos, param[TW_DW_P_WO], "wo");
  p.ho = tw_b_binary(b, TW_OP_ARITH_ADDI, d->ho_lo, hrel, "ho");
  int dy_row = tw_b_binary(b, TW_OP_ARITH_MULI, p.ho, param[TW_DW_P_DY_STRIDE_H], "dy_row");
  int dy_col = tw_b_binary(b, TW_OP_ARITH_MULI, p.wo, param[TW_DW_P_DY_STRIDE_W], "dy_col");
  int dy_a = tw_b_binary(b, TW_OP_ARITH_ADDI, d->dy_img, dy_row, "dy_a");
  int dy_b = tw_b_binary(b, TW_OP_ARITH_ADDI, dy_a, dy_col, "dy_b");
  int dy_e = tw_b_binary(b, TW_OP_ARITH_ADDI, dy_b, st->c, "dy_e");
  int dy_off = tw_dw_offset(st, dy_e, "dy_off");
  int kinv = tw_b_const_i32(b, TW_DW_INVALID_OFFSET);
  int dy_safe = tw_b_select(b, st->cok, dy_off, kinv, "dy_safe");
  int soff = tw_b_const_i32(b, 0); /* a constant on its own */
  p.dyv = tw_dw_load(st, d->rdy, dy_safe, soff, "dy");
  p.x_img = d->x_img;
  p.rx = d->rx;
  return p;
}

/* x_e = x_r + x_col + c, guarded by `ok`, loaded as f32 and multiplied into `acc`: one tap. */
int tw_dw_tap(dw_state* st, const tw_dw_position* p, int ok, int x_r, int x_col, int acc) {
  tw_builder* b = st->b;
  int x_a = tw_b_binary(b, TW_OP_ARITH_ADDI, x_r, x_col, "x_a");
  int x_e = tw_b_binary(b, TW_OP_ARITH_ADDI, x_a, st->c, "x_e");
  int x_off = tw_dw_offset(st, x_e, "x_off");
  int kinv = tw_b_const_i32(b, TW_DW_INVALID_OFFSET);
  int x_safe = tw_b_select(b, ok, x_off, kinv, "x_safe");
  int x_soff = tw_b_const_i32(b, 0);
  int xv = tw_dw_load(st, p->rx, x_safe, x_soff, "x");
  return tw_b_fma(b, p->dyv, xv, acc, "acc");
}

void tw_dw_accumulate(dw_state* st, int hblk, int first_pos, tw_dw_taps_fn taps_fn, tw_dw_epilogue_fn epilogue) {
  tw_builder* b = st->b;
  int taps = (int)st->shape.taps;
  dw_band d = band_of(st, hblk);
  int inits[TW_DW_MAX_TAPS], acc_arg[TW_DW_MAX_TAPS], next[TW_DW_MAX_TAPS], results[TW_DW_MAX_TAPS];
  for (int t = 0; t < taps; ++t) inits[t] = d.zero;
  tw_loop loop;
  /* The recipe names no hint for the results: opcodes.def's default hint of scf.for ("res"). */
  tw_b_for_begin(b, first_pos, d.count, d.step, inits, taps, tw_op_rows[TW_OP_SCF_FOR].default_hint, "pos", "acc",
                 &loop);
  if (!tw_builder_ok(b)) return;
  for (int t = 0; t < taps; ++t) acc_arg[t] = loop.first_arg + t;
  tw_dw_position p = position_of(st, &d, loop.iv);
  taps_fn(st, &p, acc_arg, next);
  tw_b_for_end(b, &loop, next);
  for (int t = 0; t < taps; ++t) results[t] = loop.first_result + t;
  if (st->shape.parts > 1)
    tw_dw_reduce_over_waves(st, results, epilogue);
  else
    epilogue(st, results);
}

