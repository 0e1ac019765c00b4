// twin_engine/direct_depthwise_wgrad_build.cpp — the direct_depthwise_wgrad builder
// (docs/kernels/direct_depthwise_wgrad.md): shape and kernel name, the pieces both recipes share
// (LOAD, LDS_OFF, REDUCE_OVER_WAVES), the baked recipe op by op, and the entry that builds the
// header and params and picks the recipe. Every K(n) is its own statement right before the op that
// uses it, in operand order.
#include <stdio.h>
#include <string.h>

#include "twin_engine/direct_depthwise_wgrad_state.h"
#include "twin_engine/request.h"

tw_dw_shape tw_dw_shape_of(const irg_depthwise_wgrad_spec_t* spec, const tw_arch_row* arch) {
  tw_dw_shape s;
  s.runtime = tw_dw_runtime_geometry(spec);
  s.wave_size = arch->wave_size;
  s.log2_wave = 0;
  while ((1 << s.log2_wave) < s.wave_size) ++s.log2_wave;
  int r_split = spec->r_split > 0 ? spec->r_split : 1;
  s.parts = spec->waves / r_split;
  if (s.runtime) { /* the block's tap tile, whatever the filter */
    s.rows = spec->tap_rows;
    s.taps = (long long)spec->tap_rows * spec->tap_cols;
  } else {
    s.rows = (spec->filter_h + r_split - 1) / r_split;
    s.taps = (long long)s.rows * spec->filter_w;
  }
  s.lds_bytes = s.parts > 1 ? (long long)spec->waves * s.taps * s.wave_size * 4 : 0;
  return s;
}

void tw_direct_depthwise_wgrad_kernel_name(const irg_depthwise_wgrad_spec_t* spec, char* out) {
  char dtype[24];
  tw_dtype_spell(spec->dtype, dtype, sizeof dtype);
  if (tw_dw_runtime_geometry(spec)) { /* the geometry is the launch's: the name spells the tap tile */
    snprintf(out, TW_KERNEL_NAME_MAX, "irg_dw_wgrad_%s_rgeo_w%d_hb%d_t%dx%d_wsr%d", dtype, spec->waves,
             spec->ho_per_block, spec->tap_rows, spec->tap_cols, spec->ws_replicas);
    return;
  }
  snprintf(out, TW_KERNEL_NAME_MAX, "irg_dw_wgrad_%s_f%dx%d_s%dx%d_p%dx%d_w%d_rs%d_hb%d_wsr%d", dtype, spec->filter_h,
           spec->filter_w, spec->stride_h, spec->stride_w, spec->pad_h, spec->pad_w, spec->waves, spec->r_split,
           spec->ho_per_block, spec->ws_replicas);
}

/* ROW(rl, r): one filter row's taps added into the slab. */
static void epilogue_row(dw_state* st, int chan_r, int rl, int r, const int* vals) {
  tw_builder* b = st->b;
  int S = st->spec->filter_w;
  int rr = tw_b_binary(b, TW_OP_ARITH_ADDI, chan_r, r, "rr");
  int kS = tw_b_const_i32(b, S);
  int tap_base = tw_b_binary(b, TW_OP_ARITH_MULI, rr, kS, "tap_base");
  for (int s = 0; s < S; ++s) {
    int ks = tw_b_const_i32(b, s);
    int tap = tw_b_binary(b, TW_OP_ARITH_ADDI, tap_base, ks, "tap");
    int k2 = tw_b_const_i32(b, 2);
    int ws_off = tw_b_binary(b, TW_OP_ARITH_SHLI, tap, k2, "ws_off");
    int soff = tw_b_const_i32(b, 0);
    tw_attr policy = tw_attr_int("cachepolicy", st->policy);
    tw_b_atomic_fadd(b, st->rws, ws_off, soff, vals[rl * S + s], &policy);
  }
}

