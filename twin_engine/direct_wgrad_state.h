// twin_engine/direct_wgrad_state.h — the values of one direct_wgrad build that the register-staged
// recipe (direct_wgrad_build.cpp) and the TDM ring (direct_wgrad_tdm.cpp) both read, and the calls between
// the two files. Internal to those two files.
//
//   tw_img_tdm_prologue(st);                 // after lds: wave_u, issuer, the junk sources
//   tw_img_tdm_prime(st);                    // after steps, before ZV: steps 0 … Sg−2
//   tw_img_tdm_step(st, t, acc);             // the loop body: wait, barrier, issue, compute
#ifndef IRGATE_TWIN_DIRECT_WGRAD_STATE_H
#define IRGATE_TWIN_DIRECT_WGRAD_STATE_H

#include "twin_engine/builder.h"
#include "twin_engine/direct_wgrad_shape.h"
#include "twin_engine/wmma_pieces.h"

typedef struct img_state {
  tw_builder* b;
  const irg_direct_wgrad_spec_t* spec;
  tw_img_shape sh;
  tw_type e8; /* vec<8 x E>: a transpose read */
  int param[IRG_PLAN_MAX_KERNARGS]; /* tw_build_params writes up to its capacity */
  int tid, wave, wkb, wcb, a_lane, b_lane;
  tw_lane_map map;
  int rblk, img, k_blk, c_blk, gk, dy_ch, x_ch, ho_lo, ho_hi, rdy, rx, rws, dy_img, x_img, lds, ncols;
  int issuer, dy_dummy, x_dummy; /* the TDM ring's (tdm_stages > 0) */
} img_state;

/* The recipe's K(n) (an i32 constant, hint "k") and a binary op, in the state's builder. */
static inline int K(img_state* st, long long n) { return tw_b_const_i32(st->b, n); }
static inline int bin(img_state* st, tw_opcode opcode, int lhs, int rhs, const char* hint) {
  return tw_b_binary(st->b, opcode, lhs, rhs, hint);
}

/* COMPUTE of STEP: per sync row q the A fragments, then per tap and c tile one B fragment and the
 * WMMAs; the transpose reads address from a_base / b_base (a_lane / b_lane, or the ring's a_t /
 * b_t). `acc` is updated in place. */
void tw_img_compute(img_state* st, int a_base, int b_base, int* acc);

/* The TDM ring (docs/kernels/direct_wgrad.md §The TDM ring), in recipe order. */
void tw_img_tdm_prologue(img_state* st);
void tw_img_tdm_prime(img_state* st);
void tw_img_tdm_step(img_state* st, int t, int* acc);
void tw_img_tdm_drain(img_state* st);

#endif
