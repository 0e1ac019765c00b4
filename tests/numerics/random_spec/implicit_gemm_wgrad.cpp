// tests/numerics/random_spec/implicit_gemm_wgrad.cpp — the split-K implicit GEMM on random
// admitted specs: rectangular filters 1..5, strides 1..3, dilations 1..3 with every padding they
// admit, waves and tiles along M and N, k_steps, slabs, and run-time channel counts, half of them
// multiples of 8 (the 16-byte staging path) and half anything (the pair path), on ragged problems
// of 1..3 groups whose positions cross output rows and images inside one 32-position step. Half
// the rounds build the run-time-geometry kernel and give it the drawn geometry through the problem
// (docs/kernels/implicit_gemm_wgrad.md, Run-time geometry).
#include <algorithm>

#include "tests/numerics/random_spec/random_spec_hook.h"

namespace irgate::testing {
namespace {

void draw_implicit_gemm(FuzzDraw& d, int round, irg_request_t& r, runtime::NumericsOptions& o, std::vector<std::string>& kinds) {
  auto& s = r.spec.implicit_gemm;
  s.dtype = d.in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
  s.filter_h = d.in(1, 5);
  s.filter_w = d.in(1, 5);
  s.stride_h = d.in(1, 3);
  s.stride_w = d.in(1, 3);
  s.dilation_h = d.in(1, 3);
  s.dilation_w = d.in(1, 3);
  s.pad_h = d.in(0, s.dilation_h * (s.filter_h - 1));
  s.pad_w = d.in(0, s.dilation_w * (s.filter_w - 1));
  s.waves_m = d.in(1, 2);
  s.waves_n = d.in(1, 2);
  s.wave_tiles_m = d.in(1, 2);
  s.wave_tiles_n = d.in(1, 2);
  s.k_steps = d.in(1, 6);
  const int replicas[] = {1, 2, 3};
  s.ws_replicas = replicas[d.in(0, 2)];
  o = draw_round_options(d, round);
  const bool aligned = d.in(0, 1);
  o.shape.cpg = aligned ? 8 * d.in(1, 6) : d.in(1, 40);
  o.shape.kpg = aligned ? 8 * d.in(1, 6) : d.in(1, 40);
  o.shape.n = d.in(1, 3);
  const int extent_h = s.dilation_h * (s.filter_h - 1) + 1, extent_w = s.dilation_w * (s.filter_w - 1) + 1;
  o.shape.h = d.in(std::max(1, extent_h - 2 * s.pad_h), extent_h + 6);  // at least one output row
  o.shape.w = d.in(std::max(1, extent_w - 2 * s.pad_w), extent_w + 6);
  o.shape.groups = d.in(1, 3);
  if ((o.shape.cpg | o.shape.kpg) % 8 != 0) kinds.push_back("pair path");
  if (d.in(0, 1)) {
    o.shape.geometry = {s.filter_h, s.filter_w, s.stride_h, s.stride_w, s.pad_h, s.pad_w, s.dilation_h, s.dilation_w};
    s.filter_h = s.filter_w = s.stride_h = s.stride_w = s.pad_h = s.pad_w = s.dilation_h = s.dilation_w =
        IRG_GEOMETRY_RUNTIME;
    kinds.push_back("run-time geometry");
  }
}

const bool kImplicitGemmRandomHook = RandomSpecHooks::add(
    "implicit_gemm_wgrad", {.rounds = 80,
                            .seed = 20261201,
                            .draw = draw_implicit_gemm,
                            .floors = {{"pair path", 5}, {"run-time geometry", 5}}});

}  // namespace
}  // namespace irgate::testing
