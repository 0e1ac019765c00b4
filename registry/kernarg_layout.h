// registry/kernarg_layout.h — a plan launch's explicit kernel arguments as the bytes an AMDGPU
// kernel reads (each value at its natural alignment: an i32 4 bytes, a pointer 8), with the
// places that hold a buffer pointer: the launch description of the C serving API
// (include/irgate/serve.h, irg_serve_launch_t) and the one the HIP runner launches from, so a
// framework serving from the cache and irgate's own GPU path lay out a launch the same way.
//
//   KernargLayout k = lay_out_kernargs(plan.launches[0]);
//   for (const irg_serve_pointer_slot_t& s : k.slots) {   // base + buffer_offset, 8 bytes LE
//     const uint64_t p = device_base[s.buffer] + uint64_t(s.buffer_offset);
//     std::memcpy(k.bytes.data() + s.offset, &p, 8);
//   }
#pragma once

#include <cstdint>
#include <vector>

#include "irgate/abi.h"
#include "irgate/serve.h"

namespace irgate::registry {

struct KernargLayout {
  std::vector<uint8_t> bytes;  // pointer slots hold their buffer_offset until the caller adds the base
  std::vector<irg_serve_pointer_slot_t> slots;
};

// The plan checked every i32 fits; a value is written as the plan holds it.
KernargLayout lay_out_kernargs(const irg_launch_t& launch);

}  // namespace irgate::registry
