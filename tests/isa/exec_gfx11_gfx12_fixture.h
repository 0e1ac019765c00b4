// tests/isa/exec_gfx11_gfx12_fixture.h — what the two gfx11/gfx12 ISA-executor test files share
// (exec_gfx11_gfx12_test.cpp: the WMMA kernels; exec_gfx11_gfx12_valu_test.cpp: the VALU, LDS and
// scalar-load kernels): the hand-written LLVM IR kernels, their memory images, and the fixture that
// compiles a kernel with llc + ld.lld and runs it on the ISA executor or the IR emulator. Included
// by those two files only, into one test program: its definitions are local to each file (inline,
// so that a file using some of them compiles without unused-function warnings).
//
//   TEST_P(ExecGfx11Gfx12, X) { const isa::exec::Program p = compile(wmma_kernel(arch(), false)); }
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "emulator/launch.h"
#include "emulator/translate.h"
#include "isa/code_object.h"
#include "isa/decode.h"
#include "isa/exec/launch.h"
#include "isa/exec/predecode.h"
#include "machine/arch.h"
#include "machine/float_bits.h"
#include "machine/wmma.h"
#include "runtime/isa_kernels.h"
#include "toolchain/tools.h"

namespace irgate {
namespace {

const std::string kRsrc = "@llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) ";
const std::string kFlags = ", i16 0, i64 4096, i32 822165504)";  // arches.def rsrc_dword3 (gfx11, gfx12)

inline bool is_gfx11(const std::string& arch) { return arch.starts_with("gfx11"); }

// The WMMA kernel, one wave. Buffer `ab` holds A K-major ([k][m], 16 x 16 halves, bytes 0..511)
// and B ([k][n], bytes 512..1023), as the spec's staging keeps a lane's K run strided (§3); each
// lane stages 16 bytes of each into LDS at the same offsets. Lane l (m = l % 16, h = l / 16) then
// reads its N elements of A, A[m][k], at 2·(16k + m), and of B, B[k][m], at 512 + 2·(16k + m),
// for K = s (gfx11) or 8h + s (gfx12): one `load half|bfloat` each (32 bytes apart, so llc
// cannot merge them), assembled by insertelement. `skew` (gfx11) moves the upper half-wave's A
// reads one K on, so its lanes 16–31 differ from lanes 0–15. C is lane-major in
// buffer `c` (lane l's 8 floats at 32l), D is stored the same way.
inline std::string wmma_kernel(const std::string& arch, bool bf16, bool skew = false) {
  const bool g11 = is_gfx11(arch);
  const int n = g11 ? 16 : 8;
  const std::string t = bf16 ? "bfloat" : "half", vt = "<" + std::to_string(n) + " x " + t + ">",
                    vi = "<" + std::to_string(n) + " x i16>";
  const std::string key = std::string("llvm.amdgcn.wmma.f32.16x16x16.") + (bf16 ? "bf16" : "f16") + ".v8f32." +
                          (bf16 ? "v" + std::to_string(n) + "i16" : "v" + std::to_string(n) + "f16");
  std::string s = "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "@lds = internal addrspace(3) global [1024 x i8] poison, align 16\n"
                  "define amdgpu_kernel void @wmma16(ptr addrspace(1) %ab, ptr addrspace(1) %c, ptr addrspace(1) %d) {\n"
                  "entry:\n"
                  "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
                  "  %rab = call ptr addrspace(8) " + kRsrc + "%ab" + kFlags + "\n"
                  "  %rc = call ptr addrspace(8) " + kRsrc + "%c" + kFlags + "\n"
                  "  %rd = call ptr addrspace(8) " + kRsrc + "%d" + kFlags + "\n"
                  "  %so = mul i32 %tid, 16\n"
                  "  %so2 = add i32 %so, 512\n"
                  "  %sa = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rab, i32 %so, i32 0, i32 0)\n"
                  "  %sb = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rab, i32 %so2, i32 0, i32 0)\n"
                  "  %spa = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %so\n"
                  "  store <4 x i32> %sa, ptr addrspace(3) %spa, align 16\n"
                  "  %spb = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %so2\n"
                  "  store <4 x i32> %sb, ptr addrspace(3) %spb, align 16\n"
                  "  call void @llvm.amdgcn.s.barrier()\n"
                  "  %m = and i32 %tid, 15\n"
                  "  %h = lshr i32 %tid, 4\n"
                  "  %am = mul i32 %m, 2\n"
                  "  %bm0 = mul i32 %m, 2\n"
                  "  %bm = add i32 %bm0, 512\n";
  if (g11 && skew) {
    s += "  %hk = mul i32 %h, 32\n  %abase = add i32 %am, %hk\n  %bbase = add i32 %bm, 0\n";
  } else if (g11) {
    s += "  %abase = add i32 %am, 0\n  %bbase = add i32 %bm, 0\n";
  } else {  // K = 8h + s: 8 rows (256 bytes) on
    s += "  %hb = mul i32 %h, 256\n  %abase = add i32 %am, %hb\n  %bbase = add i32 %bm, %hb\n";
  }
  int temp = 0;
  // one operand: N element loads (tile.lds_load_b16), then the insertelement chain (vec.from_elements)
  auto operand = [&](const std::string& name, const std::string& base, int stride) {
    std::vector<std::string> elems;
    for (int k = 0; k < n; ++k) {
      const std::string off = "%" + name + "o" + std::to_string(k), gep = "%gep." + std::to_string(temp++),
                        e = "%" + name + "e" + std::to_string(k);
      s += "  " + off + " = add i32 " + base + ", " + std::to_string(stride * k) + "\n";
      s += "  " + gep + " = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 " + off + "\n";
      s += "  " + e + " = load " + t + ", ptr addrspace(3) " + gep + ", align 2\n";
      elems.push_back(e);
    }
    std::string prev = "poison";
    for (int k = 0; k < n; ++k) {
      const std::string r = k == n - 1 ? "%" + name : "%vfe." + std::to_string(temp++);
      s += "  " + r + " = insertelement " + vt + " " + prev + ", " + t + " " + elems[size_t(k)] + ", i32 " +
           std::to_string(k) + "\n";
      prev = r;
    }
  };
  operand("a", "%abase", 32);
  operand("b", "%bbase", 32);
  s += "  %co = mul i32 %tid, 32\n"
       "  %co16 = add i32 %co, 16\n"
       "  %c0 = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rc, i32 %co, i32 0, i32 0)\n"
       "  %c1 = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rc, i32 %co16, i32 0, i32 0)\n"
       "  %cv = shufflevector <4 x float> %c0, <4 x float> %c1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>\n";
  if (bf16) {
    s += "  %wa.0 = bitcast " + vt + " %a to " + vi + "\n  %wb.0 = bitcast " + vt + " %b to " + vi + "\n";
    s += "  %dv = call <8 x float> @" + key + "(" + vi + " %wa.0, " + vi + " %wb.0, <8 x float> %cv)\n";
  } else {
    s += "  %dv = call <8 x float> @" + key + "(" + vt + " %a, " + vt + " %b, <8 x float> %cv)\n";
  }
  s += "  %d0 = shufflevector <8 x float> %dv, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>\n"
       "  %d1 = shufflevector <8 x float> %dv, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>\n"
       "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %d0, ptr addrspace(8) %rd, i32 %co, i32 0, i32 0)\n"
       "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %d1, ptr addrspace(8) %rd, i32 %co16, i32 0, i32 0)\n"
       "  ret void\n"
       "}\n"
       "declare i32 @llvm.amdgcn.workitem.id.x()\n"
       "declare void @llvm.amdgcn.s.barrier()\n"
       "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n"
       "declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32 immarg)\n"
       "declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8), i32, i32, i32 immarg)\n"
       "declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8), i32, i32, i32 immarg)\n"
       "declare <8 x float> @" + key + "(" + (bf16 ? vi : vt) + ", " + (bf16 ? vi : vt) + ", <8 x float>)\n";
  return s;
}

// The fp32 VALU kernel: lane l loads x[0..3] at x + 16l, y[0..3] at y + 16l, 16 accumulators
// acc[i][j] from c + 64l, then acc[i][j] = fma(x[i], y[j], acc[i][j]) for 4 rounds (y rotated
// by one each round: y[(j + r) % 4]), and stores acc at d + 64l.
inline std::string fma_kernel() {
  std::string s = "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "define amdgpu_kernel void @fmac(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %c, "
                  "ptr addrspace(1) %d) {\n"
                  "entry:\n"
                  "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
                  "  %rx = call ptr addrspace(8) " + kRsrc + "%x" + kFlags + "\n"
                  "  %ry = call ptr addrspace(8) " + kRsrc + "%y" + kFlags + "\n"
                  "  %rc = call ptr addrspace(8) " + kRsrc + "%c" + kFlags + "\n"
                  "  %rd = call ptr addrspace(8) " + kRsrc + "%d" + kFlags + "\n"
                  "  %o16 = mul i32 %tid, 16\n"
                  "  %o64 = mul i32 %tid, 64\n"
                  "  %xv = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rx, i32 %o16, i32 0, i32 0)\n"
                  "  %yv = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %ry, i32 %o16, i32 0, i32 0)\n";
  for (int q = 0; q < 4; ++q) {
    s += "  %co" + std::to_string(q) + " = add i32 %o64, " + std::to_string(16 * q) + "\n";
    s += "  %cv" + std::to_string(q) + " = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rc, i32 %co" +
         std::to_string(q) + ", i32 0, i32 0)\n";
  }
  for (int i = 0; i < 4; ++i) {
    s += "  %x" + std::to_string(i) + " = extractelement <4 x float> %xv, i32 " + std::to_string(i) + "\n";
    s += "  %y" + std::to_string(i) + " = extractelement <4 x float> %yv, i32 " + std::to_string(i) + "\n";
  }
  std::string acc[16];
  for (int e = 0; e < 16; ++e) {
    acc[e] = "%acc" + std::to_string(e) + "_0";
    s += "  " + acc[e] + " = extractelement <4 x float> %cv" + std::to_string(e / 4) + ", i32 " + std::to_string(e % 4) + "\n";
  }
  for (int r = 0; r < 4; ++r)
    for (int e = 0; e < 16; ++e) {
      const int i = e / 4, j = (e % 4 + r) % 4;
      const std::string next = "%acc" + std::to_string(e) + "_" + std::to_string(r + 1);
      s += "  " + next + " = call float @llvm.fma.f32(float %x" + std::to_string(i) + ", float %y" + std::to_string(j) +
           ", float " + acc[e] + ")\n";
      acc[e] = next;
    }
  for (int q = 0; q < 4; ++q) {
    std::string prev = "poison";
    for (int k = 0; k < 4; ++k) {
      const std::string r = "%dv" + std::to_string(q) + "_" + std::to_string(k);
      s += "  " + r + " = insertelement <4 x float> " + prev + ", float " + acc[4 * q + k] + ", i32 " + std::to_string(k) + "\n";
      prev = r;
    }
    s += "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> " + prev + ", ptr addrspace(8) %rd, i32 %co" +
         std::to_string(q) + ", i32 0, i32 0)\n";
  }
  s += "  ret void\n"
       "}\n"
       "declare i32 @llvm.amdgcn.workitem.id.x()\n"
       "declare float @llvm.fma.f32(float, float, float)\n"
       "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n"
       "declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8), i32, i32, i32 immarg)\n"
       "declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8), i32, i32, i32 immarg)\n";
  return s;
}

// Inline assembly: lane l stores the dword 0x11223344 + l·0x01010101 at LDS 4l, then reads the
// 16-bit word at 4l + 2 (the stored dword's high half, 0x1122 + 0x0101·l) into registers
// holding 0xAAAABBBB with ds_load_u16 (out 0), ds_load_u16_d16 (out 1), ds_load_u16_d16_hi
// (out 2); out 3 = v_fmac_f32_e64 with the first source negated: fma(-2.5, 4, 100) = 90 (a
// float stored as its bits). Words lane-major at d + 16l.
inline std::string asm_kernel(const std::string& arch) {
  const std::string wait = is_gfx11(arch) ? "s_waitcnt lgkmcnt(0)" : "s_wait_dscnt 0x0";
  auto load = [&](const std::string& op, const std::string& out, bool tied) {
    return "  " + out + " = call i32 asm sideeffect \"" + op + " $0, $1 offset:2\\0A\\09" + wait + "\", \"=v,v" +
           (tied ? ",0" : "") + "\"(i32 %lo" + (tied ? ", i32 -1431651397" : "") + ")\n";
  };
  return "target triple = \"amdgcn-amd-amdhsa\"\n"
         "@lds = internal addrspace(3) global [128 x i8] poison, align 16\n"
         "define amdgpu_kernel void @d16(ptr addrspace(1) %d) {\n"
         "entry:\n"
         "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
         "  %rd = call ptr addrspace(8) " + kRsrc + "%d" + kFlags + "\n"
         "  %lo = mul i32 %tid, 4\n"
         "  %vm = mul i32 %tid, 16843009\n"
         "  %v = add i32 %vm, 287454020\n"
         "  %p = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %lo\n"
         "  store i32 %v, ptr addrspace(3) %p, align 4\n"
         "  fence syncscope(\"workgroup\") release\n"
         "  call void @llvm.amdgcn.s.barrier()\n"
         "  fence syncscope(\"workgroup\") acquire\n" +
         load("ds_load_u16", "%r0", false) + load("ds_load_u16_d16", "%r1", true) + load("ds_load_u16_d16_hi", "%r2", true) +
         "  %f = call float asm sideeffect \"v_fmac_f32_e64 $0, -$1, $2\", \"=v,v,v,0\"(float 2.5, float 4.0, float 100.0)\n"
         "  %r3 = bitcast float %f to i32\n"
         "  %w0 = insertelement <4 x i32> poison, i32 %r0, i32 0\n"
         "  %w1 = insertelement <4 x i32> %w0, i32 %r1, i32 1\n"
         "  %w2 = insertelement <4 x i32> %w1, i32 %r2, i32 2\n"
         "  %w3 = insertelement <4 x i32> %w2, i32 %r3, i32 3\n"
         "  %o = mul i32 %tid, 16\n"
         "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %w3, ptr addrspace(8) %rd, i32 %o, i32 0, i32 0)\n"
         "  ret void\n"
         "}\n"
         "declare i32 @llvm.amdgcn.workitem.id.x()\n"
         "declare void @llvm.amdgcn.s.barrier()\n"
         "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n"
         "declare void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32>, ptr addrspace(8), i32, i32, i32 immarg)\n";
}

// Inline assembly: `s_load_b512` in its SGPR-offset form (`s_load_b512 s[0:15], s[0:1], null`,
// as llc emits it for a probe kernel with many kernargs) reads the first 64 bytes of the kernarg
// segment: %d (2 words) and the i32 kernargs a0..a13; on gfx12 followed by s_wait_samplecnt and
// s_wait_bvhcnt (llc-19 puts them in a fence's release). Lane l stores the 16 words at d + 64l.
inline std::string sload_kernel(const std::string& arch) {
  const std::string wait = is_gfx11(arch) ? "s_waitcnt lgkmcnt(0)"
                                          : "s_wait_kmcnt 0x0\\0A\\09s_wait_samplecnt 0x0\\0A\\09s_wait_bvhcnt 0x0";
  std::string args;
  for (int i = 0; i < 16; ++i) args += ", i32 %a" + std::to_string(i);
  std::string s = "target triple = \"amdgcn-amd-amdhsa\"\n"
                  "define amdgpu_kernel void @kl(ptr addrspace(1) %d" + args + ") {\n"
                  "entry:\n"
                  "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
                  "  %rd = call ptr addrspace(8) " + kRsrc + "%d" + kFlags + "\n"
                  "  %kp = call ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()\n"
                  "  %v = call <16 x i32> asm sideeffect \"s_load_b512 $0, $1, null\\0A\\09" + wait +
                  "\", \"=s,s\"(ptr addrspace(4) %kp)\n"
                  "  %o = mul i32 %tid, 64\n";
  for (int q = 0; q < 4; ++q) {
    const std::string qs = std::to_string(q);
    s += "  %q" + qs + " = shufflevector <16 x i32> %v, <16 x i32> poison, <4 x i32> <i32 " + std::to_string(4 * q) + ", i32 " +
         std::to_string(4 * q + 1) + ", i32 " + std::to_string(4 * q + 2) + ", i32 " + std::to_string(4 * q + 3) + ">\n";
    s += "  %o" + qs + " = add i32 %o, " + std::to_string(16 * q) + "\n";
    s += "  call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %q" + qs + ", ptr addrspace(8) %rd, i32 %o" + qs +
         ", i32 0, i32 0)\n";
  }
  return s + "  ret void\n}\n"
             "declare i32 @llvm.amdgcn.workitem.id.x()\n"
             "declare ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()\n"
             "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n"
             "declare void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32>, ptr addrspace(8), i32, i32, i32 immarg)\n";
}

// Row-major A (16 x 16), B (16 x 16, [k][n]), C (16 x 16), values exact in f16 and bf16.
struct Matrices {
  std::vector<float> a = std::vector<float>(256), b = std::vector<float>(256), c = std::vector<float>(256);
};

inline Matrices random_matrices(unsigned seed) {
  std::mt19937 rng(seed);
  Matrices o;
  for (float& x : o.a) x = float(int(rng() % 17) - 8) * 0.25f;
  for (float& x : o.b) x = float(int(rng() % 17) - 8) * 0.5f;
  for (float& x : o.c) x = float(int(rng() % 33) - 16);
  return o;
}

// D slot v of lane l: row 2v + l/16 (gfx11), 8·(l/16) + v (gfx12); column l % 16.
inline int d_row(bool g11, int lane, int v) { return g11 ? 2 * v + lane / 16 : 8 * (lane / 16) + v; }

// C + A·B, every partial sum exact.
inline std::vector<float> exact_product(const Matrices& o) {
  std::vector<float> d(256);
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) {
      float s = o.c[size_t(m * 16 + n)];
      for (int k = 0; k < 16; ++k) s += o.a[size_t(m * 16 + k)] * o.b[size_t(k * 16 + n)];
      d[size_t(m * 16 + n)] = s;
    }
  return d;
}

struct WmmaMemory {
  emu::GlobalMemory mem;
  std::vector<uint64_t> args;
  bool g11;
  WmmaMemory(const Matrices& o, bool gfx11, bool bf16) : g11(gfx11) {
    std::vector<uint16_t> ab(512);
    for (int e = 0; e < 256; ++e) {
      const float at = o.a[size_t((e % 16) * 16 + e / 16)];  // A[m][k] at [k][m]
      ab[size_t(e)] = bf16 ? emu::f32_to_bf16(at) : emu::f32_to_f16(at);
      ab[size_t(256 + e)] = bf16 ? emu::f32_to_bf16(o.b[size_t(e)]) : emu::f32_to_f16(o.b[size_t(e)]);
    }
    std::vector<float> c(256);
    for (int l = 0; l < 32; ++l)
      for (int v = 0; v < 8; ++v) c[size_t(8 * l + v)] = o.c[size_t(d_row(g11, l, v) * 16 + l % 16)];
    args.push_back(mem.allocate("ab", 4096));
    mem.fill_zero(args.back(), 4096);
    mem.write(args.back(), ab.data(), 1024);
    args.push_back(mem.allocate("c", 4096));
    mem.fill_zero(args.back(), 4096);
    mem.write(args.back(), c.data(), 1024);
    args.push_back(mem.allocate("d", 4096));
    mem.fill_zero(args.back(), 4096);
  }
  std::vector<float> d() const {
    std::vector<float> lanes(256), out(256);
    mem.read(args[2], lanes.data(), 1024);
    for (int l = 0; l < 32; ++l)
      for (int v = 0; v < 8; ++v) out[size_t(d_row(g11, l, v) * 16 + l % 16)] = lanes[size_t(8 * l + v)];
    return out;
  }
};

inline int bits_differ(const std::vector<float>& x, const std::vector<float>& y) {
  int n = 0;
  for (size_t i = 0; i < x.size(); ++i) n += std::bit_cast<uint32_t>(x[i]) != std::bit_cast<uint32_t>(y[i]);
  return n;
}

class ExecGfx11Gfx12 : public ::testing::TestWithParam<const char*> {
 protected:
  static void SetUpTestSuite() {
    if (!toolchain::find_toolchain(IRG_FLAVOR_LLVM22)) GTEST_SKIP() << "llc-22 / ld.lld-22 are not installed";
  }
  std::string arch() const { return GetParam(); }