static void baked_epilogue(dw_state* st, const int* vals) {
  tw_builder* b = st->b;
  int R = st->spec->filter_h;
  int kwsr = tw_b_const_i32(b, st->spec->ws_replicas);
  int slab = tw_b_binary(b, TW_OP_ARITH_REMUI, st->img, kwsr, "slab");
  int slab_c = tw_b_binary(b, TW_OP_ARITH_MULI, slab, st->param[TW_DW_P_GROUPS], "slab_c");
  int chan = tw_b_binary(b, TW_OP_ARITH_ADDI, slab_c, st->c, "chan");
  int kR = tw_b_const_i32(b, R);
  int chan_r = tw_b_binary(b, TW_OP_ARITH_MULI, chan, kR, "chan_r");
  tw_if in_range;
  tw_b_if_begin(b, st->cok, 0, &in_range);
  int guarded = st->shape.rows * st->spec->r_split > R;
  for (int rl = 0; rl < st->shape.rows; ++rl) {
    int krl = tw_b_const_i32(b, rl);
    int r = tw_b_binary(b, TW_OP_ARITH_ADDI, st->r_lo, krl, "r");
    if (!guarded) {
      epilogue_row(st, chan_r, rl, r, vals);
      continue;
    }
    int kR2 = tw_b_const_i32(b, R);
    int rok = tw_b_cmpi(b, "ult", r, kR2, "rok");
    tw_if row_ok;
    tw_b_if_begin(b, rok, 0, &row_ok);
    epilogue_row(st, chan_r, rl, r, vals);
    tw_b_if_end(b, &row_ok);
  }
  tw_b_if_end(b, &in_range);
}

/* The baked filter's taps of one position: its row group's rows, every column. */
static void baked_taps(dw_state* st, const tw_dw_position* p, const int* acc_arg, int* next) {
  tw_builder* b = st->b;
  const irg_depthwise_wgrad_spec_t* spec = st->spec;
  const int* param = st->param;
  int ksh = tw_b_const_i32(b, spec->stride_h);
  int h_a = tw_b_binary(b, TW_OP_ARITH_MULI, p->ho, ksh, "h_a");
  int kph = tw_b_const_i32(b, spec->pad_h);
  int h_base = tw_b_binary(b, TW_OP_ARITH_SUBI, h_a, kph, "h_base");
  int ksw = tw_b_const_i32(b, spec->stride_w);
  int w_a = tw_b_binary(b, TW_OP_ARITH_MULI, p->wo, ksw, "w_a");
  int kpw = tw_b_const_i32(b, spec->pad_w);
  int w_base = tw_b_binary(b, TW_OP_ARITH_SUBI, w_a, kpw, "w_base");
  int S = spec->filter_w;
  for (int rl = 0; rl < st->shape.rows; ++rl) {
    int krl = tw_b_const_i32(b, rl);
    int r = tw_b_binary(b, TW_OP_ARITH_ADDI, st->r_lo, krl, "r");
    int hi = tw_b_binary(b, TW_OP_ARITH_ADDI, h_base, r, "hi");
    int hok = tw_b_cmpi(b, "ult", hi, param[TW_DW_P_HI], "hok"); /* unsigned: a negative row is out of range */
    int x_row = tw_b_binary(b, TW_OP_ARITH_MULI, hi, param[TW_DW_P_X_STRIDE_H], "x_row");
    int x_r = tw_b_binary(b, TW_OP_ARITH_ADDI, p->x_img, x_row, "x_r");
    for (int s = 0; s < S; ++s) {
      int ks = tw_b_const_i32(b, s);
      int wi = tw_b_binary(b, TW_OP_ARITH_ADDI, w_base, ks, "wi");
      int wok = tw_b_cmpi(b, "ult", wi, param[TW_DW_P_WI], "wok");
      int in_img = tw_b_binary(b, TW_OP_ARITH_ANDI, hok, wok, "in_img");
      int ok = tw_b_binary(b, TW_OP_ARITH_ANDI, in_img, st->cok, "ok");
      int x_col = tw_b_binary(b, TW_OP_ARITH_MULI, wi, param[TW_DW_P_X_STRIDE_W], "x_col");
      next[rl * S + s] = tw_dw_tap(st, p, ok, x_r, x_col, acc_arg[rl * S + s]);
    }
  }
}

