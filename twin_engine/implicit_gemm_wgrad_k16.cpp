// twin_engine/implicit_gemm_wgrad_k16.cpp — implicit_gemm_wgrad on gfx11 and gfx12
// (docs/implicit-gemm-gfx11-gfx12.md): the gfx1250 staging is kept; a lane reads its
// K run of a fragment with one 16-bit LDS load an element (16 on gfx11, whose lanes 16–31 repeat
// lanes 0–15; 8 on gfx12, K split over the half-waves), assembles the WMMA operand with
// vec.from_elements, and a 32-position step is two 16x16x16 WMMAs a tile. fp32 has no WMMA on
// either class: the fp32 path's transposed staging feeds scalar FMAs (§6). Ops in the recipe's
// order; every K(n) right before its op.
#include "twin_engine/implicit_gemm_wgrad_state.h"

/* One lane's byte offset into a 16-bit tile: G12 shli(addi(addi(muli(khalf, K(P)), lcol), wave_base), K(1)),
 * G11 shli(addi(lcol, wave_base), K(1)) (no row: lanes l and l + 16 read the same address). */
static int lane_base(ig_state* st, int khalf, int lcol, long long pitch, int wave_base, const char* const hints[4]) {
  int e = -1;
  if (khalf >= 0) {
    int kp = ig_k(st, pitch);
    int r = ig_bin(st, TW_OP_ARITH_MULI, khalf, kp, hints[0]);
    int c = ig_bin(st, TW_OP_ARITH_ADDI, r, lcol, hints[1]);
    e = ig_bin(st, TW_OP_ARITH_ADDI, c, wave_base, hints[2]);
  } else {
    e = ig_bin(st, TW_OP_ARITH_ADDI, lcol, wave_base, hints[2]);
  }
  int k1 = ig_k(st, 1);
  return ig_bin(st, TW_OP_ARITH_SHLI, e, k1, hints[3]);
}

void tw_ig_k16_lane_offsets(ig_state* st, int lane) {
  int k4 = ig_k(st, 4);
  st->half = ig_bin(st, TW_OP_ARITH_SHRUI, lane, k4, "half");
  int khalf = -1;
  if (st->sh.k16 == 12) {
    int k3 = ig_k(st, 3);
    khalf = ig_bin(st, TW_OP_ARITH_SHLI, st->half, k3, "khalf"); /* first position row of a half step, first D row */
  }
  st->map.khalf = khalf;
  int k15 = ig_k(st, 15);
  st->map.lcol = ig_bin(st, TW_OP_ARITH_ANDI, lane, k15, "lcol"); /* A row / B column / D column */
  static const char* const kA[4] = {"a_r", "a_c", "a_e", "a_lane"};
  static const char* const kB[4] = {"b_r", "b_c", "b_e", "b_lane"};
  st->a_lane = lane_base(st, khalf, st->map.lcol, st->sh.DYP, st->wkb, kA);
  st->b_lane = lane_base(st, khalf, st->map.lcol, st->sh.XP, st->wcb, kB);
}

typedef struct ig_frag16_hints {
  const char *addr, *el, *frag;
} ig_frag16_hints;

/* FRAG16(lane_base, base, P): NE = 16 (gfx11) or 8 (gfx12) 16-bit reads, addr then load, element e
 * at base + 2·P·e (position row e of the lane's run), then one vec.from_elements. */
static int frag16(ig_state* st, int lane_base, long long base, long long pitch, const ig_frag16_hints* h) {
  int ne = st->sh.k16 == 11 ? 16 : 8;
  int el[16];
  for (int e = 0; e < ne; ++e) {
    int k = ig_k(st, base + 2 * pitch * e); /* also when the constant is 0 */
    int addr = ig_bin(st, TW_OP_ARITH_ADDI, lane_base, k, h->addr);
    el[e] = tw_b_lds_load_b16(st->b, st->lds, addr, st->e16, h->el);
  }
  return tw_b_vec_from_elements(st->b, el, ne, h->frag);
}

void tw_ig_k16_compute(ig_state* st, int* acc) {
  static const ig_frag16_hints kA = {"a_addr", "a_el", "a_frag"}, kB = {"b_addr", "b_el", "b_frag"};
  const irg_implicit_gemm_wgrad_spec_t* p = st->spec;
  const tw_ig_shape* sh = &st->sh;
  int a_frag[4];
  for (int h = 0; h < 2; ++h) { /* the step's positions 16h … 16h + 15 */
    for (int tm = 0; tm < p->wave_tiles_m; ++tm)
      a_frag[tm] = frag16(st, st->a_lane, 32LL * h * sh->DYP + 32LL * tm, sh->DYP, &kA);
    for (int tn = 0; tn < p->wave_tiles_n; ++tn) {
      int b_frag = frag16(st, st->b_lane, sh->x_lds + 32LL * h * sh->XP + 32LL * tn, sh->XP, &kB);
      for (int tm = 0; tm < p->wave_tiles_m; ++tm) {
        int a = tm * p->wave_tiles_n + tn; /* a(tm, tn) */
        acc[a] = tw_b_wmma_k16(st->b, a_frag[tm], b_frag, acc[a], "acc");
      }
    }
  }
}

