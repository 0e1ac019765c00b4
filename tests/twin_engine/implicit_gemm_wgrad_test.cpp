// tests/twin_engine/implicit_gemm_wgrad_test.cpp — the twin's implicit_gemm_wgrad family against docs/kernels.md
// §implicit_gemm_wgrad: the 12 validator rules in order (pairwise: the earlier broken rule wins),
// a run-time-geometry spec (rule 3 all-or-none, rules 4..7 skipped, GEO and TAPS in the recipe),
// shape and estimate against the documented formulas (and the LDS bound that makes an LDS rule
// unnecessary), the recipe's op order and operands (block decode from the channel kernargs, the two
// staging paths under one scf.if_else, the pair path's second guard), a lower_ir round trip, and
// the plan. Expected values are worked out from the docs, never taken from the output.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "tests/twin_engine/support.h"
#include "twin_engine/implicit_gemm_wgrad_shape.h"

namespace ig_test { /* named: the test sources build as one unity file */

using twin_test::count_of;
using twin_test::Domains;

/* ---- validator ---- */

struct Rule {
  int number;
  const char* id;
  void (*mutate)(irg_implicit_gemm_wgrad_spec_t* s);
};

const Rule kRules[] = {
    {1, "ig_dtype", [](irg_implicit_gemm_wgrad_spec_t* s) { s->dtype = 9; }}, /* fp32 is one since issue 42 */
    {2, "ig_arch", nullptr}, /* the request's arch: gfx942 (gfx11/gfx12 are admitted since issue 46) */
    {3, "ig_geometry", [](irg_implicit_gemm_wgrad_spec_t* s) { s->dilation_w = IRG_GEOMETRY_RUNTIME; }},
    {4, "ig_filter", [](irg_implicit_gemm_wgrad_spec_t* s) { s->filter_h = 0; }},
    {5, "ig_stride", [](irg_implicit_gemm_wgrad_spec_t* s) { s->stride_w = 0; }},
    {6, "ig_dilation", [](irg_implicit_gemm_wgrad_spec_t* s) { s->dilation_h = 0; }},
    {7, "ig_pad", [](irg_implicit_gemm_wgrad_spec_t* s) { s->pad_w = -2; }}, /* -1 alone is a mix (rule 3) */
    {8, "ig_waves", [](irg_implicit_gemm_wgrad_spec_t* s) { s->waves_n = 9; }}, /* 2 · 9 = 18 > 16 */
    {9, "ig_wave_tiles", [](irg_implicit_gemm_wgrad_spec_t* s) { s->wave_tiles_n = 5; }},
    {10, "ig_k_steps", [](irg_implicit_gemm_wgrad_spec_t* s) { s->k_steps = 1025; }},
    {11, "ig_ws_replicas", [](irg_implicit_gemm_wgrad_spec_t* s) { s->ws_replicas = 0; }},
    /* 4 x 4 tiles: accumulators alone are 16 · 16 = 256 */
    {13, "ig_vgpr_budget", [](irg_implicit_gemm_wgrad_spec_t* s) { s->wave_tiles_m = s->wave_tiles_n = 4; }},
};

void apply(const Rule& rule, irg_request_t* r) {
  if (rule.mutate)
    rule.mutate(&r->spec.implicit_gemm);
  else
    std::snprintf(r->arch, sizeof r->arch, "gfx942");
}

std::string refusal_of(const irg_request_t& r) {
  twin_test::Emitted e = twin_test::emit_ir(r);
  return e.status == IRG_STATUS_OK ? "ok" : e.refusal_id;
}

TEST(TwinIgemmValidator, DefaultSpecIsAdmitted) {
  Domains d;
  twin_test::Emitted ir = twin_test::emit_ir(twin_test::implicit_gemm(d));
  EXPECT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
}

TEST(TwinIgemmValidator, EachRuleAloneRefusesWithItsId) {
  Domains d;
  for (const Rule& rule : kRules) {
    irg_request_t r = twin_test::implicit_gemm(d);
    apply(rule, &r);
    EXPECT_EQ(refusal_of(r), rule.id) << "rule " << rule.number;
  }
}

TEST(TwinIgemmValidator, EarlierRuleWinsOverEveryLaterOne) {
  Domains d;
  for (const Rule& first : kRules) {
    for (const Rule& later : kRules) {
      if (later.number <= first.number) continue;
      irg_request_t r = twin_test::implicit_gemm(d);
      apply(later, &r);
      apply(first, &r); /* its fields win where both touch one */
      EXPECT_EQ(refusal_of(r), first.id) << "rules " << first.number << " and " << later.number;
    }
  }
}

void set_runtime_geometry(irg_implicit_gemm_wgrad_spec_t* s) {
  s->filter_h = s->filter_w = s->pad_h = s->pad_w = IRG_GEOMETRY_RUNTIME;
  s->stride_h = s->stride_w = s->dilation_h = s->dilation_w = IRG_GEOMETRY_RUNTIME;
}

/* All eight -1: admitted, so rules 4..7 (which -1 breaks, each alone) were skipped; the later rules
 * still apply; and -1 in all but one field is a mix. */
TEST(TwinIgemmValidator, RuntimeGeometrySkipsTheBakedBounds) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  set_runtime_geometry(&r.spec.implicit_gemm);
  EXPECT_EQ(refusal_of(r), "ok");
  for (const Rule& rule : kRules) {
    if (rule.number < 8) continue;
    irg_request_t broken = r;
    apply(rule, &broken);
    EXPECT_EQ(refusal_of(broken), rule.id) << "rule " << rule.number;
  }
  for (int i = 0; i < 8; ++i) {
    irg_request_t mixed = r;
    irg_implicit_gemm_wgrad_spec_t& m = mixed.spec.implicit_gemm;
    int32_t* fields[8] = {&m.filter_h, &m.filter_w, &m.pad_h,      &m.pad_w,
                          &m.stride_h, &m.stride_w, &m.dilation_h, &m.dilation_w};
    *fields[i] = 1;
    EXPECT_EQ(refusal_of(mixed), "ig_geometry") << "field " << i;
  }
  /* -2 is not -1: a baked spec, whose bounds refuse it */
  irg_request_t baked = twin_test::implicit_gemm(d);
  baked.spec.implicit_gemm.stride_h = -2;
  EXPECT_EQ(refusal_of(baked), "ig_stride");
}

