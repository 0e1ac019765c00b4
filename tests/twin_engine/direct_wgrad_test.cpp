// tests/twin_engine/direct_wgrad_test.cpp — the twin's direct_wgrad family against docs/kernels.md
// §direct_wgrad: the 17 validator rules in order (pairwise: the earlier broken rule wins), the
// TR16 lane map lane by lane against the documented formula, builder smoke tests (op counts,
// names, vector types, round trip through lower_ir) and the plan table.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tests/twin_engine/builder_scope.h"
#include "tests/twin_engine/support.h"
#include "twin_engine/builder.h"
#include "twin_engine/direct_wgrad_shape.h"
#include "twin_engine/ir_passes.h"
#include "twin_engine/wmma_pieces.h"

namespace {

using twin_test::Domains;
using twin_test::count_of;

irg_request_t direct(const char* arch, int flavor, const Domains& d) {
  irg_request_t r = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, flavor, arch);
  r.domain = d.of(flavor);
  return r;
}

/* ---- validator: one mutation per rule, each breaking only its own rule ---- */

struct Rule {
  int number;
  const char* id;
  void (*mutate)(irg_request_t* r, irg_arch_domain_t* table);
};

void refuse_tdm_cell(irg_arch_domain_t* t) {
  t->cells[IRG_INTRINSIC_TENSOR_LOAD_TO_LDS][IRG_ARCH_GFX1250] = {IRG_DOMAIN_TARGET_UNSUPPORTED, "no TDM here"};
}

const Rule kRules[] = {
    {1, "img_dtype", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.dtype = IRG_DTYPE_F32; }},
    {2, "img_arch", [](irg_request_t* r, irg_arch_domain_t*) { std::snprintf(r->arch, sizeof r->arch, "gfx1201"); }},
    {3, "img_filter_shape", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.filter_h = 2; }},
    {4, "img_stride", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.stride_w = 2; }},
    {5, "img_pad", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.pad_w = 3; }},
    /* cpg and kpg are retired (0 by default): a spec that still names a channel count */
    {6, "img_channels", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.kpg = 16; }},
    {7, "img_waves", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.waves_c = 17; }},
    {8, "img_wave_tiles", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.wave_tiles_k = 0; }},
    {9, "img_rows_per_sync", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.rows_per_sync = 9; }},
    {10, "img_row_blocks", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.row_blocks = 65; }},
    {11, "img_lds_epilogue", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.lds_epilogue = 2; }},
    {12, "img_tdm_stages", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.tdm_stages = 1; }},
    {13, "img_ws_replicas", [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.ws_replicas = 65; }},
    /* 16 waves along c, 4 c tiles, 2 rows a sync: 2 · (32·24 + 3·34·1032) · 2 = 424128 LDS bytes */
    {14, "img_lds_budget",
     [](irg_request_t* r, irg_arch_domain_t*) {
       r->spec.direct.waves_c = 16, r->spec.direct.wave_tiles_c = 4, r->spec.direct.rows_per_sync = 2;
     }},
    /* one wave (budget 1024): 2x4 tiles of a 3x3 filter are 72 accumulators, 16 · 72 = 1152 VGPRs */
    {15, "img_vgpr_budget",
     [](irg_request_t* r, irg_arch_domain_t*) {
       r->spec.direct.wave_tiles_k = 2, r->spec.direct.wave_tiles_c = 4;
     }},
    {16, "arch_intrinsic_absent",
     [](irg_request_t* r, irg_arch_domain_t* t) { r->spec.direct.tdm_stages = 2, refuse_tdm_cell(t); }},
    /* the table says ok (rule 16 holds); 3 k tiles a wave make BK = 48, no power of two */
    {17, "img_tdm_tile",
     [](irg_request_t* r, irg_arch_domain_t*) { r->spec.direct.tdm_stages = 3, r->spec.direct.wave_tiles_k = 3; }},
};

std::string refusal_of(const irg_request_t& r) {
  twin_test::Emitted e = twin_test::emit_ir(r);
  return e.status == IRG_STATUS_OK ? "ok" : e.refusal_id;
}

TEST(TwinDirectValidator, EachRuleAloneRefusesWithItsId) {
  for (const Rule& rule : kRules) {
    Domains d;
    irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
    rule.mutate(&r, d.tables + IRG_FLAVOR_LLVM22);
    EXPECT_EQ(refusal_of(r), rule.id) << "rule " << rule.number;
  }
}

TEST(TwinDirectValidator, EarlierRuleWinsOverEveryLaterOne) {
  for (const Rule& first : kRules) {
    for (const Rule& later : kRules) {
      if (later.number <= first.number) continue;
      Domains d;
      irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
      later.mutate(&r, d.tables + IRG_FLAVOR_LLVM22);
      first.mutate(&r, d.tables + IRG_FLAVOR_LLVM22); /* its fields win where both touch one */
      EXPECT_EQ(refusal_of(r), first.id) << "rules " << first.number << " and " << later.number;
    }
  }
}

