// tests/twin_engine/direct_wgrad_small_c_test.cpp — the twin's direct_wgrad_small_c family against
// docs/kernels/direct_wgrad_small_c.md and op 46 gpu.readfirstlane against docs/ir-format.md and
// docs/llvm-text.md: rule order (the earlier broken rule wins), the exact rule-13 corner, the TR16
// lane map used by both transposed reads (interpreted lane by lane), the recipe's op order, op
// counts on several specs with a lower_ir round trip (readfirstlane and plans: direct_wgrad_small_c_plan_test.cpp).
// (One negative test per sc_* id is in direct_wgrad_small_c_error_test.cpp.) Expected values are worked out
// from the docs' formulas in this file, never read from the twin's output.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "tests/twin_engine/builder_scope.h"
#include "tests/twin_engine/support.h"
#include "twin_engine/builder.h"
#include "twin_engine/families.h"
#include "twin_engine/ir_passes.h"
#include "twin_engine/direct_wgrad_small_c_shape.h"

namespace sc_test {

using twin_test::Domains;

irg_request_t small_c(const Domains& d, int flavor = IRG_FLAVOR_LLVM22) {
  irg_request_t r = irg_request_default(IRG_FAMILY_SMALL_C, flavor, "gfx1250");
  r.domain = d.of(flavor);
  return r;
}

std::string refusal_of(const irg_request_t& r) {
  twin_test::Emitted e = twin_test::emit_ir(r);
  return e.status == IRG_STATUS_OK ? "ok" : e.refusal_id;
}

int occurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

/* The hints of the op lines with results from `from` on (the first result's hint of a line). */
std::vector<std::string> result_hints(const std::string& ir, size_t from, size_t n) {
  std::vector<std::string> out;
  for (size_t at = from; at < ir.size() && out.size() < n;) {
    size_t end = ir.find('\n', at);
    std::string line = ir.substr(at, end - at);
    size_t colon = line.find(':'), eq = line.find(" = ");
    if (line.find("param ") == std::string::npos && colon != std::string::npos && eq != std::string::npos &&
        colon < eq)
      out.push_back(line.substr(colon + 1, line.find_first_of(" ,", colon) - colon - 1));
    at = end + 1;
  }
  return out;
}

long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

/* kernels.md §direct_wgrad_small_c, Shape and Register estimate, written out again here. */
struct DocShape {
  long long T, F, NT, NP, BK, DYP, XP, lds, NDY, JDY, IPR, NXI, JX, NACC, estimate;
  explicit DocShape(const irg_small_c_wgrad_spec_t& s) {
    long long R = s.filter_h, S = s.filter_w, C = s.c, V = s.vec_x, U = s.sub_steps, WT = s.wave_tiles,
              NW = s.waves;
    T = 32 * NW;
    F = R * S * C;
    NT = ceil_div(F, 16);
    NP = 16 * NT;
    BK = 16 * NW * WT;
    DYP = BK + 8;
    XP = NP + 8;
    lds = U * 32 * (DYP + XP) * 2;
    NDY = 4 * BK;
    JDY = ceil_div(NDY, T);
    IPR = NP / (2 * V);
    NXI = 32 * IPR;
    JX = ceil_div(NXI, T);
    NACC = WT * NT;
    estimate = 16 * NACC + 8 * (WT + NT) + U * (5 * JDY + (2 * V + 1) * JX) + 40; /* a6026eb */
  }
};

}  // namespace sc_test

using sc_test::Domains;

/* ---- validator order: each rule alone, and every pair (the earlier rule wins) ---- */

