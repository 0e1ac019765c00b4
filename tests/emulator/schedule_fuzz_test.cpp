// tests/emulator/schedule_fuzz_test.cpp — seeded wave interleavings: a correctly synchronised
// kernel gives the same result under every seed; the unsynchronised one is caught.
// IRGATE_FUZZ_SEED and IRGATE_FUZZ_COUNT move the span of schedule seeds each test tries
// (tests/support_lib/fuzz_draw.h).
#include <gtest/gtest.h>

#include <cmath>

#include "tests/emulator/harness.h"
#include "tests/emulator/test_kernels.h"
#include "tests/support_lib/fuzz_draw.h"

namespace irgate::emu {
namespace {

std::vector<float> exchange(const char* ll, uint64_t seed, Report* report) {
  GlobalMemory mem;
  const uint32_t items = 128;  // 4 waves of 32 on gfx1201
  uint64_t in = mem.allocate("in", items * 4), out = mem.allocate("out", items * 4);
  std::vector<float> x(items);
  for (uint32_t i = 0; i < items; ++i) x[i] = float(i) + 0.25f;
  mem.write(in, x.data(), items * 4);
  mem.fill_zero(out, items * 4);
  ExecOptions opt;
  opt.schedule_seed = seed;
  *report = test::run_ok(ll, "gfx1201", {1, 1, 1}, {items, 1, 1}, {in, out, items * 4, items, 40}, mem, opt);
  return test::read_back<float>(mem, out, items);
}

TEST(ScheduleFuzz, BarrieredKernelIsScheduleIndependent) {
  Report base_report;
  std::vector<float> base = exchange(test::kLdsExchange, 0, &base_report);
  const testing::FuzzPlan plan = testing::fuzz_plan(1, 24);
  for (uint64_t seed = plan.seed; seed < uint64_t{plan.seed} + plan.count; ++seed) {
    Report r;
    EXPECT_EQ(exchange(test::kLdsExchange, seed, &r), base) << "seed " << seed;
    EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  }
}

TEST(ScheduleFuzz, UnsynchronisedKernelDiffersOrRaces) {
  Report base_report;
  std::vector<float> base = exchange(test::kLdsExchangeNoBarrier, 0, &base_report);
  bool differed = false;
  uint64_t races = base_report.count(FindingKind::Race);
  const testing::FuzzPlan plan = testing::fuzz_plan(1, 24);
  for (uint64_t seed = plan.seed; seed < uint64_t{plan.seed} + plan.count; ++seed) {
    Report r;
    differed |= exchange(test::kLdsExchangeNoBarrier, seed, &r) != base;
    races += r.count(FindingKind::Race);
  }
  EXPECT_TRUE(differed) << "no interleaving changed the unsynchronised result";
  EXPECT_GT(races, 0u);
}

TEST(ScheduleFuzz, AtomicSumsAgreeAcrossInterleavings) {
  const testing::FuzzPlan plan = testing::fuzz_plan(0, 17);
  for (uint64_t seed = plan.seed; seed < uint64_t{plan.seed} + plan.count; ++seed) {
    GlobalMemory mem;
    uint64_t x = mem.allocate("x", 160), ws = mem.allocate("ws", 16);
    std::vector<float> v(40);
    for (int i = 0; i < 40; ++i) v[size_t(i)] = float(i) * 0.5f;
    mem.write(x, v.data(), 160);
    mem.fill_zero(ws, 16);
    ExecOptions opt;
    opt.schedule_seed = seed;
    Report r = test::run_ok(test::kAtomicSumGuarded, "gfx1250", {1, 1, 1}, {64, 1, 1}, {x, ws, 160, 16, 40}, mem, opt);
    EXPECT_EQ(r.total(), 0u);
    auto got = test::read_back<float>(mem, ws, 4);
    for (int s = 0; s < 4; ++s) {
      float want = 0;
      for (int i = s; i < 40; i += 4) want += v[size_t(i)];
      EXPECT_NEAR(got[size_t(s)], want, 1e-4f * std::fabs(want)) << "seed " << seed;
    }
  }
}

}  // namespace
}  // namespace irgate::emu
