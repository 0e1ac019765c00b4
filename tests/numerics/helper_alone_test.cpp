// tests/numerics/helper_alone_test.cpp — a helper family run on its own (runtime/family_numerics.h:
// numerics builds its one launch; the reduce's fold over seeded slabs): its dW is deterministic,
// checked bit for bit on either inputs mode, and a dW dtype the helper's spec does not write is
// refused with the words of plan_problem_mismatch, never run and reported as a mismatch.
#include <gtest/gtest.h>

#include "irgate/engine_api.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "runtime/family_numerics.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

// The first emitting llvm22 case of every helper family of families.def.
std::vector<numerics_test::Case> helper_cases() {
  std::vector<numerics_test::Case> out;
  for (const registry::Family& f : registry::families()) {
    if (f.stage1) continue;
    auto cases = numerics_test::emitting_cases(f.name);
    EXPECT_TRUE(cases) << (cases ? "" : cases.error().message);
    if (!cases) continue;
    for (const numerics_test::Case& c : *cases)
      if (c.flavor == IRG_FLAVOR_LLVM22) {
        out.push_back(c);
        break;
      }
  }
  EXPECT_FALSE(out.empty()) << "families.def has no helper family with an emitting llvm22 config";
  return out;
}

TEST(HelperAlone, DeltaWIsDeterministicAndCheckedBitForBit) {
  for (const numerics_test::Case& c : helper_cases()) {
    ASSERT_NE(runtime::family_numerics(c.request.family).alone_plan, nullptr) << numerics_test::describe(c);
    for (const runtime::InputsMode inputs : {runtime::InputsMode::exact, runtime::InputsMode::random}) {
      runtime::NumericsOptions o;
      o.inputs = inputs;
      const runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
      EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << numerics_test::describe(c) << "\n" << r.detail;
      EXPECT_TRUE(r.dw_deterministic) << numerics_test::describe(c);
      ASSERT_TRUE(r.helper_exact.has_value()) << numerics_test::describe(c) << ": its launch was not checked exactly";
      EXPECT_TRUE(r.helper_exact->passed()) << r.detail;
    }
  }
}

TEST(HelperAlone, ADeltaWDtypeItsSpecDoesNotWriteIsRefused) {
  int checked = 0;
  for (const numerics_test::Case& c : helper_cases()) {
    int32_t written = 0;  // the dW dtype the spec writes: its knob the rows tie to dw_dtype
    for (const registry::SpecField& f : registry::spec_fields(c.request.family))
      if (f.problem == registry::ProblemField::DwDtype) written = registry::field_value(c.request, f);
    if (!written) continue;
    ++checked;
    runtime::NumericsOptions o;
    o.dw_dtype = written == IRG_DTYPE_BF16 ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
    const runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
    EXPECT_EQ(r.verdict, runtime::Verdict::Refused) << numerics_test::describe(c) << "\n" << r.detail;
    EXPECT_EQ(r.finding_kind, "plan_problem_mismatch");
    EXPECT_NE(r.detail.find("problem field dw_dtype must equal the spec's"), std::string::npos) << r.detail;
    EXPECT_EQ(r.launches, 0);
  }
  EXPECT_GT(checked, 0) << "no helper family ties a spec knob to dW's dtype";
}

}  // namespace
}  // namespace irgate