void tw_ig_valu_lane_offsets(ig_state* st, int lane) {
  int k4 = ig_k(st, 4);
  st->half = ig_bin(st, TW_OP_ARITH_SHRUI, lane, k4, "half");
  int k3 = ig_k(st, 3);
  st->map.khalf = ig_bin(st, TW_OP_ARITH_SHLI, st->half, k3, "khalf"); /* the lane's first D row */
  int k15 = ig_k(st, 15);
  st->map.lcol = ig_bin(st, TW_OP_ARITH_ANDI, lane, k15, "lcol"); /* the lane's D column */
  int a_r = ig_bin(st, TW_OP_ARITH_ADDI, st->wkb, st->map.khalf, "a_r"); /* first dY channel row of the tile */
  int kdq = ig_k(st, st->sh.DQ);
  int a_q = ig_bin(st, TW_OP_ARITH_MULI, a_r, kdq, "a_q");
  int k2 = ig_k(st, 2);
  st->a_lane = ig_bin(st, TW_OP_ARITH_SHLI, a_q, k2, "a_lane");
  int b_r = ig_bin(st, TW_OP_ARITH_ADDI, st->wcb, st->map.lcol, "b_r"); /* the X channel row of the tile */
  int kdq2 = ig_k(st, st->sh.DQ);
  int b_q = ig_bin(st, TW_OP_ARITH_MULI, b_r, kdq2, "b_q");
  int k2b = ig_k(st, 2);
  st->b_lane = ig_bin(st, TW_OP_ARITH_SHLI, b_q, k2b, "b_lane");
}

enum { IG_VALU_ROWS = 4 * 8 }; /* TM·8 dY rows a lane holds per slice */

/* COMPUTE_FMA: per 2-position slice q, the lane's 8·TM dY pairs (lo, hi), then per tn its X pair
 * and 16 FMAs a tile, lo then hi, into s(tm, tn, i) = 8·a(tm, tn) + i. */
void tw_ig_valu_compute(ig_state* st, int* acc) {
  tw_builder* b = st->b;
  const irg_implicit_gemm_wgrad_spec_t* p = st->spec;
  long long dq = st->sh.DQ;
  int alo[IG_VALU_ROWS], ahi[IG_VALU_ROWS];
  for (int q = 0; q < 16; ++q) { /* the step's positions 2q, 2q + 1 */
    for (int tm = 0; tm < p->wave_tiles_m; ++tm) {
      for (int i = 0; i < 8; ++i) {
        int ka = ig_k(st, ((16LL * tm + i) * dq + 2LL * q) * 4); /* also when the constant is 0 */
        int a_addr = ig_bin(st, TW_OP_ARITH_ADDI, st->a_lane, ka, "a_addr");
        int a_pair = tw_b_lds_load_b64(b, st->lds, a_addr, "a_frag");
        alo[8 * tm + i] = tw_b_vec_extract(b, a_pair, 0, "a_lo");
        ahi[8 * tm + i] = tw_b_vec_extract(b, a_pair, 1, "a_hi");
      }
    }
    for (int tn = 0; tn < p->wave_tiles_n; ++tn) {
      int kb = ig_k(st, st->sh.x_lds + (16LL * tn * dq + 2LL * q) * 4);
      int b_addr = ig_bin(st, TW_OP_ARITH_ADDI, st->b_lane, kb, "b_addr");
      int b_pair = tw_b_lds_load_b64(b, st->lds, b_addr, "b_frag");
      int blo = tw_b_vec_extract(b, b_pair, 0, "b_lo");
      int bhi = tw_b_vec_extract(b, b_pair, 1, "b_hi");
      for (int tm = 0; tm < p->wave_tiles_m; ++tm) {
        for (int i = 0; i < 8; ++i) {
          int s = 8 * (tm * p->wave_tiles_n + tn) + i; /* s(tm, tn, i) */
          acc[s] = tw_b_fma(b, alo[8 * tm + i], blo, acc[s], "acc");
          acc[s] = tw_b_fma(b, ahi[8 * tm + i], bhi, acc[s], "acc");
        }
      }
    }
  }
}
