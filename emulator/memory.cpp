// emulator/memory.cpp — GlobalMemory and the allocations' initialised bitmaps.
#include "emulator/memory.h"

#include <algorithm>
#include <bit>

namespace irgate::emu {

namespace {
// Bits [from, to) of one 64-bit word (0 <= from < to <= 64).
uint64_t bit_range(unsigned from, unsigned to) {
  const uint64_t upto = to == 64 ? ~uint64_t(0) : (uint64_t(1) << to) - 1;
  return upto & ~((uint64_t(1) << from) - 1);
}
}  // namespace

Allocation::Allocation(std::string name_in, uint64_t base_in, uint64_t size)
    : name(std::move(name_in)), base(base_in), bytes(size, 0xCD),  // a recognisable pattern
      init_bits_((size + 63) / 64, 0), uninitialised_(size) {}

bool Allocation::range_initialised(uint64_t off, uint64_t n) const { return first_uninitialised(off, n) == n; }

uint64_t Allocation::first_uninitialised(uint64_t off, uint64_t n) const {
  if (uninitialised_ == 0) return n;
  for (uint64_t b = off, end = off + n; b < end;) {
    const uint64_t w = b / 64;
    const unsigned from = unsigned(b % 64), to = unsigned(std::min<uint64_t>(64, from + (end - b)));
    const uint64_t missing = ~init_bits_[w] & bit_range(from, to);
    if (missing) return w * 64 + unsigned(std::countr_zero(missing)) - off;
    b += to - from;
  }
  return n;
}

void Allocation::mark_range(uint64_t off, uint64_t n) {
  for (uint64_t b = off, end = off + n; b < end;) {
    const uint64_t w = b / 64;
    const unsigned from = unsigned(b % 64), to = unsigned(std::min<uint64_t>(64, from + (end - b)));
    const uint64_t fresh = ~init_bits_[w] & bit_range(from, to);
    init_bits_[w] |= fresh;
    uninitialised_ -= uint64_t(std::popcount(fresh));
    b += to - from;
  }
}

uint64_t GlobalMemory::allocate(std::string name, uint64_t size) {
  allocs_.emplace_back(std::move(name), kBaseStride * (allocs_.size() + 1), size);
  return allocs_.back().base;
}

Allocation* GlobalMemory::by_name(const std::string& name) {
  for (Allocation& a : allocs_)
    if (a.name == name) return &a;
  return nullptr;
}

void GlobalMemory::write(uint64_t addr, const void* src, uint64_t size) {
  Allocation* a = find(addr, size);
  if (!a) return;
  std::memcpy(a->bytes.data() + (addr - a->base), src, size);
  a->mark_initialised(addr - a->base, size);
}

void GlobalMemory::fill_zero(uint64_t addr, uint64_t size) {
  Allocation* a = find(addr, size);
  if (!a) return;
  std::memset(a->bytes.data() + (addr - a->base), 0, size);
  a->mark_initialised(addr - a->base, size);
}

void GlobalMemory::read(uint64_t addr, void* dst, uint64_t size) const {
  const Allocation* a = find(addr, size);
  if (!a) return;
  std::memcpy(dst, a->bytes.data() + (addr - a->base), size);
}

}  // namespace irgate::emu
