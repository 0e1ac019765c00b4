// emulator/memory.cpp — GlobalMemory.
#include "emulator/memory.h"

namespace irgate::emu {

uint64_t GlobalMemory::allocate(std::string name, uint64_t size) {
  Allocation a;
  a.name = std::move(name);
  a.base = kBaseStride * (allocs_.size() + 1);
  a.bytes.assign(size, 0xCD);  // a recognisable pattern; reads of it are flagged anyway
  a.initialised.assign(size, 0);
  allocs_.push_back(std::move(a));
  return allocs_.back().base;
}

Allocation* GlobalMemory::find(uint64_t addr, uint64_t size) {
  for (Allocation& a : allocs_)
    if (addr >= a.base && addr - a.base <= a.bytes.size() && size <= a.bytes.size() - (addr - a.base)) return &a;
  return nullptr;
}

const Allocation* GlobalMemory::find(uint64_t addr, uint64_t size) const {
  return const_cast<GlobalMemory*>(this)->find(addr, size);
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
  std::memset(a->initialised.data() + (addr - a->base), 1, size);
}

void GlobalMemory::fill_zero(uint64_t addr, uint64_t size) {
  Allocation* a = find(addr, size);
  if (!a) return;
  std::memset(a->bytes.data() + (addr - a->base), 0, size);
  std::memset(a->initialised.data() + (addr - a->base), 1, size);
}

void GlobalMemory::read(uint64_t addr, void* dst, uint64_t size) const {
  const Allocation* a = find(addr, size);
  if (!a) return;
  std::memcpy(dst, a->bytes.data() + (addr - a->base), size);
}

}  // namespace irgate::emu
