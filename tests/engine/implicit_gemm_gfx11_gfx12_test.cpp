// tests/engine/implicit_gemm_gfx11_gfx12_test.cpp — the reference engine's pieces of
// implicit_gemm_wgrad on gfx11/gfx12 (docs/implicit-gemm-gfx11-gfx12.md) that are
// easy to get subtly wrong: the LLVM text of the three ops of §2 (temp names and order, the bf16
// bitcasts, a refused key leaving no temp), the verifier's from_elements rule, the §7 estimate
// per arch class (the §9 grid values) and the ig_lds_budget rule ahead of the register rule.
#include <gtest/gtest.h>

#include <string>

#include "engine/kernels/implicit_gemm_wgrad.h"
#include "engine/refusal.h"
#include "engine/target.h"
#include "irgate/engine_api.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

using engine::implicit_gemm_shape;

irg_implicit_gemm_wgrad_spec_t block(int dtype, int wm, int wn, int tm, int tn, int ks) {
  irg_implicit_gemm_wgrad_spec_t s =
      irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250").spec.implicit_gemm;
  s.dtype = dtype;
  s.waves_m = wm;
  s.waves_n = wn;
  s.wave_tiles_m = tm;
  s.wave_tiles_n = tn;
  s.k_steps = ks;
  return s;
}

TEST(ImplicitGemmGfx11Gfx12, GridEstimatesPerArchClass) {
  for (int dt : {IRG_DTYPE_F16, IRG_DTYPE_BF16}) {
    EXPECT_EQ(implicit_gemm_shape(block(dt, 1, 1, 1, 1, 8), IRG_ARCH_FAMILY_GFX11).vgpr_total, 176);
    EXPECT_EQ(implicit_gemm_shape(block(dt, 1, 1, 1, 1, 8), IRG_ARCH_FAMILY_GFX12).vgpr_total, 160);
    EXPECT_EQ(implicit_gemm_shape(block(dt, 2, 2, 2, 2, 32), IRG_ARCH_FAMILY_GFX11).vgpr_total, 256);
    EXPECT_EQ(implicit_gemm_shape(block(dt, 2, 2, 2, 2, 32), IRG_ARCH_FAMILY_GFX12).vgpr_total, 224);
    EXPECT_EQ(implicit_gemm_shape(block(dt, 1, 1, 1, 1, 8), IRG_ARCH_FAMILY_GFX11).lds_bytes, 3072);
    EXPECT_EQ(implicit_gemm_shape(block(dt, 2, 2, 2, 2, 32), IRG_ARCH_FAMILY_GFX12).lds_bytes, 9216);
  }
  for (irg_arch_family c : {IRG_ARCH_FAMILY_GFX11, IRG_ARCH_FAMILY_GFX12}) {
    EXPECT_EQ(implicit_gemm_shape(block(IRG_DTYPE_F32, 1, 1, 1, 1, 8), c).vgpr_total, 244);
    EXPECT_EQ(implicit_gemm_shape(block(IRG_DTYPE_F32, 2, 2, 1, 1, 32), c).vgpr_total, 228);
    EXPECT_EQ(implicit_gemm_shape(block(IRG_DTYPE_F32, 2, 2, 2, 2, 32), c).vgpr_total, 376);
    EXPECT_EQ(implicit_gemm_shape(block(IRG_DTYPE_F32, 2, 2, 1, 1, 32), c).lds_bytes, 8704);
  }
  // gfx1250 keeps its terms.
  const auto d = implicit_gemm_shape(block(IRG_DTYPE_F16, 2, 2, 2, 2, 32), IRG_ARCH_FAMILY_GFX1250);
  EXPECT_EQ(d.vgpr_frag, 8 * 4);
}

engine::RefusalId refusal_of(const irg_implicit_gemm_wgrad_spec_t& s, const char* arch) {
  try {
    engine::validate_implicit_gemm(s, *engine::find_arch(arch));
  } catch (const engine::Failure& f) {
    return f.refusal.id;
  }
  return engine::RefusalId::ig_dtype;  // "admitted" marker, never what a test expects below
}

