// tests/numerics/runtime_channels_numerics_test.cpp — one built kernel on many channel counts
// (label numerics).
//
// The direct families read kpg/cpg (direct_wgrad) and kpg (the stems) as kernel arguments
// (docs/kernels.md §Runtime channel counts), so the corpus's default problem (24 / 40 channels a
// group) is not enough: here each case runs one corpus kernel on the emulator against the host
// reference on wide and ragged channel counts — 320, 640, 1280, tails of 8 past a tile — with
// the other dimensions kept small, and checks that the plan launched that very kernel. Each case
// runs on both executors (the IR emulator and the ISA executor on the llc-22 code object,
// cross-checked, runtime/numerics_both.h).
#include <gtest/gtest.h>

#include <cstring>

#include "irgate/engine_api.h"
#include "runtime/isa_kernels.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

struct ChannelCase {
  int config;
  runtime::ProblemShape shape;  // n, h, w, groups, cpg, kpg (a stem's cpg is its c)
  const char* why;
};

const ChannelCase kCases[] = {
    {208, {1, 5, 6, 1, 320, 320}, "one wave, 20 x 20 tiles of 16"},
    {208, {1, 4, 5, 1, 1280, 24}, "1280 input channels, k tail of 8"},
    {208, {1, 4, 5, 1, 24, 1280}, "1280 output channels, c tail of 8"},
    {208, {2, 5, 7, 3, 40, 24}, "three groups of ragged channels"},
    {224, {1, 4, 6, 1, 640, 136}, "8 waves, BK 128 with a tail of 8, BC 32, two slabs, LDS epilogue"},
    {222, {1, 4, 6, 1, 200, 72}, "16 waves (BK 64, BC 64): tails of 8 in both"},
    {255, {1, 5, 5, 2, 328, 104}, "BK 48 (no power of two): ceil(104 / 48) = 3 k tiles"},
    {250, {1, 4, 40, 1, 320, 320}, "the TDM ring, whole tiles (BK 32, BC 16), two column chunks"},
    {239, {1, 4, 40, 1, 4, 1280}, "the C = 4 latent stem, K 1280"},
    {239, {1, 3, 33, 1, 4, 648}, "the C = 4 latent stem, K 648: a tail of 8 past 640"},
    {245, {1, 16, 40, 1, 3, 640}, "the 7x7 s2 RGB stem, K 640"},
};

TEST(RuntimeChannelNumerics, OneKernelComputesDeltaWOnWideAndRaggedChannelCounts) {
  auto cases = numerics_test::emitting_cases("direct_wgrad");
  auto stems = numerics_test::emitting_cases("direct_wgrad_small_c");
  ASSERT_TRUE(cases) << cases.error().message;
  ASSERT_TRUE(stems) << stems.error().message;
  cases->insert(cases->end(), stems->begin(), stems->end());
  int ran = 0;
  for (const ChannelCase& cc : kCases) {
    const numerics_test::Case* c = nullptr;
    for (const numerics_test::Case& k : *cases)
      if (k.id == cc.config && k.flavor == IRG_FLAVOR_LLVM22) c = &k;
    ASSERT_NE(c, nullptr) << "config " << cc.config << " no longer emits under llvm22";
    runtime::NumericsOptions o;
    o.shape = cc.shape;
    o.executor = runtime::Executor::both;
    const runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c->request, o);
    const std::string what = "config " + std::to_string(cc.config) + " (" + cc.why + "), cpg " +
                             std::to_string(r.problem.cpg) + " kpg " + std::to_string(r.problem.kpg);
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << what << "\n" << r.detail;
    EXPECT_GE(r.launches, 1) << what;
    EXPECT_EQ(r.problem.cpg, cc.shape.cpg) << what;
    EXPECT_EQ(r.problem.kpg, cc.shape.kpg) << what;
    EXPECT_EQ(r.comparison.count, size_t(r.problem.groups * r.problem.kpg * r.problem.filter_h * r.problem.filter_w *
                                         r.problem.cpg))
        << what << ": every dW element compared";
    ran += r.verdict == runtime::Verdict::Pass && r.launched();
  }
  EXPECT_EQ(ran, int(std::size(kCases)));
}

// The default problem of a run-time-channel kernel is the first of runtime::kDefaultChannels its
// plan admits: ragged 24 / 40 for the register-staged kernels, the first power of two the TDM
// ring's tiles divide (it refuses tails), the spec's c for a stem.
TEST(RuntimeChannelNumerics, DefaultChannelsAreTheFirstCandidateThePlanAdmits) {
  auto cases = numerics_test::emitting_cases("direct_wgrad");
  auto stems = numerics_test::emitting_cases("direct_wgrad_small_c");
  ASSERT_TRUE(cases && stems);
  cases->insert(cases->end(), stems->begin(), stems->end());
  const std::pair<int, std::pair<int64_t, int64_t>> want[] = {
      {208, {24, 40}}, {224, {24, 40}}, {229, {32, 32}}, {250, {32, 32}}, {251, {32, 32}}, {239, {4, 40}}, {248, {1, 40}}};
  for (const auto& [config, channels] : want)
    for (const numerics_test::Case& c : *cases) {
      if (c.id != config || c.flavor != IRG_FLAVOR_LLVM22) continue;
      irg_problem_t problem{};
      auto plan = std::make_unique<irg_plan_t>();
      irg_refusal_t why{};
      ASSERT_EQ(runtime::plan_default_problem(*irg_reference_engine(), c.request, {}, 0, problem, *plan, why),
                IRG_STATUS_OK)
          << config << ": " << why.text;
      EXPECT_EQ(problem.cpg, channels.first) << config;
      EXPECT_EQ(problem.kpg, channels.second) << config;
    }
}

}  // namespace
}  // namespace irgate
