// twin_engine/implicit_gemm_wgrad_build.cpp — the implicit_gemm_wgrad recipe (docs/kernels.md
// §implicit_gemm_wgrad), op by op: the prologue (lane map, block decode from the run-time channel
// counts, the tap's im2col offsets, vec_ok, the block's positions), one flat loop over the steps
// (STEP: scf.if_else vec_ok over the two staging paths of implicit_gemm_wgrad_stage.cpp, barrier, COMPUTE,
// barrier; fp32: STEP_F32 of implicit_gemm_wgrad_fp32.cpp, with its own lane offsets and no vec_ok)
// and the epilogue's atomics. gfx11/gfx12 (docs/implicit-gemm-gfx11-gfx12.md): the lane maps,
// COMPUTE_K16 and COMPUTE_FMA of implicit_gemm_wgrad_k16.cpp, gfx11's EPILOGUE rows, the policy. Every K(n) is its own statement right before its op.
#include <stdio.h>
#include <string.h>

#include "twin_engine/families.h"
#include "twin_engine/implicit_gemm_wgrad_state.h"
#include "twin_engine/request.h"

void tw_implicit_gemm_wgrad_kernel_name(const irg_implicit_gemm_wgrad_spec_t* p, char* out) {
  char dtype[24];
  tw_dtype_spell(p->dtype, dtype, sizeof dtype);
  if (tw_ig_runtime_geometry(p)) { /* the geometry is the launch's: the name spells only the tiles */
    snprintf(out, TW_KERNEL_NAME_MAX, "irg_ig_wgrad_%s_rgeo_w%dx%d_t%dx%d_ks%d_wsr%d", dtype, p->waves_m, p->waves_n,
             p->wave_tiles_m, p->wave_tiles_n, p->k_steps, p->ws_replicas);
    return;
  }
  snprintf(out, TW_KERNEL_NAME_MAX, "irg_ig_wgrad_%s_f%dx%d_p%dx%d_s%dx%d_d%dx%d_w%dx%d_t%dx%d_ks%d_wsr%d", dtype,
           p->filter_h, p->filter_w, p->pad_h, p->pad_w, p->stride_h, p->stride_w, p->dilation_h, p->dilation_w,
           p->waves_m, p->waves_n, p->wave_tiles_m, p->wave_tiles_n, p->k_steps, p->ws_replicas);
}

int ig_geo(ig_state* st, tw_geo_field field) {
  if (st->runtime) return st->geo_param[field];
  const irg_implicit_gemm_wgrad_spec_t* p = st->spec;
  const int32_t baked[TW_GEO_COUNT] = {p->filter_h, p->filter_w, p->pad_h,      p->pad_w,
                                       p->stride_h, p->stride_w, p->dilation_h, p->dilation_w};
  return ig_k(st, baked[field]);
}

int ig_taps(ig_state* st) { return st->runtime ? st->taps : ig_k(st, st->sh.taps); }

/* a(tm, tn) = tm · TN + tn */
static int acc_index(const irg_implicit_gemm_wgrad_spec_t* p, int tm, int tn) { return tm * p->wave_tiles_n + tn; }

/* STEP(p_s, acc): the staging path the channels pick, barrier, COMPUTE, barrier. */
static void step(ig_state* st, int* acc) {
  tw_builder* b = st->b;
  const irg_implicit_gemm_wgrad_spec_t* p = st->spec;
  const tw_ig_shape* sh = &st->sh;
  tw_if path;
  tw_b_if_begin(b, st->vec_ok, 1, &path);
  tw_ig_vec_stage(st);
  tw_b_if_else(b, &path);
  tw_ig_pair_stage(st);
  tw_b_if_end(b, &path);
  tw_b_barrier(b);
  if (sh->k16) { /* gfx11/gfx12: COMPUTE_K16 */
    tw_ig_k16_compute(st, acc);
    tw_b_barrier(b);
    return;
  }
  int a_frag[4];
  for (int tm = 0; tm < p->wave_tiles_m; ++tm)
    a_frag[tm] = tw_img_fragment(b, st->lds, st->e8, st->a_lane, 32LL * tm, sh->DYP, &tw_img_a_hints);
  for (int tn = 0; tn < p->wave_tiles_n; ++tn) {
    int b_frag = tw_img_fragment(b, st->lds, st->e8, st->b_lane, sh->x_lds + 32LL * tn, sh->XP, &tw_img_b_hints);
    for (int tm = 0; tm < p->wave_tiles_m; ++tm) {
      int a = acc_index(p, tm, tn);
      acc[a] = tw_b_wmma(b, a_frag[tm], b_frag, acc[a], "acc");
    }
  }
  tw_b_barrier(b);
}

