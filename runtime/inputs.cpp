// runtime/inputs.cpp — seeded values and dtype encoding.
#include "runtime/inputs.h"

#include <bit>
#include <cmath>
#include <cstring>

#include "machine/float_bits.h"
#include "irgate/abi.h"

namespace irgate::runtime {

int dtype_bytes(int32_t dtype) { return dtype == IRG_DTYPE_F32 ? 4 : 2; }

// The draws are the 24-bit multiples of 2^-23 in [-1, 1): u = k * 2^-23 with |k| <= 2^23, k
// from the top 24 bits of the element's stream_bits. Both steps below are exact in float (k and
// the scaling by a power of two lose nothing), so this is (z >> 40) / 2^24 * 2 - 1 to the bit.
//
// Rounding such a u to a 16-bit dtype needs none of the general conversion's cases: no NaN, no
// overflow (|u| <= 1), and no fp16 subnormal to treat apart (|u| < 2^-14 means |k| < 2^9: at most
// 9 significant bits, which both the fp16 subnormal and the 11 bits kept below hold exactly). What
// is left is round-to-nearest-even of the float's mantissa to 10 (fp16) or 7 (bf16) bits, an
// integer add on the bits whose carry moves the exponent where it must.
// tests/runtime/seeded_values_test.cpp checks this against the general round_to_f16 /
// round_to_bf16 on a million draws.
std::vector<float> seeded_values(int64_t count, int32_t dtype, uint64_t key, int64_t first) {
  std::vector<float> v(size_t(count > 0 ? count : 0));
  const unsigned dropped = dtype == IRG_DTYPE_F16 ? 13 : dtype == IRG_DTYPE_BF16 ? 16 : 0;
  // fp32 (nothing dropped): all three are zero or all ones, and the rounding below keeps u
  const uint32_t half_ulp = dropped ? (1u << (dropped - 1)) - 1 : 0, odd = dropped ? 1 : 0, kept = ~((1u << dropped) - 1);
  for (size_t i = 0; i < v.size(); ++i) {
    const int32_t k = int32_t(stream_bits(key, uint64_t(first) + i) >> 40) - (1 << 23);
    const uint32_t bits = std::bit_cast<uint32_t>(float(k) * 0x1p-23f);
    v[i] = std::bit_cast<float>((bits + half_ulp + (bits >> dropped & odd)) & kept);
  }
  return v;
}

// k = floor(hi32 * (2·bound + 1) / 2^32) - bound: the top 32 bits scaled onto the 2·bound + 1
// integers (a bias below 2^-31 for any bound exact mode uses), then times 2^exponent, exact.
// With `nonzero` the span is the 2·bound integers without 0: the draws from 0 up move up by one.
std::vector<float> exact_values(int64_t count, uint64_t key, ExactRange range, int64_t first) {
  std::vector<float> v(size_t(count > 0 ? count : 0));
  const uint64_t bound = uint64_t(range.bound > 0 ? range.bound : 0);
  const bool nonzero = range.nonzero && bound > 0;
  const uint64_t span = 2 * bound + (nonzero ? 0 : 1);
  const float scale = std::ldexp(1.0f, range.exponent);
  for (size_t i = 0; i < v.size(); ++i) {
    int64_t k = int64_t(((stream_bits(key, uint64_t(first) + i) >> 32) * span) >> 32) - int64_t(bound);
    if (nonzero && k >= 0) ++k;
    v[i] = float(k) * scale;
  }
  return v;
}

void sprinkle_subnormals(std::vector<float>& values, int32_t dtype, uint64_t key, int64_t first) {
  if (dtype != IRG_DTYPE_F16 && dtype != IRG_DTYPE_BF16 && dtype != IRG_DTYPE_F32) return;
  const uint32_t mantissa = dtype == IRG_DTYPE_F16 ? 0x03FFu : dtype == IRG_DTYPE_BF16 ? 0x007Fu : 0x7FFFFFu;
  constexpr uint64_t kEvery = 61;
  // Subnormal j sits at element start + j·61 of the buffer and takes draw j + 1 of the stream.
  const uint64_t start = stream_bits(key, 0) % kEvery, from = uint64_t(first);
  uint64_t j = from <= start ? 0 : (from - start + kEvery - 1) / kEvery;
  for (uint64_t i = start + j * kEvery - from; i < values.size(); i += kEvery, ++j) {
    const uint64_t z = stream_bits(key, j + 1);
    const uint32_t sign = uint32_t(z >> 32 & 1u), m = uint32_t(1u + z % mantissa);  // nonzero mantissa, zero exponent
    values[i] = dtype == IRG_DTYPE_F32 ? std::bit_cast<float>(sign << 31 | m)
                : dtype == IRG_DTYPE_F16 ? emu::f16_to_f32(uint16_t(sign << 15 | m))
                                         : emu::bf16_to_f32(uint16_t(sign << 15 | m));
  }
}

std::vector<uint8_t> encode(const std::vector<float>& values, int32_t dtype) {
  std::vector<uint8_t> out(values.size() * size_t(dtype_bytes(dtype)));
  if (dtype == IRG_DTYPE_F32) {
    if (!values.empty()) std::memcpy(out.data(), values.data(), out.size());
    return out;
  }
  // One loop per dtype, so that neither tests the dtype per value.
  auto put = [&](auto to_bits) {
    for (size_t i = 0; i < values.size(); ++i) {
      const uint16_t h = to_bits(values[i]);
      std::memcpy(&out[i * 2], &h, 2);
    }
  };
  if (dtype == IRG_DTYPE_F16) put(emu::f32_to_f16);
  else put(emu::f32_to_bf16);
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