/* Rules 4..7 are lower bounds only (issue 42): the layers bake in — a ViT patch embedding
 * (32x32, stride 32), WaveNet's dilation 512, padding past a 1x1 filter — and the kernel name
 * spells them; a value just below a bound is refused with the fields the rule lists. */
TEST(TwinIgemmValidator, BakedGeometryHasNoUpperBound) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  s.filter_h = s.filter_w = 32, s.stride_h = s.stride_w = 32, s.pad_h = s.pad_w = 0;
  EXPECT_EQ(refusal_of(r), "ok");
  s.filter_h = 1, s.filter_w = 2, s.stride_h = s.stride_w = 1, s.dilation_w = 512;
  EXPECT_EQ(refusal_of(r), "ok");
  s.filter_w = 1, s.dilation_w = 1, s.pad_h = s.pad_w = 1; /* past the dilated filter's 0 */
  twin_test::Emitted ir = twin_test::emit_ir(r);
  ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
  EXPECT_NE(ir.text.find("irg_ig_wgrad_fp16_f1x1_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1"), std::string::npos);
  s.pad_h = -3;
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, twin_test::filled("ig_pad", -3, 1));
  s.pad_h = 0, s.pad_w = -2;
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, twin_test::filled("ig_pad", 0, -2));
}

/* kernels.md: the 256-VGPR budget for every block, even one of at most 8 waves. */
TEST(TwinIgemmValidator, BudgetIs256ForEveryBlock) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  s.waves_m = s.waves_n = 1, s.wave_tiles_m = 4, s.wave_tiles_n = 3; /* one wave */
  /* acc 16·12 = 192, frag 8·7 = 56, staging max(5·(ceil(256/32) + ceil(192/32)),
   * 2·(ceil(1024/32) + ceil(768/32))) = 112, addr 96: 456, under 1024 but over 256 */
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, twin_test::filled("ig_vgpr_budget", 456, 192, 56, 112, 96, 256, "gfx1250"));
  /* the docs' example, one wave of 2 x 2 tiles: acc 64, frag 32, staging max(5·(4 + 4), 2·(16 + 16)) = 64,
   * addr 96: 256, exactly the budget */
  s.wave_tiles_m = 2, s.wave_tiles_n = 2;
  EXPECT_EQ(refusal_of(r), "ok");
  s.wave_tiles_n = 3; /* acc 96, frag 40, staging max(5·(4 + 6), 2·(16 + 24)) = 80, addr 96: 312 */
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, twin_test::filled("ig_vgpr_budget", 312, 96, 40, 80, 96, 256, "gfx1250"));
}

