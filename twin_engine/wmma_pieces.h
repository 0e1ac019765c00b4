// twin_engine/wmma_pieces.h — the recipe pieces the three WMMA families (direct_wgrad,
// direct_wgrad_small_c, implicit_gemm_wgrad) build alike (docs/kernels.md): the transpose-read lane
// map and the lanes' read offsets, a staging chunk's coordinates, STORE_ADDR, the pair packing,
// FRAGMENT, the kernel header and the dW atomic, plus their kernarg positions and constants. One
// function per piece, so a piece is computed in one place for every family.
//
//   tw_lane_map m = tw_img_lane_map(b, lane);                       // half … tr_col
//   tw_img_lane_offsets(b, &m, DYP, XP, wkb, &wcb, &a_lane, &b_lane);
//   int a = tw_img_fragment(b, lds, e8, a_lane, base, DYP, &tw_img_a_hints);
#ifndef IRGATE_TWIN_WMMA_PIECES_H
#define IRGATE_TWIN_WMMA_PIECES_H

#include "twin_engine/builder.h"

/* TR16_LANE_MAP (docs/kernels/direct_wgrad.md §The transpose-read lane map), emitted once per kernel by the
 * builder from `lane`: tr_row = 8·(l/16) + (l mod 8), tr_col = 8·((l mod 16)/8); khalf = 8·(l/16)
 * and lcol = l mod 16 are kept for the epilogues. Every transposed read (A and B) addresses
 * through these values; nothing else computes a lane's transpose address. */
typedef struct tw_lane_map {
  int khalf, lcol, tr_row, tr_col;
} tw_lane_map;
tw_lane_map tw_img_lane_map(tw_builder* b, int lane);
/* A_LANE / B_LANE, emitted right after the lane map: a lane's byte offsets of its transposed
 * reads, a_lane = 2·(tr_row·DYP + tr_col + wkb) and b_lane = 2·(tr_row·XP + tr_col + wcb).
 * `wcb` NULL: no c-tile term (a small-C block's waves all read every X tile). */
void tw_img_lane_offsets(tw_builder* b, const tw_lane_map* m, long long dyp, long long xp, int wkb,
                         const int* wcb, int* a_lane, int* b_lane);

/* IRG_KERNARG rows of DIRECT_WGRAD and IMPLICIT_GEMM by position (20, the run-time channel counts
 * kpg, cpg last); SMALL_C lists the same rows without the last one (19, TW_SC_P_COUNT). */
enum {
  TW_IMG_P_DY, TW_IMG_P_X, TW_IMG_P_WS, TW_IMG_P_DY_BYTES, TW_IMG_P_X_BYTES, TW_IMG_P_WS_BYTES, TW_IMG_P_N,
  TW_IMG_P_HI, TW_IMG_P_WI, TW_IMG_P_HO, TW_IMG_P_WO, TW_IMG_P_GROUPS, TW_IMG_P_DY_STRIDE_N, TW_IMG_P_DY_STRIDE_H,
  TW_IMG_P_DY_STRIDE_W, TW_IMG_P_X_STRIDE_N, TW_IMG_P_X_STRIDE_H, TW_IMG_P_X_STRIDE_W, TW_IMG_P_KPG, TW_IMG_P_CPG,
  TW_IMG_P_COUNT,
  TW_SC_P_COUNT = TW_IMG_P_CPG
};
/* INVALID (the out-of-range offset) and policy (CPOL_ATOMIC_CASCADE_DEV, gfx1250) of the recipes. */
enum { TW_IMG_INVALID_OFFSET = 2147483647, TW_IMG_CPOL_ATOMIC_CASCADE_DEV = 4 | (2 << 3) };

/* The staging chunk e = tid + first (first = T·j) of a region with `cpr` chunks a row: row e / cpr,
 * channel chan = (e mod cpr) << log2_width (§direct_wgrad Staging, the TDM ring's FILL: 16-byte
 * chunks of 8 channels, log2_width 3; implicit_gemm_wgrad's DY_ROW / X_ROW: also pairs, 1, and
 * fp32 single elements, 0, where the shift is left out and chan is e mod cpr itself). */
typedef struct tw_chunk_at {
  int e, row, chan;
} tw_chunk_at;
tw_chunk_at tw_img_chunk_at(tw_builder* b, int tid, long long first, long long cpr, int log2_width);
/* An X item's (or pair's) packing: lo = extui(v0), hw = extui(v1), hs = shli(hw, K(16)),
 * pair = ori(lo, hs), pairf = bitcast(pair) : f32, the dword tile.lds_store_f32 stores. */
int tw_img_pack_pair(tw_builder* b, int v0, int v1);

/* STORE_ADDR(row, chan, P, base, e, N) of §direct_wgrad: the LDS byte address `la` and, when
 * N mod T != 0, the store guard `eok` (else -1). */
typedef struct tw_lds_slot {
  int la, eok;
} tw_lds_slot;
tw_lds_slot tw_img_store_addr(tw_builder* b, int row, int chan, long long pitch, long long base, int e,
                              long long n, long long threads);
/* A WMMA family's kernel attrs: arch, block_size, spec and vgpr_estimate (the register estimate). */
void tw_img_kernel_header(tw_builder* b, const char* name, const tw_arch_row* arch, long long block_size,
                          const char* stamp, long long vgpr_estimate);
/* tile.buffer_atomic_fadd_f32(rws, off, K(0), v) {cachepolicy = policy}: a dW (or slab) add. */
void tw_img_atomic_add(tw_builder* b, int rws, int off, int v);
/* The same with the policy given (implicit_gemm_wgrad: 0 where the arch's gfx12_cache_policy is 0). */
void tw_img_atomic_add_policy(tw_builder* b, int rws, int off, int v, long long policy);
/* FRAGMENT (§direct_wgrad COMPUTE): two transpose reads of vec<8 x E> `e8` at the lane's address
 * plus `base` (K rows 0..15) and plus base + 32·pitch (rows 16..31), then their concat. */
typedef struct tw_frag_hints {
  const char *addr, *lo, *hi, *frag;
} tw_frag_hints;
int tw_img_fragment(tw_builder* b, int lds, tw_type e8, int lane_base, long long base, long long pitch,
                    const tw_frag_hints* hints);
/* The hints of an A (dY) and a B (X / im2col) fragment: a_addr, a_lo, a_hi, a_frag and b_…. */
extern const tw_frag_hints tw_img_a_hints, tw_img_b_hints;

#endif
