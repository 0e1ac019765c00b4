// twin_engine/implicit_gemm_wgrad_stage.cpp — implicit_gemm_wgrad's rows and two 16-bit staging paths
// (docs/kernels.md §implicit_gemm_wgrad, STEP): DY_ROW / X_ROW and GUARDED (the fp32 step reads
// them too), VEC_STAGE (16-byte loads of 8 channels, all of a step's loads
// before its LDS stores) and PAIR_STAGE (two guarded 16-bit loads of channels c, c + 1 packed into
// one dword store, pair by pair), each row decoded from the step's positions (POS) and, for X, the
// im2col of the block's tap. Ops in the order the recipe writes them.
#include "twin_engine/implicit_gemm_wgrad_state.h"

/* A position's image, row and column (POS), and the guard that it lies before p_hi. */
typedef struct ig_pos {
  int pok, n, ho, wo;
} ig_pos;

static ig_pos pos_of(ig_state* st, int pos) {
  tw_builder* b = st->b;
  ig_pos p;
  p.pok = tw_b_cmpi(b, "ult", pos, st->p_hi, "pok");
  p.n = ig_bin(st, TW_OP_ARITH_DIVUI, pos, st->howo, "n");
  int prem = ig_bin(st, TW_OP_ARITH_REMUI, pos, st->howo, "prem");
  p.ho = ig_bin(st, TW_OP_ARITH_DIVUI, prem, st->param[TW_IMG_P_WO], "ho");
  p.wo = ig_bin(st, TW_OP_ARITH_REMUI, prem, st->param[TW_IMG_P_WO], "wo");
  return p;
}

/* el = n·stride_n + h·stride_h + w·stride_w + ch_base + chan, as four addi's after the products. */
static int element(ig_state* st, int n, int h, int w, int strides_at, int ch_base, int chan) {
  int e_n = ig_bin(st, TW_OP_ARITH_MULI, n, st->param[strides_at], "e_n");
  int e_h = ig_bin(st, TW_OP_ARITH_MULI, h, st->param[strides_at + 1], "e_h");
  int e_w = ig_bin(st, TW_OP_ARITH_MULI, w, st->param[strides_at + 2], "e_w");
  int el = ig_bin(st, TW_OP_ARITH_ADDI, e_n, e_h, "el");
  el = ig_bin(st, TW_OP_ARITH_ADDI, el, e_w, "el");
  el = ig_bin(st, TW_OP_ARITH_ADDI, el, ch_base, "el");
  return ig_bin(st, TW_OP_ARITH_ADDI, el, chan, "el");
}

/* e = addi(tid, K(T·j)), then DY_ROW(e, CPR, LG): the block's k of the position's dY pixel. */
ig_row tw_ig_dy_row(ig_state* st, long long j, long long cpr, int lg) {
  tw_builder* b = st->b;
  ig_row r;
  tw_chunk_at at = tw_img_chunk_at(b, st->tid, st->sh.T * j, cpr, lg);
  r.e = at.e, r.row = at.row, r.chan = at.chan;
  int pos = ig_bin(st, TW_OP_ARITH_ADDI, st->p_s, r.row, "pos");
  ig_pos p = pos_of(st, pos);
  r.ch = ig_bin(st, TW_OP_ARITH_ADDI, st->k_blk, r.chan, "kin");
  int kok = tw_b_cmpi(b, "ult", r.ch, st->param[TW_IMG_P_KPG], "kok");
  r.ok = ig_bin(st, TW_OP_ARITH_ANDI, p.pok, kok, "ok");
  r.base = p.pok;
  r.el = element(st, p.n, p.ho, p.wo, TW_IMG_P_DY_STRIDE_N, st->dy_ch, r.chan);
  return r;
}

