// tests/serving/serve_cli_test.cpp — `irgate plan --cache` and `irgate run --cache` end to end:
// a cache of three kernels (a depthwise kernel, a direct_wgrad kernel, the reduce helper that
// folds their fp16 dW) compiled here through the library with the real llvm22 toolchain, then a
// depthwise and a direct_wgrad problem planned and run on the emulator against the host
// reference, a stem nobody serves (exit 3 / 1 with every family's reason), a bad line (exit 2);
// and a second cache holding a small-C stem kernel and a TDM-ring direct_wgrad kernel, which serve
// a stem and a dense layer, each verified; and a cache of two run-time-geometry kernels profiled
// with `irgate grid profile`, whose candidates `plan --explain` ranks by estimated time (and,
// before, by the static estimate, said once on stderr); and a cache `irgate grid compile` builds,
// profiled as it compiles, against one built `--no-profile`, with the static rule's picks judged.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "arch_domain/table.h"
#include "grid/compile_cache.h"
#include "grid/request.h"
#include "serve/cost_model.h"
#include "serve/miopen_line.h"
#include "support/files.h"
#include "support/json.h"
#include "support/sha256.h"
#include "support/subprocess.h"
#include "toolchain/tempdir.h"
#include "tests/grid/cli_fixture.h"
#include "toolchain/tools.h"

