// oracle/reference.cpp — host reference wgrad (fp32 accumulation, loops in math order).
#include "oracle/reference.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>
#include <vector>

#include "machine/cpu_features.h"

namespace irgate::emu {

int64_t output_h(const irg_problem_t& p) {
  return (p.hi + 2 * p.pad_h - int64_t(p.dilation_h) * (p.filter_h - 1) - 1) / p.stride_h + 1;
}
int64_t output_w(const irg_problem_t& p) {
  return (p.wi + 2 * p.pad_w - int64_t(p.dilation_w) * (p.filter_w - 1) - 1) / p.stride_w + 1;
}
int64_t x_elements(const irg_problem_t& p) { return p.n * p.hi * p.wi * p.groups * p.cpg; }
int64_t dy_elements(const irg_problem_t& p) { return p.n * output_h(p) * output_w(p) * p.groups * p.kpg; }
int64_t dw_elements(const irg_problem_t& p) { return p.groups * p.kpg * p.filter_h * p.filter_w * p.cpg; }

Taps taps(int64_t t, int64_t stride, int64_t pad, int64_t size, int64_t outputs) {
  int64_t first = 0, end = outputs;
  while (first < end && first * stride + t - pad < 0) ++first;
  while (end > first && (end - 1) * stride + t - pad >= size) --end;
  return {first, end};
}

int64_t max_reduction_length(const irg_problem_t& p) {
  int64_t rows = 0, cols = 0;
  for (int64_t r = 0; r < p.filter_h; ++r) {
    const Taps t = taps(r * p.dilation_h, p.stride_h, p.pad_h, p.hi, output_h(p));
    rows = std::max(rows, t.end - t.first);
  }
  for (int64_t s = 0; s < p.filter_w; ++s) {
    const Taps t = taps(s * p.dilation_w, p.stride_w, p.pad_w, p.wi, output_w(p));
    cols = std::max(cols, t.end - t.first);
  }
  return p.n * rows * cols;
}

TapRuns tap_runs(const irg_problem_t& p, int64_t g, int64_t k, int64_t r, int64_t s) {
  const int64_t ho_n = output_h(p), wo_n = output_w(p);
  const int64_t xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  const Taps rows = taps(r * p.dilation_h, p.stride_h, p.pad_h, p.hi, ho_n),
             cols = taps(s * p.dilation_w, p.stride_w, p.pad_w, p.wi, wo_n);
  TapRuns runs;
  if (cols.first >= cols.end) return runs;  // no column of this tap in the image (wi0 would be outside X)
  runs.length = cols.end - cols.first, runs.dy_step = yk, runs.x_step = p.stride_w * xc;
  const int64_t wi0 = cols.first * p.stride_w + s * p.dilation_w - p.pad_w;
  for (int64_t n = 0; n < p.n; ++n)
    for (int64_t ho = rows.first; ho < rows.end; ++ho) {
      const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h;
      runs.starts.emplace_back(((n * ho_n + ho) * wo_n + cols.first) * yk + k, ((n * p.hi + hi) * p.wi + wi0) * xc + g * p.cpg);
    }
  return runs;
}

namespace {

// The dW elements of one (k, r, s) row for the channels [c0, c0 + width) of group g: each summed
// over (n, ho, wo) in that order, one fp32 add a product, exactly as the math reads. `Mag` is
// float when the products are exact fp32 values (16-bit inputs), double otherwise.
template <class Mag>
void channel_run(const irg_problem_t& p, const float* x, const float* dy, int64_t g, int64_t k, int64_t r, int64_t s,
                 int64_t c0, int width, float* dw, Mag* mag) {
  const int64_t ho_n = output_h(p), wo_n = output_w(p);
  const int64_t xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  float acc[8] = {};
  Mag sum[8] = {};
  for (int j = 0; j < width; ++j) acc[j] = dw[c0 + j], sum[j] = mag[c0 + j];  // the chunks before (BatchReference)
  for (int64_t n = 0; n < p.n; ++n)
    for (int64_t ho = 0; ho < ho_n; ++ho) {
      const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h;
      if (hi < 0 || hi >= p.hi) continue;
      for (int64_t wo = 0; wo < wo_n; ++wo) {
        const int64_t wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
        if (wi < 0 || wi >= p.wi) continue;
        const float d = dy[size_t(((n * ho_n + ho) * wo_n + wo) * yk + k)];
        const float* v = x + size_t(((n * p.hi + hi) * p.wi + wi) * xc + g * p.cpg + c0);
        for (int j = 0; j < width; ++j) {
          acc[j] += d * v[j];
          if constexpr (sizeof(Mag) == sizeof(float)) sum[j] += std::fabs(d * v[j]);
          else sum[j] += std::fabs(double(d) * double(v[j]));
        }
      }
    }
  for (int j = 0; j < width; ++j) dw[c0 + j] = acc[j], mag[c0 + j] = sum[j];
}

// The same for `Channels` channels (8, 16 or 32) with float magnitudes, in generic vectors
// (GCC/Clang vector extensions) of `Width` floats, Channels / Width of them: the build's baseline
// takes vectors of 4 (SSE2 on x86-64, NEON on Arm), the AVX2 compilation below vectors of 8. The
// lanes are independent fp32 sums, so the bits are those of channel_run in either: each element
// still gets one rounded add per product, in (n, ho, wo) order. Wider blocks are for the latency
// of those adds: each vector's sums are a chain of dependent adds, and several vectors make
// independent chains that overlap (blocks of 32 on AVX2: the reference of the 2x2-wave direct_wgrad
// benchmark, 2 x 16 x 40, 2 groups of 32 channels, 3.7 -> 1.5 ms).
template <int Width, int Channels>
[[gnu::always_inline]] inline void channel_block_body(const TapRuns& runs, size_t first, size_t last, const float* x,
                                                      const float* dy, int64_t c0, float* dw, float* mag) {
  typedef float fv __attribute__((vector_size(4 * Width)));
  typedef uint32_t uv __attribute__((vector_size(4 * Width)));
  constexpr int kVectors = Channels / Width;
  fv acc[kVectors], sum[kVectors];
  std::memcpy(acc, dw + c0, sizeof acc);  // the blocks and chunks before, else zeros
  std::memcpy(sum, mag + c0, sizeof sum);
  for (size_t at = first; at < last; ++at) {
    const float* d = dy + runs.starts[at].first;
    const float* v = x + runs.starts[at].second + c0;
    for (int64_t j = 0; j < runs.length; ++j, d += runs.dy_step, v += runs.x_step) {
#pragma GCC unroll 4
      for (int i = 0; i < kVectors; ++i) {
        fv xs;
        std::memcpy(&xs, v + i * Width, sizeof xs);
        const fv product = *d * xs;  // exact: two 16-bit floats
        acc[i] += product;
        sum[i] += fv(uv(product) & 0x7FFFFFFFu);
      }
    }
  }
  std::memcpy(dw + c0, acc, sizeof acc);
  std::memcpy(mag + c0, sum, sizeof sum);
}

#if IRGATE_EMU_AVX2_PATH
IRGATE_EMU_TARGET_AVX2 void channel_block32_avx2(const TapRuns& runs, size_t first, size_t last, const float* x,
                                                 const float* dy, int64_t c0, float* dw, float* mag) {
  channel_block_body<8, 32>(runs, first, last, x, dy, c0, dw, mag);
}
IRGATE_EMU_TARGET_AVX2 void channel_block8_avx2(const TapRuns& runs, size_t first, size_t last, const float* x,
                                                const float* dy, int64_t c0, float* dw, float* mag) {
  channel_block_body<8, 8>(runs, first, last, x, dy, c0, dw, mag);
}
#endif

// Channels [0, c) of one dW row over the runs' starts [first, last), c the last multiple of 8 the
// group has. Through the AVX2 compilation (blocks of 32, then 8) when `avx2` (the CPU has it),
// else the baseline's (16, then 8: SSE2 has registers for four vectors' two sums).
void channel_blocks(const irg_problem_t& p, const TapRuns& runs, size_t first, size_t last, const float* x,
                    const float* dy, float* dw, float* mag, bool avx2) {
  int64_t c0 = 0;
#if IRGATE_EMU_AVX2_PATH
  if (avx2) {
    for (; c0 + 32 <= p.cpg; c0 += 32) channel_block32_avx2(runs, first, last, x, dy, c0, dw, mag);
    for (; c0 + 8 <= p.cpg; c0 += 8) channel_block8_avx2(runs, first, last, x, dy, c0, dw, mag);
    return;
  }
#endif
  for (; c0 + 16 <= p.cpg; c0 += 16) channel_block_body<4, 16>(runs, first, last, x, dy, c0, dw, mag);
  for (; c0 + 8 <= p.cpg; c0 += 8) channel_block_body<4, 8>(runs, first, last, x, dy, c0, dw, mag);
}

// With float magnitudes, a group's taps and filters run over kStartBlock (n, ho) output rows at a
// time, so a block's X and dY rows are read from L2 rather than memory once per (k, r, s) (the
// runs of the group's first filter k_g serve filter k with dY `k - k_g` further on). Each element
// still sums its products in (n, ho, wo) order — blocks in order, each carried in dW — so the bits
// are those of one pass per row. Channels past the last multiple of 8, and double magnitudes, go
// through channel_run.
void group_channel_blocks(const irg_problem_t& p, int64_t g, const float* x, const float* dy, float* dw, float* mag,
                          bool avx2) {
  constexpr size_t kStartBlock = 8;
  const int64_t taps = p.filter_h * p.filter_w, k_pitch = taps * p.cpg, k_g = g * p.kpg;
  std::vector<TapRuns> runs;
  size_t rows = 0;
  for (int64_t t = 0; t < taps; ++t) {
    runs.push_back(tap_runs(p, g, k_g, t / p.filter_w, t % p.filter_w));
    rows = std::max(rows, runs.back().starts.size());
  }
  for (size_t first = 0; first < rows; first += kStartBlock)
    for (int64_t kl = 0; kl < p.kpg; ++kl)
      for (int64_t t = 0; t < taps; ++t) {
        const size_t last = std::min(first + kStartBlock, runs[t].starts.size());
        const size_t row = size_t((k_g + kl) * k_pitch + t * p.cpg);
        if (first < last) channel_blocks(p, runs[t], first, last, x, dy + kl, dw + row, mag + row, avx2);
      }
}

template <class Mag>
void reference_rows(const irg_problem_t& p, const std::vector<float>& x, const std::vector<float>& dy, float* dw,
                    Mag* mag, bool avx2) {
  const int64_t taps = p.filter_h * p.filter_w, k_pitch = taps * p.cpg;
  const int64_t vectored = std::is_same_v<Mag, float> ? p.cpg - p.cpg % 8 : 0;
  for (int64_t g = 0; g < p.groups; ++g) {
    const int64_t k_g = g * p.kpg;
    if constexpr (std::is_same_v<Mag, float>)
      if (vectored > 0) group_channel_blocks(p, g, x.data(), dy.data(), dw, mag, avx2);
    for (int64_t kl = 0; kl < p.kpg; ++kl)
      for (int64_t t = 0; t < taps; ++t) {
        const size_t row = size_t((k_g + kl) * k_pitch + t * p.cpg);
        for (int64_t c0 = vectored; c0 < p.cpg; c0 += 8)
          channel_run(p, x.data(), dy.data(), g, k_g + kl, t / p.filter_w, t % p.filter_w, c0,
                      int(std::min<int64_t>(8, p.cpg - c0)), dw + row, mag + row);
      }
  }
}

}  // namespace

WgradReference reference_wgrad(const irg_problem_t& p, const std::vector<float>& x, const std::vector<float>& dy) {
  return reference_wgrad_on(p, x, dy, cpu_has_avx2());
}

WgradReference reference_wgrad_on(const irg_problem_t& p, const std::vector<float>& x, const std::vector<float>& dy,
                                  bool avx2) {
  BatchReference ref(p, avx2);
  ref.add_images(x, dy, p.n);
  return ref.finish();
}

BatchReference::BatchReference(const irg_problem_t& p, bool avx2) : problem_(p), avx2_(avx2) {
  ref_.dw.assign(size_t(dw_elements(p)), 0.0f);
  ref_.abs_sum.assign(ref_.dw.size(), 0.0);
  ref_.accumulations = p.n * output_h(p) * output_w(p);
  // With 16-bit inputs every |product| is an exact float and the magnitudes are summed in fp32.
  // A recursive sum of n nonnegative terms comes out at least (1 - g) times the exact one, with
  // g = k u / (1 - k u), k = n - 1, u = 2^-24 (Higham, Accuracy and Stability of Numerical
  // Algorithms, 2nd ed., §4.2), so dividing by 1 - g = (1 - 2 k u) / (1 - k u) at the end makes
  // each abs_sum an upper bound of the exact sum, which is what the tolerance needs of it
  // (oracle/tolerance.h), at a fraction of the cost of double sums.
  const double ku = double(ref_.accumulations - 1) * std::ldexp(1.0, -24);
  float_magnitudes_ = (p.dtype == IRG_DTYPE_F16 || p.dtype == IRG_DTYPE_BF16) && 2 * ku < 0.5;
  if (float_magnitudes_) mag32_.assign(ref_.dw.size(), 0.0f), widen_ = (1 - ku) / (1 - 2 * ku);
  // Otherwise (fp32 inputs, whose products are exact in a double but not in a float, or past 2^22
  // products) the magnitudes are double sums: the same widening with u = 2^-53 keeps them bounds.
  const double kd = double(ref_.accumulations - 1) * std::ldexp(1.0, -53);
  if (!float_magnitudes_) widen_ = (1 - kd) / (1 - 2 * kd);
}

void BatchReference::add_images(const std::vector<float>& x, const std::vector<float>& dy, int64_t images) {
  irg_problem_t chunk = problem_;
  chunk.n = images;
  if (float_magnitudes_) reference_rows(chunk, x, dy, ref_.dw.data(), mag32_.data(), avx2_);
  else reference_rows(chunk, x, dy, ref_.dw.data(), ref_.abs_sum.data(), avx2_);
}

WgradReference BatchReference::finish() {
  if (float_magnitudes_)
    for (size_t i = 0; i < mag32_.size(); ++i) ref_.abs_sum[i] = double(mag32_[i]) * widen_;
  else
    for (double& m : ref_.abs_sum) m *= widen_;
  return std::move(ref_);
}

std::vector<double> subnormal_product_mass(const irg_problem_t& p, const std::vector<float>& x,
                                           const std::vector<float>& dy) {
  if (p.dtype != IRG_DTYPE_F16 && p.dtype != IRG_DTYPE_BF16 && p.dtype != IRG_DTYPE_F32) return {};
  const float smallest_normal = p.dtype == IRG_DTYPE_F16 ? 0x1p-14f : 0x1p-126f;  // bf16 and fp32: 2^-126
  auto subnormal = [&](float v) { return v != 0 && std::fabs(v) < smallest_normal; };
  const int64_t ho_n = output_h(p), wo_n = output_w(p);
  const int64_t xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  std::vector<double> mass;
  auto add = [&](int64_t k, int64_t r, int64_t s, int64_t c, float d, float v) {
    if (mass.empty()) mass.assign(size_t(dw_elements(p)), 0.0);
    mass[size_t(((k * p.filter_h + r) * p.filter_w + s) * p.cpg + c)] += std::fabs(double(d) * double(v));
  };
  // From each subnormal input, the products it is a factor of: a dY[n, ho, wo, k] meets the X of
  // every in-image tap (r, s) and channel of its group; an X[n, hi, wi, c] meets the dY of every
  // output position whose tap (r, s) lands on it and every k of its group.
  for (int64_t n = 0; n < p.n; ++n)
    for (int64_t ho = 0; ho < ho_n; ++ho)
      for (int64_t wo = 0; wo < wo_n; ++wo)
        for (int64_t k = 0; k < yk; ++k) {
          const float d = dy[size_t(((n * ho_n + ho) * wo_n + wo) * yk + k)];
          if (!subnormal(d)) continue;
          const int64_t g = k / p.kpg;
          for (int64_t r = 0; r < p.filter_h; ++r)
            for (int64_t s = 0; s < p.filter_w; ++s) {
              const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h, wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
              if (hi < 0 || hi >= p.hi || wi < 0 || wi >= p.wi) continue;
              for (int64_t c = 0; c < p.cpg; ++c)
                add(k, r, s, c, d, x[size_t(((n * p.hi + hi) * p.wi + wi) * xc + g * p.cpg + c)]);
            }
        }
  for (int64_t n = 0; n < p.n; ++n)
    for (int64_t hi = 0; hi < p.hi; ++hi)
      for (int64_t wi = 0; wi < p.wi; ++wi)
        for (int64_t ch = 0; ch < xc; ++ch) {
          const float v = x[size_t(((n * p.hi + hi) * p.wi + wi) * xc + ch)];
          if (!subnormal(v)) continue;
          const int64_t g = ch / p.cpg, c = ch % p.cpg;
          for (int64_t r = 0; r < p.filter_h; ++r)
            for (int64_t s = 0; s < p.filter_w; ++s) {
              const int64_t h = hi + p.pad_h - r * p.dilation_h, w = wi + p.pad_w - s * p.dilation_w;  // ho * stride_h, wo * stride_w
              if (h < 0 || w < 0 || h % p.stride_h || w % p.stride_w) continue;
              const int64_t ho = h / p.stride_h, wo = w / p.stride_w;
              if (ho >= ho_n || wo >= wo_n) continue;
              for (int64_t kl = 0; kl < p.kpg; ++kl) {
                const int64_t k = g * p.kpg + kl;
                add(k, r, s, c, dy[size_t(((n * ho_n + ho) * wo_n + wo) * yk + k)], v);
              }
            }
        }
  return mass;
}

}  // namespace irgate::emu
