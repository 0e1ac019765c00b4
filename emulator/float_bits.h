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

inline float f16_to_f32(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1Fu;
  uint32_t man = h & 0x3FFu;
  uint32_t bits;
  if (exp == 0x1F) {
    bits = sign | 0x7F800000u | (man << 13);  // Inf, or NaN keeping its payload
  } else if (exp != 0) {
    bits = sign | ((exp + 112) << 23) | (man << 13);
  } else if (man == 0) {
    bits = sign;
  } else {  // subnormal half: normalise
    int e = -1;
    do { ++e; man <<= 1; } while ((man & 0x400u) == 0);
    bits = sign | uint32_t(112 - e) << 23 | ((man & 0x3FFu) << 13);
  }
  return std::bit_cast<float>(bits);
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
