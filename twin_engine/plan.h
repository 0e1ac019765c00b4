// twin_engine/plan.h — launch plans (docs/kernels.md §Launch plans): the launches of one
// depthwise, direct_wgrad or direct_wgrad_small_c problem in order, buffer sizes, buffers to zero, batch slices.
//
// Used by the twin's plan entry point. `out` must be zeroed by the caller; on a failure its
// content is undefined (the entry point zeroes it again).
//
//   tw_fail fail = {};
//   tw_plan(&request, &problem, plan, &fail);   // plan->launches[0] = first slice
#ifndef IRGATE_TWIN_PLAN_H
#define IRGATE_TWIN_PLAN_H

#include "twin_engine/fail.h"

void tw_plan(const irg_request_t* request, const irg_problem_t* problem, irg_plan_t* out, tw_fail* fail);

#endif
