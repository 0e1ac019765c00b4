// tests/emulator/wmma_random_test.cpp — the executor's WMMA (16-lane-run gathers and the
// register-blocked product of emulator/exec_wmma.cpp + wmma.cpp) against a per-lane scalar model
// on random bits, bit for bit: every gfx11/gfx12/gfx1250 variant, fp16 and bf16, gfx1250's
// neg_a/neg_b, under every WMMA arithmetic model (wmma_models.def), each model's scalar model
// written here from its documented rule. wmma_test.cpp's small exact values cannot see a changed
// summation order or a conversion slip; random operands over a wide exponent range (subnormals
// included) can, and the models must differ from one another on them.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <random>
#include <vector>

#include "machine/float_bits.h"
#include "machine/wmma.h"
#include "tests/emulator/wmma_kernel.h"

namespace irgate::emu {
namespace {

using test::WmmaVariant;

// A finite 16-bit element: any fp16 but Inf/NaN (subnormals and -0 included); bf16 with an
// exponent within 2^±30, so no product or sum leaves fp32's normal range, or one time in eight
// a bf16 subnormal (the ftz16 model must see some).
uint16_t random_element(std::mt19937& rng, bool bf16) {
  if (!bf16) {
    for (;;) {
      const uint16_t h = uint16_t(rng());
      if ((h & 0x7C00u) != 0x7C00u) return h;
    }
  }
  if (rng() % 8 == 0) return uint16_t((rng() & 1u) << 15 | (1 + rng() % 0x7Fu));
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

  // An operand element as the model reads it: ftz16 turns a subnormal into a zero of its sign.
  float element(uint16_t bits, bool neg, WmmaModel model) const {
    float x = v.bf16 ? bf16_to_f32(bits) : f16_to_f32(bits);
    if (model == WmmaModel::Ftz16 && x != 0 && std::fabs(x) < (v.bf16 ? 0x1p-126f : 0x1p-14f)) x = std::copysign(0.0f, x);
    return neg ? -x : x;
  }

  // The documented semantics, one (lane, slot) of D at a time: c_last and ftz16 sum the K
  // products in fp32 in K order from +0, then add C; c_first starts the sum at C.
  std::vector<float> expected(WmmaModel model) const {
    std::vector<float> d(32 * 8);
    for (int lane = 0; lane < 32; ++lane)
      for (int s = 0; s < 8; ++s) {
        const int row = wmma_d_row(v.kind, lane, s), col = lane % 16;
        const float cv = c[size_t(row * 16 + col)];
        float sum = model == WmmaModel::CFirst ? cv : 0.0f;
        for (int k = 0; k < depth; ++k)
          sum += element(a[size_t(row * depth + k)], v.neg_a, model) * element(b[size_t(k * 16 + col)], v.neg_b, model);
        d[size_t(lane * 8 + s)] = model == WmmaModel::CFirst ? sum : sum + cv;
      }
    return d;
  }

  // D as [lane][slot] from the emulator, fragments laid out per lane with wmma_k / wmma_d_row.
  std::vector<float> run(WmmaModel model) const {
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
    std::vector<float> d = test::run_wmma_kernel(v, f, r, model);
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

int bits_differ(const std::vector<float>& x, const std::vector<float>& y) {
  int n = 0;
  for (size_t i = 0; i < x.size(); ++i) n += std::bit_cast<uint32_t>(x[i]) != std::bit_cast<uint32_t>(y[i]);
  return n;
}

TEST(WmmaRandom, EveryVariantMatchesTheScalarModelBitForBit) {
  for (WmmaModel model : kWmmaModels)
    for (const WmmaVariant& v : every_variant())
      for (unsigned seed = 1; seed <= 6; ++seed) {
        RandomWmma t(v, seed * 7919u + unsigned(v.kind) * 31u + (v.bf16 ? 1000u : 0u));
        EXPECT_EQ(bits_differ(t.run(model), t.expected(model)), 0)
            << wmma_model_name(model) << " kind " << int(v.kind) << " bf16 " << v.bf16 << " neg_a " << v.neg_a
            << " neg_b " << v.neg_b << " seed " << seed;
      }
}

TEST(WmmaRandom, EachModelComputesOtherBitsThanTheDefault) {
  // The models are real: on random operands each one changes D somewhere, for fp16 and bf16.
  // Row 0 of A is all subnormals and row 0 of C zero, so that flushing them shows in D (a bf16
  // subnormal's products are otherwise far below the row's other terms).
  for (WmmaModel model : kWmmaModels) {
    if (model == WmmaModel::CLast) continue;
    for (bool bf16 : {false, true}) {
      RandomWmma t({WmmaKind::Gfx1250, bf16, false, false}, 17u + (bf16 ? 1u : 0u));
      for (int k = 0; k < t.depth; ++k) t.a[size_t(k)] = uint16_t(k % 2 ? 0x8000u : 0u) | uint16_t(1 + 3 * k);
      for (int n = 0; n < 16; ++n) t.c[size_t(n)] = 0.0f;
      EXPECT_GT(bits_differ(t.run(model), t.run(WmmaModel::CLast)), 0) << wmma_model_name(model) << " bf16 " << bf16;
    }
  }
}

TEST(WmmaRandom, ModelNamesRoundTrip) {
  for (WmmaModel model : kWmmaModels) EXPECT_EQ(wmma_model_by_name(wmma_model_name(model)), model);
  EXPECT_FALSE(wmma_model_by_name("c-last").has_value());
  EXPECT_FALSE(wmma_model_by_name("all").has_value());  // the CLI's "all" is not a model
}

}  // namespace
}  // namespace irgate::emu
