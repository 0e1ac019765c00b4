// tests/serving/serve_test.cpp — the serving rule (serve/serve.h) on cache indexes built here from
// the reference engine's emissions (no toolchain, no objects: planning needs the index only):
// the family rule, the cost order, a kernel skipped for a kernarg that overflows, a plan needing
// a reduce kernel the cache lacks, batch slices, and a problem nobody serves with every family's
// reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "arch_domain/table.h"
#include "serve/miopen_line.h"
#include "grid/request.h"
#include "serve/serve.h"
#include "serve/serve_line.h"
#include "support/sha256.h"

namespace irgate::grid {
namespace {

using namespace ::irgate::serve;  // serving (serve/) over the cache this folder builds (grid/)

using Spec = registry::SpecValues;

const irg_arch_domain_t* llvm22() {
  static const auto view = [] {
    const char* root = std::getenv("IRGATE_ROOT");
    auto v = arch_domain::load_view(root ? root : ".", kGridFlavor);
    return v ? *v : nullptr;
  }();
  return view ? view->get() : nullptr;
}

Spec depthwise(int hb, int wsr) {
  return {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1}, {"stride_h", 1},
          {"stride_w", 1}, {"waves", 4}, {"r_split", 1}, {"ho_per_block", hb}, {"ws_replicas", wsr}};
}

// A 3x3 direct_wgrad kernel of one wave with `tiles` x `tiles` register tiles (block tile 16·tiles).
Spec direct(int tiles, int row_blocks, int tdm_stages = 0) {
  return {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1}, {"stride_h", 1},
          {"stride_w", 1}, {"waves_k", 1}, {"waves_c", 1}, {"wave_tiles_k", tiles},
          {"wave_tiles_c", tiles}, {"rows_per_sync", 1}, {"row_blocks", row_blocks}, {"lds_epilogue", 0},
          {"tdm_stages", tdm_stages}, {"ws_replicas", 1}};
}

Spec reduce(int wsr, const char* out) { return {{"ws_replicas", wsr}, {"out_dtype", out}, {"block_size", 256}}; }

// Files one kernel under its cache name, as `irgate grid compile` would (object bytes not needed).
std::string add(CacheIndex& index, const std::string& family, const std::string& dtype, const Spec& spec,
                const std::string& arch = "gfx1250") {
  auto req = grid_request(family, arch, spec, llvm22());
  EXPECT_TRUE(req) << req.error().message;
  const Emission em = emit_reference(*req);
  EXPECT_EQ(em.status, IRG_STATUS_OK) << em.refusal_id << ": " << em.refusal_text;
  CacheEntry e;
  e.family = family, e.arch = arch, e.dtype = dtype, e.spec = spec, e.stamp = em.stamp;
  e.llvm_sha256 = sha256_hex(em.text);
  e.object_sha256 = std::string(64, '0');
  const std::string name = grid_kernel_name(em.kernel_name(), arch, dtype);
  index.put(name, e);
  return name;
}

ServeAnswer serve(const CacheIndex& index, const std::string& line, int32_t dw_dtype = 0, const std::string& arch = "gfx1250") {
  auto conv = parse_miopen_line(line);
  EXPECT_TRUE(conv) << conv.error().message;
  return serve_problem(index, arch, wgrad_problem(*conv, dw_dtype ? dw_dtype : conv->dtype), llvm22());
}

const Declined* declined(const ServeAnswer& a, const std::string& family) {
  for (const Declined& d : a.declined)
    if (d.family == family) return &d;
  return nullptr;
}