/* e = addi(tid, K(T·j)), then X_ROW(e, CPR, LG): the im2col of the block's tap, the strides GEO. */
ig_row tw_ig_x_row(ig_state* st, long long j, long long cpr, int lg) {
  tw_builder* b = st->b;
  ig_row r;
  tw_chunk_at at = tw_img_chunk_at(b, st->tid, st->sh.T * j, cpr, lg);
  r.e = at.e, r.row = at.row, r.chan = at.chan;
  int pos = ig_bin(st, TW_OP_ARITH_ADDI, st->p_s, r.row, "pos");
  ig_pos q = pos_of(st, pos);
  int h_a = ig_bin(st, TW_OP_ARITH_MULI, q.ho, ig_geo(st, TW_GEO_STRIDE_H), "h_a");
  int hi = ig_bin(st, TW_OP_ARITH_ADDI, h_a, st->h_tap, "hi");
  int hiok = tw_b_cmpi(b, "ult", hi, st->param[TW_IMG_P_HI], "hiok"); /* unsigned: a row above is out */
  int w_a = ig_bin(st, TW_OP_ARITH_MULI, q.wo, ig_geo(st, TW_GEO_STRIDE_W), "w_a");
  int wi = ig_bin(st, TW_OP_ARITH_ADDI, w_a, st->w_tap, "wi");
  int wiok = tw_b_cmpi(b, "ult", wi, st->param[TW_IMG_P_WI], "wiok");
  r.ch = ig_bin(st, TW_OP_ARITH_ADDI, st->c_blk, r.chan, "cin");
  int cok = tw_b_cmpi(b, "ult", r.ch, st->param[TW_IMG_P_CPG], "cok");
  int ok_a = ig_bin(st, TW_OP_ARITH_ANDI, q.pok, hiok, "ok");
  r.base = ig_bin(st, TW_OP_ARITH_ANDI, ok_a, wiok, "ok");
  r.ok = ig_bin(st, TW_OP_ARITH_ANDI, r.base, cok, "ok");
  r.el = element(st, q.n, hi, wi, TW_IMG_P_X_STRIDE_N, st->x_ch, r.chan);
  return r;
}

int tw_ig_guarded(ig_state* st, int ok, int el, int rsrc, tw_opcode load, const char* hint) {
  tw_builder* b = st->b;
  int kle = ig_k(st, st->le);
  int off = ig_bin(st, TW_OP_ARITH_SHLI, el, kle, "off");
  int kinv = ig_k(st, TW_IMG_INVALID_OFFSET);
  int safe = tw_b_select(b, ok, off, kinv, "safe");
  int kzero = ig_k(st, 0);
  if (load == TW_OP_TILE_BUFFER_LOAD_B128) return tw_b_buffer_load_b128(b, rsrc, safe, kzero, hint);
  return tw_b_buffer_load(b, load, rsrc, safe, kzero, hint);
}

/* A region of the tile as both paths see it: dY (BM channels at LDS 0) or X (BN at x_lds). */
typedef struct ig_region {
  int is_x;
  long long channels; /* BM | BN */
  long long pitch, lds_base;
  int rsrc;
  const char* hint;      /* "dyv" | "xv" */
  const char* ch_hint;   /* "kin" | "cin" */
  const char* ok_hint;   /* "kok" | "cok" */
  int limit;             /* the kpg | cpg param */
} ig_region;

static ig_region region_of(ig_state* st, int is_x) {
  ig_region dy = {0, st->sh.BM, st->sh.DYP, 0, st->rdy, "dyv", "kin", "kok", st->param[TW_IMG_P_KPG]};
  ig_region x = {1, st->sh.BN, st->sh.XP, st->sh.x_lds, st->rx, "xv", "cin", "cok", st->param[TW_IMG_P_CPG]};
  return is_x ? x : dy;
}

static ig_row row_of(ig_state* st, const ig_region* g, long long j, long long cpr, int lg) {
  return g->is_x ? tw_ig_x_row(st, j, cpr, lg) : tw_ig_dy_row(st, j, cpr, lg);
}

enum { IG_MAX_CHUNKS = 16 }; /* JDY = ceil(2·TM / wn) and JX = ceil(2·TN / wm) are at most 8 each */

