// include/irgate/abi.h — the C ABI shared by both engines: enums, spec structs of every kernel
// family, the problem, the request, the launch plan, IRGATE_ABI_VERSION and its layout canary.
//
// Used by engine/, twin_engine/ and every caller (parity, golden, runtime, tools). Fields are
// only appended; IRGATE_ABI_VERSION moves whenever a struct changes size, and the canary below
// (plus tests/contract) pins each size to the version, so the next change must move both.
//
//   irg_request_t req = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1100");
//   req.spec.depthwise.filter_h = req.spec.depthwise.filter_w = 5;
//   req.domain = &table;                    // arch_domain::View of the same flavor
//   irg_reference_engine()->emit_ll(&req, &text, &why);
#ifndef IRGATE_ABI_H
#define IRGATE_ABI_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

#define IRGATE_ABI_VERSION 5

/* ---- enums generated from the .def tables ---------------------------------------------- */
typedef enum irg_flavor {
#define IRG_FLAVOR(Enum, name, major, first, last) IRG_FLAVOR_##Enum,
#include "irgate/flavors.def"
#undef IRG_FLAVOR
  IRG_FLAVOR_COUNT
} irg_flavor;

typedef enum irg_arch_id {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz) IRG_ARCH_##Enum,
#include "irgate/arches.def"
#undef IRG_ARCH
  IRG_ARCH_COUNT
} irg_arch_id;

typedef enum irg_arch_family { IRG_ARCH_FAMILY_GFX9, IRG_ARCH_FAMILY_GFX11, IRG_ARCH_FAMILY_GFX12,
                               IRG_ARCH_FAMILY_GFX1250 } irg_arch_family;

typedef enum irg_intrinsic_id {
#define IRG_INTRINSIC(Enum, key, text) IRG_INTRINSIC_##Enum,
#define IRG_DECLARE_FROM(Enum, flavor, text)
#include "irgate/intrinsics.def"
#undef IRG_INTRINSIC
#undef IRG_DECLARE_FROM
  IRG_INTRINSIC_COUNT
} irg_intrinsic_id;

/* Kernel families (families.def: the one list), numbered as configs, goldens and caches know them. */
typedef enum irg_family {
#define IRG_FAMILY(Enum, value, ...) IRG_FAMILY_##Enum = value,
#include "irgate/families.def"
#undef IRG_FAMILY
} irg_family;

/* Element types. Names as written in configs and refusals. */
#define IRG_DTYPES(X) X(F32, 1, "fp32") X(F16, 2, "fp16") X(BF16, 3, "bf16")
typedef enum irg_dtype {
#define IRG_DTYPE_ENUM(Enum, value, name) IRG_DTYPE_##Enum = value,
  IRG_DTYPES(IRG_DTYPE_ENUM)
#undef IRG_DTYPE_ENUM
} irg_dtype;

/* ---- spec structs (build-time knobs; every field int32_t, appended only) ---------------- */

/* Image-per-block WMMA wgrad (gfx1250). docs/kernels/direct_wgrad.md. */
typedef struct irg_direct_wgrad_spec {
  int32_t dtype, filter_h, filter_w, pad_h, pad_w, stride_h, stride_w, cpg, kpg;
  int32_t waves_k, waves_c, wave_tiles_k, wave_tiles_c, rows_per_sync, row_blocks;
  int32_t lds_epilogue, tdm_stages, ws_replicas;
} irg_direct_wgrad_spec_t;

/* Small-channel stems (gfx1250): GEMM over the flattened (r, s, c) filter row. */
typedef struct irg_small_c_wgrad_spec {
  int32_t dtype, filter_h, filter_w, pad_h, pad_w, stride_h, stride_w, c, kpg;
  int32_t vec_x, sub_steps, uniform_wave, waves, wave_tiles, ws_replicas;
} irg_small_c_wgrad_spec_t;

