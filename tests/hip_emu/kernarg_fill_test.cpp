// tests/hip_emu/kernarg_fill_test.cpp — the kernarg segment the emulated device hands the executor
// (hip_emu/kernarg_fill.h) on a kernel whose metadata lists two explicit arguments and the code
// object v5 hidden arguments at their AMDGPUUsage offsets: the explicit bytes from kernelParams
// and from an `extra` buffer, each hidden argument as the HIP runtime fills it, the planted
// wrong fills, and one case per refusal.
#include <gtest/gtest.h>

#include <cstring>

#include "hip_emu/kernarg_fill.h"

namespace irgate::hipemu {
namespace {

constexpr uint32_t kHidden = 16;  // where the hidden arguments start (after ptr @0, i32 @8, aligned)

isa::exec::Program probe_like() {
  isa::exec::Program p;
  p.kernel = "k";
  p.kernarg_bytes = kHidden + 256;
  p.args = {{"out", "global_buffer", 0, 8}, {"n", "by_value", 8, 4}};
  const struct {
    const char* kind;
    uint32_t offset, size;
  } hidden[] = {{"hidden_block_count_x", 0, 4},   {"hidden_block_count_y", 4, 4},   {"hidden_block_count_z", 8, 4},
                {"hidden_group_size_x", 12, 2},   {"hidden_group_size_y", 14, 2},   {"hidden_group_size_z", 16, 2},
                {"hidden_remainder_x", 18, 2},    {"hidden_remainder_y", 20, 2},    {"hidden_remainder_z", 22, 2},
                {"hidden_global_offset_x", 40, 8}, {"hidden_global_offset_y", 48, 8}, {"hidden_global_offset_z", 56, 8},
                {"hidden_grid_dims", 64, 2},      {"hidden_printf_buffer", 72, 8},  {"hidden_hostcall_buffer", 80, 8},
                {"hidden_heap_v1", 96, 8},        {"hidden_dynamic_lds_size", 120, 4}, {"hidden_private_base", 192, 4},
                {"hidden_shared_base", 196, 4},   {"hidden_queue_ptr", 200, 8}};
  for (const auto& h : hidden) p.args.push_back({"", h.kind, kHidden + h.offset, h.size});
  return p;
}

uint64_t at(const std::vector<uint8_t>& seg, uint32_t offset, uint32_t size) {
  uint64_t v = 0;
  std::memcpy(&v, seg.data() + offset, size);
  return v;
}

constexpr Dispatch kDispatch{{7, 3, 2}, {64, 2, 1}, 0};

void expect_runtime_fill(const std::vector<uint8_t>& seg) {
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(at(seg, kHidden + 4 * k, 4), kDispatch.grid[k]) << "block count " << k;
    EXPECT_EQ(at(seg, kHidden + 12 + 2 * k, 2), kDispatch.block[k]) << "group size " << k;
    EXPECT_EQ(at(seg, kHidden + 18 + 2 * k, 2), 0u) << "remainder " << k;
    EXPECT_EQ(at(seg, kHidden + 40 + 8 * k, 8), 0u) << "global offset " << k;
  }
  EXPECT_EQ(at(seg, kHidden + 64, 2), 3u) << "HIP's NDRange has three dimensions";
  for (uint32_t pointer : {72u, 80u, 96u, 200u}) EXPECT_EQ(at(seg, kHidden + pointer, 8), 0u) << pointer;
}

TEST(HipEmuKernargs, KernelParamsLandAtTheirOffsetsAndHiddenArgumentsAreTheRuntimes) {
  uint64_t out = 0x1000000040;
  int32_t n = -5;
  void* params[] = {&out, &n};
  auto seg = runtime_kernarg_segment(probe_like(), {params, nullptr, 0}, kDispatch);
  ASSERT_TRUE(seg) << seg.error().message;
  ASSERT_EQ(seg->size(), kHidden + 256u);
  EXPECT_EQ(at(*seg, 0, 8), out);
  EXPECT_EQ(int32_t(at(*seg, 8, 4)), n);
  expect_runtime_fill(*seg);
}

TEST(HipEmuKernargs, AnExtraBufferGivesTheSameSegmentAsKernelParams) {
  uint64_t out = 0x2000000000;
  int32_t n = 77;
  uint8_t buffer[16] = {};
  std::memcpy(buffer, &out, 8);
  std::memcpy(buffer + 8, &n, 4);
  void* params[] = {&out, &n};
  auto from_extra = runtime_kernarg_segment(probe_like(), {nullptr, buffer, sizeof buffer}, kDispatch);
  auto from_params = runtime_kernarg_segment(probe_like(), {params, nullptr, 0}, kDispatch);
  ASSERT_TRUE(from_extra && from_params);
  EXPECT_EQ(*from_extra, *from_params);
}

TEST(HipEmuKernargs, TheDynamicLdsSizeIsSharedMemBytes) {
  uint64_t out = 0;
  int32_t n = 0;
  void* params[] = {&out, &n};
  Dispatch d = kDispatch;
  d.dynamic_lds = 4096;
  auto seg = runtime_kernarg_segment(probe_like(), {params, nullptr, 0}, d);
  ASSERT_TRUE(seg);
  EXPECT_EQ(at(*seg, kHidden + 120, 4), 4096u);
}

TEST(HipEmuKernargs, PlantedFillsAreWrongWhereTheyNameAndNowhereElse) {
  uint64_t out = 0;
  int32_t n = 0;
  void* params[] = {&out, &n};
  auto right = runtime_kernarg_segment(probe_like(), {params, nullptr, 0}, {{7, 3, 1}, {64, 1, 1}, 0});
  auto counts = runtime_kernarg_segment(probe_like(), {params, nullptr, 0}, {{7, 3, 1}, {64, 1, 1}, 0},
                                        HiddenFault::block_count_in_work_items);
  auto dims = runtime_kernarg_segment(probe_like(), {params, nullptr, 0}, {{7, 3, 1}, {64, 1, 1}, 0},
                                      HiddenFault::grid_dims_from_sizes);
  ASSERT_TRUE(right && counts && dims);
  EXPECT_EQ(at(*counts, kHidden, 4), 7u * 64u);
  EXPECT_EQ(at(*dims, kHidden + 64, 2), 2u) << "only x and y are over 1";
  for (uint32_t off = 0; off < right->size(); ++off) {
    if (off >= kHidden && off < kHidden + 4) continue;
    EXPECT_EQ((*right)[off], (*counts)[off]) << off;
  }
  HiddenFault f;
  EXPECT_TRUE(hidden_fault_by_name("grid_dims_from_sizes", f) && f == HiddenFault::grid_dims_from_sizes);
  EXPECT_TRUE(hidden_fault_by_name("", f) && f == HiddenFault::none);
  EXPECT_FALSE(hidden_fault_by_name("hidden_grid_dims", f));
}

void expect_refused(const isa::exec::Program& p, const ExplicitArguments& a, const std::string& says) {
  auto seg = runtime_kernarg_segment(p, a, kDispatch);
  ASSERT_FALSE(seg);
  EXPECT_NE(seg.error().message.find(says), std::string::npos) << seg.error().message;
}

TEST(HipEmuKernargs, ANullKernelParamIsRefused) {
  uint64_t out = 0;
  void* params[] = {&out, nullptr};
  expect_refused(probe_like(), {params, nullptr, 0}, "kernelParams[1] is null");
}

TEST(HipEmuKernargs, AnExtraBufferShorterThanTheArgumentsIsRefused) {
  uint8_t buffer[8] = {};
  expect_refused(probe_like(), {nullptr, buffer, sizeof buffer}, "past the end of the 8-byte HIP_LAUNCH_PARAM_BUFFER_POINTER");
}

TEST(HipEmuKernargs, AHiddenKindTheDeviceDoesNotFillIsRefused) {
  isa::exec::Program p = probe_like();
  p.args.push_back({"", "hidden_cluster_dims", kHidden + 208, 4});
  uint64_t out = 0;
  int32_t n = 0;
  void* params[] = {&out, &n};
  expect_refused(p, {params, nullptr, 0}, "does not fill hidden arguments of this kind");
}

TEST(HipEmuKernargs, AnArgumentOutsideTheSegmentIsRefused) {
  isa::exec::Program p = probe_like();
  p.kernarg_bytes = 12;
  uint64_t out = 0;
  int32_t n = 0;
  void* params[] = {&out, &n};
  expect_refused(p, {params, nullptr, 0}, "lies outside the 12-byte kernarg segment");
}

}  // namespace
}  // namespace irgate::hipemu
