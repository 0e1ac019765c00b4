// twin_engine/direct_wgrad_small_c_build.cpp — the direct_wgrad_small_c recipe (docs/kernels.md
// §direct_wgrad_small_c), op by op. Every K(n) is its own statement right before the op that uses
// it, in operand order; the one zero vector ZV is created once, before the one loop over the steps.
// The transpose-read lane map is direct_wgrad's one function (tw_img_lane_map).
#include <stdio.h>
#include <string.h>

#include "twin_engine/wmma_pieces.h"
#include "twin_engine/families.h"
#include "twin_engine/request.h"
#include "twin_engine/direct_wgrad_small_c_shape.h"

enum { SC_MAX_ITEM = 8 }; /* 2 · V elements of an X item, V <= 4 */

void tw_direct_wgrad_small_c_kernel_name(const irg_small_c_wgrad_spec_t* p, char* out) {
  char dtype[24];
  tw_dtype_spell(p->dtype, dtype, sizeof dtype);
  snprintf(out, TW_KERNEL_NAME_MAX, "irg_sc_wgrad_%s_f%dx%d_p%dx%d_s%dx%d_c%d_v%d_u%d_uw%d_w%d_t%d_wsr%d", dtype,
           p->filter_h, p->filter_w, p->pad_h, p->pad_w, p->stride_h, p->stride_w, p->c, p->vec_x, p->sub_steps,
           p->uniform_wave, p->waves, p->wave_tiles, p->ws_replicas); /* no kpg: a kernarg */
}

/* The values of the recipe that STEP and the epilogue reuse. */
typedef struct sc_state {
  tw_builder* b;
  const irg_small_c_wgrad_spec_t* spec;
  tw_sc_shape sh;
  tw_type e8; /* vec<8 x E>: a transpose read */
  int param[IRG_PLAN_MAX_KERNARGS]; /* tw_build_params writes up to its capacity */
  int tid, wkb, a_lane, b_lane;
  tw_lane_map map;
  int orow, img, k_blk, rdy, rx, rws, x_img, dy_r, hb, lds;
} sc_state;

/* One staged load: a dY chunk (one b128 value) or an X item (2·V i16 values), its LDS byte
 * address and its store guard (or -1). */
typedef struct sc_staged {
  int is_item;
  int v[SC_MAX_ITEM];
  int la, eok;
} sc_staged;

static int K(sc_state* st, long long n) { return tw_b_const_i32(st->b, n); }

static int bin(sc_state* st, tw_opcode opcode, int lhs, int rhs, const char* hint) {
  return tw_b_binary(st->b, opcode, lhs, rhs, hint);
}

/* STORE_ADDR(row, chan, P, base, e, N) of §direct_wgrad, for one staged load. */
static void store_addr(sc_state* st, int row, int chan, long long pitch, long long base, int e, long long n,
                       sc_staged* staged) {
  tw_lds_slot slot = tw_img_store_addr(st->b, row, chan, pitch, base, e, n, st->sh.T);
  staged->la = slot.la;
  staged->eok = slot.eok;
}

/* Region dY(u): the block's BK channels of the 32 positions from wo_s. */
static void load_dy(sc_state* st, int u, int wo_s, sc_staged* staged, int* n_staged) {
  tw_builder* b = st->b;
  const tw_sc_shape* sh = &st->sh;
  for (long long j = 0; j < sh->JDY; ++j) {
    sc_staged* chunk = &staged[(*n_staged)++];
    chunk->is_item = 0;
    tw_chunk_at at = tw_img_chunk_at(b, st->tid, sh->T * j, sh->BK / 8, 3);
    int e = at.e, row = at.row, chan = at.chan;
    int wo = bin(st, TW_OP_ARITH_ADDI, wo_s, row, "wo");
    int wok = tw_b_cmpi(b, "ult", wo, st->param[TW_IMG_P_WO], "wok");
    int kin = bin(st, TW_OP_ARITH_ADDI, st->k_blk, chan, "kin");
    int kok = tw_b_cmpi(b, "ult", kin, st->param[TW_IMG_P_KPG], "kok");
    int ok = bin(st, TW_OP_ARITH_ANDI, wok, kok, "ok");
    int col = bin(st, TW_OP_ARITH_MULI, wo, st->param[TW_IMG_P_DY_STRIDE_W], "col");
    int el_a = bin(st, TW_OP_ARITH_ADDI, st->dy_r, col, "el");
    int el = bin(st, TW_OP_ARITH_ADDI, el_a, kin, "el");
    int k1 = K(st, 1);
    int off = bin(st, TW_OP_ARITH_SHLI, el, k1, "off");
    int kinv = K(st, TW_IMG_INVALID_OFFSET);
    int safe = tw_b_select(b, ok, off, kinv, "safe");
    int kzero = K(st, 0);
    chunk->v[0] = tw_b_buffer_load_b128(b, st->rdy, safe, kzero, "dyv");
    store_addr(st, row, chan, sh->DYP, tw_sc_dy_lds(sh, u), e, sh->NDY, chunk);
  }
}