/* ---- shape and estimate: the documented formulas, written out again ---- */

long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

TEST(TwinIgemmShape, ShapeAndEstimateFollowTheDocs) {
  long long max_lds = 0;
  int compared = 0;
  for (int wm = 1; wm <= 16; ++wm)
    for (int wn = 1; wm * wn <= 16; ++wn)
      for (int tm = 1; tm <= 4; ++tm)
        for (int tn = 1; tn <= 4; ++tn)
          for (int ks : {1, 4, 1024}) {
            irg_implicit_gemm_wgrad_spec_t s =
                irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250").spec.implicit_gemm;
            s.waves_m = wm, s.waves_n = wn, s.wave_tiles_m = tm, s.wave_tiles_n = tn, s.k_steps = ks;
            long long T = 32 * wm * wn, BM = 16 * wm * tm, BN = 16 * wn * tn;
            long long DYP = BM + 8, XP = BN + 8;
            long long JDY = ceil_div(4 * BM, T), JX = ceil_div(4 * BN, T);
            long long JDY2 = ceil_div(16 * BM, T), JX2 = ceil_div(16 * BN, T);
            long long staging = std::max(5 * (JDY + JX), 2 * (JDY2 + JX2));
            tw_ig_shape sh = tw_ig_shape_of(&s);
            ASSERT_EQ(sh.T, T);
            ASSERT_EQ(sh.KB, 32 * ks);
            ASSERT_EQ(sh.x_lds, 32 * DYP * 2);
            ASSERT_EQ(sh.lds_bytes, 32 * (DYP + XP) * 2);
            ASSERT_EQ(sh.JDY2, JDY2);
            ASSERT_EQ(sh.JX2, JX2);
            ASSERT_EQ(sh.estimate, 16 * tm * tn + 8 * (tm + tn) + staging + 96);
            if (sh.lds_bytes > max_lds) max_lds = sh.lds_bytes;
            ++compared;
          }
  EXPECT_GT(compared, 1000);
  /* the docs' bound: 16 x 1 waves of 4 x 4 tiles stage 32 · (1032 + 72) · 2 bytes, under gfx1250's */
  EXPECT_EQ(max_lds, 70656);
  EXPECT_LE(max_lds, tw_arch_by_base_name("gfx1250")->lds_bytes);
}

/* ---- the recipe ---- */

/* One canonical IR line: its first defined id and hint (or -1), op name, and operand ids. */
struct Line {
  int id = -1;
  std::string hint, op;
  std::vector<int> operands;
};

