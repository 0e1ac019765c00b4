// tests/twin_engine/direct_depthwise_wgrad_runtime_test.cpp — the twin's depthwise family after issue
// 42 (docs/kernels/direct_depthwise_wgrad.md): fp32 inputs (one f32 load, no widening, LE = 2,
// 4-byte dy/x), the 12 validator rules with the new dw_geometry, dw_runtime_r_split and dw_tap_tile,
// the run-time-geometry recipe with its tap tile (name, the block decode, the tile's rows and
// columns read from the geometry params, guarded loads and atomics), and its plan (the grid walks
// the tap tiles, the problem's geometry and dilation as kernargs, lower bounds only, row slices).
// Expected values from the docs.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tests/twin_engine/support.h"

namespace dw_runtime_test { /* named: the test sources build as one unity file */

void set_runtime_geometry(irg_depthwise_wgrad_spec_t* s, int tap_rows, int tap_cols) {
  s->filter_h = s->filter_w = s->pad_h = s->pad_w = s->stride_h = s->stride_w = IRG_GEOMETRY_RUNTIME;
  s->tap_rows = tap_rows, s->tap_cols = tap_cols;
}

std::string refusal_of(const irg_request_t& r) {
  twin_test::Emitted e = twin_test::emit_ir(r);
  return e.status == IRG_STATUS_OK ? "ok" : e.refusal_id;
}

/* A depthwise problem of G channels, n images hi x wi, geometry R x S, pad, stride, dilation. */
irg_problem_t problem(long long n, long long hi, long long wi, long long g, int R, int S, int ph, int pw, int sh,
                      int dh, int dtype) {
  irg_problem_t p{};
  p.n = n, p.hi = hi, p.wi = wi, p.groups = g, p.cpg = p.kpg = 1;
  p.filter_h = R, p.filter_w = S, p.pad_h = ph, p.pad_w = pw, p.stride_h = p.stride_w = sh;
  p.dilation_h = dh, p.dilation_w = 1, p.dtype = dtype, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

}  // namespace dw_runtime_test

namespace dwr = dw_runtime_test;

/* Rule 2: the six geometry fields all -1 or none; the arguments in the pattern's order. */
TEST(TwinDepthwiseRuntime, GeometryIsAllRunTimeOrAllBaked) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.filter_h = IRG_GEOMETRY_RUNTIME;
  twin_test::expect_refused(r, "dw_geometry", twin_test::filled("dw_geometry", -1, 3, 1, 1, 1, 1));
  r.spec.depthwise.dtype = 7; /* rule 1 first */
  EXPECT_EQ(dwr::refusal_of(r), "dw_dtype");
  r = twin_test::depthwise("gfx1250", IRG_FLAVOR_LLVM22, d);
  dwr::set_runtime_geometry(&r.spec.depthwise, 4, 8);
  EXPECT_EQ(dwr::refusal_of(r), "ok"); /* rules 3..5, which -1 breaks, are skipped */
  r.spec.depthwise.stride_w = 2;
  EXPECT_EQ(dwr::refusal_of(r), "dw_geometry");
}

/* Rule 7 (r_split 1 for a run-time kernel, its own refusal), rule 11 (the tap tile), rule 12 (L =
 * tap_rows · tap_cols). */