  // The code object's only kernel as the ISA executor runs it, and its mnemonics.
  isa::exec::Program compile(const std::string& ll, std::vector<std::string>* mnemonics = nullptr,
                             irg_flavor flavor = IRG_FLAVOR_LLVM22) {
    irg_request_t request{};
    request.flavor = flavor;
    std::snprintf(request.arch, sizeof request.arch, "%s", arch().c_str());
    auto bytes = runtime::compile_with_toolchain()(request, ll);
    EXPECT_TRUE(bytes) << bytes.error().message;
    auto co = isa::read_code_object(bytes ? *bytes : std::string(), "k.hsaco");
    EXPECT_TRUE(co) << co.error().message;
    auto dis = isa::Disassembler::create(arch());
    EXPECT_TRUE(dis) << dis.error().message;
    if (!co || !dis || co->kernels.empty()) return {};
    dis_ = std::move(*dis);
    if (mnemonics) {
      auto code = isa::decode_kernel(*dis_, *co, co->kernels.at(0));
      EXPECT_TRUE(code) << code.error().message;
      if (code)
        for (const isa::Instruction& i : *code) mnemonics->push_back(i.mnemonic);
    }
    auto p = isa::exec::load_kernel(*dis_, *co, co->kernels.at(0));
    EXPECT_TRUE(p) << p.error().message;
    if (!p) return {};
    EXPECT_TRUE(p->unsupported.empty()) << p->unsupported.front();
    return std::move(*p);
  }

