// tests/emulator/tdm_kernel.h — a hand-written gfx1250 kernel that issues one tensor.load.to.lds
// from a descriptor passed in kernel arguments, and a builder for that descriptor, so each field
// of the Tensor Data Mover model (emulator/exec_tensor.cpp) can be set and checked on its own.
//
// Used by tests/emulator/tdm_test.cpp. The kernel takes (out, g0.0..g0.3, g1.0..g1.7, g2.0,
// issuers, vary): groups 2 and 3 are zero but for g2.0; the lanes below `issuers` issue the copy
// (so a test can issue it under a partial EXEC); `vary` adds the lane index to g0.1 (so the lanes
// disagree on the descriptor); every lane waits for the copy (s.wait.tensorcnt 0), then lane l
// stores LDS dwords l and l + 32 to out: one wave of 32 lanes writes the 256-byte LDS array out.
//
//   TdmDescriptor d = TdmDescriptor::copy_2d(src_base, /*cols=*/16, /*rows=*/4, /*stride=*/16);
//   d.g0[0] |= 1u << 2;                                  // set is_restore
//   std::vector<uint64_t> args = d.kernargs(out, /*issuers=*/32);
#pragma once

#include <cstdint>
#include <vector>

namespace irgate::emu::test {

inline constexpr const char* kTdmCopy = R"(
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] undef, align 16
define amdgpu_kernel void @tdm_copy(ptr addrspace(1) %out, i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, i32 %b4, i32 %b5, i32 %b6, i32 %b7, i32 %c0, i32 %issuers, i32 %vary) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %varies = icmp ne i32 %vary, 0
  %shift = select i1 %varies, i32 %tid, i32 0
  %lds_addr = add i32 %a1, %shift
  %g0.0 = insertelement <4 x i32> poison, i32 %a0, i32 0
  %g0.1 = insertelement <4 x i32> %g0.0, i32 %lds_addr, i32 1
  %g0.2 = insertelement <4 x i32> %g0.1, i32 %a2, i32 2
  %g0 = insertelement <4 x i32> %g0.2, i32 %a3, i32 3
  %g1.0 = insertelement <8 x i32> poison, i32 %b0, i32 0
  %g1.1 = insertelement <8 x i32> %g1.0, i32 %b1, i32 1
  %g1.2 = insertelement <8 x i32> %g1.1, i32 %b2, i32 2
  %g1.3 = insertelement <8 x i32> %g1.2, i32 %b3, i32 3
  %g1.4 = insertelement <8 x i32> %g1.3, i32 %b4, i32 4
  %g1.5 = insertelement <8 x i32> %g1.4, i32 %b5, i32 5
  %g1.6 = insertelement <8 x i32> %g1.5, i32 %b6, i32 6
  %g1 = insertelement <8 x i32> %g1.6, i32 %b7, i32 7
  %g2 = insertelement <4 x i32> zeroinitializer, i32 %c0, i32 0
  %issue = icmp ult i32 %tid, %issuers
  br i1 %issue, label %copy, label %join
copy:
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0, <8 x i32> %g1, <4 x i32> %g2, <4 x i32> zeroinitializer, i32 0)
  br label %join
join:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %lo = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
  %v0 = load i32, ptr addrspace(3) %lo, align 4
  %t1 = add i32 %tid, 32
  %hi = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %t1
  %v1 = load i32, ptr addrspace(3) %hi, align 4
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %t1
  store i32 %v1, ptr addrspace(1) %o1, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, i32 immarg)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)
)";

// Groups 0 and 1 of a 2-byte-element 2-D load, in the bit layout of ROCm/clr's
// amd_gfx1250_TDM.h (written here from that header's field list, not from the emulator).
struct TdmDescriptor {
  uint32_t g0[4] = {0, 0, 0, 0};
  uint32_t g1[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  uint32_t g2_0 = 0;   // group 2 dword 0 (tensor_dim2); the rest of groups 2 and 3 stays zero
  bool vary = false;   // give each lane its own LDS address (a descriptor the lanes disagree on)

  // tile cols x rows of 2-byte elements from `global` (row stride in elements) to LDS byte 0;
  // the tensor is exactly the tile unless a test widens or narrows it.
  static TdmDescriptor copy_2d(uint64_t global, uint32_t cols, uint32_t rows, uint32_t stride) {
    TdmDescriptor d;
    d.g0[0] = 1;                                                  // count (pred) = 1
    d.g0[1] = 0;                                                  // LDS address
    d.g0[2] = uint32_t(global);                                   // global address [31:0]
    d.g0[3] = (uint32_t(global >> 32) & 0x01FFFFFFu) | 2u << 30;  // [56:32], type = 2
    d.g1[0] = 1u << 16;                                           // data size: 2 bytes
    d.set_tensor(cols, rows);
    d.g1[3] = (d.g1[3] & 0xFFFFu) | cols << 16;                   // tile_dim0
    d.g1[4] = rows;                                               // tile_dim1 (tile_dim2 = 0)
    d.g1[5] = stride;                                             // tensor_dim0_stride [31:0]
    return d;
  }
  void set_tensor(uint32_t dim0, uint32_t dim1) {
    g1[1] = (g1[1] & 0xFFFFu) | dim0 << 16;
    g1[2] = dim0 >> 16 | dim1 << 16;
    g1[3] = (g1[3] & 0xFFFF0000u) | dim1 >> 16;
  }
  // pad_interval_dwords a power of two 2..256, pad_amount_dwords 1..128.
  void set_padding(uint32_t interval_dwords, uint32_t amount_dwords) {
    uint32_t log2 = 0;
    while ((2u << log2) < interval_dwords) ++log2;
    g1[0] |= 1u << 20 | log2 << 22 | (amount_dwords - 1) << 25;
  }
  std::vector<uint64_t> kernargs(uint64_t out, uint32_t issuers) const {
    std::vector<uint64_t> a{out};
    for (uint32_t v : g0) a.push_back(v);
    for (uint32_t v : g1) a.push_back(v);
    a.push_back(g2_0);
    a.push_back(issuers);
    a.push_back(vary ? 1 : 0);
    return a;
  }
};

}  // namespace irgate::emu::test
