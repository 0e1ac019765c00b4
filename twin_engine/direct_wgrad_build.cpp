// twin_engine/direct_wgrad_build.cpp — the direct_wgrad recipe (docs/kernels/direct_wgrad.md), op by
// op. Every K(n) is its own statement right before the op that uses it, in operand order; the
// one zero vector ZV is created once, before the one flat loop over the steps. With tdm_stages > 0
// the loop body is the TDM ring's (direct_wgrad_tdm.cpp) instead of STEP.
#include <stdio.h>
#include <string.h>

#include "twin_engine/direct_wgrad_state.h"
#include "twin_engine/families.h"
#include "twin_engine/request.h"

void tw_direct_wgrad_kernel_name(const irg_direct_wgrad_spec_t* p, char* out) {
  char dtype[24];
  tw_dtype_spell(p->dtype, dtype, sizeof dtype);
  snprintf(out, TW_KERNEL_NAME_MAX,
           "irg_img_wgrad_%s_f%dx%d_p%dx%d_w%dx%d_t%dx%d_rps%d_rb%d_le%d_tdm%d_wsr%d", dtype, p->filter_h, p->filter_w,
           p->pad_h, p->pad_w, p->waves_k, p->waves_c, p->wave_tiles_k, p->wave_tiles_c, p->rows_per_sync,
           p->row_blocks, p->lds_epilogue, p->tdm_stages, p->ws_replicas); /* no channel counts: kernargs */
}

/* One staged 16-byte chunk: the loaded value, its LDS byte address, its store guard (or -1). */
typedef struct img_chunk {
  int v, la, eok;
} img_chunk;

/* a(r, s, tk, tc) = ((r·S + s)·TK + tk)·TC + tc */
static int acc_index(const irg_direct_wgrad_spec_t* p, int r, int s, int tk, int tc) {
  return ((r * p->filter_w + s) * p->wave_tiles_k + tk) * p->wave_tiles_c + tc;
}

/* STORE_ADDR for one staged chunk of this kernel. */
static void store_addr(img_state* st, int row, int chan, long long pitch, long long base, int e, long long n,
                       img_chunk* chunk) {
  tw_lds_slot slot = tw_img_store_addr(st->b, row, chan, pitch, base, e, n, st->sh.T);
  chunk->la = slot.la;
  chunk->eok = slot.eok;
}

/* One region's chunks j = 0..J-1 (dY(q) or X(q, r)): the two regions differ only in names. */
typedef struct img_region {
  long long cpr8;      /* BK/8 or BC/8 chunks a row */
  int origin;          /* wo_s or wb: the region's first column */
  const char* pos_hint; /* "wo" | "wi" */
  int pos_limit;       /* param wo | wi */
  const char* pos_ok_hint;
  int row_ok;          /* hok | hiok */
  int ch_base;         /* k_blk | c_blk */
  const char* ch_hint; /* "kin" | "cin" */
  int ch_limit;        /* the kpg | cpg param */
  const char* ch_ok_hint;
  int stride_w;        /* dy_stride_w | x_stride_w */
  int row_base;        /* dy_r | x_r */
  int group_ch;        /* dy_ch | x_ch */
  int rsrc;
  const char* value_hint; /* "dyv" | "xv" */
  long long pitch, lds_base, n, j_count;
} img_region;

