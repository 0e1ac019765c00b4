// tests/engine/direct_wgrad_small_c_test.cpp — the reference engine's direct_wgrad_small_c pieces that are
// easy to get subtly wrong: the flattened filter row (its length, padding and the KRSC index it
// stands for), the estimate's terms, the anchor's all-zero spec (refused by its own rule, and by
// the estimate too), and the LDS pitch rule. Its plans are tested in both engines
// (tests/engine_contract/direct_wgrad_small_c_plan_test.cpp).
#include <gtest/gtest.h>

#include "engine/kernels/direct_wgrad_small_c.h"
#include "engine/refusal.h"
#include "engine/target.h"
#include "irgate/engine_api.h"

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
    engine::validate_direct_wgrad_small_c(s, *gfx1250);
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
    engine::validate_direct_wgrad_small_c(s, *gfx1250);
    FAIL() << "admitted 16 waves at " << d.vgpr_total << " estimated VGPRs";
  } catch (const engine::Failure& f) {
    EXPECT_STREQ(engine::refusal_name(f.refusal.id), "sc_vgpr_budget");
  }
}

}  // namespace
}  // namespace irgate::testing
