// tests/parity/spec_fuzz/direct_wgrad_small_c.cpp — direct_wgrad_small_c's spec fuzz hook: rectangular
// filters and strides, 1..4 input channels, every vec_x (and the invalid 0 and 3); problems of
// the spec's geometry whose C is the spec's c (now and then one more: refused), mostly ungrouped.
#include "tests/parity/spec_fuzz/spec_fuzz_hook.h"

namespace irgate::testing {
namespace {

void draw_small_c(FuzzDraw& d, irg_request_t& r) {
  auto& s = r.spec.small_c;
  const int vec[] = {1, 2, 4, 1, 2, 4, 3, 0};
  s.dtype = draw_input_dtype(d);
  s.filter_h = d.coin(97) ? d.in(1, 7) : d.in(0, 18);
  s.filter_w = d.coin(80) ? s.filter_h : d.in(1, 7);
  s.pad_h = d.in(0, std::max(0, s.filter_h - (d.coin(95) ? 1 : 0)));
  s.pad_w = d.coin(80) ? s.pad_h : d.in(0, std::max(0, s.filter_w - 1));  // filter_w may be drawn 0
  s.stride_h = d.coin(97) ? d.in(1, 4) : d.in(0, 17);
  s.stride_w = d.coin(90) ? s.stride_h : d.in(1, 4);
  s.c = d.coin(95) ? d.in(1, 4) : d.in(0, 6);
  s.kpg = d.coin(97) ? 0 : d.in(1, 70);  // retired: the problem's (a nonzero value is refused)
  s.vec_x = d.pick(vec);
  s.sub_steps = d.coin(95) ? d.in(1, 4) : d.in(0, 9);
  s.uniform_wave = d.coin(97) ? d.in(0, 1) : 2;
  s.waves = d.coin(95) ? d.in(1, 16) : d.in(0, 17);
  s.wave_tiles = d.coin(95) ? d.in(1, 4) : d.in(0, 5);
  s.ws_replicas = d.coin(97) ? d.in(1, 4) : d.in(-1, 70);
}

void small_c_problem(FuzzDraw& d, const irg_request_t& r, irg_problem_t& p) {
  copy_spec_geometry(r, p);
  p.kpg = draw_runtime_channels(d, r, registry::ProblemField::Kpg);
  if (d.coin(3)) p.cpg += 1;  // the stems' C is the spec's: refused otherwise
  p.groups = d.coin(5) ? d.in(1, 3) : 1;
  p.dw_dtype = draw_dw_dtype(d);
}

const bool kSmallCHook =
    SpecFuzzHooks::add("direct_wgrad_small_c", {.draw_spec = draw_small_c, .draw_problem = small_c_problem});

}  // namespace
}  // namespace irgate::testing
