// tests/emulator/gfx11_gfx12_ops_test.cpp — the IR emulator on the LLVM text of issue 46's three
// ops (docs/implicit-gemm-gfx11-gfx12.md §2, docs/llvm-text.md): `tile.lds_load_b16`
// (a gep and `load half|bfloat, ptr addrspace(3) …, align 2`), `vec.from_elements` (an
// insertelement chain from poison) and `tile.wmma_f32_16x16x16` (the <16 x …> gfx11 and <8 x …>
// gfx12 forms, bf16 through the bitcast to <N x i16>). Values worked out by hand in the comments.
#include <gtest/gtest.h>

#include <bit>
#include <string>

#include "tests/emulator/harness.h"

namespace irgate::emu {
namespace {

const char* kDecls =
    "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    "declare void @llvm.amdgcn.s.barrier()\n"
    "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n"
    "declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8), i32, i32, i32 immarg)\n";

// Lane l stores the dword (0x4000 << 16) | (0x3C00 + l) at LDS 4l and reads four 16-bit
// elements back (tile.lds_load_b16 at even offsets):
//   half   at 4l     = f16 0x3C00 + l = 1 + l/1024
//   half   at 4l + 2 = f16 0x4000     = 2
//   bfloat at 4l     = bf16 0x3C00 + l = 2^-7 · (1 + l/128)
//   bfloat at 4l + 2 = bf16 0x4000    = 2
// each widened to float, then gathered by vec.from_elements (4 x f32) and stored at out + 16l.
constexpr const char* kLdsLoadB16 = R"(
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [128 x i8] poison, align 16
define amdgpu_kernel void @b16(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 512, i32 822165504)
  %lo = add i32 %tid, 1073757184
  %o = mul i32 %tid, 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %o
  store i32 %lo, ptr addrspace(3) %p, align 4
  call void @llvm.amdgcn.s.barrier()
  %o2 = add i32 %o, 2
  %gep.0 = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %o
  %h0 = load half, ptr addrspace(3) %gep.0, align 2
  %gep.1 = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %o2
  %h1 = load half, ptr addrspace(3) %gep.1, align 2
  %gep.2 = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %o
  %b0 = load bfloat, ptr addrspace(3) %gep.2, align 2
  %gep.3 = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %o2
  %b1 = load bfloat, ptr addrspace(3) %gep.3, align 2
  %f0 = fpext half %h0 to float
  %f1 = fpext half %h1 to float
  %f2 = fpext bfloat %b0 to float
  %f3 = fpext bfloat %b1 to float
  %vfe.4 = insertelement <4 x float> poison, float %f0, i32 0
  %vfe.5 = insertelement <4 x float> %vfe.4, float %f1, i32 1
  %vfe.6 = insertelement <4 x float> %vfe.5, float %f2, i32 2
  %v = insertelement <4 x float> %vfe.6, float %f3, i32 3
  %so = mul i32 %tid, 16
  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %v, ptr addrspace(8) %r, i32 %so, i32 0, i32 0)
  ret void
}
)";

TEST(Gfx11Gfx12Ops, LdsLoadB16ReadsTwoBytesAsHalfOrBfloat) {
  GlobalMemory mem;
  const uint64_t out = mem.allocate("out", 512);
  mem.fill_zero(out, 512);
  const std::string ll = std::string(kLdsLoadB16) + kDecls;
  Report r = test::run_ok(ll.c_str(), "gfx1100", {1, 1, 1}, {32, 1, 1}, {out}, mem);
  EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
  auto v = test::read_back<float>(mem, out, 128);
  EXPECT_EQ(v[0], 1.0f);
  EXPECT_EQ(v[1], 2.0f);
  EXPECT_EQ(v[2], 0.0078125f);  // bf16 0x3C00 = 2^-7
  EXPECT_EQ(v[3], 2.0f);
  EXPECT_EQ(v[4 * 5 + 0], 1.0f + 5.0f / 1024);  // f16 0x3C05
  EXPECT_EQ(v[4 * 5 + 2], 0.0078125f * (1.0f + 5.0f / 128));  // bf16 0x3C05
  for (int l = 0; l < 32; ++l) {
    EXPECT_EQ(v[size_t(4 * l + 0)], 1.0f + float(l) / 1024) << l;
    EXPECT_EQ(v[size_t(4 * l + 1)], 2.0f) << l;
    EXPECT_EQ(v[size_t(4 * l + 2)], 0.0078125f * (1.0f + float(l) / 128)) << l;
    EXPECT_EQ(v[size_t(4 * l + 3)], 2.0f) << l;
  }
}

