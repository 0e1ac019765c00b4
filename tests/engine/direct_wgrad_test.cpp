// tests/engine/direct_wgrad_test.cpp — the reference engine's direct_wgrad pieces that are easy
// to get subtly wrong: the transpose-read lane map (lane by lane, against the fragment layout it
// must produce), the LDS pitch rule, the register estimate's terms, that both budget rules bind
// somewhere in the knob space, and the plan's grid and strides.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>

#include "engine/kernels/direct_wgrad.h"
#include "engine/target.h"
#include "tests/support_lib/corpus_fixture.h"

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

class DirectWgradPlans : public CorpusFixture {};

TEST_F(DirectWgradPlans, GridStridesAndTwoStepFold) {
  irg_request_t req = request_for(214, IRG_FLAVOR_LLVM22);  // row_blocks 4, 3 slabs, BK = BC = 16
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 3, p.hi = 10, p.wi = 7, p.groups = 2, p.cpg = 16, p.kpg = 16;
  p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_BF16;
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  ASSERT_EQ(irg_reference_engine()->plan(&req, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  ASSERT_EQ(out->n_launches, 2);
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.grid[0], 2u);  // G * nkt * nct = 2 * 1 * 1
  EXPECT_EQ(l.grid[1], 4u);  // row_blocks
  EXPECT_EQ(l.grid[2], 3u);  // images
  EXPECT_EQ(l.block[0], 32u);
  EXPECT_EQ(l.kernargs[14].value, 32);           // dy_stride_w = G * kpg
  EXPECT_EQ(l.kernargs[17].value, 32);           // x_stride_w = G * cpg
  EXPECT_EQ(l.kernargs[12].value, 10 * 7 * 32);  // dy_stride_n = Ho * Wo * K
  ASSERT_EQ(l.n_kernargs, 20);
  EXPECT_EQ(l.kernargs[18].value, 16);           // kpg
  EXPECT_EQ(l.kernargs[19].value, 16);           // cpg
  const int64_t count = 32 * 9 * 16;
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_WS], 3 * count * 4);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_WS);
  EXPECT_EQ(out->launches[1].kernargs[4].value, count);
}

irg_problem_t direct_problem(int64_t groups, int64_t cpg, int64_t kpg) {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1;
  p.n = 1, p.hi = p.wi = 8, p.groups = groups, p.cpg = cpg, p.kpg = kpg;
  p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

// One kernel, any channel count its tiles and loads admit: the grid and the kpg/cpg kernargs
// follow the problem (docs/kernels.md §Runtime channel counts).
TEST_F(DirectWgradPlans, OneKernelServesEveryChannelCountAtRunTime) {
  const irg_request_t req = request_for(224, IRG_FLAVOR_LLVM22);  // BK 128 (4 waves x 2 tiles), BC 32
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  const int64_t counts[][3] = {{1, 8, 8}, {3, 40, 136}, {1, 1280, 1280}, {2, 320, 24}};
  for (const auto& [g, cpg, kpg] : counts) {
    irg_problem_t p = direct_problem(g, cpg, kpg);
    ASSERT_EQ(irg_reference_engine()->plan(&req, &p, out.get(), &why), IRG_STATUS_OK) << cpg << "/" << kpg << why.text;
    const irg_launch_t& l = out->launches[0];
    EXPECT_EQ(l.grid[0], uint32_t(g * ((kpg + 127) / 128) * ((cpg + 31) / 32))) << cpg << "/" << kpg;
    EXPECT_EQ(l.kernargs[18].value, kpg);
    EXPECT_EQ(l.kernargs[19].value, cpg);
    EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], g * kpg * 9 * cpg * 4);  // fp32 dW
    EXPECT_EQ(out->buffer_bytes[IRG_BUF_WS], 2 * g * kpg * 9 * cpg * 4);  // 2 slabs
    EXPECT_EQ(std::memcmp(&l.request, &req, sizeof req), 0) << "the launch's kernel is the one request";
  }
}

TEST_F(DirectWgradPlans, ChannelCountsTheKernelCannotRunAreRefused) {
  struct Case {
    int config;
    int64_t cpg, kpg;
    const char* id;
    const char* text_end;
  } const cases[] = {
      {208, 12, 16, "plan_problem_granule", "problem field cpg must be a positive multiple of 8, the kernel's 16-byte channel loads (got 12)"},
      {208, 16, 0, "plan_problem_granule", "problem field kpg must be a positive multiple of 8, the kernel's 16-byte channel loads (got 0)"},
      {229, 24, 16, "img_tdm_channels", "(got BK 16, BC 16, kpg 16, cpg 24)"},  // the TDM ring: whole block tiles
      {251, 32, 48, "img_tdm_channels", "(got BK 32, BC 32, kpg 48, cpg 32)"},
  };
  auto out = std::make_unique<irg_plan_t>();
  for (const Case& c : cases)
    for (const irg_engine* e : {irg_reference_engine(), irg_twin_engine()}) {
      irg_request_t req = request_for(c.config, IRG_FLAVOR_LLVM22);
      irg_problem_t p = direct_problem(2, c.cpg, c.kpg);
      p.filter_h = req.spec.direct.filter_h, p.filter_w = req.spec.direct.filter_w;
      p.pad_h = req.spec.direct.pad_h, p.pad_w = req.spec.direct.pad_w;
      irg_refusal_t why{};
      ASSERT_EQ(e->plan(&req, &p, out.get(), &why), IRG_STATUS_REFUSED) << e->name << " " << c.config;
      EXPECT_STREQ(why.id, c.id) << e->name << " " << c.config;
      EXPECT_TRUE(std::string(why.text).ends_with(c.text_end)) << e->name << ": " << why.text;
    }
}

TEST_F(DirectWgradPlans, ASpecThatStillFixesItsChannelsIsRefused) {
  for (const irg_engine* e : {irg_reference_engine(), irg_twin_engine()}) {
    irg_request_t req = request_for(208, IRG_FLAVOR_LLVM22);
    req.spec.direct.kpg = 64;  // the old form: channels in the spec
    const Emission em = emit_ll(e, req);
    ASSERT_EQ(em.status, IRG_STATUS_REFUSED) << e->name;
    EXPECT_EQ(em.refusal_id, "img_channels") << e->name;
    EXPECT_TRUE(em.refusal_text.ends_with("(got cpg 0, kpg 64)")) << e->name << ": " << em.refusal_text;
  }
}

}  // namespace
}  // namespace irgate::testing