Line parse_line(const std::string& text) {
  Line l;
  size_t at = text.find_first_not_of(' ');
  if (at == std::string::npos) return l;
  if (text[at] == '%') {
    size_t colon = text.find(':', at);
    l.id = std::stoi(text.substr(at + 1, colon - at - 1));
    l.hint = text.substr(colon + 1, text.find_first_of(" ,", colon) - colon - 1);
    at = text.find(" = ", at) + 3;
  }
  size_t end = text.find(' ', at);
  l.op = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
  while (end != std::string::npos && end + 1 < text.size() && text[end + 1] == '%') {
    size_t stop = text.find_first_of(", ", end + 1);
    l.operands.push_back(std::stoi(text.substr(end + 2, stop - end - 2)));
    end = stop == std::string::npos || text[stop] != ',' ? std::string::npos : stop + 1;
  }
  return l;
}

std::vector<Line> lines_from(const std::string& ir, size_t from) {
  std::vector<Line> out;
  for (const std::string& text : twin_test::lines_of(ir.substr(from))) out.push_back(parse_line(text));
  return out;
}

std::vector<std::string> hints_of(const std::vector<Line>& lines, size_t n) {
  std::vector<std::string> out;
  for (const Line& l : lines) {
    if (out.size() == n) break;
    if (l.id >= 0) out.push_back(l.hint);
  }
  return out;
}

TEST(TwinIgemmBuilder, NameStampHeaderAndEstimate) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  twin_test::Emitted ir = twin_test::emit_ir(r);
  ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
  EXPECT_EQ(ir.stamp,
            "implicit_gemm_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,dilation_h=1,"
            "dilation_w=1,waves_m=2,waves_n=2,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=1}@gfx1250");
  EXPECT_EQ(ir.text.rfind("irgate.ir v1\nkernel @irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1 "
                          "{arch = \"gfx1250\", block_size = 128, spec = \"",
                          0),
            0u);
  /* T 128, BM = BN = 32: acc 16, frag 16, staging max(5·(1 + 1), 2·(4 + 4)) = 16, addr 96 (the docs'
   * calibration table: 144 for corpus 260) */
  EXPECT_NE(ir.text.find("spec = \"" + ir.stamp + "\", vgpr_estimate = 144}\n"), std::string::npos);
  /* direct_wgrad's 20, then the eight geometry kernargs, which this baked kernel never reads */
  EXPECT_NE(ir.text.find("  param %17:x_stride_w : i32\n  param %18:kpg : i32\n  param %19:cpg : i32\n"
                         "  param %20:filter_h : i32\n  param %21:filter_w : i32\n  param %22:stride_h : i32\n"
                         "  param %23:stride_w : i32\n  param %24:pad_h : i32\n  param %25:pad_w : i32\n"
                         "  param %26:dilation_h : i32\n  param %27:dilation_w : i32\n  %28:tid = "),
            std::string::npos);
  for (const Line& l : lines_from(ir.text, ir.text.find(":tid = ") - 4))
    for (int operand : l.operands) EXPECT_TRUE(operand < 20 || operand > 27) << l.hint << " reads param " << operand;
  EXPECT_NE(ir.text.find("= tile.lds_alloc {bytes = 5120} : ptr<lds>\n"), std::string::npos); /* 32·80·2 */
  twin_test::Emitted ll = twin_test::emit_ll(r);
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  EXPECT_NE(ll.text.find("\"uniform-work-group-size\"=\"true\" \"amdgpu-num-vgpr\"=\"144\" }\n"), std::string::npos);
  EXPECT_EQ(ll.text.rfind("; irgate " + ir.stamp + " flavor=llvm22\n", 0), 0u);
}

