// runtime/families/direct_depthwise_wgrad_stage1_exact.cpp — see direct_depthwise_wgrad_stage1_exact.h.
#include "runtime/families/direct_depthwise_wgrad_stage1_exact.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "oracle/reference.h"
#include "registry/families.h"
#include "runtime/families/direct_depthwise_wgrad_stage1_model.h"

namespace irgate::runtime {
namespace {

const char* const kStage1 = "direct_depthwise_wgrad stage 1";

// The position of the depthwise `ws` kernarg among its IRG_KERNARG rows (the plan's kernargs follow them).
int depthwise_ws_kernarg() { return registry::family_by_id(IRG_FAMILY_DEPTHWISE)->kernarg_index("ws"); }

}  // namespace

Stage1Rule depthwise_stage1_rule(const irg_plan_t& plan, const irg_problem_t& problem) {
  Stage1Rule rule;
  int stage1_launches = 0, helper_after = 0;
  for (int i = 0; i < plan.n_launches && i < IRG_PLAN_MAX_LAUNCHES; ++i) {
    const int32_t family = plan.launches[i].request.family;
    if (family == IRG_FAMILY_DEPTHWISE && stage1_launches++ == 0) rule.launch = i;
    const registry::Family* row = registry::family_by_id(family);
    if (row && !row->stage1 && rule.launch >= 0) ++helper_after;
  }
  if (rule.launch < 0) {
    rule.why = "the plan has no direct_depthwise_wgrad launch";
    return rule;
  }
  const irg_launch_t& l = plan.launches[rule.launch];
  const irg_depthwise_wgrad_spec_t& spec = l.request.spec.depthwise;
  const int64_t ho = emu::output_h(problem);
  std::vector<std::string> shared;  // every condition that lets two adds meet on one element
  if (stage1_launches > 1)
    shared.push_back(std::to_string(stage1_launches) + " batch slices add into one buffer");
  if (l.grid[2] > 1)
    shared.push_back(std::to_string(l.grid[2]) + " row bands (ho_per_block " + std::to_string(spec.ho_per_block) +
                     " < Ho " + std::to_string(ho) + ")");
  if (l.grid[1] > uint32_t(std::max(spec.ws_replicas, 1)))
    shared.push_back(std::to_string(l.grid[1]) + " images share " + std::to_string(spec.ws_replicas) +
                     " slab(s) (slab = n mod ws_replicas)");
  const int ws_arg = depthwise_ws_kernarg();
  const irg_kernarg_value_t* out = ws_arg >= 0 && ws_arg < l.n_kernargs ? &l.kernargs[ws_arg] : nullptr;
  rule.buffer = out ? out->buffer : 0;
  std::string target;
  if (!out || (rule.buffer != IRG_BUF_WS && rule.buffer != IRG_BUF_DW) || out->value != 0)
    shared.push_back("its ws kernarg is not WS or dW at offset 0");
  else if (!(plan.zeroed >> rule.buffer & 1u))
    shared.push_back("its buffer is not zeroed by the plan");
  else if (rule.buffer == IRG_BUF_DW && problem.dw_dtype != IRG_DTYPE_F32)
    shared.push_back("it adds into a dW that is not fp32");
  else if (rule.buffer == IRG_BUF_WS && helper_after == 0)
    shared.push_back("no helper launch reads WS back");
  else
    target = rule.buffer == IRG_BUF_WS ? std::to_string(spec.ws_replicas) + " slab(s) of WS" : "dW";
  if (!shared.empty()) {
    for (const std::string& s : shared) rule.why += (rule.why.empty() ? "" : "; ") + s;
    return rule;
  }
  rule.exact = true;
  rule.why = "one stage-1 launch, one row band (ho_per_block " + std::to_string(spec.ho_per_block) + " >= Ho " +
             std::to_string(ho) + "), " + std::to_string(l.grid[1]) + " image(s) into " + target;
  return rule;
}

emu::ExactCheck check_depthwise_stage1(const irg_plan_t& plan, const Stage1Rule& rule, const irg_problem_t& problem,
                                  const PlanRun& run) {
  emu::ExactCheck c;
  c.stage = kStage1;
  c.dtype = IRG_DTYPE_F32;
  if (!rule.exact || rule.launch < 0) {
    c.error = "exact check of " + c.stage + " does not apply: " + rule.why;
    return c;
  }
  const std::vector<float> model =
      depthwise_stage1_model(problem, plan.launches[rule.launch].request.spec.depthwise,
                             run.inputs.whole(IRG_BUF_X), run.inputs.whole(IRG_BUF_DY));
  std::vector<uint32_t> want(model.size());
  std::transform(model.begin(), model.end(), want.begin(), [](float f) { return std::bit_cast<uint32_t>(f); });
  if (rule.buffer == IRG_BUF_DW) return emu::compare_exact_bits(c.stage, IRG_DTYPE_F32, want, run.dw_bytes, "dw");
  std::vector<uint8_t> ws(run.ws_before_helper.size() * 4);
  if (!ws.empty()) std::memcpy(ws.data(), run.ws_before_helper.data(), ws.size());
  return emu::compare_exact_bits(c.stage, IRG_DTYPE_F32, want, ws, "ws");
}

std::string format_stage1_tolerance(const Stage1Rule& rule) {
  return std::string("  tolerance (") + kStage1 + "): " + rule.why + "\n";
}

ProblemShape depthwise_single_writer_shape(const irg_depthwise_wgrad_spec_t& spec) {
  ProblemShape shape;
  const int64_t ho = std::clamp<int64_t>(spec.ho_per_block, 1, 5);
  // A run-time-geometry kernel runs numerics' default geometry (runtime/numerics.h).
  const bool runtime = spec.filter_h == IRG_GEOMETRY_RUNTIME;
  const ProblemShape::Geometry g = kDefaultRuntimeGeometry;
  const int64_t stride = runtime ? g.stride_h : spec.stride_h, pad = runtime ? g.pad_h : spec.pad_h;
  const int64_t reach = runtime ? int64_t(g.dilation_h) * (g.filter_h - 1) + 1 : spec.filter_h;
  shape.h = std::max<int64_t>((ho - 1) * stride + reach - 2 * pad, 1);
  shape.n = std::clamp<int64_t>(spec.ws_replicas, 1, 2);
  return shape;
}

}  // namespace irgate::runtime