TEST(TwinDirectValidator, RefusalTextsCarryTheDocumentedArguments) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.direct.waves_k = r.spec.direct.waves_c = 4;
  r.spec.direct.wave_tiles_k = r.spec.direct.wave_tiles_c = 2;
  /* config 228: 16 waves, 2x2 tiles (the channels are the problem's: the estimate does not read them).
   * 16 waves: budget 256. acc 16·36 = 576, fragments 8·2 + 8 = 24, staging 4·(JDY 1 + 3·JX 2) = 28
   * (NX = 34·128/8 = 544 over T = 512 threads), addressing 32 */
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text,
            "direct wgrad: the register estimate is 660 VGPRs a wave (accumulators 576, fragments 24, staging 28, "
            "addressing 32), over the 256-VGPR budget of gfx1250");
  /* config 231 (03aff0e): 8 waves (budget 1024), 2x2 tiles of a 4x4 filter: acc 16·64 = 1024, fragments 24,
   * staging 4·(JDY 2 + 4·JX 2) = 40 (NDY 512, NX = 35·64/8 = 280, T = 256), addressing 32 */
  irg_request_t big = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  big.spec.direct.filter_h = big.spec.direct.filter_w = 4;
  big.spec.direct.waves_k = 4, big.spec.direct.waves_c = 2;
  big.spec.direct.wave_tiles_k = big.spec.direct.wave_tiles_c = 2;
  EXPECT_EQ(twin_test::emit_ll(big).refusal_text,
            "direct wgrad: the register estimate is 1120 VGPRs a wave (accumulators 1024, fragments 24, staging 40, "
            "addressing 32), over the 1024-VGPR budget of gfx1250");
  /* the old config 231 (4x4, 8 rows a sync, one wave): 752 VGPRs, under the 1024 of one wave */
  irg_request_t rps = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  rps.spec.direct.filter_h = rps.spec.direct.filter_w = 4;
  rps.spec.direct.rows_per_sync = 8;
  EXPECT_EQ(twin_test::emit_ir(rps).status, IRG_STATUS_OK) << twin_test::emit_ir(rps).refusal_text;
  irg_request_t lds = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  lds.spec.direct.waves_c = 16, lds.spec.direct.wave_tiles_c = 4, lds.spec.direct.rows_per_sync = 2;
  EXPECT_EQ(twin_test::emit_ll(lds).refusal_text,
            "direct wgrad: LDS staging needs 424128 bytes, over the 327680 bytes of gfx1250");
  irg_request_t arch = direct("gfx1201:xnack-", IRG_FLAVOR_LLVM22, d);
  EXPECT_EQ(twin_test::emit_ll(arch).refusal_text,
            "direct wgrad: the arch must have wave32 WMMA 16x16x32 and ds_load_tr16_b128, i.e. be gfx1250 (got "
            "gfx1201)");
  irg_request_t pad = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  pad.spec.direct.pad_w = -1;
  EXPECT_EQ(twin_test::emit_ll(pad).refusal_text,
            "direct wgrad: padding must lie in 0..2, below the filter size (got 1x-1)");
  /* rule 6 prints the spec's (cpg, kpg); rule 17 (BK, BC) only: the channels are the plan's */
  irg_request_t ch = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  ch.spec.direct.cpg = 32, ch.spec.direct.kpg = -8;
  EXPECT_EQ(twin_test::emit_ll(ch).refusal_text, twin_test::filled("img_channels", 32, -8));
  irg_request_t tile = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  tile.spec.direct.tdm_stages = 2, tile.spec.direct.waves_c = 3; /* BC 48 */
  EXPECT_EQ(twin_test::emit_ir(tile).refusal_text, twin_test::filled("img_tdm_tile", 16, 48));
}

