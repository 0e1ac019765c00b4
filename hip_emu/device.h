// hip_emu/device.h — one emulated AMD device: its arch, the hipMalloc allocations alive on it in
// the ISA executor's global memory (one memory for every device of the process, as HIP's unified
// address space has it: a device pointer is an executor address, and no two devices hand out the
// same one), its decoder, and its clock (the estimated time of its launches so far,
// launch_estimate.h).
//
// Used by hip_emu/runtime.* (one Device per configured arch) and the entry points of
// api_memory.cpp. Not thread-safe: the runtime's lock guards every call.
//
// hipMalloc'd bytes hold the executor's fill pattern (0xCD) and count as never written: a kernel
// reading them is reported as an uninitialised read, a dW accumulated on them is wrong, as on a
// GPU whose memory holds an earlier allocation's leftovers.
//
//   emu::GlobalMemory memory;
//   Device d(0, *emu::arch_info("gfx1250"), config, memory);
//   auto x = d.allocate(4096);                         // "out of memory: ..." past the budget
//   emu::Allocation* a = d.holding(*x + 16, 64);       // the live allocation, or nullptr
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "hip_emu/config.h"
#include "isa/decode.h"
#include "machine/arch.h"
#include "machine/memory.h"
#include "support/result.h"

namespace irgate::hipemu {

class Device {
 public:
  Device(int index, emu::ArchInfo arch, const Config& config, emu::GlobalMemory& memory);

  int index() const { return index_; }
  const emu::ArchInfo& arch() const { return arch_; }
  emu::GlobalMemory& memory() { return memory_; }
  uint64_t memory_bytes() const { return memory_bytes_; }
  uint64_t used_bytes() const { return used_; }

  // A new allocation of `bytes` (> 0); an error past the memory budget or one allocation's
  // largest size (machine/memory.h: 2^36 bytes).
  Result<uint64_t> allocate(uint64_t bytes);
  // Frees the allocation based at `base`; false when no live allocation starts there.
  bool release(uint64_t base);
  // The live allocation holding [address, address + bytes), or nullptr.
  emu::Allocation* holding(uint64_t address, uint64_t bytes);
  // hipDeviceReset: every allocation freed, the clock back to 0.
  void reset();

  Result<const isa::Disassembler*> disassembler();

  double clock_us = 0;  // estimated device time so far (hipEventRecord reads it)

 private:
  int index_;
  emu::ArchInfo arch_;
  uint64_t memory_bytes_;
  uint64_t used_ = 0;
  emu::GlobalMemory& memory_;
  std::map<uint64_t, uint64_t> live_;  // base -> bytes
  std::unique_ptr<isa::Disassembler> disassembler_;
};

}  // namespace irgate::hipemu
