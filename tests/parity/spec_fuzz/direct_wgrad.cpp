// tests/parity/spec_fuzz/direct_wgrad.cpp — direct_wgrad's spec fuzz hook: square filters 1..4
// with paddings below them, every WMMA tiling knob a little past its valid range now and then,
// the TDM ring often; problems of the spec's geometry with run-time channels and a few groups.
#include "tests/parity/spec_fuzz/spec_fuzz_hook.h"

namespace irgate::testing {
namespace {

void draw_direct(FuzzDraw& d, irg_request_t& r) {
  auto& s = r.spec.direct;
  s.dtype = draw_input_dtype(d);
  s.filter_h = d.coin(95) ? d.in(1, 4) : d.in(0, 7);
  s.filter_w = d.coin(95) ? s.filter_h : d.in(1, 4);
  s.pad_h = d.in(0, std::max(0, s.filter_h - (d.coin(95) ? 1 : 0)));
  s.pad_w = d.coin(80) ? s.pad_h : d.in(0, std::max(0, s.filter_w));
  s.stride_h = s.stride_w = d.coin(95) ? 1 : 2;
  s.cpg = d.coin(97) ? 0 : d.in(1, 70);  // retired: the problem's (a nonzero value is refused)
  s.kpg = d.coin(97) ? 0 : d.in(1, 70);
  s.waves_k = d.in(1, 4);
  s.waves_c = d.coin(95) ? d.in(1, 4) : d.in(0, 8);
  s.wave_tiles_k = d.coin(95) ? d.in(1, 2) : d.in(0, 5);
  s.wave_tiles_c = d.in(1, 2);
  s.rows_per_sync = d.coin(95) ? d.in(1, 3) : d.in(0, 9);
  s.row_blocks = d.coin(95) ? d.in(1, 4) : d.in(0, 70);
  s.lds_epilogue = d.coin(97) ? d.in(0, 1) : 2;
  s.tdm_stages = d.coin(70) ? 0 : d.in(1, 5);  // the ring is built: draw it often
  s.ws_replicas = d.coin(97) ? d.in(1, 4) : d.in(-1, 70);
}

void direct_problem(FuzzDraw& d, const irg_request_t& r, irg_problem_t& p) {
  copy_spec_geometry(r, p);
  p.cpg = draw_runtime_channels(d, r, registry::ProblemField::Cpg);
  p.kpg = draw_runtime_channels(d, r, registry::ProblemField::Kpg);
  p.groups = d.in(1, 3);
  p.dw_dtype = draw_dw_dtype(d);
}

const bool kDirectWgradHook = SpecFuzzHooks::add("direct_wgrad", {.draw_spec = draw_direct, .draw_problem = direct_problem});

}  // namespace
}  // namespace irgate::testing
