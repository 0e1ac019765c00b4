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

WgradReference reference_wgrad(const irg_problem_t& p, const std::vector<float>& x, const std::vector<float>& dy) {
  const int64_t ho_n = output_h(p), wo_n = output_w(p);
  const int64_t xc = p.groups * p.cpg, yk = p.groups * p.kpg;
  WgradReference ref;
  ref.dw.assign(size_t(dw_elements(p)), 0.0f);
  ref.abs_sum.assign(ref.dw.size(), 0.0);
  ref.accumulations = p.n * ho_n * wo_n;
  for (int64_t g = 0; g < p.groups; ++g)
    for (int64_t kl = 0; kl < p.kpg; ++kl)
      for (int64_t r = 0; r < p.filter_h; ++r)
        for (int64_t s = 0; s < p.filter_w; ++s)
          for (int64_t c = 0; c < p.cpg; ++c) {
            const int64_t k = g * p.kpg + kl;
            float acc = 0.0f;
            double abs_sum = 0.0;
            for (int64_t n = 0; n < p.n; ++n)
              for (int64_t ho = 0; ho < ho_n; ++ho) {
                const int64_t hi = ho * p.stride_h + r * p.dilation_h - p.pad_h;
                if (hi < 0 || hi >= p.hi) continue;
                for (int64_t wo = 0; wo < wo_n; ++wo) {
                  const int64_t wi = wo * p.stride_w + s * p.dilation_w - p.pad_w;
                  if (wi < 0 || wi >= p.wi) continue;
                  const float d = dy[size_t(((n * ho_n + ho) * wo_n + wo) * yk + k)];
                  const float v = x[size_t(((n * p.hi + hi) * p.wi + wi) * xc + g * p.cpg + c)];
                  acc += d * v;  // exact product of two 16-bit floats, fp32 sum
                  abs_sum += std::fabs(double(d) * double(v));
                }
              }
            const size_t i = size_t(((k * p.filter_h + r) * p.filter_w + s) * p.cpg + c);
            ref.dw[i] = acc;
            ref.abs_sum[i] = abs_sum;
          }
  return ref;
}

}  // namespace irgate::emu