/* Region X(u): the im2col tile of the 32 positions from wo_s, item by item (2·V columns of one
 * position, element by element: f = (r·S + s)·C + c). */
static void load_x(sc_state* st, int u, int wo_s, sc_staged* staged, int* n_staged) {
  tw_builder* b = st->b;
  const irg_small_c_wgrad_spec_t* p = st->spec;
  const tw_sc_shape* sh = &st->sh;
  for (long long j = 0; j < sh->JX; ++j) {
    sc_staged* item = &staged[(*n_staged)++];
    item->is_item = 1;
    int kt = K(st, sh->T * j);
    int e = bin(st, TW_OP_ARITH_ADDI, st->tid, kt, "e");
    int kipr = K(st, sh->IPR);
    int prow = bin(st, TW_OP_ARITH_DIVUI, e, kipr, "prow");
    int kipr2 = K(st, sh->IPR);
    int ig = bin(st, TW_OP_ARITH_REMUI, e, kipr2, "ig");
    int k2v = K(st, 2LL * p->vec_x);
    int fb = bin(st, TW_OP_ARITH_MULI, ig, k2v, "fb");
    int wo = bin(st, TW_OP_ARITH_ADDI, wo_s, prow, "wo");
    int wok = tw_b_cmpi(b, "ult", wo, st->param[TW_IMG_P_WO], "wok");
    int ksw = K(st, p->stride_w);
    int wb_a = bin(st, TW_OP_ARITH_MULI, wo, ksw, "wb_a");
    int kpw = K(st, p->pad_w);
    int wb = bin(st, TW_OP_ARITH_SUBI, wb_a, kpw, "wb");
    for (int i = 0; i < 2 * p->vec_x; ++i) {
      int ki = K(st, i);
      int f = bin(st, TW_OP_ARITH_ADDI, fb, ki, "f");
      int kf = K(st, sh->F);
      int fok = tw_b_cmpi(b, "ult", f, kf, "fok");
      int ksc = K(st, (long long)p->filter_w * p->c);
      int fr = bin(st, TW_OP_ARITH_DIVUI, f, ksc, "fr");
      int ksc2 = K(st, (long long)p->filter_w * p->c);
      int frem = bin(st, TW_OP_ARITH_REMUI, f, ksc2, "frem");
      int kc = K(st, p->c);
      int fs = bin(st, TW_OP_ARITH_DIVUI, frem, kc, "fs");
      int kc2 = K(st, p->c);
      int fc = bin(st, TW_OP_ARITH_REMUI, frem, kc2, "fc");
      int hi = bin(st, TW_OP_ARITH_ADDI, st->hb, fr, "hi");
      int hiok = tw_b_cmpi(b, "ult", hi, st->param[TW_IMG_P_HI], "hiok");
      int wi = bin(st, TW_OP_ARITH_ADDI, wb, fs, "wi");
      int wiok = tw_b_cmpi(b, "ult", wi, st->param[TW_IMG_P_WI], "wiok");
      int ok_a = bin(st, TW_OP_ARITH_ANDI, wok, fok, "ok");
      int ok_b = bin(st, TW_OP_ARITH_ANDI, ok_a, hiok, "ok");
      int ok = bin(st, TW_OP_ARITH_ANDI, ok_b, wiok, "ok");
      int x_row = bin(st, TW_OP_ARITH_MULI, hi, st->param[TW_IMG_P_X_STRIDE_H], "x_row");
      int col = bin(st, TW_OP_ARITH_MULI, wi, st->param[TW_IMG_P_X_STRIDE_W], "col");
      int el_a = bin(st, TW_OP_ARITH_ADDI, st->x_img, x_row, "el");
      int el_b = bin(st, TW_OP_ARITH_ADDI, el_a, col, "el");
      int el = bin(st, TW_OP_ARITH_ADDI, el_b, fc, "el");
      int k1 = K(st, 1);
      int off = bin(st, TW_OP_ARITH_SHLI, el, k1, "off");
      int kinv = K(st, TW_IMG_INVALID_OFFSET);
      int safe = tw_b_select(b, ok, off, kinv, "safe");
      int kzero = K(st, 0);
      item->v[i] = tw_b_buffer_load(b, TW_OP_TILE_BUFFER_LOAD_I16, st->rx, safe, kzero, "xv");
    }
    store_addr(st, prow, fb, sh->XP, tw_sc_x_lds(sh, p, u), e, sh->NXI, item);
  }
}