void tw_ig_vec_stage(ig_state* st) {
  tw_builder* b = st->b;
  const tw_ig_shape* sh = &st->sh;
  if (sh->JDY + sh->JX > IG_MAX_CHUNKS)
    return tw_internal(b->fail, "implicit_gemm_wgrad builder: %lld chunks a thread", sh->JDY + sh->JX);
  int values[IG_MAX_CHUNKS];
  tw_lds_slot slots[IG_MAX_CHUNKS];
  int n = 0;
  for (int is_x = 0; is_x <= 1; ++is_x) { /* LOADS: region dY, then region X */
    ig_region g = region_of(st, is_x);
    long long count = is_x ? sh->JX : sh->JDY, chunks = is_x ? sh->NX : sh->NDY;
    for (long long j = 0; j < count; ++j, ++n) {
      ig_row r = row_of(st, &g, j, g.channels / 8, 3);
      values[n] = tw_ig_guarded(st, r.ok, r.el, g.rsrc, TW_OP_TILE_BUFFER_LOAD_B128, g.hint);
      slots[n] = tw_img_store_addr(b, r.row, r.chan, g.pitch, g.lds_base, r.e, chunks, sh->T);
    }
  }
  for (int i = 0; i < n; ++i) { /* STORES, in the order of the loads */
    if (slots[i].eok < 0) {
      tw_b_lds_store_b128(b, st->lds, slots[i].la, values[i]);
      continue;
    }
    tw_if guard;
    tw_b_if_begin(b, slots[i].eok, 0, &guard);
    tw_b_lds_store_b128(b, st->lds, slots[i].la, values[i]);
    tw_b_if_end(b, &guard);
  }
}

/* PAIR: channels ch and ch + 1 of one pixel; the second's guard is `base` (pok for dY, ok_b for X,
 * never the first's ok, which holds its channel test) and its own channel test. */
static void pair(ig_state* st, const ig_region* g, const ig_row* r, long long pairs) {
  tw_builder* b = st->b;
  int v0 = tw_ig_guarded(st, r->ok, r->el, g->rsrc, TW_OP_TILE_BUFFER_LOAD_I16, g->hint);
  int k1 = ig_k(st, 1);
  int ch1 = ig_bin(st, TW_OP_ARITH_ADDI, r->ch, k1, g->ch_hint);
  int cok1 = tw_b_cmpi(b, "ult", ch1, g->limit, g->ok_hint);
  int ok1 = ig_bin(st, TW_OP_ARITH_ANDI, r->base, cok1, "ok");
  int k1b = ig_k(st, 1);
  int el1 = ig_bin(st, TW_OP_ARITH_ADDI, r->el, k1b, "el");
  int v1 = tw_ig_guarded(st, ok1, el1, g->rsrc, TW_OP_TILE_BUFFER_LOAD_I16, g->hint);
  tw_lds_slot slot = tw_img_store_addr(b, r->row, r->chan, g->pitch, g->lds_base, r->e, pairs, st->sh.T);
  tw_if guard;
  if (slot.eok >= 0) tw_b_if_begin(b, slot.eok, 0, &guard); /* the packing too is inside the if */
  int pf = tw_img_pack_pair(b, v0, v1);
  tw_b_lds_store(b, st->lds, slot.la, pf);
  if (slot.eok >= 0) tw_b_if_end(b, &guard);
}

void tw_ig_pair_stage(ig_state* st) {
  const tw_ig_shape* sh = &st->sh;
  for (int is_x = 0; is_x <= 1; ++is_x) { /* region dY, then region X, pair by pair */
    ig_region g = region_of(st, is_x);
    long long count = is_x ? sh->JX2 : sh->JDY2, pairs = is_x ? sh->PX : sh->PDY;
    for (long long j = 0; j < count; ++j) {
      ig_row r = row_of(st, &g, j, g.channels / 2, 1);
      pair(st, &g, &r, pairs);
    }
  }
}