/* EPILOGUE(acc): one atomic per accumulator lane into slab split mod ws_replicas, at
 * ((slab·G·kpg + g·kpg + k)·R·S + tap)·cpg + c. gfx11 16-bit: D element i of lane l is row
 * 2·i + l/16 (k_h from half, kin steps by 2); the fp32 VALU body's accumulators are scalars
 * s(tm, tn, i) (no vec.extract), in the gfx12 rows on both classes. */
static void epilogue(ig_state* st, const int* acc) {
  tw_builder* b = st->b;
  const irg_implicit_gemm_wgrad_spec_t* p = st->spec;
  const int* param = st->param;
  int kwsr = ig_k(st, p->ws_replicas);
  int slab = ig_bin(st, TW_OP_ARITH_REMUI, st->split, kwsr, "slab");
  int slab_g = ig_bin(st, TW_OP_ARITH_MULI, slab, param[TW_IMG_P_GROUPS], "slab_g");
  int slab_k = ig_bin(st, TW_OP_ARITH_MULI, slab_g, param[TW_IMG_P_KPG], "slab_k");
  int kbase = ig_bin(st, TW_OP_ARITH_ADDI, slab_k, st->gk, "kbase");
  int frow = ig_bin(st, TW_OP_ARITH_MULI, param[TW_IMG_P_CPG], ig_taps(st), "frow"); /* a dW row: R·S·cpg */
  int tap_c = ig_bin(st, TW_OP_ARITH_MULI, st->tap, param[TW_IMG_P_CPG], "tap_c");
  int c_w = ig_bin(st, TW_OP_ARITH_ADDI, st->c_blk, st->wcb, "c_w");
  int k_w = ig_bin(st, TW_OP_ARITH_ADDI, st->k_blk, st->wkb, "k_w");
  int g11 = st->sh.k16 == 11 && !st->sh.fp32, valu = st->sh.k16 && st->sh.fp32;
  int k_h = ig_bin(st, TW_OP_ARITH_ADDI, k_w, g11 ? st->half : st->map.khalf, "k_h");
  for (int tm = 0; tm < p->wave_tiles_m; ++tm) {
    for (int tn = 0; tn < p->wave_tiles_n; ++tn) {
      int ktn = ig_k(st, 16LL * tn);
      int cin = ig_bin(st, TW_OP_ARITH_ADDI, c_w, ktn, "cin");
      cin = ig_bin(st, TW_OP_ARITH_ADDI, cin, st->map.lcol, "cin"); /* D column l mod 16 */
      int cok = tw_b_cmpi(b, "ult", cin, param[TW_IMG_P_CPG], "cok");
      for (int i = 0; i < 8; ++i) { /* D element i of lane l: row 8·(l/16) + i */
        int krow_k = ig_k(st, 16LL * tm + (g11 ? 2 * i : i));
        int kin = ig_bin(st, TW_OP_ARITH_ADDI, k_h, krow_k, "kin");
        int kok = tw_b_cmpi(b, "ult", kin, param[TW_IMG_P_KPG], "kok");
        int ok = ig_bin(st, TW_OP_ARITH_ANDI, kok, cok, "ok");
        tw_if guard;
        tw_b_if_begin(b, ok, 0, &guard);
        int krow = ig_bin(st, TW_OP_ARITH_ADDI, kbase, kin, "krow");
        int t_k = ig_bin(st, TW_OP_ARITH_MULI, krow, frow, "t_k");
        int t_t = ig_bin(st, TW_OP_ARITH_ADDI, t_k, tap_c, "t_t");
        int el = ig_bin(st, TW_OP_ARITH_ADDI, t_t, cin, "el");
        int k2 = ig_k(st, 2);
        int off = ig_bin(st, TW_OP_ARITH_SHLI, el, k2, "off");
        int v = valu ? acc[8 * acc_index(p, tm, tn) + i] : tw_b_vec_extract(b, acc[acc_index(p, tm, tn)], i, "v");
        tw_img_atomic_add_policy(b, st->rws, off, v, st->policy);
        tw_b_if_end(b, &guard);
      }
    }
  }
}

