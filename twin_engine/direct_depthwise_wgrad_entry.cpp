// twin_engine/direct_depthwise_wgrad_entry.cpp — families.def row DEPTHWISE: validator, builder, and the plan's
// view (cpg = kpg = 1; one lane per channel: grid (ceil(G / W), images, ceil(Ho / ho_per_block))).
#include "twin_engine/direct_depthwise_wgrad_shape.h"
#include "twin_engine/families.h"
#include "twin_engine/plan.h"

static tw_plan_spec direct_depthwise_wgrad_plan_spec(const irg_request_t* request) {
  const irg_depthwise_wgrad_spec_t* s = &request->spec.depthwise;
  tw_plan_spec v = {0, s->filter_h, s->filter_w, s->stride_h, s->stride_w, s->pad_h, s->pad_w, s->dtype,
                    s->ws_replicas, 0, 1, 1, 0}; /* no dilation knobs; the geometry baked */
  return v;
}

/* Depthwise: one channel per group, in and out. */
static int direct_depthwise_wgrad_check_channels(const irg_request_t* request, const irg_problem_t* problem, tw_fail* fail) {
  (void)request;
  return tw_plan_channel_equal("cpg", 1, problem->cpg, fail) && tw_plan_channel_equal("kpg", 1, problem->kpg, fail);
}

static void direct_depthwise_wgrad_launch_shape(const irg_request_t* request, const tw_arch_row* arch, const tw_plan_geometry* g,
                                   tw_launch_shape* out) {
  const irg_depthwise_wgrad_spec_t* s = &request->spec.depthwise;
  tw_dw_shape shape = tw_dw_shape_of(s, arch);
  tw_direct_depthwise_wgrad_kernel_name(s, out->kernel);
  out->block = (long long)s->waves * shape.wave_size;
  out->grid[0] = (g->groups + shape.wave_size - 1) / shape.wave_size;
  out->grid[1] = g->images;
  out->grid[2] = (g->ho + s->ho_per_block - 1) / s->ho_per_block;
}

const tw_family tw_family_direct_depthwise_wgrad = {IRG_FAMILY_DEPTHWISE,     tw_validate_direct_depthwise_wgrad,  tw_build_direct_depthwise_wgrad,
                                       direct_depthwise_wgrad_plan_spec,      direct_depthwise_wgrad_check_channels, direct_depthwise_wgrad_launch_shape};