static void load_region(img_state* st, const img_region* g, img_chunk* chunks, int* n_chunks) {
  tw_builder* b = st->b;
  for (long long j = 0; j < g->j_count; ++j) {
    img_chunk* chunk = &chunks[(*n_chunks)++];
    tw_chunk_at at = tw_img_chunk_at(b, st->tid, st->sh.T * j, g->cpr8, 3);
    int e = at.e, row = at.row, chan = at.chan;
    int pos = bin(st, TW_OP_ARITH_ADDI, g->origin, row, g->pos_hint);
    int pos_ok = tw_b_cmpi(b, "ult", pos, g->pos_limit, g->pos_ok_hint);
    int ch = bin(st, TW_OP_ARITH_ADDI, g->ch_base, chan, g->ch_hint);
    int ch_ok = tw_b_cmpi(b, "ult", ch, g->ch_limit, g->ch_ok_hint);
    int ok_a = bin(st, TW_OP_ARITH_ANDI, g->row_ok, pos_ok, "ok");
    int ok = bin(st, TW_OP_ARITH_ANDI, ok_a, ch_ok, "ok");
    int col = bin(st, TW_OP_ARITH_MULI, pos, g->stride_w, "col");
    int el_a = bin(st, TW_OP_ARITH_ADDI, g->row_base, col, "el");
    int el_b = bin(st, TW_OP_ARITH_ADDI, el_a, g->group_ch, "el");
    int el = bin(st, TW_OP_ARITH_ADDI, el_b, chan, "el");
    int k1 = K(st, 1);
    int off = bin(st, TW_OP_ARITH_SHLI, el, k1, "off");
    int kinv = K(st, TW_IMG_INVALID_OFFSET);
    int safe = tw_b_select(b, ok, off, kinv, "safe");
    int kzero = K(st, 0);
    chunk->v = tw_b_buffer_load_b128(b, g->rsrc, safe, kzero, g->value_hint);
    store_addr(st, row, chan, g->pitch, g->lds_base, e, g->n, chunk);
  }
}


/* STEP(ho_s, wo_s, acc): stage, barrier, COMPUTE, barrier. `acc` is updated in place. */
static void step(img_state* st, int ho_s, int wo_s, int* acc, img_chunk* chunks) {
  tw_builder* b = st->b;
  const irg_direct_wgrad_spec_t* p = st->spec;
  const tw_img_shape* sh = &st->sh;
  int kpw = K(st, p->pad_w);
  int wb = bin(st, TW_OP_ARITH_SUBI, wo_s, kpw, "wb");
  int n_chunks = 0;
  for (int q = 0; q < p->rows_per_sync; ++q) { /* LOADS */
    int kq = K(st, q);
    int hq = bin(st, TW_OP_ARITH_ADDI, ho_s, kq, "ho");
    int hok = tw_b_cmpi(b, "ult", hq, st->ho_hi, "hok");
    int dy_row = bin(st, TW_OP_ARITH_MULI, hq, st->param[TW_IMG_P_DY_STRIDE_H], "dy_row");
    int dy_r = bin(st, TW_OP_ARITH_ADDI, st->dy_img, dy_row, "dy_r");
    img_region dy = {sh->BK / 8, wo_s, "wo", st->param[TW_IMG_P_WO], "wok", hok, st->k_blk, "kin", st->param[TW_IMG_P_KPG], "kok",
                     st->param[TW_IMG_P_DY_STRIDE_W], dy_r, st->dy_ch, st->rdy, "dyv", sh->DYP, tw_img_dy_lds(sh, q),
                     sh->NDY, sh->JDY};
    load_region(st, &dy, chunks, &n_chunks);
    for (int r = 0; r < p->filter_h; ++r) {
      int kr = K(st, r);
      int h_a = bin(st, TW_OP_ARITH_ADDI, hq, kr, "h_a");
      int kph = K(st, p->pad_h);
      int hi = bin(st, TW_OP_ARITH_SUBI, h_a, kph, "hi");
      int hiok = tw_b_cmpi(b, "ult", hi, st->param[TW_IMG_P_HI], "hiok");
      int x_row = bin(st, TW_OP_ARITH_MULI, hi, st->param[TW_IMG_P_X_STRIDE_H], "x_row");
      int x_r = bin(st, TW_OP_ARITH_ADDI, st->x_img, x_row, "x_r");
      img_region x = {sh->BC / 8, wb, "wi", st->param[TW_IMG_P_WI], "wiok", hiok, st->c_blk, "cin", st->param[TW_IMG_P_CPG], "cok",
                      st->param[TW_IMG_P_X_STRIDE_W], x_r, st->x_ch, st->rx, "xv", sh->XP, tw_img_x_lds(sh, p, q, r),
                      sh->NX, sh->JX};
      load_region(st, &x, chunks, &n_chunks);
    }
  }
  for (int i = 0; i < n_chunks; ++i) { /* STORES, in the order of the loads */
    if (chunks[i].eok < 0) {
      tw_b_lds_store_b128(b, st->lds, chunks[i].la, chunks[i].v);
      continue;
    }
    tw_if guard;
    tw_b_if_begin(b, chunks[i].eok, 0, &guard);
    tw_b_lds_store_b128(b, st->lds, chunks[i].la, chunks[i].v);
    tw_b_if_end(b, &guard);
  }
  tw_b_barrier(b);
  tw_img_compute(st, st->a_lane, st->b_lane, acc);
  tw_b_barrier(b);
}

