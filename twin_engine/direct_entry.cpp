// twin_engine/direct_entry.cpp — families.def row DIRECT_WGRAD: validator, builder, and the plan's
// view (grid (G·nkt·nct, row_blocks, images); x = (g·nkt + kt)·nct + ct).
#include <stdint.h>

#include "twin_engine/direct_shape.h"
#include "twin_engine/families.h"

static tw_plan_spec direct_plan_spec(const irg_request_t* request) {
  const irg_direct_wgrad_spec_t* s = &request->spec.direct;
  tw_plan_spec v = {0,           s->cpg,   s->kpg,   s->filter_h, s->filter_w, s->stride_h,
                    s->stride_w, s->pad_h, s->pad_w, s->dtype,    s->ws_replicas};
  return v;
}

static void direct_launch_shape(const irg_request_t* request, const tw_arch_row* arch, long long groups,
                                long long ho, long long images, tw_launch_shape* out) {
  (void)arch, (void)ho;
  tw_img_shape sh = tw_img_shape_of(&request->spec.direct);
  tw_direct_kernel_name(&request->spec.direct, out->kernel);
  out->block = sh.T;
  __int128 x = (__int128)groups * sh.nkt * sh.nct; /* never overflows silently: the plan refuses it */
  out->grid[0] = x > INT64_MAX ? INT64_MAX : (long long)x;
  out->grid[1] = request->spec.direct.row_blocks;
  out->grid[2] = images;
}

const tw_family tw_family_direct_wgrad = {IRG_FAMILY_DIRECT_WGRAD, tw_validate_direct, tw_build_direct,
                                          direct_plan_spec, direct_launch_shape};
