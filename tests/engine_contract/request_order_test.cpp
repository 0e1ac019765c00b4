// tests/engine_contract/request_order_test.cpp — every engine checks a request in the documented
// order (docs/kernels.md §Every request): abi_version_mismatch, flavor_unknown, family_unknown,
// arch_unknown, then the family's rules; the first failing check wins and its words are the
// pattern of refusals.def filled the same way.
#include <cstdio>
#include <memory>

#include "tests/support_lib/both_engines.h"

namespace irgate::testing {
namespace {

class RequestOrder : public BothEnginesTest {};

TEST_P(RequestOrder, TheFirstFailingCheckWins) {
  irg_request_t r = request_for(232, IRG_FLAVOR_LLVM22);
  std::snprintf(r.arch, sizeof r.arch, "gfx9999");
  r.family = 42;
  r.flavor = 7;
  r.abi_version = 99;
  const struct {
    const char* id;
    const char* text;
  } steps[] = {
      {"abi_version_mismatch", "request ABI version does not match the engine's 5 (got 99)"},
      {"flavor_unknown", "flavor must be one of llvm16, llvm19, llvm22 (got 7)"},
      {"family_unknown", "family must be a kernel family of families.def (got 42)"},
      {"arch_unknown", nullptr},
  };
  for (const auto& step : steps) {
    const Emission e = emit_ll(engine(), r);
    EXPECT_EQ(e.status, IRG_STATUS_REFUSED) << step.id;
    EXPECT_EQ(e.refusal_id, step.id);
    if (step.text) {
      EXPECT_EQ(e.refusal_text, step.text);
    }
    if (e.refusal_id == "abi_version_mismatch") r.abi_version = IRGATE_ABI_VERSION;
    else if (e.refusal_id == "flavor_unknown") r.flavor = IRG_FLAVOR_LLVM22;
    else if (e.refusal_id == "family_unknown") r.family = IRG_FAMILY_DEPTHWISE;
  }
  // With every request check passing, the family's first rule decides (depthwise: dtype first).
  std::snprintf(r.arch, sizeof r.arch, "gfx1100:xnack-");
  r.spec.depthwise.dtype = 7;  // no dtype (fp32 is one since issue 42)
  r.spec.depthwise.waves = 17;
  EXPECT_EQ(emit_ll(engine(), r).refusal_id, "dw_dtype");
  // The plan checks the request first too.
  r.abi_version = 99;
  irg_problem_t p{};
  auto plan = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  EXPECT_EQ(engine()->plan(&r, &p, plan.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "abi_version_mismatch");
}

IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(RequestOrder);

}  // namespace
}  // namespace irgate::testing
