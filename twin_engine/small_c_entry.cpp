// twin_engine/small_c_entry.cpp — families.def row SMALL_C: validator, builder, and the plan's view
// (cpg = c, ungrouped; grid (nkt, Ho, images)).
#include "twin_engine/families.h"
#include "twin_engine/small_c_shape.h"

static tw_plan_spec small_c_plan_spec(const irg_request_t* request) {
  const irg_small_c_wgrad_spec_t* s = &request->spec.small_c;
  tw_plan_spec v = {1,           s->c,     s->kpg,   s->filter_h, s->filter_w, s->stride_h,
                    s->stride_w, s->pad_h, s->pad_w, s->dtype,    s->ws_replicas};
  return v;
}

static void small_c_launch_shape(const irg_request_t* request, const tw_arch_row* arch, long long groups,
                                 long long ho, long long images, tw_launch_shape* out) {
  (void)arch, (void)groups;
  tw_sc_shape sh = tw_sc_shape_of(&request->spec.small_c);
  tw_small_c_kernel_name(&request->spec.small_c, out->kernel);
  out->block = sh.T;
  out->grid[0] = sh.nkt;
  out->grid[1] = ho;
  out->grid[2] = images;
}

const tw_family tw_family_small_c = {IRG_FAMILY_SMALL_C, tw_validate_small_c, tw_build_small_c, small_c_plan_spec,
                                     small_c_launch_shape};