TEST(TwinDepthwiseRuntime, RSplitTapTileAndLdsRules) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx90a", IRG_FLAVOR_LLVM22, d);
  dwr::set_runtime_geometry(&r.spec.depthwise, 2, 2);
  r.spec.depthwise.r_split = 2;
  twin_test::expect_refused(r, "dw_runtime_r_split", twin_test::filled("dw_runtime_r_split", 2));
  r.spec.depthwise.r_split = 1;
  r.spec.depthwise.tap_rows = 9, r.spec.depthwise.tap_cols = 8; /* 72 accumulators */
  twin_test::expect_refused(r, "dw_tap_tile", twin_test::filled("dw_tap_tile", 9, 8));
  r.spec.depthwise.tap_rows = 0;
  EXPECT_EQ(dwr::refusal_of(r), "dw_tap_tile");
  r.spec.depthwise.tap_rows = 65536, r.spec.depthwise.tap_cols = 65536; /* the product in 64 bits */
  EXPECT_EQ(dwr::refusal_of(r), "dw_tap_tile");
  r.spec.depthwise.ws_replicas = 0; /* rule 10 before 11 */
  EXPECT_EQ(dwr::refusal_of(r), "dw_ws_replicas");
  /* 16 waves x 8 x 8 taps x 64 lanes x 4 bytes = 262144, over gfx90a's 65536 */
  r.spec.depthwise.ws_replicas = 1, r.spec.depthwise.tap_rows = r.spec.depthwise.tap_cols = 8;
  r.spec.depthwise.waves = 16;
  twin_test::expect_refused(r, "dw_lds_budget", twin_test::filled("dw_lds_budget", 262144, 65536, "gfx90a"));
  /* a baked filter takes no tile */
  r = twin_test::depthwise("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.tap_cols = 8;
  twin_test::expect_refused(r, "dw_tap_tile", twin_test::filled("dw_tap_tile", 0, 8));
}

/* fp32: LOAD is one tile.buffer_load_f32 with the hint itself (no _raw, no widening), offsets
 * shifted by K(2), dy and x aligned 4; fp16 keeps i16 + widen and K(1). */
TEST(TwinDepthwiseRuntime, Fp32LoadsAreOneF32LoadEach) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.dtype = IRG_DTYPE_F32;
  twin_test::Emitted e = twin_test::emit_ir(r);
  ASSERT_EQ(e.status, IRG_STATUS_OK) << e.refusal_text;
  EXPECT_NE(e.text.find("kernel @irg_dw_wgrad_fp32_f3x3_s1x1_p1x1_w4_rs1_hb4_wsr1 {"), std::string::npos);
  EXPECT_NE(e.text.find("param %0:dy : ptr<global> {align = 4,"), std::string::npos);
  EXPECT_EQ(twin_test::count_of(e.text, ":dy = tile.buffer_load_f32 "), 1);
  EXPECT_EQ(twin_test::count_of(e.text, ":x = tile.buffer_load_f32 "), 9);
  EXPECT_EQ(twin_test::count_of(e.text, "_raw = "), 0);
  EXPECT_EQ(twin_test::count_of(e.text, "arith.extf"), 0);
  std::vector<std::string> lines = twin_test::lines_of(e.text);
  for (size_t i = 1; i < lines.size(); ++i) {
    if (lines[i].find(":dy_off = ") != std::string::npos || lines[i].find(":x_off = ") != std::string::npos) {
      EXPECT_NE(lines[i - 1].find("{value = 2} : i32"), std::string::npos) << lines[i];
    }
  }
  r.spec.depthwise.dtype = IRG_DTYPE_F16;
  e = twin_test::emit_ir(r);
  EXPECT_EQ(twin_test::count_of(e.text, ":x_raw = tile.buffer_load_i16 "), 9);
  EXPECT_NE(e.text.find("param %0:dy : ptr<global> {align = 2,"), std::string::npos);
}

/* The run-time recipe of a 2 x 3 tile, one wave: the name spells the tile, the 26 params (the
 * geometry 18..25), the block decode and the tile's rows (r, rok, rd, hoff) and columns in the
 * docs' order reading filter_h 18, filter_w 19, pad_h 22, pad_w 23, dilation_h 24, dilation_w 25;
 * 6 X loads and 1 dY load a position; 6 atomics, each under its tok. */
