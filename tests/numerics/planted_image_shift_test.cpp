// tests/numerics/planted_image_shift_test.cpp — `irgate run --plant image-shift`
// (runtime/planted_bug.h) plants the bug issue 43 names: every batch slice after the first reads
// its X and dY one image early, so one image counts twice and the batch's last image not at all.
//
// For every stage-1 family (its first llvm22 config), on five images sliced 2 + 2 + 1: the
// unplanted run passes, the planted one fails exact mode with a mismatch on both executors, and
// its dW differs from the unplanted dW (the plant changed what ran, not only the report). A plan
// with one slice has no image offset to move: the plant is an error that says how to get slices.
// docs/emulator.md §Planted bugs has the same plant at the 2 GiB layers, where the worst-case bound
// of random mode passes it.
#include <gtest/gtest.h>

#include <algorithm>

#include "irgate/engine_api.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

runtime::NumericsResult run(const irg_request_t& request, int64_t slice_bytes, runtime::PlantedBug plant) {
  runtime::NumericsOptions o;
  o.executor = runtime::Executor::both;
  o.inputs = runtime::InputsMode::exact;
  o.dw_dtype = IRG_DTYPE_F32;
  o.shape.n = 5;
  o.shape.slice_bytes = slice_bytes;
  o.plant = plant;
  o.keep_tensors = true;
  return runtime::check_numerics(*irg_reference_engine(), request, o);
}

TEST(PlantedImageShift, EveryStageOneFamilyPlantedFailsExactModeAndChangesDw) {
  const auto cases = numerics_test::first_llvm22_case_of_each_stage1_family();
  ASSERT_TRUE(cases) << cases.error().message;
  for (const auto& [family, c] : *cases) {
    const std::string what = family + " config " + std::to_string(c.id);
    const runtime::NumericsResult whole = run(c.request, 0, runtime::PlantedBug::none);
    ASSERT_EQ(whole.verdict, runtime::Verdict::Pass) << what << "\n" << whole.detail;
    const int64_t window = 2 * numerics_test::image_bytes(whole.problem) + 1;  // 2 + 2 + 1 images

    const runtime::NumericsResult unplanted = run(c.request, window, runtime::PlantedBug::none);
    ASSERT_EQ(unplanted.verdict, runtime::Verdict::Pass) << what << " sliced\n" << unplanted.detail;
    ASSERT_EQ(unplanted.tensors.plan->n_slices, 3) << what;

    const runtime::NumericsResult planted = run(c.request, window, runtime::PlantedBug::image_shift);
    EXPECT_EQ(planted.verdict, runtime::Verdict::Mismatch) << what << " planted\n" << planted.detail;
    EXPECT_EQ(planted.inputs, runtime::InputsMode::exact) << what;
    EXPECT_NE(planted.detail.find("planted bug: image-shift"), std::string::npos) << planted.detail;
    EXPECT_FALSE(planted.tensors.dw_bytes == unplanted.tensors.dw_bytes) << what << ": the plant left dW as it was";
  }
}

TEST(PlantedImageShift, APlanOfOneSliceHasNothingToShiftAndSaysHowToGetSlices) {
  const auto cases = numerics_test::first_llvm22_case_of_each_stage1_family();
  ASSERT_TRUE(cases) << cases.error().message;
  const runtime::NumericsResult r = run(cases->front().second.request, 0, runtime::PlantedBug::image_shift);
  EXPECT_EQ(r.verdict, runtime::Verdict::Error) << r.detail;
  EXPECT_NE(r.detail.find("needs a plan of two or more batch slices"), std::string::npos) << r.detail;
  EXPECT_NE(r.detail.find("--slice-bytes"), std::string::npos) << r.detail;
}

}  // namespace
}  // namespace irgate
