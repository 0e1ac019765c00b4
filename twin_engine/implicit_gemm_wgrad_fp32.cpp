// twin_engine/implicit_gemm_wgrad_fp32.cpp — implicit_gemm_wgrad on fp32 X and dY
// (docs/kernels/implicit_gemm_wgrad.md, fp32): there is no 32-bit transpose read, so the tiles are
// staged transposed in LDS (a row per channel, DQ floats apart, a column per position of the
// step) and a lane reads its two K values of a fragment with one 64-bit LDS load; gfx1250's
// 16x16x4 fp32 WMMA multiplies them, 8 slices of 4 positions a step. Ops in the recipe's order;
// every K(n) right before its op.
#include "twin_engine/implicit_gemm_wgrad_state.h"

/* A lane's byte offset of its fragment reads in a tile whose wave base is `wave_base`:
 * ((wave_base + lcol)·DQ + kpair)·4 — row l mod 16 of A (column of B), K pair 2·(l/16). */
static int fragment_lane(ig_state* st, int wave_base, int lcol, int kpair, const char* const hints[4]) {
  int r = ig_bin(st, TW_OP_ARITH_ADDI, wave_base, lcol, hints[0]);
  int kdq = ig_k(st, st->sh.DQ);
  int q = ig_bin(st, TW_OP_ARITH_MULI, r, kdq, hints[1]);
  int e = ig_bin(st, TW_OP_ARITH_ADDI, q, kpair, hints[2]);
  int k2 = ig_k(st, 2);
  return ig_bin(st, TW_OP_ARITH_SHLI, e, k2, hints[3]);
}

void tw_ig_fp32_lane_offsets(ig_state* st, int lane) {
  int k4 = ig_k(st, 4);
  int half = ig_bin(st, TW_OP_ARITH_SHRUI, lane, k4, "half");
  int k3 = ig_k(st, 3);
  st->map.khalf = ig_bin(st, TW_OP_ARITH_SHLI, half, k3, "khalf"); /* the lane's first D row (EPILOGUE) */
  int k15 = ig_k(st, 15);
  st->map.lcol = ig_bin(st, TW_OP_ARITH_ANDI, lane, k15, "lcol"); /* A row / B column / D column */
  int k1 = ig_k(st, 1);
  int kpair = ig_bin(st, TW_OP_ARITH_SHLI, half, k1, "kpair"); /* the lane's first K of a slice */
  static const char* const kA[4] = {"a_r", "a_q", "a_e", "a_lane"};
  static const char* const kB[4] = {"b_r", "b_q", "b_e", "b_lane"};
  st->a_lane = fragment_lane(st, st->wkb, st->map.lcol, kpair, kA);
  st->b_lane = fragment_lane(st, st->wcb, st->map.lcol, kpair, kB);
}

/* TSTORE(v, row, chan, base, e, N): the element's transposed LDS address (chan·DQ + row)·4 + base,
 * its store guarded by e < N when the N elements do not fill every thread's last pass. */
static void transposed_store(ig_state* st, const ig_row* r, int v, long long base, long long n) {
  tw_builder* b = st->b;
  int kdq = ig_k(st, st->sh.DQ);
  int trow = ig_bin(st, TW_OP_ARITH_MULI, r->chan, kdq, "trow");
  int tel = ig_bin(st, TW_OP_ARITH_ADDI, trow, r->row, "tel");
  int k2 = ig_k(st, 2);
  int tb = ig_bin(st, TW_OP_ARITH_SHLI, tel, k2, "tb");
  int kbase = ig_k(st, base); /* also for base 0 */
  int la = ig_bin(st, TW_OP_ARITH_ADDI, tb, kbase, "la");
  if (n % st->sh.T == 0) return tw_b_lds_store(b, st->lds, la, v);
  int kn = ig_k(st, n);
  int eok = tw_b_cmpi(b, "ult", r->e, kn, "eok");
  tw_if guard;
  tw_b_if_begin(b, eok, 0, &guard);
  tw_b_lds_store(b, st->lds, la, v);
  tw_b_if_end(b, &guard);
}

/* COMPUTE_F32: for each 4-position slice q of the step, the wave's A fragments, then per B
 * fragment one WMMA a tile. */
static void compute(ig_state* st, int* acc) {
  const irg_implicit_gemm_wgrad_spec_t* p = st->spec;
  long long dq = st->sh.DQ;
  int a_frag[4];
  for (int q = 0; q < 8; ++q) {
    for (int tm = 0; tm < p->wave_tiles_m; ++tm) {
      int ka = ig_k(st, (16LL * tm * dq + 4LL * q) * 4); /* also when the constant is 0 */
      int a_addr = ig_bin(st, TW_OP_ARITH_ADDI, st->a_lane, ka, "a_addr");
      a_frag[tm] = tw_b_lds_load_b64(st->b, st->lds, a_addr, "a_frag");
    }
    for (int tn = 0; tn < p->wave_tiles_n; ++tn) {
      int kb = ig_k(st, st->sh.x_lds + (16LL * tn * dq + 4LL * q) * 4);
      int b_addr = ig_bin(st, TW_OP_ARITH_ADDI, st->b_lane, kb, "b_addr");
      int b_frag = tw_b_lds_load_b64(st->b, st->lds, b_addr, "b_frag");
      for (int tm = 0; tm < p->wave_tiles_m; ++tm) {
        int a = tm * p->wave_tiles_n + tn; /* a(tm, tn) */
        acc[a] = tw_b_wmma_f32x4(st->b, a_frag[tm], b_frag, acc[a], "acc");
      }
    }
  }
}

void tw_ig_fp32_step(ig_state* st, int* acc) {
  const tw_ig_shape* sh = &st->sh;
  for (long long j = 0; j < sh->JDY1; ++j) { /* region dY: one k channel a tile row */
    ig_row r = tw_ig_dy_row(st, j, sh->BM, 0);
    int v = tw_ig_guarded(st, r.ok, r.el, st->rdy, TW_OP_TILE_BUFFER_LOAD_F32, "dyv");
    transposed_store(st, &r, v, 0, sh->NDY1);
  }
  for (long long j = 0; j < sh->JX1; ++j) { /* region X: one c channel of the block's tap a tile row */
    ig_row r = tw_ig_x_row(st, j, sh->BN, 0);
    int v = tw_ig_guarded(st, r.ok, r.el, st->rx, TW_OP_TILE_BUFFER_LOAD_F32, "xv");
    transposed_store(st, &r, v, sh->x_lds, sh->NX1);
  }
  tw_b_barrier(st->b);
  if (sh->k16) /* gfx11/gfx12: no fp32 WMMA, COMPUTE_FMA on the scalar accumulators */
    tw_ig_valu_compute(st, acc);
  else
    compute(st, acc);
  tw_b_barrier(st->b);
}
