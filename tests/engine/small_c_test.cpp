// tests/engine/small_c_test.cpp — the reference engine's direct_wgrad_small_c pieces that are
// easy to get subtly wrong: the flattened filter row (its length, padding and the KRSC index it
// stands for), the estimate's terms, the anchor's all-zero spec (refused by its own rule, and by
// the estimate too), the LDS pitch rule, and the plan's grid, strides and groups rule.
#include <gtest/gtest.h>

#include <memory>

#include "engine/kernels/small_c.h"
#include "engine/refusal.h"
#include "engine/target.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

using engine::small_c_shape;

irg_small_c_wgrad_spec_t small_c_default() {
  return irg_request_default(IRG_FAMILY_SMALL_C, IRG_FLAVOR_LLVM22, "gfx1250").spec.small_c;
}

TEST(SmallCShape, TheFlattenedRowOfAnRgbStemPadsTo32) {
  const auto d = small_c_shape(small_c_default());  // 3x3, C 3, 4 waves, 1 tile, vec_x 1
  EXPECT_EQ(d.row_length, 27);
  EXPECT_EQ(d.n_tiles, 2);
  EXPECT_EQ(d.padded_row, 32);
  EXPECT_EQ(d.block_k, 64);
  EXPECT_EQ(d.items_per_row, 16);  // 32 columns, 2 a dword item
  EXPECT_EQ(d.x_items, 512);
  EXPECT_EQ(d.x_per_thread, 4);    // 128 threads
  EXPECT_EQ(d.dy_chunks, 256);
  EXPECT_EQ(d.dy_per_thread, 2);
  EXPECT_EQ(d.vgpr_acc, 2 * 16);
  EXPECT_EQ(d.vgpr_frag, 8 * (1 + 2));
  EXPECT_EQ(d.vgpr_staging, 5 * 2 + 3 * 4);
  EXPECT_EQ(d.vgpr_total, 32 + 24 + 22 + engine::kSmallCAddressingVgprs);
  EXPECT_EQ(d.lds_bytes, 32 * (72 + 40) * 2);
}

// The KRSC inner index of dW is (r*S + s)*C + c: the flattened row the kernel writes at f.
TEST(SmallCShape, FlattenedIndexIsTheKrscInnerIndex) {
  const int R = 7, S = 7, C = 3;
  int f = 0;
  for (int r = 0; r < R; ++r)
    for (int s = 0; s < S; ++s)
      for (int c = 0; c < C; ++c, ++f) {
        EXPECT_EQ(f / (S * C), r);
        EXPECT_EQ(f % (S * C) / C, s);
        EXPECT_EQ(f % C, c);
      }
}

TEST(SmallCShape, LdsPitchIsNeverAMultipleOf32Dwords) {
  irg_small_c_wgrad_spec_t s = small_c_default();
  for (s.filter_h = 1; s.filter_h <= 16; ++s.filter_h)
    for (s.c = 1; s.c <= 4; ++s.c)
      for (s.waves = 1; s.waves <= 16; ++s.waves) {
        const auto d = small_c_shape(s);
        EXPECT_NE(d.x_pitch * 2 % 128, 0);
        EXPECT_NE(d.dy_pitch * 2 % 128, 0);
      }
}

TEST(SmallCValidator, TheAnchorsAllZeroSpecIsRefusedByItsRuleAndByTheEstimate) {
  const engine::ArchInfo* gfx1250 = engine::find_arch("gfx1250");
  ASSERT_NE(gfx1250, nullptr);
  irg_small_c_wgrad_spec_t s = small_c_default();
  s.waves = 16, s.wave_tiles = 4, s.vec_x = 4, s.sub_steps = 4, s.uniform_wave = 1;
  try {
    engine::validate_small_c(s, *gfx1250);
    FAIL() << "admitted the anchor's all-zero spec";
  } catch (const engine::Failure& f) {
    EXPECT_STREQ(engine::refusal_name(f.refusal.id), "sc_uniform_wave_spill");
  }
  const auto d = small_c_shape(s);  // docs/kernels.md: 412 = 128 + 48 + 196 + 40
  EXPECT_EQ(d.vgpr_acc, 128);
  EXPECT_EQ(d.vgpr_frag, 48);
  EXPECT_EQ(d.vgpr_staging, 196);
  EXPECT_GT(d.vgpr_total, gfx1250->max_vgprs_large_block);
  s.uniform_wave = 0;  // the same spec without the named corner: the estimate still refuses it
  try {
    engine::validate_small_c(s, *gfx1250);
    FAIL() << "admitted 16 waves at " << d.vgpr_total << " estimated VGPRs";
  } catch (const engine::Failure& f) {
    EXPECT_STREQ(engine::refusal_name(f.refusal.id), "sc_vgpr_budget");
  }
}