// The structure rule (what ranks with neither profiles nor machine figures, and breaks ties):
// fewest atomics, then launches, then the name; unprofiled, the static estimate serves.
TEST(Serve, DepthwiseStructureRuleTakesFewestAtomicsThenFewestLaunchesThenName) {
  ASSERT_TRUE(llvm22()) << "arch_domain/tables/llvm22.json (run through ctest)";
  CacheIndex index;
  const std::string hb2 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(2, 1));
  const std::string hb8 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 1));
  add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 4));
  const std::string fold = add(index, "direct_wgrad_reduce", "fp16", reduce(1, "fp16"));
  add(index, "direct_wgrad_reduce", "fp16", reduce(4, "fp16"));
  // 40 channels, 17 rows: ho_per_block 8 adds 2 images x 3 bands = 6 times into each dW element,
  // ho_per_block 2 adds 2 x 9 = 18 times; both slab counts fold with one reduce (dW fp16), and
  // wsr1 sorts before wsr4.
  const ServeAnswer a = serve(index, "convfp16 -n 2 -c 40 -H 17 -W 17 -k 40 -y 3 -x 3 -p 1 -q 1 -g 40 -F 4");
  ASSERT_TRUE(a.served) << not_served_text(a);
  EXPECT_EQ(a.served->family, "direct_depthwise_wgrad");
  ASSERT_EQ(a.candidates.size(), 3u);
  const Served& by_structure = *std::min_element(a.candidates.begin(), a.candidates.end(), structurally_cheaper);
  EXPECT_EQ(by_structure.kernel, hb8);
  EXPECT_EQ(by_structure.atomics_per_dw_element, 6);
  EXPECT_EQ(by_structure.launches, 2);
  EXPECT_EQ(by_structure.launch_kernels, (std::vector<std::string>{hb8, fold}));
  // Served by the static estimate: the same blocks of 4 waves, all in one round, hb2's covering
  // 32 reduction positions against hb8's 96.
  EXPECT_EQ(a.ranking, Ranking::static_estimate);
  EXPECT_EQ(a.served->kernel, hb2);
  EXPECT_EQ(a.served->atomics_per_dw_element, 18);
  EXPECT_TRUE(a.skipped.empty());
  // Tried first: c = 1 passes the stem validator (K is run time), and its plan refuses the groups.
  ASSERT_TRUE(declined(a, "direct_wgrad_small_c"));
  EXPECT_EQ(declined(a, "direct_wgrad_small_c")->reason.rfind("plan_problem_mismatch: plan: problem field groups must equal the spec's 1 (got 40)", 0), 0u)
      << declined(a, "direct_wgrad_small_c")->reason;

  // An fp32 dW with one slab is one launch: the reduce is not needed.
  const ServeAnswer f32 = serve(index, "convfp16 -n 2 -c 40 -H 17 -W 17 -k 40 -y 3 -x 3 -p 1 -q 1 -g 40 -F 4", IRG_DTYPE_F32);
  ASSERT_TRUE(f32.served);
  EXPECT_EQ(f32.served->kernel, hb2);
  EXPECT_EQ(f32.served->launches, 1);
}

// A profile that costs every block `cycles_per_block` on one pipe, whatever its reduction.
KernelProfile flat_profile(const CacheIndex& index, const std::string& kernel, double cycles_per_block) {
  KernelProfile p;
  p.object_sha256 = index.kernels.at(kernel).object_sha256;
  p.occupancy = 4, p.waves_per_block = 4;
  p.runs = {{0, 1, {{"HWVALU", cycles_per_block}}}};
  p.per_block = fit_per_block(p.runs);
  return p;
}

