// registry/kernarg_layout.cpp — see kernarg_layout.h.
#include "registry/kernarg_layout.h"

#include <cstring>

namespace irgate::registry {

KernargLayout lay_out_kernargs(const irg_launch_t& launch) {
  KernargLayout out;
  for (int k = 0; k < launch.n_kernargs; ++k) {
    const irg_kernarg_value_t& v = launch.kernargs[k];
    const size_t size = v.buffer == IRG_BUF_NONE ? 4 : 8;
    const size_t at = (out.bytes.size() + size - 1) / size * size;
    out.bytes.resize(at + size, 0);
    if (v.buffer == IRG_BUF_NONE) {
      const int32_t i = static_cast<int32_t>(v.value);
      std::memcpy(out.bytes.data() + at, &i, 4);
    } else {
      std::memcpy(out.bytes.data() + at, &v.value, 8);
      out.slots.push_back({static_cast<uint32_t>(at), v.buffer, v.value});
    }
  }
  return out;
}

}  // namespace irgate::registry
