// tests/twin_engine/implicit_gemm_wgrad_gfx11_gfx12_test.cpp — the twin's implicit_gemm_wgrad on gfx1100,
// gfx1151 (G11) and gfx1200, gfx1201 (G12) against docs/implicit-gemm-gfx11-gfx12.md:
// the three new ops (§2: verifier types, canonical round trip, the LLVM lines with their temps and
// bf16 bitcasts, worked out by hand), the register estimate per arch class and the grid's rows
// (§7, §9), ig_lds_budget before the budget rule, the lane maps (§3), FRAG16 and COMPUTE_K16 (§4), the G11
// EPILOGUE rows and the cache policy (§5), the fp32 VALU body (§6). Expected values from the
// page, never from the output.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "tests/twin_engine/support.h"
#include "twin_engine/implicit_gemm_wgrad_shape.h"

namespace ig_k16_test { /* named: the test sources build as one unity file */

using twin_test::count_of;
using twin_test::Domains;
using twin_test::replace_once;

irg_request_t on(const Domains& d, const char* arch, int dtype, int flavor = IRG_FLAVOR_LLVM22) {
  irg_request_t r = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, flavor, arch);
  r.domain = d.of(flavor);
  r.spec.implicit_gemm.dtype = dtype;
  return r;
}

void block(irg_request_t* r, int wm, int wn, int tm, int tn, int ks) {
  irg_implicit_gemm_wgrad_spec_t& s = r->spec.implicit_gemm;
  s.waves_m = wm, s.waves_n = wn, s.wave_tiles_m = tm, s.wave_tiles_n = tn, s.k_steps = ks;
}

std::string refusal_of(const irg_request_t& r) {
  twin_test::Emitted e = twin_test::emit_ir(r);
  return e.status == IRG_STATUS_OK ? "ok" : e.refusal_id;
}

std::string body_of(const std::string& ll) {
  size_t from = ll.find("entry:\n") + 7;
  return ll.substr(from, ll.find("  ret void\n") - from);
}

/* The hints of the non-constant ops between the line defining `from` and the one defining `to`. */
std::vector<std::string> hints_between(const std::string& ir, const std::string& from, const std::string& to) {
  std::vector<std::string> out;
  bool in = false;
  for (const std::string& line : twin_test::lines_of(ir)) {
    if (line.find(":" + to + " = ") != std::string::npos) break;
    if (in && line.find(" = arith.constant ") == std::string::npos) {
      size_t colon = line.find(':'), eq = line.find(" = ");
      if (colon != std::string::npos && eq != std::string::npos) out.push_back(line.substr(colon + 1, eq - colon - 1));
    }
    if (line.find(":" + from + " = ") != std::string::npos) in = true;
  }
  return out;
}

/* The value of the i32 constant on the line before each line defining `hint`, in order (from the
 * line defining `after` on, when given). */
std::vector<long long> constants_before(const std::string& ir, const std::string& hint, const std::string& after = "") {
  std::vector<long long> out;
  std::vector<std::string> lines = twin_test::lines_of(ir);
  size_t start = 1;
  if (!after.empty())
    while (start < lines.size() && lines[start].find(":" + after + " = ") == std::string::npos) ++start;
  for (size_t i = start; i < lines.size(); ++i) {
    if (lines[i].find(":" + hint + " = ") == std::string::npos) continue;
    long long v = -1;
    size_t at = lines[i - 1].find("{value = ");
    if (at != std::string::npos) std::sscanf(lines[i - 1].c_str() + at, "{value = %lld}", &v);
    out.push_back(v);
  }
  return out;
}

/* ---- §2: the three ops ---- */

/* gfx12 forms: a 4-element assembly, an f16 WMMA on a zero C, a bf16 WMMA chained through C. */
const std::string kG12Ops =
    "irgate.ir v1\n"
    "kernel @k {arch = \"gfx1200\", block_size = 32}\n"
    "  param %0:o : i32\n"
    "  %1:lds = tile.lds_alloc {bytes = 4096} : ptr<lds>\n"
    "  %2:h = tile.lds_load_b16 %1, %0 : f16\n"
    "  %3:q = vec.from_elements %2, %2, %2, %2 : vec<4 x f16>\n"
    "  %4:a = vec.from_elements %2, %2, %2, %2, %2, %2, %2, %2 : vec<8 x f16>\n"
    "  %5:k = arith.constant {value = 0x0p+0} : vec<8 x f32>\n"
    "  %6:acc = tile.wmma_f32_16x16x16 %4, %4, %5 : vec<8 x f32>\n"
    "  %7:bf = tile.lds_load_b16 %1, %0 : bf16\n"
    "  %8:b = vec.from_elements %7, %7, %7, %7, %7, %7, %7, %7 : vec<8 x bf16>\n"
    "  %9:acc = tile.wmma_f32_16x16x16 %8, %8, %6 : vec<8 x f32>\n"
    "end\n";