// With a profile of every kernel a candidate launches, the shortest estimate wins even against
// the plan's structure (ho_per_block 2 adds three times as often as 8 here); without one, the
// static estimate ranks, the answer says which profile was missing, and the cache's notice says
// how many kernels lack one.
TEST(Serve, ProfiledCandidatesAreRankedByEstimatedTimeElseByTheStaticEstimate) {
  ASSERT_TRUE(llvm22()) << "arch_domain/tables/llvm22.json (run through ctest)";
  CacheIndex index;
  const std::string hb2 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(2, 1));
  const std::string hb8 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 1));
  const std::string fold = add(index, "direct_wgrad_reduce", "fp16", reduce(1, "fp16"));
  CostProfiles profiles;
  profiles.model = "test";
  profiles.kernels[hb2] = flat_profile(index, hb2, 10);
  profiles.kernels[hb8] = flat_profile(index, hb8, 1000);
  profiles.kernels[fold] = flat_profile(index, fold, 1);
  auto conv = parse_miopen_line("convfp16 -n 2 -c 40 -H 17 -W 17 -k 40 -y 3 -x 3 -p 1 -q 1 -g 40 -F 4");
  ASSERT_TRUE(conv);
  const irg_problem_t problem = wgrad_problem(*conv, conv->dtype);

  const ServeAnswer by_time = serve_problem(index, "gfx1250", problem, llvm22(), profiles);
  ASSERT_TRUE(by_time.served) << not_served_text(by_time);
  EXPECT_EQ(by_time.ranked_by, "estimated time");
  EXPECT_EQ(by_time.served->kernel, hb2);
  ASSERT_EQ(by_time.candidates.size(), 2u);
  EXPECT_EQ(by_time.candidates[0].kernel, hb2);
  EXPECT_LT(by_time.candidates[0].estimate.cycles, by_time.candidates[1].estimate.cycles);
  EXPECT_EQ(by_time.served->estimate.launches.size(), 2u);  // stage 1 and the fold
  EXPECT_TRUE(by_time.served->plan);
  EXPECT_EQ(by_time.ranking, Ranking::profiled);
  EXPECT_EQ(by_time.profile_notice, "");  // both stage-1 kernels are profiled

  // The fold's profile gone: the static estimate ranks. Both kernels run 4-wave blocks of one
  // tile, one round each (a few blocks over 128 units): hb2's 9 bands a block cover 2 · 17 · 17
  // / (2 · 9) = 32 reduction positions, hb8's 3 bands 96, so hb2 is the shorter (the structure
  // rule would take hb8, which adds a third as often).
  profiles.kernels.erase(fold);
  const ServeAnswer by_static = serve_problem(index, "gfx1250", problem, llvm22(), profiles);
  ASSERT_TRUE(by_static.served);
  EXPECT_EQ(by_static.ranking, Ranking::static_estimate);
  EXPECT_EQ(by_static.served->kernel, hb2);
  EXPECT_EQ(by_static.ranked_by.rfind("static estimate (", 0), 0u) << by_static.ranked_by;
  EXPECT_NE(by_static.ranked_by.find("no profile of " + fold), std::string::npos) << by_static.ranked_by;
  EXPECT_EQ(std::min_element(by_static.candidates.begin(), by_static.candidates.end(), structurally_cheaper)->kernel, hb8);
  EXPECT_EQ(by_static.profile_notice, "");  // the stage-1 kernels still are: only the helper is not

  // A profile of another code object is stale: the same as none.
  profiles.kernels[hb8].object_sha256 = std::string(64, 'f');
  const ServeAnswer stale = serve_problem(index, "gfx1250", problem, llvm22(), profiles);
  EXPECT_EQ(stale.ranking, Ranking::static_estimate);
  EXPECT_EQ(stale.profile_notice.rfind("1 of 2 cached gfx1250 stage-1 kernels have no current cost profile", 0), 0u)
      << stale.profile_notice;
  EXPECT_EQ(serve_problem(index, "gfx1250", problem, llvm22()).profile_notice.rfind("2 of 2 cached gfx1250", 0), 0u);

  // A profiles.json an older cost model wrote loads as no profiles, and the notice says why.
  CostProfiles older;
  older.stale_schema = "irgate.cost_profiles/v1";
  const ServeAnswer old_model = serve_problem(index, "gfx1250", problem, llvm22(), older);
  EXPECT_EQ(old_model.ranking, Ranking::static_estimate);
  EXPECT_EQ(old_model.profile_notice.rfind("profiles.json was measured under irgate.cost_profiles/v1, an older cost model", 0), 0u)
      << old_model.profile_notice;
}

