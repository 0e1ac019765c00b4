// twin_engine/direct_depthwise_wgrad_build.cpp — the direct_depthwise_wgrad recipe (docs/kernels.md), op by
// op. Every K(n) is its own statement right before the op that uses it, in operand order.
#include <stdio.h>
#include <string.h>

#include "twin_engine/direct_depthwise_wgrad_shape.h"
#include "twin_engine/families.h"
#include "twin_engine/request.h"

enum { DW_INVALID_OFFSET = 2147483647, DW_CPOL_ATOMIC_CASCADE_DEV = 4 | (2 << 3), DW_MAX_TAPS = 49 };

tw_dw_shape tw_dw_shape_of(const irg_depthwise_wgrad_spec_t* spec, const tw_arch_row* arch) {
  tw_dw_shape s;
  s.wave_size = arch->wave_size;
  s.log2_wave = 0;
  while ((1 << s.log2_wave) < s.wave_size) ++s.log2_wave;
  int r_split = spec->r_split > 0 ? spec->r_split : 1;
  s.rows = (spec->filter_h + r_split - 1) / r_split;
  s.parts = spec->waves / r_split;
  s.taps = s.rows * spec->filter_w;
  s.lds_bytes = s.parts > 1 ? (long long)spec->waves * s.rows * spec->filter_w * s.wave_size * 4 : 0;
  return s;
}

void tw_direct_depthwise_wgrad_kernel_name(const irg_depthwise_wgrad_spec_t* spec, char* out) {
  char dtype[24];
  tw_dtype_spell(spec->dtype, dtype, sizeof dtype);
  snprintf(out, TW_KERNEL_NAME_MAX, "irg_dw_wgrad_%s_f%dx%d_s%dx%d_p%dx%d_w%d_rs%d_hb%d_wsr%d", dtype, spec->filter_h,
           spec->filter_w, spec->stride_h, spec->stride_w, spec->pad_h, spec->pad_w, spec->waves, spec->r_split,
           spec->ho_per_block, spec->ws_replicas);
}

/* The values of the recipe the epilogue and the reduction reuse. */
typedef struct dw_state {
  tw_builder* b;
  const irg_depthwise_wgrad_spec_t* spec;
  tw_dw_shape shape;
  int policy;
  int p_ws, p_groups; /* params */
  int lane, wave, rgrp, img, c, cok, r_lo, rws;
} dw_state;

static int align_of_direct_depthwise_wgrad(const char* name, const void* ctx) {
  (void)ctx;
  return strcmp(name, "ws") == 0 ? 4 : 2; /* dy, x: fp16/bf16 elements; ws: fp32 */
}

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

