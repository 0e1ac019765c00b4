// tests/parity/spec_fuzz/direct_wgrad_reduce.cpp — direct_wgrad_reduce's spec fuzz hook: slab counts around
// the valid 1..64, output dtypes with an invalid one, block sizes off the power-of-two grid; the
// problem's dW dtype is the spec's output.
#include "tests/parity/spec_fuzz/spec_fuzz_hook.h"

namespace irgate::testing {
namespace {

void draw_reduce(FuzzDraw& d, irg_request_t& r) {
  auto& s = r.spec.reduce;
  const int dtypes[] = {IRG_DTYPE_F32, IRG_DTYPE_F16, IRG_DTYPE_BF16, 9};
  const int blocks[] = {64, 128, 256, 512, 1024, 96, 32, 2048};
  s.ws_replicas = d.coin(95) ? d.in(1, 64) : d.in(-1, 70);
  s.out_dtype = d.pick(dtypes);
  s.block_size = d.pick(blocks);
}

void reduce_problem(FuzzDraw&, const irg_request_t& r, irg_problem_t& p) { p.dw_dtype = r.spec.reduce.out_dtype; }

const bool kReduceHook =
    SpecFuzzHooks::add("direct_wgrad_reduce", {.draw_spec = draw_reduce, .draw_problem = reduce_problem});

}  // namespace
}  // namespace irgate::testing