namespace sc_test {
struct Rule {
  int number;
  const char* id;
  void (*mutate)(irg_request_t* r);
};

const Rule kRules[] = {
    {1, "sc_dtype", [](irg_request_t* r) { r->spec.small_c.dtype = 0; }},
    {2, "sc_arch", [](irg_request_t* r) { std::snprintf(r->arch, sizeof r->arch, "gfx1201"); }},
    {3, "sc_filter", [](irg_request_t* r) { r->spec.small_c.filter_h = 0; }},
    {4, "sc_stride", [](irg_request_t* r) { r->spec.small_c.stride_w = 17; }},
    {5, "sc_pad", [](irg_request_t* r) { r->spec.small_c.filter_w = 5, r->spec.small_c.pad_w = 5; }},
    {6, "sc_channels", [](irg_request_t* r) { r->spec.small_c.kpg = 32; }}, /* retired: must be 0 */
    {7, "sc_vec_x", [](irg_request_t* r) { r->spec.small_c.vec_x = 8; }},
    {8, "sc_sub_steps", [](irg_request_t* r) { r->spec.small_c.sub_steps = 0; }},
    {9, "sc_uniform_wave", [](irg_request_t* r) { r->spec.small_c.uniform_wave = -1; }},
    {10, "sc_waves", [](irg_request_t* r) { r->spec.small_c.waves = 0; }},
    {11, "sc_wave_tiles", [](irg_request_t* r) { r->spec.small_c.wave_tiles = 0; }},
    {12, "sc_ws_replicas", [](irg_request_t* r) { r->spec.small_c.ws_replicas = 0; }},
    {13, "sc_uniform_wave_spill",
     [](irg_request_t* r) {
       irg_small_c_wgrad_spec_t& s = r->spec.small_c;
       s.uniform_wave = 1, s.waves = 9, s.vec_x = 4, s.sub_steps = 5, s.wave_tiles = 4;
     }},
    /* 16 waves, 4 tiles, 8 sub-steps: 8 · 32 · (1032 + 40) · 2 = 548864 > 327680 */
    {14, "sc_lds_budget",
     [](irg_request_t* r) { r->spec.small_c.waves = 16, r->spec.small_c.wave_tiles = 4, r->spec.small_c.sub_steps = 8; }},
    /* 16 x 16 x 4 on one wave with 4 tiles: 6256 VGPRs over 1024 (direct_wgrad_small_c_error_test.cpp) */
    {15, "sc_vgpr_budget",
     [](irg_request_t* r) {
       irg_small_c_wgrad_spec_t& s = r->spec.small_c;
       s.filter_h = s.filter_w = 16, s.c = 4, s.waves = 1, s.wave_tiles = 4;
     }},
};
}  // namespace sc_test

TEST(TwinSmallCValidator, EachRuleAloneRefusesWithItsId) {
  for (const sc_test::Rule& rule : sc_test::kRules) {
    Domains d;
    irg_request_t r = sc_test::small_c(d);
    rule.mutate(&r);
    EXPECT_EQ(sc_test::refusal_of(r), rule.id) << "rule " << rule.number;
  }
}

TEST(TwinSmallCValidator, EarlierRuleWinsOverEveryLaterOne) {
  for (const sc_test::Rule& first : sc_test::kRules) {
    for (const sc_test::Rule& later : sc_test::kRules) {
      if (later.number <= first.number) continue;
      Domains d;
      irg_request_t r = sc_test::small_c(d);
      later.mutate(&r);
      first.mutate(&r); /* its fields win where both touch one */
      EXPECT_EQ(sc_test::refusal_of(r), first.id) << "rules " << first.number << " and " << later.number;
    }
  }
}

