// twin_engine/direct_shape.h — the derived numbers of a direct_wgrad spec (docs/kernels.md
// §direct_wgrad, Shape and Register estimate), computed in one place for the validator, the
// builder and the plan.
//
//   tw_img_shape sh = tw_img_shape_of(&req.spec.direct);
//   if (sh.estimate > tw_img_vgpr_budget(&req.spec.direct, arch)) ...   // img_vgpr_budget
#ifndef IRGATE_TWIN_DIRECT_SHAPE_H
#define IRGATE_TWIN_DIRECT_SHAPE_H

#include "twin_engine/ir.h"
#include "twin_engine/tables.h"

typedef struct tw_img_shape {
  long long T;        /* 32 · wk · wc threads */
  long long BK, BC;   /* 16 · wk · TK, 16 · wc · TC */
  long long SW;       /* 31 + S rows of an X strip */
  long long DYP, XP;  /* BK + 8, BC + 8: LDS row pitches in 16-bit elements */
  long long stage_bytes, epi_bytes, lds_bytes;
  long long Sg;       /* tdm_stages: 0 register-staged, else the TDM ring's slots */
  long long M;        /* rps · (1 + R) TDM copies of one sync step */
  long long junk;     /* Sg · stage_bytes: the junk row (2 · max(DYP, XP) bytes) of the TDM ring */
  long long NDY, JDY; /* 4 · BK chunks of a dY row group, ceil(NDY / T) a thread */
  long long NX, JX;   /* SW · BC / 8 chunks of an X strip, ceil(NX / T) a thread */
  long long taps, nacc;
  /* register estimate (VGPRs a wave) */
  long long accumulators, fragments, staging, addressing, estimate;
} tw_img_shape;

/* Valid once the validator's rules 1..13 hold (every divisor >= 1); computed in 64 bits. With
 * tdm_stages > 0 the LDS bytes hold Sg slots and the junk row, and staging is 64 VGPRs. The k and
 * c tiles of a group (nkt, nct) are not here: they are run-time values (the kpg, cpg kernargs). */
tw_img_shape tw_img_shape_of(const irg_direct_wgrad_spec_t* spec);
/* Rule 15's budget: the arch's max_vgprs_large_block when waves_k · waves_c > 8, else max_vgprs. */
int tw_img_vgpr_budget(const irg_direct_wgrad_spec_t* spec, const tw_arch_row* arch);
/* Byte offsets in LDS: the dY rows of sync row q, the X strip of sync row q, filter row r. */
long long tw_img_dy_lds(const tw_img_shape* sh, int q);
long long tw_img_x_lds(const tw_img_shape* sh, const irg_direct_wgrad_spec_t* spec, int q, int r);

/* TR16_LANE_MAP (docs/kernels.md §The transpose-read lane map), emitted once per kernel by the
 * builder from `lane`: tr_row = 8·(l/16) + (l mod 8), tr_col = 8·((l mod 16)/8); khalf = 8·(l/16)
 * and lcol = l mod 16 are kept for the epilogues. Every transposed read (A and B) addresses
 * through these values; nothing else computes a lane's transpose address. */
typedef struct tw_lane_map {
  int khalf, lcol, tr_row, tr_col;
} tw_lane_map;
struct tw_builder;
tw_lane_map tw_img_lane_map(struct tw_builder* b, int lane);
/* A_LANE / B_LANE, emitted right after the lane map: a lane's byte offsets of its transposed
 * reads, a_lane = 2·(tr_row·DYP + tr_col + wkb) and b_lane = 2·(tr_row·XP + tr_col + wcb).
 * `wcb` NULL: no c-tile term (a small-C block's waves all read every X tile). */
void tw_img_lane_offsets(struct tw_builder* b, const tw_lane_map* m, long long dyp, long long xp, int wkb,
                         const int* wcb, int* a_lane, int* b_lane);

/* The recipe pieces both WMMA families (direct_wgrad, direct_wgrad_small_c) build alike. */

/* IRG_KERNARG rows of DIRECT_WGRAD by position (20, the run-time channel counts kpg, cpg last);
 * SMALL_C lists the same rows without the last one (19, TW_SC_P_COUNT), each in the same position. */
enum {
  TW_IMG_P_DY, TW_IMG_P_X, TW_IMG_P_WS, TW_IMG_P_DY_BYTES, TW_IMG_P_X_BYTES, TW_IMG_P_WS_BYTES, TW_IMG_P_N,
  TW_IMG_P_HI, TW_IMG_P_WI, TW_IMG_P_HO, TW_IMG_P_WO, TW_IMG_P_GROUPS, TW_IMG_P_DY_STRIDE_N, TW_IMG_P_DY_STRIDE_H,
  TW_IMG_P_DY_STRIDE_W, TW_IMG_P_X_STRIDE_N, TW_IMG_P_X_STRIDE_H, TW_IMG_P_X_STRIDE_W, TW_IMG_P_KPG, TW_IMG_P_CPG,
  TW_IMG_P_COUNT,
  TW_SC_P_COUNT = TW_IMG_P_CPG
};
/* A pointer kernarg's align: dy, x 2 (fp16/bf16 elements), ws 4 (fp32). */
int tw_img_align_of(const char* name, const void* ctx);
/* INVALID (the out-of-range offset) and policy (CPOL_ATOMIC_CASCADE_DEV, gfx1250) of the recipes. */
enum { TW_IMG_INVALID_OFFSET = 2147483647, TW_IMG_CPOL_ATOMIC_CASCADE_DEV = 4 | (2 << 3) };

/* The staging chunk e = tid + first (first = T·j) of a region with `cpr` chunks a row: row e / cpr,
 * channel chan = (e mod cpr) << log2_width (§direct_wgrad Staging, the TDM ring's FILL: 16-byte
 * chunks of 8 channels, log2_width 3; implicit_gemm_wgrad's DY_ROW / X_ROW: also pairs, 1). */
typedef struct tw_chunk_at {
  int e, row, chan;
} tw_chunk_at;
tw_chunk_at tw_img_chunk_at(struct tw_builder* b, int tid, long long first, long long cpr, int log2_width);
/* An X item's (or pair's) packing: lo = extui(v0), hw = extui(v1), hs = shli(hw, K(16)),
 * pair = ori(lo, hs), pairf = bitcast(pair) : f32, the dword tile.lds_store_f32 stores. */
int tw_img_pack_pair(struct tw_builder* b, int v0, int v1);

/* STORE_ADDR(row, chan, P, base, e, N) of §direct_wgrad: the LDS byte address `la` and, when
 * N mod T != 0, the store guard `eok` (else -1). */
typedef struct tw_lds_slot {
  int la, eok;
} tw_lds_slot;
tw_lds_slot tw_img_store_addr(struct tw_builder* b, int row, int chan, long long pitch, long long base, int e,
                              long long n, long long threads);
/* FRAGMENT (§direct_wgrad COMPUTE): two transpose reads of vec<8 x E> `e8` at the lane's address
 * plus `base` (K rows 0..15) and plus base + 32·pitch (rows 16..31), then their concat. */
typedef struct tw_frag_hints {
  const char *addr, *lo, *hi, *frag;
} tw_frag_hints;
int tw_img_fragment(struct tw_builder* b, int lds, tw_type e8, int lane_base, long long base, long long pitch,
                    const tw_frag_hints* hints);

#endif
