// tests/numerics/random_spec_numerics_test.cpp — numerics beyond the corpus (label fuzz).
//
// The corpus holds seven depthwise configs; the knobs combine in many more ways (filter, stride,
// padding, waves, r_split, rows per block, slabs, arch wave size, output dtype, ragged problem
// sizes). Each seeded round draws a spec the validator admits and a small problem of its
// geometry, runs the launch plan on the emulator under llvm22 and compares dW with the host
// reference, with the race detector and fault checks on. A refusal by the validator is allowed
// (the draw is not filtered through the engine's own rules); anything else must pass, and enough
// rounds must really launch and pass that the test cannot go green on refusals alone.
// IRGATE_FUZZ_SEED and IRGATE_FUZZ_COUNT change each test's seed and number of rounds
// (tests/support_lib/fuzz_draw.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <iostream>
#include <string>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"
#include "tests/support_lib/fuzz_draw.h"

namespace irgate {
namespace {

constexpr int kRounds = 150;
constexpr const char* kProgram = "build/tests/numerics/numerics_random_spec_tests";

const char* const kArches[] = {
#define IRG_ARCH(Enum, name, ...) name,
#include "irgate/arches.def"
#undef IRG_ARCH
};

// One round's seeds and dW dtype, drawn the same way for every family: the data seed, a seeded
// wave interleaving half the time, and any of the three dW dtypes.
runtime::NumericsOptions draw_options(int round, const std::function<int(int, int)>& in) {
  runtime::NumericsOptions o;
  o.seed = static_cast<uint64_t>(round) + 1;
  o.schedule_seed = in(0, 1) ? static_cast<uint64_t>(round) + 1 : 0;
  const int32_t dw_dtypes[] = {IRG_DTYPE_F32, IRG_DTYPE_F16, IRG_DTYPE_BF16};
  o.dw_dtype = dw_dtypes[in(0, 2)];
  return o;
}

// A validator refusal counts as refused; anything else must launch and pass. `exact`: the passes in
// which depthwise stage 1 was also checked bit for bit (the draw gave each element one writer).
struct Tally {
  int passed = 0, refused = 0, exact = 0;
  void run(const irg_request_t& r, const runtime::NumericsOptions& o, const std::string& what) {
    runtime::NumericsResult res = runtime::check_numerics(*irg_reference_engine(), r, o);
    if (res.verdict == runtime::Verdict::Refused) {
      ++refused;
      return;
    }
    EXPECT_EQ(res.verdict, runtime::Verdict::Pass) << what << "\n" << res.detail;
    EXPECT_GE(res.launches, 1) << what;
    passed += res.verdict == runtime::Verdict::Pass && res.launched();
    exact += res.verdict == runtime::Verdict::Pass && res.stage1_exact.has_value();
  }
};

TEST(RandomSpecNumerics, AdmittedDepthwiseSpecsComputeDeltaWOnRaggedProblems) {
  auto view = arch_domain::load_view(numerics_test::root(), IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(view) << view.error().message;
  const testing::FuzzPlan plan = testing::fuzz_plan(20261130, kRounds);
  testing::FuzzDraw d(plan.seed);
  auto in = [&](int lo, int hi) { return d.in(lo, hi); };
  Tally tally;
  for (int round = 0; round < plan.count && !HasFailure(); ++round) {
    irg_request_t r = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, kArches[in(0, IRG_ARCH_COUNT - 1)]);
    r.domain = (*view)->get();
    auto& s = r.spec.depthwise;
    s.dtype = in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
    s.filter_h = s.filter_w = 3 + 2 * in(0, 2);
    s.stride_h = s.stride_w = in(1, 2);
    s.pad_h = in(0, s.filter_h / 2);
    s.pad_w = in(0, s.filter_w / 2);
    s.r_split = in(1, 3);
    s.waves = s.r_split * in(1, 4);
    s.ho_per_block = in(1, 5);
    const int replicas[] = {1, 2, 4};
    s.ws_replicas = replicas[in(0, 2)];
    runtime::NumericsOptions o = draw_options(round, in);
    o.shape.n = in(1, 2);
    o.shape.h = in(s.filter_h, 13);  // at least one output row
    o.shape.w = in(s.filter_w, 13);
    o.shape.groups = in(1, 70);      // channel tails on both wave sizes
    const std::string what = plan.reproduce(kProgram) + ": round " + std::to_string(round) + " " + r.arch + " dtype " + std::to_string(s.dtype) +
                             " f" + std::to_string(s.filter_h) + " s" + std::to_string(s.stride_h) + " p" +
                             std::to_string(s.pad_h) + "x" + std::to_string(s.pad_w) + " waves " +
                             std::to_string(s.waves) + " rs " + std::to_string(s.r_split) + " hb " +
                             std::to_string(s.ho_per_block) + " wsr " + std::to_string(s.ws_replicas) + " dw " +
                             std::to_string(o.dw_dtype) + " schedule " + std::to_string(o.schedule_seed) + " problem " + std::to_string(o.shape.n) + "x" +
                             std::to_string(o.shape.h) + "x" + std::to_string(o.shape.w) + "x" +
                             std::to_string(o.shape.groups);
    tally.run(r, o, what);
  }
  EXPECT_GE(tally.passed, plan.count * 3 / 4) << tally.refused << " of " << plan.count << " rounds were refused";
  // Ho <= ho_per_block in roughly a fifth of the draws, and N <= ws_replicas in most: a twentieth
  // must reach the exact stage-1 rule, so the model meets many knob combinations.
  EXPECT_GE(tally.exact, plan.count / 20) << "too few one-writer draws checked stage 1 exactly";
  std::cout << tally.exact << " of " << tally.passed << " passing depthwise rounds checked stage 1 bit for bit\n";
}

// The gfx1250 WMMA family the same way: every knob drawn (filter 1..4 with its paddings, fp16 or
// bf16, waves along k and c, tiles per wave, rows per sync, row blocks, the LDS epilogue, slabs,
// the TDM ring) on problems with column tails past the 32-position chunk, several groups and
// channel counts (kernargs) that leave ragged 16-wide tiles. Register- and LDS-budget refusals are
// allowed.
TEST(RandomSpecNumerics, AdmittedDirectWgradSpecsComputeDeltaWOnRaggedProblems) {
  constexpr int kWmmaRounds = 120;
  auto view = arch_domain::load_view(numerics_test::root(), IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(view) << view.error().message;
  const testing::FuzzPlan plan = testing::fuzz_plan(11302026, kWmmaRounds);  // 600 rounds on seed 7 passed too
  testing::FuzzDraw d(plan.seed);
  auto in = [&](int lo, int hi) { return d.in(lo, hi); };
  Tally tally, ring;
  for (int round = 0; round < plan.count && !HasFailure(); ++round) {
    irg_request_t r = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250");
    r.domain = (*view)->get();
    auto& s = r.spec.direct;
    s.dtype = in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
    s.filter_h = s.filter_w = in(1, 4);
    s.pad_h = in(0, s.filter_h - 1);
    s.pad_w = in(0, s.filter_w - 1);
    int64_t cpg = 8 * in(1, 6), kpg = 8 * in(1, 6);  // the problem's: kernargs
    s.waves_k = in(1, 2);
    s.waves_c = in(1, 2);
    s.wave_tiles_k = in(1, 2);
    s.wave_tiles_c = in(1, 2);
    s.rows_per_sync = in(1, 3);
    s.row_blocks = in(1, 3);
    s.lds_epilogue = in(0, 1);
    const int replicas[] = {1, 2, 3};
    s.ws_replicas = replicas[in(0, 2)];
    // A third of the rounds take the TDM ring (2..4 slots), with channels that are whole block
    // tiles: its plan refuses channel tails (img_tdm_channels), the register path keeps them.
    s.tdm_stages = in(0, 2) == 0 ? in(2, 4) : 0;
    if (s.tdm_stages) {
      cpg = 16 * s.waves_c * s.wave_tiles_c * in(1, 2);
      kpg = 16 * s.waves_k * s.wave_tiles_k * in(1, 2);
    }
    runtime::NumericsOptions o = draw_options(round, in);
    o.shape.cpg = cpg, o.shape.kpg = kpg;
    o.shape.n = in(1, 2);
    o.shape.h = in(s.filter_h, 9);
    o.shape.w = in(s.filter_w, 40);  // up to two 32-position chunks a row
    o.shape.groups = in(1, 2);
    auto n = [](int v) { return std::to_string(v); };
    const std::string spec = "dtype " + n(s.dtype) + " f" + n(s.filter_h) + " p" + n(s.pad_h) + "x" + n(s.pad_w) +
                             " c" + n(int(cpg)) + " k" + n(int(kpg)) + " w" + n(s.waves_k) + "x" + n(s.waves_c) + " t" +
                             n(s.wave_tiles_k) + "x" + n(s.wave_tiles_c) + " rps" + n(s.rows_per_sync) + " rb" +
                             n(s.row_blocks) + " le" + n(s.lds_epilogue) + " tdm" + n(s.tdm_stages) + " wsr" +
                             n(s.ws_replicas);
    const std::string what = plan.reproduce(kProgram) + ": round " + std::to_string(round) + " " + spec + " dw " +
                             std::to_string(o.dw_dtype) + " schedule " + std::to_string(o.schedule_seed) +
                             " problem " + std::to_string(o.shape.n) + "x" + std::to_string(o.shape.h) + "x" +
                             std::to_string(o.shape.w) + "x" + std::to_string(o.shape.groups);
    (s.tdm_stages ? ring : tally).run(r, o, what);
  }
  const int passed = tally.passed + ring.passed;
  EXPECT_GE(passed, plan.count * 3 / 4) << tally.refused + ring.refused << " of " << plan.count << " refused";
  EXPECT_GE(ring.passed, plan.count / 5) << "too few TDM rings ran (" << ring.refused << " refused)";
}

// The small-C stems the same way: rectangular filters 1..7, strides 1..4, every padding, 1..4
// input channels, k tiles with ragged tails (K a kernarg), every vec_x, sub_steps, the uniform wave index,
// waves, tiles and slabs, on problems whose rows span up to three 32-position chunks.
TEST(RandomSpecNumerics, AdmittedSmallCSpecsComputeDeltaWOnRaggedProblems) {
  constexpr int kStemRounds = 80;
  auto view = arch_domain::load_view(numerics_test::root(), IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(view) << view.error().message;
  const testing::FuzzPlan plan = testing::fuzz_plan(20261130, kStemRounds);
  testing::FuzzDraw d(plan.seed);
  auto in = [&](int lo, int hi) { return d.in(lo, hi); };
  Tally tally;
  for (int round = 0; round < plan.count && !HasFailure(); ++round) {
    irg_request_t r = irg_request_default(IRG_FAMILY_SMALL_C, IRG_FLAVOR_LLVM22, "gfx1250");
    r.domain = (*view)->get();
    auto& s = r.spec.small_c;
    s.dtype = in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
    s.filter_h = in(1, 7);
    s.filter_w = in(1, 7);
    s.pad_h = in(0, s.filter_h - 1);
    s.pad_w = in(0, s.filter_w - 1);
    s.stride_h = in(1, 4);
    s.stride_w = in(1, 4);
    s.c = in(1, 4);
    const int64_t kpg = 8 * in(1, 6);  // the problem's: a kernarg
    const int vec[] = {1, 2, 4};
    s.vec_x = vec[in(0, 2)];
    s.sub_steps = in(1, 3);
    s.uniform_wave = in(0, 1);
    s.waves = in(1, 4);
    s.wave_tiles = in(1, 2);
    const int replicas[] = {1, 2, 3};
    s.ws_replicas = replicas[in(0, 2)];
    runtime::NumericsOptions o = draw_options(round, in);
    o.shape.n = in(1, 2);
    o.shape.h = in(s.filter_h, 10);
    o.shape.w = in(s.filter_w, 3 * 32 * s.stride_w);  // up to three chunks a row
    o.shape.groups = 1;
    o.shape.kpg = kpg;
    auto n = [](int v) { return std::to_string(v); };
    const std::string what = plan.reproduce(kProgram) + ": round " + n(round) + " dtype " + n(s.dtype) + " f" + n(s.filter_h) + "x" +
                             n(s.filter_w) + " p" + n(s.pad_h) + "x" + n(s.pad_w) + " s" + n(s.stride_h) + "x" +
                             n(s.stride_w) + " c" + n(s.c) + " k" + n(int(kpg)) + " v" + n(s.vec_x) + " u" +
                             n(s.sub_steps) + " uw" + n(s.uniform_wave) + " w" + n(s.waves) + " t" +
                             n(s.wave_tiles) + " wsr" + n(s.ws_replicas) + " dw " + n(o.dw_dtype) + " problem " +
                             std::to_string(o.shape.n) + "x" + std::to_string(o.shape.h) + "x" +
                             std::to_string(o.shape.w);
    tally.run(r, o, what);
  }
  EXPECT_GE(tally.passed, plan.count * 3 / 4) << tally.refused << " of " << plan.count << " rounds were refused";
}

// A spec carrying `g` in its geometry fields (for messages: the geometry a run-time round drew).
irg_implicit_gemm_wgrad_spec_t as_spec(const runtime::ProblemShape::Geometry& g, irg_implicit_gemm_wgrad_spec_t s) {
  s.filter_h = g.filter_h, s.filter_w = g.filter_w, s.stride_h = g.stride_h, s.stride_w = g.stride_w;
  s.pad_h = g.pad_h, s.pad_w = g.pad_w, s.dilation_h = g.dilation_h, s.dilation_w = g.dilation_w;
  return s;
}

// The split-K implicit GEMM the same way: rectangular filters 1..5, strides 1..3, dilations 1..3
// with every padding they admit, waves and tiles along M and N, k_steps (positions a block), slabs,
// and run-time channel counts, half of them multiples of 8 (the 16-byte staging path) and half
// anything (the pair path), on ragged problems of 1..3 groups whose positions cross output rows
// and images inside one 32-position step.
TEST(RandomSpecNumerics, AdmittedImplicitGemmSpecsComputeDeltaWOnRaggedProblems) {
  constexpr int kGemmRounds = 80;
  auto view = arch_domain::load_view(numerics_test::root(), IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(view) << view.error().message;
  const testing::FuzzPlan plan = testing::fuzz_plan(20261201, kGemmRounds);
  testing::FuzzDraw d(plan.seed);  // draws what the std::mt19937 + uniform_int_distribution it replaced drew
  auto in = [&](int lo, int hi) { return d.in(lo, hi); };
  Tally tally;
  int pair_path = 0, runtime_rounds = 0;
  for (int round = 0; round < plan.count && !HasFailure(); ++round) {
    irg_request_t r = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250");
    r.domain = (*view)->get();
    auto& s = r.spec.implicit_gemm;
    s.dtype = in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
    s.filter_h = in(1, 5);
    s.filter_w = in(1, 5);
    s.stride_h = in(1, 3);
    s.stride_w = in(1, 3);
    s.dilation_h = in(1, 3);
    s.dilation_w = in(1, 3);
    s.pad_h = in(0, s.dilation_h * (s.filter_h - 1));
    s.pad_w = in(0, s.dilation_w * (s.filter_w - 1));
    s.waves_m = in(1, 2);
    s.waves_n = in(1, 2);
    s.wave_tiles_m = in(1, 2);
    s.wave_tiles_n = in(1, 2);
    s.k_steps = in(1, 6);
    const int replicas[] = {1, 2, 3};
    s.ws_replicas = replicas[in(0, 2)];
    runtime::NumericsOptions o = draw_options(round, in);
    const bool aligned = in(0, 1);
    o.shape.cpg = aligned ? 8 * in(1, 6) : in(1, 40);
    o.shape.kpg = aligned ? 8 * in(1, 6) : in(1, 40);
    pair_path += (o.shape.cpg | o.shape.kpg) % 8 != 0;
    o.shape.n = in(1, 3);
    const int extent_h = s.dilation_h * (s.filter_h - 1) + 1, extent_w = s.dilation_w * (s.filter_w - 1) + 1;
    o.shape.h = in(std::max(1, extent_h - 2 * s.pad_h), extent_h + 6);  // at least one output row
    o.shape.w = in(std::max(1, extent_w - 2 * s.pad_w), extent_w + 6);
    o.shape.groups = in(1, 3);
    // Half the rounds build the run-time-geometry kernel of the block and give it the drawn
    // geometry through the problem (docs/kernels/implicit_gemm_wgrad.md, Run-time geometry).
    const bool runtime_geometry = in(0, 1);
    if (runtime_geometry) {
      o.shape.geometry = {s.filter_h, s.filter_w, s.stride_h, s.stride_w, s.pad_h, s.pad_w, s.dilation_h, s.dilation_w};
      s.filter_h = s.filter_w = s.stride_h = s.stride_w = s.pad_h = s.pad_w = s.dilation_h = s.dilation_w =
          IRG_GEOMETRY_RUNTIME;
      ++runtime_rounds;
    }
    const irg_implicit_gemm_wgrad_spec_t g = runtime_geometry ? as_spec(*o.shape.geometry, s) : s;
    auto n = [](int v) { return std::to_string(v); };
    const std::string what = plan.reproduce(kProgram) + ": round " + n(round) +
                             (runtime_geometry ? " run-time geometry" : " baked") + " dtype " + n(s.dtype) + " f" +
                             n(g.filter_h) + "x" + n(g.filter_w) + " p" + n(g.pad_h) + "x" + n(g.pad_w) + " s" + n(g.stride_h) + "x" +
                             n(g.stride_w) + " d" + n(g.dilation_h) + "x" + n(g.dilation_w) + " w" + n(s.waves_m) +
                             "x" + n(s.waves_n) + " t" + n(s.wave_tiles_m) + "x" + n(s.wave_tiles_n) + " ks" +
                             n(s.k_steps) + " wsr" + n(s.ws_replicas) + " dw " + n(o.dw_dtype) + " schedule " +
                             std::to_string(o.schedule_seed) + " problem " + std::to_string(o.shape.n) + "x" +
                             std::to_string(o.shape.h) + "x" + std::to_string(o.shape.w) + " g" +
                             std::to_string(o.shape.groups) + " cpg " + std::to_string(o.shape.cpg) + " kpg " +
                             std::to_string(o.shape.kpg);
    tally.run(r, o, what);
  }
  EXPECT_GE(tally.passed, plan.count * 3 / 4) << tally.refused << " of " << plan.count << " rounds were refused";
  EXPECT_GE(pair_path, plan.count / 4) << "too few rounds took the pair path";
  EXPECT_GE(runtime_rounds, plan.count / 4) << "too few rounds built the run-time-geometry kernel";
}

}  // namespace
}  // namespace irgate
