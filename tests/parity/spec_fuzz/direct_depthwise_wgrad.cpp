// tests/parity/spec_fuzz/direct_depthwise_wgrad.cpp — direct_depthwise_wgrad's spec fuzz hook: odd filters
// (and the odd even one), paddings up to half the filter, waves and r_split around their limits;
// drawn three times as often as a weight-1 family (its draws are the cheapest and the broadest).
#include "tests/parity/spec_fuzz/spec_fuzz_hook.h"

namespace irgate::testing {
namespace {

void draw_depthwise(FuzzDraw& d, irg_request_t& r) {
  auto& s = r.spec.depthwise;
  const int filters[] = {3, 5, 7, 3, 5, 7, 4};
  s.dtype = draw_input_dtype(d);
  s.filter_h = d.pick(filters);
  s.filter_w = d.coin(95) ? s.filter_h : d.pick(filters);
  s.stride_h = d.in(1, 2) + (d.coin(3) ? 1 : 0);
  s.stride_w = d.coin(95) ? s.stride_h : d.in(1, 3);
  s.pad_h = d.in(0, s.filter_h / 2 + (d.coin(5) ? 1 : 0));
  s.pad_w = d.coin(80) ? s.pad_h : d.in(0, s.filter_w / 2);
  s.waves = d.coin(97) ? d.in(1, 16) : d.in(-1, 18);
  s.r_split = d.coin(95) ? d.in(1, s.filter_h) : d.in(0, 9);
  s.ho_per_block = d.coin(97) ? d.in(1, 8) : d.in(-1, 64);
  const int replicas[] = {1, 2, 4, 8, 16};
  s.ws_replicas = d.coin(97) ? d.pick(replicas) : d.in(-1, 70);
}

void depthwise_problem(FuzzDraw&, const irg_request_t& r, irg_problem_t& p) {
  copy_spec_geometry(r, p);
}

const bool kDepthwiseHook = SpecFuzzHooks::add(
    "direct_depthwise_wgrad", {.weight = 3, .draw_spec = draw_depthwise, .draw_problem = depthwise_problem});

}  // namespace
}  // namespace irgate::testing
