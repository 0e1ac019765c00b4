// tests/hip_emu/probe_kernel.h — a kernel that reads its hidden arguments and writes them out, and
// what the HIP runtime must have put there, for the tests of the emulated device's launch path.
//
// The kernel (LLVM IR, compiled with the llvm22 toolchain for the device's arch) takes
// (ptr addrspace(1) out, i32 tag): each work-item t of a block (at most kLanes) copies the first
// 72 bytes the implicit-argument pointer addresses (llvm.amdgcn.implicitarg.ptr: the hidden
// arguments of code object v5) as dwords into every other word of its own 256-byte row of out,
// and `tag` after them. (Rows per lane give the stores a lane offset, the addressing the ISA
// executor models; every other word keeps llc from merging them into a 128-bit store.) Every
// block writes the same values. Its buffer resource covers
// kOutBytes, so an `out` that no allocation backs faults on the first store. The fixed offsets it
// reads are AMDGPUUsage's COV5 implicit-argument layout (hidden_block_count_{x,y,z} at 0, 4, 8,
// hidden_group_size_* at 12, 14, 16, hidden_remainder_* at 18, 20, 22, hidden_global_offset_* at
// 40, 48, 56, hidden_grid_dims at 64), which LLVM's own lowering of workgroup-size queries reads
// too; the runtime fills them by the metadata note's offsets, so this checks that both agree.
//
//   auto object = probe_kernel::code_object("gfx1250");
//   HiddenArgs got = probe_kernel::read(words);
//   std::string diff = probe_kernel::differences(got, probe_kernel::expected(grid, block));
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "irgate/abi.h"
#include "machine/arch.h"
#include "runtime/isa_kernels.h"
#include "support/result.h"

namespace irgate::probe_kernel {

inline constexpr const char* kName = "irgate_hidden_args_probe";
inline constexpr int kWords = 18;       // dwords of hidden arguments copied out
inline constexpr int kRowWords = 64;  // one work-item's row
inline constexpr int kLanes = 64;     // work-items per block at most
inline constexpr int kOutWords = kRowWords * kLanes;
inline constexpr uint32_t kOutBytes = kOutWords * 4;

inline std::string ll_text(const std::string& arch) {
  auto info = emu::arch_info(arch);
  std::string stores;
  for (int k = 0; k < kWords; ++k) {
    char line[512];
    std::snprintf(line, sizeof line,
                  "  %%p%d = getelementptr i8, ptr addrspace(4) %%imp, i64 %d\n"
                  "  %%v%d = load i32, ptr addrspace(4) %%p%d, align 4\n"
                  "  %%o%d = add i32 %%row, %d\n"
                  "  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %%v%d, ptr addrspace(8) %%rsrc, i32 %%o%d, i32 0, i32 0)\n",
                  k, 4 * k, k, k, k, 8 * k, k, k);
    stores += line;
  }
  char tag[256];
  std::snprintf(tag, sizeof tag,
                "  %%ot = add i32 %%row, %d\n"
                "  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %%tag, ptr addrspace(8) %%rsrc, i32 %%ot, i32 0, i32 0)\n",
                8 * kWords);
  return std::string("target triple = \"amdgcn-amd-amdhsa\"\n\n"
                     "declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n"
                     "declare i32 @llvm.amdgcn.workitem.id.x()\n"
                     "declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)\n"
                     "declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32)\n\n") +
         "define amdgpu_kernel void @" + kName + "(ptr addrspace(1) %out, i32 %tag) {\n"
         "entry:\n"
         "  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n"
         "  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 " +
         std::to_string(kOutBytes) + ", i32 " + std::to_string(info ? info->rsrc_dword3 : 0) + ")\n" +
         "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
         "  %row = shl i32 %tid, 8\n" +
         stores + tag +
         "  ret void\n"
         "}\n";
}

// The linked code object for `arch` (llc-22 + ld.lld-22, as the toolchain lane builds).
inline Result<std::string> code_object(const std::string& arch) {
  irg_request_t r{};
  r.flavor = IRG_FLAVOR_LLVM22;
  std::snprintf(r.arch, sizeof r.arch, "%s", arch.c_str());
  return runtime::compile_with_toolchain()(r, ll_text(arch));
}

struct HiddenArgs {
  uint32_t block_count[3] = {0, 0, 0};
  uint16_t group_size[3] = {0, 0, 0}, remainder[3] = {0, 0, 0};
  uint64_t global_offset[3] = {0, 0, 0};
  uint16_t grid_dims = 0;
};

// Work-item 0's row of `out` as the probe left it: the hidden-argument dwords back in order, then
// decoded.
inline uint32_t tag_of(const uint32_t* out) { return out[2 * kWords]; }
inline HiddenArgs read(const uint32_t* out) {
  uint32_t words[kWords];
  for (int k = 0; k < kWords; ++k) words[k] = out[2 * k];
  const auto* b = reinterpret_cast<const uint8_t*>(words);
  auto u16 = [&](int at) { return uint16_t(b[at] | b[at + 1] << 8); };
  HiddenArgs h;
  for (int k = 0; k < 3; ++k) {
    h.block_count[k] = words[k];
    h.group_size[k] = u16(12 + 2 * k);
    h.remainder[k] = u16(18 + 2 * k);
    h.global_offset[k] = uint64_t(words[10 + 2 * k]) | uint64_t(words[11 + 2 * k]) << 32;
  }
  h.grid_dims = u16(64);
  return h;
}

// What the HIP runtime fills for hipModuleLaunchKernel on grid x block (kernarg_fill.h's table:
// AMDGPUUsage's meanings, ROCclr's values; HIP's NDRange has three dimensions).
inline HiddenArgs expected(const uint32_t grid[3], const uint32_t block[3]) {
  HiddenArgs h;
  for (int k = 0; k < 3; ++k) h.block_count[k] = grid[k], h.group_size[k] = uint16_t(block[k]);
  h.grid_dims = 3;
  return h;
}

// "" when equal, else each differing field with both values.
inline std::string differences(const HiddenArgs& got, const HiddenArgs& want) {
  std::string d;
  auto field = [&](const std::string& name, uint64_t g, uint64_t w) {
    if (g != w) d += name + " = " + std::to_string(g) + " (want " + std::to_string(w) + "); ";
  };
  for (int k = 0; k < 3; ++k) {
    const std::string axis(1, char('x' + k));
    field("hidden_block_count_" + axis, got.block_count[k], want.block_count[k]);
    field("hidden_group_size_" + axis, got.group_size[k], want.group_size[k]);
    field("hidden_remainder_" + axis, got.remainder[k], want.remainder[k]);
    field("hidden_global_offset_" + axis, got.global_offset[k], want.global_offset[k]);
  }
  field("hidden_grid_dims", got.grid_dims, want.grid_dims);
  return d;
}

}  // namespace irgate::probe_kernel