TEST(TwinDirectValidator, TableRuleAsksLikeTheLowererOnEveryEntryPoint) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.direct.tdm_stages = 2;
  refuse_tdm_cell(d.tables + IRG_FLAVOR_LLVM22);
  const char* absent =
      "intrinsic tensor.load.to.lds is not available on gfx1250 under llvm22: target_unsupported (no TDM here)";
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, absent);
  EXPECT_EQ(twin_test::emit_ir(r).refusal_text, absent);
  d.tables[IRG_FLAVOR_LLVM22].cells[IRG_INTRINSIC_TENSOR_LOAD_TO_LDS][IRG_ARCH_GFX1250] = {IRG_DOMAIN_TOOLCHAIN_CRASH,
                                                                                           nullptr};
  EXPECT_EQ(twin_test::emit_ir(r).refusal_id, "arch_domain_no_data");
  r.domain = nullptr;
  EXPECT_EQ(twin_test::emit_ir(r).refusal_text,
            "the request carries no arch-domain table for its flavor (got none for llvm22)");
  r.domain = d.of(IRG_FLAVOR_LLVM19); /* a table of another flavor */
  EXPECT_EQ(twin_test::emit_ir(r).refusal_id, "arch_domain_missing");
  r.domain = d.of(IRG_FLAVOR_LLVM22);
  d.tables[IRG_FLAVOR_LLVM22].cells[IRG_INTRINSIC_TENSOR_LOAD_TO_LDS][IRG_ARCH_GFX1250] = {IRG_DOMAIN_OK, ""};
  EXPECT_EQ(twin_test::emit_ir(r).status, IRG_STATUS_OK) << twin_test::emit_ir(r).refusal_text;
  r.spec.direct.tdm_stages = 0; /* no TDM: the table is not asked for the key */
  refuse_tdm_cell(d.tables + IRG_FLAVOR_LLVM22);
  EXPECT_EQ(twin_test::emit_ir(r).status, IRG_STATUS_OK);
}

/* kernels.md (03aff0e): the budget is 256 VGPRs above 8 waves, else the arch's 1024. */
TEST(TwinDirectValidator, RegisterBudgetFollowsTheWaveCount) {
  const tw_arch_row* arch = tw_arch_by_base_name("gfx1250");
  ASSERT_NE(arch, nullptr);
  irg_direct_wgrad_spec_t s = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, 2, "gfx1250").spec.direct;
  for (int wk = 1; wk <= 16; ++wk)
    for (int wc = 1; wk * wc <= 16; ++wc) {
      s.waves_k = wk, s.waves_c = wc;
      EXPECT_EQ(tw_img_vgpr_budget(&s, arch), wk * wc > 8 ? 256 : 1024) << wk << "x" << wc;
    }
}

/* kernels.md (03aff0e): both budgets bind on their own, so each rule refuses specs the other admits. */
TEST(TwinDirectValidator, BothBudgetsBindOnTheirOwn) {
  const tw_arch_row* arch = tw_arch_by_base_name("gfx1250");
  ASSERT_NE(arch, nullptr);
  int over_lds_under_vgprs = 0, over_vgprs_under_lds = 0;
  for (int R = 1; R <= 4; ++R)
    for (int wk = 1; wk <= 16; ++wk)
      for (int wc = 1; wk * wc <= 16; ++wc)
        for (int tk = 1; tk <= 4; ++tk)
          for (int tc = 1; tc <= 4; ++tc)
            for (int rps = 1; rps <= 8; ++rps)
              for (int le = 0; le <= 1; ++le) {
                irg_direct_wgrad_spec_t s = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, 2, "gfx1250").spec.direct;
                s.filter_h = s.filter_w = R, s.waves_k = wk, s.waves_c = wc, s.wave_tiles_k = tk;
                s.wave_tiles_c = tc, s.rows_per_sync = rps, s.lds_epilogue = le;
                tw_img_shape sh = tw_img_shape_of(&s);
                long long budget = tw_img_vgpr_budget(&s, arch);
                if (sh.estimate <= budget && sh.lds_bytes > 327680) ++over_lds_under_vgprs;
                if (sh.estimate > budget && sh.lds_bytes <= 327680) ++over_vgprs_under_lds;
              }
  EXPECT_GT(over_lds_under_vgprs, 0);
  EXPECT_GT(over_vgprs_under_lds, 0);
}

/* family_unbuilt is retired (783ecda): small_c is no longer refused up front; its own rules answer.
 * direct_wgrad's default spec read as a small_c spec has c = cpg = 0 (rule 6: c in 1..4). */
TEST(TwinDirectValidator, SmallCIsJudgedByItsOwnRules) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  EXPECT_EQ(twin_test::emit_ll(r).status, IRG_STATUS_OK);
  r.family = IRG_FAMILY_SMALL_C;
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, twin_test::filled("sc_channels", 0, 0));
  r.spec.small_c.c = 3;
  EXPECT_EQ(twin_test::emit_ll(r).status, IRG_STATUS_OK) << twin_test::emit_ll(r).refusal_text;
}

/* ---- TR16_LANE_MAP lane by lane ---- */

