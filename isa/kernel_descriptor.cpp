// isa/kernel_descriptor.cpp — see kernel_descriptor.h.
#include "isa/kernel_descriptor.h"

#include <llvm/Support/AMDHSAKernelDescriptor.h>

namespace irgate::isa {
namespace {

namespace hsa = llvm::amdhsa;

template <class T>
T little_endian(std::string_view bytes, size_t offset) {
  T v{};
  for (size_t i = 0; i < sizeof(T); ++i)
    v = static_cast<T>(v | (static_cast<T>(static_cast<unsigned char>(bytes[offset + i])) << (8 * i)));
  return v;
}

// AMDHSA_BITS_GET with the mask and shift the header names; kept a function so every use reads
// as one field name.
#define IRGATE_KD_BITS(word, field) static_cast<unsigned>(((word) & hsa::field) >> hsa::field##_SHIFT)

bool is_gfx125(std::string_view arch) { return arch.starts_with("gfx125"); }

// gfx90a and the gfx94x/gfx95x wave64 arches have the unified VGPR/AGPR file and ACCUM_OFFSET.
bool has_accum_offset(std::string_view arch) {
  return arch == "gfx90a" || arch.starts_with("gfx94") || arch.starts_with("gfx95");
}

}  // namespace

Result<KernelDescriptor> parse_kernel_descriptor(std::string_view bytes, std::string_view arch) {
  if (bytes.size() != kKernelDescriptorBytes)
    return Error{"kernel descriptor: " + std::to_string(bytes.size()) + " bytes, need " +
                 std::to_string(kKernelDescriptorBytes)};
  KernelDescriptor kd;
  kd.group_segment_fixed_size = little_endian<uint32_t>(bytes, hsa::GROUP_SEGMENT_FIXED_SIZE_OFFSET);
  kd.private_segment_fixed_size = little_endian<uint32_t>(bytes, hsa::PRIVATE_SEGMENT_FIXED_SIZE_OFFSET);
  kd.kernarg_size = little_endian<uint32_t>(bytes, hsa::KERNARG_SIZE_OFFSET);
  kd.kernel_code_entry_byte_offset = little_endian<int64_t>(bytes, hsa::KERNEL_CODE_ENTRY_BYTE_OFFSET_OFFSET);
  kd.compute_pgm_rsrc3 = little_endian<uint32_t>(bytes, hsa::COMPUTE_PGM_RSRC3_OFFSET);
  kd.compute_pgm_rsrc1 = little_endian<uint32_t>(bytes, hsa::COMPUTE_PGM_RSRC1_OFFSET);
  kd.compute_pgm_rsrc2 = little_endian<uint32_t>(bytes, hsa::COMPUTE_PGM_RSRC2_OFFSET);
  kd.kernel_code_properties = little_endian<uint16_t>(bytes, hsa::KERNEL_CODE_PROPERTIES_OFFSET);
  kd.kernarg_preload = little_endian<uint16_t>(bytes, hsa::KERNARG_PRELOAD_OFFSET);

  const uint32_t r1 = kd.compute_pgm_rsrc1, r2 = kd.compute_pgm_rsrc2, r3 = kd.compute_pgm_rsrc3;
  kd.granulated_workitem_vgpr_count = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT);
  kd.granulated_wavefront_sgpr_count = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT);
  kd.float_round_mode_32 = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_FLOAT_ROUND_MODE_32);
  kd.float_round_mode_16_64 = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_FLOAT_ROUND_MODE_16_64);
  kd.float_denorm_mode_32 = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_FLOAT_DENORM_MODE_32);
  kd.float_denorm_mode_16_64 = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_FLOAT_DENORM_MODE_16_64);
  kd.dx10_clamp_or_wg_rr_en = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GFX6_GFX11_ENABLE_DX10_CLAMP) != 0;
  kd.ieee_mode_or_disable_perf = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GFX6_GFX11_ENABLE_IEEE_MODE) != 0;
  kd.fp16_overflow = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GFX9_PLUS_FP16_OVFL) != 0;
  kd.wgp_mode = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GFX10_PLUS_WGP_MODE) != 0;
  kd.mem_ordered = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GFX10_PLUS_MEM_ORDERED) != 0;
  kd.fwd_progress = IRGATE_KD_BITS(r1, COMPUTE_PGM_RSRC1_GFX10_PLUS_FWD_PROGRESS) != 0;

  kd.private_segment = IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT) != 0;
  kd.user_sgpr_count = is_gfx125(arch) ? IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_GFX125_USER_SGPR_COUNT)
                                       : IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_GFX6_GFX120_USER_SGPR_COUNT);
  kd.workgroup_id[0] = IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X) != 0;
  kd.workgroup_id[1] = IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y) != 0;
  kd.workgroup_id[2] = IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z) != 0;
  kd.workgroup_info = IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_INFO) != 0;
  kd.vgpr_workitem_id = IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_ENABLE_VGPR_WORKITEM_ID);
  kd.granulated_lds_size = IRGATE_KD_BITS(r2, COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE);

  // AMDGPUUsage: "0 - accum-offset = 4, 1 - accum-offset = 8, ..., 63 - accum-offset = 256".
  if (has_accum_offset(arch)) kd.accum_offset = (IRGATE_KD_BITS(r3, COMPUTE_PGM_RSRC3_GFX90A_ACCUM_OFFSET) + 1) * 4;

  const uint32_t p = kd.kernel_code_properties;
  kd.sgpr_private_segment_buffer = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER) != 0;
  kd.sgpr_dispatch_ptr = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_PTR) != 0;
  kd.sgpr_queue_ptr = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_SGPR_QUEUE_PTR) != 0;
  kd.sgpr_kernarg_segment_ptr = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR) != 0;
  kd.sgpr_dispatch_id = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_ID) != 0;
  kd.sgpr_flat_scratch_init = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_SGPR_FLAT_SCRATCH_INIT) != 0;
  kd.sgpr_private_segment_size = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE) != 0;
  kd.wave32 = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32) != 0;
  kd.uses_dynamic_stack = IRGATE_KD_BITS(p, KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK) != 0;
  return kd;
}

#undef IRGATE_KD_BITS

}  // namespace irgate::isa
