// isa/kernel_descriptor.h — the 64-byte AMDHSA kernel descriptor (the `<kernel>.kd` symbol of a
// code object), read field by field and with the bits of compute_pgm_rsrc1/2/3 and
// kernel_code_properties a wave's launch state depends on.
//
// Used by isa/code_object.* (every kernel of a code object carries one) and by the ISA executor
// (register counts, user-SGPR layout, workgroup/workitem id enables, starting MODE). Layout and
// bit positions: LLVM's AMDGPUUsage "Kernel Descriptor" tables and
// llvm/Support/AMDHSAKernelDescriptor.h, whose named masks this file reads (no magic numbers).
//
//   auto kd = isa::parse_kernel_descriptor(bytes.substr(kd_offset, 64), "gfx1250");
//   if (!kd) return kd.error();                      // "kernel descriptor: 63 bytes, need 64"
//   if (kd->wave32) ...; unsigned first_free_sgpr = kd->user_sgpr_count;
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "support/result.h"

namespace irgate::isa {

inline constexpr size_t kKernelDescriptorBytes = 64;

struct KernelDescriptor {
  // The raw fields, in layout order.
  uint32_t group_segment_fixed_size = 0;    // LDS bytes
  uint32_t private_segment_fixed_size = 0;  // scratch bytes per lane
  uint32_t kernarg_size = 0;
  int64_t kernel_code_entry_byte_offset = 0;  // entry address minus the descriptor's address
  uint32_t compute_pgm_rsrc3 = 0, compute_pgm_rsrc1 = 0, compute_pgm_rsrc2 = 0;
  uint16_t kernel_code_properties = 0, kernarg_preload = 0;

  // compute_pgm_rsrc1
  unsigned granulated_workitem_vgpr_count = 0;   // VGPR blocks - 1 (the granule is per arch)
  unsigned granulated_wavefront_sgpr_count = 0;  // SGPR blocks - 1 (0 on gfx10+: fixed allocation)
  unsigned float_round_mode_32 = 0, float_round_mode_16_64 = 0;    // FLOAT_ROUND_MODE_* (0 = nearest even)
  unsigned float_denorm_mode_32 = 0, float_denorm_mode_16_64 = 0;  // FLOAT_DENORM_MODE_* (3 = keep all)
  bool dx10_clamp_or_wg_rr_en = false;      // bit 21: ENABLE_DX10_CLAMP (<= gfx11), ENABLE_WG_RR_EN (gfx12+)
  bool ieee_mode_or_disable_perf = false;   // bit 23: ENABLE_IEEE_MODE (<= gfx11), DISABLE_PERF (gfx12+)
  bool fp16_overflow = false, wgp_mode = false, mem_ordered = false, fwd_progress = false;

  // compute_pgm_rsrc2
  bool private_segment = false;
  unsigned user_sgpr_count = 0;       // SGPRs the packet processor preloads (user SGPRs)
  bool workgroup_id[3] = {false, false, false};  // SGPRs after the user SGPRs, x then y then z
  bool workgroup_info = false;
  unsigned vgpr_workitem_id = 0;      // 0: v0 = x; 1: x, y; 2: x, y, z (packed in v0 on gfx90a+/gfx11+)
  unsigned granulated_lds_size = 0;   // set by the runtime, 0 in a code object

  // compute_pgm_rsrc3
  unsigned accum_offset = 0;  // gfx90a/gfx942/gfx950: first AGPR's index in the unified file, in VGPRs

  // kernel_code_properties: the user SGPRs, in the order they are preloaded.
  bool sgpr_private_segment_buffer = false, sgpr_dispatch_ptr = false, sgpr_queue_ptr = false,
       sgpr_kernarg_segment_ptr = false, sgpr_dispatch_id = false, sgpr_flat_scratch_init = false,
       sgpr_private_segment_size = false;
  bool wave32 = false;
  bool uses_dynamic_stack = false;
};

// `bytes` must be exactly the 64 descriptor bytes (little endian). `arch` is the code object's
// processor ("gfx1250"): USER_SGPR_COUNT is 6 bits wide on gfx125x and 5 bits elsewhere, and
// ACCUM_OFFSET exists only on gfx90a and later wave64 arches.
Result<KernelDescriptor> parse_kernel_descriptor(std::string_view bytes, std::string_view arch);

}  // namespace irgate::isa
