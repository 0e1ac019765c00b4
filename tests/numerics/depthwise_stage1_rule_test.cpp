// tests/numerics/depthwise_stage1_rule_test.cpp — the depthwise stage-1 rule is read from the plan:
// a plan the engine made for a one-writer problem gets "exact", and each way a plan can let two
// atomic adds meet on an element (or leave the buffer unknown) turns it back to "tolerance",
// naming why.
#include <gtest/gtest.h>

#include <memory>

#include "irgate/engine_api.h"
#include "runtime/families/direct_depthwise_wgrad_stage1_exact.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate::depthwise_stage1_rule {

struct Planned {
  irg_problem_t problem{};
  std::unique_ptr<irg_plan_t> plan = std::make_unique<irg_plan_t>();
};

// Config `id` under llvm22, planned by the reference engine on its one-writer shape.
Planned planned_one_writer(int id) {
  Planned out;
  auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
  EXPECT_TRUE(cases) << (cases ? "" : cases.error().message);
  if (!cases) return out;
  for (const numerics_test::Case& c : *cases) {
    if (c.id != id || c.flavor != IRG_FLAVOR_LLVM22) continue;
    out.problem = runtime::default_problem(
        c.request, runtime::depthwise_single_writer_shape(c.request.spec.depthwise), 0);
    irg_refusal_t why{};
    EXPECT_EQ(irg_reference_engine()->plan(&c.request, &out.problem, out.plan.get(), &why), IRG_STATUS_OK) << why.text;
    return out;
  }
  ADD_FAILURE() << "config " << id << " does not emit under llvm22";
  return out;
}

void expect_tolerance(const Planned& p, const std::string& reason) {
  const runtime::Stage1Rule rule = runtime::depthwise_stage1_rule(*p.plan, p.problem);
  EXPECT_FALSE(rule.exact) << rule.why;
  EXPECT_NE(rule.why.find(reason), std::string::npos) << rule.why;
}

TEST(DepthwiseStage1Rule, TheEnginesOneWriterPlansAreExact) {
  for (int id : {232, 236}) {  // one-step into fp32 dW; two-step into 8 slabs of WS
    const Planned p = planned_one_writer(id);
    const runtime::Stage1Rule rule = runtime::depthwise_stage1_rule(*p.plan, p.problem);
    EXPECT_TRUE(rule.exact) << "config " << id << ": " << rule.why;
    EXPECT_EQ(rule.buffer, id == 232 ? IRG_BUF_DW : IRG_BUF_WS) << rule.why;
  }
}

TEST(DepthwiseStage1Rule, EachSharedWriterConditionIsNamed) {
  {
    Planned p = planned_one_writer(236);
    p.plan->launches[0].grid[2] = 2;
    expect_tolerance(p, "2 row bands");
  }
  {
    Planned p = planned_one_writer(236);
    p.plan->launches[0].grid[1] = uint32_t(p.plan->launches[0].request.spec.depthwise.ws_replicas) + 1;
    expect_tolerance(p, "images share");
  }
  {
    Planned p = planned_one_writer(236);  // a second slice before the reduce
    const int n = p.plan->n_launches;
    ASSERT_LT(n, IRG_PLAN_MAX_LAUNCHES);
    for (int i = n; i > 0; --i) p.plan->launches[i] = p.plan->launches[i - 1];
    p.plan->n_launches = n + 1;
    expect_tolerance(p, "2 batch slices");
  }
  {
    Planned p = planned_one_writer(236);
    p.plan->zeroed = 0;
    expect_tolerance(p, "not zeroed");
  }
  {
    Planned p = planned_one_writer(236);
    p.plan->n_launches = 1;  // the helper (the fold) dropped: nothing reads WS back
    expect_tolerance(p, "no helper launch");
  }
  {
    Planned p = planned_one_writer(232);
    p.problem.dw_dtype = IRG_DTYPE_BF16;
    expect_tolerance(p, "not fp32");
  }
}

}  // namespace irgate::depthwise_stage1_rule
