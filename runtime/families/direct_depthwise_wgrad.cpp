// runtime/families/direct_depthwise_wgrad.cpp — direct_depthwise_wgrad's numerics: stage 1 is checked bit
// for bit against its host model whenever the plan that ran gives every element one writer
// (direct_depthwise_wgrad_stage1_exact.h), and the numerics lane asks for a shape where it does.
#include "runtime/family_numerics.h"
#include "runtime/families/direct_depthwise_wgrad_stage1_exact.h"

namespace {

using irgate::runtime::PlanRun;
using irgate::runtime::ProblemShape;
using irgate::runtime::StageCheck;

std::vector<ProblemShape> single_writer_shapes(const irg_request_t& request) {
  return {irgate::runtime::depthwise_single_writer_shape(request.spec.depthwise)};
}

std::optional<StageCheck> check_stage1(const irg_plan_t& plan, const irg_problem_t& problem, const PlanRun& run) {
  const irgate::runtime::Stage1Rule rule = irgate::runtime::depthwise_stage1_rule(plan, problem);
  StageCheck check;
  check.rule = (rule.exact ? "exact: " : "tolerance: ") + rule.why;
  if (!rule.exact) {
    check.detail = irgate::runtime::format_stage1_tolerance(rule);
    return check;
  }
  check.exact = irgate::runtime::check_depthwise_stage1(plan, rule, problem, run);
  check.detail = irgate::emu::format_exact(*check.exact);
  check.makes_dw_deterministic = true;
  return check;
}

}  // namespace

extern const irgate::runtime::FamilyNumerics numerics_direct_depthwise_wgrad;
const irgate::runtime::FamilyNumerics numerics_direct_depthwise_wgrad{.exact_stage_shapes = single_writer_shapes,
                                                         .check_stage = check_stage1};
