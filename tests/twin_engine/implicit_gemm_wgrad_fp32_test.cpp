// tests/twin_engine/implicit_gemm_wgrad_fp32_test.cpp — the twin's fp32 implicit_gemm_wgrad against
// docs/kernels/implicit_gemm_wgrad.md, fp32 (issue 42 §1): the shape additions (DQ, LDS bytes, the
// X tile's offset) and the register estimate written out again from the docs; the kernel name,
// 4-byte pointer alignment; the prologue's lane offsets in place of the transpose lane map, no
// vec_ok; STEP_F32 (one guarded f32 load and one transposed LDS store an element, eok-guarded when
// the tile does not fill every thread, 64-bit fragment reads and 16x16x4 WMMAs); the two new ops'
// LLVM text; the 2^31 − 1 taps of rule 4. Expected values from the docs, never from the output.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/twin_engine/support.h"
#include "twin_engine/implicit_gemm_wgrad_shape.h"

namespace ig_fp32_test { /* named: the test sources build as one unity file */

long long ceil_div(long long a, long long b) { return (a + b - 1) / b; }

/* The defaults (2 x 2 waves of one tile, k_steps 4) as a run-time-geometry fp32 spec: config 320. */
irg_request_t fp32_request(const twin_test::Domains& d) {
  irg_request_t r = twin_test::implicit_gemm(d);
  irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  s.dtype = IRG_DTYPE_F32;
  s.filter_h = s.filter_w = s.pad_h = s.pad_w = IRG_GEOMETRY_RUNTIME;
  s.stride_h = s.stride_w = s.dilation_h = s.dilation_w = IRG_GEOMETRY_RUNTIME;
  return r;
}

}  // namespace ig_fp32_test

namespace f32 = ig_fp32_test;

/* DQ = 34; x_lds = BM·DQ·4; LDS (BM + BN)·DQ·4; NDY1 = 32·BM, NX1 = 32·BN; estimate 16·NACC +
 * 16·(TM + TN) + JDY1 + JX1 + 96, over every block the rules admit. */
TEST(TwinIgemmFp32, ShapeAndEstimateFollowTheDocs) {
  long long max_lds = 0;
  for (int wm = 1; wm <= 16; ++wm)
    for (int wn = 1; wm * wn <= 16; ++wn)
      for (int tm = 1; tm <= 4; ++tm)
        for (int tn = 1; tn <= 4; ++tn) {
          irg_implicit_gemm_wgrad_spec_t s =
              irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250").spec.implicit_gemm;
          s.dtype = IRG_DTYPE_F32, s.waves_m = wm, s.waves_n = wn, s.wave_tiles_m = tm, s.wave_tiles_n = tn;
          long long T = 32 * wm * wn, BM = 16 * wm * tm, BN = 16 * wn * tn;
          tw_ig_shape sh = tw_ig_shape_of(&s);
          ASSERT_EQ(sh.DQ, 34);
          ASSERT_EQ(sh.x_lds, BM * 34 * 4);
          ASSERT_EQ(sh.lds_bytes, (BM + BN) * 34 * 4);
          ASSERT_EQ(sh.NDY1, 32 * BM);
          ASSERT_EQ(sh.JX1, f32::ceil_div(32 * BN, T));
          ASSERT_EQ(sh.estimate, 16 * tm * tn + 16 * (tm + tn) + f32::ceil_div(32 * BM, T) + f32::ceil_div(32 * BN, T) + 96);
          if (sh.lds_bytes > max_lds) max_lds = sh.lds_bytes;
        }
  EXPECT_EQ(max_lds, 1088 * 136); /* the docs' bound, 147968: still no LDS rule */
}

/* The docs' two calibration points: the grid's large block (2 x 2 waves of 2 x 2 tiles) is admitted
 * at 64 + 64 + (16 + 16) + 96 = 256, one wave of 2 x 2 tiles refused at 64 + 64 + (32 + 32) + 96 = 288. */