// The 16x16x16 WMMA in the §2 text, A all ones, B[k][n] = k (lane l's slot s holds its K:
// gfx11 K = s + skew·(l/16), gfx12 K = 8·(l/16) + s), C = 0: every D element is 0 + 1 + … + 15
// = 120 whatever the D layout. `bf16` takes the bitcast path; `skew` (gfx11) makes lanes 16–31
// hold other K than lanes 0–15. D slots 0..3 of lane l stored at out + 16l.
std::string wmma_kernel(bool g11, bool bf16, bool skew) {
  const int n = g11 ? 16 : 8;
  const std::string t = bf16 ? "bfloat" : "half", one = bf16 ? "0xR3F80" : "0xH3C00",
                    vt = "<" + std::to_string(n) + " x " + t + ">", vi = "<" + std::to_string(n) + " x i16>";
  const std::string key = std::string("llvm.amdgcn.wmma.f32.16x16x16.") + (bf16 ? "bf16" : "f16") + ".v8f32.v" +
                          std::to_string(n) + (bf16 ? "i16" : "f16");
  std::string s = "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "define amdgpu_kernel void @w(ptr addrspace(1) %out) {\n"
                  "entry:\n"
                  "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
                  "  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 512, i32 822165504)\n"
                  "  %h = lshr i32 %tid, 4\n";
  s += std::string("  %kb = mul i32 %h, ") + (g11 ? (skew ? "1" : "0") : "8") + "\n";
  std::string a = "poison", b = "poison";
  for (int k = 0; k < n; ++k) {
    const std::string ks = std::to_string(k);
    s += "  %k" + ks + " = add i32 %kb, " + ks + "\n";
    s += "  %kf" + ks + " = uitofp i32 %k" + ks + " to float\n";
    s += "  %kh" + ks + " = fptrunc float %kf" + ks + " to " + t + "\n";
    const std::string na = k == n - 1 ? "%a" : "%vfe.a" + ks, nb = k == n - 1 ? "%b" : "%vfe.b" + ks;
    s += "  " + na + " = insertelement " + vt + " " + a + ", " + t + " " + one + ", i32 " + ks + "\n";
    s += "  " + nb + " = insertelement " + vt + " " + b + ", " + t + " %kh" + ks + ", i32 " + ks + "\n";
    a = na, b = nb;
  }
  if (bf16) {
    s += "  %wa.0 = bitcast " + vt + " %a to " + vi + "\n  %wb.0 = bitcast " + vt + " %b to " + vi + "\n";
    s += "  %d = call <8 x float> @" + key + "(" + vi + " %wa.0, " + vi + " %wb.0, <8 x float> zeroinitializer)\n";
  } else {
    s += "  %d = call <8 x float> @" + key + "(" + vt + " %a, " + vt + " %b, <8 x float> zeroinitializer)\n";
  }
  s += "  %d4 = shufflevector <8 x float> %d, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>\n"
       "  %so = mul i32 %tid, 16\n"
       "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %d4, ptr addrspace(8) %r, i32 %so, i32 0, i32 0)\n"
       "  ret void\n"
       "}\n";
  s += "declare <8 x float> @" + key + "(" + (bf16 ? vi : vt) + ", " + (bf16 ? vi : vt) + ", <8 x float>)\n";
  return s + kDecls;
}

TEST(Gfx11Gfx12Ops, Wmma16x16x16BothFormsBothDtypesSumK) {
  for (bool g11 : {true, false})
    for (bool bf16 : {false, true}) {
      GlobalMemory mem;
      const uint64_t out = mem.allocate("out", 512);
      mem.fill_zero(out, 512);
      const std::string ll = wmma_kernel(g11, bf16, false);
      Report r = test::run_ok(ll.c_str(), g11 ? "gfx1100" : "gfx1200", {1, 1, 1}, {32, 1, 1}, {out}, mem);
      EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
      auto v = test::read_back<float>(mem, out, 128);
      for (int i = 0; i < 128; ++i) EXPECT_EQ(v[size_t(i)], 120.0f) << (g11 ? "gfx11 " : "gfx12 ") << (bf16 ? "bf16 " : "f16 ") << i;
    }
}

TEST(Gfx11Gfx12Ops, Gfx11WmmaWithUnequalHalfWavesIsAFault) {
  GlobalMemory mem;
  const uint64_t out = mem.allocate("out", 512);
  mem.fill_zero(out, 512);
  const std::string ll = wmma_kernel(true, false, true);
  Report r = test::run_ok(ll.c_str(), "gfx1100", {1, 1, 1}, {32, 1, 1}, {out}, mem);
  const std::string text = test::findings_text(r);
  EXPECT_NE(text.find("fault: "), std::string::npos) << text;
  EXPECT_NE(text.find("lanes 0-15 and 16-31"), std::string::npos) << text;
}

}  // namespace
}  // namespace irgate::emu
