// tests/emulator/wmma_random_test.cpp — the executor's WMMA (16-lane-run gathers and the
// register-blocked product of emulator/exec_wmma.cpp + wmma.cpp) against a per-lane scalar model
// on random bits, bit for bit: every gfx11/gfx12/gfx1250 variant, fp16 and bf16, gfx1250's fp32
// 16x16x4, gfx1250's neg_a/neg_b, under every WMMA arithmetic model (wmma_models.def), each
// model's scalar model written here from its documented rule (fused_dot's one rounding of an
// exact sum is machine/exact_sum.h, checked against its own independent model in
// exact_sum_test.cpp). wmma_test.cpp's small exact values cannot see a changed summation order,
// a product rounded or fused, or a conversion slip; random operands over a wide exponent range
// (subnormals included) can, and the models must differ from one another on them.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <random>
#include <vector>

#include "machine/exact_sum.h"
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

// An fp32 A/B element of the 16x16x4 shape: full 24-bit significands within 2^±30 (their
// products are not exact in fp32, so rounding or fusing them shows), or one time in eight an
// fp32 subnormal (for ftz16).
uint32_t random_f32_element(std::mt19937& rng) {
  if (rng() % 8 == 0) return (rng() & 1u) << 31 | (1 + rng() % 0x7FFFFFu);
  return std::bit_cast<uint32_t>(random_f32(rng) * 0x1p10f);  // exponents 2^-10 .. 2^30
}

struct RandomWmma {
  WmmaVariant v;
  int depth, slots;
  std::vector<uint32_t> a, b;  // logical A[m][k], B[k][n] element bits
  std::vector<float> c;        // C[m][n]

  RandomWmma(const WmmaVariant& variant, unsigned seed)
      : v(variant), depth(wmma_depth(variant.kind)), slots(wmma_ab_slots(variant.kind)) {
    std::mt19937 rng(seed);
    a.resize(size_t(16 * depth));
    b.resize(size_t(depth * 16));
    c.resize(256);
    auto draw = [&] { return wmma_f32_inputs(v.kind) ? random_f32_element(rng) : random_element(rng, v.bf16); };
    for (uint32_t& x : a) x = draw();
    for (uint32_t& x : b) x = draw();
    for (float& x : c) x = random_f32(rng);
  }

  // An operand element as the model reads it: ftz16 turns a subnormal into a zero of its sign.
  float element(uint32_t bits, bool neg, WmmaModel model) const {
    const bool f32 = wmma_f32_inputs(v.kind);
    float x = f32 ? std::bit_cast<float>(bits) : v.bf16 ? bf16_to_f32(uint16_t(bits)) : f16_to_f32(uint16_t(bits));
    const float smallest_normal = f32 || v.bf16 ? 0x1p-126f : 0x1p-14f;
    if (model == WmmaModel::Ftz16 && x != 0 && std::fabs(x) < smallest_normal) x = std::copysign(0.0f, x);
    return neg ? -x : x;
  }

  // The documented semantics, one (lane, slot) of D at a time: c_last and ftz16 sum the K
  // products (each rounded to fp32) in K order from +0, then add C; c_first starts at C and
  // takes one fma a K; fused_dot rounds C plus the exact products once.
  std::vector<float> expected(WmmaModel model) const {
    std::vector<float> d(32 * 8);
    for (int lane = 0; lane < 32; ++lane)
      for (int s = 0; s < 8; ++s) {
        const int row = wmma_d_row(v.kind, lane, s), col = lane % 16;
        const float cv = c[size_t(row * 16 + col)];
        std::vector<float> x(static_cast<size_t>(depth)), y(static_cast<size_t>(depth));
        for (int k = 0; k < depth; ++k) {
          x[size_t(k)] = element(a[size_t(row * depth + k)], v.neg_a, model);
          y[size_t(k)] = element(b[size_t(k * 16 + col)], v.neg_b, model);
        }
        float sum = model == WmmaModel::CFirst ? cv : 0.0f;
        for (int k = 0; k < depth; ++k) {
          if (model == WmmaModel::CFirst) sum = std::fma(x[size_t(k)], y[size_t(k)], sum);
          else sum += x[size_t(k)] * y[size_t(k)];
        }
        d[size_t(lane * 8 + s)] = model == WmmaModel::FusedDot ? exact_dot_round(cv, x.data(), 1, y.data(), 1, depth)
                                  : model == WmmaModel::CFirst ? sum
                                                               : sum + cv;
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
  for (WmmaKind kind : {WmmaKind::Gfx11, WmmaKind::Gfx12, WmmaKind::Gfx1250, WmmaKind::Gfx1250F32})
    for (bool bf16 : {false, true}) {
      if (bf16 && wmma_f32_inputs(kind)) continue;
      for (int neg = 0; neg < (kind == WmmaKind::Gfx11 || kind == WmmaKind::Gfx12 ? 1 : 4); ++neg)
        out.push_back({kind, bf16, (neg & 1) != 0, (neg & 2) != 0});
    }
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
  // The models are real: on random operands each one changes D somewhere, for fp16, bf16 and the
  // fp32 shape. Row 0 of A is all subnormals and row 0 of C zero, so that flushing them shows in
  // D (a bf16 subnormal's products are otherwise far below the row's other terms).
  struct Shape {
    WmmaKind kind;
    bool bf16;
  };
  for (WmmaModel model : kWmmaModels) {
    if (model == WmmaModel::CLast) continue;
    for (Shape shape : {Shape{WmmaKind::Gfx1250, false}, Shape{WmmaKind::Gfx1250, true}, Shape{WmmaKind::Gfx1250F32, false}}) {
      RandomWmma t({shape.kind, shape.bf16, false, false}, 17u + (shape.bf16 ? 1u : 0u));
      const bool f32 = wmma_f32_inputs(shape.kind);
      for (int k = 0; k < t.depth; ++k)
        t.a[size_t(k)] = f32 ? uint32_t(k % 2 ? 0x80000000u : 0u) | uint32_t(0x00400000 + 12345 * k)
                             : uint32_t(k % 2 ? 0x8000u : 0u) | uint32_t(1 + 3 * k);
      for (int n = 0; n < 16; ++n) t.c[size_t(n)] = 0.0f;
      EXPECT_GT(bits_differ(t.run(model), t.run(WmmaModel::CLast)), 0)
          << wmma_model_name(model) << " kind " << int(shape.kind) << " bf16 " << shape.bf16;
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