class SmallCPlans : public CorpusFixture {};

irg_problem_t stem_problem() {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 2, p.hi = 9, p.wi = 37, p.groups = 1, p.cpg = 3, p.kpg = 32;
  p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 2, p.pad_h = p.pad_w = 0;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

TEST_F(SmallCPlans, GridIsKTilesByOutputRowsByImages) {
  irg_request_t req = request_for(241, IRG_FLAVOR_LLVM22);  // 3x3 s2 p0, C 3, K 32, 2 waves
  const irg_problem_t p = stem_problem();                   // Ho = 4, Wo = 18
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  ASSERT_EQ(irg_reference_engine()->plan(&req, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  ASSERT_EQ(out->n_launches, 1);  // one slab, fp32 dW: adds straight into the zeroed dW
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.grid[0], 1u);  // ceil(32 / BK 32)
  EXPECT_EQ(l.grid[1], 4u);  // Ho
  EXPECT_EQ(l.grid[2], 2u);  // images
  EXPECT_EQ(l.block[0], 64u);
  EXPECT_EQ(l.kernargs[17].value, 3);             // x_stride_w = C
  EXPECT_EQ(l.kernargs[12].value, 4 * 18 * 32);   // dy_stride_n = Ho * Wo * K
  ASSERT_EQ(l.n_kernargs, 19);
  EXPECT_EQ(l.kernargs[18].value, 32);            // kpg
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], 32 * 27 * 4);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_DW);
}

// K is a kernarg: one stem kernel serves every output channel count that is a multiple of 8,
// with ceil(K / BK) blocks along x; C stays the spec's (F = R·S·C shapes the code).
TEST_F(SmallCPlans, OneStemKernelServesEveryOutputChannelCount) {
  const irg_request_t req = request_for(241, IRG_FLAVOR_LLVM22);  // BK 32 (2 waves)
  auto out = std::make_unique<irg_plan_t>();
  for (const int64_t kpg : {8, 40, 320, 1280}) {
    irg_problem_t p = stem_problem();
    p.kpg = kpg;
    irg_refusal_t why{};
    ASSERT_EQ(irg_reference_engine()->plan(&req, &p, out.get(), &why), IRG_STATUS_OK) << kpg << ": " << why.text;
    EXPECT_EQ(out->launches[0].grid[0], uint32_t((kpg + 31) / 32)) << kpg;
    EXPECT_EQ(out->launches[0].kernargs[18].value, kpg);
    EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], kpg * 27 * 4);
  }
  for (const irg_engine* e : {irg_reference_engine(), irg_twin_engine()}) {
    const std::pair<int64_t, int64_t> bad[] = {{3, 36}, {4, 32}};  // (cpg, kpg): K not a multiple of 8; C not the spec's
    const char* const ends[] = {"problem field kpg must be a positive multiple of 8, the kernel's 16-byte channel loads (got 36)",
                                "problem field cpg must equal the spec's 3 (got 4)"};
    for (size_t i = 0; i < 2; ++i) {
      irg_problem_t p = stem_problem();
      p.cpg = bad[i].first, p.kpg = bad[i].second;
      irg_refusal_t why{};
      ASSERT_EQ(e->plan(&req, &p, out.get(), &why), IRG_STATUS_REFUSED) << e->name;
      EXPECT_TRUE(std::string(why.text).ends_with(ends[i])) << e->name << ": " << why.text;
    }
  }
}

TEST_F(SmallCPlans, GroupedProblemsAreRefusedByBothEngines) {
  irg_request_t req = request_for(241, IRG_FLAVOR_LLVM22);
  irg_problem_t p = stem_problem();
  p.groups = 2;
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  for (const irg_engine* e : {irg_reference_engine(), irg_twin_engine()}) {
    ASSERT_EQ(e->plan(&req, &p, out.get(), &why), IRG_STATUS_REFUSED) << e->name;
    EXPECT_STREQ(why.id, "plan_problem_mismatch") << e->name;
    EXPECT_NE(std::string(why.text).find("groups must equal the spec's 1 (got 2)"), std::string::npos) << why.text;
  }
}

}  // namespace
}  // namespace irgate::testing