static void epilogue(dw_state* st, const int* vals) {
  tw_builder* b = st->b;
  int R = st->spec->filter_h;
  int kwsr = tw_b_const_i32(b, st->spec->ws_replicas);
  int slab = tw_b_binary(b, TW_OP_ARITH_REMUI, st->img, kwsr, "slab");
  int slab_c = tw_b_binary(b, TW_OP_ARITH_MULI, slab, st->p_groups, "slab_c");
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

static void reduce_over_waves(dw_state* st, const int* acc) {
  tw_builder* b = st->b;
  int taps = st->shape.taps;
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
  int sums[DW_MAX_TAPS];
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

/* The taps of one loop iteration: loads of dY once, of X per tap, one fma per tap. */
static void loop_body(dw_state* st, const int* param, int ho_lo, int dy_img, int x_img, int rdy, int rx, int pos,
                      const int* acc_arg, int* next) {
  tw_builder* b = st->b;
  const irg_depthwise_wgrad_spec_t* spec = st->spec;
  int p_wo = param[10], p_hi = param[7], p_wi = param[8];
  int hrel = tw_b_binary(b, TW_OP_ARITH_DIVUI, pos, p_wo, "hrel");
  int wo = tw_b_binary(b, TW_OP_ARITH_REMUI, pos, p_wo, "wo");
  int ho = tw_b_binary(b, TW_OP_ARITH_ADDI, ho_lo, hrel, "ho");
  int dy_row = tw_b_binary(b, TW_OP_ARITH_MULI, ho, param[13], "dy_row");
  int dy_col = tw_b_binary(b, TW_OP_ARITH_MULI, wo, param[14], "dy_col");
  int dy_a = tw_b_binary(b, TW_OP_ARITH_ADDI, dy_img, dy_row, "dy_a");
  int dy_b = tw_b_binary(b, TW_OP_ARITH_ADDI, dy_a, dy_col, "dy_b");
  int dy_e = tw_b_binary(b, TW_OP_ARITH_ADDI, dy_b, st->c, "dy_e");
  int k1 = tw_b_const_i32(b, 1);
  int dy_off = tw_b_binary(b, TW_OP_ARITH_SHLI, dy_e, k1, "dy_off");
  int kinv = tw_b_const_i32(b, DW_INVALID_OFFSET);
  int dy_safe = tw_b_select(b, st->cok, dy_off, kinv, "dy_safe");
  int soff = tw_b_const_i32(b, 0);
  int dy_raw = tw_b_buffer_load(b, TW_OP_TILE_BUFFER_LOAD_I16, rdy, dy_safe, soff, "dy_raw");
  int dyv = widen(st, dy_raw, "dy");
  int ksh = tw_b_const_i32(b, spec->stride_h);
  int h_a = tw_b_binary(b, TW_OP_ARITH_MULI, ho, ksh, "h_a");
  int kph = tw_b_const_i32(b, spec->pad_h);
  int h_base = tw_b_binary(b, TW_OP_ARITH_SUBI, h_a, kph, "h_base");
  int ksw = tw_b_const_i32(b, spec->stride_w);
  int w_a = tw_b_binary(b, TW_OP_ARITH_MULI, wo, ksw, "w_a");
  int kpw = tw_b_const_i32(b, spec->pad_w);
  int w_base = tw_b_binary(b, TW_OP_ARITH_SUBI, w_a, kpw, "w_base");
  int S = spec->filter_w;
  for (int rl = 0; rl < st->shape.rows; ++rl) {
    int krl = tw_b_const_i32(b, rl);
    int r = tw_b_binary(b, TW_OP_ARITH_ADDI, st->r_lo, krl, "r");
    int hi = tw_b_binary(b, TW_OP_ARITH_ADDI, h_base, r, "hi");
    int hok = tw_b_cmpi(b, "ult", hi, p_hi, "hok"); /* unsigned: a negative row is out of range */
    int x_row = tw_b_binary(b, TW_OP_ARITH_MULI, hi, param[16], "x_row");
    int x_r = tw_b_binary(b, TW_OP_ARITH_ADDI, x_img, x_row, "x_r");
    for (int s = 0; s < S; ++s) {
      int ks = tw_b_const_i32(b, s);
      int wi = tw_b_binary(b, TW_OP_ARITH_ADDI, w_base, ks, "wi");
      int wok = tw_b_cmpi(b, "ult", wi, p_wi, "wok");
      int in_img = tw_b_binary(b, TW_OP_ARITH_ANDI, hok, wok, "in_img");
      int ok = tw_b_binary(b, TW_OP_ARITH_ANDI, in_img, st->cok, "ok");
      int x_col = tw_b_binary(b, TW_OP_ARITH_MULI, wi, param[17], "x_col");
      int x_a = tw_b_binary(b, TW_OP_ARITH_ADDI, x_r, x_col, "x_a");
      int x_e = tw_b_binary(b, TW_OP_ARITH_ADDI, x_a, st->c, "x_e");
      int kx1 = tw_b_const_i32(b, 1);
      int x_off = tw_b_binary(b, TW_OP_ARITH_SHLI, x_e, kx1, "x_off");
      int kxinv = tw_b_const_i32(b, DW_INVALID_OFFSET);
      int x_safe = tw_b_select(b, ok, x_off, kxinv, "x_safe");
      int x_soff = tw_b_const_i32(b, 0);
      int x_raw = tw_b_buffer_load(b, TW_OP_TILE_BUFFER_LOAD_I16, rx, x_safe, x_soff, "x_raw");
      int xv = widen(st, x_raw, "x");
      next[rl * S + s] = tw_b_fma(b, dyv, xv, acc_arg[rl * S + s], "acc");
    }
  }
}

void tw_build_direct_depthwise_wgrad(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b) {
  dw_state st;
  memset(&st, 0, sizeof st);
  st.b = b;
  st.spec = &request->spec.depthwise;
  st.shape = tw_dw_shape_of(st.spec, arch);
  st.policy = arch->gfx12_cache_policy == 1 ? DW_CPOL_ATOMIC_CASCADE_DEV : 0;
  const irg_depthwise_wgrad_spec_t* spec = st.spec;
  int W = st.shape.wave_size, taps = st.shape.taps;
  if (taps > DW_MAX_TAPS || taps < 1) {
    tw_internal(b->fail, "depthwise builder: %d taps (validator admits 1..%d)", taps, DW_MAX_TAPS);
    return;
  }
  char* name = (char*)tw_arena_alloc(b->k->arena, TW_KERNEL_NAME_MAX);
  if (!name) return tw_internal(b->fail, "depthwise builder: out of memory");
  tw_direct_depthwise_wgrad_kernel_name(spec, name);
  tw_build_kernel_header(b, name, arch, (long long)spec->waves * W, stamp);

  /* IRG_KERNARG order: dy x ws dy_bytes x_bytes ws_bytes n hi wi ho wo groups strides… */
  int param[IRG_PLAN_MAX_KERNARGS];
  if (tw_build_params(b, IRG_FAMILY_DEPTHWISE, align_of_direct_depthwise_wgrad, NULL, param) != 18) {
    return tw_internal(b->fail, "depthwise builder: families.def does not list 18 depthwise rows");
  }
  st.p_ws = param[2];
  st.p_groups = param[11];
  int tid = tw_b_nullary(b, TW_OP_GPU_THREAD_ID_X, "tid");
  int kmask = tw_b_const_i32(b, W - 1);
  st.lane = tw_b_binary(b, TW_OP_ARITH_ANDI, tid, kmask, "lane");
  int klog = tw_b_const_i32(b, st.shape.log2_wave);
  st.wave = tw_b_binary(b, TW_OP_ARITH_SHRUI, tid, klog, "wave");
  int krs = tw_b_const_i32(b, spec->r_split);
  st.rgrp = tw_b_binary(b, TW_OP_ARITH_REMUI, st.wave, krs, "rgrp");
  int krs2 = tw_b_const_i32(b, spec->r_split);
  int part = tw_b_binary(b, TW_OP_ARITH_DIVUI, st.wave, krs2, "part");
  int cblk = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_X, "cblk");
  st.img = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Y, "img");
  int hblk = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Z, "hblk");
  int kW = tw_b_const_i32(b, W);
  int cbase = tw_b_binary(b, TW_OP_ARITH_MULI, cblk, kW, "cbase");
  st.c = tw_b_binary(b, TW_OP_ARITH_ADDI, cbase, st.lane, "c");
  st.cok = tw_b_cmpi(b, "ult", st.c, st.p_groups, "cok");
  int krows = tw_b_const_i32(b, st.shape.rows);
  st.r_lo = tw_b_binary(b, TW_OP_ARITH_MULI, st.rgrp, krows, "r_lo");
  int khb = tw_b_const_i32(b, spec->ho_per_block);
  int ho_lo = tw_b_binary(b, TW_OP_ARITH_MULI, hblk, khb, "ho_lo");
  int khb2 = tw_b_const_i32(b, spec->ho_per_block);
  int ho_end = tw_b_binary(b, TW_OP_ARITH_ADDI, ho_lo, khb2, "ho_end");
  int fits = tw_b_cmpi(b, "ult", ho_end, param[9], "fits");
  int ho_hi = tw_b_select(b, fits, ho_end, param[9], "ho_hi");
  int nrows = tw_b_binary(b, TW_OP_ARITH_SUBI, ho_hi, ho_lo, "nrows");
  int count = tw_b_binary(b, TW_OP_ARITH_MULI, nrows, param[10], "count");
  int rdy = tw_b_buffer_rsrc(b, param[0], param[3], "rdy");
  int rx = tw_b_buffer_rsrc(b, param[1], param[4], "rx");
  st.rws = tw_b_buffer_rsrc(b, param[2], param[5], "rws");
  int dy_img = tw_b_binary(b, TW_OP_ARITH_MULI, st.img, param[12], "dy_img");
  int x_img = tw_b_binary(b, TW_OP_ARITH_MULI, st.img, param[15], "x_img");
  int zero = tw_b_const_f32(b, 0.0);
  int step = tw_b_const_i32(b, st.shape.parts);

  int inits[DW_MAX_TAPS], next[DW_MAX_TAPS], results[DW_MAX_TAPS];
  for (int t = 0; t < taps; ++t) inits[t] = zero;
  tw_loop loop;
  /* The recipe names no hint for the results: opcodes.def's default hint of scf.for ("res"). */
  tw_b_for_begin(b, part, count, step, inits, taps, tw_op_rows[TW_OP_SCF_FOR].default_hint, "pos", "acc", &loop);
  if (!tw_builder_ok(b)) return;
  int acc_arg[DW_MAX_TAPS];
  for (int t = 0; t < taps; ++t) acc_arg[t] = loop.first_arg + t;
  loop_body(&st, param, ho_lo, dy_img, x_img, rdy, rx, loop.iv, acc_arg, next);
  tw_b_for_end(b, &loop, next);
  for (int t = 0; t < taps; ++t) results[t] = loop.first_result + t;
  if (st.shape.parts > 1)
    reduce_over_waves(&st, results);
  else
    epilogue(&st, results);
}
