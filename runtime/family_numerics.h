// runtime/family_numerics.h — what a family adds to numerics beyond "dW against the host
// reference": the stages it checks bit for bit and, for a helper family, how it runs on its own.
//
// Each families.def row has a `const FamilyNumerics numerics_<name>` in
// runtime/families/<name>.cpp (a row without one fails to link); check_numerics, the numerics
// lane, the two-executor cross-check, dumps and `irgate reduce` ask this table and never name a
// family. A family with nothing to add defines an empty one.
//
//   const FamilyNumerics& fn = family_numerics(request.family);
//   if (fn.check_stage)
//     if (std::optional<StageCheck> stage = fn.check_stage(plan, problem, run)) detail += stage->detail;
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "irgate/abi.h"
#include "oracle/exact_bits.h"
#include "runtime/emulated_plan.h"
#include "support/result.h"

namespace irgate::runtime {

struct ProblemShape;

// The outcome of a family's own stage check on one plan run.
struct StageCheck {
  // "exact: one stage-1 launch, …" or "tolerance: 3 row bands …": which rule applied and why,
  // read from the plan that ran (never assumed).
  std::string rule;
  std::optional<emu::ExactCheck> exact;  // set when the rule is exact: the stage's bits against its model
  std::string detail;               // the report's lines for the stage (emu::format_exact, or the tolerance's why)
  // A stage-1 stage whose exact rule leaves the hardware no order to pick: dW itself is then
  // deterministic, and two executors must agree on it bit for bit.
  bool makes_dw_deterministic = false;
  // A helper's stage: how its WS input (PlanRun::ws_before_helper) is laid out, for dumps.
  int64_t ws_slabs = 0, ws_elements = 0;
};

// A helper family run on its own (it is never planned: numerics builds its one launch): the
// launch, the buffers it reads as inputs, and the host reference of its output.
struct HelperAlone {
  irg_plan_t plan{};
  irg_problem_t problem{};  // what sizes dW: groups = the element count, dw_dtype the output
  int64_t terms = 0;        // the longest sum of one output element (picks exact inputs' ranges)
  uint32_t fill_buffers = 0;  // PlanRunOptions::fill_buffers: the launch's inputs
  irg_refusal_t refusal{};    // an id when the shape or dW dtype asked for disagrees with the spec
};

struct HelperReference {
  std::vector<float> dw;           // fp32 sums in the helper's own order
  std::vector<double> magnitudes;  // Σ|term| per element (random mode's tolerance)
};

struct FamilyNumerics {
  // Problem shapes beyond the default on which the family's stage gets the exact rule; the
  // numerics lane runs each case once more on each and fails one that did not.
  std::vector<ProblemShape> (*exact_stage_shapes)(const irg_request_t& stage1) = nullptr;
  // The family's stage check on a finished run of a plan holding one of its launches (a helper's
  // is called for the helper launch a stage-1 plan appends); nullopt when the plan gives it nothing
  // to check.
  std::optional<StageCheck> (*check_stage)(const irg_plan_t& plan, const irg_problem_t& problem,
                                           const PlanRun& run) = nullptr;

  // Helper families only: the stand-alone run. `elements` from the shape's groups when set.
  HelperAlone (*alone_plan)(const irg_request_t& helper, const ProblemShape& shape, int32_t dw_dtype) = nullptr;
  // Its exact reference in units of 2^unit_exponent, from the filled inputs of the run.
  Result<std::vector<int32_t>> (*alone_exact_reference)(const HelperAlone& alone, const PlanRun& run,
                                                        int unit_exponent) = nullptr;
  HelperReference (*alone_reference)(const HelperAlone& alone, const PlanRun& run) = nullptr;
  // Whether the stand-alone output is deterministic (one writer an element, a fixed order).
  bool alone_deterministic = false;
};

// The row's table (an empty one for an unknown family).
const FamilyNumerics& family_numerics(int family);

}  // namespace irgate::runtime
