// machine/memory.h — global memory: named allocations at large, distinct base addresses, each
// with an "initialised" bitmap (one bit per byte), plus the buffer-resource access rules.
//
// Used by the runtime (allocate X/DY/DW/WS, fill, read back) and the executors (buffer and
// addrspace(1) accesses). Bases are 2^36 apart so that llvm16's ptrtoint/dword arithmetic on a
// 48-bit address round-trips, and so that the allocation of an address is its top bits (find() is
// O(1)). An allocation counts its never-written bytes: once that is zero (the runtime fills or
// zeroes every input it launches on), the per-access initialised check is one compare. Not
// thread-safe: one launch at a time per GlobalMemory.
//
//   GlobalMemory mem;
//   uint64_t x = mem.allocate("X", 4096);
//   mem.write(x, bytes, 4096);             // marks the bytes initialised
//   mem.find(x, 16)->initialised(0, 16);   // true
//   BufferView v = decode_rsrc(dwords);    // base, num_records from a V#
#pragma once

#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <vector>

namespace irgate::emu {

class Allocation {
 public:
  Allocation(std::string name, uint64_t base, uint64_t size);

  std::string name;
  uint64_t base = 0;
  std::vector<uint8_t> bytes;

  // True when every byte of [off, off + n) was written or filled (the caller keeps the range
  // inside the allocation).
  bool initialised(uint64_t off, uint64_t n) const {
    return uninitialised_ == 0 || range_initialised(off, n);
  }
  // The offset of the first never-written byte of [off, off + n), or n when there is none.
  uint64_t first_uninitialised(uint64_t off, uint64_t n) const;
  void mark_initialised(uint64_t off, uint64_t n) {
    if (uninitialised_ != 0) mark_range(off, n);
  }
  bool fully_initialised() const { return uninitialised_ == 0; }

 private:
  bool range_initialised(uint64_t off, uint64_t n) const;
  void mark_range(uint64_t off, uint64_t n);
  std::vector<uint64_t> init_bits_;  // bit b of word w: byte 64w + b was written
  uint64_t uninitialised_ = 0;       // bytes never written
};

class GlobalMemory {
 public:
  static constexpr unsigned kBaseShift = 36;
  static constexpr uint64_t kBaseStride = uint64_t(1) << kBaseShift;

  // Allocates `size` bytes (contents undefined: not initialised) and returns the base address:
  // the lowest slot a release() freed, else a new one.
  uint64_t allocate(std::string name, uint64_t size);
  // Frees the allocation based at `base` (its bytes go, its slot is reused by a later allocate):
  // what a runtime does on free, and the ISA executor with a launch's kernarg segment. A base
  // no allocation starts at is ignored.
  void release(uint64_t base);
  // The allocation holding [addr, addr + size), or nullptr.
  Allocation* find(uint64_t addr, uint64_t size) {
    const uint64_t k = (addr >> kBaseShift) - 1;  // allocation k lives at (k + 1) << kBaseShift
    if (k >= allocs_.size()) return nullptr;
    Allocation& a = allocs_[k];
    const uint64_t off = addr - a.base, n = a.bytes.size();
    return off <= n && size <= n - off ? &a : nullptr;
  }
  const Allocation* find(uint64_t addr, uint64_t size) const {
    return const_cast<GlobalMemory*>(this)->find(addr, size);
  }
  Allocation* by_name(const std::string& name);
  void write(uint64_t addr, const void* src, uint64_t size);  // host write: marks initialised
  void fill_zero(uint64_t addr, uint64_t size);
  void read(uint64_t addr, void* dst, uint64_t size) const;
  const std::vector<Allocation>& allocations() const { return allocs_; }

 private:
  std::vector<Allocation> allocs_;
  std::set<size_t> free_slots_;  // released allocations' indices, reused lowest first
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
