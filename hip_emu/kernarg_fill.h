// hip_emu/kernarg_fill.h — the kernarg segment of one hipModuleLaunchKernel, laid out as the HIP
// runtime lays it out: the explicit arguments from kernelParams (one pointer per argument) or
// from the `extra` buffer (each argument at its metadata offset), then every hidden argument
// the kernel's metadata note lists, filled with what the real runtime puts there.
//
// The hidden arguments, by `.value_kind` (LLVM AMDGPUUsage, "Code Object V5 Metadata", table
// amdgpu-amdhsa-code-object-kernel-argument-metadata-map-table-v5, and the V3 table for the
// older kinds; values as ROCclr's VirtualGPU::submitKernelInternal writes them, ROCm clr
// rocvirtual.cpp, for the NDRange HIP builds in ihipLaunchKernelCommand, hipamd hip_module.cpp):
//   hidden_block_count_{x,y,z}   work-groups per dimension (global / local: the grid)
//   hidden_group_size_{x,y,z}    work-items per work-group (the block)
//   hidden_remainder_{x,y,z}     global % local: 0, a HIP grid is whole work-groups
//   hidden_global_offset_{x,y,z} 0
//   hidden_grid_dims             3: hipModuleLaunchKernel's NDRange always has three dimensions
//   hidden_dynamic_lds_size      sharedMemBytes
//   hidden_printf_buffer, hidden_hostcall_buffer, hidden_heap_v1, hidden_default_queue,
//   hidden_completion_action, hidden_multigrid_sync_arg, hidden_queue_ptr: the runtime's own
//     objects, which the emulated device does not have: 0 (a kernel that follows one reads
//     address 0, outside every allocation, and faults with that named)
//   hidden_private_base, hidden_shared_base (GFX8 apertures), hidden_none: 0
// A hidden kind not listed here refuses the launch rather than leave it unset.
//
// Used by hip_emu/launch.cpp; tests plant a wrong fill (HiddenFault) to show a kernel that reads
// hidden arguments catches it (tests/hip_emu/hidden_args_test.cpp).
//
//   hipemu::ExplicitArguments args{kernel_params, nullptr, 0};
//   auto segment = hipemu::runtime_kernarg_segment(program, args, {{4, 1, 1}, {256, 1, 1}, 0});
//   if (!segment) return fail(hipErrorInvalidValue, segment.error().message);
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "isa/exec/program.h"
#include "support/result.h"

namespace irgate::hipemu {

// Where the explicit arguments come from: kernelParams, or the HIP_LAUNCH_PARAM_BUFFER_POINTER
// buffer of `buffer_size` bytes (HIP_LAUNCH_PARAM_BUFFER_SIZE). Exactly one is set.
struct ExplicitArguments {
  void** params = nullptr;
  const uint8_t* buffer = nullptr;
  size_t buffer_size = 0;
};

struct Dispatch {
  uint32_t grid[3] = {1, 1, 1};   // work-groups
  uint32_t block[3] = {1, 1, 1};  // work-items per work-group
  uint32_t dynamic_lds = 0;       // sharedMemBytes
};

// The dimensions hipModuleLaunchKernel's dispatch packet and hidden_grid_dims carry.
inline constexpr unsigned kHipDispatchDimensions = 3;

// A wrong fill a test plants (irgate_hipemu_plant, include/irgate/hipemu.h).
enum class HiddenFault {
  none,
  block_count_in_work_items,  // hidden_block_count = grid x block: the AQL packet's grid size,
                              // which AMDGPUUsage warns is not the block count
  grid_dims_from_sizes,       // hidden_grid_dims = the dimensions whose extent is over 1
};
// "block_count_in_work_items", ...; false for an unknown name ("" and "none" are none).
bool hidden_fault_by_name(const std::string& name, HiddenFault& out);

// Errors: an explicit argument outside the buffer or with a null kernelParams entry, an argument
// outside the segment, a hidden kind the device does not fill.
Result<std::vector<uint8_t>> runtime_kernarg_segment(const isa::exec::Program& program, const ExplicitArguments& args,
                                                     const Dispatch& dispatch, HiddenFault fault = HiddenFault::none);

}  // namespace irgate::hipemu