// Without profiles the static estimate ranks (a block's waves x register tiles x reduction
// positions, rounds of blocks over the arch's 128 units); the structure rule (fewest atomics,
// then work-items: the tile that fits the channels) is what it replaced, checked on the same
// candidates.
TEST(Serve, DirectWgradServesAnyChannelCountAndTheStaticEstimateSpreadsItOverTheChip) {
  CacheIndex index;
  const std::string one = add(index, "direct_wgrad", "fp16", direct(1, 1));  // 16 x 16 block tile
  const std::string two = add(index, "direct_wgrad", "fp16", direct(2, 1));  // 32 x 32
  const std::string two_rows = add(index, "direct_wgrad", "fp16", direct(2, 4));  // 4 row blocks: 4x the atomics
  add(index, "direct_wgrad_reduce", "fp16", reduce(1, "fp16"));
  // 32 channels a group: both one-row-block kernels add 3 times (3 images) into each dW element;
  // the 32 x 32 tile launches 2 groups x 1 tile x 3 images x 32 work-items, the 16 x 16 one four
  // times as many blocks.
  const ServeAnswer a = serve(index, "convfp16 -n 3 -c 64 -H 20 -W 20 -k 64 -y 3 -x 3 -p 1 -q 1 -g 2 -F 4");
  ASSERT_TRUE(a.served) << not_served_text(a);
  EXPECT_EQ(a.served->family, "direct_wgrad");
  EXPECT_EQ(a.ranking, Ranking::static_estimate);
  auto by_structure = [](const ServeAnswer& x) {
    return std::min_element(x.candidates.begin(), x.candidates.end(), structurally_cheaper)->kernel;
  };
  EXPECT_EQ(by_structure(a), two);
  // All in one round: 24 one-tile blocks of 400 positions, 20 rows of 20 ((1 + 0.45 · 2) · (400 +
  // 20 · 150) tile steps), 6 four-tile blocks ((4 + 0.45 · 4) · 3,400) or 24 four-tile blocks of
  // 100 positions, 5 rows ((4 + 0.45 · 4) · (100 + 5 · 150)): the last is the shortest.
  EXPECT_EQ(a.served->kernel, two_rows);
  EXPECT_NEAR(a.served->static_estimate.launches.at(0).cycles, 5.8 * 850, 1e-9);  // then the fold, alike for all
  EXPECT_EQ(a.served->atomics_per_dw_element, 12);  // four row blocks x 3 images
  EXPECT_EQ(a.served->work_items, 2 * 4 * 3 * 32);
  EXPECT_EQ(a.served->plan->launches[0].kernargs[19].value, 32);  // cpg, a kernarg
  EXPECT_TRUE(declined(a, "direct_depthwise_wgrad"));
  // The same kernels serve 320 and 8 channels a group: for 320 the structure rule takes the
  // 32-wide tile (10 x 10 blocks against 20 x 20), the static estimate its four row blocks (400
  // blocks, 4 a unit in one round, each of 2.25 rows); for 8 the four row blocks too.
  const ServeAnswer wide = serve(index, "convfp16 -n 1 -c 320 -H 9 -W 9 -k 320 -y 3 -x 3 -p 1 -q 1 -F 4");
  ASSERT_TRUE(wide.served) << not_served_text(wide);
  EXPECT_EQ(by_structure(wide), two);
  EXPECT_EQ(wide.served->kernel, two_rows);
  EXPECT_EQ(wide.served->work_items, 10 * 10 * 4 * 32);
  const ServeAnswer narrow = serve(index, "convfp16 -n 1 -c 8 -H 9 -W 9 -k 8 -y 3 -x 3 -p 1 -q 1 -F 4");
  ASSERT_TRUE(narrow.served) << not_served_text(narrow);
  EXPECT_EQ(narrow.served->kernel, two_rows);
}