/* The baked recipe after the params: waves split into row groups and parts, a lane a channel. */
static void build_baked(dw_state* st) {
  tw_builder* b = st->b;
  const irg_depthwise_wgrad_spec_t* spec = st->spec;
  int krs = tw_b_const_i32(b, spec->r_split);
  st->rgrp = tw_b_binary(b, TW_OP_ARITH_REMUI, st->wave, krs, "rgrp");
  int krs2 = tw_b_const_i32(b, spec->r_split);
  int part = tw_b_binary(b, TW_OP_ARITH_DIVUI, st->wave, krs2, "part");
  int cblk = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_X, "cblk");
  st->img = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Y, "img");
  int hblk = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Z, "hblk");
  tw_dw_channel(st, cblk);
  int krows = tw_b_const_i32(b, st->shape.rows);
  st->r_lo = tw_b_binary(b, TW_OP_ARITH_MULI, st->rgrp, krows, "r_lo");
  tw_dw_accumulate(st, hblk, part, baked_taps, baked_epilogue);
}

void tw_build_direct_depthwise_wgrad(const irg_request_t* request, const tw_arch_row* arch, const char* stamp,
                                     tw_builder* b) {
  dw_state st;
  memset(&st, 0, sizeof st);
  st.b = b;
  st.spec = &request->spec.depthwise;
  st.shape = tw_dw_shape_of(st.spec, arch);
  st.policy = arch->gfx12_cache_policy == 1 ? TW_DW_CPOL_ATOMIC_CASCADE_DEV : 0;
  st.le = st.spec->dtype == IRG_DTYPE_F32 ? 2 : 1;
  const irg_depthwise_wgrad_spec_t* spec = st.spec;
  int W = st.shape.wave_size;
  if (st.shape.taps > TW_DW_MAX_TAPS || st.shape.taps < 1)
    return tw_internal(b->fail, "depthwise builder: %lld taps (validator admits 1..%d)", st.shape.taps, TW_DW_MAX_TAPS);
  char* name = (char*)tw_arena_alloc(b->k->arena, TW_KERNEL_NAME_MAX);
  if (!name) return tw_internal(b->fail, "depthwise builder: out of memory");
  tw_direct_depthwise_wgrad_kernel_name(spec, name);
  tw_build_kernel_header(b, name, arch, (long long)spec->waves * W, stamp);

  /* IRG_KERNARG order: dy x ws dy_bytes x_bytes ws_bytes n hi wi ho wo groups strides, then the
   * problem's geometry, which a baked kernel lists but never reads */
  int n_params = tw_build_params(b, IRG_FAMILY_DEPTHWISE, tw_element_align_of, &spec->dtype, st.param);
  if (n_params != (int)TW_DW_P_COUNT + (int)TW_GEO_COUNT ||
      !tw_params_by_name(IRG_FAMILY_DEPTHWISE, st.param, tw_geo_names, TW_GEO_COUNT, st.geo_param))
    return tw_internal(b->fail, "depthwise builder: families.def does not list the %d depthwise rows and the %d "
                       "geometry kernargs", (int)TW_DW_P_COUNT, (int)TW_GEO_COUNT);
  int tid = tw_b_nullary(b, TW_OP_GPU_THREAD_ID_X, "tid");
  int kmask = tw_b_const_i32(b, W - 1);
  st.lane = tw_b_binary(b, TW_OP_ARITH_ANDI, tid, kmask, "lane");
  int klog = tw_b_const_i32(b, st.shape.log2_wave);
  st.wave = tw_b_binary(b, TW_OP_ARITH_SHRUI, tid, klog, "wave");
  if (st.shape.runtime)
    tw_dw_build_runtime(&st);
  else
    build_baked(&st);
}