TEST(TwinDepthwiseRuntime, RecipeDecodesTheTapTileFromTheGeometryParams) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1250", IRG_FLAVOR_LLVM22, d);
  dwr::set_runtime_geometry(&r.spec.depthwise, 2, 3);
  r.spec.depthwise.waves = 1;
  twin_test::Emitted e = twin_test::emit_ir(r);
  ASSERT_EQ(e.status, IRG_STATUS_OK) << e.refusal_text;
  const std::string& ir = e.text;
  EXPECT_NE(ir.find("kernel @irg_dw_wgrad_fp16_rgeo_w1_hb4_t2x3_wsr1 {arch = \"gfx1250\", block_size = 32,"),
            std::string::npos);
  EXPECT_NE(ir.find("  param %25:dilation_w : i32\n  %26:tid = "), std::string::npos);
  const char* order[] = {":bx = ",   ":img = ",   ":hblk = ", ":ncb_a = ", ":ncb = ", ":ntc_a = ", ":ntc = ",
                         ":cblk = ", ":trest = ", ":tcol = ", ":trow = ", ":cbase = ", ":c = ",   ":cok = ",
                         ":r_lo = ", ":s_lo = ",  ":r = ",    ":rok = ",  ":rd = ",   ":hoff = ", ":s = ",
                         ":sok = ",  ":sd = ",    ":woff = ", ":ho_lo = "};
  size_t at = 0;
  for (const char* hint : order) {
    size_t next = ir.find(hint, at);
    ASSERT_NE(next, std::string::npos) << hint;
    at = next;
  }
  EXPECT_NE(ir.find(":ntc_a = arith.addi %19, "), std::string::npos);
  EXPECT_NE(ir.find(":rok = arith.cmpi %"), std::string::npos);
  EXPECT_NE(ir.find(", %18 {pred = \"ult\"} : i1"), std::string::npos); /* rok against filter_h */
  EXPECT_NE(ir.find(", %24 : i32\n"), std::string::npos);                 /* rd: r · dilation_h */
  EXPECT_EQ(twin_test::count_of(ir, ":r = arith.addi "), 2);
  EXPECT_EQ(twin_test::count_of(ir, ":s = arith.addi "), 3);
  EXPECT_EQ(twin_test::count_of(ir, ":dy_raw = tile.buffer_load_i16 "), 1);
  EXPECT_EQ(twin_test::count_of(ir, ":x_raw = tile.buffer_load_i16 "), 6);
  EXPECT_EQ(twin_test::count_of(ir, ":tok = arith.andi "), 6);
  EXPECT_EQ(twin_test::count_of(ir, "tile.buffer_atomic_fadd_f32 "), 6);
  EXPECT_EQ(twin_test::count_of(ir, "tile.lds_alloc"), 0); /* one wave: no reduction */
  EXPECT_EQ(twin_test::count_of(ir, "{cachepolicy = 20}"), 6); /* gfx1250: the gfx12 cascade policy */
  EXPECT_NE(ir.find(":h_a = arith.muli %"), std::string::npos);
  EXPECT_NE(ir.find(", %20 : i32\n"), std::string::npos); /* h_a: ho · stride_h */
}

/* Four waves meet in LDS: waves · L · W · 4 bytes with L = 4 · 8, the lead is wave 0 and the peers
 * waves 1..3. */
TEST(TwinDepthwiseRuntime, WavesMeetInTheLdsReduction) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1250", IRG_FLAVOR_LLVM22, d);
  dwr::set_runtime_geometry(&r.spec.depthwise, 4, 8);
  std::string ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  EXPECT_NE(ir.find("tile.lds_alloc {bytes = 16384}"), std::string::npos); /* 4 · 32 · 32 · 4 */
  EXPECT_EQ(twin_test::count_of(ir, ":peer = arith.addi "), 32 * 3);
  EXPECT_EQ(twin_test::count_of(ir, "tile.buffer_atomic_fadd_f32 "), 32);
  twin_test::Emitted ll = twin_test::emit_ll(r);
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
}

/* The plan of a run-time kernel (4 x 8 tile, gfx1100: W 32): 40 channels, a 7 x 5 filter at
 * dilation 2 x 1, pad 3 x 2, stride 1: Ho = 17 + 6 − 2·6 − 1 + 1 = 11, Wo = 17 + 4 − 5 + 1 = 17;
 * grid (ceil(40 / 32) · ceil(7 / 4) · ceil(5 / 8), 2, ceil(11 / 4)) = (4, 2, 3); the geometry
 * kernargs the problem's; dW 40 · 35 floats. A baked kernel still refuses the dilation. */
