// tests/hip_emu/launch_estimate_test.cpp — the estimate hipEventElapsedTime reports
// (hip_emu/launch_estimate.h), worked by hand on gfx1250's figures (serve/machine_figures.def:
// 128 units, 4 SIMDs each, 2,000 MHz).
#include <gtest/gtest.h>

#include "hip_emu/launch_estimate.h"

namespace irgate::hipemu {
namespace {

emu::Report report(uint64_t valu, uint64_t xdl) {
  emu::Report r;
  r.pipe_cycles = {{"HWVALU", valu}, {"HWXDL", xdl}};
  return r;
}

TEST(HipEmuEstimate, OneRoundLastsAsLongAsItsBusiestPipe) {
  // 6 blocks of 64 work-items: 2 waves a block, 2 blocks a unit at once, one round; a block
  // holds HWVALU 1,000 cycles: 2 blocks x 1,000 / 4 busy SIMDs = 500 cycles = 0.25 us.
  const uint32_t grid[3] = {6, 1, 1}, block[3] = {64, 1, 1};
  EXPECT_DOUBLE_EQ(estimate_microseconds(report(6000, 1200), "gfx1250", grid, block, 32), 0.25);
}

TEST(HipEmuEstimate, BlocksPastOneRoundTakeMoreRounds) {
  // 1,000 blocks over 128 units x 2: 4 rounds of 2 x (8,000 / 1,000) / 4 = 4 cycles.
  const uint32_t grid[3] = {1000, 1, 1}, block[3] = {64, 1, 1};
  EXPECT_DOUBLE_EQ(estimate_microseconds(report(8000, 0), "gfx1250", grid, block, 32), 4 * 4.0 / 2000);
}

TEST(HipEmuEstimate, AnArchWithoutFiguresOrALaunchWithoutCyclesEstimatesNothing) {
  const uint32_t grid[3] = {6, 1, 1}, block[3] = {64, 1, 1};
  EXPECT_EQ(estimate_microseconds(report(6000, 0), "gfx9999", grid, block, 32), 0.0);
  EXPECT_EQ(estimate_microseconds(emu::Report{}, "gfx1250", grid, block, 32), 0.0);
  ASSERT_NE(machine_figures("gfx1100"), nullptr);
  EXPECT_EQ(machine_figures("gfx1100")->clock_mhz, 2500);
}

}  // namespace
}  // namespace irgate::hipemu