/* The block decode, the tap's im2col offsets, vec_ok and the positions, in recipe order. */
TEST(TwinIgemmBuilder, PrologueOpOrderAndOperands) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  r.spec.implicit_gemm.dilation_h = 2, r.spec.implicit_gemm.pad_h = 3;
  std::string ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  size_t bx = ir.find(":bx = gpu.block_id_x");
  ASSERT_NE(bx, std::string::npos);
  std::vector<Line> lines = lines_from(ir, ir.rfind('\n', bx) + 1);
  const std::vector<std::string> want = {
      "bx",    "split", "k",     "nct_a", "k",    "nct",   "k",      "nkt_a", "k",     "nkt",    "ct",    "rest",
      "k",     "tap",   "k",     "rest",  "kt",   "g",     "k",      "fr",    "k",     "fs",     "k",     "rd",
      "k",     "h_tap", "k",     "sd",    "k",    "w_tap", "k",      "k_blk", "k",     "c_blk",  "gk",    "gc",
      "dy_ch", "x_ch",  "ch_or", "k",     "ch_lo", "k",    "vec_ok", "howo",  "npos",  "k",      "p_lo",  "k",
      "p_end", "fits",  "p_hi",  "live",  "span_a", "k",   "span",   "k",     "st_a",  "k",      "steps", "rdy",
      "rx",    "rws",   "lds",   "k",     "k",     "k",    "res"};
  EXPECT_EQ(hints_of(lines, want.size()), want);
  auto def = [&](const std::string& hint) {
    for (const Line& l : lines)
      if (l.hint == hint) return l;
    return Line{};
  };
  EXPECT_EQ(def("nct_a").operands.at(0), 19); /* cpg */
  EXPECT_EQ(def("nkt_a").operands.at(0), 18); /* kpg */
  EXPECT_EQ(def("ct").operands.at(1), def("nct").id);
  EXPECT_EQ(def("kt").operands.at(1), def("nkt").id);
  EXPECT_EQ(def("gk").operands.at(1), 18);
  EXPECT_EQ(def("gc").operands.at(1), 19);
  EXPECT_EQ(def("ch_or").operands, (std::vector<int>{19, 18}));
  EXPECT_EQ(def("howo").operands, (std::vector<int>{9, 10})); /* ho, wo */
  EXPECT_EQ(def("npos").operands.at(0), 6);                   /* n */
  EXPECT_NE(ir.find(":vec_ok = arith.cmpi "), std::string::npos);
  EXPECT_NE(ir.find("{pred = \"eq\"} : i1\n", bx), std::string::npos);
  /* K(dilation_h) = 2 and K(pad_h) = 3 around rd and h_tap */
  size_t rd = ir.find(":rd = ");
  EXPECT_NE(ir.rfind("{value = 2} : i32\n", rd), std::string::npos);
  EXPECT_NE(ir.find("{value = 3} : i32\n", rd), std::string::npos);
  /* the loop body opens with to, p_s, then the one scf.if_else on vec_ok */
  size_t loop = ir.find("= scf.for ");
  std::vector<Line> body = lines_from(ir, ir.find('\n', loop) + 1);
  EXPECT_EQ(hints_of(body, 4), (std::vector<std::string>{"k", "to", "p_s", "k"}));
  EXPECT_EQ(count_of(ir, "scf.if_else %"), 1);
  EXPECT_NE(ir.find("  scf.if_else %" + std::to_string(def("vec_ok").id) + " {\n"), std::string::npos);
}

/* A run-time-geometry kernel: its name spells only the tiles, the stamp prints -1, `taps` comes
 * right after `split` from the filter_h, filter_w params (20, 21), and every GEO(f) is the param f:
 * filter_w 21, stride_h 22, stride_w 23, pad_h 24, pad_w 25, dilation_h 26, dilation_w 27 (no
 * constant before fr, fs, rd, h_tap, sd, w_tap, h_a, w_a, or frow, whose TAPS is `taps`). */
