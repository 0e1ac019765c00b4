// tests/isa/exec_numerics_test.cpp — every llvm22-emitting config of one family (the program's
// first argument) runs on the ISA executor — its code object compiled with llc-22 + ld.lld-22
// and executed instruction by instruction — and passes numerics against the host reference,
// having launched at least one kernel. Needs llc-22 and ld.lld-22 (a missing toolchain fails).
#include <gtest/gtest.h>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"
#include "toolchain/tools.h"

namespace irgate {
namespace {

std::string g_family;

TEST(IsaExecutorNumerics, EveryLlvm22CasePassesOnTheMachineCode) {
  ASSERT_FALSE(g_family.empty()) << "usage: isa_exec_numerics_test <family>";
  auto tc = toolchain::find_toolchain(IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(tc) << tc.error().message;
  auto cases = numerics_test::emitting_cases(g_family);
  ASSERT_TRUE(cases) << cases.error().message;
  int ran = 0;
  for (const numerics_test::Case& c : *cases) {
    if (c.flavor != IRG_FLAVOR_LLVM22) continue;
    runtime::NumericsOptions o;
    o.executor = runtime::Executor::isa;
    runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
    EXPECT_GE(r.launches, 1) << numerics_test::describe(c) << ": nothing launched\n" << r.detail;
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << numerics_test::describe(c) << ": " << runtime::verdict_name(r.verdict)
                                                 << "\n" << r.detail;
    EXPECT_GT(r.comparison.count, 0u) << numerics_test::describe(c);
    ++ran;
  }
  EXPECT_GT(ran, 0) << "no llvm22 case of " << g_family << " in the corpus";
}

}  // namespace
}  // namespace irgate

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  if (argc > 1) irgate::g_family = argv[1];
  return RUN_ALL_TESTS();
}
