// runtime/families/direct_depthwise_wgrad_stage1_exact.h — which rule checks `direct_depthwise_wgrad` stage 1 on the
// plan actually run, and the bit-for-bit check when that rule is "exact".
//
// Each lead lane adds one fp32 value per (block, tap) into slab n mod ws_replicas (or into dW).
// The value itself is computed in a fixed order (runtime/families/direct_depthwise_wgrad_stage1_model.h); only the
// order of several atomic adds onto one element is the hardware's. So the stage is exact when
// the plan gives every element at most one add onto a zeroed buffer, read from the plan and its
// stage-1 launch, never assumed:
//   - one stage-1 launch (batch slices would add into the same buffer),
//   - grid.z == 1 (one band of output rows: ho_per_block ≥ Ho),
//   - grid.y ≤ ws_replicas (each image of the launch has its own slab),
//   - its `ws` kernarg is WS or dW at offset 0, zeroed by the plan; dW only when it is fp32, WS
//     only when a helper launch follows (its input is snapshotted, PlanRun::ws_before_helper).
// Otherwise the stage stays under the tolerance, and `why` names the conditions that fail.
//
// Used by runtime/families/direct_depthwise_wgrad.cpp (the family's numerics) and tests/numerics.
//
//   Stage1Rule rule = depthwise_stage1_rule(plan, problem);
//   if (rule.exact) { emu::ExactCheck c = check_depthwise_stage1(plan, rule, problem, run); }
//   NumericsOptions o; o.shape = depthwise_single_writer_shape(request.spec.depthwise);
#pragma once

#include <string>

#include "irgate/abi.h"
#include "runtime/emulated_plan.h"
#include "runtime/numerics.h"
#include "oracle/exact_bits.h"

namespace irgate::runtime {

struct Stage1Rule {
  bool exact = false;
  std::string why;     // "1 launch, 1 row band (ho_per_block 4, Ho 4), 2 images into 4 slabs of WS"
  int launch = -1;     // the stage-1 launch in the plan, -1 when there is none
  int32_t buffer = 0;  // IRG_BUF_WS or IRG_BUF_DW: what the stage adds into
};

Stage1Rule depthwise_stage1_rule(const irg_plan_t& plan, const irg_problem_t& problem);

// The model (fed with the run's X and dY, drawn again from run.inputs) against WS before the helper launch, or against dW.
emu::ExactCheck check_depthwise_stage1(const irg_plan_t& plan, const Stage1Rule& rule, const irg_problem_t& problem,
                                  const PlanRun& run);

// "  tolerance (direct_depthwise_wgrad stage 1): 3 row bands (ho_per_block 4 < Ho 9)\n"
std::string format_stage1_tolerance(const Stage1Rule& rule);

// A small problem on which a plan of this spec has one writer per element: Ho ≤ ho_per_block
// (at most 5 rows), N = min(ws_replicas, 2); width and channels stay the defaults (a row tail
// and a channel tail).
ProblemShape depthwise_single_writer_shape(const irg_depthwise_wgrad_spec_t& spec);

}  // namespace irgate::runtime
