// tests/parity/spec_fuzz/implicit_gemm_wgrad.cpp — implicit_gemm_wgrad's spec fuzz hook:
// rectangular filters, strides and dilations with paddings inside the dilated filter, run-time
// geometry (all eight -1) most of the time and now and then a single -1 (ig_geometry); problems
// with the spec's geometry, or a drawn one (sometimes out of bounds, sometimes a Conv1d) for a
// run-time kernel, and run-time channels on both staging paths.
#include "tests/parity/spec_fuzz/spec_fuzz_hook.h"

namespace irgate::testing {
namespace {

void draw_implicit_gemm(FuzzDraw& d, irg_request_t& r) {
  auto& s = r.spec.implicit_gemm;
  s.dtype = draw_input_dtype(d);
  s.filter_h = d.coin(97) ? d.in(1, 7) : d.in(0, 18);
  s.filter_w = d.coin(80) ? s.filter_h : d.in(1, 7);
  s.stride_h = d.coin(97) ? d.in(1, 3) : d.in(0, 17);
  s.stride_w = d.coin(90) ? s.stride_h : d.in(1, 3);
  s.dilation_h = d.coin(97) ? d.in(1, 4) : d.in(0, 66);
  s.dilation_w = d.coin(90) ? s.dilation_h : d.in(1, 4);
  s.pad_h = d.in(0, std::max(0, s.dilation_h * (s.filter_h - 1)) + (d.coin(5) ? 1 : 0));
  s.pad_w = d.coin(80) ? s.pad_h : d.in(0, std::max(0, s.dilation_w * (s.filter_w - 1)));
  int32_t* geometry[] = {&s.filter_h, &s.filter_w, &s.pad_h, &s.pad_w, &s.stride_h, &s.stride_w, &s.dilation_h,
                         &s.dilation_w};
  if (d.coin(60))
    for (int32_t* g : geometry) *g = IRG_GEOMETRY_RUNTIME;
  else if (d.coin(5))
    *geometry[d.in(0, 7)] = IRG_GEOMETRY_RUNTIME;
  s.waves_m = d.coin(97) ? d.in(1, 4) : d.in(0, 17);
  s.waves_n = d.in(1, 4);
  s.wave_tiles_m = d.coin(95) ? d.in(1, 2) : d.in(0, 5);
  s.wave_tiles_n = d.in(1, 2);
  s.k_steps = d.coin(97) ? d.in(1, 16) : d.in(-1, 1100);
  s.ws_replicas = d.coin(97) ? d.in(1, 4) : d.in(-1, 70);
}

void implicit_gemm_problem(FuzzDraw& d, const irg_request_t& r, irg_problem_t& p) {
  const auto& s = r.spec.implicit_gemm;
  copy_spec_geometry(r, p);
  if (s.filter_h == IRG_GEOMETRY_RUNTIME) {  // the kernel reads the problem's: draw one, now and then out of bounds
    p.filter_h = d.coin(97) ? d.in(1, 16) : d.in(0, 17);
    p.filter_w = d.coin(70) ? d.in(1, 3) : d.in(1, 16);
    p.stride_h = d.coin(97) ? d.in(1, 5) : d.in(0, 17);
    p.stride_w = d.in(1, 5);
    p.dilation_h = d.coin(97) ? d.in(1, 4) : d.in(1, 66);
    p.dilation_w = d.in(1, 4);
    p.pad_h = d.in(0, std::max(0, p.dilation_h * (p.filter_h - 1)) + (d.coin(5) ? 1 : 0));
    p.pad_w = d.in(0, p.dilation_w * (p.filter_w - 1));
    if (d.coin(30)) p.hi = 1, p.filter_h = 1, p.pad_h = 0;  // a Conv1d: H = 1
  }
  p.cpg = d.coin(50) ? 8 * d.in(1, 8) : d.in(d.coin(3) ? 0 : 1, 70);  // run-time channels, both staging paths
  p.kpg = d.coin(50) ? 8 * d.in(1, 8) : d.in(1, 70);
  p.groups = d.in(1, 3);
  p.dw_dtype = draw_dw_dtype(d);
}

const bool kImplicitGemmHook = SpecFuzzHooks::add("implicit_gemm_wgrad",
                                            {.draw_spec = draw_implicit_gemm, .draw_problem = implicit_gemm_problem});

}  // namespace
}  // namespace irgate::testing
