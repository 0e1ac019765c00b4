// tests/isa/kernel_descriptor_test.cpp — the 64-byte kernel descriptor read field by field from
// bytes laid out by hand after AMDGPUUsage's "Kernel Descriptor" table (offsets and bit
// positions written here as numbers, not taken from the header the reader uses).
#include <gtest/gtest.h>

#include <string>

#include "isa/kernel_descriptor.h"

namespace irgate::isa {
namespace {

void put32(std::string& b, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[at + i] = static_cast<char>((v >> (8 * i)) & 0xff);
}

// The descriptor llc-22 wrote for parity config 216 on gfx1250 (330 VGPRs, 10720 LDS bytes,
// 344 kernarg bytes, wave32, dispatch/queue/kernarg pointers and dispatch id, x/y/z ids).
std::string config_216_descriptor() {
  std::string b(64, '\0');
  put32(b, 0, 10720);       // group_segment_fixed_size
  put32(b, 8, 344);         // kernarg_size
  put32(b, 16, 0x10c0);     // kernel_code_entry_byte_offset (low half; high half 0)
  put32(b, 44, 0x7f0);      // compute_pgm_rsrc3
  put32(b, 48, 0xc00f0014); // compute_pgm_rsrc1
  put32(b, 52, 0x1390);     // compute_pgm_rsrc2
  put32(b, 56, 0x041e);     // kernel_code_properties (16 bits) + kernarg_preload 0
  return b;
}

TEST(KernelDescriptor, FieldsOfARealGfx1250Descriptor) {
  auto kd = parse_kernel_descriptor(config_216_descriptor(), "gfx1250");
  ASSERT_TRUE(kd) << kd.error().message;
  EXPECT_EQ(kd->group_segment_fixed_size, 10720u);
  EXPECT_EQ(kd->private_segment_fixed_size, 0u);
  EXPECT_EQ(kd->kernarg_size, 344u);
  EXPECT_EQ(kd->kernel_code_entry_byte_offset, 0x10c0);
  // rsrc1 0xc00f0014: bits 5:0 = 20 VGPR blocks - 1; denorm modes 3 (bits 19:16 = 0xf);
  // bits 30 and 31: MEM_ORDERED, FWD_PROGRESS.
  EXPECT_EQ(kd->granulated_workitem_vgpr_count, 20u);
  EXPECT_EQ(kd->granulated_wavefront_sgpr_count, 0u);
  EXPECT_EQ(kd->float_round_mode_32, 0u);
  EXPECT_EQ(kd->float_denorm_mode_32, 3u);
  EXPECT_EQ(kd->float_denorm_mode_16_64, 3u);
  EXPECT_TRUE(kd->mem_ordered);
  EXPECT_TRUE(kd->fwd_progress);
  EXPECT_FALSE(kd->wgp_mode);
  // rsrc2 0x1390: USER_SGPR_COUNT (6 bits from bit 1 on gfx125x) = 8; workgroup ids x, y, z
  // (bits 7, 8, 9); ENABLE_VGPR_WORKITEM_ID (bits 12:11) = 2.
  EXPECT_EQ(kd->user_sgpr_count, 8u);
  EXPECT_TRUE(kd->workgroup_id[0] && kd->workgroup_id[1] && kd->workgroup_id[2]);
  EXPECT_FALSE(kd->workgroup_info);
  EXPECT_EQ(kd->vgpr_workitem_id, 2u);
  EXPECT_FALSE(kd->private_segment);
  // kernel_code_properties 0x041e: dispatch ptr, queue ptr, kernarg ptr, dispatch id; wave32 (bit 10).
  EXPECT_FALSE(kd->sgpr_private_segment_buffer);
  EXPECT_TRUE(kd->sgpr_dispatch_ptr && kd->sgpr_queue_ptr && kd->sgpr_kernarg_segment_ptr && kd->sgpr_dispatch_id);
  EXPECT_FALSE(kd->sgpr_flat_scratch_init);
  EXPECT_TRUE(kd->wave32);
  EXPECT_EQ(kd->accum_offset, 0u);  // no unified AGPR file on gfx1250
}

TEST(KernelDescriptor, UserSgprCountIsFiveBitsBeforeGfx125) {
  std::string b(64, '\0');
  put32(b, 52, (0x3fu << 1));  // all six bits set: 5 bits wide = 31 on gfx1201, 6 bits = 63 on gfx1250
  EXPECT_EQ(parse_kernel_descriptor(b, "gfx1201")->user_sgpr_count, 31u);
  EXPECT_EQ(parse_kernel_descriptor(b, "gfx1250")->user_sgpr_count, 63u);
}

TEST(KernelDescriptor, AccumOffsetOnTheUnifiedRegisterFileArches) {
  std::string b(64, '\0');
  put32(b, 44, 15);  // ACCUM_OFFSET field 15: (15 + 1) * 4 = 64
  EXPECT_EQ(parse_kernel_descriptor(b, "gfx90a")->accum_offset, 64u);
  EXPECT_EQ(parse_kernel_descriptor(b, "gfx942")->accum_offset, 64u);
  EXPECT_EQ(parse_kernel_descriptor(b, "gfx1100")->accum_offset, 0u);
}

TEST(KernelDescriptor, WrongSizeIsAnError) {
  auto kd = parse_kernel_descriptor(std::string(63, '\0'), "gfx1250");
  ASSERT_FALSE(kd);
  EXPECT_NE(kd.error().message.find("63 bytes"), std::string::npos) << kd.error().message;
}

}  // namespace
}  // namespace irgate::isa
