// tests/isa/exec_gfx11_gfx12_test.cpp — the instructions llc-22 emits for implicit GEMM on gfx11 and
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
// * an fp32 FMA kernel (`llvm.fma.f32` chains, as the VALU body of §6): v_fmac_f32 and
//   v_dual_fmac_f32, bit for bit the fma chain computed here on random full-significand operands.
// * inline-asm ds_load_u16 / ds_load_u16_d16 / ds_load_u16_d16_hi and v_fmac_f32_e64 with a
//   negated source, values worked out by hand.
// * inline-asm s_load_b512 in its SGPR-offset form and gfx12's s_wait_samplecnt / s_wait_bvhcnt
//   (seen in llc's code for the spec's probe kernels), reading back known kernargs.
//
// * the WMMA and FMA kernels in LLVM 19's buffer dialect built by llc-19 (its gfx11 fragment reads
//   are ds_load_u16 + ds_load_u16_d16_hi + v_or_b32), when llc-19 is installed.
//
// Needs llc-22 (label numerics).
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

bool is_gfx11(const std::string& arch) { return arch.starts_with("gfx11"); }

// The WMMA kernel, one wave. Buffer `ab` holds A K-major ([k][m], 16 x 16 halves, bytes 0..511)
// and B ([k][n], bytes 512..1023), as the spec's staging keeps a lane's K run strided (§3); each
// lane stages 16 bytes of each into LDS at the same offsets. Lane l (m = l % 16, h = l / 16) then
// reads its N elements of A, A[m][k], at 2·(16k + m), and of B, B[k][m], at 512 + 2·(16k + m),
// for K = s (gfx11) or 8h + s (gfx12): one `load half|bfloat` each (32 bytes apart, so llc
// cannot merge them), assembled by insertelement. `skew` (gfx11) moves the upper half-wave's A
// reads one K on, so its lanes 16–31 differ from lanes 0–15. C is lane-major in
// buffer `c` (lane l's 8 floats at 32l), D is stored the same way.
std::string wmma_kernel(const std::string& arch, bool bf16, bool skew = false) {
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
std::string fma_kernel() {
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
std::string asm_kernel(const std::string& arch) {
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
std::string sload_kernel(const std::string& arch) {
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

Matrices random_matrices(unsigned seed) {
  std::mt19937 rng(seed);
  Matrices o;
  for (float& x : o.a) x = float(int(rng() % 17) - 8) * 0.25f;
  for (float& x : o.b) x = float(int(rng() % 17) - 8) * 0.5f;
  for (float& x : o.c) x = float(int(rng() % 33) - 16);
  return o;
}

// D slot v of lane l: row 2v + l/16 (gfx11), 8·(l/16) + v (gfx12); column l % 16.
int d_row(bool g11, int lane, int v) { return g11 ? 2 * v + lane / 16 : 8 * (lane / 16) + v; }

// C + A·B, every partial sum exact.
std::vector<float> exact_product(const Matrices& o) {
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

int bits_differ(const std::vector<float>& x, const std::vector<float>& y) {
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

size_t count(const std::vector<std::string>& v, const std::string& m) { return size_t(std::count(v.begin(), v.end(), m)); }

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

TEST_P(ExecGfx11Gfx12, FmaKernelUsesVFmacAndVDualFmacBitForBit) {
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
    std::vector<uint64_t> args;
    for (const std::vector<float>* v : {&x, &y, &c}) {
      args.push_back(mem.allocate("in", 4096));
      mem.fill_zero(args.back(), 4096);
      mem.write(args.back(), v->data(), v->size() * 4);
    }
    args.push_back(mem.allocate("d", 4096));
    mem.fill_zero(args.back(), 4096);
    EXPECT_EQ(executor == 0 ? run_isa(p, mem, args) : run_ir(ll, mem, args), "");
    std::vector<float> d(512);
    mem.read(args[3], d.data(), 2048);
    EXPECT_EQ(bits_differ(d, want), 0) << (executor == 0 ? "ISA " : "IR ") << arch();
  }
}

TEST_P(ExecGfx11Gfx12, SixteenBitLdsLoadsWriteTheirHalfAndFmacE64NegatesAHandWorkedCase) {
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

TEST_P(ExecGfx11Gfx12, SLoadB512SgprFormAndGfx12SampleBvhWaits) {
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
std::string llvm19_dialect(std::string ll) {
  for (size_t at; (at = ll.find("make.buffer.rsrc.p8.p1")) != std::string::npos;) ll.replace(at, 22, "make.buffer.rsrc.p1");
  for (size_t at; (at = ll.find(", i16 0, i64 4096,")) != std::string::npos;) ll.replace(at, 18, ", i16 0, i32 4096,");
  const std::string decl = "(ptr addrspace(1), i16, i64, i32)";
  if (size_t at = ll.find(decl); at != std::string::npos) ll.replace(at, decl.size(), "(ptr addrspace(1), i16, i32, i32)");
  return ll;
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

TEST_P(ExecGfx11Gfx12, FmaKernelBuiltByLlc19IsTheFmaChain) {
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
  std::vector<uint64_t> args;
  for (const std::vector<float>* v : {&x, &y, &c}) {
    args.push_back(mem.allocate("in", 4096));
    mem.fill_zero(args.back(), 4096);
    mem.write(args.back(), v->data(), v->size() * 4);
  }
  args.push_back(mem.allocate("d", 4096));
  mem.fill_zero(args.back(), 4096);
  EXPECT_EQ(run_isa(p, mem, args), "");
  std::vector<float> d(512);
  mem.read(args[3], d.data(), 2048);
  EXPECT_EQ(bits_differ(d, want), 0) << arch();
}

INSTANTIATE_TEST_SUITE_P(Arches, ExecGfx11Gfx12, ::testing::Values("gfx1100", "gfx1151", "gfx1200", "gfx1201"),
                         [](const ::testing::TestParamInfo<const char*>& i) { return std::string(i.param); });

}  // namespace
}  // namespace irgate