/* Rule 13 is exactly its corner: move any one of its five conditions off and another answer comes. */
TEST(TwinSmallCValidator, SpillRuleIsExactlyTheAnchorsCorner) {
  Domains d;
  irg_request_t corner = sc_test::small_c(d);
  irg_small_c_wgrad_spec_t& s = corner.spec.small_c;
  s.uniform_wave = 1, s.waves = 16, s.vec_x = 4, s.sub_steps = 4, s.wave_tiles = 4;
  EXPECT_EQ(sc_test::refusal_of(corner), "sc_uniform_wave_spill");
  s.sub_steps = 8; /* sub_steps >= 4: still the corner (rule 13 before the LDS budget) */
  EXPECT_EQ(sc_test::refusal_of(corner), "sc_uniform_wave_spill");
  s.sub_steps = 4;
  void (*off[])(irg_small_c_wgrad_spec_t*) = {
      [](irg_small_c_wgrad_spec_t* p) { p->uniform_wave = 0; }, [](irg_small_c_wgrad_spec_t* p) { p->waves = 8; },
      [](irg_small_c_wgrad_spec_t* p) { p->vec_x = 2; }, [](irg_small_c_wgrad_spec_t* p) { p->sub_steps = 3; },
      [](irg_small_c_wgrad_spec_t* p) { p->wave_tiles = 3; }};
  for (auto mutate : off) {
    irg_request_t r = corner;
    mutate(&r.spec.small_c);
    EXPECT_NE(sc_test::refusal_of(r), "sc_uniform_wave_spill");
  }
  /* kernels.md: the estimate refuses the same spec too, 412 VGPRs over the 256 of 16 waves. */
  sc_test::DocShape sh(corner.spec.small_c);
  EXPECT_EQ(sh.estimate, 412);
}

/* The twin's shape agrees with the docs' formulas over the knob space the rules admit. */
TEST(TwinSmallCValidator, ShapeAndEstimateFollowTheDocs) {
  const tw_arch_row* arch = tw_arch_by_base_name("gfx1250");
  ASSERT_NE(arch, nullptr);
  int compared = 0;
  for (int R : {1, 3, 7, 16})
    for (int S : {1, 2, 5})
      for (int C = 1; C <= 4; ++C)
        for (int V : {1, 2, 4})
          for (int U : {1, 3, 8})
            for (int NW : {1, 3, 8, 9, 16})
              for (int WT = 1; WT <= 4; ++WT) {
                irg_small_c_wgrad_spec_t s = irg_request_default(IRG_FAMILY_SMALL_C, 2, "gfx1250").spec.small_c;
                s.filter_h = R, s.filter_w = S, s.c = C, s.vec_x = V, s.sub_steps = U, s.waves = NW, s.wave_tiles = WT;
                s.pad_h = s.pad_w = 0;
                sc_test::DocShape want(s);
                tw_sc_shape got = tw_sc_shape_of(&s);
                ASSERT_EQ(got.estimate, want.estimate);
                ASSERT_EQ(got.lds_bytes, want.lds);
                ASSERT_EQ(tw_sc_vgpr_budget(&s, arch), NW > 8 ? 256 : 1024);
                ++compared;
              }
  EXPECT_GT(compared, 1000);
}

/* ---- the recipe ---- */

TEST(TwinSmallCBuilder, NameStampHeaderAndEstimate) {
  Domains d;
  irg_request_t r = sc_test::small_c(d);
  twin_test::Emitted ir = twin_test::emit_ir(r);
  ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
  EXPECT_EQ(ir.stamp,
            "direct_wgrad_small_c{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,c=3,kpg=0,"
            "vec_x=1,sub_steps=1,uniform_wave=0,waves=4,wave_tiles=1,ws_replicas=1}@gfx1250");
  EXPECT_EQ(ir.text.rfind("irgate.ir v1\nkernel @irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1 "
                          "{arch = \"gfx1250\", block_size = 128, spec = \"",
                          0),
            0u);
  /* T 128, F 27, NT 2, BK 64, JDY 2, IPR 16, JX 4: 16·2 + 8·(1 + 2) + 1·(5·2 + 3·4) + 40 = 118 */
  EXPECT_NE(ir.text.find("spec = \"" + ir.stamp + "\", vgpr_estimate = 118}\n"), std::string::npos);
  /* kernargs: direct_wgrad's without its last (19 params, kpg last), dy/x align 2 readonly, ws align 4 */
  EXPECT_NE(ir.text.find("  param %0:dy : ptr<global> {align = 2, noalias = true, readonly = true}\n"),
            std::string::npos);
  EXPECT_NE(ir.text.find("  param %2:ws : ptr<global> {align = 4, noalias = true}\n"), std::string::npos);
  EXPECT_NE(ir.text.find("  param %17:x_stride_w : i32\n  param %18:kpg : i32\n  %19:tid = "), std::string::npos);
  /* LDS: 1 · 32 · (72 + 40) · 2 */
  EXPECT_NE(ir.text.find("= tile.lds_alloc {bytes = 7168} : ptr<lds>\n"), std::string::npos);
  twin_test::Emitted ll = twin_test::emit_ll(r);
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  EXPECT_NE(ll.text.find("\"amdgpu-flat-work-group-size\"=\"1,128\""), std::string::npos);
  EXPECT_NE(ll.text.find("\"uniform-work-group-size\"=\"true\" \"amdgpu-num-vgpr\"=\"118\" }\n"), std::string::npos);
  EXPECT_EQ(ll.text.rfind("; irgate " + ir.stamp + " flavor=llvm22\n", 0), 0u);
}