/* An X item's store: V dwords, each the bitcast pair of two 16-bit elements (low one first). */
static void store_item(sc_state* st, const sc_staged* item) {
  tw_builder* b = st->b;
  for (int d = 0; d < st->spec->vec_x; ++d) {
    int pf = tw_img_pack_pair(b, item->v[2 * d], item->v[2 * d + 1]);
    if (d == 0) {
      tw_b_lds_store(b, st->lds, item->la, pf);
      continue;
    }
    int k4d = K(st, 4LL * d);
    int da = bin(st, TW_OP_ARITH_ADDI, item->la, k4d, "da");
    tw_b_lds_store(b, st->lds, da, pf);
  }
}

static void store_staged(sc_state* st, const sc_staged* s) {
  if (s->is_item)
    store_item(st, s);
  else
    tw_b_lds_store_b128(st->b, st->lds, s->la, s->v[0]);
}


/* STEP(tu, acc): stage U chunks, barrier, WMMA per (u, n tile, k tile), barrier. `acc` is updated in place. */
static void step(sc_state* st, int tu, int* acc, sc_staged* staged) {
  tw_builder* b = st->b;
  const irg_small_c_wgrad_spec_t* p = st->spec;
  const tw_sc_shape* sh = &st->sh;
  int n_staged = 0;
  for (int u = 0; u < p->sub_steps; ++u) { /* LOADS */
    int ku = K(st, u);
    int ch = bin(st, TW_OP_ARITH_ADDI, tu, ku, "ch");
    int k5 = K(st, 5);
    int wo_s = bin(st, TW_OP_ARITH_SHLI, ch, k5, "wo_s");
    load_dy(st, u, wo_s, staged, &n_staged);
    load_x(st, u, wo_s, staged, &n_staged);
  }
  for (int i = 0; i < n_staged; ++i) { /* STORES, in the order of the loads */
    if (staged[i].eok < 0) {
      store_staged(st, &staged[i]);
      continue;
    }
    tw_if guard;
    tw_b_if_begin(b, staged[i].eok, 0, &guard);
    store_staged(st, &staged[i]);
    tw_b_if_end(b, &guard);
  }
  tw_b_barrier(b);
  int a_frag[4];
  for (int u = 0; u < p->sub_steps; ++u) { /* COMPUTE */
    for (int tk = 0; tk < p->wave_tiles; ++tk)
      a_frag[tk] = tw_img_fragment(b, st->lds, st->e8, st->a_lane, tw_sc_dy_lds(sh, u) + 32LL * tk, sh->DYP, &tw_img_a_hints);
    for (int nt = 0; nt < sh->NT; ++nt) {
      int b_frag = tw_img_fragment(b, st->lds, st->e8, st->b_lane, tw_sc_x_lds(sh, p, u) + 32LL * nt, sh->XP,
                                   &tw_img_b_hints);
      for (int tk = 0; tk < p->wave_tiles; ++tk) {
        int a = tw_sc_acc_index(sh, tk, nt);
        acc[a] = tw_b_wmma(b, a_frag[tk], b_frag, acc[a], "acc");
      }
    }
  }
  tw_b_barrier(b);
}

