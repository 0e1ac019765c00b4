// tests/runtime/hip_planted_test.cpp — launch bugs a framework can make when it launches the
// serving API's descriptions, planted in the HIP path, each caught by the HIP path's comparison
// with the exact host reference (label hip, on the emulated device: a GPU's memory fault would
// end the process). Beside each, the same case unplanted passes bit-identical to the ISA
// executor, so the catch is the plant's. The fourth launch bug, a wrong hidden argument, is the
// runtime's to make: tests/hip_emu/hidden_args_test.cpp plants it in the emulated device.
#include <gtest/gtest.h>

#include <cstdio>

#include "tests/runtime/hip_cases.h"

namespace irgate {
namespace {

// A planted edit that counts the launches it changed, so a test first checks it applied.
struct Plant {
  int applied = 0;
  std::function<bool(const irg_serve_launch_t&, std::vector<uint8_t>&, std::vector<irg_serve_pointer_slot_t>&)> edit;
  std::function<void(runtime::NumericsOptions&)> hip() {
    return [this](runtime::NumericsOptions& o) {
      o.configure_run = [this](runtime::PlanRunOptions& r) {
        r.edit_served_launch = [this](const irg_serve_launch_t& l, std::vector<uint8_t>& k,
                                      std::vector<irg_serve_pointer_slot_t>& s) { applied += edit(l, k, s); };
      };
    };
  }
};

numerics_test::Case depthwise_gfx1250() {
  auto c = hip_test::request_for("direct_depthwise_wgrad", "gfx1250", IRG_DTYPE_F16);
  EXPECT_TRUE(c);
  return *c;
}

// The planted run fails, and says how: the device's error or the first differing dW element.
void expect_caught(const runtime::NumericsResult& planted, const std::string& what) {
  EXPECT_NE(planted.verdict, runtime::Verdict::Pass) << what << " was not caught";
  const std::string first_line = planted.detail.substr(0, planted.detail.find('\n'));
  std::printf("%s: caught, verdict %s: %s\n", what.c_str(), runtime::verdict_name(planted.verdict), first_line.c_str());
}

TEST(HipPlanted, APointerSlotWrittenEightBytesPastItsPlaceIsCaught) {
  const numerics_test::Case c = depthwise_gfx1250();
  hip_test::expect_identical(hip_test::run_both(c.request, nullptr), "unplanted");
  Plant plant;
  plant.edit = [](const irg_serve_launch_t&, std::vector<uint8_t>& kernargs, std::vector<irg_serve_pointer_slot_t>& slots) {
    if (slots.empty() || slots[0].offset + 16 > kernargs.size()) return false;
    slots[0].offset += 8;
    return true;
  };
  const hip_test::Pair p = hip_test::run_both(c.request, nullptr, plant.hip());
  ASSERT_GT(plant.applied, 0) << "no launch had a slot to move";
  expect_caught(p.hip, "pointer slot 0 written at +8");
}

TEST(HipPlanted, AZeroingThePlanNamesLeftUndoneIsCaught) {
  const numerics_test::Case c = depthwise_gfx1250();
  uint32_t zeroed = 0;
  const hip_test::Pair p = hip_test::run_both(c.request, nullptr, [&](runtime::NumericsOptions& o) {
    o.configure_run = [&](runtime::PlanRunOptions& r) {
      r.edit_zeroed = [&](uint32_t planned) {
        zeroed = planned;
        return 0u;
      };
    };
  });
  ASSERT_NE(zeroed, 0u) << "the plan zeroes no buffer: nothing to leave undone";
  std::string names;
  for (int b = 1; b < IRG_BUF_COUNT; ++b)
    if (zeroed >> b & 1u) names += std::string(names.empty() ? "" : " and ") + runtime::buffer_name(b);
  expect_caught(p.hip, "the zeroing of " + names + " skipped");
}

TEST(HipPlanted, ASliceReadingTheFirstSlicesImagesIsCaught) {
  const numerics_test::Case c = depthwise_gfx1250();
  auto sliced = [](int64_t window) {
    return [=](runtime::NumericsOptions& o) {
      o.dw_dtype = IRG_DTYPE_F32;
      o.shape.n = 5;
      o.shape.slice_bytes = window;
    };
  };
  const runtime::NumericsResult whole =
      runtime::check_numerics(*irg_reference_engine(), c.request, hip_test::options(runtime::Executor::isa, sliced(0)));
  ASSERT_EQ(whole.verdict, runtime::Verdict::Pass) << whole.detail;
  const auto window = sliced(2 * numerics_test::image_bytes(whole.problem) + 1);
  const hip_test::Pair control = hip_test::run_both(c.request, window);
  hip_test::expect_identical(control, "unplanted sliced");
  ASSERT_EQ(control.hip.tensors.plan->n_slices, 3);
  Plant plant;
  plant.edit = [](const irg_serve_launch_t& l, std::vector<uint8_t>&, std::vector<irg_serve_pointer_slot_t>& slots) {
    bool changed = false;
    for (irg_serve_pointer_slot_t& s : slots)
      if (l.slice > 0 && (s.buffer == IRG_BUF_X || s.buffer == IRG_BUF_DY) && s.buffer_offset != 0)
        s.buffer_offset = 0, changed = true;
    return changed;
  };
  const hip_test::Pair p = hip_test::run_both(c.request, window, plant.hip());
  ASSERT_GT(plant.applied, 0) << "no slice had an input offset to move";
  expect_caught(p.hip, "slices 1.. given slice 0's X and dY base pointers");
  EXPECT_EQ(p.hip.verdict, runtime::Verdict::Mismatch) << p.hip.detail;  // valid memory, wrong images
}

}  // namespace
}  // namespace irgate

int main(int argc, char** argv) { return irgate::hip_test::run_on_hip_device("gfx1250", argc, argv); }