namespace irgate::grid {
namespace {

using nlohmann::json;
using Spec = registry::SpecValues;

class ServeCli : public testing::IrgateCli {
 protected:
  void SetUp() override {
    IrgateCli::SetUp();
    if (IsSkipped()) return;
    auto v = arch_domain::load_view(root_, kGridFlavor);
    ASSERT_TRUE(v) << v.error().message;
    view_ = *v;
  }
  GridKernel kernel(const std::string& family, const std::string& dtype, const Spec& spec) {
    auto req = grid_request(family, "gfx1250", spec, view_->get());
    EXPECT_TRUE(req) << req.error().message;
    const Emission em = emit_reference(*req);
    EXPECT_EQ(em.status, IRG_STATUS_OK) << em.refusal_id << ": " << em.refusal_text;
    return {grid_kernel_name(em.kernel_name(), "gfx1250", dtype), family, "gfx1250", dtype, spec, em.stamp, sha256_hex(em.text), *req};
  }
  ProcessResult irgate(std::vector<std::string> args) { return IrgateCli::irgate(std::move(args), std::chrono::seconds(240)); }
  // Compiles `kernels` into a new cache under `dir`; all must be cached.
  void compile_cache(const std::string& dir, const std::vector<GridKernel>& kernels) {
    auto compiled = compile_into(dir, kernels, CompileOptions{});
    ASSERT_TRUE(compiled) << compiled.error().message;
    ASSERT_TRUE(compiled->failures.empty()) << compiled->failures[0].first << ": " << compiled->failures[0].second;
    ASSERT_EQ(compiled->cached, kernels.size());
  }
  // Every "<line> on gfx1250 served by K: PASS" report of `out` ran its own line's problem: the
  // "  problem ..." line under it names the line's extents, channels and geometry (a run-time
  // kernel verified on numerics' default geometry would pass while serving nothing it was asked).
  // Returns how many reports it checked.
  static int expect_each_run_on_its_line(const std::string& out) {
    int checked = 0;
    for (size_t at = out.find(" served by "); at != std::string::npos; at = out.find(" served by ", at + 1)) {
      const size_t start = out.rfind('\n', at) + 1, conv_at = out.find("conv", start);
      const size_t on = out.rfind(" on gfx1250", at), problem_at = out.find("\n", at) + 1;
      if (conv_at == std::string::npos || on == std::string::npos || on < conv_at) continue;
      auto conv = serve::parse_miopen_line(out.substr(conv_at, on - conv_at));
      EXPECT_TRUE(conv) << out.substr(start, at - start);
      if (!conv) continue;
      const irg_problem_t p = serve::wgrad_problem(*conv, conv->dtype);
      auto x = [](int64_t a, int64_t b) { return std::to_string(a) + "x" + std::to_string(b); };
      const std::string ran = "problem N=" + std::to_string(p.n) + " H=" + std::to_string(p.hi) +
                              " W=" + std::to_string(p.wi) + " G=" + std::to_string(p.groups) +
                              " cpg=" + std::to_string(p.cpg) + " kpg=" + std::to_string(p.kpg) +
                              " filter " + x(p.filter_h, p.filter_w) + " stride " + x(p.stride_h, p.stride_w) +
                              " pad " + x(p.pad_h, p.pad_w) + " dilation " + x(p.dilation_h, p.dilation_w) + ",";
      EXPECT_EQ(out.compare(problem_at, ran.size() + 2, "  " + ran), 0)
          << "the run must verify the served problem (" << ran << ")\n" << out.substr(start, 400);
      ++checked;
    }
    return checked;
  }
  // Plans `line` from the cache (served by `kernel`) and runs it on the emulator (PASS) on the
  // line's own problem: its groups and channel counts, which a kernel reads at run time.
  void expect_served_and_verified(const std::string& dir, const std::string& line, const std::string& kernel) {
    auto plan = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", line});
    ASSERT_EQ(plan.exit_code, 0) << plan.out << plan.err;
    EXPECT_EQ(json::parse(plan.out)["served"]["kernel"], kernel);
    auto run = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen", line});
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("served by " + kernel + ": PASS"), std::string::npos) << run.out;
    EXPECT_EQ(expect_each_run_on_its_line(run.out), 1) << run.out;
  }
  std::shared_ptr<const arch_domain::View> view_;
};

TEST_F(ServeCli, PlanAndRunDepthwiseAndDirectWgradProblemsAndAnswerAStem) {
  auto tmp = toolchain::TempDir::create("irgate-serve-cli");
  ASSERT_TRUE(tmp);
  const std::string dir = (tmp->path() / "cache").string();
  const std::vector<GridKernel> kernels = {
      kernel("direct_depthwise_wgrad", "fp16",
             {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1}, {"stride_h", 1},
              {"stride_w", 1}, {"waves", 4}, {"r_split", 1}, {"ho_per_block", 8}, {"ws_replicas", 1}}),
      kernel("direct_wgrad", "fp16",
             {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1}, {"stride_h", 1},
              {"stride_w", 1}, {"waves_k", 1}, {"waves_c", 1}, {"wave_tiles_k", 1},
              {"wave_tiles_c", 1}, {"rows_per_sync", 1}, {"row_blocks", 1}, {"lds_epilogue", 0}, {"tdm_stages", 0},
              {"ws_replicas", 1}}),
      kernel("direct_wgrad_reduce", "fp16", {{"ws_replicas", 1}, {"out_dtype", "fp16"}, {"block_size", 256}}),
  };
  compile_cache(dir, kernels);
  if (HasFatalFailure()) return;

  // Depthwise: 37 channels (a wave and a tail), 9 x 9, two images; dW fp16 folds through the reduce.
  const std::string depthwise = "convfp16 -n 2 -c 37 -H 9 -W 9 -k 37 -y 3 -x 3 -p 1 -q 1 -g 37 -F 4";
  auto plan = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", depthwise});
  ASSERT_EQ(plan.exit_code, 0) << plan.out << plan.err;
  const json j = json::parse(plan.out);
  EXPECT_EQ(j["served"]["kernel"], kernels[0].name);
  EXPECT_EQ(j["served"]["launch_kernels"], json({kernels[0].name, kernels[2].name}));
  EXPECT_EQ(j["served"]["atomics_per_dw_element"], 4);  // 2 images x 2 bands of 8 rows
  EXPECT_EQ(j["launches"].size(), 2u);
  EXPECT_EQ(j["buffers"]["WS"]["zeroed"], true);
  auto run = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen", depthwise});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("served by " + kernels[0].name + ": PASS"), std::string::npos) << run.out;

  // direct_wgrad: two groups of 16 -> 16 channels (cpg = kpg = 16), a column tail; then the same
  // kernel on 40 -> 24 channels a group (ragged 16-wide tiles): the channel counts are kernargs.
  const std::string dense = "convfp16 -n 1 -c 32 -H 9 -W 11 -k 32 -y 3 -x 3 -p 1 -q 1 -g 2 -F 4";
  expect_served_and_verified(dir, dense, kernels[1].name);
  expect_served_and_verified(dir, "convfp16 -n 1 -c 80 -H 6 -W 9 -k 48 -y 3 -x 3 -p 1 -q 1 -g 2 -F 4", kernels[1].name);

  // Batch slices at a lowered window (--slice-bytes, docs/kernels.md §Launch plans): five images of
  // 9 x 11 x 32 x 2 = 6,336 bytes, two a slice, the served plan's slices then its reduce, verified.
  const std::string batch = "convfp16 -n 5 -c 32 -H 9 -W 11 -k 32 -y 3 -x 3 -p 1 -q 1 -g 2 -F 4";
  auto sliced_plan = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", batch, "--slice-bytes", "12673"});
  ASSERT_EQ(sliced_plan.exit_code, 0) << sliced_plan.out << sliced_plan.err;
  EXPECT_EQ(json::parse(sliced_plan.out)["slices"], 3);
  auto sliced_run = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen", batch, "--slice-bytes", "12673"});
  EXPECT_EQ(sliced_run.exit_code, 0) << sliced_run.out << sliced_run.err;
  EXPECT_NE(sliced_run.out.find("4 kernel launches"), std::string::npos) << sliced_run.out;
  auto too_small = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen", batch, "--slice-bytes", "6000"});
  EXPECT_EQ(too_small.exit_code, 1) << too_small.out << too_small.err;
  EXPECT_NE((too_small.out + too_small.err).find("plan_slice_bytes"), std::string::npos) << too_small.out << too_small.err;

  // A stem: no family serves it; plan exits 3 (like an engine refusal), run exits 1.
  const std::string stem = "convfp16 -n 2 -c 3 -H 224 -W 224 -k 64 -y 7 -x 7 -p 3 -q 3 -u 2 -v 2 -g 1 -F 4";
  auto splan = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", stem});
  EXPECT_EQ(splan.exit_code, 3) << splan.out << splan.err;
  EXPECT_TRUE(splan.out.empty()) << splan.out;
  EXPECT_NE(splan.err.find("no cached kernel serves"), std::string::npos) << splan.err;
  EXPECT_NE(splan.err.find("direct_wgrad_small_c: the cache holds no direct_wgrad_small_c kernel"), std::string::npos)
      << splan.err;
  EXPECT_NE(splan.err.find("direct_wgrad: img_filter_shape: direct wgrad: the filter must be square, 1x1 to 4x4 (got 7x7)"),
            std::string::npos)
      << splan.err;
  auto srun = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen", stem});
  EXPECT_EQ(srun.exit_code, 1) << srun.out << srun.err;
  EXPECT_NE(srun.out.find("NOT SERVED"), std::string::npos) << srun.out;

  // A dilated line is a problem: the direct family's plan refuses it in its own words, and this
  // cache holds no implicit_gemm_wgrad kernel (exit 3, not served).
  auto dilated = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", dense + " -l 2"});
  EXPECT_EQ(dilated.exit_code, 3) << dilated.err;
  EXPECT_NE(dilated.err.find("direct_wgrad: plan_dilation: plan: direct_wgrad kernels have no dilation"),
            std::string::npos)
      << dilated.err;
  // Usage errors: exit 2, named.
  auto mixed = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen", dense, "--config", "233"});
  EXPECT_EQ(mixed.exit_code, 2) << mixed.err;
}

