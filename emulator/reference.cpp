// emulator/reference.cpp — host reference wgrad (fp32 accumulation, loops in math order).
#include "emulator/reference.h"

#include <cmath>

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

namespace {

// acc[c] += d * x[c] and mag[c] += |d * x[c]| for c < n. With 16-bit inputs the fp32 product is
// exact, so its magnitude is the double product too; blocks of 8 with a constant trip count let
// the compiler vectorise them.
void add_products(float d, const float* __restrict x, int64_t n, bool exact_products, float* __restrict acc,
                  double* __restrict mag) {
  int64_t c = 0;
  if (exact_products) {
    for (; c + 8 <= n; c += 8)
      for (int j = 0; j < 8; ++j) {
        const float prod = d * x[c + j];  // exact product of two 16-bit floats, fp32 sum
        acc[c + j] += prod;
        mag[c + j] += double(std::fabs(prod));
      }
  }
  for (; c < n; ++c) {
    acc[c] += d * x[c];
    mag[c] += std::fabs(double(d) * double(x[c]));
  }
}

}  // namespace

WgradReference reference_wgrad(const irg_problem_t& p, const std::vector<float>& x, const std::vector<float>& dy) {
  const int64_t ho_n = output_h(p), wo_n = output_w(p);
  const int64_t xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  WgradReference ref;
  ref.dw.assign(size_t(dw_elements(p)), 0.0f);
  ref.abs_sum.assign(ref.dw.size(), 0.0);
  ref.accumulations = p.n * ho_n * wo_n;
  const bool exact_products = p.dtype == IRG_DTYPE_F16 || p.dtype == IRG_DTYPE_BF16;
  // Positions outermost, so the innermost loop runs over contiguous channels of X and dW; every
  // element still receives its products in (n, ho, wo) order, one fp32 add each, exactly as a
  // per-element sum over n, ho, wo would.
  for (int64_t n = 0; n < p.n; ++n)
    for (int64_t ho = 0; ho < ho_n; ++ho)
      for (int64_t wo = 0; wo < wo_n; ++wo) {
        const float* dy_at = dy.data() + size_t(((n * ho_n + ho) * wo_n + wo) * yk);
        for (int64_t r = 0; r < p.filter_h; ++r) {
          const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h;
          if (hi < 0 || hi >= p.hi) continue;
          for (int64_t s = 0; s < p.filter_w; ++s) {
            const int64_t wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
            if (wi < 0 || wi >= p.wi) continue;
            const float* x_at = x.data() + size_t(((n * p.hi + hi) * p.wi + wi) * xc);
            for (int64_t g = 0; g < p.groups; ++g)
              for (int64_t kl = 0; kl < p.kpg; ++kl) {
                const int64_t k = g * p.kpg + kl;
                const size_t row = size_t(((k * p.filter_h + r) * p.filter_w + s) * p.cpg);
                add_products(dy_at[k], x_at + g * p.cpg, p.cpg, exact_products, ref.dw.data() + row,
                             ref.abs_sum.data() + row);
              }
          }
        }
      }
  return ref;
}

}  // namespace irgate::emu