/* The recipe's op order from the first op to the first element of the first X item (default spec:
 * U 1, V 1, 4 waves, 1 tile; NDY = 256 and NXI = 512 are multiples of T = 128: no eok). */
TEST(TwinSmallCBuilder, OpOrderFollowsTheRecipe) {
  Domains d;
  std::string ir = twin_test::emit_ir(sc_test::small_c(d)).text;
  ASSERT_FALSE(ir.empty());
  const std::vector<std::string> dy_chunk = {"k",   "e",  "k",  "row", "k",   "cc",  "k", "chan", "wo", "wok",
                                             "kin", "kok", "ok", "col", "el",  "el", "k",   "off", "k",
                                             "safe", "k", "dyv", "k",  "lrow", "lel", "k", "lb",  "k",   "la"};
  std::vector<std::string> want = {
      "tid",   "k",     "lane",  "k",    "wave",  "k",     "wkb",   "k",      "half",  "k",     "khalf", "k",
      "lrow",  "tr_row", "k",    "lcol", "k",     "cgrp",  "k",     "tr_col", "k",     "a_r",   "a_c",   "a_e",
      "k",     "a_lane", "k",    "b_r",  "b_c",   "k",     "b_lane", "kt",    "orow",  "img",   "k",     "k_blk",
      "rdy",   "rx",    "rws",   "dy_img", "x_img", "dy_row", "dy_r", "k",     "hb_a",  "k",     "hb",    "lds",
      "k",     "nch_a", "k",     "nch",  "k",     "st_a",  "k",     "steps",  "k",     "k",     "k",     "res",
      "k",     "tu",    "k",     "ch",   "k",     "wo_s"};
  for (int j = 0; j < 2; ++j) want.insert(want.end(), dy_chunk.begin(), dy_chunk.end()); /* JDY = 2 */
  const std::vector<std::string> item = {"k",  "e",  "k", "prow", "k", "ig", "k", "fb", "wo", "wok", "k", "wb_a", "k",
                                         "wb", "k",  "f", "k",    "fok", "k", "fr", "k", "frem", "k", "fs", "k",
                                         "fc", "hi", "hiok", "wi", "wiok", "ok", "ok", "ok", "x_row", "col", "el", "el",
                                         "el", "k",  "off", "k",  "safe", "k", "xv"};
  want.insert(want.end(), item.begin(), item.end());
  size_t body = ir.find("  %19:");
  ASSERT_NE(body, std::string::npos);
  EXPECT_EQ(sc_test::result_hints(ir, body, want.size()), want);
  /* the constants the recipe names, in its order: K(31), K(5), K(16·WT) */
  EXPECT_NE(ir.find("  %20:k = arith.constant {value = 31} : i32\n  %21:lane = arith.andi %19, %20 : i32\n"
                    "  %22:k = arith.constant {value = 5} : i32\n  %23:wave = arith.shrui %19, %22 : i32\n"
                    "  %24:k = arith.constant {value = 16} : i32\n  %25:wkb = arith.muli %23, %24 : i32\n"),
            std::string::npos);
  /* kok (loads and epilogue) and kbase compare with / multiply by the kpg param (%18), no constant */
  int kpg_uses = 0;
  for (const std::string& line : twin_test::lines_of(ir)) {
    if (line.find(":kok = arith.cmpi ") == std::string::npos && line.find(":kbase = ") == std::string::npos) continue;
    ++kpg_uses;
    EXPECT_TRUE(line.find(", %18 {pred = \"ult\"} : i1") != std::string::npos ||
                line.find(", %18 : i32") != std::string::npos)
        << line;
  }
  EXPECT_EQ(kpg_uses, 2 + 8 * 2 + 1); /* JDY dY chunks, 8 rows of each of NT n tiles, kbase */
  /* the epilogue's head: slab of (img·ho + orow), kbase, k_w, k_h, then n tile 0's column */
  size_t epi = ir.find(":slab_a = arith.muli ");
  ASSERT_NE(epi, std::string::npos);
  const std::vector<std::string> head = {"slab_a", "slab_b", "k", "slab", "kbase", "k_w", "k_h", "k", "f", "k",
                                         "fok",    "k",      "kin", "kok", "ok", "krow", "k", "t_f", "el", "k",
                                         "off",    "v",      "k"};
  EXPECT_EQ(sc_test::result_hints(ir, ir.rfind('\n', epi) + 1, head.size()), head);
}