/* COMPUTE (STEP's, and the TDM ring's with a_t, b_t): A fragments of sync row q, then per tap and c tile. */
void tw_img_compute(img_state* st, int a_base, int b_base, int* acc) {
  tw_builder* b = st->b;
  const irg_direct_wgrad_spec_t* p = st->spec;
  const tw_img_shape* sh = &st->sh;
  int a_frag[4];
  for (int q = 0; q < p->rows_per_sync; ++q) {
    for (int tk = 0; tk < p->wave_tiles_k; ++tk) {
      long long base = tw_img_dy_lds(sh, q) + 32LL * tk; /* 16 columns of 2 bytes */
      a_frag[tk] = tw_img_fragment(b, st->lds, st->e8, a_base, base, sh->DYP, &tw_img_a_hints);
    }
    for (int r = 0; r < p->filter_h; ++r) {
      for (int s = 0; s < p->filter_w; ++s) {
        for (int tc = 0; tc < p->wave_tiles_c; ++tc) {
          long long base = tw_img_x_lds(sh, p, q, r) + 2 * ((long long)s * sh->XP + 16LL * tc);
          int b_frag = tw_img_fragment(b, st->lds, st->e8, b_base, base, sh->XP, &tw_img_b_hints);
          for (int tk = 0; tk < p->wave_tiles_k; ++tk) {
            int a = acc_index(p, r, s, tk, tc);
            acc[a] = tw_b_wmma(b, a_frag[tk], b_frag, acc[a], "acc");
          }
        }
      }
    }
  }
}

/* SLAB: the slab's row of k = 0 of this group. */
static int slab_kbase(img_state* st) {
  int krb = K(st, st->spec->row_blocks);
  int slab_a = bin(st, TW_OP_ARITH_MULI, st->img, krb, "slab_a");
  int slab_b = bin(st, TW_OP_ARITH_ADDI, slab_a, st->rblk, "slab_b");
  int kwsr = K(st, st->spec->ws_replicas);
  int slab = bin(st, TW_OP_ARITH_REMUI, slab_b, kwsr, "slab");
  int slab_g = bin(st, TW_OP_ARITH_MULI, slab, st->param[TW_IMG_P_GROUPS], "slab_g");
  int slab_k = bin(st, TW_OP_ARITH_MULI, slab_g, st->param[TW_IMG_P_KPG], "slab_k");
  return bin(st, TW_OP_ARITH_ADDI, slab_k, st->gk, "kbase");
}

/* WS_OFF(kin, cin, r, s): ((kbase + kin)·R + r)·S + s)·cpg + cin, in bytes. */
static int ws_off(img_state* st, int kbase, int kin, int cin, int r, int s) {
  const irg_direct_wgrad_spec_t* p = st->spec;
  int krow = bin(st, TW_OP_ARITH_ADDI, kbase, kin, "krow");
  int kR = K(st, p->filter_h);
  int kr = bin(st, TW_OP_ARITH_MULI, krow, kR, "kr");
  int kr2 = K(st, r);
  int t_r = bin(st, TW_OP_ARITH_ADDI, kr, kr2, "t_r");
  int kS = K(st, p->filter_w);
  int t_s = bin(st, TW_OP_ARITH_MULI, t_r, kS, "t_s");
  int ks = K(st, s);
  int t_c = bin(st, TW_OP_ARITH_ADDI, t_s, ks, "t_c");
  int t_e = bin(st, TW_OP_ARITH_MULI, t_c, st->param[TW_IMG_P_CPG], "t_e");
  int el = bin(st, TW_OP_ARITH_ADDI, t_e, cin, "el");
  int k2 = K(st, 2);
  return bin(st, TW_OP_ARITH_SHLI, el, k2, "off");
}

