// tests/isa/exec_numerics_test.cpp — every emitting config x flavor of one family (the program's
// first argument) runs on both executors (runtime/numerics_both.h): the LLVM IR on the IR
// emulator and its code object — compiled with that flavor's llc + ld.lld and executed
// instruction by instruction — on the ISA executor; each passes numerics against the host
// reference, the two dW agree (bit for bit: exact inputs, under every WMMA model), and kernels launched. Needs
// the flavors' toolchains (one that is missing fails the case).
// No exception: the corpus kernels llc-22 used to miscompile (212, 216, 224: issue 19) are built
// with the toolchain lane's per-arch llc options, which avoid it (docs/toolchain.md); that llc
// without them still miscompiles, and that this executor sees it, is
// exec_broken_code_object_test.cpp's LlcMiscompileWithoutTheArchOptionIsCaught.
#include <gtest/gtest.h>

#include "machine/wmma.h"
#include "irgate/engine_api.h"
#include "registry/families.h"
#include "runtime/family_numerics.h"
#include "tests/numerics/corpus_cases.h"
#include "toolchain/tools.h"

namespace irgate {
namespace {

std::string g_family;

// Exact inputs (the default, runtime/exact_inputs.h) make dW independent of summation order: each
// case runs on both executors under every WMMA arithmetic model (machine/wmma_models.def), every
// run must pass bit equality with the integer reference, and all of them leave the same dW bytes.
TEST(IsaExecutorNumerics, EveryCasePassesOnBothExecutorsAndTheyAgree) {
  ASSERT_FALSE(g_family.empty()) << "usage: isa_exec_numerics_test <family>";
  auto cases = numerics_test::emitting_cases(g_family);
  ASSERT_TRUE(cases) << cases.error().message;
  int ran = 0;
  for (const numerics_test::Case& c : *cases) {
    auto tc = toolchain::find_toolchain(c.flavor);
    ASSERT_TRUE(tc) << numerics_test::describe(c) << ": " << tc.error().message;
    std::vector<uint8_t> first_bits;
    for (emu::WmmaModel model : emu::kWmmaModels) {
      runtime::NumericsOptions o;
      o.executor = runtime::Executor::both;
      o.wmma_model = model;
      o.keep_tensors = true;
      runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
      const std::string what = numerics_test::describe(c) + ", WMMA model " + emu::wmma_model_name(model);
      ++ran;
      EXPECT_GE(r.launches, 1) << what << ": nothing launched\n" << r.detail;
      EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << what << ": " << runtime::verdict_name(r.verdict) << "\n" << r.detail;
      EXPECT_EQ(r.inputs, runtime::InputsMode::exact) << what << ": " << r.inputs_rule;
      EXPECT_GT(r.comparison.count, 0u) << what;
      EXPECT_NE(r.detail.find("executors agree bit for bit"), std::string::npos) << what << ": both executors ran and agree\n"
                                                                                 << r.detail;
      if (first_bits.empty()) first_bits = r.tensors.dw_bytes;
      EXPECT_FALSE(first_bits.empty()) << what;
      EXPECT_TRUE(r.tensors.dw_bytes == first_bits) << what << ": dW differs from the first model's";
    }
  }
  EXPECT_GT(ran, 0) << "no emitting case of " << g_family << " in the corpus";
}

TEST(IsaExecutorNumerics, DeterministicStagesAgreeBitForBit) {
  // Where a family's stages leave the hardware no order (runtime/family_numerics.h: a helper run
  // on its own, a stage-1 stage on its exact-stage shapes, depthwise's one writer per element),
  // dW is deterministic even on random inputs: the two executors' dW must be the same bits.
  auto cases = numerics_test::emitting_cases(g_family);
  ASSERT_TRUE(cases) << cases.error().message;
  const bool alone = runtime::family_numerics(registry::family_id(g_family)).alone_deterministic;
  int compared = 0;
  for (const numerics_test::Case& c : *cases) {
    std::vector<runtime::ProblemShape> shapes = runtime::exact_stage_shapes(c.request);
    if (alone) shapes.push_back({});
    for (const runtime::ProblemShape& shape : shapes) {
      runtime::NumericsOptions o;
      o.executor = runtime::Executor::both;
      o.inputs = runtime::InputsMode::random;  // exact inputs would make any dW deterministic
      o.shape = shape;
      runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
      EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << numerics_test::describe(c) << "\n" << r.detail;
      EXPECT_TRUE(r.dw_deterministic) << numerics_test::describe(c) << "\n" << r.detail;
      EXPECT_NE(r.detail.find("executors agree bit for bit"), std::string::npos) << numerics_test::describe(c) << "\n" << r.detail;
      ++compared;
    }
  }
  if (compared == 0) GTEST_SKIP() << g_family << " declares no deterministic stage";
}

}  // namespace
}  // namespace irgate

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  if (argc > 1) irgate::g_family = argv[1];
  return RUN_ALL_TESTS();
}