TEST(TwinDirectLaneMap, EveryLaneSuppliesTheDocumentedRowAndColumn) {
  twin_test::BuilderScope s;
  int lane = tw_b_param(&s.b, "lane", TW_TYPE_I32, nullptr, 0);
  tw_lane_map m = tw_img_lane_map(&s.b, lane);
  ASSERT_EQ(s.fail.status, IRG_STATUS_OK);
  for (int l = 0; l < 32; ++l) { /* interpret the emitted ops for this lane */
    std::vector<long long> v(s.k.n_values, -1);
    v[lane] = l;
    for (int o = s.k.regions[s.k.entry_region].first_op; o >= 0; o = s.k.ops[o].next) {
      const tw_op& op = s.k.ops[o];
      long long a = op.n_operands > 0 ? v[tw_op_operand(&s.k, &op, 0)] : 0;
      long long c = op.n_operands > 1 ? v[tw_op_operand(&s.k, &op, 1)] : 0;
      long long r = 0;
      switch (op.opcode) {
        case TW_OP_ARITH_CONSTANT: r = tw_op_attr(&s.k, &op, "value")->integer; break;
        case TW_OP_ARITH_ADDI: r = a + c; break;
        case TW_OP_ARITH_ANDI: r = a & c; break;
        case TW_OP_ARITH_SHLI: r = a << c; break;
        case TW_OP_ARITH_SHRUI: r = a >> c; break;
        default: FAIL() << "unexpected op " << tw_op_rows[op.opcode].name;
      }
      v[op.first_result] = r;
    }
    EXPECT_EQ(v[m.tr_row], 8 * (l / 16) + (l % 8)) << "lane " << l;
    EXPECT_EQ(v[m.tr_col], 8 * ((l % 16) / 8)) << "lane " << l;
    EXPECT_EQ(v[m.khalf], 8 * (l / 16)) << "lane " << l;
    EXPECT_EQ(v[m.lcol], l % 16) << "lane " << l;
  }
  /* The map's meaning: read j gives lane l's element 8j + i (its K index 16j + 8(l/16) + i) from
   * lane 8·(l/8 group) + i of its group: the K row that lane supplied is 16j + tr_row. */
  for (int l = 0; l < 32; ++l) {
    for (int e = 0; e < 16; ++e) {
      int j = e / 8, i = e % 8;
      int supplier = (l / 8) * 8 + i; /* lane 8g + i supplies the address of row i of the group's block */
      int k_index = 16 * (e / 8) + 8 * (l / 16) + e % 8;
      int supplied_row = 16 * j + 8 * (supplier / 16) + (supplier % 8);
      EXPECT_EQ(supplied_row, k_index) << "lane " << l << " element " << e;
    }
  }
}

/* ---- builder smoke ---- */

struct Smoke {
  const char* label;
  void (*mutate)(irg_direct_wgrad_spec_t* s);
};

const Smoke kSmoke[] = {
    {"208 baseline", [](irg_direct_wgrad_spec_t*) {}},
    {"209 bf16", [](irg_direct_wgrad_spec_t* s) { s->dtype = IRG_DTYPE_BF16; }},
    {"213 rps 2", [](irg_direct_wgrad_spec_t* s) { s->rows_per_sync = 2; }},
    {"216 lds epilogue bf16",
     [](irg_direct_wgrad_spec_t* s) {
       s->dtype = IRG_DTYPE_BF16, s->waves_c = 2, s->wave_tiles_k = 2, s->lds_epilogue = 1;
     }},
    {"219 1x1", [](irg_direct_wgrad_spec_t* s) { s->filter_h = s->filter_w = 1, s->pad_h = s->pad_w = 0; }},
    {"222 16 waves", [](irg_direct_wgrad_spec_t* s) { s->waves_k = s->waves_c = 4; }},
    {"224 8 waves lds",
     [](irg_direct_wgrad_spec_t* s) {
       s->waves_k = 4, s->waves_c = 2, s->wave_tiles_k = 2, s->rows_per_sync = 2;
       s->lds_epilogue = 1, s->ws_replicas = 2;
     }},
};