/* Both transposed reads address through direct_wgrad's TR16_LANE_MAP: interpreted for every lane
 * of every wave, a_lane = 2·(tr_row·DYP + tr_col + 16·WT·w), b_lane = 2·(tr_row·XP + tr_col). */
TEST(TwinSmallCLaneMap, BothReadsUseTheTr16LaneMap) {
  const tw_arch_row* arch = tw_arch_by_base_name("gfx1250");
  ASSERT_NE(arch, nullptr);
  for (int uniform = 0; uniform <= 1; ++uniform) {
    Domains d;
    irg_request_t r = sc_test::small_c(d);
    r.spec.small_c.waves = 3, r.spec.small_c.wave_tiles = 2, r.spec.small_c.uniform_wave = uniform;
    r.spec.small_c.filter_h = r.spec.small_c.filter_w = 7; /* F 147, NP 160, XP 168 */
    sc_test::DocShape sh(r.spec.small_c);
    twin_test::BuilderScope s;
    tw_build_direct_wgrad_small_c(&r, arch, "stamp", &s.b);
    ASSERT_EQ(s.fail.status, IRG_STATUS_OK);
    int a_lane = -1, b_lane = -1, tr_row = -1, tr_col = -1;
    for (int v = 0; v < s.k.n_values; ++v) {
      std::string hint = s.k.values[v].hint;
      if (hint == "a_lane") a_lane = v;
      if (hint == "b_lane") b_lane = v;
      if (hint == "tr_row") tr_row = v;
      if (hint == "tr_col") tr_col = v;
    }
    ASSERT_GE(a_lane, 0);
    ASSERT_GE(b_lane, 0);
    for (int w = 0; w < 3; ++w) {
      for (int l = 0; l < 32; ++l) { /* interpret the prologue up to the first block id */
        std::vector<long long> val(s.k.n_values, -1);
        for (int o = s.k.regions[s.k.entry_region].first_op; o >= 0; o = s.k.ops[o].next) {
          const tw_op& op = s.k.ops[o];
          if (op.opcode == TW_OP_GPU_BLOCK_ID_X) break;
          long long x = op.n_operands > 0 ? val[tw_op_operand(&s.k, &op, 0)] : 0;
          long long y = op.n_operands > 1 ? val[tw_op_operand(&s.k, &op, 1)] : 0;
          long long out = 0;
          switch (op.opcode) {
            case TW_OP_GPU_THREAD_ID_X: out = 32 * w + l; break;
            case TW_OP_GPU_READFIRSTLANE: out = x; break; /* every lane of the wave holds the same wave */
            case TW_OP_ARITH_CONSTANT: out = tw_op_attr(&s.k, &op, "value")->integer; break;
            case TW_OP_ARITH_ADDI: out = x + y; break;
            case TW_OP_ARITH_MULI: out = x * y; break;
            case TW_OP_ARITH_ANDI: out = x & y; break;
            case TW_OP_ARITH_SHLI: out = x << y; break;
            case TW_OP_ARITH_SHRUI: out = x >> y; break;
            default: FAIL() << "unexpected op " << tw_op_rows[op.opcode].name;
          }
          val[op.first_result] = out;
        }
        long long row = 8 * (l / 16) + (l % 8), col = 8 * ((l % 16) / 8);
        EXPECT_EQ(val[tr_row], row) << "lane " << l;
        EXPECT_EQ(val[tr_col], col) << "lane " << l;
        EXPECT_EQ(val[a_lane], 2 * (row * sh.DYP + col + 16LL * 2 * w)) << "wave " << w << " lane " << l;
        EXPECT_EQ(val[b_lane], 2 * (row * sh.XP + col)) << "wave " << w << " lane " << l;
      }
    }
    /* one lane map: tr_row and tr_col are each computed once */
    int maps = 0;
    for (int v = 0; v < s.k.n_values; ++v) maps += std::strcmp(s.k.values[v].hint, "tr_row") == 0;
    EXPECT_EQ(maps, 1);
  }
}