/* EPILOGUE(acc): one atomic per accumulator lane into the slab's [K, F] rows. */
static void epilogue(sc_state* st, const int* acc) {
  tw_builder* b = st->b;
  const irg_small_c_wgrad_spec_t* p = st->spec;
  const tw_sc_shape* sh = &st->sh;
  int slab_a = bin(st, TW_OP_ARITH_MULI, st->img, st->param[TW_IMG_P_HO], "slab_a");
  int slab_b = bin(st, TW_OP_ARITH_ADDI, slab_a, st->orow, "slab_b");
  int kwsr = K(st, p->ws_replicas);
  int slab = bin(st, TW_OP_ARITH_REMUI, slab_b, kwsr, "slab");
  int kbase = bin(st, TW_OP_ARITH_MULI, slab, st->param[TW_IMG_P_KPG], "kbase");
  int k_w = bin(st, TW_OP_ARITH_ADDI, st->k_blk, st->wkb, "k_w");
  int k_h = bin(st, TW_OP_ARITH_ADDI, k_w, st->map.khalf, "k_h");
  for (int tk = 0; tk < p->wave_tiles; ++tk) {
    for (int nt = 0; nt < sh->NT; ++nt) {
      int knt = K(st, 16LL * nt);
      int f = bin(st, TW_OP_ARITH_ADDI, st->map.lcol, knt, "f");
      int kf = K(st, sh->F);
      int fok = tw_b_cmpi(b, "ult", f, kf, "fok");
      for (int i = 0; i < 8; ++i) {
        int krow = K(st, 16LL * tk + i);
        int kin = bin(st, TW_OP_ARITH_ADDI, k_h, krow, "kin");
        int kok = tw_b_cmpi(b, "ult", kin, st->param[TW_IMG_P_KPG], "kok");
        int ok = bin(st, TW_OP_ARITH_ANDI, kok, fok, "ok");
        tw_if guard;
        tw_b_if_begin(b, ok, 0, &guard);
        int krow_v = bin(st, TW_OP_ARITH_ADDI, kbase, kin, "krow");
        int kf2 = K(st, sh->F);
        int t_f = bin(st, TW_OP_ARITH_MULI, krow_v, kf2, "t_f");
        int el = bin(st, TW_OP_ARITH_ADDI, t_f, f, "el");
        int k2 = K(st, 2);
        int off = bin(st, TW_OP_ARITH_SHLI, el, k2, "off");
        int v = tw_b_vec_extract(b, acc[tw_sc_acc_index(sh, tk, nt)], i, "v");
        tw_img_atomic_add(b, st->rws, off, v);
        tw_b_if_end(b, &guard);
      }
    }
  }
}