TEST(TwinIgemmBuilder, RuntimeGeometryReadsTheKernargs) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  set_runtime_geometry(&r.spec.implicit_gemm);
  twin_test::Emitted e = twin_test::emit_ir(r);
  ASSERT_EQ(e.status, IRG_STATUS_OK) << e.refusal_text;
  const std::string& ir = e.text;
  EXPECT_EQ(e.stamp,
            "implicit_gemm_wgrad{dtype=fp16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,"
            "dilation_h=-1,dilation_w=-1,waves_m=2,waves_n=2,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=1}"
            "@gfx1250");
  EXPECT_EQ(ir.rfind("irgate.ir v1\nkernel @irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1 {arch = \"gfx1250\", "
                     "block_size = 128, spec = \"" + e.stamp + "\", vgpr_estimate = 144}\n", 0),
            0u); /* the same estimate as the baked default's */
  size_t bx = ir.find(":bx = gpu.block_id_x");
  ASSERT_NE(bx, std::string::npos);
  std::vector<Line> lines = lines_from(ir, ir.rfind('\n', bx) + 1);
  const std::vector<std::string> want = {
      "bx",  "split", "taps", "k",  "nct_a", "k",  "nct",   "k",     "nkt_a", "k",     "nkt", "ct",
      "rest", "tap",  "rest", "kt", "g",     "fr", "fs",    "rd",    "h_tap", "sd",    "w_tap", "k",
      "k_blk", "k",   "c_blk", "gk", "gc",   "dy_ch", "x_ch", "ch_or", "k",   "ch_lo"};
  EXPECT_EQ(hints_of(lines, want.size()), want);
  auto def = [&](const std::string& hint) {
    for (const Line& l : lines)
      if (l.hint == hint) return l;
    return Line{};
  };
  int taps = def("taps").id;
  EXPECT_EQ(def("taps").op, "arith.muli");
  EXPECT_EQ(def("taps").operands, (std::vector<int>{20, 21}));
  EXPECT_EQ(def("tap").operands.at(1), taps);
  EXPECT_EQ(def("rest").operands.at(1), def("nct").id); /* the first rest: divui(bx, nct) */
  EXPECT_EQ(def("fr").operands, (std::vector<int>{def("tap").id, 21}));
  EXPECT_EQ(def("fs").operands, (std::vector<int>{def("tap").id, 21}));
  EXPECT_EQ(def("rd").operands, (std::vector<int>{def("fr").id, 26}));
  EXPECT_EQ(def("h_tap").operands, (std::vector<int>{def("rd").id, 24}));
  EXPECT_EQ(def("sd").operands, (std::vector<int>{def("fs").id, 27}));
  EXPECT_EQ(def("w_tap").operands, (std::vector<int>{def("sd").id, 25}));
  int second_rest = -1, h_a = 0, w_a = 0, frow = 0;
  for (const Line& l : lines) {
    if (l.hint == "rest" && l.operands.at(0) != def("bx").id) second_rest = l.operands.at(1);
    if (l.hint == "h_a") {
      EXPECT_EQ(l.operands.at(1), 22);
      ++h_a;
    }
    if (l.hint == "w_a") {
      EXPECT_EQ(l.operands.at(1), 23);
      ++w_a;
    }
    if (l.hint == "frow") {
      EXPECT_EQ(l.operands, (std::vector<int>{19, taps}));
      ++frow;
    }
  }
  EXPECT_EQ(second_rest, taps);
  tw_ig_shape sh = tw_ig_shape_of(&r.spec.implicit_gemm);
  EXPECT_EQ(h_a, sh.JX + sh.JX2); /* one X_ROW a chunk, one a pair */
  EXPECT_EQ(w_a, sh.JX + sh.JX2);
  EXPECT_EQ(frow, 1);
}

/* The two staging paths: VEC_STAGE's b128 loads and stores, PAIR_STAGE's i16 pairs, and in each
 * pair the second channel's guard is `base` (pok for dY, ok_b for X), never the first's ok. */
