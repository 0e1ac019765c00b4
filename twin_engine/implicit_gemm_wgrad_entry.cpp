// twin_engine/implicit_gemm_wgrad_entry.cpp — families.def row IMPLICIT_GEMM (token implicit_gemm_wgrad):
// validator, builder, and the plan's view (any cpg, kpg >= 1: the kernel picks its staging path at
// run time; a baked spec's dilation, or a run-time-geometry spec's lower bounds and row slices;
// grid (G·nkt·taps·nct, ceil(images·Ho·Wo / KB), 1) with the problem's taps and the slice's Ho).
#include <stdint.h>

#include "twin_engine/families.h"
#include "twin_engine/implicit_gemm_wgrad_shape.h"
#include "twin_engine/plan.h"

static tw_plan_spec implicit_gemm_plan_spec(const irg_request_t* request) {
  const irg_implicit_gemm_wgrad_spec_t* s = &request->spec.implicit_gemm;
  tw_plan_spec v = {0,        s->filter_h,    s->filter_w, s->stride_h,   s->stride_w,   s->pad_h,
                    s->pad_w, s->dtype,       s->ws_replicas, 1, s->dilation_h, s->dilation_w,
                    tw_ig_runtime_geometry(s)};
  return v;
}

/* cpg, then kpg, at least 1: the channels are kernargs, any count (plan_problem_invalid). */
static int implicit_gemm_check_channels(const irg_request_t* request, const irg_problem_t* problem, tw_fail* fail) {
  (void)request;
  if (problem->cpg < 1) return tw_refuse(fail, TW_REFUSAL_plan_problem_invalid, "cpg", (long long)problem->cpg), 0;
  if (problem->kpg < 1) return tw_refuse(fail, TW_REFUSAL_plan_problem_invalid, "kpg", (long long)problem->kpg), 0;
  return 1;
}

static long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

static void implicit_gemm_launch_shape(const irg_request_t* request, const tw_arch_row* arch,
                                       const tw_plan_geometry* g, tw_launch_shape* out) {
  (void)arch;
  tw_ig_shape sh = tw_ig_shape_of(&request->spec.implicit_gemm);
  tw_implicit_gemm_wgrad_kernel_name(&request->spec.implicit_gemm, out->kernel);
  out->block = sh.T;
  /* nkt = ceil(kpg / BM), nct = ceil(cpg / BN) of the problem; the plan's image bound keeps
   * G·kpg and G·cpg under 2^31, and the uint32 check refuses what does not fit */
  __int128 x = (__int128)g->groups * ceil_div(g->kpg, sh.BM) * g->taps * ceil_div(g->cpg, sh.BN);
  __int128 positions = (__int128)g->images * g->ho * g->wo;
  __int128 y = (positions + sh.KB - 1) / sh.KB;
  out->grid[0] = x > INT64_MAX ? INT64_MAX : (long long)x;
  out->grid[1] = y > INT64_MAX ? INT64_MAX : (long long)y;
  out->grid[2] = 1;
}

const tw_family tw_family_implicit_gemm_wgrad = {IRG_FAMILY_IMPLICIT_GEMM,   tw_validate_implicit_gemm_wgrad,
                                                 tw_build_implicit_gemm_wgrad,     implicit_gemm_plan_spec,
                                                 implicit_gemm_check_channels, implicit_gemm_launch_shape};