/* The block decode: c tile fastest, then tap, then k tile, then group, with nct and nkt from the
 * cpg and kpg kernargs; then the tap's filter row/column and its im2col offsets h_tap, w_tap.
 * A run-time-geometry kernel first computes taps = filter_h · filter_w from its params. */
static void block_decode(ig_state* st) {
  const tw_ig_shape* sh = &st->sh;
  const int* param = st->param;
  int bx = tw_b_nullary(st->b, TW_OP_GPU_BLOCK_ID_X, "bx");
  st->split = tw_b_nullary(st->b, TW_OP_GPU_BLOCK_ID_Y, "split");
  st->taps = -1;
  if (st->runtime)
    st->taps = ig_bin(st, TW_OP_ARITH_MULI, st->geo_param[TW_GEO_FILTER_H], st->geo_param[TW_GEO_FILTER_W], "taps");
  int kbn1 = ig_k(st, sh->BN - 1);
  int nct_a = ig_bin(st, TW_OP_ARITH_ADDI, param[TW_IMG_P_CPG], kbn1, "nct_a");
  int kbn = ig_k(st, sh->BN);
  int nct = ig_bin(st, TW_OP_ARITH_DIVUI, nct_a, kbn, "nct"); /* c tiles a tap: ceil(cpg / BN) */
  int kbm1 = ig_k(st, sh->BM - 1);
  int nkt_a = ig_bin(st, TW_OP_ARITH_ADDI, param[TW_IMG_P_KPG], kbm1, "nkt_a");
  int kbm = ig_k(st, sh->BM);
  int nkt = ig_bin(st, TW_OP_ARITH_DIVUI, nkt_a, kbm, "nkt"); /* k tiles: ceil(kpg / BM) */
  int ct = ig_bin(st, TW_OP_ARITH_REMUI, bx, nct, "ct");
  int rest = ig_bin(st, TW_OP_ARITH_DIVUI, bx, nct, "rest");
  st->tap = ig_bin(st, TW_OP_ARITH_REMUI, rest, ig_taps(st), "tap");
  rest = ig_bin(st, TW_OP_ARITH_DIVUI, rest, ig_taps(st), "rest");
  int kt = ig_bin(st, TW_OP_ARITH_REMUI, rest, nkt, "kt");
  int g = ig_bin(st, TW_OP_ARITH_DIVUI, rest, nkt, "g");
  int fr = ig_bin(st, TW_OP_ARITH_DIVUI, st->tap, ig_geo(st, TW_GEO_FILTER_W), "fr"); /* the tap's filter row r */
  int fs = ig_bin(st, TW_OP_ARITH_REMUI, st->tap, ig_geo(st, TW_GEO_FILTER_W), "fs"); /* and column s */
  int rd = ig_bin(st, TW_OP_ARITH_MULI, fr, ig_geo(st, TW_GEO_DILATION_H), "rd");
  st->h_tap = ig_bin(st, TW_OP_ARITH_SUBI, rd, ig_geo(st, TW_GEO_PAD_H), "h_tap"); /* hi = ho·stride_h + h_tap */
  int sd = ig_bin(st, TW_OP_ARITH_MULI, fs, ig_geo(st, TW_GEO_DILATION_W), "sd");
  st->w_tap = ig_bin(st, TW_OP_ARITH_SUBI, sd, ig_geo(st, TW_GEO_PAD_W), "w_tap"); /* wi = wo·stride_w + w_tap */
  int kbm2 = ig_k(st, sh->BM);
  st->k_blk = ig_bin(st, TW_OP_ARITH_MULI, kt, kbm2, "k_blk");
  int kbn2 = ig_k(st, sh->BN);
  st->c_blk = ig_bin(st, TW_OP_ARITH_MULI, ct, kbn2, "c_blk");
  st->gk = ig_bin(st, TW_OP_ARITH_MULI, g, param[TW_IMG_P_KPG], "gk");
  int gc = ig_bin(st, TW_OP_ARITH_MULI, g, param[TW_IMG_P_CPG], "gc");
  st->dy_ch = ig_bin(st, TW_OP_ARITH_ADDI, st->gk, st->k_blk, "dy_ch"); /* the block's first dY channel */
  st->x_ch = ig_bin(st, TW_OP_ARITH_ADDI, gc, st->c_blk, "x_ch");        /* and X channel (global) */
}

/* vec_ok = ((cpg | kpg) & 7) == 0: both channel counts multiples of 8, the 16-byte path (wave-
 * uniform: kernargs only). */
