// runtime/inputs.h — seeded input tensors, rounded to the kernel's dtype, and their bytes.
//
// Used by the emulated and HIP plan runners. Values are uniform in [-1, 1) from a splitmix64
// stream, then rounded to fp16/bf16, so the host reference sees exactly what the kernel reads.
//
//   std::vector<float> x = seeded_values(count, IRG_DTYPE_F16, /*seed=*/7);
//   std::vector<uint8_t> bytes = encode(x, IRG_DTYPE_F16);   // 2 bytes per value
#pragma once

#include <cstdint>
#include <vector>

namespace irgate::runtime {

std::vector<float> seeded_values(int64_t count, int32_t dtype, uint64_t seed);
// Replaces every 61st value (from a seeded start) with a seeded subnormal of the 16-bit dtype, of
// either sign, so that a kernel's WMMAs see subnormal operands (the ftz16 model then differs from
// the others); fp32 values are left alone.
void sprinkle_subnormals(std::vector<float>& values, int32_t dtype, uint64_t seed);
std::vector<uint8_t> encode(const std::vector<float>& values, int32_t dtype);
std::vector<float> decode(const std::vector<uint8_t>& bytes, int32_t dtype, int64_t count);
int dtype_bytes(int32_t dtype);

}  // namespace irgate::runtime
