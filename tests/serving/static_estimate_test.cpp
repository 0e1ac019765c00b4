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
  // gfx1250: 128 units of 4 SIMDs, 1,024 VGPRs a SIMD in granules of 16, 327,680 bytes of LDS.
  // 100 VGPRs allocate 112: 9 waves a SIMD, 9 · 4 / 4 = 9 blocks a unit; 65,536 bytes of LDS
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
  // A 1 x 8 tap tile over a 3 x 3 filter: a block computes its tile's 8 taps a position (the
  // plan launches one block per tile, 3 of them), and a position costs kPositionTaps more; a
  // wave's prologue and epilogue 16 taps and half a tap for each of its 8 accumulators.
  irg_request_t depthwise = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1250");
  ASSERT_TRUE(registry::set_spec_field(depthwise, "tap_rows", 1));
  ASSERT_TRUE(registry::set_spec_field(depthwise, "tap_cols", 8));
  irg_problem_t three = problem;
  three.filter_h = three.filter_w = 3;
  const StaticLaunchFacts tile = launch_facts("k", 100, 0, depthwise, three);
  EXPECT_DOUBLE_EQ(tile.position_taps, (kPositionTaps + 8) / 9);
  EXPECT_DOUBLE_EQ(tile.wave_overhead, (kWaveTaps + kAccumulatorTaps * 8) / 9);
  // A baked kernel's wave keeps its r_split share of the filter's rows: 2 of 3 rows, 6 taps.
  irg_request_t baked = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, "gfx1250");
  ASSERT_TRUE(registry::set_spec_field(baked, "r_split", 2));
  EXPECT_EQ(launch_facts("k", 100, 0, baked, three).r_split, 2);
  EXPECT_DOUBLE_EQ(launch_facts("k", 100, 0, baked, three).position_taps, (kPositionTaps + 6) / 9);
}

// A one-launch plan of `family` (its default spec) with `blocks` blocks of `waves` wave32 waves.
struct Plan {
  Plan(irg_family family, int64_t blocks, int waves) : plan(std::make_unique<irg_plan_t>()) {
    plan->n_launches = 1, plan->n_slices = 1;
    request() = irg_request_default(family, IRG_FLAVOR_LLVM22, "gfx1250");
    plan->launches[0].grid[0] = uint32_t(blocks), plan->launches[0].grid[1] = plan->launches[0].grid[2] = 1;
    plan->launches[0].block[0] = uint32_t(32 * waves), plan->launches[0].block[1] = plan->launches[0].block[2] = 1;
  }
  irg_request_t& request() { return plan->launches[0].request; }
  double estimate(const irg_problem_t& problem) {
    const CostEstimate e = static_estimate(*plan, problem, {launch_facts("k", 64, 0, request(), problem)}, "gfx1250");
    EXPECT_TRUE(e.ok()) << e.missing;
    return e.cycles;
  }
  std::unique_ptr<irg_plan_t> plan;
};

// One image row of a 3 x 3 C = 3 stem (27 filter columns, padded to 32), "same" padding: Wo = wi.
irg_problem_t stem_row(int64_t wi) {
  irg_problem_t p{};
  p.n = p.hi = 1, p.wi = wi, p.groups = 1, p.cpg = 3, p.kpg = 16;
  p.filter_h = p.filter_w = 3, p.pad_h = p.pad_w = 1, p.stride_h = p.stride_w = 1;
  p.dilation_h = p.dilation_w = 1;
  return p;
}

double stem(int waves, int vec_x, int sub_steps, const irg_problem_t& problem) {
  Plan s(IRG_FAMILY_SMALL_C, 1, waves);
  EXPECT_TRUE(registry::set_spec_field(s.request(), "waves", waves));
  EXPECT_TRUE(registry::set_spec_field(s.request(), "vec_x", vec_x));
  EXPECT_TRUE(registry::set_spec_field(s.request(), "sub_steps", sub_steps));
  return s.estimate(problem);
}

TEST(SmallCStaging, WiderItemsShareTheirPositionTestAmongMoreElements) {
  // Two waves (64 lanes): a chunk's 32 x 32 X columns are 512 one-dword items, 8 a lane, or 256
  // two-dword items, 4 a lane: as many elements, half the position tests.
  EXPECT_LT(stem(2, 2, 1, stem_row(96)), stem(2, 1, 1, stem_row(96)));
}

TEST(SmallCStaging, ItemsFewerThanTheBlocksLanesLeaveLanesIdle) {
  // Sixteen waves (512 lanes): one element pair an item, 512 items, one a lane; four-dword items
  // are 128, and the lane that stages one does four times the elements while 384 lanes idle.
  EXPECT_GT(stem(16, 4, 1, stem_row(96)), stem(16, 1, 1, stem_row(96)));
}

TEST(SmallCStaging, TheLoopStagesWholeStepsOfSubSteps) {
  // Wo = 96 is three chunks: one and three sub-steps stage three, two sub-steps four (a last
  // step half past the row), and the estimate grows by that chunk's work.
  EXPECT_DOUBLE_EQ(stem(2, 1, 3, stem_row(96)), stem(2, 1, 1, stem_row(96)));
  EXPECT_GT(stem(2, 1, 2, stem_row(96)), stem(2, 1, 1, stem_row(96)));
  // Wo = 128 is four chunks: two sub-steps stage exactly the row.
  EXPECT_DOUBLE_EQ(stem(2, 1, 2, stem_row(128)), stem(2, 1, 1, stem_row(128)));
}

// A depthwise band of `rows` output rows of a one-pixel-wide image, 1 x 1 filter (the plan's
// grid x stands for the channel blocks: every block covers the whole band).
irg_problem_t narrow_band(int64_t rows) {
  irg_problem_t p{};
  p.n = 1, p.hi = rows, p.wi = 1, p.groups = 32, p.cpg = p.kpg = 1;
  p.filter_h = p.filter_w = 1, p.stride_h = p.stride_w = 1, p.dilation_h = p.dilation_w = 1;
  return p;
}

// Enough blocks to fill every unit whatever the waves a block: the estimate is throughput.
double depthwise(int waves, const irg_problem_t& problem) {
  Plan d(IRG_FAMILY_DEPTHWISE, 128 * 64, waves);
  EXPECT_TRUE(registry::set_spec_field(d.request(), "waves", waves));
  return d.estimate(problem);
}

TEST(DepthwiseWaves, ABandShorterThanTheBlocksWavesLeavesWavesIdle) {
  // Four waves walk a band's positions round-robin: two positions keep two of them busy for one
  // trip and the others issue only their prologue and epilogue, as long as four positions take.
  EXPECT_DOUBLE_EQ(depthwise(4, narrow_band(2)), depthwise(4, narrow_band(4)));
  EXPECT_LT(depthwise(4, narrow_band(4)), depthwise(4, narrow_band(5)));
  // One wave walks two positions for its one set of fixed work: cheaper than four waves' four.
  EXPECT_LT(depthwise(1, narrow_band(2)), depthwise(4, narrow_band(2)));
}

TEST_F(OneLaunch, AnUnknownArchOrAnUncachedLaunchLeavesNoEstimate) {
  EXPECT_EQ(static_estimate(*plan, problem, {{"k", 100, 0, 4, 4}}, "gfx803").missing,
            "no machine figures for gfx803 (serve/machine_figures.def)");
  EXPECT_EQ(static_estimate(*plan, problem, {}, "gfx1250").missing, "the plan's launches are not all cached kernels");
}

}  // namespace
}  // namespace irgate::serve