TEST(TwinDirectBuilder, SmokeConfigsEmitVerifyAndRoundTrip) {
  Domains d;
  for (const Smoke& smoke : kSmoke) {
    irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
    smoke.mutate(&r.spec.direct);
    const irg_direct_wgrad_spec_t& s = r.spec.direct;
    twin_test::Emitted ir = twin_test::emit_ir(r), ll = twin_test::emit_ll(r);
    ASSERT_EQ(ir.status, IRG_STATUS_OK) << smoke.label << ": " << ir.refusal_text;
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << smoke.label << ": " << ll.refusal_text;
    tw_img_shape sh = tw_img_shape_of(&s);
    long long wmma = s.rows_per_sync * sh.nacc;
    long long tr16 = 2 * s.rows_per_sync * (s.wave_tiles_k + s.filter_h * s.filter_w * s.wave_tiles_c);
    EXPECT_EQ(count_of(ir.text, "= tile.wmma_f32_16x16x32 "), wmma) << smoke.label;
    EXPECT_EQ(count_of(ir.text, "= tile.lds_load_tr16_b128 "), tr16) << smoke.label;
    EXPECT_EQ(count_of(ir.text, "= tile.buffer_load_b128 "), s.rows_per_sync * (sh.JDY + s.filter_h * sh.JX))
        << smoke.label;
    EXPECT_EQ(count_of(ir.text, "= arith.constant {value = 0x0p+0} : vec<8 x f32>\n"), 1) << smoke.label;
    EXPECT_EQ(count_of(ir.text, "cachepolicy = 20"), count_of(ir.text, "tile.buffer_atomic_fadd_f32 ")) << smoke.label;
    EXPECT_NE(ir.text.find("iv(%"), std::string::npos);
    const char* e = s.dtype == IRG_DTYPE_BF16 ? "bf16" : "f16";
    EXPECT_NE(ir.text.find(std::string(" : vec<8 x ") + e + ">\n"), std::string::npos) << smoke.label;
    EXPECT_NE(ir.text.find(std::string("= vec.concat ")), std::string::npos) << smoke.label;
    EXPECT_EQ(count_of(ll.text, "= call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32."), wmma) << smoke.label;
    EXPECT_NE(ll.text.find(" = phi <8 x float> [ zeroinitializer, %entry ]"), std::string::npos) << smoke.label;
    EXPECT_NE(ll.text.find("<16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, "
                           "i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>"),
              std::string::npos)
        << smoke.label;
    twin_test::Emitted back = twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
    ASSERT_EQ(back.status, IRG_STATUS_OK) << smoke.label << ": " << back.refusal_text;
    EXPECT_EQ(back.text, ll.text) << smoke.label;
    EXPECT_EQ(back.stamp, ll.stamp) << smoke.label;
  }
}

TEST(TwinDirectBuilder, NameStampAndHeader) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  twin_test::Emitted ir = twin_test::emit_ir(r);
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  EXPECT_EQ(ir.stamp,
            "direct_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=0,kpg=0,"
            "waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,"
            "tdm_stages=0,ws_replicas=1}@gfx1250");
  EXPECT_EQ(ir.text.rfind("irgate.ir v1\nkernel @irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1 "
                          "{arch = \"gfx1250\", block_size = 32, spec = \"",
                          0),
            0u);
  EXPECT_NE(ir.text.find("  param %0:dy : ptr<global> {align = 2, noalias = true, readonly = true}\n"),
            std::string::npos);
  EXPECT_NE(ir.text.find("  param %2:ws : ptr<global> {align = 4, noalias = true}\n"), std::string::npos);
  /* 20 params: the run-time channel counts last, kpg before cpg */
  EXPECT_NE(ir.text.find("  param %17:x_stride_w : i32\n  param %18:kpg : i32\n  param %19:cpg : i32\n  %20:tid = "),
            std::string::npos);
  /* vgpr_estimate: 16·9 + (8 + 8) + 4·(2 + 3·3) + 32 = 236 (the last key of the sorted dictionary) */
  EXPECT_NE(ir.text.find("spec = \"" + ir.stamp + "\", vgpr_estimate = 236}\n"), std::string::npos);
  twin_test::Emitted ll = twin_test::emit_ll(r);
  EXPECT_NE(ll.text.find("\"uniform-work-group-size\"=\"true\" \"amdgpu-num-vgpr\"=\"236\" }\n"),
            std::string::npos);
  EXPECT_EQ(ll.text.find("irgate-vgpr-estimate"), std::string::npos);
  /* LDS: stage = (32·24 + 3·34·24)·2 = 6432 bytes */
  EXPECT_NE(ir.text.find("= tile.lds_alloc {bytes = 6432} : ptr<lds>\n"), std::string::npos);
  /* The lane map's first ops, right after wcb */
  EXPECT_NE(ir.text.find(":half = arith.shrui "), std::string::npos);
  /* llvm16/19: the table of those flavors refuses the first key; emit_ir answers on every flavor. */
  irg_request_t old = direct("gfx1250", IRG_FLAVOR_LLVM19, d);
  d.tables[IRG_FLAVOR_LLVM19].cells[IRG_INTRINSIC_WORKITEM_ID_X][IRG_ARCH_GFX1250] = {IRG_DOMAIN_TARGET_UNSUPPORTED,
                                                                                      "not a processor"};
  EXPECT_EQ(twin_test::emit_ll(old).refusal_id, "arch_intrinsic_absent");
  EXPECT_EQ(twin_test::emit_ir(old).text, ir.text);
}

/* kernels.md (03aff0e): one flat scf.for over the steps, its bounds computed right after lds, its body
 * opening with rg, ccol, rgo, ho_s, wo_s; every K(n) right before its op. */
