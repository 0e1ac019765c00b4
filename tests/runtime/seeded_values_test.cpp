// tests/runtime/seeded_values_test.cpp — seeded_values is the stream its header defines, to the
// bit: SplitMix64 in counter mode, z_i = mix64(key + (i + 1)·γ) written out here from the
// published constants, u = (z >> 40) / 2^24 * 2 - 1 computed in double, rounded to the dtype
// by the general conversions of machine/float_bits.h. The function takes shortcuts that hold only
// for such draws (runtime/inputs.cpp); this checks them on a million draws per dtype, fp16
// subnormals and the rounding ties among them.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>

#include "machine/float_bits.h"
#include "irgate/abi.h"
#include "runtime/inputs.h"

namespace irgate::runtime {
namespace {

// The defining computation, without shortcuts.
std::vector<float> defined_stream(int64_t count, int32_t dtype, uint64_t key) {
  std::vector<float> v;
  uint64_t state = key;
  for (int64_t i = 0; i < count; ++i) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    const float u = float(double(z >> 40) / double(uint64_t(1) << 24)) * 2.0f - 1.0f;
    v.push_back(dtype == IRG_DTYPE_F16 ? emu::round_to_f16(u) : dtype == IRG_DTYPE_BF16 ? emu::round_to_bf16(u) : u);
  }
  return v;
}

void expect_same_bits(const std::vector<float>& got, const std::vector<float>& want, const char* what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  size_t differ = 0, first = 0;
  for (size_t i = got.size(); i-- > 0;)
    if (std::bit_cast<uint32_t>(got[i]) != std::bit_cast<uint32_t>(want[i])) ++differ, first = i;
  EXPECT_EQ(differ, 0u) << what << ": first at " << first << ": " << got[first] << " vs " << want[first];
}

TEST(SeededValues, AreTheDefinedStreamBitForBit) {
  constexpr int64_t kDraws = 1 << 20;
  for (int32_t dtype : {IRG_DTYPE_F16, IRG_DTYPE_BF16, IRG_DTYPE_F32}) {
    const auto want = defined_stream(kDraws, dtype, stream_key(11, IRG_BUF_X));
    expect_same_bits(seeded_values(kDraws, dtype, stream_key(11, IRG_BUF_X)), want, dtype == IRG_DTYPE_F16 ? "f16" : dtype == IRG_DTYPE_BF16 ? "bf16" : "f32");
  }
}

// The stream reaches the cases the shortcuts single out: fp16 subnormals (|u| < 2^-14) and draws
// whose fp16 rounding is a tie, so the test above exercises them.
TEST(SeededValues, StreamReachesSubnormalsAndTies) {
  const auto v = defined_stream(1 << 20, IRG_DTYPE_F32, stream_key(11, IRG_BUF_X));
  int subnormal = 0, tie = 0;
  for (float u : v) {
    subnormal += u != 0 && std::abs(u) < 0x1p-14f;
    tie += (std::bit_cast<uint32_t>(u) & 0x1FFFu) == 0x1000u;
  }
  EXPECT_GT(subnormal, 10);
  EXPECT_GT(tie, 10);
}

}  // namespace
}  // namespace irgate::runtime
