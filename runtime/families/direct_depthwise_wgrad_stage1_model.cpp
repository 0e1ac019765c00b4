// runtime/families/direct_depthwise_wgrad_stage1_model.cpp — see direct_depthwise_wgrad_stage1_model.h.
#include "runtime/families/direct_depthwise_wgrad_stage1_model.h"

#include <algorithm>
#include <cmath>

#include "oracle/reference.h"

namespace irgate::runtime {

std::vector<float> depthwise_stage1_model(const irg_problem_t& p, const irg_depthwise_wgrad_spec_t& spec,
                                          const std::vector<float>& x, const std::vector<float>& dy) {
  const int64_t ho_n = emu::output_h(p), wo_n = emu::output_w(p), g_n = p.groups;
  // The problem's geometry: a baked kernel's equals its spec's; a run-time-geometry kernel reads it
  // (and its dilation) from its kernargs and keeps r_split 1, its tap tiles changing nothing a
  // tap's sum sees (docs/kernels/direct_depthwise_wgrad.md, Run-time geometry).
  const int64_t filter_r = p.filter_h, filter_s = p.filter_w;
  const int64_t r_split = std::max(spec.r_split, 1), parts = std::max(spec.waves, 1) / r_split;
  const int64_t rows = (filter_r + r_split - 1) / r_split, taps = rows * filter_s;
  const int64_t band = std::max(spec.ho_per_block, 1), slabs = std::max(spec.ws_replicas, 1);
  std::vector<float> out(size_t(slabs * g_n * filter_r * filter_s), 0.0f);
  std::vector<float> acc(size_t(parts * taps));  // [part][rl·S + s] of one row group
  for (int64_t n = 0; n < p.n; ++n)
    for (int64_t ho_lo = 0; ho_lo < ho_n; ho_lo += band) {
      const int64_t count = (std::min(ho_lo + band, ho_n) - ho_lo) * wo_n;
      for (int64_t c = 0; c < g_n; ++c)
        for (int64_t rgrp = 0; rgrp < r_split; ++rgrp) {
          const int64_t r_lo = rgrp * rows;
          std::fill(acc.begin(), acc.end(), 0.0f);
          for (int64_t part = 0; part < parts; ++part)
            for (int64_t pos = part; pos < count; pos += parts) {
              const int64_t ho = ho_lo + pos / wo_n, wo = pos % wo_n;
              const float dyv = dy[size_t(((n * ho_n + ho) * wo_n + wo) * g_n + c)];
              for (int64_t rl = 0; rl < rows; ++rl) {
                const int64_t hi = ho * p.stride_h - p.pad_h + (r_lo + rl) * p.dilation_h;
                for (int64_t s = 0; s < filter_s; ++s) {
                  const int64_t wi = wo * p.stride_w - p.pad_w + s * p.dilation_w;
                  const bool in_image = hi >= 0 && hi < p.hi && wi >= 0 && wi < p.wi;
                  const float xv = in_image ? x[size_t(((n * p.hi + hi) * p.wi + wi) * g_n + c)] : 0.0f;
                  float& a = acc[size_t(part * taps + rl * filter_s + s)];
                  a = std::fma(dyv, xv, a);
                }
              }
            }
          const int64_t slab = n % slabs;
          for (int64_t rl = 0; rl < rows && r_lo + rl < filter_r; ++rl)
            for (int64_t s = 0; s < filter_s; ++s) {
              const int64_t k = rl * filter_s + s;
              float sum = acc[size_t(k)];  // the lead's own part, then parts 1, 2, … in order
              for (int64_t part = 1; part < parts; ++part) sum = sum + acc[size_t(part * taps + k)];
              out[size_t(((slab * g_n + c) * filter_r + r_lo + rl) * filter_s + s)] += sum;  // the atomic add
            }
        }
    }
  return out;
}

}  // namespace irgate::runtime
