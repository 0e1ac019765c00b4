// tests/isa/exec_gfx11_gfx12_test.cpp — the WMMA instructions llc-22 emits for implicit GEMM on gfx11 and
// gfx12 (docs/implicit-gemm-gfx11-gfx12.md §10 M2, M3) on the ISA executor, from
// code objects llc-22 + ld.lld-22 build out of hand-written LLVM IR kernels:
//
// * a WMMA kernel in the LLVM text of the spec's §2 ops (`tile.lds_load_b16`: a gep and
//   `load half|bfloat` from LDS per element; `vec.from_elements`: an insertelement chain from
//   poison; `tile.wmma_f32_16x16x16`: the bf16 bitcast to <N x i16> and the call), on gfx1100,
//   gfx1151 (<16 x …>, ds_load_u16_d16 / _d16_hi) and gfx1200, gfx1201 (<8 x …>, ds_load_u16 /
//   _d16_hi), f16 and bf16: D on exact inputs equals C + A·B computed here from the layouts
//   (gfx11: A/B slot s of lane l is K = s, D slot v row 2v + l/16; gfx12: K = 8·(l/16) + s, row
//   8·(l/16) + v), on the ISA executor and on the IR emulator under every WMMA model; an identity
//   A gives B + C; a gfx11 kernel whose upper half-wave reads other K is refused by both; each
//   arch's WMMA rounds once a DOT2 (gfx11) or DOT4 (gfx12, K blocks alternating) step, with
//   gfx11's subnormal flushes, on hand-worked rows.
// * the WMMA kernel in LLVM 19's buffer dialect built by llc-19 (its gfx11 fragment reads are
//   ds_load_u16 + ds_load_u16_d16_hi + v_or_b32), when llc-19 is installed.
//
// The fp32 FMA, 16-bit LDS load and s_load_b512 kernels: exec_gfx11_gfx12_valu_test.cpp; the
// kernels and fixture both use: exec_gfx11_gfx12_fixture.h.
//
// Needs llc-22 (label numerics).
#include "tests/isa/exec_gfx11_gfx12_fixture.h"

namespace irgate {
namespace {

TEST_P(ExecGfx11Gfx12, WmmaKernelUsesTheSixteenBitLdsLoadsAndRuns) {
  const bool g11 = is_gfx11(arch());
  for (bool bf16 : {false, true}) {
    std::vector<std::string> mn;
    (void)compile(wmma_kernel(arch(), bf16), &mn);
    EXPECT_EQ(count(mn, bf16 ? "v_wmma_f32_16x16x16_bf16" : "v_wmma_f32_16x16x16_f16"), 1u);
    // 2 operands x N elements: the first of each VGPR's pair a low-half load, the second _d16_hi
    const size_t per = g11 ? 16 : 8;
    EXPECT_EQ(count(mn, "ds_load_u16_d16_hi"), per) << arch();
    EXPECT_EQ(count(mn, "ds_load_u16_d16") + count(mn, "ds_load_u16"), per) << arch();
  }
}

TEST_P(ExecGfx11Gfx12, WmmaOnExactInputsIsCPlusABOnBothExecutors) {
  const bool g11 = is_gfx11(arch());
  for (bool bf16 : {false, true}) {
    const std::string ll = wmma_kernel(arch(), bf16);
    const isa::exec::Program p = compile(ll);
    for (unsigned seed = 1; seed <= 3; ++seed) {
      const Matrices o = random_matrices(seed);
      const std::vector<float> want = exact_product(o);
      WmmaMemory mi(o, g11, bf16);
      EXPECT_EQ(run_isa(p, mi.mem, mi.args), "");
      EXPECT_EQ(bits_differ(mi.d(), want), 0) << arch() << (bf16 ? " bf16" : " f16") << " seed " << seed;
      for (emu::WmmaModel model : emu::kWmmaModels) {
        WmmaMemory me(o, g11, bf16);
        EXPECT_EQ(run_ir(ll, me.mem, me.args, model), "");
        EXPECT_EQ(bits_differ(me.d(), want), 0) << arch() << " IR " << emu::wmma_model_name(model);
      }
    }
  }
}

TEST_P(ExecGfx11Gfx12, IdentityAGivesBPlusC) {
  // A = I: D[m][n] = B[m][n] + C[m][n] = (m - n)/2 + (m + n) for B[k][n] = (k - n)/2, C = m + n.
  Matrices o;
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) {
      o.a[size_t(m * 16 + n)] = m == n ? 1.0f : 0.0f;
      o.b[size_t(m * 16 + n)] = float(m - n) * 0.5f;
      o.c[size_t(m * 16 + n)] = float(m + n);
    }
  const std::string ll = wmma_kernel(arch(), false);
  WmmaMemory mi(o, is_gfx11(arch()), false);
  EXPECT_EQ(run_isa(compile(ll), mi.mem, mi.args), "");
  WmmaMemory me(o, is_gfx11(arch()), false);
  EXPECT_EQ(run_ir(ll, me.mem, me.args), "");
  const std::vector<float> di = mi.d(), de = me.d();
  EXPECT_EQ(di[0], 0.0f);                          // D[0][0] = 0 + 0
  EXPECT_EQ(di[1 * 16 + 0], 1.5f);                 // D[1][0] = 0.5 + 1
  EXPECT_EQ(di[0 * 16 + 1], 0.5f);                 // D[0][1] = -0.5 + 1
  EXPECT_EQ(di[15 * 16 + 15], 30.0f);              // D[15][15] = 0 + 30
  EXPECT_EQ(di[9 * 16 + 2], 14.5f);                // D[9][2] = 3.5 + 11
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) {
      const float want = float(m - n) * 0.5f + float(m + n);
      EXPECT_EQ(di[size_t(m * 16 + n)], want) << "ISA m " << m << " n " << n;
      EXPECT_EQ(de[size_t(m * 16 + n)], want) << "IR m " << m << " n " << n;
    }
}

