// tests/isa/exec_gfx11_gfx12_valu_test.cpp — the VALU, LDS and scalar-load instructions llc emits
// for implicit GEMM's fp32 body and fragment reads on gfx11 and gfx12, on the ISA executor (the
// kernels and fixture: exec_gfx11_gfx12_fixture.h):
//
// * an fp32 FMA kernel (`llvm.fma.f32` chains, as the VALU body of §6): v_fmac_f32 and
//   v_dual_fmac_f32, bit for bit the fma chain computed here on random full-significand operands;
//   the same kernel in LLVM 19's buffer dialect built by llc-19, when it is installed.
// * inline-asm ds_load_u16 / ds_load_u16_d16 / ds_load_u16_d16_hi and v_fmac_f32_e64 with a
//   negated source, values worked out by hand.
// * inline-asm s_load_b512 in its SGPR-offset form and gfx12's s_wait_samplecnt / s_wait_bvhcnt
//   (seen in llc's code for the spec's probe kernels), reading back known kernargs.
//
// Needs llc-22 (label numerics).
#include "tests/isa/exec_gfx11_gfx12_fixture.h"

namespace irgate {
namespace {

// Its own suite name: the WMMA file instantiates ExecGfx11Gfx12.
class ExecGfx11Gfx12Valu : public ExecGfx11Gfx12 {};

// The FMA kernel's kernargs: x, y and c filled, then d, 4 KiB each, zeroed first.
std::vector<uint64_t> fma_buffers(emu::GlobalMemory& mem, const std::vector<float>& x, const std::vector<float>& y,
                                  const std::vector<float>& c) {
  std::vector<uint64_t> args;
  for (const std::vector<float>* v : {&x, &y, &c}) {
    args.push_back(mem.allocate("in", 4096));
    mem.fill_zero(args.back(), 4096);
    mem.write(args.back(), v->data(), v->size() * 4);
  }
  args.push_back(mem.allocate("d", 4096));
  mem.fill_zero(args.back(), 4096);
  return args;
}

TEST_P(ExecGfx11Gfx12Valu, FmaKernelUsesVFmacAndVDualFmacBitForBit) {
  std::vector<std::string> mn;
  const std::string ll = fma_kernel();
  const isa::exec::Program p = compile(ll, &mn);
  EXPECT_GT(count(mn, "v_fmac_f32_e32") + count(mn, "v_fmac_f32"), 0u) << arch();
  EXPECT_GT(count(mn, "v_dual_fmac_f32"), 0u) << arch();
  std::mt19937 rng(7);
  auto draw = [&] {
    const float m = float(int32_t(rng() % 0x1000000u) - 0x800000) * 0x1p-23f;
    return std::ldexp(m, int(rng() % 17) - 8);
  };
  std::vector<float> x(128), y(128), c(512);
  for (float& v : x) v = draw();
  for (float& v : y) v = draw();
  for (float& v : c) v = draw();
  std::vector<float> want(512), unfused(512);
  for (int l = 0; l < 32; ++l)
    for (int e = 0; e < 16; ++e) {
      float acc = c[size_t(16 * l + e)], sep = acc;
      for (int r = 0; r < 4; ++r) {
        const float a = x[size_t(4 * l + e / 4)], b = y[size_t(4 * l + (e % 4 + r) % 4)];
        acc = std::fma(a, b, acc);
        const volatile float prod = a * b;
        sep = sep + prod;
      }
      want[size_t(16 * l + e)] = acc;
      unfused[size_t(16 * l + e)] = sep;
    }
  EXPECT_GT(bits_differ(want, unfused), 0);  // the operands tell a fused chain from mul + add
  for (int executor = 0; executor < 2; ++executor) {
    emu::GlobalMemory mem;
    const std::vector<uint64_t> args = fma_buffers(mem, x, y, c);
    EXPECT_EQ(executor == 0 ? run_isa(p, mem, args) : run_ir(ll, mem, args), "");
    std::vector<float> d(512);
    mem.read(args[3], d.data(), 2048);
    EXPECT_EQ(bits_differ(d, want), 0) << (executor == 0 ? "ISA " : "IR ") << arch();
  }
}

TEST_P(ExecGfx11Gfx12Valu, SixteenBitLdsLoadsWriteTheirHalfAndFmacE64NegatesAHandWorkedCase) {
  std::vector<std::string> mn;
  const isa::exec::Program p = compile(asm_kernel(arch()), &mn);
  for (const char* m : {"ds_load_u16", "ds_load_u16_d16", "ds_load_u16_d16_hi", "v_fmac_f32_e64"})
    EXPECT_EQ(count(mn, m), 1u) << m;
  emu::GlobalMemory mem;
  std::vector<uint64_t> args{mem.allocate("d", 4096)};
  mem.fill_zero(args[0], 4096);
  EXPECT_EQ(run_isa(p, mem, args), "");
  std::vector<uint32_t> out(128);
  mem.read(args[0], out.data(), 512);
  // lane 0: LDS dword 0x11223344, the half at +2 is 0x1122; lane 5: 0x16273849 -> 0x1627
  EXPECT_EQ(out[0], 0x00001122u);
  EXPECT_EQ(out[1], 0xAAAA1122u);
  EXPECT_EQ(out[2], 0x1122BBBBu);
  EXPECT_EQ(out[3], std::bit_cast<uint32_t>(90.0f));
  EXPECT_EQ(out[5 * 4 + 0], 0x00001627u);
  EXPECT_EQ(out[5 * 4 + 1], 0xAAAA1627u);
  EXPECT_EQ(out[5 * 4 + 2], 0x1627BBBBu);
  for (unsigned l = 0; l < 32; ++l) {
    const uint32_t h = 0x1122u + 0x0101u * l;
    EXPECT_EQ(out[4 * l + 0], h) << l;
    EXPECT_EQ(out[4 * l + 1], 0xAAAA0000u | h) << l;
    EXPECT_EQ(out[4 * l + 2], h << 16 | 0xBBBBu) << l;
  }
}

TEST_P(ExecGfx11Gfx12Valu, SLoadB512SgprFormAndGfx12SampleBvhWaits) {
  std::vector<std::string> mn;
  const isa::exec::Program p = compile(sload_kernel(arch()), &mn);
  EXPECT_EQ(count(mn, "s_load_b512"), 1u);
  if (!is_gfx11(arch())) {
    EXPECT_EQ(count(mn, "s_wait_samplecnt"), 1u);
    EXPECT_EQ(count(mn, "s_wait_bvhcnt"), 1u);
  }
  emu::GlobalMemory mem;
  std::vector<uint64_t> args{mem.allocate("d", 4096)};
  mem.fill_zero(args[0], 4096);
  for (uint64_t i = 0; i < 16; ++i) args.push_back(1000 + 7 * i);  // a_i = 1000 + 7i
  EXPECT_EQ(run_isa(p, mem, args), "");
  std::vector<uint32_t> out(512);
  mem.read(args[0], out.data(), 2048);
  EXPECT_EQ(out[0], uint32_t(args[0]));        // %d, low word
  EXPECT_EQ(out[1], uint32_t(args[0] >> 32));  // %d, high word
  EXPECT_EQ(out[2], 1000u);                    // a0
  EXPECT_EQ(out[15], 1091u);                   // a13 = 1000 + 91
  for (unsigned l = 0; l < 32; ++l)
    for (unsigned i = 2; i < 16; ++i) EXPECT_EQ(out[16 * l + i], 1000u + 7 * (i - 2)) << l << " " << i;
}

// The same WMMA kernel in LLVM 19's buffer dialect (make.buffer.rsrc.p1, an i32 num_records)
// built by llc-19, whose fragment reads differ (gfx11: ds_load_u16 + ds_load_u16_d16_hi and a
// v_or_b32 packing, spec §10 M2).
TEST_P(ExecGfx11Gfx12Valu, FmaKernelBuiltByLlc19IsTheFmaChain) {
  if (!toolchain::find_toolchain(IRG_FLAVOR_LLVM19)) GTEST_SKIP() << "llc-19 / ld.lld-19 are not installed";
  std::vector<std::string> mn;
  const isa::exec::Program p = compile(llvm19_dialect(fma_kernel()), &mn, IRG_FLAVOR_LLVM19);
  EXPECT_GT(count(mn, "v_fmac_f32_e32") + count(mn, "v_dual_fmac_f32"), 0u) << arch();
  std::mt19937 rng(3);
  std::vector<float> x(128), y(128), c(512), want(512);
  for (float& v : x) v = float(int(rng() % 2001) - 1000) * 0x1p-7f;
  for (float& v : y) v = float(int(rng() % 2001) - 1000) * 0x1p-9f;
  for (float& v : c) v = float(int32_t(rng() % 0x1000000u) - 0x800000) * 0x1p-20f;
  for (int l = 0; l < 32; ++l)
    for (int e = 0; e < 16; ++e) {
      float acc = c[size_t(16 * l + e)];
      for (int r = 0; r < 4; ++r) acc = std::fma(x[size_t(4 * l + e / 4)], y[size_t(4 * l + (e % 4 + r) % 4)], acc);
      want[size_t(16 * l + e)] = acc;
    }
  emu::GlobalMemory mem;
  const std::vector<uint64_t> args = fma_buffers(mem, x, y, c);
  EXPECT_EQ(run_isa(p, mem, args), "");
  std::vector<float> d(512);
  mem.read(args[3], d.data(), 2048);
  EXPECT_EQ(bits_differ(d, want), 0) << arch();
}
INSTANTIATE_TEST_SUITE_P(Arches, ExecGfx11Gfx12Valu, ::testing::Values("gfx1100", "gfx1151", "gfx1200", "gfx1201"),
                         [](const ::testing::TestParamInfo<const char*>& i) { return std::string(i.param); });

}  // namespace
}  // namespace irgate
