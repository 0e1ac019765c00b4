// emulator/memory.h — global memory: named allocations at large, distinct base addresses, each
// with a per-byte "initialised" map, plus the buffer-resource access rules.
//
// Used by the runtime (allocate X/DY/DW/WS, fill, read back) and the executor (buffer and
// addrspace(1) accesses). Bases are 2^36 apart so that llvm16's ptrtoint/dword arithmetic on a
// 48-bit address round-trips. Not thread-safe: one launch at a time per GlobalMemory.
//
//   GlobalMemory mem;
//   uint64_t x = mem.allocate("X", 4096);
//   mem.write(x, bytes, 4096);             // marks the bytes initialised
//   BufferView v = decode_rsrc(dwords);    // base, num_records from a V#
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace irgate::emu {

struct Allocation {
  std::string name;
  uint64_t base = 0;
  std::vector<uint8_t> bytes;
  std::vector<uint8_t> initialised;  // 1 per byte once written or filled
};

class GlobalMemory {
 public:
  static constexpr uint64_t kBaseStride = uint64_t(1) << 36;

  // Allocates `size` bytes (contents undefined: not initialised) and returns the base address.
  uint64_t allocate(std::string name, uint64_t size);
  // The allocation holding [addr, addr + size), or nullptr.
  Allocation* find(uint64_t addr, uint64_t size);
  const Allocation* find(uint64_t addr, uint64_t size) const;
  Allocation* by_name(const std::string& name);
  void write(uint64_t addr, const void* src, uint64_t size);  // host write: marks initialised
  void fill_zero(uint64_t addr, uint64_t size);
  void read(uint64_t addr, void* dst, uint64_t size) const;
  const std::vector<Allocation>& allocations() const { return allocs_; }

 private:
  std::vector<Allocation> allocs_;
};

// A decoded buffer resource (V#): dword0 = base[31:0], dword1[15:0] = base[47:32],
// dword1[29:16] = stride, dword2 = num_records (bytes for raw buffers), dword3 = flags.
struct BufferView {
  uint64_t base;
  uint32_t stride;
  uint64_t num_records;
  uint32_t flags;
};

inline BufferView decode_rsrc(const uint32_t d[4]) {
  return {uint64_t(d[0]) | (uint64_t(d[1] & 0xFFFFu) << 32), (d[1] >> 16) & 0x3FFFu, d[2], d[3]};
}

}  // namespace irgate::emu