TEST_F(ServeCli, AStemAndATdmRingLayerAreServedFromTheCacheAndVerified) {
  auto tmp = toolchain::TempDir::create("irgate-serve-stem");
  ASSERT_TRUE(tmp);
  const std::string dir = (tmp->path() / "cache").string();
  const std::vector<GridKernel> kernels = {
      // The 3x3 s2 p1 RGB stem (a grid row of docs/grid.md); K is a kernarg.
      kernel("direct_wgrad_small_c", "fp16",
             {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1}, {"stride_h", 2},
              {"stride_w", 2}, {"c", 3}, {"vec_x", 2}, {"sub_steps", 2}, {"uniform_wave", 1},
              {"waves", 2}, {"wave_tiles", 1}, {"ws_replicas", 1}}),
      // A dense 3x3 layer through a 2-slot Tensor Data Mover ring.
      kernel("direct_wgrad", "fp16",
             {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1}, {"stride_h", 1},
              {"stride_w", 1}, {"waves_k", 2}, {"waves_c", 2}, {"wave_tiles_k", 1},
              {"wave_tiles_c", 1}, {"rows_per_sync", 1}, {"row_blocks", 1}, {"lds_epilogue", 1}, {"tdm_stages", 2},
              {"ws_replicas", 1}}),
      kernel("direct_wgrad_reduce", "fp16", {{"ws_replicas", 1}, {"out_dtype", "fp16"}, {"block_size", 256}}),
  };
  compile_cache(dir, kernels);
  if (HasFatalFailure()) return;
  // The stem on a ragged 2 x 37 x 45 RGB batch: served by the cached small-C kernel, verified.
  expect_served_and_verified(dir, "convfp16 -n 2 -c 3 -H 37 -W 45 -k 32 -y 3 -x 3 -p 1 -q 1 -u 2 -v 2 -g 1 -F 4",
                             kernels[0].name);
  // The same stem kernel with 72 output channels (three k tiles of 32, the last ragged).
  expect_served_and_verified(dir, "convfp16 -n 1 -c 3 -H 9 -W 40 -k 72 -y 3 -x 3 -p 1 -q 1 -u 2 -v 2 -g 1 -F 4",
                             kernels[0].name);
  // A dense 32 -> 32 layer with a column tail: served by the TDM ring kernel, verified.
  expect_served_and_verified(dir, "convfp16 -n 2 -c 32 -H 7 -W 37 -k 32 -y 3 -x 3 -p 1 -q 1 -g 1 -F 4",
                             kernels[1].name);

  // Profiled, the stem's blocks iterate one step of two chunks (64 positions) on both rungs' rows
  // of 5 and 9 positions: a run on wider rows gives its fit a second length, so the slope is
  // measured, not assumed 0 (docs/grid.md §Serving by estimated cost).
  ASSERT_EQ(irgate({"grid", "profile", "--cache", dir, "--arch", "gfx1250"}).exit_code, 0);
  auto profiles = serve::CostProfiles::load(dir);
  ASSERT_TRUE(profiles) << profiles.error().message;
  ASSERT_TRUE(profiles->kernels.count(kernels[0].name));
  const serve::KernelProfile& stem = profiles->kernels.at(kernels[0].name);
  std::set<double> lengths;
  for (const serve::ProfileRun& r : stem.runs) lengths.insert(r.reduction_per_block);
  EXPECT_EQ(lengths, (std::set<double>{64, 128}));
  EXPECT_GT(stem.per_block.at("HWXDL").second, 0) << "WMMA cycles grow with the positions a block iterates";
}

