// tests/runtime/hip_test.cpp — the GPU path, run (label hip): every family on gfx1250, gfx1201 and
// gfx1100 where the engine builds it, fp16 and bf16, and every stage-1 family's sliced plans,
// through HIP's module API (the serving API's launch descriptions, hipModuleLaunchKernel) and on
// the ISA executor directly: both exact against the host reference, and the same dW bytes from
// the same code objects (a difference is a launch-description or runtime bug).
//
// The device is whatever HIP runtime the process loaded: irgate-hip-run starts this program on a
// GPU when the machine has one and on the emulated device (libirgate_hipemu) otherwise, and the
// first line says which. Skips (exit code 77, the reason printed) only when irgate was built
// without HIP or the runtime has no device at all.
#include <gtest/gtest.h>

#include <cstdio>

#include "tests/runtime/hip_cases.h"

namespace irgate {
namespace {

constexpr const char* kArches[] = {"gfx1250", "gfx1201", "gfx1100"};

TEST(HipPath, EveryFamilyOnEachArchBothDtypesGivesTheIsaExecutorsBits) {
  int ran = 0;
  for (const registry::Family& family : registry::families()) {
    int family_ran = 0;
    for (const char* arch : kArches) {
      for (const int32_t dtype : {IRG_DTYPE_F16, IRG_DTYPE_BF16}) {
        const std::string what = family.name + " on " + arch + (dtype == IRG_DTYPE_F16 ? " fp16" : " bf16");
        const runtime::HipAvailability device = runtime::hip_availability(arch);
        if (!device.available) {
          std::printf("skipped %s: %s\n", what.c_str(), device.reason.c_str());
          continue;
        }
        auto c = hip_test::request_for(family.name, arch, dtype);
        ASSERT_TRUE(c) << family.name << " has no llvm22 config in the corpus";
        const hip_test::Pair p = hip_test::run_both(c->request, nullptr);
        if (p.isa.verdict == runtime::Verdict::Refused) {
          std::printf("not built: %s (config %d): %s\n", what.c_str(), c->id, p.isa.finding_kind.c_str());
          continue;
        }
        hip_test::expect_identical(p, what + " (config " + std::to_string(c->id) + ")");
        std::printf("ran %s (config %d): %d launch(es), dW bit-identical, exact\n", what.c_str(), c->id, p.hip.launches);
        ++family_ran;
      }
    }
    EXPECT_GT(family_ran, 0) << family.name << " ran on no arch";
    ran += family_ran;
  }
  std::printf("%d cases ran through HIP\n", ran);
}

TEST(HipPath, EveryStageOneFamilysSlicedPlansGiveTheIsaExecutorsBits) {
  int ran = 0;
  for (const registry::Family& family : registry::families()) {
    if (!family.stage1) continue;
    auto c = hip_test::request_for(family.name, "gfx1250", IRG_DTYPE_F16);
    ASSERT_TRUE(c) << family.name;
    if (!runtime::hip_availability(c->arch).available) continue;
    for (const int32_t dw_dtype : {IRG_DTYPE_F32, IRG_DTYPE_F16}) {
      const std::string what = family.name + " config " + std::to_string(c->id) + " sliced, " +
                               (dw_dtype == IRG_DTYPE_F32 ? "fp32 dW" : "fp16 dW");
      auto tweak = [&](int64_t window) {
        return [=](runtime::NumericsOptions& o) {
          o.dw_dtype = dw_dtype;
          o.shape.n = 5;
          o.shape.slice_bytes = window;
        };
      };
      const runtime::NumericsResult whole =
          runtime::check_numerics(*irg_reference_engine(), c->request, hip_test::options(runtime::Executor::isa, tweak(0)));
      ASSERT_EQ(whole.verdict, runtime::Verdict::Pass) << what << "\n" << whole.detail;
      const hip_test::Pair p = hip_test::run_both(c->request, tweak(2 * numerics_test::image_bytes(whole.problem) + 1));
      hip_test::expect_identical(p, what);
      ASSERT_EQ(p.hip.tensors.plan->n_slices, 3) << what;
      std::printf("ran %s: %d slices, %d launches, dW bit-identical, exact\n", what.c_str(), p.hip.tensors.plan->n_slices,
                  p.hip.launches);
      ++ran;
    }
  }
  EXPECT_GT(ran, 0) << "no sliced plan ran";
}

}  // namespace
}  // namespace irgate

int main(int argc, char** argv) { return irgate::hip_test::run_on_hip_device("", argc, argv); }
