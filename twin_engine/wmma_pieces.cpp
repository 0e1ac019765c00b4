// twin_engine/wmma_pieces.cpp — see wmma_pieces.h.
#include "twin_engine/wmma_pieces.h"

tw_lane_map tw_img_lane_map(tw_builder* b, int lane) {
  tw_lane_map m;
  int k4 = tw_b_const_i32(b, 4);
  int half = tw_b_binary(b, TW_OP_ARITH_SHRUI, lane, k4, "half");
  int k3 = tw_b_const_i32(b, 3);
  m.khalf = tw_b_binary(b, TW_OP_ARITH_SHLI, half, k3, "khalf");
  int k7 = tw_b_const_i32(b, 7);
  int lrow = tw_b_binary(b, TW_OP_ARITH_ANDI, lane, k7, "lrow");
  m.tr_row = tw_b_binary(b, TW_OP_ARITH_ADDI, m.khalf, lrow, "tr_row");
  int k15 = tw_b_const_i32(b, 15);
  m.lcol = tw_b_binary(b, TW_OP_ARITH_ANDI, lane, k15, "lcol");
  int k3b = tw_b_const_i32(b, 3);
  int cgrp = tw_b_binary(b, TW_OP_ARITH_SHRUI, m.lcol, k3b, "cgrp");
  int k3c = tw_b_const_i32(b, 3);
  m.tr_col = tw_b_binary(b, TW_OP_ARITH_SHLI, cgrp, k3c, "tr_col");
  return m;
}

void tw_img_lane_offsets(tw_builder* b, const tw_lane_map* m, long long dyp, long long xp, int wkb, const int* wcb,
                         int* a_lane, int* b_lane) {
  int kdyp = tw_b_const_i32(b, dyp);
  int a_r = tw_b_binary(b, TW_OP_ARITH_MULI, m->tr_row, kdyp, "a_r");
  int a_c = tw_b_binary(b, TW_OP_ARITH_ADDI, a_r, m->tr_col, "a_c");
  int a_e = tw_b_binary(b, TW_OP_ARITH_ADDI, a_c, wkb, "a_e");
  int k1 = tw_b_const_i32(b, 1);
  *a_lane = tw_b_binary(b, TW_OP_ARITH_SHLI, a_e, k1, "a_lane");
  int kxp = tw_b_const_i32(b, xp);
  int b_r = tw_b_binary(b, TW_OP_ARITH_MULI, m->tr_row, kxp, "b_r");
  int b_c = tw_b_binary(b, TW_OP_ARITH_ADDI, b_r, m->tr_col, "b_c");
  int b_e = wcb ? tw_b_binary(b, TW_OP_ARITH_ADDI, b_c, *wcb, "b_e") : b_c;
  int k1b = tw_b_const_i32(b, 1);
  *b_lane = tw_b_binary(b, TW_OP_ARITH_SHLI, b_e, k1b, "b_lane");
}

tw_chunk_at tw_img_chunk_at(tw_builder* b, int tid, long long first, long long cpr, int log2_width) {
  tw_chunk_at at;
  int kt = tw_b_const_i32(b, first);
  at.e = tw_b_binary(b, TW_OP_ARITH_ADDI, tid, kt, "e");
  int kr = tw_b_const_i32(b, cpr);
  at.row = tw_b_binary(b, TW_OP_ARITH_DIVUI, at.e, kr, "row");
  int kc = tw_b_const_i32(b, cpr);
  int cc = tw_b_binary(b, TW_OP_ARITH_REMUI, at.e, kc, "cc");
  if (log2_width == 0) { /* one element a chunk: cc is the channel, no shift */
    at.chan = cc;
    return at;
  }
  int klg = tw_b_const_i32(b, log2_width);
  at.chan = tw_b_binary(b, TW_OP_ARITH_SHLI, cc, klg, "chan");
  return at;
}

int tw_img_pack_pair(tw_builder* b, int v0, int v1) {
  int lo = tw_b_cast(b, TW_OP_ARITH_EXTUI, v0, TW_TYPE_I32, "lo");
  int hw = tw_b_cast(b, TW_OP_ARITH_EXTUI, v1, TW_TYPE_I32, "hw");
  int k16 = tw_b_const_i32(b, 16);
  int hs = tw_b_binary(b, TW_OP_ARITH_SHLI, hw, k16, "hs");
  int pair = tw_b_binary(b, TW_OP_ARITH_ORI, lo, hs, "pair");
  return tw_b_cast(b, TW_OP_ARITH_BITCAST, pair, TW_TYPE_F32, "pairf");
}

tw_lds_slot tw_img_store_addr(tw_builder* b, int row, int chan, long long pitch, long long base, int e, long long n,
                              long long threads) {
  tw_lds_slot slot;
  int kp = tw_b_const_i32(b, pitch);
  int lrow = tw_b_binary(b, TW_OP_ARITH_MULI, row, kp, "lrow");
  int lel = tw_b_binary(b, TW_OP_ARITH_ADDI, lrow, chan, "lel");
  int k1 = tw_b_const_i32(b, 1);
  int lb = tw_b_binary(b, TW_OP_ARITH_SHLI, lel, k1, "lb");
  int kb = tw_b_const_i32(b, base);
  slot.la = tw_b_binary(b, TW_OP_ARITH_ADDI, lb, kb, "la");
  slot.eok = -1;
  if (n % threads != 0) {
    int kn = tw_b_const_i32(b, n);
    slot.eok = tw_b_cmpi(b, "ult", e, kn, "eok");
  }
  return slot;
}

int tw_img_fragment(tw_builder* b, int lds, tw_type e8, int lane_base, long long base, long long pitch,
                    const tw_frag_hints* hints) {
  int kb = tw_b_const_i32(b, base);
  int addr = tw_b_binary(b, TW_OP_ARITH_ADDI, lane_base, kb, hints->addr);
  int lo = tw_b_lds_load_tr16(b, lds, addr, e8, hints->lo);
  int kb2 = tw_b_const_i32(b, base + 32 * pitch);
  int addr2 = tw_b_binary(b, TW_OP_ARITH_ADDI, lane_base, kb2, hints->addr);
  int hi = tw_b_lds_load_tr16(b, lds, addr2, e8, hints->hi);
  return tw_b_vec_concat(b, lo, hi, hints->frag);
}

void tw_img_atomic_add(tw_builder* b, int rws, int off, int v) {
  tw_img_atomic_add_policy(b, rws, off, v, TW_IMG_CPOL_ATOMIC_CASCADE_DEV);
}

void tw_img_atomic_add_policy(tw_builder* b, int rws, int off, int v, long long policy) {
  int kzero = tw_b_const_i32(b, 0);
  tw_attr attr = tw_attr_int("cachepolicy", policy);
  tw_b_atomic_fadd(b, rws, off, kzero, v, &attr);
}

void tw_img_kernel_header(tw_builder* b, const char* name, const tw_arch_row* arch, long long block_size,
                          const char* stamp, long long vgpr_estimate) {
  tw_attr attrs[4] = {tw_attr_string("arch", arch->name), tw_attr_int("block_size", block_size),
                      tw_attr_string("spec", stamp), tw_attr_int("vgpr_estimate", vgpr_estimate)};
  tw_b_kernel_attrs(b, name, attrs, 4);
}

const tw_frag_hints tw_img_a_hints = {"a_addr", "a_lo", "a_hi", "a_frag"};
const tw_frag_hints tw_img_b_hints = {"b_addr", "b_lo", "b_hi", "b_frag"};