// implicit_gemm_wgrad kernels of the grid (the small block) serve what no direct family in this
// cache can: a dilated layer, a grouped one, an SE convolution of 4 channels, a patch embedding;
// `irgate coverage` says so, and `run --miopen-file` verifies one reduced layer of each shape class.
// One run-time-geometry kernel (docs/kernels/implicit_gemm_wgrad.md) serves and verifies every
// geometry class of the file: pointwise, dilated, grouped strided, a patch embedding, a 1-D layer
// (H = 1), a factorised 1x7 and an unpadded 3x3.
TEST_F(ServeCli, OneRunTimeGeometryKernelServesAndVerifiesOneLayerOfEachShapeClass) {
  auto tmp = toolchain::TempDir::create("irgate-serve-igemm");
  ASSERT_TRUE(tmp);
  const std::string dir = (tmp->path() / "cache").string();
  const std::vector<GridKernel> kernels = {
      kernel("implicit_gemm_wgrad", "fp16",
             {{"dtype", "fp16"}, {"filter_h", -1}, {"filter_w", -1}, {"pad_h", -1}, {"pad_w", -1}, {"stride_h", -1},
              {"stride_w", -1}, {"dilation_h", -1}, {"dilation_w", -1}, {"waves_m", 1}, {"waves_n", 1},
              {"wave_tiles_m", 1}, {"wave_tiles_n", 1}, {"k_steps", 8}, {"ws_replicas", 1}}),
      kernel("direct_wgrad_reduce", "fp16", {{"ws_replicas", 1}, {"out_dtype", "fp16"}, {"block_size", 256}}),
  };
  compile_cache(dir, kernels);
  if (HasFatalFailure()) return;
  const std::string layers = (tmp->path() / "layers.txt").string();
  ASSERT_TRUE(write_atomic(layers,
                           "# seven shape classes, the first two twice\n"
                           "convfp16 -n 32 -c 96 -H 1 -W 1 -k 4 -y 1 -x 1 -F 4  # se.fc1: ragged, pair path\n"
                           "convfp16 -n 32 -c 96 -H 1 -W 1 -k 4 -y 1 -x 1 -F 4  # se.fc1 again\n"
                           "convfp16 -n 4 -c 64 -H 60 -W 60 -k 64 -y 3 -x 3 -p 2 -q 2 -l 2 -j 2 -F 4  # dilated\n"
                           "convfp16 -n 4 -c 64 -H 60 -W 60 -k 64 -y 3 -x 3 -p 2 -q 2 -l 2 -j 2 -F 4  # dilated again\n"
                           "convfp16 -n 8 -c 64 -H 28 -W 28 -k 128 -y 3 -x 3 -p 1 -q 1 -u 2 -v 2 -g 4 -F 4  # grouped s2\n"
                           "convfp16 -n 8 -c 3 -H 224 -W 224 -k 768 -y 16 -x 16 -u 16 -v 16 -F 4  # patch embedding\n"
                           "convfp16 -n 4 -c 80 -H 1 -W 3000 -k 512 -y 1 -x 3 -q 1 -v 2 -F 4  # 1-D: a Conv1d\n"
                           "convfp16 -n 4 -c 32 -H 17 -W 17 -k 32 -y 1 -x 7 -q 3 -F 4  # 1x7 factorised\n"
                           "convfp16 -n 2 -c 64 -H 14 -W 14 -k 64 -y 3 -x 3 -F 4  # unpadded 3x3\n"
                           "convfp16 -n 8 -c 3 -H 224 -W 224 -k 768 -y 16 -x 16 -u 16 -v 16 -F 1  # forward: skipped\n"));
  auto cov = irgate({"grid", "coverage", "--cache", dir, "--arch", "gfx1250", "--miopen-file", layers});
  EXPECT_EQ(cov.exit_code, 0) << cov.out << cov.err;
  EXPECT_NE(cov.out.find("| layers (input lines) | 9 | 9 | 100.0% |"), std::string::npos) << cov.out;
  EXPECT_NE(cov.out.find("1 convolutions with no backward-weights pass"), std::string::npos) << cov.out;
  auto run = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen-file", layers});
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("7 of 7 shape classes of " + layers + " pass"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("[3x3 s1x1 p2x2 d2x2 dense c8] dilated: convfp16 -n 1 -c 64 -H 3 -W 3"), std::string::npos)
      << run.out;
  EXPECT_EQ(expect_each_run_on_its_line(run.out), 7) << run.out;
  // Read as bf16, nothing in this fp16 cache serves: exit 1, every class named NOT SERVED.
  auto bf16 = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen-file", layers, "--dtype", "bf16"});
  EXPECT_EQ(bf16.exit_code, 1) << bf16.out << bf16.err;
  EXPECT_NE(bf16.out.find("0 of 7 shape classes"), std::string::npos) << bf16.out;
  // Problems nobody wrote: the first of each geometry class of 300 random ones (issue 42's
  // classes too: filters past 16, pad past the filter, an image past 2 GiB, reduced to one image
  // of a few rows and a class-keeping few channels), served by the same kernel and verified on
  // both executors (issue 28 §4).
  auto random = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--random", "300", "--seed", "11", "--dtype", "fp16"});
  EXPECT_EQ(random.exit_code, 0) << random.out << random.err;
  EXPECT_NE(random.out.find("11 of 11 geometry classes of 300 random problems (seed 11) pass"), std::string::npos)
      << random.out;
  EXPECT_NE(random.out.find("[1-D (H = 1)] convfp16 -n 1"), std::string::npos) << random.out;
  EXPECT_EQ(expect_each_run_on_its_line(random.out), 11) << random.out;

  // A served run's dump reruns from its folder alone, and its code objects are the cache's own.
  const std::string dump_dir = (tmp->path() / "dump").string();
  auto dumped = irgate({"run", "--cache", dir, "--arch", "gfx1250", "--miopen",
                        "convfp16 -n 2 -c 16 -H 11 -W 13 -k 24 -y 1 -x 7 -q 3 -F 4", "--dump", dump_dir});
  EXPECT_EQ(dumped.exit_code, 0) << dumped.out << dumped.err;
  auto rerun = irgate({"rerun", dump_dir});
  EXPECT_EQ(rerun.exit_code, 0) << rerun.out << rerun.err;
  EXPECT_NE(rerun.out.find("elements bit-identical to the dump's"), std::string::npos) << rerun.out;
  auto cache_index = read_file(dir + "/index.json");
  ASSERT_TRUE(cache_index);
  auto dumped_problem = read_file(dump_dir + "/problem.json");
  ASSERT_TRUE(dumped_problem);
  for (const json& launch : json::parse(*dumped_problem)["plan"]["launches"])
    EXPECT_NE(cache_index->find(launch["code_object"]["sha256"].get<std::string>()), std::string::npos)
        << "the dump's object of " << launch["kernel"] << " is not one the cache holds";

  // grid coverage --verify: every served problem at its full size on the ISA executor, exact.
  const std::string small = (tmp->path() / "small.txt").string();
  ASSERT_TRUE(write_atomic(small,
                           "convfp16 -n 3 -c 20 -H 1 -W 75 -k 36 -y 1 -x 3 -q 1 -v 2 -F 4  # 1-D, ragged channels\n"
                           "convfp16 -n 2 -c 16 -H 11 -W 13 -k 24 -y 1 -x 7 -q 3 -F 4  # 1x7\n"
                           "convfp16 -n 2 -c 8 -H 12 -W 12 -k 8 -y 3 -x 3 -p 2 -q 2 -l 2 -j 2 -u 2 -v 2 -F 4  # dilated s2\n"));
  const std::string json_file = (tmp->path() / "verify.json").string();
  auto verify = irgate({"grid", "coverage", "--cache", dir, "--arch", "gfx1250", "--miopen-file", small, "--verify",
                        "--json", json_file});
  EXPECT_EQ(verify.exit_code, 0) << verify.out << verify.err;
  EXPECT_NE(verify.err.find("3 of 3 served problems pass at full size on executor isa (exact inputs); 0 skipped"),
            std::string::npos) << verify.err;
  EXPECT_NE(verify.out.find("## Verified at full size"), std::string::npos) << verify.out;
  auto report = read_file(json_file);
  ASSERT_TRUE(report) << report.error().message;
  const json verified = json::parse(*report)["verify"];
  ASSERT_EQ(verified["problems"].size(), 3u) << *report;
  for (const json& p : verified["problems"]) {
    EXPECT_EQ(p["verdict"], "PASS") << p.dump();
    EXPECT_GT(p["lane_instructions"].get<int64_t>(), 0) << p.dump();
  }
  // A budget no problem fits: each is skipped with its reason, and skipping is not passing.
  auto starved = irgate({"grid", "coverage", "--cache", dir, "--arch", "gfx1250", "--miopen-file", small, "--verify",
                         "--memory-budget", "0.01"});
  EXPECT_EQ(starved.exit_code, 1) << starved.out << starved.err;
  EXPECT_NE(starved.err.find("SKIPPED convfp16 -n 2 -c 16 -H 11 -W 13"), std::string::npos) << starved.err;
  EXPECT_NE(starved.err.find("over the budget of one job"), std::string::npos) << starved.err;
  EXPECT_NE(starved.err.find("0 of 3 served problems pass at full size on executor isa (exact inputs); 3 skipped"),
            std::string::npos) << starved.err;
}

