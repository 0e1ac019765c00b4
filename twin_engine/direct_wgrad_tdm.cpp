// twin_engine/direct_wgrad_tdm.cpp — direct_wgrad's TDM ring (docs/kernels/direct_wgrad.md §The TDM ring,
// tdm_stages = Sg ≥ 2), op by op: the prologue values, the steps issued before the loop, the
// loop body (wait, barrier, issue step t + Sg − 1, COMPUTE from slot t mod Sg) and the final
// wait. Wave 0 issues exactly M copies a step, so every wait count is a constant.
#include "twin_engine/direct_wgrad_state.h"

/* One region of a sync step as FILL sees it: dY(q) or X(q, r). */
typedef struct tdm_region {
  int is_x;
  long long rows;  /* NR: 32 positions, or SW strip rows */
  long long cpr;   /* BK/8 or BC/8 chunks a row */
  long long n_chunks, j_count, pitch, base;
} tdm_region;

/* COPY(n, dst_a, el, dummy, ptr, stride, cols, pitch): a region with nothing in range sends one
 * row of the junk source to the junk row, so wave 0 issues one copy per region, always. */
static void copy(img_state* st, int n, int dst_a, int el, int dummy, int ptr, int stride, long long cols,
                 long long pitch) {
  tw_builder* b = st->b;
  int k0 = K(st, 0);
  int some = tw_b_cmpi(b, "ne", n, k0, "some");
  int kjunk = K(st, st->sh.junk);
  int dst = tw_b_select(b, some, dst_a, kjunk, "dst");
  int src = tw_b_select(b, some, el, dummy, "src");
  int k1 = K(st, 1);
  int rows = tw_b_select(b, some, n, k1, "rows");
  tw_if issuer;
  tw_b_if_begin(b, st->issuer, 0, &issuer);
  tw_b_tdm_load(b, st->lds, dst, ptr, src, rows, stride, cols, pitch);
  tw_b_if_end(b, &issuer);
}

/* FILL(n, lead, region): the threads zero the region's rows the copy does not cover (dY: rows
 * n…31; X: rows left of lead and from lead + n on), 16 bytes a chunk as four f32 stores. */
static void fill(img_state* st, int n, int lead, int slot_off, const tdm_region* g) {
  tw_builder* b = st->b;
  int cover_end = g->is_x ? bin(st, TW_OP_ARITH_ADDI, lead, n, "cover_end") : -1;
  int knr = K(st, g->rows);
  int partial = tw_b_cmpi(b, "ult", n, knr, "partial");
  tw_if if_partial;
  tw_b_if_begin(b, partial, 0, &if_partial);
  for (long long j = 0; j < g->j_count; ++j) {
    tw_chunk_at at = tw_img_chunk_at(b, st->tid, st->sh.T * j, g->cpr, 3);
    int e = at.e, row = at.row, chan = at.chan;
    int hole;
    if (g->is_x) {
      int below = tw_b_cmpi(b, "ult", row, lead, "below");
      int above = tw_b_cmpi(b, "uge", row, cover_end, "above");
      hole = bin(st, TW_OP_ARITH_ORI, below, above, "hole");
    } else {
      hole = tw_b_cmpi(b, "uge", row, n, "hole");
    }
    if (g->n_chunks % st->sh.T != 0) {
      int kn = K(st, g->n_chunks);
      int ein = tw_b_cmpi(b, "ult", e, kn, "ein");
      hole = bin(st, TW_OP_ARITH_ANDI, hole, ein, "hole");
    }
    int kp = K(st, g->pitch);
    int lrow = bin(st, TW_OP_ARITH_MULI, row, kp, "lrow");
    int lel = bin(st, TW_OP_ARITH_ADDI, lrow, chan, "lel");
    int k1 = K(st, 1);
    int lb = bin(st, TW_OP_ARITH_SHLI, lel, k1, "lb");
    int lz = bin(st, TW_OP_ARITH_ADDI, lb, slot_off, "lz");
    tw_if if_hole;
    tw_b_if_begin(b, hole, 0, &if_hole);
    for (int w = 0; w < 4; ++w) {
      int kb = K(st, g->base + 4 * w);
      int za = bin(st, TW_OP_ARITH_ADDI, lz, kb, "za");
      int zero = tw_b_const_f32(b, 0.0); /* the store takes an f32 value: the recipe's K(0x0p+0) */
      tw_b_lds_store(b, st->lds, za, zero);
    }
    tw_b_if_end(b, &if_hole);
  }
  tw_b_if_end(b, &if_partial);
}

