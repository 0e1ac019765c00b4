// twin_engine/depthwise_entry.cpp — families.def row DEPTHWISE: validator, builder, and the plan's
// view (cpg = kpg = 1; one lane per channel: grid (ceil(G / W), images, ceil(Ho / ho_per_block))).
#include "twin_engine/depthwise_shape.h"
#include "twin_engine/families.h"

static tw_plan_spec depthwise_plan_spec(const irg_request_t* request) {
  const irg_depthwise_wgrad_spec_t* s = &request->spec.depthwise;
  tw_plan_spec v = {0, 1, 1, s->filter_h, s->filter_w, s->stride_h, s->stride_w, s->pad_h, s->pad_w, s->dtype,
                    s->ws_replicas};
  return v;
}

static void depthwise_launch_shape(const irg_request_t* request, const tw_arch_row* arch, long long groups,
                                   long long ho, long long images, tw_launch_shape* out) {
  const irg_depthwise_wgrad_spec_t* s = &request->spec.depthwise;
  tw_dw_shape shape = tw_dw_shape_of(s, arch);
  tw_depthwise_kernel_name(s, out->kernel);
  out->block = (long long)s->waves * shape.wave_size;
  out->grid[0] = (groups + shape.wave_size - 1) / shape.wave_size;
  out->grid[1] = images;
  out->grid[2] = (ho + s->ho_per_block - 1) / s->ho_per_block;
}

const tw_family tw_family_depthwise = {IRG_FAMILY_DEPTHWISE, tw_validate_depthwise, tw_build_depthwise,
                                       depthwise_plan_spec, depthwise_launch_shape};
