// machine/float_bits.h — bit-exact fp16 / bf16 <-> fp32 conversions (round to nearest even).
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

// All ones where `c` holds: a scalar comparison gives a bool, a comparison of two generic
// vectors (GCC/Clang vector extensions) already gives -1 in each lane where it holds.
inline uint32_t all_ones_if(bool c) { return 0u - uint32_t(c); }
template <class V>
inline V all_ones_if(V c) { return c; }

// Exact and branch-free: shift the half's exponent and mantissa into place and rebias; Inf/NaN
// (exponent all ones) and subnormals (renormalised by a float subtraction that is computed for
// every input and kept only for them) are chosen by bit masks, not branches. `U` holds the half
// in its low 16 bits and `F` is the float of the same shape: uint32_t and float, or 4-lane
// generic vectors of both (the WMMA operand gather converts four lanes an operation).
template <class U, class F>
inline F f16_bits_to_f32(U h) {
  constexpr uint32_t shifted_exp = 0x7C00u << 13;
  const U bits = (h & 0x7FFFu) << 13;
  const U exp = bits & shifted_exp;
  const U inf_nan = U(all_ones_if(exp == shifted_exp));
  const U subnormal = U(all_ones_if(exp == 0));
  // rebias; Inf/NaN get the rest of the way to exponent 255 (a NaN keeps its payload)
  const U normal = bits + (uint32_t(127 - 15) << 23) + (inf_nan & (uint32_t(128 - 16) << 23));
  // subnormal: 2^-14 * (1 + m) - 2^-14 = 2^-14 * m (finite for every input, so harmless for the rest)
  constexpr float two_pow_minus_14 = std::bit_cast<float>(uint32_t(113) << 23);
  const F renormalised = std::bit_cast<F>(U(bits + (uint32_t(113) << 23))) - two_pow_minus_14;
  const U magnitude = (std::bit_cast<U>(renormalised) & subnormal) | (normal & ~subnormal);
  return std::bit_cast<F>(U(magnitude | (h & 0x8000u) << 16));
}

inline float f16_to_f32(uint16_t h) { return f16_bits_to_f32<uint32_t, float>(h); }

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
