// tests/emulator/checks_test.cpp — what a plain interpreter would miss: LDS races (and their
// absence with a barrier), uninitialised reads, out-of-range buffer atomics on gfx1250.
#include <gtest/gtest.h>

#include "tests/emulator/harness.h"
#include "tests/emulator/test_kernels.h"

namespace irgate::emu {
namespace {

struct Exchange {
  GlobalMemory mem;
  uint64_t in = 0, out = 0;
  std::vector<float> x;
  explicit Exchange(uint32_t items) : x(items) {
    in = mem.allocate("in", items * 4);
    out = mem.allocate("out", items * 4);
    for (uint32_t i = 0; i < items; ++i) x[i] = float(i + 1);
    mem.write(in, x.data(), items * 4);
    mem.fill_zero(out, items * 4);
  }
};

TEST(Checks, BarrierOrdersLdsExchangeBetweenWaves) {
  Exchange e(64);  // gfx1100: two waves of 32; each lane reads a value the other wave wrote
  Report r = test::run_ok(test::kLdsExchange, "gfx1100", {1, 1, 1}, {64, 1, 1}, {e.in, e.out, 256, 64, 32}, e.mem);
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  auto got = test::read_back<float>(e.mem, e.out, 64);
  for (uint32_t t = 0; t < 64; ++t) EXPECT_EQ(got[t], e.x[(t + 32) % 64]);
}

TEST(Checks, MissingBarrierIsReportedAsARace) {
  Exchange e(64);
  Report r = test::run_ok(test::kLdsExchangeNoBarrier, "gfx1100", {1, 1, 1}, {64, 1, 1},
                          {e.in, e.out, 256, 64, 32}, e.mem);
  ASSERT_GE(r.count(FindingKind::Race), 1u) << test::findings_text(r);
  const std::string text = test::findings_text(r);
  EXPECT_NE(text.find("@exchange_nobarrier"), std::string::npos) << text;  // the kernel
  EXPECT_NE(text.find("LDS byte"), std::string::npos) << text;             // the address
  EXPECT_NE(text.find("store float"), std::string::npos) << text;          // both sites
  EXPECT_NE(text.find("load float"), std::string::npos) << text;
}

TEST(Checks, SameWaveLdsTrafficIsNotARace) {
  // shift 1 inside one wave of 64 (gfx90a): lanes read a neighbour's slot, but one wave
  // executes in lockstep, so there is nothing to order.
  Exchange e(64);
  Report r = test::run_ok(test::kLdsExchangeNoBarrier, "gfx90a", {1, 1, 1}, {64, 1, 1},
                          {e.in, e.out, 256, 64, 1}, e.mem);
  EXPECT_EQ(r.count(FindingKind::Race), 0u) << test::findings_text(r);
}

TEST(Checks, UninitialisedLdsReadIsReported) {
  GlobalMemory mem;
  uint64_t out = mem.allocate("out", 256);
  Report r = test::run_ok(test::kUninitialisedLds, "gfx1200", {1, 1, 1}, {32, 1, 1}, {out}, mem);
  EXPECT_GE(r.count(FindingKind::Uninitialized), 1u) << test::findings_text(r);
}

TEST(Checks, UninitialisedBufferReadIsReported) {
  GlobalMemory mem;
  uint64_t in = mem.allocate("in", 400), out = mem.allocate("out", 400);  // `in` never filled
  mem.fill_zero(out, 400);
  Report r = test::run_ok(test::kScaleLlvm22, "gfx1100", {2, 1, 1}, {64, 1, 1}, {in, out, 400, 100}, mem);
  EXPECT_GE(r.count(FindingKind::Uninitialized), 1u) << test::findings_text(r);
}

struct AtomicRun {
  GlobalMemory mem;
  uint64_t x = 0, ws = 0;
  Report run(const char* ll, const char* arch) {
    x = mem.allocate("x", 40 * 4);
    ws = mem.allocate("ws", 16);
    std::vector<float> v(40);
    for (int i = 0; i < 40; ++i) v[size_t(i)] = float(i);
    mem.write(x, v.data(), v.size() * 4);
    mem.fill_zero(ws, 16);
    return test::run_ok(ll, arch, {1, 1, 1}, {64, 1, 1}, {x, ws, 160, 16, 40}, mem);
  }
  std::vector<float> expected() const {
    std::vector<float> e(4, 0.0f);
    for (int i = 0; i < 40; ++i) e[size_t(i % 4)] += float(i);
    return e;
  }
};

TEST(Checks, GuardedAtomicsAreCleanOnGfx1250) {
  AtomicRun a;
  Report r = a.run(test::kAtomicSumGuarded, "gfx1250");
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  EXPECT_EQ(test::read_back<float>(a.mem, a.ws, 4), a.expected());
}

TEST(Checks, DroppedTailGuardFaultsOnGfx1250) {
  AtomicRun a;
  Report r = a.run(test::kAtomicSumUnguarded, "gfx1250");
  EXPECT_TRUE(r.faulted);
  ASSERT_GE(r.count(FindingKind::Fault), 1u) << test::findings_text(r);
  EXPECT_NE(test::findings_text(r).find("out-of-range buffer atomic"), std::string::npos);
}

TEST(Checks, DroppedTailGuardIsSilentlyDroppedBeforeGfx1250) {
  AtomicRun a;
  Report r = a.run(test::kAtomicSumUnguarded, "gfx1100");  // drop, as the hardware does
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  EXPECT_EQ(test::read_back<float>(a.mem, a.ws, 4), a.expected());
}

TEST(Checks, ResourceLargerThanItsBufferIsAnEmulatorFault) {
  GlobalMemory mem;
  uint64_t in = mem.allocate("in", 64), out = mem.allocate("out", 64);
  mem.fill_zero(in, 64);
  mem.fill_zero(out, 64);
  // num_records claims 400 bytes, the buffers have 64.
  Report r = test::run_ok(test::kScaleLlvm22, "gfx1100", {1, 1, 1}, {64, 1, 1}, {in, out, 400, 100}, mem);
  EXPECT_TRUE(r.faulted) << test::findings_text(r);
}

}  // namespace
}  // namespace irgate::emu
