// twin_engine/builder.h — the twin's recipe builder: one call per op of a docs/kernels.md
// recipe, each returning the new value id (or -1), with sticky errors.
//
// Used by the family builders (family_depthwise.cpp, family_reduce.cpp) and the tests. Once
// the tw_fail it writes to holds a failure, every call is a no-op returning -1, so a recipe is
// written straight through and checked once at the end. Each call creates exactly the ops it
// names, in order; K(n) constants are their own calls, sequenced one per statement by the
// caller (argument evaluation order is unspecified and every creating call consumes an id).
//
//   tw_builder b;  tw_builder_init(&b, &kernel, &fail);
//   int tid  = tw_b_nullary(&b, TW_OP_GPU_THREAD_ID_X, "tid");
//   int mask = tw_b_const_i32(&b, 31);
//   int lane = tw_b_binary(&b, TW_OP_ARITH_ANDI, tid, mask, "lane");
//   if (fail.status) ...                         // first failure, recorded where it happened
#ifndef IRGATE_TWIN_BUILDER_H
#define IRGATE_TWIN_BUILDER_H

#include "twin_engine/fail.h"
#include "twin_engine/ir.h"

typedef struct tw_builder {
  tw_kernel* k;
  tw_fail* fail;
  int region; /* where new ops go */
} tw_builder;

typedef struct tw_loop {
  int op;
  int saved_region;
  int first_result;
  int iv;
  int first_arg;
  int n_args;
} tw_loop;

typedef struct tw_if {
  int op;
  int saved_region;
} tw_if;

void tw_builder_init(tw_builder* b, tw_kernel* k, tw_fail* fail);
int tw_builder_ok(const tw_builder* b);

/* A kernarg param (ids 0..P-1, created before any op). */
int tw_b_param(tw_builder* b, const char* hint, tw_type type, const tw_attr* attrs, int n_attrs);
void tw_b_kernel_attrs(tw_builder* b, const char* name, const tw_attr* attrs, int n_attrs);

int tw_b_const_i32(tw_builder* b, long long value); /* K(n), hint "k" */
int tw_b_const_f32(tw_builder* b, double value);    /* KF(x), hint "k" */
int tw_b_binary(tw_builder* b, tw_opcode opcode, int lhs, int rhs, const char* hint); /* result: lhs type */
int tw_b_cmpi(tw_builder* b, const char* pred, int lhs, int rhs, const char* hint);
int tw_b_cmpf(tw_builder* b, const char* pred, int lhs, int rhs, const char* hint);
int tw_b_select(tw_builder* b, int cond, int if_true, int if_false, const char* hint);
int tw_b_fma(tw_builder* b, int x, int y, int addend, const char* hint);
int tw_b_cast(tw_builder* b, tw_opcode opcode, int source, tw_type to, const char* hint);
int tw_b_nullary(tw_builder* b, tw_opcode opcode, const char* hint); /* thread / block ids */
int tw_b_readfirstlane(tw_builder* b, int value, const char* hint); /* gpu.readfirstlane: i32 -> i32 */
void tw_b_barrier(tw_builder* b);
int tw_b_buffer_rsrc(tw_builder* b, int base, int bytes, const char* hint);
int tw_b_buffer_load(tw_builder* b, tw_opcode opcode, int rsrc, int voffset, int soffset, const char* hint);
void tw_b_buffer_store(tw_builder* b, tw_opcode opcode, int rsrc, int voffset, int soffset, int value);
/* `cachepolicy` NULL = missing; anything but an integer in 0..31 is refused (ir_cachepolicy_*). */
void tw_b_atomic_fadd(tw_builder* b, int rsrc, int voffset, int soffset, int value, const tw_attr* cachepolicy);
int tw_b_lds_alloc(tw_builder* b, long long bytes, const char* hint);
int tw_b_lds_load(tw_builder* b, int lds, int offset, const char* hint);
void tw_b_lds_store(tw_builder* b, int lds, int offset, int value);

/* The WMMA families' ops (ir-format.md §Ops). */
int tw_b_const_zero_vec(tw_builder* b, tw_type vector);           /* {value = 0x0p+0} : vec<N x f32>, hint "k" */
int tw_b_vec_concat(tw_builder* b, int lo, int hi, const char* hint); /* vec<2N x T> */
int tw_b_vec_extract(tw_builder* b, int vector, int index, const char* hint);
int tw_b_buffer_load_b128(tw_builder* b, int rsrc, int voffset, int soffset, const char* hint);
void tw_b_lds_store_b128(tw_builder* b, int lds, int offset, int value);
int tw_b_lds_load_tr16(tw_builder* b, int lds, int offset, tw_type result, const char* hint);
int tw_b_wmma(tw_builder* b, int a, int b_frag, int c, const char* hint);
/* The fp32 WMMA path (implicit_gemm_wgrad, fp32): a lane's two consecutive LDS floats
 * (vec<2 x f32>) and gfx1250's 16x16x4 fp32 WMMA of two such fragments into vec<8 x f32>. */
int tw_b_lds_load_b64(tw_builder* b, int lds, int offset, const char* hint);
int tw_b_wmma_f32x4(tw_builder* b, int a, int b_frag, int c, const char* hint);
/* The 16x16x16 WMMA path (implicit_gemm_wgrad on gfx11/gfx12): a lane's 16-bit LDS element (`element`
 * f16 or bf16), a vector of N scalars of one type (element j = elements[j]), and the 16x16x16 WMMA
 * of two vec<16 x E> (gfx11) or vec<8 x E> (gfx12) fragments into vec<8 x f32>. */
int tw_b_lds_load_b16(tw_builder* b, int lds, int offset, tw_type element, const char* hint);
int tw_b_vec_from_elements(tw_builder* b, const int* elements, int n, const char* hint);
int tw_b_wmma_k16(tw_builder* b, int a, int b_frag, int c, const char* hint);
/* The Tensor Data Mover ops (wave-level, asynchronous): one 2-D copy of `rows` rows of `cols`
 * 16-bit elements into LDS (row pitch `pitch` elements), and the wait for all but `pending`. */
void tw_b_tdm_load(tw_builder* b, int lds, int lds_offset, int source, int source_offset, int rows, int row_stride,
                   long long cols, long long pitch);
void tw_b_tdm_wait(tw_builder* b, long long pending);

/* scf.for lo, hi, step, inits…: creates results, iv, iter-args, then opens the body. */
void tw_b_for_begin(tw_builder* b, int lo, int hi, int step, const int* inits, int n_inits,
                    const char* result_hint, const char* iv_hint, const char* arg_hint, tw_loop* loop);
/* Appends scf.yield of `yields` (one per iter-arg) and closes the body. */
void tw_b_for_end(tw_builder* b, tw_loop* loop, const int* yields);
void tw_b_if_begin(tw_builder* b, int cond, int with_else, tw_if* branch);
void tw_b_if_else(tw_builder* b, tw_if* branch); /* then-region done, open the else-region */
void tw_b_if_end(tw_builder* b, tw_if* branch);

/* The builder's and the lowerer's shared cache-policy rule (llvm-text.md §Cache policy check):
 * refuses into `fail` and returns 0 unless `attr` is an integer in 0..31. */
int tw_check_cachepolicy(const tw_attr* attr, tw_fail* fail);

#endif
