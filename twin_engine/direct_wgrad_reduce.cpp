// twin_engine/direct_wgrad_reduce.cpp — direct_wgrad_reduce (Stage 2): its validator as an ordered rule
// list and its recipe (docs/kernels/direct_wgrad_reduce.md), op by op.
#include <stdio.h>
#include <string.h>

#include "twin_engine/families.h"
#include "twin_engine/request.h"

typedef struct rd_subject {
  const irg_wgrad_reduce_spec_t* spec;
  const tw_arch_row* arch;
} rd_subject;

typedef struct rd_rule {
  int (*holds)(const rd_subject* s);
  void (*refuse)(const rd_subject* s, tw_fail* fail);
} rd_rule;

static int replicas_ok(const rd_subject* s) { return s->spec->ws_replicas >= 1 && s->spec->ws_replicas <= 64; }
static void replicas_refuse(const rd_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_rd_ws_replicas, (int)s->spec->ws_replicas);
}
static int out_dtype_ok(const rd_subject* s) { return tw_dtype_name(s->spec->out_dtype) != NULL; }
static void out_dtype_refuse(const rd_subject* s, tw_fail* fail) {
  char name[24];
  tw_dtype_spell(s->spec->out_dtype, name, sizeof name);
  tw_refuse(fail, TW_REFUSAL_rd_out_dtype, name);
}
static int block_ok(const rd_subject* s) { return s->spec->block_size >= 64 && s->spec->block_size <= 1024; }
static void block_refuse(const rd_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_rd_block_size, (int)s->spec->block_size);
}
static int block_wave_ok(const rd_subject* s) { return s->spec->block_size % s->arch->wave_size == 0; }
static void block_wave_refuse(const rd_subject* s, tw_fail* fail) {
  tw_refuse(fail, TW_REFUSAL_rd_block_wave_multiple, s->arch->wave_size, s->arch->name, (int)s->spec->block_size);
}

static const rd_rule kRules[] = {
    {replicas_ok, replicas_refuse},
    {out_dtype_ok, out_dtype_refuse},
    {block_ok, block_refuse},
    {block_wave_ok, block_wave_refuse},
};

void tw_validate_direct_wgrad_reduce(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail) {
  rd_subject subject = {&request->spec.reduce, arch};
  for (size_t i = 0; i < sizeof kRules / sizeof kRules[0] && !fail->status; ++i) {
    if (!kRules[i].holds(&subject)) kRules[i].refuse(&subject, fail);
  }
}

static int align_of_direct_wgrad_reduce(const char* name, const void* ctx) {
  const irg_wgrad_reduce_spec_t* spec = (const irg_wgrad_reduce_spec_t*)ctx;
  if (strcmp(name, "dw") == 0) return spec->out_dtype == IRG_DTYPE_F32 ? 4 : 2;
  return 4; /* ws: fp32 slabs */
}

enum { RD_MAX_REPLICAS = 64 };

void tw_direct_wgrad_reduce_kernel_name(const irg_wgrad_reduce_spec_t* spec, char* out) {
  char dtype[24];
  tw_dtype_spell(spec->out_dtype, dtype, sizeof dtype);
  snprintf(out, TW_KERNEL_NAME_MAX, "irg_wgrad_reduce_wsr%d_%s_b%d", spec->ws_replicas, dtype, spec->block_size);
}

/* bf16 round-to-nearest-even on the bits, a NaN becoming the quiet 0x7FC0. */
static int round_to_bf16(tw_builder* b, int sum) {
  int bits = tw_b_cast(b, TW_OP_ARITH_BITCAST, sum, TW_TYPE_I32, "bits");
  int k16 = tw_b_const_i32(b, 16);
  int upper = tw_b_binary(b, TW_OP_ARITH_SHRUI, bits, k16, "upper");
  int k1 = tw_b_const_i32(b, 1);
  int odd = tw_b_binary(b, TW_OP_ARITH_ANDI, upper, k1, "odd");
  int kbias = tw_b_const_i32(b, 32767);
  int bias = tw_b_binary(b, TW_OP_ARITH_ADDI, odd, kbias, "bias");
  int rounded = tw_b_binary(b, TW_OP_ARITH_ADDI, bits, bias, "rounded");
  int k16b = tw_b_const_i32(b, 16);
  int top = tw_b_binary(b, TW_OP_ARITH_SHRUI, rounded, k16b, "top");
  int nan = tw_b_cmpf(b, "uno", sum, sum, "nan");
  int quiet = tw_b_const_i32(b, 32704);
  int chosen = tw_b_select(b, nan, quiet, top, "chosen");
  return tw_b_cast(b, TW_OP_ARITH_TRUNCI, chosen, TW_TYPE_I16, "out");
}