/* §2's LLVM lines: the gep temp then `load half|bfloat … align 2`; N − 1 %vfe temps from poison and
 * R last; the need, then (bf16) %wa, %wb, then the call; one temp counter in that order. */
TEST(TwinIgemmK16Ops, TheGfx12FormsLowerAsThePageSays) {
  Domains d;
  twin_test::Emitted ll = twin_test::lower_ir(kG12Ops, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  EXPECT_EQ(body_of(ll.text),
            "  %gep.1 = getelementptr inbounds i8, ptr addrspace(3) @lds.k, i32 %o\n"
            "  %h2 = load half, ptr addrspace(3) %gep.1, align 2\n"
            "  %vfe.2 = insertelement <4 x half> poison, half %h2, i32 0\n"
            "  %vfe.3 = insertelement <4 x half> %vfe.2, half %h2, i32 1\n"
            "  %vfe.4 = insertelement <4 x half> %vfe.3, half %h2, i32 2\n"
            "  %q3 = insertelement <4 x half> %vfe.4, half %h2, i32 3\n"
            "  %vfe.5 = insertelement <8 x half> poison, half %h2, i32 0\n"
            "  %vfe.6 = insertelement <8 x half> %vfe.5, half %h2, i32 1\n"
            "  %vfe.7 = insertelement <8 x half> %vfe.6, half %h2, i32 2\n"
            "  %vfe.8 = insertelement <8 x half> %vfe.7, half %h2, i32 3\n"
            "  %vfe.9 = insertelement <8 x half> %vfe.8, half %h2, i32 4\n"
            "  %vfe.10 = insertelement <8 x half> %vfe.9, half %h2, i32 5\n"
            "  %vfe.11 = insertelement <8 x half> %vfe.10, half %h2, i32 6\n"
            "  %a4 = insertelement <8 x half> %vfe.11, half %h2, i32 7\n"
            "  %acc6 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a4, <8 x half> %a4, "
            "<8 x float> zeroinitializer)\n"
            "  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.k, i32 %o\n"
            "  %bf7 = load bfloat, ptr addrspace(3) %gep.12, align 2\n"
            "  %vfe.13 = insertelement <8 x bfloat> poison, bfloat %bf7, i32 0\n"
            "  %vfe.14 = insertelement <8 x bfloat> %vfe.13, bfloat %bf7, i32 1\n"
            "  %vfe.15 = insertelement <8 x bfloat> %vfe.14, bfloat %bf7, i32 2\n"
            "  %vfe.16 = insertelement <8 x bfloat> %vfe.15, bfloat %bf7, i32 3\n"
            "  %vfe.17 = insertelement <8 x bfloat> %vfe.16, bfloat %bf7, i32 4\n"
            "  %vfe.18 = insertelement <8 x bfloat> %vfe.17, bfloat %bf7, i32 5\n"
            "  %vfe.19 = insertelement <8 x bfloat> %vfe.18, bfloat %bf7, i32 6\n"
            "  %b8 = insertelement <8 x bfloat> %vfe.19, bfloat %bf7, i32 7\n"
            "  %wa.20 = bitcast <8 x bfloat> %b8 to <8 x i16>\n"
            "  %wb.21 = bitcast <8 x bfloat> %b8 to <8 x i16>\n"
            "  %acc9 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16(<8 x i16> %wa.20, "
            "<8 x i16> %wb.21, <8 x float> %acc6)\n");
  EXPECT_EQ(count_of(ll.text, "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half>, <8 x "
                              "half>, <8 x float>)\n"),
            1);
  EXPECT_EQ(count_of(ll.text, "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16(<8 x i16>, <8 x "
                              "i16>, <8 x float>)\n"),
            1);
  /* the same ops under llvm19 */
  twin_test::Emitted again = twin_test::lower_ir(kG12Ops, IRG_FLAVOR_LLVM19, d.of(IRG_FLAVOR_LLVM19));
  EXPECT_EQ(again.status, IRG_STATUS_OK) << again.refusal_text;
}

/* gfx11 forms: 16 elements; llvm16 spells the one-suffix name, llvm19/22 the two-suffix one. */
std::string g11_kernel(const char* e) {
  std::string t = std::string("irgate.ir v1\nkernel @k {arch = \"gfx1100\", block_size = 32}\n  param %0:o : i32\n") +
                  "  %1:lds = tile.lds_alloc {bytes = 4096} : ptr<lds>\n  %2:h = tile.lds_load_b16 %1, %0 : " + e +
                  "\n  %3:a = vec.from_elements %2";
  for (int j = 1; j < 16; ++j) t += ", %2";
  t += std::string(" : vec<16 x ") + e + ">\n" +
       "  %4:k = arith.constant {value = 0x0p+0} : vec<8 x f32>\n"
       "  %5:acc = tile.wmma_f32_16x16x16 %3, %3, %4 : vec<8 x f32>\nend\n";
  return t;
}

TEST(TwinIgemmK16Ops, TheGfx11FormsLowerAsThePageSaysUnderEveryFlavor) {
  Domains d;
  for (int flavor : {IRG_FLAVOR_LLVM16, IRG_FLAVOR_LLVM19, IRG_FLAVOR_LLVM22}) {
    const char* suffix16 = flavor == IRG_FLAVOR_LLVM16 ? "" : ".v16f16";
    twin_test::Emitted ll = twin_test::lower_ir(g11_kernel("f16"), flavor, d.of(flavor));
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
    EXPECT_EQ(count_of(ll.text, "insertelement <16 x half> "), 16);
    EXPECT_NE(ll.text.find("  %vfe.2 = insertelement <16 x half> poison, half %h2, i32 0\n"), std::string::npos);
    EXPECT_NE(ll.text.find("  %a3 = insertelement <16 x half> %vfe.16, half %h2, i32 15\n"), std::string::npos);
    EXPECT_NE(ll.text.find(std::string("  %acc5 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32") +
                           suffix16 + "(<16 x half> %a3, <16 x half> %a3, <8 x float> zeroinitializer)\n"),
              std::string::npos)
        << ll.text;
    const char* suffix_bf = flavor == IRG_FLAVOR_LLVM16 ? "" : ".v16i16";
    ll = twin_test::lower_ir(g11_kernel("bf16"), flavor, d.of(flavor));
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
    EXPECT_NE(ll.text.find(std::string("  %a3 = insertelement <16 x bfloat> %vfe.16, bfloat %h2, i32 15\n"
                                       "  %wa.17 = bitcast <16 x bfloat> %a3 to <16 x i16>\n"
                                       "  %wb.18 = bitcast <16 x bfloat> %a3 to <16 x i16>\n"
                                       "  %acc5 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32") +
                           suffix_bf + "(<16 x i16> %wa.17, <16 x i16> %wb.18, <8 x float> zeroinitializer)\n"),
              std::string::npos)
        << ll.text;
    EXPECT_NE(ll.text.find(std::string("declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32") + suffix_bf +
                           "(<16 x i16>, <16 x i16>, <8 x float>)\n"),
              std::string::npos);
  }
}

/* The verifier does not know the arch: a gfx11-form WMMA in a gfx1200 kernel verifies and the table
 * refuses its key (arch_absent → arch_intrinsic_absent); a refused key leaves no temp behind. */
TEST(TwinIgemmK16Ops, TheTableRefusesTheOtherClassesWidth) {
  Domains d;
  std::string text = replace_once(g11_kernel("bf16"), "\"gfx1100\"", "\"gfx1200\"");
  d.tables[IRG_FLAVOR_LLVM22].cells[IRG_INTRINSIC_WMMA_F32_16X16X16_BF16_V16][IRG_ARCH_GFX1200] = {
      IRG_DOMAIN_ARCH_ABSENT, "Cannot select"};
  twin_test::Emitted ll = twin_test::lower_ir(text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(ll.refusal_id, "arch_intrinsic_absent");
  EXPECT_EQ(ll.refusal_text, twin_test::filled("arch_intrinsic_absent", "wmma.f32.16x16x16.bf16.v16i16", "gfx1200",
                                               "llvm22", "arch_absent", "Cannot select"));
}

TEST(TwinIgemmK16Ops, TheVerifierChecksTheNewOpsTypes) {
  Domains d;
  auto refused = [&](const std::string& text) {
    twin_test::Emitted e = twin_test::lower_ir(text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
    return e.status == IRG_STATUS_OK ? std::string("ok") : e.refusal_id;
  };
  EXPECT_EQ(refused(kG12Ops), "ok");
  /* tile.lds_load_b16: f16 or bf16 only */
  EXPECT_EQ(refused(replace_once(kG12Ops, "%0 : f16\n", "%0 : i16\n")), "ir_invalid");
  EXPECT_EQ(refused(replace_once(kG12Ops, "%0 : bf16\n", "%0 : f32\n")), "ir_invalid");
  /* vec.from_elements: N operands, each the result's element type */
  EXPECT_EQ(refused(replace_once(kG12Ops, "%2, %2, %2, %2 : vec<4 x f16>", "%2, %2, %2 : vec<4 x f16>")), "ir_invalid");
  EXPECT_EQ(refused(replace_once(kG12Ops, "%2, %2, %2, %2 : vec<4 x f16>", "%2, %2, %2, %2, %2 : vec<4 x f16>")),
            "ir_invalid");
  EXPECT_EQ(refused(replace_once(kG12Ops, "%2, %2, %2, %2 : vec<4 x f16>", "%2, %2, %2, %0 : vec<4 x f16>")),
            "ir_invalid");
  EXPECT_EQ(refused(replace_once(kG12Ops, "%2, %2, %2, %2 : vec<4 x f16>", "%2, %2, %2, %2 : vec<4 x bf16>")),
            "ir_invalid");
  /* tile.wmma_f32_16x16x16: A and B one of the four types, C and the result vec<8 x f32> */
  EXPECT_EQ(refused(replace_once(kG12Ops, "%4, %4, %5 : vec<8 x f32>", "%4, %8, %5 : vec<8 x f32>")), "ir_invalid");
  EXPECT_EQ(refused(replace_once(kG12Ops, "%4, %4, %5 : vec<8 x f32>", "%3, %3, %5 : vec<8 x f32>")), "ir_invalid");
  EXPECT_EQ(refused(replace_once(kG12Ops, "%8, %8, %6 : vec<8 x f32>", "%8, %8, %4 : vec<8 x f32>")), "ir_invalid");
  EXPECT_EQ(refused(replace_once(kG12Ops, "%4, %4, %5 : vec<8 x f32>", "%4, %4 : vec<8 x f32>")), "ir_invalid");
}

/* ---- §7, §9: estimate, ig_lds_budget, the grid's rows ---- */

struct GridRow {
  int dtype, wm, wn, tm, tn, ks;
  long long g11, g12, lds;
};

/* §9's table: estimate (G11 / G12) and LDS bytes of the 12 kernels an arch (ws_replicas 1 and 4). */
TEST(TwinIgemmK16Rules, TheGridRowsHaveThePagesEstimates) {
  const GridRow rows[] = {
      {IRG_DTYPE_F16, 1, 1, 1, 1, 8, 176, 160, 3072}, {IRG_DTYPE_BF16, 1, 1, 1, 1, 8, 176, 160, 3072},
      {IRG_DTYPE_F16, 2, 2, 2, 2, 32, 256, 224, 9216}, {IRG_DTYPE_BF16, 2, 2, 2, 2, 32, 256, 224, 9216},
      {IRG_DTYPE_F32, 1, 1, 1, 1, 8, 244, 244, 4352}, {IRG_DTYPE_F32, 2, 2, 1, 1, 32, 228, 228, 8704},
  };
  Domains d;
  for (const GridRow& row : rows) {
    for (const char* arch : {"gfx1100", "gfx1151", "gfx1200", "gfx1201"}) {
      for (int wsr : {1, 4}) {
        irg_request_t r = on(d, arch, row.dtype);
        block(&r, row.wm, row.wn, row.tm, row.tn, row.ks);
        r.spec.implicit_gemm.ws_replicas = wsr;
        long long want = arch[4] == '1' ? row.g11 : row.g12; /* gfx11xx / gfx12xx */
        twin_test::Emitted ir = twin_test::emit_ir(r);
        ASSERT_EQ(ir.status, IRG_STATUS_OK) << arch << " " << ir.refusal_text;
        EXPECT_NE(ir.text.find("vgpr_estimate = " + std::to_string(want) + "}"), std::string::npos) << arch;
        EXPECT_NE(ir.text.find("tile.lds_alloc {bytes = " + std::to_string(row.lds) + "}"), std::string::npos);
        EXPECT_NE(ir.text.find("arch = \"" + std::string(arch) + "\""), std::string::npos);
      }
    }
  }
}

/* The terms per class (§7), over every block the tile rules admit: 16-bit fragments 16·(TM + TN)
 * on G11, 8·(TM + TN) on G12 (gfx1250's); fp32 VALU accumulators 8·NACC, fragments 12·(8·TM + TN),
 * on both; staging and addressing as gfx1250's; LDS bytes unchanged. */
TEST(TwinIgemmK16Rules, TheEstimateTermsFollowThePage) {
  for (int dtype : {IRG_DTYPE_F16, IRG_DTYPE_F32})
    for (int wm = 1; wm <= 16; ++wm)
      for (int wn = 1; wm * wn <= 16; ++wn)
        for (int tm = 1; tm <= 4; ++tm)
          for (int tn = 1; tn <= 4; ++tn) {
            irg_implicit_gemm_wgrad_spec_t s =
                irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250").spec.implicit_gemm;
            s.dtype = dtype, s.waves_m = wm, s.waves_n = wn, s.wave_tiles_m = tm, s.wave_tiles_n = tn;
            tw_ig_shape g1250 = tw_ig_shape_of(&s);
            tw_ig_shape g11 = tw_ig_shape_on(&s, IRG_ARCH_FAMILY_GFX11);
            tw_ig_shape g12 = tw_ig_shape_on(&s, IRG_ARCH_FAMILY_GFX12);
            ASSERT_EQ(g1250.estimate, tw_ig_shape_on(&s, IRG_ARCH_FAMILY_GFX1250).estimate);
            ASSERT_EQ(g11.lds_bytes, g1250.lds_bytes);
            ASSERT_EQ(g12.staging, g1250.staging);
            ASSERT_EQ(g11.addressing, 96);
            if (dtype == IRG_DTYPE_F16) {
              ASSERT_EQ(g11.accumulators, 16 * tm * tn);
              ASSERT_EQ(g11.fragments, 16 * (tm + tn));
              ASSERT_EQ(g12.fragments, 8 * (tm + tn));
              ASSERT_EQ(g12.estimate, g1250.estimate);
            } else {
              ASSERT_EQ(g11.accumulators, 8 * tm * tn);
              ASSERT_EQ(g12.fragments, 12 * (8 * tm + tn));
              ASSERT_EQ(g11.estimate, g12.estimate);
            }
          }
}

/* §9: gfx1250's fp32 large block is refused by the budget rule under the VALU estimate: 32 + 216 +
 * 32 + 96 = 376; on gfx1250 the same block is admitted (256). */
TEST(TwinIgemmK16Rules, TheFp32LargeBlockIsRefusedOnGfx11AndGfx12) {
  Domains d;
  for (const char* arch : {"gfx1100", "gfx1201"}) {
    irg_request_t r = on(d, arch, IRG_DTYPE_F32);
    block(&r, 2, 2, 2, 2, 32);
    twin_test::expect_refused(r, "ig_vgpr_budget",
                              twin_test::filled("ig_vgpr_budget", 376, 32, 216, 32, 96, 256, arch));
  }
  irg_request_t r = on(d, "gfx1250", IRG_DTYPE_F32);
  block(&r, 2, 2, 2, 2, 32);
  EXPECT_EQ(refusal_of(r), "ok");
}

/* §7's two ig_lds_budget cases are over the budget too (306 on G11, 266 on G12; 265 fp32): the LDS rule
 * comes first. On gfx1250 the same blocks meet the budget rule instead. */
TEST(TwinIgemmK16Rules, LdsRuleComesBeforeTheBudgetRule) {
  Domains d;
  for (const char* arch : {"gfx1100", "gfx1151", "gfx1200", "gfx1201"}) {
    irg_request_t r = on(d, arch, IRG_DTYPE_BF16);
    block(&r, 16, 1, 4, 1, 4);
    twin_test::expect_refused(r, "ig_lds_budget", twin_test::filled("ig_lds_budget", 67584, 65536, arch));
    r.spec.implicit_gemm.dtype = IRG_DTYPE_F32;
    block(&r, 1, 16, 1, 2, 4);
    twin_test::expect_refused(r, "ig_lds_budget", twin_test::filled("ig_lds_budget", 71808, 65536, arch));
  }
  irg_request_t r = on(d, "gfx1250", IRG_DTYPE_F16);
  block(&r, 16, 1, 4, 1, 4);
  EXPECT_EQ(refusal_of(r), "ig_vgpr_budget");
  irg_implicit_gemm_wgrad_spec_t s = r.spec.implicit_gemm;
  EXPECT_EQ(tw_ig_shape_on(&s, IRG_ARCH_FAMILY_GFX11).estimate, 306);
  EXPECT_EQ(tw_ig_shape_on(&s, IRG_ARCH_FAMILY_GFX12).estimate, 266);
  s.dtype = IRG_DTYPE_F32, s.waves_m = 1, s.waves_n = 16, s.wave_tiles_m = 1, s.wave_tiles_n = 2;
  EXPECT_EQ(tw_ig_shape_on(&s, IRG_ARCH_FAMILY_GFX12).estimate, 265);
  /* a block just inside 64 KiB is admitted by the LDS rule (16 x 1 waves of 3 x 1 tiles: 32·(776 + 24)·2) */
  irg_request_t fits = on(d, "gfx1100", IRG_DTYPE_F16);
  block(&fits, 16, 1, 3, 1, 4);
  EXPECT_NE(refusal_of(fits), "ig_lds_budget");
}

/* ---- §3–§5: the recipe ---- */

TEST(TwinIgemmK16Recipe, TheLaneMapsReplaceTr16) {
  Domains d;
  std::string g12 = twin_test::emit_ir(on(d, "gfx1200", IRG_DTYPE_F16)).text;
  ASSERT_FALSE(g12.empty());
  EXPECT_EQ(hints_between(g12, "wcb", "bx"),
            (std::vector<std::string>{"half", "khalf", "lcol", "a_r", "a_c", "a_e", "a_lane", "b_r", "b_c", "b_e",
                                      "b_lane"}));
  std::string g11 = twin_test::emit_ir(on(d, "gfx1151", IRG_DTYPE_BF16)).text;
  ASSERT_FALSE(g11.empty());
  EXPECT_EQ(hints_between(g11, "wcb", "bx"),
            (std::vector<std::string>{"half", "lcol", "a_e", "a_lane", "b_e", "b_lane"}));
  for (const std::string* ir : {&g11, &g12}) {
    EXPECT_EQ(count_of(*ir, "tile.lds_load_tr16_b128"), 0);
    EXPECT_EQ(count_of(*ir, ":tr_row = "), 0);
    EXPECT_EQ(count_of(*ir, ":vec_ok = "), 1); /* the staging is gfx1250's */
  }
  /* the G12 constants: K(4), K(3), K(15), K(DYP = 40), K(1), K(XP = 40), K(1) */
  EXPECT_EQ(constants_before(g12, "a_r"), (std::vector<long long>{40}));
  EXPECT_EQ(constants_before(g12, "b_lane"), (std::vector<long long>{1}));
  EXPECT_EQ(constants_before(g11, "lcol"), (std::vector<long long>{15}));
}

/* The default block (2 x 2 waves of one tile: BM = BN = 32, DYP = XP = 40, x_lds = 32·40·2 = 2560):
 * FRAG16's element offsets base + 2·P·e = base + 80·e, A bases 0 and 32·40 = 1280 (h = 0, 1), B
 * bases 2560 and 3840; 16 elements a fragment on G11, 8 on G12. */
TEST(TwinIgemmK16Recipe, Frag16ReadsTheLanesKRun) {
  Domains d;
  for (const char* arch : {"gfx1100", "gfx1201"}) {
    int ne = arch[4] == '1' ? 16 : 8;
    std::string ir = twin_test::emit_ir(on(d, arch, IRG_DTYPE_F16)).text;
    ASSERT_FALSE(ir.empty());
    std::vector<long long> a, b;
    for (int h = 0; h < 2; ++h)
      for (int e = 0; e < ne; ++e) a.push_back(1280LL * h + 80 * e), b.push_back(2560 + 1280LL * h + 80 * e);
    EXPECT_EQ(constants_before(ir, "a_addr"), a) << arch;
    EXPECT_EQ(constants_before(ir, "b_addr"), b) << arch;
    EXPECT_EQ(count_of(ir, ":a_el = tile.lds_load_b16 "), 2 * ne);
    EXPECT_EQ(count_of(ir, ":b_el = tile.lds_load_b16 "), 2 * ne);
    EXPECT_EQ(count_of(ir, " : f16\n"), 4 * ne);
    EXPECT_EQ(count_of(ir, ":a_frag = vec.from_elements "), 2);
    EXPECT_EQ(count_of(ir, " : vec<" + std::to_string(ne) + " x f16>\n"), 4);
    EXPECT_EQ(count_of(ir, ":acc = tile.wmma_f32_16x16x16 "), 2);
    EXPECT_EQ(count_of(ir, "tile.wmma_f32_16x16x32"), 0);
    /* order: addr, load, addr, load … then the one assembly; A of h = 0, then B and its WMMA */
    std::vector<std::string> seq = hints_between(ir, "p_s", "nothing");
    std::vector<std::string> compute;
    for (const std::string& h : seq)
      if (h.rfind("a_", 0) == 0 || h.rfind("b_", 0) == 0 || h == "acc") compute.push_back(h);
    std::vector<std::string> want;
    for (int h = 0; h < 2; ++h) {
      for (int e = 0; e < ne; ++e) want.push_back("a_addr"), want.push_back("a_el");
      want.push_back("a_frag");
      for (int e = 0; e < ne; ++e) want.push_back("b_addr"), want.push_back("b_el");
      want.push_back("b_frag");
      want.push_back("acc");
    }
    EXPECT_EQ(compute, want) << arch;
  }
}

/* 2 x 1 tiles on one wave (BM 32, BN 16, DYP 40, XP 24, x_lds 2560): TM A fragments a half step, then
 * B and TM WMMAs; the WMMAs of h = 1 take h = 0's results as C. */
TEST(TwinIgemmK16Recipe, ComputeK16ChainsTheHalvesThroughC) {
  Domains d;
  irg_request_t r = on(d, "gfx1200", IRG_DTYPE_BF16);
  block(&r, 1, 1, 2, 1, 4);
  std::string ir = twin_test::emit_ir(r).text;
  ASSERT_FALSE(ir.empty());
  std::vector<long long> a = constants_before(ir, "a_addr"), b = constants_before(ir, "b_addr");
  ASSERT_EQ(a.size(), 32u);
  ASSERT_EQ(b.size(), 16u);
  EXPECT_EQ(a[8], 32);                  /* tm = 1, h = 0, e = 0 */
  EXPECT_EQ(a[16], 32 * 40);            /* tm = 0, h = 1 */
  EXPECT_EQ(a[31], 32 * 40 + 32 + 560); /* tm = 1, h = 1, e = 7 */
  EXPECT_EQ(b[7], 2560 + 48 * 7);
  EXPECT_EQ(b[8], 2560 + 32 * 24);
  EXPECT_EQ(count_of(ir, ":acc = tile.wmma_f32_16x16x16 "), 4);
  /* the second half's WMMA of tile 0 takes the first half's result of tile 0 as C */
  std::vector<std::string> lines = twin_test::lines_of(ir);
  std::vector<std::string> wmma;
  for (const std::string& l : lines)
    if (l.find("= tile.wmma_f32_16x16x16 ") != std::string::npos) wmma.push_back(l);
  ASSERT_EQ(wmma.size(), 4u);
  std::string first = wmma[0].substr(wmma[0].find('%'), wmma[0].find(':') - wmma[0].find('%'));
  EXPECT_NE(wmma[2].find(", " + first + " : vec<8 x f32>"), std::string::npos) << wmma[2];
}

/* §5: G11 rows 2·i + l/16 (k_h from half, kin constants 16·tm + 2·i), G12 the gfx1250 rows; the
 * policy 0 on G11, 20 on G12. */
TEST(TwinIgemmK16Recipe, EpilogueRowsAndPolicyPerClass) {
  Domains d;
  irg_request_t r = on(d, "gfx1100", IRG_DTYPE_F16);
  block(&r, 1, 1, 2, 1, 4);
  std::string g11 = twin_test::emit_ir(r).text;
  ASSERT_FALSE(g11.empty());
  std::vector<long long> kin;
  for (int tm = 0; tm < 2; ++tm)
    for (int i = 0; i < 8; ++i) kin.push_back(16 * tm + 2 * i);
  EXPECT_EQ(constants_before(g11, "kin", "slab"), kin);
  EXPECT_EQ(count_of(g11, "{cachepolicy = 0}"), 16);
  EXPECT_EQ(count_of(g11, ":khalf = "), 0);
  std::vector<std::string> lines = twin_test::lines_of(g11);
  std::string half, k_h;
  for (const std::string& l : lines) {
    if (l.find(":half = ") != std::string::npos) half = l.substr(l.find('%'), l.find(':') - l.find('%'));
    if (l.find(":k_h = ") != std::string::npos) k_h = l;
  }
  EXPECT_NE(k_h.find(", " + half + " : i32"), std::string::npos) << k_h;

  r = on(d, "gfx1201", IRG_DTYPE_F16);
  block(&r, 1, 1, 2, 1, 4);
  std::string g12 = twin_test::emit_ir(r).text;
  kin.clear();
  for (int tm = 0; tm < 2; ++tm)
    for (int i = 0; i < 8; ++i) kin.push_back(16 * tm + i);
  EXPECT_EQ(constants_before(g12, "kin", "slab"), kin);
  EXPECT_EQ(count_of(g12, "{cachepolicy = 20}"), 16);
  EXPECT_EQ(count_of(g12, ":v = vec.extract "), 16);
}

/* §6: the VALU body on 1 x 1 waves of one tile (the grid's small fp32 block): scalar inits from one
 * KF(0.0), 16 slices of 8 dY pairs and one X pair, 16 FMAs a slice (lo then hi), no WMMA, the
 * gfx1250 rows and no vec.extract in EPILOGUE, DQ-pitched offsets. */
TEST(TwinIgemmK16Recipe, Fp32IsAValuBody) {
  Domains d;
  for (const char* arch : {"gfx1100", "gfx1200"}) {
    irg_request_t r = on(d, arch, IRG_DTYPE_F32);
    block(&r, 1, 1, 1, 1, 8);
    twin_test::Emitted e = twin_test::emit_ir(r);
    ASSERT_EQ(e.status, IRG_STATUS_OK) << e.refusal_text;
    const std::string& ir = e.text;
    EXPECT_EQ(hints_between(ir, "wcb", "bx"),
              (std::vector<std::string>{"half", "khalf", "lcol", "a_r", "a_q", "a_lane", "b_r", "b_q", "b_lane"}));
    EXPECT_EQ(count_of(ir, "arith.constant {value = 0x0p+0} : f32\n"), 1);
    EXPECT_EQ(count_of(ir, "{value = 0x0p+0} : vec<8 x f32>"), 0);
    EXPECT_EQ(count_of(ir, ":a_frag = tile.lds_load_b64 "), 16 * 8);
    EXPECT_EQ(count_of(ir, ":b_frag = tile.lds_load_b64 "), 16);
    EXPECT_EQ(count_of(ir, ":a_lo = vec.extract "), 128);
    EXPECT_EQ(count_of(ir, ":b_hi = vec.extract "), 16);
    EXPECT_EQ(count_of(ir, ":acc = arith.fma "), 256);
    EXPECT_EQ(count_of(ir, "tile.wmma"), 0);
    EXPECT_EQ(count_of(ir, ":v = vec.extract "), 0);
    EXPECT_EQ(count_of(ir, "tile.buffer_atomic_fadd_f32 "), 8);
    EXPECT_EQ(count_of(ir, ":vec_ok = "), 0);
    EXPECT_NE(ir.find("tile.lds_alloc {bytes = 4352}"), std::string::npos); /* (16 + 16)·34·4 */
    /* a_addr: ((16·tm + i)·34 + 2·q)·4; b_addr: x_lds + (16·tn·34 + 2·q)·4, x_lds = 16·34·4 = 2176 */
    std::vector<long long> a = constants_before(ir, "a_addr"), b = constants_before(ir, "b_addr");
    ASSERT_EQ(a.size(), 128u);
    ASSERT_EQ(b.size(), 16u);
    for (int q = 0; q < 16; ++q) {
      for (int i = 0; i < 8; ++i) EXPECT_EQ(a[8 * q + i], (i * 34 + 2 * q) * 4);
      EXPECT_EQ(b[q], 2176 + 8 * q);
    }
    std::vector<long long> kin = constants_before(ir, "kin", "slab");
    EXPECT_EQ(kin, (std::vector<long long>{0, 1, 2, 3, 4, 5, 6, 7})); /* the G12 rows on both classes */
    EXPECT_EQ(count_of(ir, arch[4] == '1' ? "{cachepolicy = 0}" : "{cachepolicy = 20}"), 8);
    /* one slice: the lo FMA of s(0, 0, i) takes a_lo i, b_lo and the iter-arg; then hi */
    std::vector<std::string> seq = hints_between(ir, "p_s", "nothing");
    size_t first = 0;
    while (first < seq.size() && seq[first] != "b_hi") ++first;
    ASSERT_LT(first + 16, seq.size());
    for (int j = 1; j <= 16; ++j) EXPECT_EQ(seq[first + j], "acc");
  }
}

/* The whole kernel through LLVM text, every flavor the page names, and back through lower_ir. */
TEST(TwinIgemmK16Recipe, KernelsLowerAndRoundTrip) {
  Domains d;
  struct Want {
    const char* arch;
    int flavor, dtype;
    const char* call;
  } wants[] = {
      {"gfx1100", IRG_FLAVOR_LLVM16, IRG_DTYPE_F16, "call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %a_frag"},
      {"gfx1100", IRG_FLAVOR_LLVM16, IRG_DTYPE_BF16, "call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %wa."},
      {"gfx1151", IRG_FLAVOR_LLVM19, IRG_DTYPE_F16, "call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(<16 x half> %a_frag"},
      {"gfx1200", IRG_FLAVOR_LLVM22, IRG_DTYPE_BF16, "call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16(<8 x i16> %wa."},
      {"gfx1201", IRG_FLAVOR_LLVM19, IRG_DTYPE_F16, "call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag"},
      {"gfx1201", IRG_FLAVOR_LLVM22, IRG_DTYPE_F32, "call float @llvm.fma.f32(float %a_lo"},
  };
  for (const Want& w : wants) {
    irg_request_t r = on(d, w.arch, w.dtype, w.flavor);
    if (w.dtype == IRG_DTYPE_F32) block(&r, 1, 1, 1, 1, 8);
    twin_test::Emitted ll = twin_test::emit_ll(r);
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << w.arch << " " << ll.refusal_text;
    EXPECT_EQ(count_of(ll.text, w.call), w.dtype == IRG_DTYPE_F32 ? 128 : 2) << w.arch << " " << w.call;
    EXPECT_EQ(count_of(ll.text, "wmma.f32.16x16x32"), 0);
    twin_test::Emitted ir = twin_test::emit_ir(r);
    twin_test::Emitted again = twin_test::lower_ir(ir.text, w.flavor, d.of(w.flavor));
    ASSERT_EQ(again.status, IRG_STATUS_OK) << again.refusal_text;
    EXPECT_EQ(again.text, ll.text) << w.arch;
  }
}

}  // namespace ig_k16_test