TEST(TwinDepthwiseRuntime, PlanWalksTheTapTilesWithTheProblemsGeometry) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  dwr::set_runtime_geometry(&r.spec.depthwise, 4, 8);
  std::unique_ptr<irg_plan_t> out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  irg_problem_t p = dwr::problem(2, 17, 17, 40, 7, 5, 3, 2, 1, 2, IRG_DTYPE_F16);
  ASSERT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  ASSERT_EQ(out->n_launches, 1);
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.grid[0], 4u);
  EXPECT_EQ(l.grid[1], 2u);
  EXPECT_EQ(l.grid[2], 3u);
  EXPECT_EQ(l.block[0], 128u);
  ASSERT_EQ(l.n_kernargs, 26);
  EXPECT_EQ(l.kernargs[9].value, 11);  /* ho */
  EXPECT_EQ(l.kernargs[10].value, 17); /* wo */
  const long long geometry[8] = {7, 5, 1, 1, 3, 2, 2, 1}; /* filter, stride, pad, dilation */
  for (int i = 0; i < 8; ++i) EXPECT_EQ(l.kernargs[18 + i].value, geometry[i]) << "kernarg " << 18 + i;
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], 40 * 35 * 4);
  /* lower bounds only: a pad of -1 is refused, a filter of 31 x 31 served */
  p.pad_w = -1;
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_EQ(std::string(why.text), twin_test::filled("plan_geometry", "pad_w", 0, -1));
  p = dwr::problem(1, 64, 64, 8, 31, 31, 15, 15, 1, 1, IRG_DTYPE_F16);
  ASSERT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  EXPECT_EQ(out->launches[0].grid[0], 8u * 4u); /* ceil(31 / 4) · ceil(31 / 8) */
  /* baked: the problem's dilation must be 1 */
  r = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  p = dwr::problem(1, 17, 17, 40, 3, 3, 1, 1, 1, 2, IRG_DTYPE_F16);
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "plan_dilation");
}

/* A run-time depthwise kernel cuts an image past its window into row slices (fp32: E = 4). 40
 * channels x 16 columns: x_row = dy_row = 16 · 40 · 4 = 2560 bytes; 3 x 3 pad 1 over 8 rows and a
 * 10240-byte window (4 rows): bands [0,3) read rows 0..3, [3,5) rows 2..5, and [5,8) rows 4..7 (the
 * image ends there: three output rows on four input rows). */
TEST(TwinDepthwiseRuntime, RunTimeKernelsTakeRowSlices) {
  twin_test::Domains d;
  irg_request_t r = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.dtype = IRG_DTYPE_F32;
  dwr::set_runtime_geometry(&r.spec.depthwise, 3, 3);
  std::unique_ptr<irg_plan_t> out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  irg_problem_t p = dwr::problem(1, 8, 16, 40, 3, 3, 1, 1, 1, 1, IRG_DTYPE_F32);
  p.slice_bytes = 10240;
  ASSERT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  ASSERT_EQ(out->n_slices, 3);
  const long long ho[3] = {3, 2, 3}, lo[3] = {0, 2, 4}, rows_in[3] = {4, 4, 4}, pad[3] = {1, 0, 0};
  for (int b = 0; b < 3; ++b) {
    const irg_launch_t& l = out->launches[b];
    EXPECT_EQ(l.kernargs[1].value, lo[b] * 2560) << "band " << b;      /* x */
    EXPECT_EQ(l.kernargs[7].value, rows_in[b]) << "band " << b;        /* hi */
    EXPECT_EQ(l.kernargs[9].value, ho[b]) << "band " << b;             /* ho */
    EXPECT_EQ(l.kernargs[12].value, ho[b] * 16 * 40) << "band " << b;  /* dy_stride_n: the band's */
    EXPECT_EQ(l.kernargs[15].value, rows_in[b] * 640) << "band " << b; /* x_stride_n */
    EXPECT_EQ(l.kernargs[22].value, pad[b]) << "band " << b;           /* pad_h */
    EXPECT_EQ(l.grid[2], (unsigned)((ho[b] + 3) / 4)) << "band " << b;
  }
}