TEST(TwinIgemmBuilder, StagingPathsAndThePairGuard) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  r.spec.implicit_gemm.waves_m = 1, r.spec.implicit_gemm.wave_tiles_n = 3; /* T 64, BM 16, BN 96 */
  std::string ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  tw_ig_shape sh = tw_ig_shape_of(&r.spec.implicit_gemm);
  /* JDY = 1, JX = 6; JDY2 = 4, JX2 = 24 */
  EXPECT_EQ(count_of(ir, "= tile.buffer_load_b128 "), sh.JDY + sh.JX);
  EXPECT_EQ(count_of(ir, "tile.lds_store_b128 "), sh.JDY + sh.JX);
  EXPECT_EQ(count_of(ir, "= tile.buffer_load_i16 "), 2 * (sh.JDY2 + sh.JX2));
  size_t els = ir.find("} else {");
  ASSERT_NE(els, std::string::npos);
  std::string then_region = ir.substr(0, els), else_region = ir.substr(els);
  EXPECT_EQ(count_of(then_region, "= tile.buffer_load_i16 "), 0);
  EXPECT_EQ(count_of(else_region, "= tile.buffer_load_b128 "), 0);
  /* all the vector loads of a step before its first LDS store */
  EXPECT_LT(then_region.rfind("= tile.buffer_load_b128 "), then_region.find("tile.lds_store_b128 "));
  std::vector<Line> lines = lines_from(ir, els);
  int dy_pairs = 0, x_pairs = 0;
  for (size_t i = 0; i + 2 < lines.size(); ++i) {
    const Line& ch1 = lines[i];
    if ((ch1.hint != "kin" && ch1.hint != "cin") || ch1.op != "arith.addi") continue;
    /* ch1 = addi(ch, K(1)) follows the first load of its pair */
    if (i < 1 || lines[i - 1].hint != "k" || lines[i - 2].hint != (ch1.hint == "kin" ? "dyv" : "xv")) continue;
    const Line& ok1 = lines[i + 2];
    ASSERT_EQ(ok1.op, "arith.andi");
    /* find the row's first guard: dY's pok (cmpi.ult pos, p_hi), X's ok_b (the second "ok") */
    int expect = -1, oks = 0;
    for (size_t j = i; j-- > 0;) {
      if (ch1.hint == "kin" && lines[j].hint == "pok") {
        expect = lines[j].id;
        break;
      }
      if (ch1.hint == "cin" && lines[j].hint == "ok" && ++oks == 2) { /* ok_b: the one before ok */
        expect = lines[j].id;
        break;
      }
    }
    EXPECT_EQ(ok1.operands.at(0), expect) << ch1.hint;
    EXPECT_EQ(ok1.operands.at(1), lines[i + 1].id);
    ++(ch1.hint == "kin" ? dy_pairs : x_pairs);
  }
  EXPECT_EQ(dy_pairs, sh.JDY2);
  EXPECT_EQ(x_pairs, sh.JX2);
  /* PX = 16 · 96 = 1536 is a multiple of T = 64, PDY = 256 too: no eok, the packing unguarded */
  EXPECT_EQ(count_of(else_region, ":pairf = arith.bitcast "), sh.JDY2 + sh.JX2);
}

/* N mod T ≠ 0: the store (and, in the pair path, the packing) sit inside scf.if eok. */
TEST(TwinIgemmBuilder, RaggedChunksAreGuarded) {
  Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  s.waves_m = 4, s.waves_n = 4; /* T 512, BM = BN = 64: NDY = NX = 256 < 512, PDY = PX = 1024 */
  std::string ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  std::string then_region = ir.substr(0, ir.find("} else {")), else_region = ir.substr(ir.find("} else {"));
  EXPECT_EQ(count_of(then_region, ":eok = arith.cmpi "), 2);
  EXPECT_EQ(count_of(else_region, ":eok = arith.cmpi "), 0); /* 1024 = 2 · 512 */
  s.waves_n = 3;                                             /* T 384, BN 48: PX = 768 = 2 · 384, PDY = 1024 */
  ir = twin_test::emit_ir(r).text;
  else_region = ir.substr(ir.find("} else {"));
  tw_ig_shape sh = tw_ig_shape_of(&s);
  ASSERT_NE(sh.PDY % sh.T, 0);
  EXPECT_EQ(count_of(else_region, ":eok = arith.cmpi "), sh.JDY2);
  /* each guarded pair: scf.if eok, then lo (the packing) on the next line */
  size_t at = else_region.find(":eok = arith.cmpi ");
  size_t guard = else_region.find("scf.if %", at);
  EXPECT_NE(else_region.find(":lo = arith.extui ", guard), std::string::npos);
  EXPECT_LT(else_region.find("scf.if %", at), else_region.find(":lo = arith.extui ", at));
}