std::vector<std::string> hints_of(const std::string& ir, size_t from, int n) {
  std::vector<std::string> out;
  for (size_t at = from; at < ir.size() && (int)out.size() < n;) {
    size_t end = ir.find('\n', at);
    std::string line = ir.substr(at, end - at);
    size_t colon = line.find(':'), eq = line.find(" = ");
    if (colon != std::string::npos && eq != std::string::npos && colon < eq)
      out.push_back(line.substr(colon + 1, line.find_first_of(" ,", colon) - colon - 1));
    at = end + 1;
  }
  return out;
}

TEST(TwinDirectBuilder, OneFlatLoopOverTheSteps) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.direct.rows_per_sync = 3;
  std::string ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  EXPECT_EQ(count_of(ir, "= scf.for "), 1);
  size_t lds = ir.find(":lds = tile.lds_alloc");
  ASSERT_NE(lds, std::string::npos);
  const std::vector<std::string> want = {"lds", "k", "ncols_a", "k", "ncols", "live", "span_a", "k", "span", "k",
                                         "rg_a", "k", "rgs", "steps", "k", "k", "k", "res", "rg", "ccol", "k",
                                         "rgo", "ho_s", "k", "wo_s"};
  EXPECT_EQ(hints_of(ir, ir.rfind('\n', lds) + 1, (int)want.size()), want);
  EXPECT_NE(ir.find(" = arith.constant {value = 2} : i32\n", lds), std::string::npos); /* K(rps-1) */
  EXPECT_NE(ir.find(":live = arith.cmpi ", lds), std::string::npos);
  EXPECT_NE(ir.find("{pred = \"slt\"} : i1\n", lds), std::string::npos);
  size_t loop = ir.find("= scf.for ");
  std::string header = ir.substr(loop, ir.find('\n', loop) - loop);
  EXPECT_NE(header.find(":t) args(%"), std::string::npos) << header; /* iv "t", iter-args "acc" */
  EXPECT_NE(header.find("acc, %"), std::string::npos) << header;
}

/* kernels.md §Runtime channel counts: the block decode divides by nct, nkt computed from the cpg
 * (%19) and kpg (%18) params; every operand that was K(kpg) / K(cpg) is the param itself. */
TEST(TwinDirectBuilder, ChannelCountsAreTheKernargs) {
  Domains d;
  for (int le = 0; le <= 1; ++le) {
    irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
    r.spec.direct.waves_k = 2, r.spec.direct.wave_tiles_c = 2, r.spec.direct.lds_epilogue = le; /* BK 32, BC 32 */
    std::string ir = twin_test::emit_ir(r).text;
    ASSERT_FALSE(ir.empty());
    size_t bx = ir.find(":bx = gpu.block_id_x");
    ASSERT_NE(bx, std::string::npos);
    const std::vector<std::string> want = {"bx",  "rblk", "img", "k",     "nct_a", "k",  "nct", "k",
                                           "nkt_a", "k",  "nkt", "ct",    "rest",  "kt", "g",   "k",
                                           "k_blk", "k",  "c_blk", "gk",  "gc",    "dy_ch", "x_ch"};
    EXPECT_EQ(hints_of(ir, ir.rfind('\n', bx) + 1, (int)want.size()), want);
    auto line_of = [&](const std::string& def) {
      size_t at = ir.find(def);
      return at == std::string::npos ? std::string() : ir.substr(at, ir.find('\n', at) - at);
    };
    /* nct_a = addi(cpg, K(BC-1)): the constant right before it */
    EXPECT_NE(line_of(":nct_a = ").find(" = arith.addi %19, %"), std::string::npos) << line_of(":nct_a = ");
    EXPECT_NE(line_of(":nkt_a = ").find(" = arith.addi %18, %"), std::string::npos) << line_of(":nkt_a = ");
    EXPECT_NE(ir.find("{value = 31} : i32\n", bx), std::string::npos); /* K(BC-1) = K(BK-1) = 31 */
    EXPECT_NE(line_of(":gk = ").find(", %18 : i32"), std::string::npos) << line_of(":gk = ");
    EXPECT_NE(line_of(":gc = ").find(", %19 : i32"), std::string::npos) << line_of(":gc = ");
    EXPECT_NE(line_of(":slab_k = ").find(", %18 : i32"), std::string::npos) << line_of(":slab_k = ");
    int kok = 0, cok = 0, t_e = 0;
    for (const std::string& line : twin_test::lines_of(ir)) {
      if (line.find(":kok = arith.cmpi ") != std::string::npos) {
        ++kok;
        EXPECT_NE(line.find(", %18 {pred = \"ult\"} : i1"), std::string::npos) << line;
      }
      if (line.find(":cok = arith.cmpi ") != std::string::npos) {
        ++cok;
        EXPECT_NE(line.find(", %19 {pred = \"ult\"} : i1"), std::string::npos) << line;
      }
      if (line.find(":t_e = arith.muli ") != std::string::npos) {
        ++t_e;
        EXPECT_NE(line.find(", %19 : i32"), std::string::npos) << line;
      }
    }
    /* T 64: loads JDY = ceil(4·32 / 64) = 2 dY chunks (kok), R · JX = 3 · ceil(34·32/8 / 64) = 9 X
     * chunks (cok); epilogue: direct TK·TC = 2 cok and 8 kok a tile, or the LDS epilogue's 8·TK·TC =
     * 16 rounds a tap, each with kok and cok; one WS_OFF (t_e) per tap and accumulator row either way */
    int epi_kok = le ? 9 * 16 : 8 * 2, epi_cok = le ? 9 * 16 : 2;
    EXPECT_EQ(kok, 2 + epi_kok);
    EXPECT_EQ(cok, 9 + epi_cok);
    EXPECT_EQ(t_e, le ? 9 * 16 : 16 * 9);
  }
}

