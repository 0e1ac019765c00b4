// emulator/exact_reference.cpp — see exact_reference.h.
#include "emulator/exact_reference.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

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

}  // namespace

Result<std::vector<int32_t>> exact_reference_wgrad(const irg_problem_t& p, const std::vector<float>& x, int x_exponent,
                                                   const std::vector<float>& dy, int dy_exponent) {
  std::vector<int32_t> xq, dq;
  int64_t x_max = 0, dy_max = 0;
  if (x.size() < size_t(x_elements(p)) || dy.size() < size_t(dy_elements(p)))
    return Error{"exact reference: X or dY holds fewer elements than the problem", 1};
  if (!to_units(x, x_exponent, xq, x_max)) return Error{"exact reference: X is not integers times 2^" + std::to_string(x_exponent), 1};
  if (!to_units(dy, dy_exponent, dq, dy_max))
    return Error{"exact reference: dY is not integers times 2^" + std::to_string(dy_exponent), 1};
  if (double(x_max) * double(dy_max) * double(max_reduction_length(p)) > 0x1p24)
    return Error{"exact reference: inputs up to " + std::to_string(x_max) + " and " + std::to_string(dy_max) + " over " +
                     std::to_string(max_reduction_length(p)) + " products can leave 2^24",
                 1};
  std::vector<int32_t> dw(size_t(dw_elements(p)), 0);
  const int64_t ho_n = output_h(p), wo_n = output_w(p);
  const int64_t xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  for (int64_t g = 0; g < p.groups; ++g)
    for (int64_t kl = 0; kl < p.kpg; ++kl)
      for (int64_t r = 0; r < p.filter_h; ++r)
        for (int64_t s = 0; s < p.filter_w; ++s) {
          const int64_t k = g * p.kpg + kl;
          int32_t* acc = dw.data() + ((k * p.filter_h + r) * p.filter_w + s) * p.cpg;
          const Taps rows = taps(r * p.dilation_h, p.stride_h, p.pad_h, p.hi, ho_n),
                     cols = taps(s * p.dilation_w, p.stride_w, p.pad_w, p.wi, wo_n);
          for (int64_t n = 0; n < p.n; ++n)
            for (int64_t ho = rows.first; ho < rows.end; ++ho) {
              const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h;
              for (int64_t wo = cols.first; wo < cols.end; ++wo) {
                const int32_t d = dq[size_t(((n * ho_n + ho) * wo_n + wo) * yk + k)];
                if (d == 0) continue;  // a third of the draws at the smallest range
                const int64_t wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
                const int32_t* v = xq.data() + ((n * p.hi + hi) * p.wi + wi) * xc + g * p.cpg;
                for (int64_t c = 0; c < p.cpg; ++c) acc[c] += d * v[c];
              }
            }
        }
  return dw;
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
