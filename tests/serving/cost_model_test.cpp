// tests/serving/cost_model_test.cpp — serving's cost model (serve/cost_model.h): the per-block fit
// and its clamps, the estimate's rounds and residency as docs/grid.md §Serving by estimated cost
// states them (worked out here from the machine figures, not read back from the code), what
// leaves a plan without an estimate, and profiles.json's round trip and malformed files.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

#include "irgate/engine_api.h"
#include "registry/spec_fields.h"
#include "serve/cost_model.h"
#include "toolchain/tempdir.h"

namespace irgate::serve {
namespace {

ProfileRun run(double r, double cycles) { return {r, 1, {{"HWVALU", cycles}}}; }

TEST(CostFit, TwoReductionLengthsGiveTheLineThroughThem) {
  const auto fit = fit_per_block({run(10, 30), run(30, 70)});
  EXPECT_DOUBLE_EQ(fit.at("HWVALU").first, 10);
  EXPECT_DOUBLE_EQ(fit.at("HWVALU").second, 2);
}

TEST(CostFit, CyclesThatShrinkWithWorkAreTheirMean) {
  const auto fit = fit_per_block({run(10, 70), run(30, 30)});
  EXPECT_DOUBLE_EQ(fit.at("HWVALU").first, 50);
  EXPECT_DOUBLE_EQ(fit.at("HWVALU").second, 0);
}

TEST(CostFit, ANegativeInterceptIsRefittedThroughTheOrigin) {
  // The line through (10, 5) and (20, 30) crosses zero at r = 8: least squares through the origin.
  const auto fit = fit_per_block({run(10, 5), run(20, 30)});
  EXPECT_DOUBLE_EQ(fit.at("HWVALU").first, 0);
  EXPECT_DOUBLE_EQ(fit.at("HWVALU").second, (10 * 5 + 20 * 30) / double(10 * 10 + 20 * 20));
}

TEST(CostFit, OneReductionLengthGivesAConstantAndAPipeARunLacksCountsZero) {
  const auto fit = fit_per_block({{0, 4, {{"HWSALU", 8}}}, {0, 4, {{"HWSALU", 12}, {"HWVMEM", 6}}}});
  EXPECT_DOUBLE_EQ(fit.at("HWSALU").first, 10);
  EXPECT_DOUBLE_EQ(fit.at("HWVMEM").first, 3);
  EXPECT_DOUBLE_EQ(fit.at("HWVMEM").second, 0);
}

// A stage-1 launch of 1000 blocks and a reduce launch of 3, on gfx1250's figures.
struct TwoLaunchPlan : ::testing::Test {
  void SetUp() override {
    plan = std::make_unique<irg_plan_t>();
    plan->n_launches = 2, plan->n_slices = 1;
    irg_launch_t& stage1 = plan->launches[0];
    stage1.request = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250");
    stage1.grid[0] = 100, stage1.grid[1] = 2, stage1.grid[2] = 5;
    irg_launch_t& fold = plan->launches[1];
    fold.request = irg_request_default(IRG_FAMILY_REDUCE, IRG_FLAVOR_LLVM22, "gfx1250");
    fold.grid[0] = 3, fold.grid[1] = fold.grid[2] = 1;
    problem.n = 10, problem.hi = problem.wi = 8, problem.groups = 1, problem.cpg = problem.kpg = 16;
    problem.filter_h = problem.filter_w = problem.stride_h = problem.stride_w = 1;
    problem.dilation_h = problem.dilation_w = 1;
    KernelProfile s;
    s.object_sha256 = "a", s.occupancy = 5, s.waves_per_block = 4;
    s.per_block = {{"HWVALU", {100, 2}}, {"HWXDL", {0, 1}}};
    KernelProfile f;
    f.object_sha256 = "b", f.occupancy = 16, f.waves_per_block = 8;
    f.per_block = {{"HWSALU", {40, 0}}};
    profiles.kernels = {{"stage1", s}, {"fold", f}};
  }
  std::unique_ptr<irg_plan_t> plan;
  irg_problem_t problem{};
  CostProfiles profiles;
};

TEST_F(TwoLaunchPlan, TheEstimateIsRoundsOfResidentBlocksOnTheBusiestPipe) {
  const MachineFigures* m = machine_figures("gfx1250");
  ASSERT_TRUE(m);
  const CostEstimate e = estimate_plan(*plan, problem, {"stage1", "fold"}, {"a", "b"}, profiles, "gfx1250");
  ASSERT_TRUE(e.ok()) << e.missing;
  ASSERT_EQ(e.launches.size(), 2u);
  // Stage 1: 10 images x 8 x 8 positions over grid.y x grid.z = 10 blocks: 64 a block.
  const double r = 10.0 * 8 * 8 / 10;
  EXPECT_DOUBLE_EQ(e.launches[0].reduction_per_block, r);
  const int64_t blocks = 1000, units = m->compute_units, simds = m->simds_per_unit;
  const int64_t resident = std::min<int64_t>(5 * simds / 4, (blocks + units - 1) / units);
  const int64_t rounds = (blocks + units * resident - 1) / (units * resident);
  EXPECT_EQ(e.launches[0].resident_blocks, resident);
  EXPECT_EQ(e.launches[0].rounds, rounds);
  EXPECT_EQ(e.launches[0].bound_by, "HWVALU");  // 228 cycles a block against HWXDL's 64
  const double stage1 = double(rounds) * resident * (100 + 2 * r) / double(std::min<int64_t>(simds, resident * 4));
  EXPECT_DOUBLE_EQ(e.launches[0].cycles, stage1);
  // The fold reduces nothing: 3 blocks, one a unit, one round of 40 cycles on one SIMD's worth.
  EXPECT_DOUBLE_EQ(e.launches[1].reduction_per_block, 0);
  EXPECT_EQ(e.launches[1].rounds, 1);
  EXPECT_DOUBLE_EQ(e.launches[1].cycles, 40.0 / double(std::min<int64_t>(simds, 8)));
  EXPECT_DOUBLE_EQ(e.cycles, stage1 + e.launches[1].cycles);
  EXPECT_DOUBLE_EQ(e.microseconds, e.cycles / m->clock_mhz);
}

TEST_F(TwoLaunchPlan, AStaleOrMissingProfileOrAnUnknownArchLeavesNoEstimate) {
  EXPECT_EQ(estimate_plan(*plan, problem, {"stage1", "fold"}, {"a", "other"}, profiles, "gfx1250").missing,
            "no profile of fold (irgate grid profile)");
  EXPECT_EQ(estimate_plan(*plan, problem, {"stage1"}, {"a"}, profiles, "gfx1250").missing,
            "the plan's launches are not all cached kernels");
  EXPECT_EQ(estimate_plan(*plan, problem, {"stage1", "fold"}, {"a", "b"}, profiles, "gfx803").missing,
            "no machine figures for gfx803 (serve/machine_figures.def)");
}

TEST(CostFigures, EveryWiredArchHasARowAndOnlyGfx1250IsAnAssumption) {
  for (const char* arch : {"gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250"}) {
    const MachineFigures* m = machine_figures(std::string(arch) + ":xnack-");
    ASSERT_TRUE(m) << arch;
    EXPECT_GT(m->compute_units, 0);
    EXPECT_GT(m->simds_per_unit, 0);
    EXPECT_GT(m->clock_mhz, 0);
    EXPECT_EQ(m->published, std::string(arch) != "gfx1250") << arch;
  }
}

TEST(CostProfilesFile, RoundTripsAndAMissingFileIsNoProfiles) {
  auto tmp = toolchain::TempDir::create("irgate-profiles");
  ASSERT_TRUE(tmp);
  auto none = CostProfiles::load(tmp->path());
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->kernels.empty());
  CostProfiles p;
  p.model = "LLVM 22 scheduling model";
  KernelProfile k;
  k.object_sha256 = "abc", k.occupancy = 5, k.waves_per_block = 4;
  k.runs = {run(90, 300), run(612, 1400)};
  p.kernels["k.gfx1250.fp16"] = k;
  ASSERT_TRUE(p.save(tmp->path()));
  auto back = CostProfiles::load(tmp->path());
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back->model, p.model);
  const KernelProfile* q = back->find("k.gfx1250.fp16", "abc");
  ASSERT_TRUE(q);
  EXPECT_EQ(q->occupancy, 5);
  EXPECT_EQ(q->runs.size(), 2u);
  EXPECT_EQ(q->per_block, fit_per_block(k.runs));
  EXPECT_FALSE(back->find("k.gfx1250.fp16", "abd"));
}

