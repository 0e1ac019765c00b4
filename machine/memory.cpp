// machine/memory.cpp — GlobalMemory and the allocations' initialised bitmaps.
#include "machine/memory.h"

#include "machine/byte_bitmap.h"

namespace irgate::emu {

Allocation::Allocation(std::string name_in, uint64_t base_in, uint64_t size)
    : name(std::move(name_in)), base(base_in), bytes(size, 0xCD),  // a recognisable pattern
      init_bits_((size + 63) / 64, 0), uninitialised_(size) {}

bool Allocation::range_initialised(uint64_t off, uint64_t n) const { return first_clear_bit(init_bits_, off, n) == n; }

uint64_t Allocation::first_uninitialised(uint64_t off, uint64_t n) const {
  return uninitialised_ == 0 ? n : first_clear_bit(init_bits_, off, n);
}

void Allocation::mark_range(uint64_t off, uint64_t n) { uninitialised_ -= set_bits(init_bits_, off, n); }

uint64_t GlobalMemory::allocate(std::string name, uint64_t size) {
  if (!free_slots_.empty()) {
    const size_t k = *free_slots_.begin();
    free_slots_.erase(free_slots_.begin());
    allocs_[k] = Allocation(std::move(name), kBaseStride * (k + 1), size);
    return allocs_[k].base;
  }
  allocs_.emplace_back(std::move(name), kBaseStride * (allocs_.size() + 1), size);
  return allocs_.back().base;
}

void GlobalMemory::release(uint64_t base) {
  const uint64_t k = (base >> kBaseShift) - 1;
  if (base % kBaseStride != 0 || k >= allocs_.size() || free_slots_.count(k)) return;
  allocs_[k] = Allocation(allocs_[k].name + " (released)", base, 0);
  free_slots_.insert(k);
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
