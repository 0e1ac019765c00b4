// runtime/inputs.cpp — seeded values and dtype encoding.
#include "runtime/inputs.h"

#include <cstring>

#include "emulator/float_bits.h"
#include "irgate/abi.h"

namespace irgate::runtime {

int dtype_bytes(int32_t dtype) { return dtype == IRG_DTYPE_F32 ? 4 : 2; }

std::vector<float> seeded_values(int64_t count, int32_t dtype, uint64_t seed) {
  std::vector<float> v(size_t(count > 0 ? count : 0));
  uint64_t state = seed * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull;
  for (float& x : v) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    float u = float(double(z >> 40) / double(uint64_t(1) << 24)) * 2.0f - 1.0f;
    x = dtype == IRG_DTYPE_F16 ? emu::round_to_f16(u) : dtype == IRG_DTYPE_BF16 ? emu::round_to_bf16(u) : u;
  }
  return v;
}

void sprinkle_subnormals(std::vector<float>& values, int32_t dtype, uint64_t seed) {
  if (dtype != IRG_DTYPE_F16 && dtype != IRG_DTYPE_BF16) return;
  const uint16_t mantissa = dtype == IRG_DTYPE_F16 ? 0x03FFu : 0x007Fu;
  uint64_t state = seed * 0xD1B54A32D192ED03ull + 1;
  auto next = [&state] {  // splitmix64
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  constexpr size_t kEvery = 61;
  for (size_t i = size_t(next() % kEvery); i < values.size(); i += kEvery) {
    const uint64_t z = next();
    const uint16_t bits = uint16_t((z >> 32 & 1u) << 15 | (1u + z % mantissa));  // nonzero mantissa, zero exponent
    values[i] = dtype == IRG_DTYPE_F16 ? emu::f16_to_f32(bits) : emu::bf16_to_f32(bits);
  }
}

std::vector<uint8_t> encode(const std::vector<float>& values, int32_t dtype) {
  const int eb = dtype_bytes(dtype);
  std::vector<uint8_t> out(values.size() * size_t(eb));
  for (size_t i = 0; i < values.size(); ++i) {
    if (eb == 4) {
      std::memcpy(&out[i * 4], &values[i], 4);
    } else {
      uint16_t h = dtype == IRG_DTYPE_F16 ? emu::f32_to_f16(values[i]) : emu::f32_to_bf16(values[i]);
      std::memcpy(&out[i * 2], &h, 2);
    }
  }
  return out;
}

std::vector<float> decode(const std::vector<uint8_t>& bytes, int32_t dtype, int64_t count) {
  const int eb = dtype_bytes(dtype);
  std::vector<float> out(size_t(count > 0 ? count : 0));
  for (size_t i = 0; i < out.size() && (i + 1) * size_t(eb) <= bytes.size(); ++i) {
    if (eb == 4) {
      std::memcpy(&out[i], &bytes[i * 4], 4);
    } else {
      uint16_t h;
      std::memcpy(&h, &bytes[i * 2], 2);
      out[i] = dtype == IRG_DTYPE_F16 ? emu::f16_to_f32(h) : emu::bf16_to_f32(h);
    }
  }
  return out;
}

}  // namespace irgate::runtime