TEST(TwinIgemmBuilder, SpecsEmitVerifyAndRoundTrip) {
  Domains d;
  struct Variant {
    const char* label;
    void (*mutate)(irg_implicit_gemm_wgrad_spec_t* s);
  };
  const Variant variants[] = {
      {"default", [](irg_implicit_gemm_wgrad_spec_t*) {}},
      {"1x1 s2 bf16",
       [](irg_implicit_gemm_wgrad_spec_t* s) {
         s->filter_h = s->filter_w = 1, s->pad_h = s->pad_w = 0, s->stride_h = s->stride_w = 2;
         s->dtype = IRG_DTYPE_BF16;
       }},
      {"dilated 3x3", [](irg_implicit_gemm_wgrad_spec_t* s) { s->dilation_h = s->dilation_w = 2, s->pad_h = s->pad_w = 2; }},
      {"run-time geometry", [](irg_implicit_gemm_wgrad_spec_t* s) { set_runtime_geometry(s); }},
      {"run-time geometry bf16, 1x2 waves, 2x1 tiles, 2 slabs",
       [](irg_implicit_gemm_wgrad_spec_t* s) {
         set_runtime_geometry(s);
         s->dtype = IRG_DTYPE_BF16, s->waves_m = 1, s->wave_tiles_m = 2, s->ws_replicas = 2;
       }},
      {"7x1, 4x1 waves, 2x2 tiles, 3 slabs",
       [](irg_implicit_gemm_wgrad_spec_t* s) {
         s->filter_w = 1, s->pad_w = 0, s->filter_h = 7, s->pad_h = 3, s->waves_m = 4, s->waves_n = 1;
         s->wave_tiles_m = s->wave_tiles_n = 2, s->ws_replicas = 3, s->k_steps = 1;
       }},
  };
  for (const Variant& v : variants) {
    irg_request_t r = twin_test::implicit_gemm(d);
    v.mutate(&r.spec.implicit_gemm);
    const irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
    twin_test::Emitted ir = twin_test::emit_ir(r), ll = twin_test::emit_ll(r);
    ASSERT_EQ(ir.status, IRG_STATUS_OK) << v.label << ": " << ir.refusal_text;
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << v.label << ": " << ll.refusal_text;
    long long nacc = (long long)s.wave_tiles_m * s.wave_tiles_n;
    EXPECT_EQ(count_of(ir.text, "= tile.wmma_f32_16x16x32 "), nacc) << v.label;
    EXPECT_EQ(count_of(ir.text, "= tile.lds_load_tr16_b128 "), 2 * (s.wave_tiles_m + s.wave_tiles_n)) << v.label;
    EXPECT_EQ(count_of(ir.text, "tile.buffer_atomic_fadd_f32 "), 8 * nacc) << v.label;
    EXPECT_EQ(count_of(ir.text, "cachepolicy = 20"), 8 * nacc) << v.label;
    EXPECT_EQ(count_of(ir.text, "= arith.constant {value = 0x0p+0} : vec<8 x f32>\n"), 1) << v.label;
    EXPECT_EQ(count_of(ir.text, "gpu.barrier\n"), 2) << v.label;
    EXPECT_NE(ll.text.find(", label %if.then."), std::string::npos) << v.label;
    EXPECT_NE(ll.text.find("\nif.else."), std::string::npos) << v.label;
    twin_test::Emitted back = twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
    ASSERT_EQ(back.status, IRG_STATUS_OK) << v.label << ": " << back.refusal_text;
    EXPECT_EQ(back.text, ll.text) << v.label;
    EXPECT_EQ(back.stamp, ll.stamp) << v.label;
  }
}

}  // namespace ig_test
