// twin_engine/families.h — the kernel families the twin builds: for each, an ordered validator
// and a recipe builder (docs/kernels.md), plus the kernarg params every family shares.
//
// Used by the entry points (engine.cpp) and the plan (plan.cpp). Every row of families.def has a
// tw_family; a row without one fails to link.
//
//   const tw_family* f = tw_family_of(IRG_FAMILY_REDUCE);
//   f->validate(&req, arch, &fail);
//   f->build(&req, arch, stamp, &builder);      // params, attrs, then the recipe's ops
#ifndef IRGATE_TWIN_FAMILIES_H
#define IRGATE_TWIN_FAMILIES_H

#include <stdint.h>

#include "twin_engine/builder.h"

/* What a plan reads of a stage-1 spec, whatever the family (small_c: the problem must be
 * ungrouped; `dilated`: the spec has dilation knobs the problem must equal, else the problem's
 * dilation must be 1x1, plan_dilation; `runtime_geometry`: the kernel reads the geometry from its
 * kernargs, the problem's must meet its lower bounds, plan_geometry, the spec's geometry fields
 * are not read, and an image that does not fit a launch is cut into row slices). The channels are not here: each family checks the problem's (check_channels). Once
 * the checks pass, the plan uses the problem's cpg, kpg and geometry (equal to a baked spec's). */
typedef struct tw_plan_spec {
  int ungrouped;
  int filter_h, filter_w, stride_h, stride_w, pad_h, pad_w, dtype, ws_replicas;
  int dilated, dilation_h, dilation_w;
  int runtime_geometry;
} tw_plan_spec;

/* The problem's numbers a launch shape reads, once every check passed: channels per group,
 * output extent (a row slice's: its band of output rows), the images of the slice, the filter's
 * taps (R·S) and its rows and columns. */
typedef struct tw_plan_geometry {
  long long groups, cpg, kpg, ho, wo, images, taps, filter_h, filter_w;
} tw_plan_geometry;

/* A plan's sizes: products of int64 problem fields in 128 bits, saturated to int64 (docs/kernels.md
 * §Launch plans: byte counts and sums saturate at 2^63 − 1, never wrap into a size that fits). */
typedef __int128 tw_wide;
static inline long long tw_clamp64(tw_wide v) {
  return v > INT64_MAX ? INT64_MAX : v < INT64_MIN ? INT64_MIN : (long long)v;
}

/* One stage-1 launch of a slice of `images` images: the kernel, its block and grid. */
enum { TW_KERNEL_NAME_MAX = 200 };
typedef struct tw_launch_shape {
  char kernel[TW_KERNEL_NAME_MAX];
  long long block;
  long long grid[3];
} tw_launch_shape;

typedef struct tw_family {
  int family;
  void (*validate)(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail);
  void (*build)(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b);
  /* Stage-1 families only; both NULL for a helper, which runs only inside another family's plan. */
  tw_plan_spec (*plan_spec)(const irg_request_t* request);
  /* The family's channel checks (docs/kernels.md §Launch plans, "The channels, per family") on
   * the problem's cpg and kpg: 1 when they hold, else 0 after a refusal into `fail`. */
  int (*check_channels)(const irg_request_t* request, const irg_problem_t* problem, tw_fail* fail);
  void (*launch_shape)(const irg_request_t* request, const tw_arch_row* arch, const tw_plan_geometry* geometry,
                       tw_launch_shape* out);
  /* Helper families only (NULL otherwise): the launch that folds a two-step plan's `ws_replicas`
   * fp32 slabs into dW of `dw_dtype` after `stage1`'s kernel. Writes the helper's request (stage1's
   * arch, flavor and table; its own family and spec) and kernel name; returns its work-items per
   * block (the plan runs ceil(count / block) blocks). */
  long long (*fold)(const irg_request_t* stage1, int ws_replicas, int dw_dtype, irg_request_t* helper,
                    char kernel[TW_KERNEL_NAME_MAX]);
} tw_family;

/* Each family's row lives in its own <family>_entry.cpp, named tw_family_<name> after its
 * families.def row; tw_family_of() is generated from the rows. */
#define IRG_FAMILY(Enum, value, token, ...) extern const tw_family tw_family_##token;
#include "irgate/families.def"
#undef IRG_FAMILY

const tw_family* tw_family_of(int family); /* NULL for a family without a builder */

/* Each family's validator and recipe builder, named after its families.def token (defined in its
 * <name>_rules.cpp and <name>_build.cpp, pointed at by its tw_family row). */
#define IRG_FAMILY(Enum, value, token, ...)                                                              \
  void tw_validate_##token(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail);        \
  void tw_build_##token(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b);
#include "irgate/families.def"
#undef IRG_FAMILY

/* Kernel names (docs/kernels.md), written into `out` of TW_KERNEL_NAME_MAX bytes. */
#define IRG_FAMILY(Enum, value, token, name, member, spec_type, ...) \
  void tw_##token##_kernel_name(const spec_type* spec, char* out);
#include "irgate/families.def"
#undef IRG_FAMILY

/* The family's IRG_KERNARG rows as params (ids 0..P-1); `align_of` gives a pointer's align.
 * Writes the param value ids to `ids` (capacity IRG_PLAN_MAX_KERNARGS) and returns P. */
int tw_build_params(tw_builder* b, int family, int (*align_of)(const char* name, const void* ctx), const void* ctx,
                    int* ids);
/* tw_build_params' align_of for the stage-1 families: a pointer's align is the byte size of its
 * element (docs/kernels.md §Kernel parameters): `ws` fp32, `dy` and `x` of the dtype `ctx` points
 * at (an int32_t; NULL: the 16-bit dtypes of a family without fp32). */
int tw_element_align_of(const char* name, const void* ctx);
/* The params (`ids`, as tw_build_params wrote them) of the kernargs named `names`, found by name
 * in the family's IRG_KERNARG rows (the row order is families.def's, not assumed by a recipe).
 * Writes one id per name to `out`; 1 when every name is a row, else 0. */
int tw_params_by_name(int family, const int* ids, const char* const* names, int n_names, int* out);
/* The eight geometry kernargs of a run-time-geometry kernel, in the order its recipes index them
 * (TW_GEO_*): filter, pad, stride, dilation, h before w. */
typedef enum tw_geo_field {
  TW_GEO_FILTER_H, TW_GEO_FILTER_W, TW_GEO_PAD_H, TW_GEO_PAD_W, TW_GEO_STRIDE_H, TW_GEO_STRIDE_W, TW_GEO_DILATION_H,
  TW_GEO_DILATION_W, TW_GEO_COUNT
} tw_geo_field;
extern const char* const tw_geo_names[TW_GEO_COUNT];
/* Kernel name and attrs arch, block_size, spec. */
void tw_build_kernel_header(tw_builder* b, const char* name, const tw_arch_row* arch, long long block_size,
                            const char* stamp);

#endif
