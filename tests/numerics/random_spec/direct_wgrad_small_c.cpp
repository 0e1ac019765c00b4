// tests/numerics/random_spec/direct_wgrad_small_c.cpp — the small-C stems on random admitted specs:
// rectangular filters 1..7, strides 1..4, every padding, 1..4 input channels, k tiles with ragged
// tails (K a kernarg), every vec_x, sub_steps, the uniform wave index, waves, tiles and slabs, on
// problems whose rows span up to three 32-position chunks.
#include "tests/numerics/random_spec/random_spec_hook.h"

namespace irgate::testing {
namespace {

void draw_small_c(FuzzDraw& d, int round, irg_request_t& r, runtime::NumericsOptions& o, std::vector<std::string>&) {
  auto& s = r.spec.small_c;
  s.dtype = d.in(0, 1) ? IRG_DTYPE_F16 : IRG_DTYPE_BF16;
  s.filter_h = d.in(1, 7);
  s.filter_w = d.in(1, 7);
  s.pad_h = d.in(0, s.filter_h - 1);
  s.pad_w = d.in(0, s.filter_w - 1);
  s.stride_h = d.in(1, 4);
  s.stride_w = d.in(1, 4);
  s.c = d.in(1, 4);
  const int64_t kpg = 8 * d.in(1, 6);  // the problem's: a kernarg
  const int vec[] = {1, 2, 4};
  s.vec_x = vec[d.in(0, 2)];
  s.sub_steps = d.in(1, 3);
  s.uniform_wave = d.in(0, 1);
  s.waves = d.in(1, 4);
  s.wave_tiles = d.in(1, 2);
  const int replicas[] = {1, 2, 3};
  s.ws_replicas = replicas[d.in(0, 2)];
  o = draw_round_options(d, round);
  o.shape.n = d.in(1, 2);
  o.shape.h = d.in(s.filter_h, 10);
  o.shape.w = d.in(s.filter_w, 3 * 32 * s.stride_w);  // up to three chunks a row
  o.shape.groups = 1;
  o.shape.kpg = kpg;
}

const bool kSmallCRandomHook =
    RandomSpecHooks::add("direct_wgrad_small_c", {.rounds = 80, .seed = 20261130, .draw = draw_small_c});

}  // namespace
}  // namespace irgate::testing