static void staging_path(ig_state* st) {
  int ch_or = ig_bin(st, TW_OP_ARITH_ORI, st->param[TW_IMG_P_CPG], st->param[TW_IMG_P_KPG], "ch_or");
  int k7 = ig_k(st, 7);
  int ch_lo = ig_bin(st, TW_OP_ARITH_ANDI, ch_or, k7, "ch_lo");
  int k0 = ig_k(st, 0);
  st->vec_ok = tw_b_cmpi(st->b, "eq", ch_lo, k0, "vec_ok");
}

/* vec_ok (16-bit dtypes only: fp32 has one staging path),
 * then the block's positions p_lo … p_hi − 1 of P = n·Ho·Wo and its steps: ceil(span / 32).
 * Returns steps. */
static int positions(ig_state* st) {
  tw_builder* b = st->b;
  const int* param = st->param;
  if (!st->sh.fp32) staging_path(st);
  st->howo = ig_bin(st, TW_OP_ARITH_MULI, param[TW_IMG_P_HO], param[TW_IMG_P_WO], "howo");
  int npos = ig_bin(st, TW_OP_ARITH_MULI, param[TW_IMG_P_N], st->howo, "npos");
  int kkb = ig_k(st, st->sh.KB);
  st->p_lo = ig_bin(st, TW_OP_ARITH_MULI, st->split, kkb, "p_lo");
  int kkb2 = ig_k(st, st->sh.KB);
  int p_end = ig_bin(st, TW_OP_ARITH_ADDI, st->p_lo, kkb2, "p_end");
  int fits = tw_b_cmpi(b, "ult", p_end, npos, "fits");
  st->p_hi = tw_b_select(b, fits, p_end, npos, "p_hi");
  int live = tw_b_cmpi(b, "ult", st->p_lo, st->p_hi, "live"); /* a split past P has no positions */
  int span_a = ig_bin(st, TW_OP_ARITH_SUBI, st->p_hi, st->p_lo, "span_a");
  int kzero = ig_k(st, 0);
  int span = tw_b_select(b, live, span_a, kzero, "span");
  int k31 = ig_k(st, 31);
  int st_a = ig_bin(st, TW_OP_ARITH_ADDI, span, k31, "st_a");
  int k5 = ig_k(st, 5);
  return ig_bin(st, TW_OP_ARITH_SHRUI, st_a, k5, "steps");
}