namespace sc_test {
struct Smoke {
  const char* label;
  void (*mutate)(irg_small_c_wgrad_spec_t* s);
};

const Smoke kSmoke[] = {
    {"default", [](irg_small_c_wgrad_spec_t*) {}},
    {"bf16", [](irg_small_c_wgrad_spec_t* s) { s->dtype = IRG_DTYPE_BF16; }},
    {"uniform wave", [](irg_small_c_wgrad_spec_t* s) { s->uniform_wave = 1; }},
    {"vec_x 2, 2 sub-steps", [](irg_small_c_wgrad_spec_t* s) { s->vec_x = 2, s->sub_steps = 2; }},
    {"vec_x 4, 2 waves, 2 tiles",
     [](irg_small_c_wgrad_spec_t* s) { s->vec_x = 4, s->waves = 2, s->wave_tiles = 2; }},
    {"7x7 stride 2 pad 3",
     [](irg_small_c_wgrad_spec_t* s) {
       s->filter_h = s->filter_w = 7, s->pad_h = s->pad_w = 3, s->stride_h = s->stride_w = 2;
     }},
    {"1x1 c4 vec_x 4: X items guarded (NXI 64 < T 128)",
     [](irg_small_c_wgrad_spec_t* s) {
       s->filter_h = s->filter_w = 1, s->pad_h = s->pad_w = 0, s->c = 4, s->vec_x = 4;
     }},
    {"3x5 c1 asymmetric, 3 slabs, bf16",
     [](irg_small_c_wgrad_spec_t* s) {
       s->filter_w = 5, s->pad_w = 2, s->c = 1, s->ws_replicas = 3, s->dtype = IRG_DTYPE_BF16, s->stride_w = 3;
     }},
};
}  // namespace sc_test