/* Where a region's rows come from: its image row h is in range when h < limit (unsigned), then
 * it has `span` rows; its first element is img + h·stride_h + first·stride_w + ch. */
typedef struct tdm_source {
  int limit, span, stride_h, img, first, stride_w, ch;
  const char* hints[4]; /* ok, n, row, r: "hok", "dy_n", "dy_row", "dy_r" or the X strip's */
} tdm_source;

static void region_source(img_state* st, int h, const tdm_source* s, int* n, int* el) {
  int ok = tw_b_cmpi(st->b, "ult", h, s->limit, s->hints[0]);
  int k0 = K(st, 0);
  *n = tw_b_select(st->b, ok, s->span, k0, s->hints[1]);
  int row = bin(st, TW_OP_ARITH_MULI, h, s->stride_h, s->hints[2]);
  int r = bin(st, TW_OP_ARITH_ADDI, s->img, row, s->hints[3]);
  int col = bin(st, TW_OP_ARITH_MULI, s->first, s->stride_w, "col");
  int el_a = bin(st, TW_OP_ARITH_ADDI, r, col, "el");
  *el = bin(st, TW_OP_ARITH_ADDI, el_a, s->ch, "el");
}

/* ISSUE(u): the copies (and the fills) of sync step u into its slot u mod Sg. */
static void issue(img_state* st, int u) {
  tw_builder* b = st->b;
  const irg_direct_wgrad_spec_t* p = st->spec;
  const tw_img_shape* sh = &st->sh;
  const int* param = st->param;
  int rg = bin(st, TW_OP_ARITH_DIVUI, u, st->ncols, "rg");
  int ccol = bin(st, TW_OP_ARITH_REMUI, u, st->ncols, "ccol");
  int krps = K(st, p->rows_per_sync);
  int rgo = bin(st, TW_OP_ARITH_MULI, rg, krps, "rgo");
  int ho_s = bin(st, TW_OP_ARITH_ADDI, st->ho_lo, rgo, "ho_s");
  int k5 = K(st, 5);
  int wo_s = bin(st, TW_OP_ARITH_SHLI, ccol, k5, "wo_s");
  int ksg = K(st, sh->Sg);
  int slot = bin(st, TW_OP_ARITH_REMUI, u, ksg, "slot");
  int kstage = K(st, sh->stage_bytes);
  int slot_off = bin(st, TW_OP_ARITH_MULI, slot, kstage, "slot_off");
  /* positions of the dY row group in range */
  int wo_left = bin(st, TW_OP_ARITH_SUBI, param[TW_IMG_P_WO], wo_s, "wo_left");
  int k32 = K(st, 32);
  int wo_fit = tw_b_cmpi(b, "ult", wo_left, k32, "wo_fit");
  int k32b = K(st, 32);
  int wo_n = tw_b_select(b, wo_fit, wo_left, k32b, "wo_n");
  /* strip rows in the image: from row lead, x_span of them */
  int kpw = K(st, p->pad_w);
  int wb = bin(st, TW_OP_ARITH_SUBI, wo_s, kpw, "wb");
  int k0 = K(st, 0);
  int lead_neg = tw_b_cmpi(b, "slt", wb, k0, "lead_neg");
  int k0b = K(st, 0);
  int lead_a = bin(st, TW_OP_ARITH_SUBI, k0b, wb, "lead_a");
  int k0c = K(st, 0);
  int lead = tw_b_select(b, lead_neg, lead_a, k0c, "lead");
  int x_first = bin(st, TW_OP_ARITH_ADDI, wb, lead, "x_first");
  int ksw = K(st, sh->SW);
  int x_end = bin(st, TW_OP_ARITH_ADDI, wb, ksw, "x_end");
  int x_fit = tw_b_cmpi(b, "slt", x_end, param[TW_IMG_P_WI], "x_fit");
  x_end = tw_b_select(b, x_fit, x_end, param[TW_IMG_P_WI], "x_end");
  int x_span = bin(st, TW_OP_ARITH_SUBI, x_end, x_first, "x_span");
  int x_some = tw_b_cmpi(b, "slt", x_first, x_end, "x_some");
  int k0d = K(st, 0);
  x_span = tw_b_select(b, x_some, x_span, k0d, "x_span");
  int kxp2 = K(st, 2 * sh->XP);
  int lead_b = bin(st, TW_OP_ARITH_MULI, lead, kxp2, "lead_b");
  for (int q = 0; q < p->rows_per_sync; ++q) {
    int kq = K(st, q);
    int hq = bin(st, TW_OP_ARITH_ADDI, ho_s, kq, "ho");
    tdm_source dy_src = {st->ho_hi, wo_n, param[TW_IMG_P_DY_STRIDE_H], st->dy_img, wo_s, param[TW_IMG_P_DY_STRIDE_W],
                         st->dy_ch, {"hok", "dy_n", "dy_row", "dy_r"}};
    int dy_n, el;
    region_source(st, hq, &dy_src, &dy_n, &el);
    int kdy = K(st, tw_img_dy_lds(sh, q));
    int dst = bin(st, TW_OP_ARITH_ADDI, slot_off, kdy, "dst");
    copy(st, dy_n, dst, el, st->dy_dummy, param[TW_IMG_P_DY], param[TW_IMG_P_DY_STRIDE_W], sh->BK, sh->DYP);
    tdm_region dy = {0, 32, sh->BK / 8, sh->NDY, sh->JDY, sh->DYP, tw_img_dy_lds(sh, q)};
    fill(st, dy_n, -1, slot_off, &dy);
    for (int r = 0; r < p->filter_h; ++r) {
      int kr = K(st, r);
      int h_a = bin(st, TW_OP_ARITH_ADDI, hq, kr, "h_a");
      int kph = K(st, p->pad_h);
      int hi = bin(st, TW_OP_ARITH_SUBI, h_a, kph, "hi");
      tdm_source x_src = {param[TW_IMG_P_HI], x_span, param[TW_IMG_P_X_STRIDE_H], st->x_img, x_first,
                          param[TW_IMG_P_X_STRIDE_W], st->x_ch, {"hiok", "x_n", "x_row", "x_r"}};
      int x_n, xel;
      region_source(st, hi, &x_src, &x_n, &xel);
      int xdst = bin(st, TW_OP_ARITH_ADDI, slot_off, lead_b, "dst");
      int kx = K(st, tw_img_x_lds(sh, p, q, r));
      xdst = bin(st, TW_OP_ARITH_ADDI, xdst, kx, "dst");
      copy(st, x_n, xdst, xel, st->x_dummy, param[TW_IMG_P_X], param[TW_IMG_P_X_STRIDE_W], sh->BC, sh->XP);
      tdm_region x = {1, sh->SW, sh->BC / 8, sh->NX, sh->JX, sh->XP, tw_img_x_lds(sh, p, q, r)};
      fill(st, x_n, lead, slot_off, &x);
    }
  }
}