static void direct_epilogue(img_state* st, const int* acc) {
  tw_builder* b = st->b;
  const irg_direct_wgrad_spec_t* p = st->spec;
  int kbase = slab_kbase(st);
  int c_w = bin(st, TW_OP_ARITH_ADDI, st->c_blk, st->wcb, "c_w");
  int k_w = bin(st, TW_OP_ARITH_ADDI, st->k_blk, st->wkb, "k_w");
  int k_h = bin(st, TW_OP_ARITH_ADDI, k_w, st->map.khalf, "k_h");
  for (int tk = 0; tk < p->wave_tiles_k; ++tk) {
    for (int tc = 0; tc < p->wave_tiles_c; ++tc) {
      int ktc = K(st, 16 * tc);
      int cin_a = bin(st, TW_OP_ARITH_ADDI, c_w, ktc, "cin");
      int cin = bin(st, TW_OP_ARITH_ADDI, cin_a, st->map.lcol, "cin");
      int cok = tw_b_cmpi(b, "ult", cin, st->param[TW_IMG_P_CPG], "cok");
      for (int i = 0; i < 8; ++i) { /* D element i of lane l: row 8·(l/16) + i, column l mod 16 */
        int krow = K(st, 16 * tk + i);
        int kin = bin(st, TW_OP_ARITH_ADDI, k_h, krow, "kin");
        int kok = tw_b_cmpi(b, "ult", kin, st->param[TW_IMG_P_KPG], "kok");
        int ok = bin(st, TW_OP_ARITH_ANDI, kok, cok, "ok");
        tw_if guard;
        tw_b_if_begin(b, ok, 0, &guard);
        for (int r = 0; r < p->filter_h; ++r) {
          for (int s = 0; s < p->filter_w; ++s) {
            int off = ws_off(st, kbase, kin, cin, r, s);
            int v = tw_b_vec_extract(b, acc[acc_index(p, r, s, tk, tc)], i, "v");
            tw_img_atomic_add(b, st->rws, off, v);
          }
        }
        tw_b_if_end(b, &guard);
      }
    }
  }
}

