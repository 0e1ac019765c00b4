// tests/numerics/family_numerics_test.cpp — every emitting config x flavor of one family (the
// family is the program's first argument) passes numerics on the emulator, and each case
// actually launched a kernel (a refusal or an empty plan never passes). Depthwise configs also run
// on a problem where each stage-1 element has one writer, so that stage is checked bit for bit.
#include <gtest/gtest.h>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

std::string g_family;

TEST(FamilyNumerics, EveryEmittingCasePassesAndLaunches) {
  ASSERT_FALSE(g_family.empty()) << "usage: family_numerics_test <family>";
  auto cases = numerics_test::emitting_cases(g_family);
  ASSERT_TRUE(cases) << cases.error().message;
  ASSERT_FALSE(cases->empty()) << "no emitting config of " << g_family << " in the corpus";
  for (const numerics_test::Case& c : *cases) {
    runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, {});
    EXPECT_GE(r.launches, 1) << numerics_test::describe(c) << ": nothing launched\n" << r.detail;
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << numerics_test::describe(c) << ": " << runtime::verdict_name(r.verdict)
                                                 << "\n" << r.detail;
    EXPECT_GT(r.comparison.count, 0u) << numerics_test::describe(c);
  }
}

TEST(FamilyNumerics, ScheduleSeedsAgree) {
  // Seeded wave interleavings must not change the verdict (results may differ only by the
  // rounding of atomic-add order, which the tolerance covers).
  auto cases = numerics_test::emitting_cases(g_family);
  ASSERT_TRUE(cases) << cases.error().message;
  for (const numerics_test::Case& c : *cases) {
    for (uint64_t seed : {7u, 1234u}) {
      runtime::NumericsOptions o;
      o.schedule_seed = seed;
      runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
      EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << numerics_test::describe(c) << " schedule seed " << seed << "\n"
                                                   << r.detail;
    }
  }
}

// Each shape on which the family says a stage of its plan is checked bit for bit
// (runtime::exact_stage_shapes; depthwise: one writer per element) gets the exact rule and passes.
TEST(FamilyNumerics, EachExactStageShapeIsCheckedBitForBit) {
  auto cases = numerics_test::emitting_cases(g_family);
  ASSERT_TRUE(cases) << cases.error().message;
  int checked = 0;
  for (const numerics_test::Case& c : *cases) {
    for (const runtime::ProblemShape& shape : runtime::exact_stage_shapes(c.request)) {
      for (uint64_t seed : {0u, 7u}) {  // in order, and a seeded wave interleaving: the bits must not move
        runtime::NumericsOptions o;
        o.shape = shape;
        o.schedule_seed = seed;
        runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
        EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << numerics_test::describe(c) << " schedule seed " << seed << "\n"
                                                     << r.detail;
        ASSERT_TRUE(r.stage1_exact.has_value()) << numerics_test::describe(c) << ": " << r.stage1_rule;
        EXPECT_TRUE(r.stage1_exact->passed()) << numerics_test::describe(c) << "\n" << r.detail;
        ++checked;
      }
    }
  }
  if (checked == 0) GTEST_SKIP() << g_family << " declares no exact-stage shape";
}

}  // namespace
}  // namespace irgate

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  if (argc > 1) irgate::g_family = argv[1];
  return RUN_ALL_TESTS();
}
