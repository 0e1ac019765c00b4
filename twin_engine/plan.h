// twin_engine/plan.h — launch plans (docs/kernels.md §Launch plans): the launches of one problem
// of a stage-1 family (families.def) in order, buffer sizes, buffers to zero, batch slices.
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

/* The channel checks the families' check_channels share (families.h): the problem's `field`
 * equal to `expected` (plan_problem_mismatch), or a positive multiple of 8, the 16-byte loads
 * (plan_problem_granule). 1 when it holds, else 0 after the refusal. */
int tw_plan_channel_equal(const char* field, int expected, long long value, tw_fail* fail);
int tw_plan_channel_granule(const char* field, long long value, tw_fail* fail);

#endif
