// twin_engine/direct_depthwise_wgrad_entry.cpp — families.def row DEPTHWISE: validator, builder, and the plan's
// view (cpg = kpg = 1; one lane per channel: grid (ceil(G / W), images, ceil(Ho / ho_per_block)), and
// for a run-time-geometry spec its tap tiles along x, ceil(R / TR) · ceil(S / TC) of the problem's
// filter, its lower bounds and row slices).
#include "twin_engine/direct_depthwise_wgrad_shape.h"
#include "twin_engine/families.h"
#include "twin_engine/plan.h"

static tw_plan_spec direct_depthwise_wgrad_plan_spec(const irg_request_t* request) {
  const irg_depthwise_wgrad_spec_t* s = &request->spec.depthwise;
  tw_plan_spec v = {0, s->filter_h, s->filter_w, s->stride_h, s->stride_w, s->pad_h, s->pad_w, s->dtype,
                    s->ws_replicas, 0, 1, 1, tw_dw_runtime_geometry(s)}; /* no dilation knobs */
  return v;
}

/* Depthwise: one channel per group, in and out. */
static int direct_depthwise_wgrad_check_channels(const irg_request_t* request, const irg_problem_t* problem, tw_fail* fail) {
  (void)request;
  return tw_plan_channel_equal("cpg", 1, problem->cpg, fail) && tw_plan_channel_equal("kpg", 1, problem->kpg, fail);
}

static long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

static void direct_depthwise_wgrad_launch_shape(const irg_request_t* request, const tw_arch_row* arch, const tw_plan_geometry* g,
                                   tw_launch_shape* out) {
  const irg_depthwise_wgrad_spec_t* s = &request->spec.depthwise;
  tw_dw_shape shape = tw_dw_shape_of(s, arch);
  tw_direct_depthwise_wgrad_kernel_name(s, out->kernel);
  out->block = (long long)s->waves * shape.wave_size;
  out->grid[0] = ceil_div(g->groups, shape.wave_size);
  if (shape.runtime) /* x walks the tap tiles too: (trow · ntc + tcol) · ncb + cblk */
    out->grid[0] = tw_clamp64((tw_wide)out->grid[0] * ceil_div(g->filter_h, s->tap_rows) * ceil_div(g->filter_w, s->tap_cols));
  out->grid[1] = g->images;
  out->grid[2] = ceil_div(g->ho, s->ho_per_block);
}

const tw_family tw_family_direct_depthwise_wgrad = {IRG_FAMILY_DEPTHWISE,     tw_validate_direct_depthwise_wgrad,  tw_build_direct_depthwise_wgrad,
                                       direct_depthwise_wgrad_plan_spec,      direct_depthwise_wgrad_check_channels, direct_depthwise_wgrad_launch_shape};
