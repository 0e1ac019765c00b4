// emulator/float_bits.h — bit-exact fp16 / bf16 <-> fp32 conversions (round to nearest even).
//
// Used by the executor (fpext/fptrunc, WMMA operands), the host reference (inputs are rounded
// to the kernel's dtype before the math) and the runtime (seeded fills). Pure functions.
//
//   uint16_t h = irgate::emu::f32_to_f16(1.5f);   // 0x3E00
//   float f = irgate::emu::f16_to_f32(h);          // 1.5f
#pragma once

#include <bit>
#include <cstdint>

namespace irgate::emu {

// Exact and branch-free: shift the half's exponent and mantissa into place and rebias; Inf/NaN
// (exponent all ones) and subnormals (renormalised by a float subtraction that is computed for
// every input and kept only for them) are chosen by bit masks, not branches, so a loop over
// halves vectorises (the WMMA operand gather converts whole 16-lane runs).
inline float f16_to_f32(uint16_t h) {
  constexpr uint32_t shifted_exp = 0x7C00u << 13;
  const uint32_t bits = uint32_t(h & 0x7FFFu) << 13;
  const uint32_t exp = bits & shifted_exp;
  const uint32_t inf_nan = 0u - uint32_t(exp == shifted_exp);
  const uint32_t subnormal = 0u - uint32_t(exp == 0);
  // rebias; Inf/NaN get the rest of the way to exponent 255 (a NaN keeps its payload)
  const uint32_t normal = bits + (uint32_t(127 - 15) << 23) + (inf_nan & (uint32_t(128 - 16) << 23));
  // subnormal: 2^-14 * (1 + m) - 2^-14 = 2^-14 * m (finite for every input, so harmless for the rest)
  constexpr float two_pow_minus_14 = std::bit_cast<float>(uint32_t(113) << 23);
  const float renormalised = std::bit_cast<float>(bits + (uint32_t(113) << 23)) - two_pow_minus_14;
  const uint32_t magnitude = (std::bit_cast<uint32_t>(renormalised) & subnormal) | (normal & ~subnormal);
  return std::bit_cast<float>(magnitude | uint32_t(h & 0x8000u) << 16);
}

inline uint16_t f32_to_f16(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t exp = (x >> 23) & 0xFFu;
  uint32_t man = x & 0x7FFFFFu;
  if (exp == 0xFF) return uint16_t(sign | 0x7C00u | (man ? 0x200u | (man >> 13) : 0));
  int e = int(exp) - 127 + 15;
  if (e >= 31) return uint16_t(sign | 0x7C00u);  // overflow to Inf
  if (e <= 0) {                                   // subnormal half or zero
    if (e < -10) return uint16_t(sign);
    man |= 0x800000u;
    uint32_t shift = uint32_t(14 - e);
    uint32_t half_man = man >> shift;
    uint32_t rem = man & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (half_man & 1u))) ++half_man;
    return uint16_t(sign | half_man);
  }
  uint32_t half = sign | uint32_t(e) << 10 | (man >> 13);
  uint32_t rem = man & 0x1FFFu;
  if (rem > 0x1000u || (rem == 0x1000u && (half & 1u))) ++half;  // may carry into exp: correct
  return uint16_t(half);
}

inline float bf16_to_f32(uint16_t b) { return std::bit_cast<float>(uint32_t(b) << 16); }

inline uint16_t f32_to_bf16(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) return uint16_t((x >> 16) | 0x40u);  // quiet NaN
  uint32_t rounding = 0x7FFFu + ((x >> 16) & 1u);
  return uint16_t((x + rounding) >> 16);
}

inline float round_to_f16(float f) { return f16_to_f32(f32_to_f16(f)); }
inline float round_to_bf16(float f) { return bf16_to_f32(f32_to_bf16(f)); }

inline float as_f32(uint64_t bits) { return std::bit_cast<float>(uint32_t(bits)); }
inline uint64_t f32_bits(float f) { return std::bit_cast<uint32_t>(f); }

}  // namespace irgate::emu