TEST(TwinDirectParser, VectorTypesAreCanonicalOnly) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  std::string ir = twin_test::emit_ir(r).text;
  const irg_arch_domain_t* t = d.of(IRG_FLAVOR_LLVM22);
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, "vec<8 x f32>", "vec<8 x  f32>"), 2, t).refusal_id,
            "ir_malformed");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, "vec<8 x f32>", "vec<08 x f32>"), 2, t).refusal_id,
            "ir_malformed");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, "vec<8 x f32>", "vec<3 x f32>"), 2, t).refusal_id,
            "ir_malformed");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, "{value = 0x0p+0} : vec", "{value = 0x1p+0} : vec"), 2, t)
                .refusal_id,
            "ir_invalid");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, "{index = 0}", "{index = 8}"), 2, t).refusal_id,
            "ir_invalid");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, ":t)", ":t0)"), 2, t).refusal_id, "ir_invalid");
  /* vgpr_estimate: printed in LLVM only when it is an integer */
  twin_test::Emitted no_estimate =
      twin_test::lower_ir(twin_test::replace_once(ir, "vgpr_estimate = 236", "vgpr_estimate = \"236\""), 2, t);
  ASSERT_EQ(no_estimate.status, IRG_STATUS_OK);
  EXPECT_EQ(no_estimate.text.find("amdgpu-num-vgpr"), std::string::npos);
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, ": vec<8 x f16>", ": vec<8 x f32>"), 2, t).refusal_id,
            "ir_invalid");
}

/* ---- plan ---- */

irg_problem_t problem_of(const irg_direct_wgrad_spec_t& s, long long n, long long h, long long w, long long g,
                         long long cpg, long long kpg, int dw_dtype) {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1; /* ABI 2: a dilation of 0 is refused */
  p.n = n, p.hi = h, p.wi = w, p.groups = g, p.cpg = cpg, p.kpg = kpg;
  p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
  p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = dw_dtype;
  return p;
}

TEST(TwinDirectPlan, OneStepGridStridesAndBuffers) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.direct.row_blocks = 3;
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  irg_problem_t p = problem_of(r.spec.direct, 2, 10, 12, 3, 24, 40, IRG_DTYPE_F32); /* ragged: cpg 24, kpg 40 */
  ASSERT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  long long C = 3 * 24, K = 3 * 40, count = K * 9 * 24;
  EXPECT_EQ(out->n_launches, 1);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_DW);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], count * 4);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_X], 2 * 10 * 12 * C * 2);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DY], 2 * 10 * 12 * K * 2);
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.grid[0], 3u * 3u * 2u); /* G · ceil(40/16) · ceil(24/16) */
  EXPECT_EQ(l.grid[1], 3u);
  EXPECT_EQ(l.grid[2], 2u);
  EXPECT_EQ(l.block[0], 32u);
  EXPECT_EQ(l.n_kernargs, 20);
  EXPECT_EQ(l.kernargs[2].buffer, IRG_BUF_DW);
  EXPECT_EQ(l.kernargs[5].value, count * 4);
  EXPECT_EQ(l.kernargs[12].value, 10 * 12 * K);
  EXPECT_EQ(l.kernargs[14].value, K);
  EXPECT_EQ(l.kernargs[15].value, 10 * 12 * C);
  EXPECT_EQ(l.kernargs[17].value, C);
  EXPECT_EQ(l.kernargs[11].value, 3);
  EXPECT_EQ(l.kernargs[18].value, 40); /* kpg, then cpg: the problem's per-group counts */
  EXPECT_EQ(l.kernargs[18].buffer, IRG_BUF_NONE);
  EXPECT_EQ(l.kernargs[19].value, 24);
  /* one kernel serves every channel count: another problem, the same kernel bytes */
  irg_problem_t wide = problem_of(r.spec.direct, 1, 10, 12, 1, 320, 1280, IRG_DTYPE_F32);
  ASSERT_EQ(irg_twin_engine()->plan(&r, &wide, out.get(), &why), IRG_STATUS_OK) << why.text;
  EXPECT_EQ(out->launches[0].grid[0], 80u * 20u); /* ceil(1280/16) · ceil(320/16) */
  EXPECT_EQ(out->launches[0].kernargs[18].value, 1280);
  EXPECT_EQ(out->launches[0].kernargs[19].value, 320);
}

