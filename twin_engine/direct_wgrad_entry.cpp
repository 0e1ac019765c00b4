// twin_engine/direct_wgrad_entry.cpp — families.def row DIRECT_WGRAD: validator, builder, and the plan's
// view (the problem's channels: positive multiples of 8, and of the block tiles for a TDM ring;
// grid (G·nkt·nct, row_blocks, images); x = (g·nkt + kt)·nct + ct).
#include <stdint.h>

#include "twin_engine/direct_wgrad_shape.h"
#include "twin_engine/families.h"
#include "twin_engine/plan.h"

static tw_plan_spec direct_plan_spec(const irg_request_t* request) {
  const irg_direct_wgrad_spec_t* s = &request->spec.direct;
  tw_plan_spec v = {0, s->filter_h, s->filter_w, s->stride_h, s->stride_w, s->pad_h, s->pad_w, s->dtype,
                    s->ws_replicas, 0, 1, 1, 0}; /* no dilation knobs; the geometry baked */
  return v;
}

/* cpg, then kpg, a positive multiple of 8 (the 16-byte loads); then, for a TDM ring, no channel
 * tail: every copy stays inside its tensor (img_tdm_channels). */
static int direct_check_channels(const irg_request_t* request, const irg_problem_t* problem, tw_fail* fail) {
  if (!tw_plan_channel_granule("cpg", problem->cpg, fail) || !tw_plan_channel_granule("kpg", problem->kpg, fail))
    return 0;
  const irg_direct_wgrad_spec_t* s = &request->spec.direct;
  if (s->tdm_stages <= 0) return 1;
  tw_img_shape sh = tw_img_shape_of(s);
  if (problem->kpg % sh.BK == 0 && problem->cpg % sh.BC == 0) return 1;
  return tw_refuse(fail, TW_REFUSAL_img_tdm_channels, (int)sh.BK, (int)sh.BC, (long long)problem->kpg,
                   (long long)problem->cpg),
         0;
}

static long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

static void direct_launch_shape(const irg_request_t* request, const tw_arch_row* arch, const tw_plan_geometry* g,
                                tw_launch_shape* out) {
  (void)arch;
  tw_img_shape sh = tw_img_shape_of(&request->spec.direct);
  tw_direct_wgrad_kernel_name(&request->spec.direct, out->kernel);
  out->block = sh.T;
  /* nkt = ceil(kpg / BK), nct = ceil(cpg / BC) of the problem; never overflows silently: the plan refuses it */
  __int128 x = (__int128)g->groups * ceil_div(g->kpg, sh.BK) * ceil_div(g->cpg, sh.BC);
  out->grid[0] = x > INT64_MAX ? INT64_MAX : (long long)x;
  out->grid[1] = request->spec.direct.row_blocks;
  out->grid[2] = g->images;
}

const tw_family tw_family_direct_wgrad = {IRG_FAMILY_DIRECT_WGRAD, tw_validate_direct_wgrad,    tw_build_direct_wgrad,
                                          direct_plan_spec,        direct_check_channels, direct_launch_shape};
