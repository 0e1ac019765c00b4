// twin_engine/direct_wgrad_small_c_entry.cpp — families.def row SMALL_C: validator, builder, and the plan's view
// (ungrouped; cpg = the spec's c, kpg a positive multiple of 8; grid (nkt, Ho, images)).
#include "twin_engine/families.h"
#include "twin_engine/plan.h"
#include "twin_engine/direct_wgrad_small_c_shape.h"

static tw_plan_spec direct_wgrad_small_c_plan_spec(const irg_request_t* request) {
  const irg_small_c_wgrad_spec_t* s = &request->spec.small_c;
  tw_plan_spec v = {1, s->filter_h, s->filter_w, s->stride_h, s->stride_w, s->pad_h, s->pad_w, s->dtype,
                    s->ws_replicas, 0, 1, 1, 0}; /* no dilation knobs; the geometry baked */
  return v;
}

/* c shapes the code (F = R·S·C), so the problem's cpg must be it; kpg is a kernarg. */
static int direct_wgrad_small_c_check_channels(const irg_request_t* request, const irg_problem_t* problem, tw_fail* fail) {
  return tw_plan_channel_equal("cpg", request->spec.small_c.c, problem->cpg, fail) &&
         tw_plan_channel_granule("kpg", problem->kpg, fail);
}

static void direct_wgrad_small_c_launch_shape(const irg_request_t* request, const tw_arch_row* arch, const tw_plan_geometry* g,
                                 tw_launch_shape* out) {
  (void)arch;
  tw_sc_shape sh = tw_sc_shape_of(&request->spec.small_c);
  tw_direct_wgrad_small_c_kernel_name(&request->spec.small_c, out->kernel);
  out->block = sh.T;
  out->grid[0] = (g->kpg + sh.BK - 1) / sh.BK; /* nkt = ceil(kpg / BK) of the problem */
  out->grid[1] = g->ho;
  out->grid[2] = g->images;
}

const tw_family tw_family_direct_wgrad_small_c = {IRG_FAMILY_SMALL_C, tw_validate_direct_wgrad_small_c,    tw_build_direct_wgrad_small_c,
                                     direct_wgrad_small_c_plan_spec,  direct_wgrad_small_c_check_channels, direct_wgrad_small_c_launch_shape};
