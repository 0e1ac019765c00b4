// tests/emulator/wmma_kernel.h — the one-WMMA .ll kernel the WMMA tests run, and running it:
// each lane loads its A/B fragments from [lane][slot] arrays of 16-bit elements (fp32 ones for
// gfx1250's 16x16x4 fp32 WMMA) and its C fragment from [lane][slot] floats, runs one WMMA and
// stores D as [lane][slot].
//
//   WmmaFragments f(WmmaKind::Gfx1250);   // fill f.a, f.b, f.c per lane
//   Report r;
//   std::vector<float> d = run_wmma_kernel({WmmaKind::Gfx1250, /*bf16=*/true}, f, r);
#pragma once

#include <cstring>
#include <string>
#include <vector>

#include "machine/wmma.h"
#include "tests/emulator/harness.h"

namespace irgate::emu::test {

struct WmmaVariant {
  WmmaKind kind;
  bool bf16 = false;
  bool neg_a = false, neg_b = false;  // gfx1250 only (the older intrinsics have no modifiers)
};

// Bytes of one A/B element in memory and in the fragments.
inline int wmma_element_bytes(WmmaKind kind) { return wmma_f32_inputs(kind) ? 4 : 2; }

// The LLVM 22 intrinsic: gfx11/gfx12 take bf16 operands as i16 vectors, gfx1250 as bfloat; the
// fp32 16x16x4 form takes <2 x float>.
inline std::string wmma_kernel(const WmmaVariant& v) {
  const int slots = wmma_ab_slots(v.kind);
  const bool f32 = wmma_f32_inputs(v.kind);
  const bool k32 = v.kind == WmmaKind::Gfx1250 || f32;  // gfx1250's operand list (neg_a, neg_b, c_mod, reuse)
  const std::string elem = f32 ? "float" : !v.bf16 ? "half" : k32 ? "bfloat" : "i16";
  const std::string suffix = f32 ? "f32" : !v.bf16 ? "f16" : k32 ? "bf16" : "i16";
  const std::string ab = "<" + std::to_string(slots) + " x " + elem + ">";
  const std::string name = f32 ? std::string("@llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32")
                               : std::string("@llvm.amdgcn.wmma.f32.16x16x") + (k32 ? "32." : "16.") +
                                     (v.bf16 ? "bf16" : "f16") + ".v8f32.v" + std::to_string(slots) + suffix;
  std::string call, params;
  if (k32) {
    // (i1 neg_a, A, i1 neg_b, B, i16 c_mod, C, i1 reuse_a, i1 reuse_b)
    call = "call <8 x float> " + name + "(i1 " + (v.neg_a ? "true" : "false") + ", " + ab + " %av, i1 " +
           (v.neg_b ? "true" : "false") + ", " + ab + " %bv, i16 0, <8 x float> %cv, i1 false, i1 false)";
    params = "i1, " + ab + ", i1, " + ab + ", i16, <8 x float>, i1, i1";
  } else {
    call = "call <8 x float> " + name + "(" + ab + " %av, " + ab + " %bv, <8 x float> %cv)";
    params = ab + ", " + ab + ", <8 x float>";
  }
  return "target triple = \"amdgcn-amd-amdhsa\"\n"
         "define amdgpu_kernel void @wmma(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d) {\n"
         "entry:\n"
         "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
         "  %abo = mul i32 %tid, " + std::to_string(slots * wmma_element_bytes(v.kind)) + "\n"
         "  %co = mul i32 %tid, 32\n"
         "  %pa = getelementptr inbounds i8, ptr addrspace(1) %a, i32 %abo\n"
         "  %pb = getelementptr inbounds i8, ptr addrspace(1) %b, i32 %abo\n"
         "  %pc = getelementptr inbounds i8, ptr addrspace(1) %c, i32 %co\n"
         "  %pd = getelementptr inbounds i8, ptr addrspace(1) %d, i32 %co\n"
         "  %av = load " + ab + ", ptr addrspace(1) %pa, align 8\n"
         "  %bv = load " + ab + ", ptr addrspace(1) %pb, align 8\n"
         "  %cv = load <8 x float>, ptr addrspace(1) %pc, align 16\n"
         "  %dv = " + call + "\n"
         "  store <8 x float> %dv, ptr addrspace(1) %pd, align 16\n"
         "  ret void\n"
         "}\n"
         "declare i32 @llvm.amdgcn.workitem.id.x()\n"
         "declare <8 x float> " + name + "(" + params + ")\n";
}

// Fragments as the lanes hold them: a/b [lane][slot] element bits (16-bit elements in the low
// half; fp32 ones whole), c [lane][slot] floats.
struct WmmaFragments {
  WmmaKind kind;
  std::vector<uint32_t> a, b;
  std::vector<float> c;
  explicit WmmaFragments(WmmaKind k)
      : kind(k), a(size_t(32 * wmma_ab_slots(k))), b(size_t(32 * wmma_ab_slots(k))), c(32 * 8) {}
  // The A or B fragment's bytes as the kernel loads them.
  std::vector<uint8_t> bytes(const std::vector<uint32_t>& bits) const {
    const size_t eb = size_t(wmma_element_bytes(kind));
    std::vector<uint8_t> out(bits.size() * eb);
    for (size_t i = 0; i < bits.size(); ++i) std::memcpy(&out[i * eb], &bits[i], eb);  // little-endian
    return out;
  }
};

// Runs wmma_kernel(v) on one wave32 of the variant's arch under `model`; returns D as [lane][slot].
inline std::vector<float> run_wmma_kernel(const WmmaVariant& v, const WmmaFragments& f, Report& report,
                                          WmmaModel model = WmmaModel::CLast) {
  GlobalMemory mem;
  const std::vector<uint8_t> a = f.bytes(f.a), b = f.bytes(f.b);
  uint64_t pa = mem.allocate("a", a.size()), pb = mem.allocate("b", b.size());
  uint64_t pc = mem.allocate("c", f.c.size() * 4), pd = mem.allocate("d", f.c.size() * 4);
  mem.write(pa, a.data(), a.size());
  mem.write(pb, b.data(), b.size());
  mem.write(pc, f.c.data(), f.c.size() * 4);
  const char* arch = v.kind == WmmaKind::Gfx11 ? "gfx1100" : v.kind == WmmaKind::Gfx12 ? "gfx1201" : "gfx1250";
  const std::string ll = wmma_kernel(v);
  ExecOptions opt;
  opt.wmma_model = model;
  report = run_ok(ll.c_str(), arch, {1, 1, 1}, {32, 1, 1}, {pa, pb, pc, pd}, mem, opt);
  return read_back<float>(mem, pd, 256);
}

}  // namespace irgate::emu::test