// `irgate grid profile` measures both implicit-GEMM tiles and the fold they launch; serving then
// ranks by estimated time, and the ranking depends on the problem: the one-wave 16 x 16 block wins
// a layer of 16 output channels (the 64 x 64 block would compute three quarters padding), the
// large block wins a layer of 128 channels, although the plan's structure (fewest atomic adds)
// prefers the large block on both.
TEST_F(ServeCli, ProfiledCandidatesAreRankedByEstimatedTimeAndExplained) {
  auto tmp = toolchain::TempDir::create("irgate-serve-cost");
  ASSERT_TRUE(tmp);
  const std::string dir = (tmp->path() / "cache").string();
  auto igemm = [&](int waves, int tiles, int k_steps) {
    return kernel("implicit_gemm_wgrad", "fp16",
                  {{"dtype", "fp16"}, {"filter_h", -1}, {"filter_w", -1}, {"pad_h", -1}, {"pad_w", -1}, {"stride_h", -1},
                   {"stride_w", -1}, {"dilation_h", -1}, {"dilation_w", -1}, {"waves_m", waves}, {"waves_n", waves},
                   {"wave_tiles_m", tiles}, {"wave_tiles_n", tiles}, {"k_steps", k_steps}, {"ws_replicas", 1}});
  };
  const std::vector<GridKernel> kernels = {
      igemm(1, 1, 8), igemm(2, 2, 32),
      kernel("direct_wgrad_reduce", "fp16", {{"ws_replicas", 1}, {"out_dtype", "fp16"}, {"block_size", 256}})};
  compile_cache(dir, kernels);
  if (HasFatalFailure()) return;
  const std::string small_tile = kernels[0].name, large_tile = kernels[1].name;

  const std::string narrow = "convfp16 -n 1 -c 3 -H 224 -W 224 -k 16 -y 3 -x 3 -p 1 -q 1 -u 2 -v 2 -g 1 -F 4";
  const std::string wide = "convfp16 -n 32 -c 128 -H 17 -W 17 -k 128 -y 1 -x 7 -p 0 -q 3 -u 1 -v 1 -g 1 -F 4";
  // Unprofiled (compiled through the library, which does not profile): the static estimate
  // ranks, and takes the one-wave kernel the profiles take below (the structure rule took the
  // large tile: fewer atomic adds, one block for four); the plan says so once on stderr.
  auto unprofiled = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", narrow});
  ASSERT_EQ(unprofiled.exit_code, 0) << unprofiled.err;
  EXPECT_EQ(json::parse(unprofiled.out)["served"]["kernel"], small_tile);
  EXPECT_EQ(json::parse(unprofiled.out)["ranked_by"].get<std::string>().rfind("static estimate (", 0), 0u) << unprofiled.out;
  const std::string notice = "2 of 2 cached gfx1250 stage-1 kernels have no current cost profile";
  EXPECT_NE(unprofiled.err.find(notice), std::string::npos) << unprofiled.err;
  EXPECT_EQ(unprofiled.err.find(notice), unprofiled.err.rfind(notice)) << "said once: " << unprofiled.err;
  auto unprofiled_explain = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", narrow, "--explain"});
  EXPECT_NE(unprofiled_explain.out.find(small_tile + " wins: a static estimate "), std::string::npos) << unprofiled_explain.out;
  EXPECT_NE(unprofiled_explain.out.find("ranked by static estimate ("), std::string::npos) << unprofiled_explain.out;

  auto profile = irgate({"grid", "profile", "--cache", dir, "--arch", "gfx1250"});
  ASSERT_EQ(profile.exit_code, 0) << profile.out << profile.err;
  EXPECT_NE(profile.out.find("3 kernels profiled (2 stage-1 kernels run, 0 failed, 0 already current)"), std::string::npos) << profile.out;
  auto profiles = serve::CostProfiles::load(dir);
  ASSERT_TRUE(profiles) << profiles.error().message;
  for (const std::string& k : {small_tile, large_tile}) {
    ASSERT_TRUE(profiles->kernels.count(k)) << k;
    EXPECT_GT(profiles->kernels.at(k).per_block.at("HWXDL").second, 0) << k << ": WMMA cycles grow with the reduction";
  }

  for (const auto& [line, winner] : {std::pair{narrow, small_tile}, std::pair{wide, large_tile}}) {
    auto plan = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", line});
    ASSERT_EQ(plan.exit_code, 0) << plan.err;
    EXPECT_EQ(plan.err.find("no current cost profile"), std::string::npos) << plan.err;
    const json j = json::parse(plan.out);
    EXPECT_EQ(j["ranked_by"], "estimated time");
    EXPECT_EQ(j["served"]["kernel"], winner) << line;
    ASSERT_EQ(j["candidates"].size(), 2u);
    EXPECT_EQ(j["candidates"][0]["kernel"], winner);
    EXPECT_LT(j["candidates"][0]["estimate"]["cycles"].get<double>(), j["candidates"][1]["estimate"]["cycles"].get<double>());
    auto explain = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", line, "--explain"});
    ASSERT_EQ(explain.exit_code, 0) << explain.err;
    for (const std::string& says : std::vector<std::string>{"served by implicit_gemm_wgrad: 2 candidates, ranked by estimated time",
                                    "ASSUMED: no published figure for gfx1250", "No hardware has checked this model",
                                    "   1. " + winner, winner + " wins: an estimated "})
      EXPECT_NE(explain.out.find(says), std::string::npos) << says << "\n" << explain.out;
  }

  // Profiling again runs nothing already current; merging the cache into another keeps the profiles.
  auto again = irgate({"grid", "profile", "--cache", dir, "--arch", "gfx1250"});
  EXPECT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.out.find("0 stage-1 kernels run, 0 failed, 2 already current"), std::string::npos) << again.out;
  const std::string merged = (tmp->path() / "merged").string();
  auto merge = irgate({"grid", "merge", merged, dir});
  ASSERT_EQ(merge.exit_code, 0) << merge.err;
  auto merged_profiles = serve::CostProfiles::load(merged);
  ASSERT_TRUE(merged_profiles) << merged_profiles.error().message;
  EXPECT_EQ(merged_profiles->kernels.size(), 3u);
  auto from_merged = irgate({"plan", "--cache", merged, "--arch", "gfx1250", "--miopen", narrow});
  ASSERT_EQ(from_merged.exit_code, 0) << from_merged.err;
  EXPECT_EQ(json::parse(from_merged.out)["ranked_by"], "estimated time");

  auto stray = irgate({"plan", "--config", "233", "--problem", "2,9,9,1", "--explain"});
  EXPECT_EQ(stray.exit_code, 2);
  EXPECT_NE(stray.err.find("--explain ranks the kernels of a cache"), std::string::npos) << stray.err;
  auto unknown = irgate({"grid", "profile", "--cache", dir, "--arch", "gfx1250", "--only", "no_such_kernel"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("no_such_kernel is not a cached kernel"), std::string::npos) << unknown.err;
  // A damaged profiles.json stops serving with the file named, and profiling does not overwrite it.
  const std::string file = serve::CostProfiles::path(dir).string();
  ASSERT_TRUE(write_atomic(file, "{\"schema\": "));
  auto damaged = irgate({"plan", "--cache", dir, "--arch", "gfx1250", "--miopen", wide});
  EXPECT_EQ(damaged.exit_code, 2);
  EXPECT_NE(damaged.err.find(file), std::string::npos) << damaged.err;
  EXPECT_EQ(irgate({"grid", "profile", "--cache", dir, "--arch", "gfx1250"}).exit_code, 2);
  EXPECT_EQ(*read_file(file), "{\"schema\": ");
}