TEST(TwinIgemmFp32, TheEstimateAdmitsTheLargeBlockAndRefusesOneWaveOfFourTiles) {
  twin_test::Domains d;
  irg_request_t r = f32::fp32_request(d);
  irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  s.wave_tiles_m = s.wave_tiles_n = 2; /* T 128, BM = BN = 64: staging 16 + 16 */
  EXPECT_EQ(tw_ig_shape_of(&s).estimate, 64 + 64 + 32 + 96);
  EXPECT_EQ(twin_test::emit_ir(r).status, IRG_STATUS_OK);
  s.waves_m = s.waves_n = 1; /* T 32, BM = BN = 32: staging 32 + 32 */
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, twin_test::filled("ig_vgpr_budget", 288, 64, 64, 64, 96, 256, "gfx1250"));
}

/* Rule 4 in 64 bits: 46341² passes 2^31 − 1 taps, 46340² does not. */
TEST(TwinIgemmFp32, ABakedFilterHoldsAtMost2147483647Taps) {
  twin_test::Domains d;
  irg_request_t r = twin_test::implicit_gemm(d);
  irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  s.filter_h = s.filter_w = 46341, s.pad_h = s.pad_w = 0;
  EXPECT_EQ(twin_test::emit_ll(r).refusal_text, twin_test::filled("ig_filter", 46341, 46341));
  s.filter_h = s.filter_w = 46340;
  EXPECT_EQ(twin_test::emit_ir(r).status, IRG_STATUS_OK);
}

/* The prologue: fp32 in the name, dy and x 4-byte aligned, the eight lane lines of the docs right
 * after wkb, wcb (no TR16_LANE_MAP), no ch_or / vec_ok and no scf.if_else, the LDS of (BM + BN)·DQ·4. */
TEST(TwinIgemmFp32, PrologueHasItsOwnLaneOffsetsAndOneStagingPath) {
  twin_test::Domains d;
  twin_test::Emitted e = twin_test::emit_ir(f32::fp32_request(d));
  ASSERT_EQ(e.status, IRG_STATUS_OK) << e.refusal_text;
  const std::string& ir = e.text;
  EXPECT_NE(ir.find("kernel @irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1 {"), std::string::npos);
  EXPECT_NE(ir.find("param %0:dy : ptr<global> {align = 4,"), std::string::npos);
  EXPECT_NE(ir.find("param %1:x : ptr<global> {align = 4,"), std::string::npos);
  /* 16 + 16·2 + (8 + 8) + 96 with T 128, BM = BN = 32 */
  EXPECT_NE(ir.find("vgpr_estimate = 160}"), std::string::npos);
  std::string order;
  for (const char* hint : {":wcb = ", ":half = ", ":khalf = ", ":lcol = ", ":kpair = ", ":a_r = ", ":a_q = ", ":a_e = ",
                           ":a_lane = ", ":b_r = ", ":b_q = ", ":b_e = ", ":b_lane = ", ":bx = "})
    order += ir.find(hint) == std::string::npos ? "-" : "+";
  EXPECT_EQ(order, "++++++++++++++");
  EXPECT_LT(ir.find(":b_lane = "), ir.find(":bx = "));
  EXPECT_EQ(ir.find(":tr_row = "), std::string::npos);
  EXPECT_EQ(ir.find(":vec_ok = "), std::string::npos);
  EXPECT_EQ(ir.find(":ch_or = "), std::string::npos);
  EXPECT_EQ(twin_test::count_of(ir, "scf.if_else"), 0);
  EXPECT_NE(ir.find("tile.lds_alloc {bytes = 8704}"), std::string::npos); /* (32 + 32)·34·4 */
}

/* STEP_F32 of the default block: JDY1 = JX1 = 8 elements a thread, each one f32 load and one store
 * (1024 elements fill the 128 threads: no eok), 8 slices of one A and one B fragment and one WMMA;
 * 1 x 3 waves (T 96, BN 48: 1536 elements, 16 a thread, 1536 mod 96 = 0; BM 16: 512 mod 96 ≠ 0)
 * guards the dY stores only. */
