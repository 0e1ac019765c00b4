// oracle/exact_reference.cpp — see exact_reference.h.
#include "oracle/exact_reference.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <string>

#include "machine/cpu_features.h"
#include "machine/float_bits.h"
#include "oracle/reference.h"

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

// kRows dW rows k0 .. k0 + kRows - 1 of one tap (r, s) at once, `Channels` channels from c0, over
// the runs' starts [first, last): the runs of row k0 serve them all with the dY offset moved by kk
// (dY is NHWK, so a site's kRows values are adjacent), and each X vector is loaded once for kRows
// rows. `k_pitch`: elements from one k's dW row to the next k's.
constexpr int kRows = 8;
template <int Width, int Channels>
[[gnu::always_inline]] inline void units_rows_body(const TapRuns& runs, size_t first, size_t last, const int32_t* x,
                                                   const int32_t* dy, int64_t c0, int32_t* dw, int64_t k_pitch) {
  typedef int32_t iv __attribute__((vector_size(4 * Width)));
  constexpr int kVectors = Channels / Width;
  // One vector load or store at a time: a whole-array memcpy went through the stack, and its
  // halves then failed store-to-load forwarding on every product site.
  iv acc[kRows][kVectors];
  for (int kk = 0; kk < kRows; ++kk)
    for (int i = 0; i < kVectors; ++i) std::memcpy(&acc[kk][i], dw + kk * k_pitch + c0 + i * Width, sizeof(iv));
  for (size_t at = first; at < last; ++at) {
    const int32_t* d = dy + runs.starts[at].first;
    const int32_t* v = x + runs.starts[at].second + c0;
    for (int64_t j = 0; j < runs.length; ++j, d += runs.dy_step, v += runs.x_step) {
      iv xs[kVectors];
      for (int i = 0; i < kVectors; ++i) std::memcpy(&xs[i], v + i * Width, sizeof(iv));
#pragma GCC unroll 8
      for (int kk = 0; kk < kRows; ++kk)
        for (int i = 0; i < kVectors; ++i) acc[kk][i] += d[kk] * xs[i];
    }
  }
  for (int kk = 0; kk < kRows; ++kk)
    for (int i = 0; i < kVectors; ++i) std::memcpy(dw + kk * k_pitch + c0 + i * Width, &acc[kk][i], sizeof(iv));
}

#if IRGATE_EMU_AVX2_PATH
IRGATE_EMU_TARGET_AVX2 void units_rows8_avx2(const TapRuns& runs, size_t first, size_t last, const int32_t* x,
                                             const int32_t* dy, int64_t c0, int32_t* dw, int64_t k_pitch) {
  units_rows_body<8, 8>(runs, first, last, x, dy, c0, dw, k_pitch);
}
#endif

// The channels units_rows covers: up to the last multiple of its vector width (8 with AVX2, else 4).
int64_t vector_channels(int64_t cpg, bool avx2) { return cpg - cpg % (IRGATE_EMU_AVX2_PATH && avx2 ? 8 : 4); }

// Channels [0, vector_channels) of kRows dW rows (runs: row k0's) over the starts [first, last).
void units_rows(const irg_problem_t& p, const TapRuns& runs, size_t first, size_t last, const int32_t* x,
                const int32_t* dy, int32_t* dw, int64_t k_pitch, bool avx2) {
  const int64_t channels = vector_channels(p.cpg, avx2);
#if IRGATE_EMU_AVX2_PATH
  if (avx2) {
    for (int64_t c0 = 0; c0 < channels; c0 += 8) units_rows8_avx2(runs, first, last, x, dy, c0, dw, k_pitch);
    return;
  }
#endif
  for (int64_t c0 = 0; c0 < channels; c0 += 4) units_rows_body<4, 4>(runs, first, last, x, dy, c0, dw, k_pitch);
}

// One dW row (k, r, s) from channel c0: its channels through the vector blocks up to the last
// multiple of 8 the group has (the AVX2 compilation when the CPU has it, else the baseline's
// vectors), the rest one at a time.
void units_row(const irg_problem_t& p, const int32_t* x, const int32_t* dy, const TapRuns& runs, int32_t* dw,
               bool avx2, int64_t c0 = 0) {
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
  // An element sums one product per dY position, so its nonzero products are at most the
  // positions with a nonzero dY so far (a sparse pattern's), and at most the whole batch's
  // longest reduction: no partial sum of any chunk so far can pass the bound.
  const int64_t channels = std::max<int64_t>(1, chunk.groups * chunk.kpg);
  for (size_t position = 0; position < dq.size() / size_t(channels); ++position) {
    const int32_t* d = dq.data() + position * size_t(channels);
    if (std::any_of(d, d + channels, [](int32_t v) { return v != 0; })) ++nonzero_positions_;
  }
  const int64_t terms = std::min(max_reduction_length(problem_), nonzero_positions_);
  if (double(x_max_) * double(dy_max_) * double(terms) > 0x1p24)
    return void(error_ = Error{"exact reference: inputs up to " + std::to_string(x_max_) + " and " + std::to_string(dy_max_) +
                                   " over " + std::to_string(terms) + " nonzero products can leave 2^24",
                               1});
  // A group's taps share their (n, ho) output rows, so the rows are walked kStartBlock at a time
  // and every tap and every kRows filters run over a block while its X and dY rows sit in L2.
  // Row by row over the whole batch per (k, r, s), the reference re-read X and dY from memory
  // K·R·S times and waited on it (bench/emulator/oracle_bench: ResNet-50's 3x3 layer).
  constexpr size_t kStartBlock = 8;
  const int64_t taps = chunk.filter_h * chunk.filter_w;
  const int64_t k_pitch = taps * chunk.cpg;  // dW row k to row k + 1
  const int64_t k_blocked = chunk.kpg - chunk.kpg % kRows, c_blocked = vector_channels(chunk.cpg, avx2_);
  for (int64_t g = 0; g < chunk.groups; ++g) {
    // The runs of the group's first filter k_g; filter k reads dY `k - k_g` elements further on.
    const int64_t k_g = g * chunk.kpg;
    std::vector<TapRuns> runs;
    size_t rows = 0;
    for (int64_t t = 0; t < taps; ++t) {
      runs.push_back(tap_runs(chunk, g, k_g, t / chunk.filter_w, t % chunk.filter_w));
      rows = std::max(rows, runs.back().starts.size());
    }
    auto dw_row = [&](int64_t k, int64_t t) { return dw_.data() + k * k_pitch + t * chunk.cpg; };
    for (size_t first = 0; first < rows; first += kStartBlock)
      for (int64_t t = 0; t < taps; ++t) {
        const size_t last = std::min(first + kStartBlock, runs[t].starts.size());
        for (int64_t kl = 0; kl < k_blocked && first < last; kl += kRows)
          units_rows(chunk, runs[t], first, last, xq.data(), dq.data() + kl, dw_row(k_g + kl, t), k_pitch, avx2_);
      }
    // What the blocks leave: each blocked filter's channels past the vectors, the filters past them.
    for (int64_t kl = 0; kl < chunk.kpg; ++kl)
      for (int64_t t = 0; t < taps; ++t)
        if (kl >= k_blocked || c_blocked < chunk.cpg)
          units_row(chunk, xq.data(), dq.data() + kl, runs[t], dw_row(k_g + kl, t), avx2_, kl < k_blocked ? c_blocked : 0);
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