/* VALU depthwise wgrad (every wired arch at its wave size). */
typedef struct irg_depthwise_wgrad_spec {
  int32_t dtype, filter_h, filter_w, pad_h, pad_w, stride_h, stride_w;
  int32_t waves, r_split, ho_per_block, ws_replicas;
  /* ABI version 5: the tap tile of a run-time-geometry kernel (its six geometry fields
   * IRG_GEOMETRY_RUNTIME); 0 for a baked filter. docs/kernels/direct_depthwise_wgrad.md. */
  int32_t tap_rows, tap_cols;
} irg_depthwise_wgrad_spec_t;

/* Split-K implicit GEMM wgrad (gfx1250): any filter, stride, padding, dilation and groups; the
 * channels per group are kernel arguments, not spec fields, and so is the geometry when its eight
 * fields are all IRG_GEOMETRY_RUNTIME (else they are baked). docs/kernels/implicit_gemm_wgrad.md. */
#define IRG_GEOMETRY_RUNTIME (-1)
typedef struct irg_implicit_gemm_wgrad_spec {
  int32_t dtype, filter_h, filter_w, pad_h, pad_w, stride_h, stride_w, dilation_h, dilation_w;
  int32_t waves_m, waves_n, wave_tiles_m, wave_tiles_n, k_steps, ws_replicas;
} irg_implicit_gemm_wgrad_spec_t;

/* Stage 2: folds ws_replicas fp32 slabs into dW. */
typedef struct irg_wgrad_reduce_spec {
  int32_t ws_replicas, out_dtype, block_size;
} irg_wgrad_reduce_spec_t;

/* irg_spec_of_DIRECT_WGRAD, ...: a family's spec struct named by its families.def Enum. */
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, ...) typedef spec_type irg_spec_of_##Enum;
#include "irgate/families.def"
#undef IRG_FAMILY

/* ---- problem, request, plan -------------------------------------------------------------- */

/* Runtime geometry of one wgrad problem. Layouts: X NHWC [n, hi, wi, groups*cpg],
 * dY NHWK [n, ho, wo, groups*kpg], dW KRSC [groups*kpg, filter_h, filter_w, cpg].
 * hi = ho*stride_h + r*dilation_h - pad_h. Dilation (ABI version 2) is 1 for an undilated
 * convolution: every plan refuses 0 (a problem zeroed without setting it). */
typedef struct irg_problem {
  int64_t n, hi, wi, groups, cpg, kpg;
  int32_t filter_h, filter_w, stride_h, stride_w, pad_h, pad_w;
  int32_t dtype;    /* of X and dY */
  int32_t dw_dtype; /* of dW */
  int32_t dilation_h, dilation_w;
  /* ABI version 4: the most bytes of X or of dY one slice may address. 0 is the kernels' limit,
   * 2^31 - 1 (their i32 byte offsets); a smaller value slices the problem the same way at a size an
   * emulator can run: whole images for a kernel with baked geometry (never below one image), bands
   * of output rows too for one that reads its geometry at run time (docs/kernels.md, §Launch
   * plans, Slices). */
  int64_t slice_bytes;
} irg_problem_t;

struct irg_arch_domain; /* arch_domain_view.h */

typedef struct irg_request {
  int32_t abi_version; /* IRGATE_ABI_VERSION */
  int32_t family;      /* irg_family */
  int32_t flavor;      /* irg_flavor */
  char arch[40];       /* target ID; engines normalise "gfx942:sramecc+:xnack-" to gfx942 */
  union { /* one member per families.def row */
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, ...) spec_type member;
#include "irgate/families.def"
#undef IRG_FAMILY
  } spec;
  const struct irg_arch_domain* domain; /* the measured table of `flavor`; read-only */
} irg_request_t;

#define IRG_PLAN_MAX_LAUNCHES 256
#define IRG_PLAN_MAX_KERNARGS 32 /* 20 until ABI 3: implicit_gemm_wgrad's geometry kernargs made 28 */

/* Buffers a plan names. A pointer kernarg is (buffer, byte offset). */
typedef enum irg_buffer { IRG_BUF_NONE = 0, IRG_BUF_X = 1, IRG_BUF_DY = 2, IRG_BUF_DW = 3,
                          IRG_BUF_WS = 4, IRG_BUF_COUNT = 5 } irg_buffer;