// A stem's block walks one output row (grid y = Ho, z = images) in steps of sub_steps chunks of
// 32 positions and computes every position of a step, past Wo too.
double stem_row_positions(int64_t wo, int sub_steps) {
  irg_plan_t plan{};
  plan.n_launches = 1, plan.n_slices = 1;
  irg_launch_t& l = plan.launches[0];
  l.request = irg_request_default(IRG_FAMILY_SMALL_C, IRG_FLAVOR_LLVM22, "gfx1250");
  EXPECT_TRUE(registry::set_spec_field(l.request, "sub_steps", sub_steps));
  irg_problem_t p{};
  p.n = 2, p.hi = 3, p.wi = wo, p.groups = 1, p.cpg = 3, p.kpg = 16;
  p.filter_h = p.filter_w = p.stride_h = p.stride_w = p.dilation_h = p.dilation_w = 1;
  l.grid[0] = 1, l.grid[1] = 3, l.grid[2] = 2;
  return reduction_per_block(plan, l, p);
}

TEST(ReductionPositions, AStemCountsThePositionsItsLoopIterates) {
  // Wo = 112 is four chunks (128 positions): one, two and four sub-steps iterate all four, three
  // sub-steps six (a second step of three chunks, two past the row).
  EXPECT_DOUBLE_EQ(stem_row_positions(112, 1), 128);
  EXPECT_DOUBLE_EQ(stem_row_positions(112, 2), 128);
  EXPECT_DOUBLE_EQ(stem_row_positions(112, 4), 128);
  EXPECT_DOUBLE_EQ(stem_row_positions(112, 3), 192);
  EXPECT_DOUBLE_EQ(stem_row_positions(1, 1), 32);
  // Another family counts the row's true positions: 10 x 64 / 10 blocks.
  irg_request_t gemm = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250");
  EXPECT_EQ(iterated_row_positions(gemm, 112), 112);
}