static void lds_epilogue(img_state* st, const int* acc) {
  tw_builder* b = st->b;
  const irg_direct_wgrad_spec_t* p = st->spec;
  const tw_img_shape* sh = &st->sh;
  int kbase = slab_kbase(st);
  int er = bin(st, TW_OP_ARITH_ADDI, st->wkb, st->map.khalf, "er");
  int kbc = K(st, sh->BC);
  int erb = bin(st, TW_OP_ARITH_MULI, er, kbc, "erb");
  int ec = bin(st, TW_OP_ARITH_ADDI, erb, st->wcb, "ec");
  int ecl = bin(st, TW_OP_ARITH_ADDI, ec, st->map.lcol, "ecl");
  int k2 = K(st, 2);
  int e_lane = bin(st, TW_OP_ARITH_SHLI, ecl, k2, "e_lane");
  for (int r = 0; r < p->filter_h; ++r) {
    for (int s = 0; s < p->filter_w; ++s) {
      for (int tk = 0; tk < p->wave_tiles_k; ++tk) {
        for (int tc = 0; tc < p->wave_tiles_c; ++tc) {
          for (int i = 0; i < 8; ++i) {
            int kel = K(st, 4 * ((16LL * tk + i) * sh->BC + 16LL * tc));
            int e_addr = bin(st, TW_OP_ARITH_ADDI, e_lane, kel, "e_addr");
            int v = tw_b_vec_extract(b, acc[acc_index(p, r, s, tk, tc)], i, "v");
            tw_b_lds_store(b, st->lds, e_addr, v);
          }
        }
      }
      tw_b_barrier(b);
      long long rounds = 8LL * p->wave_tiles_k * p->wave_tiles_c; /* BK·BC = T·8·TK·TC elements */
      for (long long j = 0; j < rounds; ++j) {
        int kt = K(st, sh->T * j);
        int e = bin(st, TW_OP_ARITH_ADDI, st->tid, kt, "e");
        int kbc1 = K(st, sh->BC);
        int kl = bin(st, TW_OP_ARITH_DIVUI, e, kbc1, "kl");
        int kbc2 = K(st, sh->BC);
        int cl = bin(st, TW_OP_ARITH_REMUI, e, kbc2, "cl");
        int k2b = K(st, 2);
        int la = bin(st, TW_OP_ARITH_SHLI, e, k2b, "la");
        int v = tw_b_lds_load(b, st->lds, la, "v");
        int kin = bin(st, TW_OP_ARITH_ADDI, st->k_blk, kl, "kin");
        int cin = bin(st, TW_OP_ARITH_ADDI, st->c_blk, cl, "cin");
        int kok = tw_b_cmpi(b, "ult", kin, st->param[TW_IMG_P_KPG], "kok");
        int cok = tw_b_cmpi(b, "ult", cin, st->param[TW_IMG_P_CPG], "cok");
        int ok = bin(st, TW_OP_ARITH_ANDI, kok, cok, "ok");
        tw_if guard;
        tw_b_if_begin(b, ok, 0, &guard);
        int off = ws_off(st, kbase, kin, cin, r, s);
        tw_img_atomic_add(b, st->rws, off, v);
        tw_b_if_end(b, &guard);
      }
      tw_b_barrier(b);
    }
  }
}

