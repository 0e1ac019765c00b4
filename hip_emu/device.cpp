// hip_emu/device.cpp — see device.h.
#include "hip_emu/device.h"

#include <new>

namespace irgate::hipemu {

Device::Device(int index, emu::ArchInfo arch, const Config& config, emu::GlobalMemory& memory)
    : index_(index), arch_(std::move(arch)), memory_bytes_(config.memory_bytes), memory_(memory) {}

Result<uint64_t> Device::allocate(uint64_t bytes) {
  if (bytes > emu::GlobalMemory::kBaseStride)
    return Error{"one allocation holds at most " + std::to_string(emu::GlobalMemory::kBaseStride) + " bytes (asked " +
                 std::to_string(bytes) + ")"};
  if (bytes > memory_bytes_ - used_)
    return Error{std::to_string(bytes) + " bytes asked, " + std::to_string(memory_bytes_ - used_) + " of " +
                 std::to_string(memory_bytes_) + " left (the budget is memory_bytes of the configuration)"};
  uint64_t base;
  try {
    base = memory_.allocate("hipMalloc #" + std::to_string(live_.size() + 1) + " of device " + std::to_string(index_),
                            bytes);
  } catch (const std::bad_alloc&) {
    return Error{std::to_string(bytes) + " bytes: the host could not hold them"};
  }
  live_[base] = bytes;
  used_ += bytes;
  return base;
}

bool Device::release(uint64_t base) {
  auto it = live_.find(base);
  if (it == live_.end()) return false;
  used_ -= it->second;
  live_.erase(it);
  memory_.release(base);
  return true;
}

emu::Allocation* Device::holding(uint64_t address, uint64_t bytes) {
  auto it = live_.upper_bound(address);
  if (it == live_.begin()) return nullptr;
  --it;
  const uint64_t off = address - it->first;
  if (off > it->second || bytes > it->second - off) return nullptr;
  return memory_.find(it->first, 0);
}

void Device::reset() {
  while (!live_.empty()) release(live_.begin()->first);
  clock_us = 0;
}

Result<const isa::Disassembler*> Device::disassembler() {
  if (!disassembler_) {
    auto made = isa::Disassembler::create(arch_.name);
    if (!made) return made.error();
    disassembler_ = std::move(*made);
  }
  return disassembler_.get();
}

}  // namespace irgate::hipemu