TEST(CostProfilesFile, AFileOfAnOlderSchemaIsReadAsStaleNotAsAnError) {
  auto tmp = toolchain::TempDir::create("irgate-profiles");
  ASSERT_TRUE(tmp);
  std::ofstream(CostProfiles::path(tmp->path()))
      << "{\"schema\": \"irgate.cost_profiles/v1\", \"kernels\": {\"k\": {\"object_sha256\": \"a\", "
         "\"occupancy\": 2, \"waves_per_block\": 4, \"runs\": [{\"reduction_per_block\": 1, \"blocks\": 2, "
         "\"cycles_per_block\": {\"HWVALU\": 3}}]}}}";
  auto p = CostProfiles::load(tmp->path());
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(p->stale_schema, "irgate.cost_profiles/v1");
  EXPECT_TRUE(p->kernels.empty());  // its runs were fitted on another r: none is current
  // Saving writes the current schema, and what was stale is gone.
  ASSERT_TRUE(p->save(tmp->path()));
  auto again = CostProfiles::load(tmp->path());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->stale_schema, "");
}

TEST(CostProfilesFile, AMalformedFileIsAnErrorNamingIt) {
  auto tmp = toolchain::TempDir::create("irgate-profiles");
  ASSERT_TRUE(tmp);
  const std::filesystem::path file = CostProfiles::path(tmp->path());
  auto write = [&](const std::string& text) { std::ofstream(file) << text; };
  auto error_of = [&] {
    auto p = CostProfiles::load(tmp->path());
    return p ? std::string("loaded") : p.error().message;
  };
  write("{\"schema\": ");
  EXPECT_NE(error_of().find(file.string()), std::string::npos) << error_of();
  write("{\"schema\": \"irgate.grid_cache/v1\", \"kernels\": {}}");
  EXPECT_NE(error_of().find("not a cost profile file"), std::string::npos) << error_of();
  write("{\"schema\": \"irgate.cost_profiles/v2\", \"kernels\": {\"k\": {\"object_sha256\": \"a\", \"occupancy\": 0, "
        "\"waves_per_block\": 4, \"runs\": []}}}");
  EXPECT_NE(error_of().find("/kernels/k: occupancy must be a positive integer"), std::string::npos) << error_of();
  write("{\"schema\": \"irgate.cost_profiles/v2\", \"kernels\": {\"k\": {\"object_sha256\": \"a\", \"occupancy\": 2, "
        "\"waves_per_block\": 4, \"runs\": [{\"reduction_per_block\": 1, \"blocks\": 2, \"cycles_per_block\": "
        "{\"HWVALU\": -1}}]}}}");
  EXPECT_NE(error_of().find("/runs/0/cycles_per_block/HWVALU: not a count"), std::string::npos) << error_of();
}

}  // namespace
}  // namespace irgate::serve