TEST(TwinIgemmFp32, StepStagesTransposedAndMultipliesEightSlices) {
  twin_test::Domains d;
  irg_request_t r = f32::fp32_request(d);
  std::string ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  EXPECT_EQ(twin_test::count_of(ir, "= tile.buffer_load_f32 "), 16);
  EXPECT_EQ(twin_test::count_of(ir, "tile.lds_store_f32 "), 16);
  EXPECT_EQ(twin_test::count_of(ir, ":eok = "), 0);
  EXPECT_EQ(twin_test::count_of(ir, ":a_frag = tile.lds_load_b64 "), 8);
  EXPECT_EQ(twin_test::count_of(ir, ":b_frag = tile.lds_load_b64 "), 8);
  EXPECT_EQ(twin_test::count_of(ir, ":acc = tile.wmma_f32_16x16x4_f32 "), 8);
  EXPECT_EQ(twin_test::count_of(ir, "tile.lds_load_tr16_b128"), 0);
  /* TSTORE's four lines after every load, and GUARDED at LE = 2 */
  size_t load = ir.find("= tile.buffer_load_f32 ");
  EXPECT_LT(ir.find(":trow = ", load), ir.find(":tel = ", load));
  EXPECT_LT(ir.find(":tb = ", load), ir.find(":la = ", load));
  std::vector<std::string> lines = twin_test::lines_of(ir);
  size_t off = 1;
  while (off < lines.size() && lines[off].find(":off = ") == std::string::npos) ++off;
  ASSERT_LT(off, lines.size());
  EXPECT_NE(lines[off - 1].find("{value = 2} : i32"), std::string::npos) << lines[off - 1]; /* K(LE) */

  r.spec.implicit_gemm.waves_m = 1, r.spec.implicit_gemm.waves_n = 3, r.spec.implicit_gemm.k_steps = 2;
  ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  EXPECT_EQ(twin_test::count_of(ir, "= tile.buffer_load_f32 "), 6 + 16); /* ceil(512 / 96) + 1536 / 96 */
  EXPECT_EQ(twin_test::count_of(ir, ":eok = "), 6);
  EXPECT_EQ(twin_test::count_of(ir, ":acc = tile.wmma_f32_16x16x4_f32 "), 8);
}

/* llvm-text.md: `load <2 x float> … align 8` and the 16x16x4 WMMA through its declare. */
TEST(TwinIgemmFp32, TheNewOpsLowerAsTheDocsSay) {
  twin_test::Domains d;
  twin_test::Emitted ll = twin_test::emit_ll(f32::fp32_request(d));
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  EXPECT_EQ(twin_test::count_of(ll.text, "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32("), 1);
  EXPECT_EQ(twin_test::count_of(ll.text, " = load <2 x float>, ptr addrspace(3) %gep."), 16);
  EXPECT_EQ(twin_test::count_of(ll.text, ", align 8\n"), 16);
  EXPECT_EQ(twin_test::count_of(ll.text, "call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag"),
            8);
  EXPECT_EQ(twin_test::count_of(ll.text, "wmma.f32.16x16x32"), 0);
  /* the canonical text parses back and lowers to the same bytes */
  twin_test::Emitted ir = twin_test::emit_ir(f32::fp32_request(d));
  twin_test::Emitted again = twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  ASSERT_EQ(again.status, IRG_STATUS_OK) << again.refusal_text;
  EXPECT_EQ(again.text, ll.text);
}

/* The verifier holds the new ops to their types (ir-format.md §Ops): a 64-bit LDS read of anything
 * but vec<2 x f32> (and the WMMA it feeds) is invalid imported IR. */
TEST(TwinIgemmFp32, TheVerifierChecksTheNewOpsTypes) {
  twin_test::Domains d;
  std::string ir = twin_test::emit_ir(f32::fp32_request(d)).text;
  ASSERT_FALSE(ir.empty());
  /* the first vec<2 x f32> is an A fragment's load */
  std::string bad = twin_test::replace_once(ir, ": vec<2 x f32>", ": vec<2 x f16>");
  twin_test::Emitted e = twin_test::lower_ir(bad, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(e.refusal_id, "ir_invalid");
}