typedef struct irg_kernarg_value {
  int32_t buffer; /* irg_buffer; IRG_BUF_NONE for an i32 */
  int32_t reserved;
  int64_t value;  /* byte offset into `buffer`, or the i32 value (checked to fit) */
} irg_kernarg_value_t;

typedef struct irg_launch {
  irg_request_t request; /* the kernel to emit for this launch */
  uint32_t grid[3];      /* workgroups */
  uint32_t block[3];     /* work-items per workgroup */
  int32_t n_kernargs;    /* IRG_KERNARG rows of request.family, in order */
  int32_t slice;         /* slice index (a batch or a row slice), or -1 for a launch after the slices */
  irg_kernarg_value_t kernargs[IRG_PLAN_MAX_KERNARGS];
} irg_launch_t;

typedef struct irg_plan {
  int32_t n_launches; /* executed in order on one stream */
  int32_t n_slices;   /* slices of the stage-1 launches (1 when the problem fits one launch) */
  uint32_t zeroed;    /* bit (1u << irg_buffer): the caller zeroes it once, before launch 0 */
  int32_t reserved;
  int64_t buffer_bytes[IRG_BUF_COUNT];
  irg_launch_t launches[IRG_PLAN_MAX_LAUNCHES];
} irg_plan_t;

/* Defaults: a spec of every family that builds, for the flavor and arch given. */
static inline irg_request_t irg_request_default(int32_t family, int32_t flavor, const char* arch) {
  irg_request_t r;
  memset(&r, 0, sizeof r);
  r.abi_version = IRGATE_ABI_VERSION;
  r.family = family;
  r.flavor = flavor;
  /* At most 39 bytes, NUL-terminated by the memset (not strncpy: GCC 12 warns when the source is
   * itself a 40-byte arch field, as a request's own arch is). */
  size_t arch_len = strlen(arch);
  if (arch_len > sizeof r.arch - 1) arch_len = sizeof r.arch - 1;
  memcpy(r.arch, arch, arch_len);
  /* Each field's default from its family's IRG_SPEC_FIELD row (union members all start at 0). */
#define IRG_SPEC_FIELD(Enum, field, kind, default_value, ...)                                      \
  if (family == IRG_FAMILY_##Enum) {                                                              \
    const int32_t value = (default_value);                                                       \
    memcpy((char*)&r.spec + offsetof(irg_spec_of_##Enum, field), &value, sizeof value);          \
  }
#include "irgate/families.def"
#undef IRG_SPEC_FIELD
  return r;
}

/* ---- layout canary: moving a size without moving IRGATE_ABI_VERSION fails to compile ---- */
#if IRGATE_ABI_VERSION == 5
#define IRG_CANARY(type, bytes) _Static_assert(sizeof(type) == (bytes), #type " changed size: move IRGATE_ABI_VERSION")
#ifdef __cplusplus
#undef IRG_CANARY
#define IRG_CANARY(type, bytes) static_assert(sizeof(type) == (bytes), #type " changed size: move IRGATE_ABI_VERSION")
#endif
IRG_CANARY(irg_direct_wgrad_spec_t, 72);
IRG_CANARY(irg_small_c_wgrad_spec_t, 60);
IRG_CANARY(irg_depthwise_wgrad_spec_t, 52);
IRG_CANARY(irg_implicit_gemm_wgrad_spec_t, 60);
IRG_CANARY(irg_wgrad_reduce_spec_t, 12);
IRG_CANARY(irg_problem_t, 96);
IRG_CANARY(irg_request_t, 136);
IRG_CANARY(irg_launch_t, 680);
IRG_CANARY(irg_plan_t, 174136);
#undef IRG_CANARY
#else
#error "IRGATE_ABI_VERSION moved: re-pin the layout canary sizes above"
#endif

#ifdef __cplusplus
}
#endif
#endif /* IRGATE_ABI_H */
