// tests/numerics/random_spec/direct_depthwise_wgrad.cpp — direct_depthwise_wgrad on random admitted specs:
// odd square filters, strides 1..2, every padding, waves a multiple of r_split, rows per block,
// slabs, on every arch (both wave sizes), with ragged problems (channel tails on both wave sizes).
// Ho <= ho_per_block in about a fifth of the draws and N <= ws_replicas in most: a twentieth must
// reach the exact stage-1 rule, so its model meets many knob combinations.
#include "tests/numerics/random_spec/random_spec_hook.h"

namespace irgate::testing {
namespace {

void draw_depthwise(FuzzDraw& d, int round, irg_request_t& r, runtime::NumericsOptions& o, std::vector<std::string>&) {
  auto& s = r.spec.depthwise;
  s.dtype = d.in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
  s.filter_h = s.filter_w = 3 + 2 * d.in(0, 2);
  s.stride_h = s.stride_w = d.in(1, 2);
  s.pad_h = d.in(0, s.filter_h / 2);
  s.pad_w = d.in(0, s.filter_w / 2);
  s.r_split = d.in(1, 3);
  s.waves = s.r_split * d.in(1, 4);
  s.ho_per_block = d.in(1, 5);
  const int replicas[] = {1, 2, 4};
  s.ws_replicas = replicas[d.in(0, 2)];
  o = draw_round_options(d, round);
  o.shape.n = d.in(1, 2);
  o.shape.h = d.in(s.filter_h, 13);  // at least one output row
  o.shape.w = d.in(s.filter_w, 13);
  o.shape.groups = d.in(1, 70);      // channel tails on both wave sizes
}

const bool kDepthwiseRandomHook = RandomSpecHooks::add(
    "direct_depthwise_wgrad",
    {.rounds = 150, .seed = 20261130, .draw = draw_depthwise, .floors = {{kExactStageKind, 20}}});

}  // namespace
}  // namespace irgate::testing
