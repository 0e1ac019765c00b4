// emulator/exact_reference.cpp — see exact_reference.h.
#include "emulator/exact_reference.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <string>

#include "emulator/cpu_features.h"
#include "emulator/float_bits.h"
#include "emulator/reference.h"

namespace irgate::emu {
namespace {

// v / 2^exponent as integers; false when one is not an integer or passes 2^24.
bool to_units(const std::vector<float>& v, int exponent, std::vector<int32_t>& out, int64_t& largest) {
  out.resize(v.size());
  largest = 0;
  const float unit = std::ldexp(1.0f, -exponent);  // a power of two: each product below is exact
  for (size_t i = 0; i < v.size(); ++i) {
    const float q = v[i] * unit;
    if (!(std::fabs(q) <= 16777216.0f) || q != std::trunc(q)) return false;
    out[i] = int32_t(q);
    largest = std::max<int64_t>(largest, std::abs(out[i]));
  }
  return true;
}

// `Channels` channels of dW row (k, r, s) from c0, in vectors of `Width` int32 lanes held in
// registers over the whole (n, ho, wo) reduction (the loop structure of reference.cpp's
// channel_block_body: a memory accumulator per product was what made exact mode cost twice
// random mode). Integer adds, so the lanes' order changes nothing.
template <int Width, int Channels>
[[gnu::always_inline]] inline void units_block_body(const TapRuns& runs, const int32_t* x, const int32_t* dy, int64_t c0,
                                                    int32_t* dw) {
  typedef int32_t iv __attribute__((vector_size(4 * Width)));
  constexpr int kVectors = Channels / Width;
  iv acc[kVectors];
  std::memcpy(acc, dw + c0, sizeof acc);  // the chunks before (BatchExactReference), else zeros
  for_each_tap(runs, x, dy, c0, [&](int32_t d, const int32_t* v) __attribute__((always_inline)) {
#pragma GCC unroll 4
    for (int i = 0; i < kVectors; ++i) {
      iv xs;
      std::memcpy(&xs, v + i * Width, sizeof xs);
      acc[i] += d * xs;
    }
  });
  std::memcpy(dw + c0, acc, sizeof acc);
}

#if IRGATE_EMU_AVX2_PATH
IRGATE_EMU_TARGET_AVX2 void units_block32_avx2(const TapRuns& runs, const int32_t* x, const int32_t* dy, int64_t c0,
                                               int32_t* dw) {
  units_block_body<8, 32>(runs, x, dy, c0, dw);
}
IRGATE_EMU_TARGET_AVX2 void units_block8_avx2(const TapRuns& runs, const int32_t* x, const int32_t* dy, int64_t c0,
                                              int32_t* dw) {
  units_block_body<8, 8>(runs, x, dy, c0, dw);
}
#endif

// One dW row (k, r, s): its channels through the vector blocks up to the last multiple of 8 the
// group has (the AVX2 compilation when the CPU has it, else the baseline's vectors), the rest
// one at a time.
void units_row(const irg_problem_t& p, const int32_t* x, const int32_t* dy, const TapRuns& runs, int32_t* dw,
               bool avx2) {
  int64_t c0 = 0;
#if IRGATE_EMU_AVX2_PATH
  if (avx2) {
    for (; c0 + 32 <= p.cpg; c0 += 32) units_block32_avx2(runs, x, dy, c0, dw);
    for (; c0 + 8 <= p.cpg; c0 += 8) units_block8_avx2(runs, x, dy, c0, dw);
  }
#endif
  for (; c0 + 16 <= p.cpg; c0 += 16) units_block_body<4, 16>(runs, x, dy, c0, dw);
  for (; c0 + 8 <= p.cpg; c0 += 8) units_block_body<4, 8>(runs, x, dy, c0, dw);
  for_each_tap(runs, x, dy, c0, [&](int32_t d, const int32_t* v) {
    for (int64_t c = c0; c < p.cpg; ++c) dw[c] += d * v[c - c0];
  });
}

}  // namespace

Result<std::vector<int32_t>> exact_reference_wgrad(const irg_problem_t& p, const std::vector<float>& x, int x_exponent,
                                                   const std::vector<float>& dy, int dy_exponent) {
  return exact_reference_wgrad_on(p, x, x_exponent, dy, dy_exponent, cpu_has_avx2());
}

Result<std::vector<int32_t>> exact_reference_wgrad_on(const irg_problem_t& p, const std::vector<float>& x,
                                                      int x_exponent, const std::vector<float>& dy, int dy_exponent,
                                                      bool avx2) {
  BatchExactReference ref(p, x_exponent, dy_exponent, avx2);
  ref.add_images(x, dy, p.n);
  return ref.finish();
}

BatchExactReference::BatchExactReference(const irg_problem_t& p, int x_exponent, int dy_exponent, bool avx2)
    : problem_(p), x_exponent_(x_exponent), dy_exponent_(dy_exponent), avx2_(avx2), dw_(size_t(dw_elements(p)), 0) {}

void BatchExactReference::add_images(const std::vector<float>& x, const std::vector<float>& dy, int64_t images) {
  if (error_) return;
  irg_problem_t chunk = problem_;
  chunk.n = images;
  std::vector<int32_t> xq, dq;
  int64_t x_max = 0, dy_max = 0;
  if (x.size() < size_t(x_elements(chunk)) || dy.size() < size_t(dy_elements(chunk)))
    return void(error_ = Error{"exact reference: X or dY holds fewer elements than the problem", 1});
  if (!to_units(x, x_exponent_, xq, x_max))
    return void(error_ = Error{"exact reference: X is not integers times 2^" + std::to_string(x_exponent_), 1});
  if (!to_units(dy, dy_exponent_, dq, dy_max))
    return void(error_ = Error{"exact reference: dY is not integers times 2^" + std::to_string(dy_exponent_), 1});
  x_max_ = std::max(x_max_, x_max), dy_max_ = std::max(dy_max_, dy_max);
  // The whole batch's longest reduction: no partial sum of any chunk so far can pass the bound.
  const int64_t terms = max_reduction_length(problem_);
  if (double(x_max_) * double(dy_max_) * double(terms) > 0x1p24)
    return void(error_ = Error{"exact reference: inputs up to " + std::to_string(x_max_) + " and " + std::to_string(dy_max_) +
                                   " over " + std::to_string(terms) + " products can leave 2^24",
                               1});
  for (int64_t g = 0; g < chunk.groups; ++g)
    for (int64_t kl = 0; kl < chunk.kpg; ++kl)
      for (int64_t r = 0; r < chunk.filter_h; ++r)
        for (int64_t s = 0; s < chunk.filter_w; ++s) {
          const int64_t k = g * chunk.kpg + kl;
          units_row(chunk, xq.data(), dq.data(), tap_runs(chunk, g, k, r, s),
                    dw_.data() + ((k * chunk.filter_h + r) * chunk.filter_w + s) * chunk.cpg, avx2_);
        }
}

Result<std::vector<int32_t>> BatchExactReference::finish() {
  if (error_) return *error_;
  return std::move(dw_);
}

Result<std::vector<int32_t>> exact_reference_fold(const std::vector<float>& slabs, int32_t replicas, int64_t count,
                                                  int unit_exponent) {
  std::vector<int32_t> q;
  int64_t largest = 0;
  if (replicas < 1 || count < 0 || slabs.size() < size_t(replicas) * size_t(count))
    return Error{"exact reference: WS holds fewer than " + std::to_string(replicas) + " slabs", 1};
  if (!to_units(slabs, unit_exponent, q, largest) || double(largest) * replicas > 0x1p24)
    return Error{"exact reference: WS is not integers times 2^" + std::to_string(unit_exponent) + " below 2^24 in sum", 1};
  std::vector<int32_t> out(size_t(count), 0);
  for (int32_t r = 0; r < replicas; ++r)
    for (size_t i = 0; i < out.size(); ++i) out[i] += q[size_t(r) * size_t(count) + i];
  return out;
}

std::vector<uint32_t> exact_dw_bits(const std::vector<int32_t>& units, int unit_exponent, int32_t dtype) {
  std::vector<uint32_t> bits(units.size());
  for (size_t i = 0; i < units.size(); ++i) {
    const float v = std::ldexp(float(units[i]), unit_exponent);  // exact: |units| <= 2^24
    bits[i] = dtype == IRG_DTYPE_F16    ? uint32_t(f32_to_f16(v))
              : dtype == IRG_DTYPE_BF16 ? uint32_t(f32_to_bf16(v))
                                        : std::bit_cast<uint32_t>(v);
  }
  return bits;
}

}  // namespace irgate::emu