void tw_build_direct_wgrad_small_c(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b) {
  sc_state st;
  memset(&st, 0, sizeof st);
  st.b = b;
  st.spec = &request->spec.small_c;
  st.sh = tw_sc_shape_of(st.spec);
  const irg_small_c_wgrad_spec_t* p = st.spec;
  const tw_sc_shape* sh = &st.sh;
  st.e8 = p->dtype == IRG_DTYPE_BF16 ? TW_TYPE_V8_BF16 : TW_TYPE_V8_F16;
  int nacc = (int)sh->nacc;
  if (nacc < 1 || nacc > 256 || p->wave_tiles > 4 || 2 * p->vec_x > SC_MAX_ITEM)
    return tw_internal(b->fail, "small_c builder: %d accumulators (the validator admits 1..256)", nacc);
  char* name = (char*)tw_arena_alloc(b->k->arena, TW_KERNEL_NAME_MAX);
  int* acc = TW_NEW_ARRAY(b->k->arena, int, nacc);
  int* inits = TW_NEW_ARRAY(b->k->arena, int, nacc);
  int* results = TW_NEW_ARRAY(b->k->arena, int, nacc);
  long long max_staged = (long long)p->sub_steps * (sh->JDY + sh->JX);
  sc_staged* staged = TW_NEW_ARRAY(b->k->arena, sc_staged, max_staged);
  if (!name || !acc || !inits || !results || !staged) return tw_internal(b->fail, "small_c builder: out of memory");
  tw_direct_wgrad_small_c_kernel_name(p, name);
  tw_img_kernel_header(b, name, arch, sh->T, stamp, sh->estimate);
  /* the SMALL_C IRG_KERNARG rows: direct_wgrad's list without its last row (cpg), same positions */
  if (tw_build_params(b, IRG_FAMILY_SMALL_C, tw_element_align_of, NULL, st.param) != TW_SC_P_COUNT)
    return tw_internal(b->fail, "small_c builder: families.def does not list %d small_c rows", (int)TW_SC_P_COUNT);
  const int* param = st.param;

  st.tid = tw_b_nullary(b, TW_OP_GPU_THREAD_ID_X, "tid");
  int k31 = K(&st, 31);
  int lane = bin(&st, TW_OP_ARITH_ANDI, st.tid, k31, "lane");
  int k5 = K(&st, 5);
  int wave = bin(&st, TW_OP_ARITH_SHRUI, st.tid, k5, "wave");
  if (p->uniform_wave) wave = tw_b_readfirstlane(b, wave, "wave"); /* the later ops use this one */
  int kwt = K(&st, 16LL * p->wave_tiles);
  st.wkb = bin(&st, TW_OP_ARITH_MULI, wave, kwt, "wkb");
  st.map = tw_img_lane_map(b, lane);
  /* no c-tile term: every wave reads every n tile */
  tw_img_lane_offsets(b, &st.map, sh->DYP, sh->XP, st.wkb, NULL, &st.a_lane, &st.b_lane);
  int kt = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_X, "kt");
  st.orow = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Y, "orow");
  st.img = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Z, "img");
  int kbk = K(&st, sh->BK);
  st.k_blk = bin(&st, TW_OP_ARITH_MULI, kt, kbk, "k_blk");
  st.rdy = tw_b_buffer_rsrc(b, param[TW_IMG_P_DY], param[TW_IMG_P_DY_BYTES], "rdy");
  st.rx = tw_b_buffer_rsrc(b, param[TW_IMG_P_X], param[TW_IMG_P_X_BYTES], "rx");
  st.rws = tw_b_buffer_rsrc(b, param[TW_IMG_P_WS], param[TW_IMG_P_WS_BYTES], "rws");
  int dy_img = bin(&st, TW_OP_ARITH_MULI, st.img, param[TW_IMG_P_DY_STRIDE_N], "dy_img");
  st.x_img = bin(&st, TW_OP_ARITH_MULI, st.img, param[TW_IMG_P_X_STRIDE_N], "x_img");
  int dy_row = bin(&st, TW_OP_ARITH_MULI, st.orow, param[TW_IMG_P_DY_STRIDE_H], "dy_row");
  st.dy_r = bin(&st, TW_OP_ARITH_ADDI, dy_img, dy_row, "dy_r"); /* element offset of the block's dY row */
  int ksh = K(&st, p->stride_h);
  int hb_a = bin(&st, TW_OP_ARITH_MULI, st.orow, ksh, "hb_a");
  int kph = K(&st, p->pad_h);
  st.hb = bin(&st, TW_OP_ARITH_SUBI, hb_a, kph, "hb"); /* input row of filter row 0 */
  st.lds = tw_b_lds_alloc(b, sh->lds_bytes, "lds");
  int k31c = K(&st, 31);
  int nch_a = bin(&st, TW_OP_ARITH_ADDI, param[TW_IMG_P_WO], k31c, "nch_a");
  int k5c = K(&st, 5);
  int nch = bin(&st, TW_OP_ARITH_SHRUI, nch_a, k5c, "nch"); /* chunks: ceil(Wo / 32) */
  int ku1 = K(&st, p->sub_steps - 1);
  int st_a = bin(&st, TW_OP_ARITH_ADDI, nch, ku1, "st_a");
  int ku = K(&st, p->sub_steps);
  int steps = bin(&st, TW_OP_ARITH_DIVUI, st_a, ku, "steps");
  int zv = tw_b_const_zero_vec(b, TW_TYPE_V8_F32); /* ZV: every accumulator's init */
  for (int a = 0; a < nacc; ++a) inits[a] = zv;
  int kzero_steps = K(&st, 0);
  int kone_steps = K(&st, 1);

  const char* res = tw_op_rows[TW_OP_SCF_FOR].default_hint; /* the recipe names no result hint */
  tw_loop loop;
  tw_b_for_begin(b, kzero_steps, steps, kone_steps, inits, nacc, res, "t", "acc", &loop);
  if (!tw_builder_ok(b)) return;
  int kut = K(&st, p->sub_steps);
  int tu = bin(&st, TW_OP_ARITH_MULI, loop.iv, kut, "tu");
  for (int a = 0; a < nacc; ++a) acc[a] = loop.first_arg + a;
  step(&st, tu, acc, staged);
  tw_b_for_end(b, &loop, acc);
  for (int a = 0; a < nacc; ++a) results[a] = loop.first_result + a;
  epilogue(&st, results);
}