TEST(ImplicitGemmGfx11Gfx12, LdsRuleFiresBeforeTheRegisterRule) {
  // §7's refusal tests: 67584 and 71808 bytes over 65536.
  EXPECT_EQ(refusal_of(block(IRG_DTYPE_F16, 16, 1, 4, 1, 8), "gfx1100"), engine::RefusalId::ig_lds_budget);
  EXPECT_EQ(refusal_of(block(IRG_DTYPE_F32, 1, 16, 1, 2, 8), "gfx1200"), engine::RefusalId::ig_lds_budget);
  // Never on gfx1250 (327680 bytes): the same blocks go on to the register rule or pass.
  EXPECT_NE(refusal_of(block(IRG_DTYPE_F16, 16, 1, 4, 1, 8), "gfx1250"), engine::RefusalId::ig_lds_budget);
  EXPECT_EQ(refusal_of(block(IRG_DTYPE_F32, 2, 2, 2, 2, 32), "gfx1151"), engine::RefusalId::ig_vgpr_budget);
  EXPECT_EQ(refusal_of(block(IRG_DTYPE_F16, 2, 2, 2, 2, 32), "gfx1100"), engine::RefusalId::ig_dtype);  // admitted
}

class ImplicitGemmOps : public CorpusFixture {};

// One 16-bit read, a 16-element bf16 operand and a gfx11 WMMA, lowered for gfx1100 (§2).
std::string ops_ir(const char* arch, int lanes) {
  std::string t = std::string("irgate.ir v1\nkernel @k {arch = \"") + arch +
                  "\", block_size = 32}\n  param %0:o : i32\n  %1:lds = tile.lds_alloc {bytes = 64} : ptr<lds>\n"
                  "  %2:e = tile.lds_load_b16 %1, %0 : bf16\n  %3:v = vec.from_elements";
  for (int j = 0; j < lanes; ++j) t += j ? ", %2" : " %2";
  t += " : vec<" + std::to_string(lanes) + " x bf16>\n  %4:z = arith.constant {value = 0x0p+0} : vec<8 x f32>\n"
       "  %5:acc = tile.wmma_f32_16x16x16 %3, %3, %4 : vec<8 x f32>\nend\n";
  return t;
}

TEST_F(ImplicitGemmOps, LlvmTextOfTheThreeOps) {
  Emission e = lower_ir(irg_reference_engine(), ops_ir("gfx1100", 16), IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  ASSERT_EQ(e.status, IRG_STATUS_OK) << e.refusal_text;
  const std::string& s = e.text;
  EXPECT_NE(s.find("  %gep.1 = getelementptr inbounds i8, ptr addrspace(3) @lds.k, i32 %o\n"
                   "  %e2 = load bfloat, ptr addrspace(3) %gep.1, align 2\n"
                   "  %vfe.2 = insertelement <16 x bfloat> poison, bfloat %e2, i32 0\n"
                   "  %vfe.3 = insertelement <16 x bfloat> %vfe.2, bfloat %e2, i32 1\n"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("  %vfe.16 = insertelement <16 x bfloat> %vfe.15, bfloat %e2, i32 14\n"
                   "  %v3 = insertelement <16 x bfloat> %vfe.16, bfloat %e2, i32 15\n"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("  %wa.17 = bitcast <16 x bfloat> %v3 to <16 x i16>\n"
                   "  %wb.18 = bitcast <16 x bfloat> %v3 to <16 x i16>\n"
                   "  %acc5 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16> %wa.17, "
                   "<16 x i16> %wb.18, <8 x float> zeroinitializer)\n"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16>, <16 x i16>, "
                   "<8 x float>)"),
            std::string::npos);
}

TEST_F(ImplicitGemmOps, TheWrongWidthIsRefusedByTheTable) {
  // The verifier does not know the arch: a gfx11-form WMMA on gfx1200 verifies and is refused when lowered.
  Emission e = lower_ir(irg_reference_engine(), ops_ir("gfx1200", 16), IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(e.refusal_id, "arch_intrinsic_absent") << e.refusal_text;
  Emission ok = lower_ir(irg_reference_engine(), ops_ir("gfx1200", 8), IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(ok.status, IRG_STATUS_OK) << ok.refusal_text;
  EXPECT_NE(ok.text.find("@llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16(<8 x i16> %wa.9, <8 x i16> %wb.10, "),
            std::string::npos)
      << ok.text;
}

TEST_F(ImplicitGemmOps, FromElementsNeedsOneOperandPerElement) {
  std::string text = ops_ir("gfx1100", 16);
  text.replace(text.find(" : vec<16 x bf16>"), 17, " : vec<8 x bf16>");
  Emission e = lower_ir(irg_reference_engine(), text, IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(e.refusal_id, "ir_invalid") << e.refusal_text;
}

}  // namespace
}  // namespace irgate::testing
