// tests/serving/static_estimate_test.cpp — the static estimate serving ranks by without a
// profile (serve/static_estimate.h): rounds of resident blocks from the kernel's measured VGPRs
// and LDS against the arch's figures, a block's work from its waves, register tiles and
// reduction positions, worked out here by hand from docs/grid.md §Serving without a profile (not
// read back from the code); and what leaves a plan without one.
#include <gtest/gtest.h>

#include <memory>

#include "irgate/engine_api.h"
#include "registry/spec_fields.h"
#include "serve/static_estimate.h"

namespace irgate::serve {
namespace {

// One implicit-GEMM launch of 100 x 2 x 5 blocks of 128 work-items (4 wave32 waves) with 2 x 2
// register tiles a wave, on N 10, 8 x 8: 10 · 64 / (2 · 5) = 64 reduction positions a block.
struct OneLaunch : ::testing::Test {
  void SetUp() override {
    plan = std::make_unique<irg_plan_t>();
    plan->n_launches = 1, plan->n_slices = 1;
    irg_launch_t& l = plan->launches[0];
    l.request = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250");
    ASSERT_TRUE(registry::set_spec_field(l.request, "wave_tiles_m", 2));
    ASSERT_TRUE(registry::set_spec_field(l.request, "wave_tiles_n", 2));
    l.grid[0] = 100, l.grid[1] = 2, l.grid[2] = 5;
    l.block[0] = 128, l.block[1] = l.block[2] = 1;
    problem.n = 10, problem.hi = problem.wi = 8, problem.groups = 1, problem.cpg = problem.kpg = 16;
    problem.filter_h = problem.filter_w = problem.stride_h = problem.stride_w = 1;
    problem.dilation_h = problem.dilation_w = 1;
  }
  std::unique_ptr<irg_plan_t> plan;
  irg_problem_t problem{};
};

TEST_F(OneLaunch, WaveTilesAreTheProductAndTheSumOfTheWaveTileFields) {
  const WaveTiles t = wave_tiles(plan->launches[0].request);
  EXPECT_EQ(t.tiles, 4);
  EXPECT_EQ(t.edges, 4);
  const WaveTiles none = wave_tiles(irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1250"));
  EXPECT_EQ(none.tiles, 1);
  EXPECT_EQ(none.edges, 0);
}

TEST_F(OneLaunch, RoundsOfResidentBlocksEachASimdsShareOfTheirTileSteps) {
  // gfx1250: 128 units of 4 SIMDs, 1,024 VGPRs a SIMD in granules of 8, 327,680 bytes of LDS.
  // 100 VGPRs allocate 104: 9 waves a SIMD, 9 · 4 / 4 = 9 blocks a unit; 65,536 bytes of LDS
  // let 5 blocks share one; 1,000 blocks need 8 a unit: 5 resident, ceil(1000 / 640) = 2 rounds.
  const CostEstimate e = static_estimate(*plan, problem, {{"k", 100, 65536, 4, 4}}, "gfx1250");
  ASSERT_TRUE(e.ok()) << e.missing;
  EXPECT_TRUE(e.is_static);
  ASSERT_EQ(e.launches.size(), 1u);
  EXPECT_DOUBLE_EQ(e.launches[0].reduction_per_block, 64);
  EXPECT_EQ(e.launches[0].resident_blocks, 5);
  EXPECT_EQ(e.launches[0].rounds, 2);
  // A wave: 4 tiles + 0.45 · 4 edges / sqrt(4 waves) = 4.9 tile steps a position; the block's 64
  // positions are 8 rows of Wo = 8, each 150 positions' worth of overhead (one row a sync): a
  // block is 4 waves x 4.9 x (64 + 8 · 150) = 24,774.4; 5 blocks share 4 SIMDs; two rounds.
  EXPECT_DOUBLE_EQ(e.cycles, 2 * 5 * 24774.4 / 4);
  EXPECT_DOUBLE_EQ(e.microseconds, 0);  // tile steps are no time
}

TEST_F(OneLaunch, MoreRegistersOrLdsMeanFewerResidentBlocksAndMoreRounds) {
  // 600 VGPRs: 1 wave a SIMD, one 4-wave block a unit: ceil(1000 / 128) = 8 rounds.
  const CostEstimate e = static_estimate(*plan, problem, {{"k", 600, 0, 4, 4}}, "gfx1250");
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(e.launches[0].resident_blocks, 1);
  EXPECT_EQ(e.launches[0].rounds, 8);
  EXPECT_DOUBLE_EQ(e.cycles, 8 * 1 * 24774.4 / 4);
}

TEST_F(OneLaunch, LaunchFactsReadRowsASyncTapTilesAndTheFamilysOperandShare) {
  const StaticLaunchFacts igemm = launch_facts("k", 100, 0, plan->launches[0].request, problem);
  EXPECT_EQ(igemm.operand_share, kGatheredOperandShare);
  EXPECT_EQ(igemm.rows_per_sync, 1);  // no such field
  irg_request_t direct = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250");
  ASSERT_TRUE(registry::set_spec_field(direct, "rows_per_sync", 2));
  EXPECT_EQ(launch_facts("k", 100, 0, direct, problem).rows_per_sync, 2);
  EXPECT_EQ(launch_facts("k", 100, 0, direct, problem).operand_share, kOperandShare);
  // A 1 x 8 tap tile over a 3 x 3 filter computes 3 x 8 taps for 9.
  irg_request_t depthwise = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1250");
  ASSERT_TRUE(registry::set_spec_field(depthwise, "tap_rows", 1));
  ASSERT_TRUE(registry::set_spec_field(depthwise, "tap_cols", 8));
  irg_problem_t three = problem;
  three.filter_h = three.filter_w = 3;
  EXPECT_DOUBLE_EQ(launch_facts("k", 100, 0, depthwise, three).tap_padding, 24.0 / 9);
}

TEST_F(OneLaunch, AnUnknownArchOrAnUncachedLaunchLeavesNoEstimate) {
  EXPECT_EQ(static_estimate(*plan, problem, {{"k", 100, 0, 4, 4}}, "gfx803").missing,
            "no machine figures for gfx803 (serve/machine_figures.def)");
  EXPECT_EQ(static_estimate(*plan, problem, {}, "gfx1250").missing, "the plan's launches are not all cached kernels");
}

}  // namespace
}  // namespace irgate::serve
