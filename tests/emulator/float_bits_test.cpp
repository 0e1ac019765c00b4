// tests/emulator/float_bits_test.cpp — fp16/bf16 conversions: exact values, rounding to even,
// subnormals, overflow, NaN.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>

#include "machine/float_bits.h"

namespace irgate::emu {
namespace {

TEST(FloatBits, Fp16KnownValues) {
  EXPECT_EQ(f32_to_f16(1.5f), 0x3E00);
  EXPECT_EQ(f32_to_f16(-2.0f), 0xC000);
  EXPECT_EQ(f32_to_f16(65504.0f), 0x7BFF);
  EXPECT_EQ(f32_to_f16(65520.0f), 0x7C00);              // rounds up to Inf
  EXPECT_EQ(f32_to_f16(std::ldexp(1.0f, -24)), 0x0001);  // smallest subnormal
  EXPECT_EQ(f32_to_f16(1.0f + std::ldexp(1.0f, -11)), 0x3C00);  // tie -> even
  EXPECT_EQ(f32_to_f16(1.0f + 3 * std::ldexp(1.0f, -11)), 0x3C02);  // tie -> even (up)
  EXPECT_TRUE(std::isnan(f16_to_f32(f32_to_f16(NAN))));
  EXPECT_EQ(f16_to_f32(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(f16_to_f32(0x3555), 0.333251953125f);
}

TEST(FloatBits, Fp16RoundTripOfEveryHalf) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF)) continue;  // NaN payloads
    EXPECT_EQ(f32_to_f16(f16_to_f32(uint16_t(h))), h) << std::hex << h;
  }
}

// Every half against its definition, bit for bit: 2^(e-15) * (1 + m/1024), subnormals
// 2^-24 * m, the sign (so -0 too); Inf and NaN keep sign and payload. The conversion picks
// among these by bit masks (it must vectorise), so each case is checked on its own here.
TEST(FloatBits, Fp16ToF32OfEveryHalf) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    const uint32_t sign = h >> 15, e = (h >> 10) & 31, m = h & 0x3FF;
    uint32_t want;
    if (e == 31) {
      want = sign << 31 | 0xFFu << 23 | m << 13;
    } else {
      const float mag = e == 0 ? std::ldexp(float(m), -24) : std::ldexp(float(1024 + m), int(e) - 25);
      want = std::bit_cast<uint32_t>(sign ? -mag : mag);
    }
    EXPECT_EQ(std::bit_cast<uint32_t>(f16_to_f32(uint16_t(h))), want) << std::hex << h;
  }
}

TEST(FloatBits, Bf16) {
  EXPECT_EQ(f32_to_bf16(1.0f), 0x3F80);
  EXPECT_EQ(bf16_to_f32(0x3F80), 1.0f);
  EXPECT_EQ(f32_to_bf16(1.0f + std::ldexp(1.0f, -8)), 0x3F80);       // tie -> even
  EXPECT_EQ(f32_to_bf16(1.0f + 3 * std::ldexp(1.0f, -8)), 0x3F82);   // tie -> even (up)
  EXPECT_TRUE(std::isnan(bf16_to_f32(f32_to_bf16(NAN))));
}

}  // namespace
}  // namespace irgate::emu
