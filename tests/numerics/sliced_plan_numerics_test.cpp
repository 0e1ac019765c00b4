// tests/numerics/sliced_plan_numerics_test.cpp — batch slicing end to end at an emulable size
// (label numerics).
//
// Real plans slice the batch only past 2^31 bytes of activations, a size a test cannot run. The
// problem's slice_bytes lowers that window (docs/kernels.md §Launch plans), so the same planning
// code slices a batch of five small images into 2 + 2 + 1. For every stage-1 family of
// families.def (its first llvm22 config of the corpus), with a one-step (fp32 dW) and a two-step
// (fp16 dW: slices, then the reduce) plan, the sliced plan runs on both executors in exact mode
// and must give dW bit-identical to the host reference and to the same problem planned unsliced.
// A kernel that reads its geometry at run time also takes row slices (issue 42 §3): one image
// past the window is cut into bands of output rows, each reading its input rows with the filter's
// halo; the same holds for it, at a window of a third of one image.
#include <gtest/gtest.h>

#include <algorithm>

#include "irgate/engine_api.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

runtime::NumericsResult run(const irg_request_t& request, int32_t dw_dtype, int64_t slice_bytes, int64_t n = 5,
                            int64_t h = 0) {
  runtime::NumericsOptions o;
  o.executor = runtime::Executor::both;
  o.inputs = runtime::InputsMode::exact;
  o.dw_dtype = dw_dtype;
  o.shape.n = n;
  o.shape.h = h;
  o.shape.slice_bytes = slice_bytes;
  o.keep_tensors = true;
  return runtime::check_numerics(*irg_reference_engine(), request, o);
}

TEST(SlicedPlanNumerics, EveryStageOneFamilySlicedGivesTheUnslicedBits) {
  const auto cases = numerics_test::first_llvm22_case_of_each_stage1_family();
  ASSERT_TRUE(cases) << cases.error().message;
  for (const auto& [family, c] : *cases) {
    for (const int32_t dw_dtype : {IRG_DTYPE_F32, IRG_DTYPE_F16}) {
      const std::string what = family + " config " + std::to_string(c.id) + (dw_dtype == IRG_DTYPE_F32 ? ", fp32 dW" : ", fp16 dW");
      const runtime::NumericsResult whole = run(c.request, dw_dtype, 0);
      ASSERT_EQ(whole.verdict, runtime::Verdict::Pass) << what << "\n" << whole.detail;
      ASSERT_EQ(whole.inputs, runtime::InputsMode::exact) << what << ": " << whole.inputs_rule;
      ASSERT_EQ(whole.tensors.plan->n_slices, 1) << what;

      const int64_t window = 2 * numerics_test::image_bytes(whole.problem) + 1;  // two images a slice: 2 + 2 + 1
      const runtime::NumericsResult sliced = run(c.request, dw_dtype, window);
      ASSERT_EQ(sliced.verdict, runtime::Verdict::Pass) << what << " sliced\n" << sliced.detail;
      ASSERT_EQ(sliced.inputs, runtime::InputsMode::exact) << what;
      EXPECT_EQ(sliced.tensors.plan->n_slices, 3) << what;
      EXPECT_EQ(sliced.launches, whole.launches + 2) << what;
      EXPECT_EQ(sliced.problem.slice_bytes, window) << what;
      ASSERT_FALSE(whole.tensors.dw_bytes.empty()) << what;
      EXPECT_TRUE(sliced.tensors.dw_bytes == whole.tensors.dw_bytes) << what << ": the sliced dW differs from the unsliced";
    }
  }
}

// A request whose geometry fields are all read at run time (a RUNTIME_OR_ spec field left -1).
bool reads_geometry_at_run_time(const irg_request_t& request) {
  bool any = false;
  for (const registry::SpecField& f : registry::spec_fields(request.family)) {
    if (!f.runtime_when_unset) continue;
    if (registry::field_value(request, f) != IRG_GEOMETRY_RUNTIME) return false;
    any = true;
  }
  return any;
}

TEST(SlicedPlanNumerics, OneImagePastTheWindowCutIntoRowBandsGivesTheUnslicedBits) {
  int kernels = 0;
  for (const registry::Family& family : registry::families()) {
    if (!family.stage1) continue;
    auto cases = numerics_test::emitting_cases(family.name);
    ASSERT_TRUE(cases) << cases.error().message;
    for (const numerics_test::Case& c : *cases) {
      if (c.flavor != IRG_FLAVOR_LLVM22 || !reads_geometry_at_run_time(c.request)) continue;
      ++kernels;
      const std::string what = family.name + " config " + std::to_string(c.id);
      constexpr int64_t kRows = 24;  // enough output rows for several bands of the default geometry
      const runtime::NumericsResult whole = run(c.request, IRG_DTYPE_F32, 0, 1, kRows);
      ASSERT_EQ(whole.verdict, runtime::Verdict::Pass) << what << "\n" << whole.detail;
      ASSERT_EQ(whole.inputs, runtime::InputsMode::exact) << what << ": " << whole.inputs_rule;
      ASSERT_EQ(whole.tensors.plan->n_slices, 1) << what;

      const int64_t window = numerics_test::image_bytes(whole.problem) / 3;
      const runtime::NumericsResult sliced = run(c.request, IRG_DTYPE_F32, window, 1, kRows);
      ASSERT_EQ(sliced.verdict, runtime::Verdict::Pass) << what << " sliced\n" << sliced.detail;
      ASSERT_EQ(sliced.inputs, runtime::InputsMode::exact) << what;
      EXPECT_GE(sliced.tensors.plan->n_slices, 3) << what << ": one image at a third of its bytes is cut into row bands";
      ASSERT_FALSE(whole.tensors.dw_bytes.empty()) << what;
      EXPECT_TRUE(sliced.tensors.dw_bytes == whole.tensors.dw_bytes) << what << ": the row-sliced dW differs from the unsliced";
    }
  }
  EXPECT_GE(kernels, 2) << "the corpus should hold run-time-geometry kernels of two families";
}

}  // namespace
}  // namespace irgate
