// oracle/tolerance.cpp — the per-element tolerance of random mode (derivation in tolerance.h).
#include "oracle/tolerance.h"

#include <algorithm>
#include <cmath>

#include "irgate/abi.h"

namespace irgate::emu {

int mantissa_bits(int32_t d) {
  switch (d) {
    case IRG_DTYPE_F16: return 10;
    case IRG_DTYPE_BF16: return 7;
    default: return 23;
  }
}

double Tolerance::limit(size_t i, double want) const {
  const double base = i < bound.size() ? bound[i] : atol + rtol * std::fabs(want);
  return scale * base + (i < allowance.size() ? allowance[i] : 0.0);
}

namespace {

// The bound of tolerance.h for each element, with `gamma` the factor of the exact products' mass.
Tolerance tolerance_with_gamma(int32_t out_dtype, int64_t terms, double gamma, const std::vector<double>& abs_sum,
                               const std::vector<float>& want) {
  const double n = double(std::max<int64_t>(terms, 1));
  const double u_out = std::ldexp(1.0, -mantissa_bits(out_dtype) - 1);
  // Half the smallest subnormal of dW's dtype: fp16 2^-25, bf16 2^-134, fp32 2^-150.
  const double eta_out = std::ldexp(1.0, out_dtype == IRG_DTYPE_F16 ? -25 : out_dtype == IRG_DTYPE_BF16 ? -134 : -150);
  // Each gradual-underflow rounding errs by at most 2^-150: the kernel's and the reference's n adds,
  // and with fp32 inputs their n product roundings too.
  const double underflow = 4 * n * std::ldexp(1.0, -150);
  Tolerance t;
  t.rtol = u_out;
  t.bound.resize(want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    const double m = i < abs_sum.size() ? abs_sum[i] : 0.0;
    t.bound[i] = 2 * gamma * m * (1 + u_out) + u_out * std::fabs(double(want[i])) + eta_out + underflow;
  }
  return t;
}

constexpr double kUnit = 0x1p-24;  // u of fp32

}  // namespace

Tolerance element_tolerance(int32_t out_dtype, int64_t terms, const std::vector<double>& abs_sum,
                            const std::vector<float>& want) {
  const double n = double(std::max<int64_t>(terms, 1));
  // γ_n needs n·u < 1 (it turns negative past 2^24 products: a 2 GiB batch of 1x1 strided
  // convolutions has 33.5 M a dW element). Past 2^23 products the bound is n·u, which Jeannerod
  // and Rump prove for any evaluation order with no restriction on n (tolerance.h).
  const double gamma = n * kUnit < 0.5 ? n * kUnit / (1 - n * kUnit) : n * kUnit;
  return tolerance_with_gamma(out_dtype, terms, gamma, abs_sum, want);
}

ProbabilisticBound probabilistic_bound(int64_t terms, size_t elements, double run_failure) {
  const double n = double(std::max<int64_t>(terms, 1)), e = double(std::max<size_t>(elements, 1));
  // E·4n·exp(−λ²(1 − u)²/2) = 0.99·run_failure, solved for λ: strictly below the bound it is
  // asked for, whatever the last bits of the logarithm.
  ProbabilisticBound b;
  b.lambda = std::sqrt(2 * std::log(4 * n * e / (0.99 * run_failure))) / (1 - kUnit);
  b.per_element = 4 * n * std::exp(-b.lambda * b.lambda * (1 - kUnit) * (1 - kUnit) / 2);
  b.per_run = std::min(1.0, e * b.per_element);
  return b;
}

Tolerance probabilistic_tolerance(int32_t out_dtype, int64_t terms, const std::vector<double>& abs_sum,
                                  const std::vector<float>& want, const ProbabilisticBound& bound) {
  const double n = double(std::max<int64_t>(terms, 1));
  const double gamma = std::expm1(bound.lambda * std::sqrt(n) * kUnit + n * kUnit * kUnit / (1 - kUnit));
  return tolerance_with_gamma(out_dtype, terms, gamma, abs_sum, want);
}

}  // namespace irgate::emu