TEST(Serve, AStemNobodyServesIsAnsweredWithEveryFamilysReason) {
  CacheIndex index;
  add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 1));
  add(index, "direct_wgrad", "fp16", direct(1, 1, 2));  // TDM rings: whole 16 x 16 and 32 x 32 tiles only
  add(index, "direct_wgrad", "fp16", direct(2, 1, 2));
  const ServeAnswer s2 = serve(index, "convfp16 -n 2 -c 3 -H 224 -W 224 -k 64 -y 7 -x 7 -p 3 -q 3 -u 2 -v 2 -F 4");
  ASSERT_FALSE(s2.served);
  ASSERT_EQ(s2.declined.size(), 4u);
  EXPECT_EQ(s2.declined[0].reason, "the cache holds no direct_wgrad_small_c kernel for gfx1250 fp16");
  // Each family's reason is its engine's own refusal of a spec with the problem's geometry.
  EXPECT_EQ(s2.declined[1].reason, "plan_problem_mismatch: plan: problem field cpg must equal the spec's 1 (got 3)");
  EXPECT_EQ(s2.declined[2].reason, "img_filter_shape: direct wgrad: the filter must be square, 1x1 to 4x4 (got 7x7)");
  // implicit_gemm_wgrad comes last in the serving order (after the direct families).
  EXPECT_EQ(s2.declined[3].family, "implicit_gemm_wgrad");
  EXPECT_EQ(s2.declined[3].reason, "the cache holds no implicit_gemm_wgrad kernel for gfx1250 fp16");
  const std::string text = not_served_text(s2);
  EXPECT_NE(text.find("  direct_wgrad: img_filter_shape: "), std::string::npos) << text;

  // A problem the family admits (its default spec plans it): its cached kernels are planned, and
  // each says why it does not fit. 40 input channels a group leave a tail in both rings' tiles.
  const ServeAnswer s1 = serve(index, "convfp16 -n 2 -c 40 -H 32 -W 32 -k 16 -y 3 -x 3 -p 1 -q 1 -F 4");
  ASSERT_FALSE(s1.served);
  const Declined* d = declined(s1, "direct_wgrad");
  ASSERT_TRUE(d);
  EXPECT_NE(d->reason.find("none of its 2 cached gfx1250 fp16 kernels serves this problem:"), std::string::npos) << d->reason;
  EXPECT_NE(d->reason.find("1 x img_tdm_channels: direct wgrad: a tensor-data-mover ring copies whole block tiles"),
            std::string::npos)
      << d->reason;
  EXPECT_NE(d->reason.find("(got BK 32, BC 32, kpg 16, cpg 40)"), std::string::npos) << d->reason;
  EXPECT_TRUE(s1.skipped.empty());  // a kernel that does not fit is not a skip
  // A channel count no direct kernel can load is the family's own reason, from its default spec.
  const ServeAnswer odd = serve(index, "convfp16 -n 2 -c 20 -H 32 -W 32 -k 16 -y 3 -x 3 -p 1 -q 1 -F 4");
  ASSERT_FALSE(odd.served);
  EXPECT_EQ(declined(odd, "direct_wgrad")->reason,
            "plan_problem_granule: plan: problem field cpg must be a positive multiple of 8, the kernel's 16-byte "
            "channel loads (got 20)");
}

TEST(Serve, AnotherArchOrDtypeHasNoCachedKernel) {
  CacheIndex index;
  add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 1));
  const ServeAnswer other_arch = serve(index, "convfp16 -n 1 -c 8 -H 9 -W 9 -k 8 -y 3 -x 3 -p 1 -q 1 -g 8 -F 4", 0, "gfx1100");
  ASSERT_FALSE(other_arch.served);
  EXPECT_EQ(declined(other_arch, "direct_depthwise_wgrad")->reason,
            "the cache holds no direct_depthwise_wgrad kernel for gfx1100 fp16");
  // Depthwise serves fp32 (issue 42); a cache built for fp16 holds none.
  const ServeAnswer fp32 = serve(index, "conv -n 1 -c 8 -H 9 -W 9 -k 8 -y 3 -x 3 -p 1 -q 1 -g 8 -F 4");
  ASSERT_FALSE(fp32.served);
  EXPECT_EQ(declined(fp32, "direct_depthwise_wgrad")->reason,
            "the cache holds no direct_depthwise_wgrad kernel for gfx1250 fp32");
}

TEST(Serve, AKernelWhoseKernargsDoNotFitIsSkippedAndNamed) {
  CacheIndex index;
  // 16 M channels of a 3 x 3 image: four fp32 slabs take 16 M x 9 x 4 x 4 bytes > 2^31, so the
  // wsr4 kernel's ws_bytes overflows; the cheaper-looking ho_per_block 8 kernel is that one.
  const std::string wsr4 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 4));
  const std::string wsr1 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(2, 1));
  add(index, "direct_wgrad_reduce", "fp16", reduce(1, "fp16"));
  add(index, "direct_wgrad_reduce", "fp16", reduce(4, "fp16"));
  const ServeAnswer a =
      serve(index, "convfp16 -n 1 -c 16000000 -H 3 -W 3 -k 16000000 -y 3 -x 3 -p 1 -q 1 -g 16000000 -F 4");
  ASSERT_TRUE(a.served) << not_served_text(a);
  EXPECT_EQ(a.served->kernel, wsr1);
  ASSERT_EQ(a.skipped.size(), 1u);
  EXPECT_EQ(a.skipped[0].kernel, wsr4);
  EXPECT_EQ(a.skipped[0].reason.rfind("plan_kernarg_overflow: plan: kernarg ws_bytes of ", 0), 0u) << a.skipped[0].reason;
}

