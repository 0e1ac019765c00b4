// tests/engine/direct_wgrad_test.cpp — the reference engine's direct_wgrad pieces that are easy
// to get subtly wrong: the transpose-read lane map (lane by lane, against the fragment layout it
// must produce), the LDS pitch rule, the register estimate's terms, and that both budget rules bind
// somewhere in the knob space. Its plans are tested in both engines (tests/engine_contract/).
#include <gtest/gtest.h>

#include "engine/kernels/direct_wgrad.h"
#include "engine/target.h"
#include "irgate/engine_api.h"

namespace irgate::testing {
namespace {

using engine::direct_wgrad_shape;
using engine::tr16_col;
using engine::tr16_row;

// The gfx1250 16-bit WMMA fragment layout (docs/gfx1250-sources.md): lane l, element e holds
// K = 16*(e/8) + 8*(l/16) + e%8 of row/column l%16.
int fragment_k(int lane, int element) { return 16 * (element / 8) + 8 * (lane / 16) + element % 8; }

// ds_load_tr16_b128 within a group of 8 lanes: lane 8g+i receives element i of the row that lane
// 8g+slot supplied, in slot order.
TEST(DirectWgradLaneMap, TransposeReadsDeliverTheWmmaFragmentLaneByLane) {
  for (int read = 0; read < 2; ++read)
    for (int lane = 0; lane < 32; ++lane)
      for (int slot = 0; slot < 8; ++slot) {
        const int supplier = (lane / 8) * 8 + slot;
        const int row = 16 * read + tr16_row(supplier);        // the K row the supplier addressed
        const int column = tr16_col(supplier) + lane % 8;     // element lane%8 of that row
        EXPECT_EQ(row, fragment_k(lane, 8 * read + slot)) << "lane " << lane << " slot " << slot;
        EXPECT_EQ(column, lane % 16) << "lane " << lane << " slot " << slot;
      }
}

TEST(DirectWgradLaneMap, OwnColumnStraightRunIsNotTheMap) {
  // The tempting map (each lane its own column, a straight K run) must differ somewhere.
  int differences = 0;
  for (int lane = 0; lane < 32; ++lane) differences += tr16_row(lane) != 8 * (lane / 16) || tr16_col(lane) != lane % 16;
  EXPECT_GT(differences, 0);
}

TEST(DirectWgradShape, LdsPitchIsNeverAMultipleOf32Dwords) {
  for (int tiles = 1; tiles <= 64; ++tiles) {
    const int pitch_bytes = (16 * tiles + 8) * 2;
    EXPECT_NE(pitch_bytes % 128, 0) << tiles;
  }
}

irg_direct_wgrad_spec_t spec_default() {
  return irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250").spec.direct;
}

TEST(DirectWgradShape, EstimateTermsOfTheDefaultSpec) {
  const auto d = direct_wgrad_shape(spec_default());  // 3x3, 1 wave, 1 tile, 1 row a sync
  EXPECT_EQ(d.vgpr_acc, 9 * 16);
  EXPECT_EQ(d.vgpr_frag, 16);
  EXPECT_EQ(d.dy_chunks, 64);   // 32 positions x 2 chunks of 8 channels
  EXPECT_EQ(d.x_chunks, 68);    // 34 strip rows x 2 chunks
  EXPECT_EQ(d.vgpr_staging, 4 * (2 + 3 * 3));
  EXPECT_EQ(d.vgpr_total, 144 + 16 + 44 + engine::kDirectWgradAddressingVgprs);
  EXPECT_EQ(d.lds_bytes, (32 * 24 + 3 * 34 * 24) * 2);
}

// Both budgets bind on their own: over the knob space, some specs fit the registers and not the
// LDS, and some the LDS and not the registers (so neither rule is dead code).
TEST(DirectWgradShape, BothBudgetsBindSomewhere) {
  const engine::ArchInfo* gfx1250 = engine::find_arch("gfx1250");
  ASSERT_NE(gfx1250, nullptr);
  int lds_only = 0, vgpr_only = 0;
  irg_direct_wgrad_spec_t s = spec_default();
  for (s.filter_h = 1; s.filter_h <= 4; ++s.filter_h)
    for (s.waves_k = 1; s.waves_k <= 16; ++s.waves_k)
      for (s.waves_c = 1; s.waves_k * s.waves_c <= 16; ++s.waves_c)
        for (s.wave_tiles_k = 1; s.wave_tiles_k <= 4; ++s.wave_tiles_k)
          for (s.wave_tiles_c = 1; s.wave_tiles_c <= 4; ++s.wave_tiles_c)
            for (s.rows_per_sync = 1; s.rows_per_sync <= 8; ++s.rows_per_sync) {
              s.filter_w = s.filter_h;
              const auto d = direct_wgrad_shape(s);
              const int budget = s.waves_k * s.waves_c > 8 ? gfx1250->max_vgprs_large_block : gfx1250->max_vgprs;
              const bool vgpr_ok = d.vgpr_total <= budget, lds_ok = d.lds_bytes <= gfx1250->lds_bytes;
              lds_only += vgpr_ok && !lds_ok;
              vgpr_only += lds_ok && !vgpr_ok;
            }
  EXPECT_GT(lds_only, 0);
  EXPECT_GT(vgpr_only, 0);
}

}  // namespace
}  // namespace irgate::testing
