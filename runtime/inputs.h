// runtime/inputs.h — the values a run fills its buffers with, any element from (seed, buffer,
// index), rounded to the kernel's dtype, and their bytes.
//
// Used by the emulated and HIP plan runners, numerics and tests. Every buffer's stream is
// SplitMix64 in counter mode under its own hashed key (stream_key): element i of stream `key`
// is mix64(key + (i + 1)·γ). Two streams can only meet where their keys differ by a multiple
// of γ, and the keys are outputs of the mixer, so within ±2^k elements that happens with odds
// 2^(k+1) in 2^64 — not, as with the old one state per seed stepped by γ, always at offset one
// (issue 29: dY[j] was X[j+1]). Counter mode also lets any element be drawn where it is used.
// docs/emulator.md §Inputs has the derivation and the exact mode's value ranges.
//
//   std::vector<float> x = seeded_values(count, IRG_DTYPE_F16, stream_key(7, IRG_BUF_X));
//   std::vector<float> e = exact_values(count, IRG_DTYPE_F16, stream_key(7, IRG_BUF_X), {.bound = 12, .exponent = -3});
//   std::vector<uint8_t> bytes = encode(x, IRG_DTYPE_F16);   // 2 bytes per value
#pragma once

#include <cstdint>
#include <vector>

namespace irgate::runtime {

// What a stream is for, beyond its buffer: the values themselves, or the positions and bits of
// the subnormals sprinkle_subnormals puts in.
enum class StreamUse : uint32_t { values = 0, subnormals = 1 };

// SplitMix64's output function (Steele, Lea, Flood, "Fast splittable pseudorandom number
// generators", OOPSLA 2014): a bijection of 64-bit words with full avalanche.
constexpr uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
inline constexpr uint64_t kGolden = 0x9E3779B97F4A7C15ull;  // SplitMix64's γ

// The key of buffer `buffer`'s stream under `seed` (buffer: an irg_buffer, IRG_BUF_X ...): two
// rounds of the mixer over the seed and the (buffer, use) pair, so keys of neighbouring seeds or
// buffers differ by pseudo-random words, not by small multiples of γ.
constexpr uint64_t stream_key(uint64_t seed, uint32_t buffer, StreamUse use = StreamUse::values) {
  return mix64(mix64(seed + kGolden) ^ (uint64_t(buffer) << 32 | uint32_t(use)));
}
// Element `index` of stream `key`: 64 random bits.
constexpr uint64_t stream_bits(uint64_t key, uint64_t index) { return mix64(key + (index + 1) * kGolden); }

// Uniform draws in [-1, 1) (the 24-bit multiples of 2^-23 from the top bits of stream_bits),
// rounded to the dtype: elements [first, first + count) of the stream (every generator here
// takes `first`, so a buffer is drawn chunk by chunk where it is used, never held whole).
std::vector<float> seeded_values(int64_t count, int32_t dtype, uint64_t key, int64_t first = 0);

// Exact mode's values: k·2^exponent with k uniform in [-bound, bound] (runtime/exact_inputs.h
// picks the bound so every sum of products is exact in fp32). bound 1 draws from {-1, 0, 1};
// `nonzero` leaves 0 out (bound 1: the signs {-1, 1}, what the sparse pattern uses, so that the
// positions it keeps are sure to carry values).
struct ExactRange {
  int32_t bound = 0;
  int exponent = 0;
  bool nonzero = false;
};
std::vector<float> exact_values(int64_t count, uint64_t key, ExactRange range, int64_t first = 0);

// Replaces every 61st value (from a seeded start) with a seeded subnormal of the dtype (fp16,
// bf16 or fp32), of either sign, so that a kernel's WMMAs see subnormal operands (the ftz16
// model then differs from the others). `key`: the buffer's stream_key(seed, buffer,
// StreamUse::subnormals). `values` are the buffer's elements [first, first + values.size()).
void sprinkle_subnormals(std::vector<float>& values, int32_t dtype, uint64_t key, int64_t first = 0);
std::vector<uint8_t> encode(const std::vector<float>& values, int32_t dtype);
std::vector<float> decode(const std::vector<uint8_t>& bytes, int32_t dtype, int64_t count);
int dtype_bytes(int32_t dtype);

}  // namespace irgate::runtime