void tw_img_tdm_prologue(img_state* st) {
  tw_builder* b = st->b;
  int wave_u = tw_b_readfirstlane(b, st->wave, "wave_u");
  int k0 = K(st, 0);
  st->issuer = tw_b_cmpi(b, "eq", wave_u, k0, "issuer");
  /* the junk copy's source: position 0 of row 0 of the block's channels */
  st->dy_dummy = bin(st, TW_OP_ARITH_ADDI, st->dy_img, st->dy_ch, "dy_dummy");
  st->x_dummy = bin(st, TW_OP_ARITH_ADDI, st->x_img, st->x_ch, "x_dummy");
}

void tw_img_tdm_prime(img_state* st) {
  for (long long i = 0; i + 2 <= st->sh.Sg; ++i) issue(st, K(st, i)); /* steps 0 … Sg−2 */
}

void tw_img_tdm_step(img_state* st, int t, int* acc) {
  tw_builder* b = st->b;
  const tw_img_shape* sh = &st->sh;
  tw_b_tdm_wait(b, (sh->Sg - 2) * sh->M); /* step t landed: only t+1 … t+Sg−2 may be in flight */
  tw_b_barrier(b);                        /* publishes it; every wave is done with slot (t−1) mod Sg */
  int ksg1 = K(st, sh->Sg - 1);
  int u = bin(st, TW_OP_ARITH_ADDI, t, ksg1, "u");
  issue(st, u);
  int ksg = K(st, sh->Sg);
  int slot = bin(st, TW_OP_ARITH_REMUI, t, ksg, "slot");
  int kstage = K(st, sh->stage_bytes);
  int slot_off = bin(st, TW_OP_ARITH_MULI, slot, kstage, "slot_off");
  int a_t = bin(st, TW_OP_ARITH_ADDI, st->a_lane, slot_off, "a_t");
  int b_t = bin(st, TW_OP_ARITH_ADDI, st->b_lane, slot_off, "b_t");
  tw_img_compute(st, a_t, b_t, acc);
}

void tw_img_tdm_drain(img_state* st) {
  tw_b_tdm_wait(st->b, 0); /* nothing may land after the waves end or in the epilogue's LDS */
  if (st->spec->lds_epilogue) tw_b_barrier(st->b);
}
