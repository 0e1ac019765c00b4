// tests/emulator/wmma_random_test.cpp — the executor's WMMA (16-lane-run gathers and the
// register-blocked product of emulator/exec_wmma.cpp + wmma.cpp) against a per-lane scalar model
// on random bits, bit for bit: every gfx11/gfx12/gfx1250 variant, fp16 and bf16, gfx1250's
// neg_a/neg_b. wmma_test.cpp's small exact values cannot see a changed summation order or a
// conversion slip; random operands over a wide exponent range (fp16 subnormals included) can.
#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <vector>

#include "emulator/float_bits.h"
#include "emulator/wmma.h"
#include "tests/emulator/wmma_kernel.h"

namespace irgate::emu {
namespace {

using test::WmmaVariant;

// A finite 16-bit element: any fp16 but Inf/NaN (subnormals and -0 included); bf16 with an
// exponent within 2^±30, so no product or sum leaves fp32's normal range.
uint16_t random_element(std::mt19937& rng, bool bf16) {
  if (!bf16) {
    for (;;) {
      const uint16_t h = uint16_t(rng());
      if ((h & 0x7C00u) != 0x7C00u) return h;
    }
  }
  const uint32_t exp = 127 - 30 + rng() % 61;
  return uint16_t((rng() & 1u) << 15 | exp << 7 | (rng() & 0x7Fu));
}

float random_f32(std::mt19937& rng) {
  const uint32_t exp = 127 - 20 + rng() % 41;
  return std::bit_cast<float>(uint32_t((rng() & 1u) << 31 | exp << 23 | (rng() & 0x7FFFFFu)));
}

struct RandomWmma {
  WmmaVariant v;
  int depth, slots;
  std::vector<uint16_t> a, b;  // logical A[m][k], B[k][n] bits
  std::vector<float> c;        // C[m][n]

  RandomWmma(const WmmaVariant& variant, unsigned seed)
      : v(variant), depth(wmma_depth(variant.kind)), slots(wmma_ab_slots(variant.kind)) {
    std::mt19937 rng(seed);
    a.resize(size_t(16 * depth));
    b.resize(size_t(depth * 16));
    c.resize(256);
    for (uint16_t& x : a) x = random_element(rng, v.bf16);
    for (uint16_t& x : b) x = random_element(rng, v.bf16);
    for (float& x : c) x = random_f32(rng);
  }

  float element(uint16_t bits, bool neg) const {
    const float x = v.bf16 ? bf16_to_f32(bits) : f16_to_f32(bits);
    return neg ? -x : x;
  }

  // The documented semantics, one (lane, slot) of D at a time: the K products in fp32 in K
  // order from +0, then C.
  std::vector<float> expected() const {
    std::vector<float> d(32 * 8);
    for (int lane = 0; lane < 32; ++lane)
      for (int s = 0; s < 8; ++s) {
        const int row = wmma_d_row(v.kind, lane, s), col = lane % 16;
        float sum = 0.0f;
        for (int k = 0; k < depth; ++k)
          sum += element(a[size_t(row * depth + k)], v.neg_a) * element(b[size_t(k * 16 + col)], v.neg_b);
        d[size_t(lane * 8 + s)] = sum + c[size_t(row * 16 + col)];
      }
    return d;
  }

  // D as [lane][slot] from the emulator, fragments laid out per lane with wmma_k / wmma_d_row.
  std::vector<float> run() const {
    test::WmmaFragments f(v.kind);
    for (int lane = 0; lane < 32; ++lane) {
      for (int s = 0; s < slots; ++s) {
        const int k = wmma_k(v.kind, lane, s);
        f.a[size_t(lane * slots + s)] = a[size_t((lane % 16) * depth + k)];
        f.b[size_t(lane * slots + s)] = b[size_t(k * 16 + lane % 16)];
      }
      for (int s = 0; s < 8; ++s) f.c[size_t(lane * 8 + s)] = c[size_t(wmma_d_row(v.kind, lane, s) * 16 + lane % 16)];
    }
    Report r;
    std::vector<float> d = test::run_wmma_kernel(v, f, r);
    EXPECT_EQ(r.total(), 0u) << test::findings_text(r);
    return d;
  }
};

std::vector<WmmaVariant> every_variant() {
  std::vector<WmmaVariant> out;
  for (WmmaKind kind : {WmmaKind::Gfx11, WmmaKind::Gfx12, WmmaKind::Gfx1250})
    for (bool bf16 : {false, true})
      for (int neg = 0; neg < (kind == WmmaKind::Gfx1250 ? 4 : 1); ++neg)
        out.push_back({kind, bf16, (neg & 1) != 0, (neg & 2) != 0});
  return out;
}

TEST(WmmaRandom, EveryVariantMatchesTheScalarModelBitForBit) {
  for (const WmmaVariant& v : every_variant())
    for (unsigned seed = 1; seed <= 6; ++seed) {
      RandomWmma t(v, seed * 7919u + unsigned(v.kind) * 31u + (v.bf16 ? 1000u : 0u));
      const std::vector<float> got = t.run(), want = t.expected();
      int mismatches = 0;
      for (size_t i = 0; i < want.size(); ++i)
        mismatches += std::bit_cast<uint32_t>(got[i]) != std::bit_cast<uint32_t>(want[i]);
      EXPECT_EQ(mismatches, 0) << "kind " << int(v.kind) << " bf16 " << v.bf16 << " neg_a " << v.neg_a
                               << " neg_b " << v.neg_b << " seed " << seed;
    }
}

}  // namespace
}  // namespace irgate::emu