void tw_build_direct_wgrad(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b) {
  img_state st;
  memset(&st, 0, sizeof st);
  st.b = b;
  st.spec = &request->spec.direct;
  st.sh = tw_img_shape_of(st.spec);
  const irg_direct_wgrad_spec_t* p = st.spec;
  const tw_img_shape* sh = &st.sh;
  st.e8 = p->dtype == IRG_DTYPE_BF16 ? TW_TYPE_V8_BF16 : TW_TYPE_V8_F16;
  int nacc = (int)sh->nacc;
  if (nacc < 1 || nacc > 256 || p->wave_tiles_k > 4)
    return tw_internal(b->fail, "direct_wgrad builder: %d accumulators (the validator admits 1..256)", nacc);
  char* name = (char*)tw_arena_alloc(b->k->arena, TW_KERNEL_NAME_MAX);
  int* acc = TW_NEW_ARRAY(b->k->arena, int, nacc);
  int* inits = TW_NEW_ARRAY(b->k->arena, int, nacc);
  int* results = TW_NEW_ARRAY(b->k->arena, int, nacc);
  long long max_chunks = (long long)p->rows_per_sync * (sh->JDY + p->filter_h * sh->JX);
  img_chunk* chunks = TW_NEW_ARRAY(b->k->arena, img_chunk, max_chunks);
  if (!name || !acc || !inits || !results || !chunks)
    return tw_internal(b->fail, "direct_wgrad builder: out of memory");
  tw_direct_wgrad_kernel_name(p, name);
  tw_img_kernel_header(b, name, arch, sh->T, stamp, sh->estimate);
  if (tw_build_params(b, IRG_FAMILY_DIRECT_WGRAD, tw_element_align_of, NULL, st.param) != TW_IMG_P_COUNT)
    return tw_internal(b->fail, "direct_wgrad builder: families.def does not list %d rows", (int)TW_IMG_P_COUNT);
  const int* param = st.param;

  st.tid = tw_b_nullary(b, TW_OP_GPU_THREAD_ID_X, "tid");
  int k31 = K(&st, 31);
  int lane = bin(&st, TW_OP_ARITH_ANDI, st.tid, k31, "lane");
  int k5 = K(&st, 5);
  st.wave = bin(&st, TW_OP_ARITH_SHRUI, st.tid, k5, "wave");
  int kwk = K(&st, p->waves_k);
  int wave_k = bin(&st, TW_OP_ARITH_REMUI, st.wave, kwk, "wave_k");
  int kwk2 = K(&st, p->waves_k);
  int wave_c = bin(&st, TW_OP_ARITH_DIVUI, st.wave, kwk2, "wave_c");
  int ktk = K(&st, 16 * p->wave_tiles_k);
  st.wkb = bin(&st, TW_OP_ARITH_MULI, wave_k, ktk, "wkb");
  int ktc = K(&st, 16 * p->wave_tiles_c);
  st.wcb = bin(&st, TW_OP_ARITH_MULI, wave_c, ktc, "wcb");
  st.map = tw_img_lane_map(b, lane);
  tw_img_lane_offsets(b, &st.map, sh->DYP, sh->XP, st.wkb, &st.wcb, &st.a_lane, &st.b_lane);
  int bx = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_X, "bx");
  st.rblk = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Y, "rblk");
  st.img = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_Z, "img");
  /* the c and k tiles of a group, ceil(cpg / BC) and ceil(kpg / BK), from the run-time channels */
  int kbc1 = K(&st, sh->BC - 1);
  int nct_a = bin(&st, TW_OP_ARITH_ADDI, param[TW_IMG_P_CPG], kbc1, "nct_a");
  int kbc_n = K(&st, sh->BC);
  int nct = bin(&st, TW_OP_ARITH_DIVUI, nct_a, kbc_n, "nct");
  int kbk1 = K(&st, sh->BK - 1);
  int nkt_a = bin(&st, TW_OP_ARITH_ADDI, param[TW_IMG_P_KPG], kbk1, "nkt_a");
  int kbk_n = K(&st, sh->BK);
  int nkt = bin(&st, TW_OP_ARITH_DIVUI, nkt_a, kbk_n, "nkt");
  int ct = bin(&st, TW_OP_ARITH_REMUI, bx, nct, "ct");
  int rest = bin(&st, TW_OP_ARITH_DIVUI, bx, nct, "rest");
  int kt = bin(&st, TW_OP_ARITH_REMUI, rest, nkt, "kt");
  int g = bin(&st, TW_OP_ARITH_DIVUI, rest, nkt, "g");
  int kbk = K(&st, sh->BK);
  st.k_blk = bin(&st, TW_OP_ARITH_MULI, kt, kbk, "k_blk");
  int kbc = K(&st, sh->BC);
  st.c_blk = bin(&st, TW_OP_ARITH_MULI, ct, kbc, "c_blk");
  st.gk = bin(&st, TW_OP_ARITH_MULI, g, param[TW_IMG_P_KPG], "gk");
  int gc = bin(&st, TW_OP_ARITH_MULI, g, param[TW_IMG_P_CPG], "gc");
  st.dy_ch = bin(&st, TW_OP_ARITH_ADDI, st.gk, st.k_blk, "dy_ch");
  st.x_ch = bin(&st, TW_OP_ARITH_ADDI, gc, st.c_blk, "x_ch");
  int krb1 = K(&st, p->row_blocks - 1);
  int band_a = bin(&st, TW_OP_ARITH_ADDI, param[TW_IMG_P_HO], krb1, "band_a");
  int krb = K(&st, p->row_blocks);
  int band = bin(&st, TW_OP_ARITH_DIVUI, band_a, krb, "band");
  st.ho_lo = bin(&st, TW_OP_ARITH_MULI, st.rblk, band, "ho_lo");
  int ho_end = bin(&st, TW_OP_ARITH_ADDI, st.ho_lo, band, "ho_end");
  int fits = tw_b_cmpi(b, "ult", ho_end, param[TW_IMG_P_HO], "fits");
  st.ho_hi = tw_b_select(b, fits, ho_end, param[TW_IMG_P_HO], "ho_hi");
  st.rdy = tw_b_buffer_rsrc(b, param[TW_IMG_P_DY], param[TW_IMG_P_DY_BYTES], "rdy");
  st.rx = tw_b_buffer_rsrc(b, param[TW_IMG_P_X], param[TW_IMG_P_X_BYTES], "rx");
  st.rws = tw_b_buffer_rsrc(b, param[TW_IMG_P_WS], param[TW_IMG_P_WS_BYTES], "rws");
  st.dy_img = bin(&st, TW_OP_ARITH_MULI, st.img, param[TW_IMG_P_DY_STRIDE_N], "dy_img");
  st.x_img = bin(&st, TW_OP_ARITH_MULI, st.img, param[TW_IMG_P_X_STRIDE_N], "x_img");
  st.lds = tw_b_lds_alloc(b, sh->lds_bytes, "lds");
  if (p->tdm_stages > 0) tw_img_tdm_prologue(&st);
  /* The steps of the one flat loop: row groups of rps rows times column chunks of 32. */
  int k31c = K(&st, 31);
  int ncols_a = bin(&st, TW_OP_ARITH_ADDI, param[TW_IMG_P_WO], k31c, "ncols_a");
  int k5c = K(&st, 5);
  st.ncols = bin(&st, TW_OP_ARITH_SHRUI, ncols_a, k5c, "ncols");
  int live = tw_b_cmpi(b, "slt", st.ho_lo, st.ho_hi, "live");
  int span_a = bin(&st, TW_OP_ARITH_SUBI, st.ho_hi, st.ho_lo, "span_a");
  int kzero_span = K(&st, 0);
  int span = tw_b_select(b, live, span_a, kzero_span, "span");
  int krps1 = K(&st, p->rows_per_sync - 1);
  int rg_a = bin(&st, TW_OP_ARITH_ADDI, span, krps1, "rg_a");
  int krps = K(&st, p->rows_per_sync);
  int rgs = bin(&st, TW_OP_ARITH_DIVUI, rg_a, krps, "rgs");
  int steps = bin(&st, TW_OP_ARITH_MULI, rgs, st.ncols, "steps");
  if (p->tdm_stages > 0) tw_img_tdm_prime(&st);
  int zv = tw_b_const_zero_vec(b, TW_TYPE_V8_F32); /* ZV: every accumulator's init */
  for (int a = 0; a < nacc; ++a) inits[a] = zv;
  int kzero_steps = K(&st, 0);
  int kone_steps = K(&st, 1);

  const char* res = tw_op_rows[TW_OP_SCF_FOR].default_hint; /* the recipe names no result hint */
  tw_loop steps_loop;
  tw_b_for_begin(b, kzero_steps, steps, kone_steps, inits, nacc, res, "t", "acc", &steps_loop);
  if (!tw_builder_ok(b)) return;
  int t = steps_loop.iv;
  for (int a = 0; a < nacc; ++a) acc[a] = steps_loop.first_arg + a;
  if (p->tdm_stages > 0) {
    tw_img_tdm_step(&st, t, acc);
  } else {
    int rg = bin(&st, TW_OP_ARITH_DIVUI, t, st.ncols, "rg");
    int ccol = bin(&st, TW_OP_ARITH_REMUI, t, st.ncols, "ccol");
    int krps2 = K(&st, p->rows_per_sync);
    int rgo = bin(&st, TW_OP_ARITH_MULI, rg, krps2, "rgo");
    int ho_s = bin(&st, TW_OP_ARITH_ADDI, st.ho_lo, rgo, "ho_s");
    int k5b = K(&st, 5);
    int wo_s = bin(&st, TW_OP_ARITH_SHLI, ccol, k5b, "wo_s");
    step(&st, ho_s, wo_s, acc, chunks);
  }
  tw_b_for_end(b, &steps_loop, acc);
  for (int a = 0; a < nacc; ++a) results[a] = steps_loop.first_result + a;
  if (p->tdm_stages > 0) tw_img_tdm_drain(&st);
  if (p->lds_epilogue)
    lds_epilogue(&st, results);
  else
    direct_epilogue(&st, results);
}