// `grid compile` profiles what it compiles (the same measurement `grid profile` makes), and
// `--no-profile` leaves a cache the static estimate ranks, said once by `plan --cache`. On the
// profiled cache, the static rule's pick for each layer below is judged by the profiles against
// the profiled pick (`grid coverage`'s rule comparison): within 2x on every layer and 1.2x in
// total, the bounds issue 47 set for the fallback.
TEST_F(ServeCli, AFreshCacheIsProfiledAndTheStaticRuleStaysNearTheProfiledPick) {
  auto tmp = toolchain::TempDir::create("irgate-fresh-cache");
  ASSERT_TRUE(tmp);
  const std::string profiled = (tmp->path() / "profiled").string(), unprofiled = (tmp->path() / "unprofiled").string();
  const std::vector<std::string> direct = {"--family", "direct_wgrad", "--arch", "gfx1250", "--dtype", "fp16",
                                           "--match", "_rps1_rb1_le0_tdm0_wsr1", "--match", "_rps1_rb4_le0_tdm0_wsr1"};
  const std::vector<std::string> helpers = {"--family", "direct_wgrad_reduce", "--arch", "gfx1250", "--dtype", "fp16"};
  auto compile = [&](const std::string& dir, std::vector<std::string> selection, bool profile) {
    std::vector<std::string> args = {"grid", "compile", "--out", dir};
    args.insert(args.end(), selection.begin(), selection.end());
    if (!profile) args.push_back("--no-profile");
    return irgate(args);
  };
  for (const std::string& dir : {profiled, unprofiled})
    ASSERT_EQ(compile(dir, helpers, dir == profiled).exit_code, 0) << dir;
  auto fresh = compile(profiled, direct, true);
  ASSERT_EQ(fresh.exit_code, 0) << fresh.out << fresh.err;
  EXPECT_NE(fresh.out.find("grid compile: profiled 12 stage-1 kernel(s) of gfx1250"), std::string::npos) << fresh.out;
  auto bare = compile(unprofiled, direct, false);
  ASSERT_EQ(bare.exit_code, 0) << bare.out << bare.err;
  EXPECT_EQ(bare.out.find("profiled"), std::string::npos) << bare.out;
  EXPECT_FALSE(std::filesystem::exists(serve::CostProfiles::path(unprofiled)));

  const std::string layer = "convfp16 -n 2 -c 64 -H 56 -W 56 -k 64 -y 3 -x 3 -p 1 -q 1 -F 4";
  auto plan = irgate({"plan", "--cache", unprofiled, "--arch", "gfx1250", "--miopen", layer});
  ASSERT_EQ(plan.exit_code, 0) << plan.err;
  const std::string notice = "12 of 12 cached gfx1250 stage-1 kernels have no current cost profile";
  EXPECT_NE(plan.err.find(notice), std::string::npos) << plan.err;
  EXPECT_EQ(plan.err.find(notice), plan.err.rfind(notice)) << "said once: " << plan.err;
  EXPECT_EQ(json::parse(plan.out)["ranked_by"].get<std::string>().rfind("static estimate (", 0), 0u) << plan.out;

  // Profiling the bare cache afterwards measures what compile measured: the same runs, kernel by kernel.
  ASSERT_EQ(irgate({"grid", "profile", "--cache", unprofiled, "--arch", "gfx1250"}).exit_code, 0);
  auto at_compile = serve::CostProfiles::load(profiled), afterwards = serve::CostProfiles::load(unprofiled);
  ASSERT_TRUE(at_compile && afterwards);
  EXPECT_EQ(at_compile->kernels.size(), 13u);  // 12 stage-1 kernels and the helper their fp16 dW folds through
  EXPECT_EQ(at_compile->to_json()["kernels"], afterwards->to_json()["kernels"]);
  // A shard without the reduce helpers is left unprofiled, and says so; merging it with a cache
  // of the helpers profiles the merged cache.
  const std::string shard = (tmp->path() / "shard").string(), helper_cache = (tmp->path() / "helpers").string();
  std::vector<std::string> half = direct;
  half.insert(half.end(), {"--shard", "0/2"});
  auto sharded = compile(shard, half, true);
  ASSERT_EQ(sharded.exit_code, 0) << sharded.out << sharded.err;
  EXPECT_NE(sharded.out.find("gfx1250 kernels not profiled: the cache holds no direct_wgrad_reduce helper"), std::string::npos)
      << sharded.out;
  ASSERT_EQ(compile(helper_cache, helpers, true).exit_code, 0);
  const std::string merged = (tmp->path() / "merged").string();
  auto merge = irgate({"grid", "merge", merged, shard, helper_cache});
  ASSERT_EQ(merge.exit_code, 0) << merge.out << merge.err;
  EXPECT_NE(merge.out.find("grid merge: profiled 6 stage-1 kernel(s) of gfx1250"), std::string::npos) << merge.out;
  auto merged_profiles = serve::CostProfiles::load(merged);
  ASSERT_TRUE(merged_profiles);
  EXPECT_EQ(merged_profiles->kernels.size(), 7u);

  auto quiet = irgate({"plan", "--cache", profiled, "--arch", "gfx1250", "--miopen", layer});
  EXPECT_EQ(quiet.err, "");
  EXPECT_EQ(json::parse(quiet.out)["ranked_by"], "estimated time");

  const std::string layers = (tmp->path() / "layers.txt").string();
  ASSERT_TRUE(write_atomic(layers,
                           layer + "  # the issue's ResNet-50 layer at batch 2\n"
                           "convfp16 -n 32 -c 64 -H 56 -W 56 -k 64 -y 3 -x 3 -p 1 -q 1 -F 4\n"
                           "convfp16 -n 4 -c 128 -H 512 -W 512 -k 128 -y 3 -x 3 -p 1 -q 1 -F 4  # SD VAE encoder\n"
                           "convfp16 -n 1 -c 320 -H 9 -W 9 -k 320 -y 3 -x 3 -p 1 -q 1 -F 4\n"
                           "convfp16 -n 8 -c 256 -H 14 -W 14 -k 256 -y 3 -x 3 -p 1 -q 1 -F 4\n"
                           "convfp16 -n 2 -c 512 -H 7 -W 7 -k 512 -y 3 -x 3 -p 1 -q 1 -F 4\n"
                           "convfp16 -n 16 -c 32 -H 112 -W 112 -k 32 -y 3 -x 3 -p 1 -q 1 -g 2 -F 4\n"));
  const std::string report = (tmp->path() / "coverage.json").string();
  auto coverage = irgate({"grid", "coverage", "--cache", profiled, "--arch", "gfx1250", "--miopen-file", layers, "--json", report});
  ASSERT_EQ(coverage.exit_code, 0) << coverage.out << coverage.err;
  auto j = load_json(report);
  ASSERT_TRUE(j) << j.error().message;
  ASSERT_EQ((*j)["rows"].size(), 7u);
  for (const json& row : (*j)["rows"]) {
    ASSERT_TRUE(row.contains("rule_picks")) << row.dump();  // every candidate profiled
    const json& picks = row["rule_picks"];
    const double best = picks["profiled"]["microseconds"].get<double>(), fallback = picks["static"]["microseconds"].get<double>();
    EXPECT_GT(best, 0) << row["problem"];
    EXPECT_LE(fallback, 2 * best) << row["problem"] << ": the static rule takes " << picks["static"]["kernel"]
                                  << ", the profiles " << picks["profiled"]["kernel"];
  }
  const json& rules = (*j)["rules"];
  EXPECT_EQ(rules["layers"], 7);
  EXPECT_LE(rules["static"]["ratio"].get<double>(), 1.2) << rules.dump(2);
}

}  // namespace
}  // namespace irgate::grid