TEST(TwinDirectPlan, TwoStepFoldsWithTheReduce) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.direct.ws_replicas = 4;
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  irg_problem_t p = problem_of(r.spec.direct, 1, 8, 8, 2, 16, 16, IRG_DTYPE_BF16);
  ASSERT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  long long count = 2 * 16 * 9 * 16;
  ASSERT_EQ(out->n_launches, 2);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_WS);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_WS], 4 * count * 4);
  EXPECT_EQ(out->launches[1].request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(out->launches[1].kernargs[4].value, count);
  EXPECT_EQ(out->launches[1].grid[0], (unsigned)((count + 255) / 256));
}

std::string plan_refusal(const irg_request_t& r, const irg_problem_t& p) {
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  int status = irg_twin_engine()->plan(&r, &p, out.get(), &why);
  if (status == IRG_STATUS_OK) return "ok";
  return std::string(why.id) + ": " + why.text;
}

/* kernels.md §Launch plans: the channels come after n, hi, wi, groups and before the filter;
 * direct_wgrad: cpg, then kpg, a positive multiple of 8; then a TDM ring's tile divisibility. */
TEST(TwinDirectPlan, ChannelChecksInOrder) {
  Domains d;
  irg_request_t r = direct("gfx1250", IRG_FLAVOR_LLVM22, d);
  irg_problem_t p = problem_of(r.spec.direct, 1, 8, 8, 1, 16, 16, IRG_DTYPE_F32);
  EXPECT_EQ(plan_refusal(r, p), "ok");
  for (long long bad : {0LL, -8LL, 4LL, 20LL}) {
    irg_problem_t q = p;
    q.kpg = bad;
    EXPECT_EQ(plan_refusal(r, q), std::string("plan_problem_granule: ") + twin_test::filled("plan_problem_granule",
                                                                                           "kpg", 8, bad));
    q.cpg = bad + 1; /* cpg first */
    EXPECT_EQ(plan_refusal(r, q), std::string("plan_problem_granule: ") + twin_test::filled("plan_problem_granule",
                                                                                           "cpg", 8, bad + 1));
  }
  irg_problem_t q = p;
  q.kpg = 12, q.groups = 0; /* groups before the channels */
  EXPECT_EQ(plan_refusal(r, q).rfind("plan_problem_invalid: ", 0), 0u) << plan_refusal(r, q);
  q = p;
  q.kpg = 12, q.filter_h = 1; /* the channels before the filter */
  EXPECT_EQ(plan_refusal(r, q).rfind("plan_problem_granule: ", 0), 0u) << plan_refusal(r, q);
  /* the validator before the problem: a spec that still names its channels */
  irg_request_t old = r;
  old.spec.direct.cpg = old.spec.direct.kpg = 16;
  EXPECT_EQ(plan_refusal(old, p), std::string("img_channels: ") + twin_test::filled("img_channels", 16, 16));
  /* a TDM ring (BK 32, BC 16): kpg mod BK and cpg mod BC, after both granules */
  irg_request_t tdm = r;
  tdm.spec.direct.tdm_stages = 2, tdm.spec.direct.waves_k = 2;
  q = p;
  q.kpg = 32;
  EXPECT_EQ(plan_refusal(tdm, q), "ok");
  q.kpg = 48, q.cpg = 24;
  EXPECT_EQ(plan_refusal(tdm, q),
            std::string("img_tdm_channels: ") + twin_test::filled("img_tdm_channels", 32, 16, 48LL, 24LL));
  q.kpg = 64;
  EXPECT_EQ(plan_refusal(tdm, q),
            std::string("img_tdm_channels: ") + twin_test::filled("img_tdm_channels", 32, 16, 64LL, 24LL));
  q.cpg = 20; /* the granule first */
  EXPECT_EQ(plan_refusal(tdm, q).rfind("plan_problem_granule: ", 0), 0u) << plan_refusal(tdm, q);
  /* the register-staged kernel takes the ragged channels */
  q.cpg = 24, q.kpg = 48;
  EXPECT_EQ(plan_refusal(r, q), "ok");
}

}  // namespace