TEST(Serve, APlanNeedingAReduceKernelTheCacheLacksIsSkipped) {
  CacheIndex index;
  const std::string wsr4 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 4));
  const ServeAnswer a = serve(index, "convfp16 -n 1 -c 8 -H 9 -W 9 -k 8 -y 3 -x 3 -p 1 -q 1 -g 8 -F 4");
  ASSERT_FALSE(a.served);
  ASSERT_EQ(a.skipped.size(), 1u);
  EXPECT_EQ(a.skipped[0].kernel, wsr4);
  EXPECT_EQ(a.skipped[0].reason,
            "its plan needs direct_wgrad_reduce{ws_replicas=4,out_dtype=fp16,block_size=256}@gfx1250, which the cache "
            "does not hold");
  EXPECT_NE(not_served_text(a).find("1 x its plan needs direct_wgrad_reduce"), std::string::npos) << not_served_text(a);
}

TEST(Serve, ABatchPast2To31BytesIsPlannedInSlices) {
  CacheIndex index;
  const std::string hb8 = add(index, "direct_depthwise_wgrad", "fp16", depthwise(8, 1));
  add(index, "direct_wgrad_reduce", "fp16", reduce(1, "fp16"));
  // One 1024 x 1024 x 64 fp16 image is 2^27 bytes: 15 images a slice, 40 images in 3 slices.
  const ServeAnswer a = serve(index, "convfp16 -n 40 -c 64 -H 1024 -W 1024 -k 64 -y 3 -x 3 -p 1 -q 1 -g 64 -F 4");
  ASSERT_TRUE(a.served) << not_served_text(a);
  const irg_plan_t& plan = *a.served->plan;
  EXPECT_EQ(plan.n_slices, 3);
  EXPECT_EQ(plan.n_launches, 4);  // three slices, then the reduce
  EXPECT_EQ(plan.launches[1].grid[1], 15u);
  EXPECT_EQ(plan.launches[2].grid[1], 10u);
  EXPECT_EQ(a.served->atomics_per_dw_element, 40 * 128);  // every image, 128 bands of 8 rows
  EXPECT_EQ(a.served->launch_kernels.size(), 4u);
}

TEST(ServeFlags, TheTwoModesDoNotMix) {
  EXPECT_EQ(serve_flags_conflict({}, true, false), "");
  EXPECT_NE(serve_flags_conflict({}, false, false).find("--config is required"), std::string::npos);
  EXPECT_NE(serve_flags_conflict({"", "gfx1250", "", ""}, true, false).find("add --cache DIR"), std::string::npos);
  EXPECT_NE(serve_flags_conflict({"c", "gfx1250", "conv", ""}, true, false).find("do not apply"), std::string::npos);
  EXPECT_NE(serve_flags_conflict({"c", "", "conv", ""}, false, false).find("needs --arch"), std::string::npos);
  EXPECT_NE(serve_flags_conflict({"c", "gfx1250", "", ""}, false, false).find("needs --miopen"), std::string::npos);
  EXPECT_EQ(serve_flags_conflict({"c", "gfx1250", "conv", ""}, false, false), "");
}

TEST(ServeFlags, AnUnknownArchIsAUsageError) {
  auto s = serve_line({"nowhere", "gfx9999", "convfp16 -n 1 -F 4", ""}, llvm22());
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().exit_code, 2);
  EXPECT_NE(s.error().message.find("'gfx9999' is not a wired arch"), std::string::npos);
}

}  // namespace
}  // namespace irgate::grid
