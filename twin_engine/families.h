// twin_engine/families.h — the kernel families the twin builds: for each, an ordered validator
// and a recipe builder (docs/kernels.md), plus the kernarg params every family shares.
//
// Used by the entry points (engine.cpp) and the plan (plan.cpp, which runs the depthwise
// validator). Every family of abi.h has a row; a family without one would be an internal error.
//
//   const tw_family* f = tw_family_of(IRG_FAMILY_REDUCE);
//   f->validate(&req, arch, &fail);
//   f->build(&req, arch, stamp, &builder);      // params, attrs, then the recipe's ops
#ifndef IRGATE_TWIN_FAMILIES_H
#define IRGATE_TWIN_FAMILIES_H

#include "twin_engine/builder.h"

typedef struct tw_family {
  int family;
  void (*validate)(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail);
  void (*build)(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b);
} tw_family;

const tw_family* tw_family_of(int family); /* NULL for a family without a builder */

void tw_validate_depthwise(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail);
void tw_build_depthwise(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b);
void tw_validate_direct(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail);
void tw_build_direct(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b);
void tw_validate_small_c(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail);
void tw_build_small_c(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b);
void tw_validate_reduce(const irg_request_t* request, const tw_arch_row* arch, tw_fail* fail);
void tw_build_reduce(const irg_request_t* request, const tw_arch_row* arch, const char* stamp, tw_builder* b);

/* Kernel names (docs/kernels.md), written into `out` of TW_KERNEL_NAME_MAX bytes. */
enum { TW_KERNEL_NAME_MAX = 200 };
void tw_depthwise_kernel_name(const irg_depthwise_wgrad_spec_t* spec, char* out);
void tw_direct_kernel_name(const irg_direct_wgrad_spec_t* spec, char* out);
void tw_small_c_kernel_name(const irg_small_c_wgrad_spec_t* spec, char* out);
void tw_reduce_kernel_name(const irg_wgrad_reduce_spec_t* spec, char* out);

/* The family's kernargs.def rows as params (ids 0..P-1); `align_of` gives a pointer's align.
 * Writes the param value ids to `ids` (capacity IRG_PLAN_MAX_KERNARGS) and returns P. */
int tw_build_params(tw_builder* b, int family, int (*align_of)(const char* name, const void* ctx), const void* ctx,
                    int* ids);
/* Kernel name and attrs arch, block_size, spec. */
void tw_build_kernel_header(tw_builder* b, const char* name, const tw_arch_row* arch, long long block_size,
                            const char* stamp);

#endif