TEST_P(ExecGfx11Gfx12, Gfx11UpperHalfWaveReadingOtherKIsRefused) {
  if (!is_gfx11(arch())) GTEST_SKIP() << "gfx11 only";
  const std::string ll = wmma_kernel(arch(), false, true);
  const Matrices o = random_matrices(4);
  WmmaMemory mi(o, true, false);
  EXPECT_NE(run_isa(compile(ll), mi.mem, mi.args), "");
  WmmaMemory me(o, true, false);
  EXPECT_NE(run_ir(ll, me.mem, me.args).find("lanes 0-15 and 16-31"), std::string::npos);
}

// The rounding of each arch's WMMA steps (isa/exec/exec_wmma.cpp, docs/wmma-gfx11-gfx12.md §3),
// worked by hand on rows whose sums tell the step structures apart. B is all ones (bf16: its
// K = 15 row 2^-64), so row m's products are A[m][k]; C is row m's constant.
//   row 0: C = 8192 (ulp 2^-10), A[0][0] = A[0][1] = 2^-11 (half an ulp each). One step holding
//     both rounds 8192 + 2^-10 exactly; a chain of one product a step ties to even twice: 8192.
//   row 1: the same pair at K 1 and 2: gfx11's DOT2 steps split it (8192), gfx12's DOT4 do not.
//   row 2: C = 0, A = 2048 at K 0, 2^-13 at K 8, -2048 at K 4: gfx12 takes K 8-11 before 4-7, so
//     2048 + 2^-13 ties to 2048 and the -2048 leaves 0; K order cancels first: 2^-13.
//   row 3: C = 2^-130, a subnormal: gfx11 reads it as zero, gfx12 keeps it.
//   bf16 only, row 4: A[4][15] = 2^-64 times B's 2^-64: a 2^-128 result, flushed on gfx11;
//     row 5: A[5][0] = 2^-130, a bf16 subnormal input, read as zero on gfx11.
TEST_P(ExecGfx11Gfx12, WmmaRoundsOnceAStepOfTheArchsDotProduct) {
  const bool g11 = is_gfx11(arch());
  for (bool bf16 : {false, true}) {
    Matrices o;
    std::fill(o.b.begin(), o.b.end(), 1.0f);
    if (bf16) std::fill(o.b.begin() + 15 * 16, o.b.end(), 0x1p-64f);
    std::fill(o.c.begin(), o.c.begin() + 32, 8192.0f);  // rows 0 and 1
    o.a[0 * 16 + 0] = o.a[0 * 16 + 1] = 0x1p-11f;
    o.a[1 * 16 + 1] = o.a[1 * 16 + 2] = 0x1p-11f;
    o.a[2 * 16 + 0] = 2048.0f, o.a[2 * 16 + 8] = 0x1p-13f, o.a[2 * 16 + 4] = -2048.0f;
    std::fill(o.c.begin() + 3 * 16, o.c.begin() + 4 * 16, 0x1p-130f);
    if (bf16) o.a[4 * 16 + 15] = 0x1p-64f, o.a[5 * 16 + 0] = 0x1p-130f;
    const float want[6] = {8192.0f + 0x1p-10f, g11 ? 8192.0f : 8192.0f + 0x1p-10f, g11 ? 0x1p-13f : 0.0f,
                           g11 ? 0.0f : 0x1p-130f, g11 ? 0.0f : 0x1p-128f, g11 ? 0.0f : 0x1p-130f};
    WmmaMemory mi(o, g11, bf16);
    EXPECT_EQ(run_isa(compile(wmma_kernel(arch(), bf16)), mi.mem, mi.args), "");
    const std::vector<float> d = mi.d();
    for (int m = 0; m < 16; ++m)
      for (int n = 0; n < 16; ++n) {
        const float expect = m < (bf16 ? 6 : 4) ? want[m] : 0.0f;
        EXPECT_EQ(std::bit_cast<uint32_t>(d[size_t(m * 16 + n)]), std::bit_cast<uint32_t>(expect))
            << arch() << (bf16 ? " bf16" : " f16") << " row " << m << " column " << n << ": " << d[size_t(m * 16 + n)];
      }
  }
}
TEST_P(ExecGfx11Gfx12, WmmaKernelBuiltByLlc19RunsOnExactInputs) {
  if (!toolchain::find_toolchain(IRG_FLAVOR_LLVM19)) GTEST_SKIP() << "llc-19 / ld.lld-19 are not installed";
  const bool g11 = is_gfx11(arch());
  for (bool bf16 : {false, true}) {
    std::vector<std::string> mn;
    const isa::exec::Program p = compile(llvm19_dialect(wmma_kernel(arch(), bf16)), &mn, IRG_FLAVOR_LLVM19);
    EXPECT_EQ(count(mn, "ds_load_u16_d16_hi"), g11 ? 16u : 8u) << arch();
    EXPECT_GT(count(mn, "ds_load_u16"), 0u) << arch();
    const Matrices o = random_matrices(9);
    WmmaMemory mi(o, g11, bf16);
    EXPECT_EQ(run_isa(p, mi.mem, mi.args), "");
    EXPECT_EQ(bits_differ(mi.d(), exact_product(o)), 0) << arch() << (bf16 ? " bf16" : " f16");
  }
}

INSTANTIATE_TEST_SUITE_P(Arches, ExecGfx11Gfx12, ::testing::Values("gfx1100", "gfx1151", "gfx1200", "gfx1201"),
                         [](const ::testing::TestParamInfo<const char*>& i) { return std::string(i.param); });

}  // namespace
}  // namespace irgate