void tw_build_direct_wgrad_reduce(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b) {
  const irg_wgrad_reduce_spec_t* spec = &request->spec.reduce;
  int R = spec->ws_replicas;
  if (R < 1 || R > RD_MAX_REPLICAS) return tw_internal(b->fail, "reduce builder: %d replicas", R);
  char* name = (char*)tw_arena_alloc(b->k->arena, TW_KERNEL_NAME_MAX);
  if (!name) return tw_internal(b->fail, "reduce builder: out of memory");
  tw_direct_wgrad_reduce_kernel_name(spec, name);
  tw_build_kernel_header(b, name, arch, spec->block_size, stamp);
  int param[IRG_PLAN_MAX_KERNARGS]; /* ws dw ws_bytes dw_bytes count */
  if (tw_build_params(b, IRG_FAMILY_REDUCE, align_of_direct_wgrad_reduce, spec, param) != 5) {
    return tw_internal(b->fail, "reduce builder: families.def does not list 5 reduce rows");
  }
  int count = param[4];
  int tid = tw_b_nullary(b, TW_OP_GPU_THREAD_ID_X, "tid");
  int blk = tw_b_nullary(b, TW_OP_GPU_BLOCK_ID_X, "blk");
  int kbs = tw_b_const_i32(b, spec->block_size);
  int base = tw_b_binary(b, TW_OP_ARITH_MULI, blk, kbs, "base");
  int idx = tw_b_binary(b, TW_OP_ARITH_ADDI, base, tid, "idx");
  int ok = tw_b_cmpi(b, "ult", idx, count, "ok");
  int rws = tw_b_buffer_rsrc(b, param[0], param[2], "rws");
  int rdw = tw_b_buffer_rsrc(b, param[1], param[3], "rdw");
  tw_if in_range;
  tw_b_if_begin(b, ok, 0, &in_range);
  int part[RD_MAX_REPLICAS];
  for (int r = 0; r < R; ++r) {
    int elem = idx;
    if (r != 0) {
      int kr = tw_b_const_i32(b, r);
      int slab = tw_b_binary(b, TW_OP_ARITH_MULI, count, kr, "slab");
      elem = tw_b_binary(b, TW_OP_ARITH_ADDI, slab, idx, "elem");
    }
    int k2 = tw_b_const_i32(b, 2);
    int off = tw_b_binary(b, TW_OP_ARITH_SHLI, elem, k2, "off");
    int soff = tw_b_const_i32(b, 0);
    part[r] = tw_b_buffer_load(b, TW_OP_TILE_BUFFER_LOAD_F32, rws, off, soff, "part");
  }
  int sum = part[0];
  for (int r = 1; r < R; ++r) sum = tw_b_binary(b, TW_OP_ARITH_ADDF, sum, part[r], "sum");
  int soff = tw_b_const_i32(b, 0);
  if (spec->out_dtype == IRG_DTYPE_F32) {
    int k2 = tw_b_const_i32(b, 2);
    int dw_off = tw_b_binary(b, TW_OP_ARITH_SHLI, idx, k2, "dw_off");
    tw_b_buffer_store(b, TW_OP_TILE_BUFFER_STORE_F32, rdw, dw_off, soff, sum);
  } else {
    int out;
    if (spec->out_dtype == IRG_DTYPE_F16) {
      int h = tw_b_cast(b, TW_OP_ARITH_TRUNCF, sum, TW_TYPE_F16, "h");
      out = tw_b_cast(b, TW_OP_ARITH_BITCAST, h, TW_TYPE_I16, "out");
    } else {
      out = round_to_bf16(b, sum);
    }
    int k1 = tw_b_const_i32(b, 1);
    int dw_off = tw_b_binary(b, TW_OP_ARITH_SHLI, idx, k1, "dw_off");
    tw_b_buffer_store(b, TW_OP_TILE_BUFFER_STORE_I16, rdw, dw_off, soff, out);
  }
  tw_b_if_end(b, &in_range);
}