TEST(TwinSmallCBuilder, SmokeSpecsEmitVerifyAndRoundTrip) {
  Domains d;
  for (const sc_test::Smoke& smoke : sc_test::kSmoke) {
    irg_request_t r = sc_test::small_c(d);
    smoke.mutate(&r.spec.small_c);
    const irg_small_c_wgrad_spec_t& s = r.spec.small_c;
    twin_test::Emitted ir = twin_test::emit_ir(r), ll = twin_test::emit_ll(r);
    ASSERT_EQ(ir.status, IRG_STATUS_OK) << smoke.label << ": " << ir.refusal_text;
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << smoke.label << ": " << ll.refusal_text;
    sc_test::DocShape sh(s);
    long long U = s.sub_steps, WT = s.wave_tiles, V = s.vec_x;
    const std::string& t = ir.text;
    EXPECT_EQ(sc_test::occurrences(t, "= tile.wmma_f32_16x16x32 "), U * sh.NACC) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "= tile.lds_load_tr16_b128 "), 2 * U * (WT + sh.NT)) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "= vec.concat "), U * (WT + sh.NT)) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "= tile.buffer_load_b128 "), U * sh.JDY) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "  tile.lds_store_b128 "), U * sh.JDY) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "= tile.buffer_load_i16 "), U * sh.JX * 2 * V) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "  tile.lds_store_f32 "), U * sh.JX * V) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, ":pairf = arith.bitcast "), U * sh.JX * V) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, ":da = arith.addi "), U * sh.JX * (V - 1)) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "  tile.buffer_atomic_fadd_f32 "), WT * sh.NT * 8) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "{cachepolicy = 20}"), WT * sh.NT * 8) << smoke.label;
    long long guarded = (sh.NDY % sh.T ? U * sh.JDY : 0) + (sh.NXI % sh.T ? U * sh.JX : 0);
    EXPECT_EQ(sc_test::occurrences(t, ":eok = arith.cmpi "), guarded) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "  scf.if %"), guarded + WT * sh.NT * 8) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "  gpu.barrier\n"), 2) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "= scf.for "), 1) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "= arith.constant {value = 0x0p+0} : vec<8 x f32>\n"), 1) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(t, "= gpu.readfirstlane "), s.uniform_wave) << smoke.label;
    EXPECT_NE(t.find("= tile.lds_alloc {bytes = " + std::to_string(sh.lds) + "} : ptr<lds>\n"), std::string::npos)
        << smoke.label;
    EXPECT_NE(t.find("vgpr_estimate = " + std::to_string(sh.estimate) + "}\n"), std::string::npos) << smoke.label;
    EXPECT_NE(t.find("block_size = " + std::to_string(sh.T) + ","), std::string::npos) << smoke.label;
    const char* e = s.dtype == IRG_DTYPE_BF16 ? "bf16" : "f16";
    EXPECT_NE(t.find(std::string(" : vec<8 x ") + e + ">\n"), std::string::npos) << smoke.label;
    EXPECT_EQ(sc_test::occurrences(ll.text, "= call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32."), U * sh.NACC)
        << smoke.label;
    twin_test::Emitted back = twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
    ASSERT_EQ(back.status, IRG_STATUS_OK) << smoke.label << ": " << back.refusal_text;
    EXPECT_EQ(back.text, ll.text) << smoke.label;
    EXPECT_EQ(back.stamp, ll.stamp) << smoke.label;
  }
}

/* emit_ir is flavor-free: the canonical IR is the same text on every flavor; llvm16/19 have no
 * transpose-read declare, so their tables (target_unsupported for gfx1250) refuse emit_ll. */
TEST(TwinSmallCBuilder, CanonicalIrIsFlavorFree) {
  Domains d;
  std::string ir22 = twin_test::emit_ir(sc_test::small_c(d, IRG_FLAVOR_LLVM22)).text;
  ASSERT_FALSE(ir22.empty());
  for (int flavor : {IRG_FLAVOR_LLVM16, IRG_FLAVOR_LLVM19}) {
    irg_request_t r = sc_test::small_c(d, flavor);
    EXPECT_EQ(twin_test::emit_ir(r).text, ir22);
    d.tables[flavor].cells[IRG_INTRINSIC_WORKITEM_ID_X][IRG_ARCH_GFX1250] = {IRG_DOMAIN_TARGET_UNSUPPORTED,
                                                                             "not a processor"};
    EXPECT_EQ(twin_test::emit_ll(r).refusal_id, "arch_intrinsic_absent");
  }
}