  // Runs one wave; the findings' first message (empty when there are none).
  std::string run_isa(const isa::exec::Program& p, emu::GlobalMemory& mem, const std::vector<uint64_t>& args) {
    isa::exec::LaunchConfig cfg;
    cfg.block[0] = 32;
    cfg.kernargs = args;
    auto r = isa::exec::launch(p, *emu::arch_info(arch()), mem, cfg, {});
    EXPECT_TRUE(r) << r.error().message;
    if (!r || r->total() == 0) return "";
    return r->findings.empty() ? "findings" : r->findings.front().message;
  }
  std::string run_ir(const std::string& ll, emu::GlobalMemory& mem, const std::vector<uint64_t>& args,
                     emu::WmmaModel model = emu::WmmaModel::CFirst) {
    auto program = emu::translate_kernel(ll);
    EXPECT_TRUE(program) << program.error().message;
    if (!program) return "no program";
    emu::LaunchConfig cfg;
    cfg.block[0] = 32;
    cfg.kernargs = args;
    emu::ExecOptions opt;
    opt.wmma_model = model;
    auto r = emu::launch(*program, *emu::arch_info(arch()), mem, cfg, opt);
    EXPECT_TRUE(r) << r.error().message;
    if (!r || r->total() == 0) return "";
    return r->findings.empty() ? "findings" : r->findings.front().message;
  }

  std::unique_ptr<isa::Disassembler> dis_;
};

inline size_t count(const std::vector<std::string>& v, const std::string& m) { return size_t(std::count(v.begin(), v.end(), m)); }

inline std::string llvm19_dialect(std::string ll) {
  for (size_t at; (at = ll.find("make.buffer.rsrc.p8.p1")) != std::string::npos;) ll.replace(at, 22, "make.buffer.rsrc.p1");
  for (size_t at; (at = ll.find(", i16 0, i64 4096,")) != std::string::npos;) ll.replace(at, 18, ", i16 0, i32 4096,");
  const std::string decl = "(ptr addrspace(1), i16, i64, i32)";
  if (size_t at = ll.find(decl); at != std::string::npos) ll.replace(at, decl.size(), "(ptr addrspace(1), i16, i32, i32)");
  return ll;
}


}  // namespace
}  // namespace irgate