void tw_build_implicit_gemm_wgrad(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b) {
  ig_state st;
  memset(&st, 0, sizeof st);
  st.b = b;
  st.spec = &request->spec.implicit_gemm;
  st.sh = tw_ig_shape_on(st.spec, arch->family);
  const irg_implicit_gemm_wgrad_spec_t* p = st.spec;
  const tw_ig_shape* sh = &st.sh;
  st.e8 = p->dtype == IRG_DTYPE_BF16 ? TW_TYPE_V8_BF16 : TW_TYPE_V8_F16;
  st.e16 = p->dtype == IRG_DTYPE_BF16 ? TW_TYPE_BF16 : TW_TYPE_F16;
  st.policy = arch->gfx12_cache_policy == 1 ? TW_IMG_CPOL_ATOMIC_CASCADE_DEV : 0;
  st.half = -1;
  st.le = sh->fp32 ? 2 : 1;
  int nacc = (int)sh->nacc;
  if (nacc < 1 || nacc > 16 || p->wave_tiles_m > 4)
    return tw_internal(b->fail, "implicit_gemm_wgrad builder: %d accumulators (the validator admits 1..16)", nacc);
  if (sh->k16 && sh->fp32) nacc *= 8; /* the VALU body: 8 scalar f32 accumulators a tile */
  char* name = (char*)tw_arena_alloc(b->k->arena, TW_KERNEL_NAME_MAX);
  int* acc = TW_NEW_ARRAY(b->k->arena, int, nacc);
  int* inits = TW_NEW_ARRAY(b->k->arena, int, nacc);
  int* results = TW_NEW_ARRAY(b->k->arena, int, nacc);
  if (!name || !acc || !inits || !results) return tw_internal(b->fail, "implicit_gemm_wgrad builder: out of memory");
  tw_implicit_gemm_wgrad_kernel_name(p, name);
  tw_img_kernel_header(b, name, arch, sh->T, stamp, sh->estimate);
  /* the IRG_KERNARG rows: direct_wgrad's list of 20 (the channel counts kpg, cpg last), then the
   * eight geometry kernargs, which a baked kernel lists but never reads */
  int n_params = tw_build_params(b, IRG_FAMILY_IMPLICIT_GEMM, tw_element_align_of, &p->dtype, st.param);
  if (n_params != (int)TW_IMG_P_COUNT + (int)TW_GEO_COUNT ||
      !tw_params_by_name(IRG_FAMILY_IMPLICIT_GEMM, st.param, tw_geo_names, TW_GEO_COUNT, st.geo_param))
    return tw_internal(b->fail, "implicit_gemm_wgrad builder: families.def does not list direct_wgrad's %d rows and "
                       "the %d geometry kernargs", (int)TW_IMG_P_COUNT, (int)TW_GEO_COUNT);
  st.runtime = tw_ig_runtime_geometry(p);

  st.tid = tw_b_nullary(b, TW_OP_GPU_THREAD_ID_X, "tid");
  int k31 = ig_k(&st, 31);
  int lane = ig_bin(&st, TW_OP_ARITH_ANDI, st.tid, k31, "lane");
  int k5 = ig_k(&st, 5);
  int wave = ig_bin(&st, TW_OP_ARITH_SHRUI, st.tid, k5, "wave");
  int kwm = ig_k(&st, p->waves_m);
  int wave_m = ig_bin(&st, TW_OP_ARITH_REMUI, wave, kwm, "wave_m");
  int kwm2 = ig_k(&st, p->waves_m);
  int wave_n = ig_bin(&st, TW_OP_ARITH_DIVUI, wave, kwm2, "wave_n");
  int ktm = ig_k(&st, 16LL * p->wave_tiles_m);
  st.wkb = ig_bin(&st, TW_OP_ARITH_MULI, wave_m, ktm, "wkb");
  int ktn = ig_k(&st, 16LL * p->wave_tiles_n);
  st.wcb = ig_bin(&st, TW_OP_ARITH_MULI, wave_n, ktn, "wcb");
  if (sh->k16 && sh->fp32) {
    tw_ig_valu_lane_offsets(&st, lane);
  } else if (sh->k16) {
    tw_ig_k16_lane_offsets(&st, lane);
  } else if (sh->fp32) {
    tw_ig_fp32_lane_offsets(&st, lane);
  } else {
    st.map = tw_img_lane_map(b, lane);
    tw_img_lane_offsets(b, &st.map, sh->DYP, sh->XP, st.wkb, &st.wcb, &st.a_lane, &st.b_lane);
  }
  block_decode(&st);
  int steps = positions(&st);
  st.rdy = tw_b_buffer_rsrc(b, st.param[TW_IMG_P_DY], st.param[TW_IMG_P_DY_BYTES], "rdy");
  st.rx = tw_b_buffer_rsrc(b, st.param[TW_IMG_P_X], st.param[TW_IMG_P_X_BYTES], "rx");
  st.rws = tw_b_buffer_rsrc(b, st.param[TW_IMG_P_WS], st.param[TW_IMG_P_WS_BYTES], "rws");
  st.lds = tw_b_lds_alloc(b, sh->lds_bytes, "lds");
  /* ZV: every accumulator's init; the VALU body's one scalar zero = KF(0.0) */
  int zv = sh->k16 && sh->fp32 ? tw_b_const_f32(b, 0.0) : tw_b_const_zero_vec(b, TW_TYPE_V8_F32);
  for (int a = 0; a < nacc; ++a) inits[a] = zv;
  int kzero = ig_k(&st, 0);
  int kone = ig_k(&st, 1);

  const char* res = tw_op_rows[TW_OP_SCF_FOR].default_hint; /* the recipe names no result hint */
  tw_loop loop;
  tw_b_for_begin(b, kzero, steps, kone, inits, nacc, res, "t", "acc", &loop);
  if (!tw_builder_ok(b)) return;
  int k5t = ig_k(&st, 5);
  int to = ig_bin(&st, TW_OP_ARITH_SHLI, loop.iv, k5t, "to");
  st.p_s = ig_bin(&st, TW_OP_ARITH_ADDI, st.p_lo, to, "p_s"); /* the step's first position */
  for (int a = 0; a < nacc; ++a) acc[a] = loop.first_arg + a;
  if (sh->fp32)
    tw_ig_fp32_step(&st, acc);
  else
    step(&st, acc);
  tw_b_for_end(b, &loop, acc);
  for (int a = 0; a < nacc; ++a) results[a] = loop.first_result + a;
  epilogue(&st, results);
}
