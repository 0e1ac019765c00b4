// runtime/families/direct_wgrad_reduce.cpp — direct_wgrad_reduce's numerics. In a two-stage plan its launch is
// checked bit for bit against the host model fed with the WS stage 1 left (direct_wgrad_reduce_stage.h); on its
// own, numerics builds its one launch over seeded slabs and checks the fold against the integer
// (exact inputs) or fp32 (random inputs) sum of those slabs.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "oracle/exact_reference.h"
#include "registry/families.h"
#include "runtime/families/direct_wgrad_reduce_stage.h"
#include "runtime/family_numerics.h"
#include "runtime/numerics.h"

namespace {

using namespace irgate::runtime;
namespace emu = irgate::emu;

int64_t count_kernarg(const irg_launch_t& launch) {
  const int at = irgate::registry::family_by_id(IRG_FAMILY_REDUCE)->kernarg_index("count");
  return at >= 0 && at < launch.n_kernargs ? launch.kernargs[at].value : 0;
}

// The launch a two-stage plan ends with, on the WS snapshot taken right before it.
std::optional<StageCheck> check_fold(const irg_plan_t& plan, const irg_problem_t&, const PlanRun& run) {
  if (run.helper_launch < 0 || run.helper_launch >= plan.n_launches) return std::nullopt;
  const irg_launch_t& launch = plan.launches[run.helper_launch];
  if (launch.request.family != IRG_FAMILY_REDUCE) return std::nullopt;
  const irg_wgrad_reduce_spec_t& spec = launch.request.spec.reduce;
  StageCheck check;
  check.rule = "exact: one work-item an element, slabs summed in order";
  check.ws_slabs = std::max(spec.ws_replicas, 1);
  check.ws_elements = count_kernarg(launch);
  check.exact = check_reduce_stage(run.ws_before_helper, spec, check.ws_elements, run.dw_bytes);
  check.detail = emu::format_exact(*check.exact);
  return check;
}

// The one launch of the fold over `count` elements (IRG_KERNARG rows: ws, dw, ws_bytes, dw_bytes,
// count); WS is its input, R seeded fp32 slabs.
HelperAlone plan_alone(const irg_request_t& request, const ProblemShape& shape, int32_t dw_dtype) {
  const irg_wgrad_reduce_spec_t& s = request.spec.reduce;
  const int64_t count = shape.groups ? shape.groups : 3 * std::max(s.block_size, 1) + 7;  // a ragged last block
  HelperAlone alone;
  irg_problem_t& problem = alone.problem;
  problem.n = 0, problem.hi = problem.wi = 1, problem.groups = count, problem.cpg = problem.kpg = 1;
  problem.filter_h = problem.filter_w = problem.stride_h = problem.stride_w = 1;
  problem.dilation_h = problem.dilation_w = 1;
  problem.dtype = IRG_DTYPE_F32;
  problem.dw_dtype = s.out_dtype;  // the spec's out_dtype is dW's (its row ties it to dw_dtype)
  if (dw_dtype && dw_dtype != s.out_dtype) {
    std::snprintf(alone.refusal.id, sizeof alone.refusal.id, "plan_problem_mismatch");
    std::snprintf(alone.refusal.text, sizeof alone.refusal.text,
                  "plan: problem field dw_dtype must equal the spec's %d (got %lld)", s.out_dtype, (long long)dw_dtype);
  }
  alone.terms = std::max(s.ws_replicas, 1);
  alone.fill_buffers = 1u << IRG_BUF_WS;
  irg_plan_t& plan = alone.plan;
  plan.n_launches = 1;
  plan.n_slices = 1;
  plan.buffer_bytes[IRG_BUF_WS] = alone.terms * count * 4;
  plan.buffer_bytes[IRG_BUF_DW] = count * (s.out_dtype == IRG_DTYPE_F32 ? 4 : 2);
  irg_launch_t& l = plan.launches[0];
  l.request = request;
  const uint32_t block = uint32_t(std::max(s.block_size, 1));
  l.grid[0] = uint32_t((count + block - 1) / block), l.grid[1] = l.grid[2] = 1;
  l.block[0] = block, l.block[1] = l.block[2] = 1;
  l.slice = -1;
  l.n_kernargs = 5;
  l.kernargs[0] = {IRG_BUF_WS, 0, 0};
  l.kernargs[1] = {IRG_BUF_DW, 0, 0};
  l.kernargs[2] = {IRG_BUF_NONE, 0, plan.buffer_bytes[IRG_BUF_WS]};
  l.kernargs[3] = {IRG_BUF_NONE, 0, plan.buffer_bytes[IRG_BUF_DW]};
  l.kernargs[4] = {IRG_BUF_NONE, 0, count};
  return alone;
}

irgate::Result<std::vector<int32_t>> alone_exact(const HelperAlone& alone, const PlanRun& run, int unit_exponent) {
  return irgate::emu::exact_reference_fold(run.filled[IRG_BUF_WS], int32_t(alone.terms), alone.problem.groups,
                                           unit_exponent);
}

HelperReference alone_fp32(const HelperAlone& alone, const PlanRun& run) {
  const std::vector<float>& ws = run.filled[IRG_BUF_WS];
  const int64_t count = alone.problem.groups;
  HelperReference ref;
  ref.dw.assign(size_t(count), 0.0f);
  ref.magnitudes.assign(size_t(count), 0.0);
  for (int64_t i = 0; i < count; ++i) {
    float acc = 0;
    for (int64_t k = 0; k < alone.terms; ++k) {
      const float term = ws[size_t(k * count + i)];
      acc += term, ref.magnitudes[size_t(i)] += std::fabs(term);
    }
    ref.dw[size_t(i)] = acc;
  }
  return ref;
}

}  // namespace

extern const irgate::runtime::FamilyNumerics numerics_direct_wgrad_reduce;
const irgate::runtime::FamilyNumerics numerics_direct_wgrad_reduce{.check_stage = check_fold,
                                                      .alone_plan = plan_alone,
                                                      .alone_exact_reference = alone_exact,
                                                      .alone_reference = alone_fp32,
                                                      .alone_deterministic = true};
