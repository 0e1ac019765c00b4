// tests/toolchain/parsers_test.cpp — the text parsers of the toolchain library: kernel
// resources from the metadata note, the -mcpu=help CPU table, the version banner.
#include <gtest/gtest.h>

#include "metadata/kernel_resources.h"
#include "toolchain/tools.h"

namespace irgate::toolchain {
namespace {

// Trimmed from `llvm-readelf-22 --notes` on a two-kernel code object; the `;` comments of
// llc's asm never reach this text, and the per-argument keys (.size, .offset) must not leak.
const char* kNotes = R"(Displaying notes found in: .note
  Owner                Data size 	Description
  AMDGPU               0x00000650	NT_AMDGPU_METADATA (AMDGPU Metadata)
    AMDGPU Metadata:
        ---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4096
    .kernarg_segment_size: 296
    .name:           first
    .private_segment_fixed_size: 408
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .vgpr_count:     16
    .vgpr_spill_count: 117
    .wavefront_size: 32
  - .agpr_count:     16
    .group_segment_fixed_size: 0
    .name:           second
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...
)";

TEST(Metadata, ReadsEveryKernelsResourceKeys) {
  auto ks = metadata::parse_kernel_resources(kNotes);
  ASSERT_EQ(ks.size(), 2u);
  EXPECT_EQ(ks[0].name, "first");
  EXPECT_EQ(ks[0].group_segment_fixed_size, 4096);
  EXPECT_EQ(ks[0].private_segment_fixed_size, 408);
  EXPECT_EQ(ks[0].sgpr_count, 76);
  EXPECT_EQ(ks[0].vgpr_count, 16);
  EXPECT_EQ(ks[0].vgpr_spill_count, 117);
  EXPECT_EQ(ks[0].wavefront_size, 32);
  EXPECT_TRUE(ks[0].complete());
  EXPECT_EQ(ks[1].name, "second");
  EXPECT_EQ(ks[1].agpr_count, 16);
  EXPECT_EQ(ks[1].vgpr_count, 20);
  EXPECT_EQ(ks[1].wavefront_size, 64);
}

TEST(Metadata, MissingKeysAreIncompleteAndNoListIsEmpty) {
  auto ks = metadata::parse_kernel_resources("amdhsa.kernels:\n  - .name: k\n    .vgpr_count: 3\namdhsa.target: x\n");
  ASSERT_EQ(ks.size(), 1u);
  EXPECT_FALSE(ks[0].complete());
  EXPECT_TRUE(metadata::parse_kernel_resources("; NumVgprs: 16\n; ScratchSize: 0\n").empty());
}

TEST(CpuHelp, ListsOnlyTheCpuTable) {
  auto cpus = parse_cpu_help(
      "Available CPUs for this target:\n\n  gfx1100     - Select the gfx1100 processor.\n"
      "  gfx90a      - Select the gfx90a processor.\n\nAvailable features for this target:\n\n"
      "  gfx90a-insts - Additional instructions for GFX90A+.\n\nUse +feature to enable a feature.\n");
  EXPECT_EQ(cpus, (std::set<std::string>{"gfx1100", "gfx90a"}));
  EXPECT_TRUE(parse_cpu_help("garbage\n").empty());
}

TEST(Version, NumberFromBanner) {
  EXPECT_EQ(version_number("Debian LLVM version 22.1.8\n  Optimized build.\n"), "22.1.8");
  EXPECT_EQ(version_number("Homebrew clang 3\n"), "");
}

}  // namespace
}  // namespace irgate::toolchain
