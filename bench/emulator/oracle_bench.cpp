// bench/emulator/oracle_bench.cpp — what the numerics oracle costs apart from the kernel: draw X
// and dY, compute the reference and judge a dW, in exact mode (integer reference, bit equality)
// and in random mode (fp32 reference with per-element magnitudes, per-element tolerance), on a
// ResNet-50 3x3 layer (56 x 56, C = K = 64, pad 1) with N images. Issue 29 asks that exact mode
// cost no more than random mode; docs/emulator.md records the figures.
//
//   build/bench/emulator/oracle_bench --benchmark_filter=Oracle
#include <benchmark/benchmark.h>

#include <cstring>

#include "oracle/compare.h"
#include "oracle/exact_reference.h"
#include "oracle/reference.h"
#include "oracle/tolerance.h"
#include "irgate/abi.h"
#include "runtime/exact_inputs.h"
#include "oracle/exact_bits.h"

namespace irgate {
namespace {

irg_problem_t resnet_layer(int64_t images) {
  irg_problem_t p{};
  p.n = images, p.hi = p.wi = 56, p.groups = 1, p.cpg = p.kpg = 64;
  p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1;
  p.dilation_h = p.dilation_w = 1;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

void BM_OracleExact(benchmark::State& state) {
  const irg_problem_t p = resnet_layer(state.range(0));
  const runtime::ExactInputs e = runtime::plan_exact_inputs(emu::max_reduction_length(p), p.dtype);
  if (!e.applies) return state.SkipWithError(e.rule.c_str());
  for (auto _ : state) {
    const std::vector<float> x = runtime::exact_values(emu::x_elements(p), runtime::stream_key(1, IRG_BUF_X), e.x);
    const std::vector<float> dy = runtime::exact_values(emu::dy_elements(p), runtime::stream_key(1, IRG_BUF_DY), e.dy);
    auto units = emu::exact_reference_wgrad(p, x, e.x.exponent, dy, e.dy.exponent);
    if (!units) return state.SkipWithError(units.error().message.c_str());
    const std::vector<uint32_t> bits = emu::exact_dw_bits(*units, e.unit_exponent(), p.dw_dtype);
    std::vector<uint8_t> got(bits.size() * 4);
    std::memcpy(got.data(), bits.data(), got.size());  // a kernel that got it right
    const emu::ExactCheck c = emu::compare_exact_bits("dW", p.dw_dtype, bits, got);
    if (!c.passed()) return state.SkipWithError("the exact check failed itself");
  }
}
BENCHMARK(BM_OracleExact)->Arg(1)->Arg(4)->Arg(32)->ArgName("images")->Unit(benchmark::kMillisecond);

void BM_OracleRandom(benchmark::State& state) {
  const irg_problem_t p = resnet_layer(state.range(0));
  for (auto _ : state) {
    const std::vector<float> x = runtime::seeded_values(emu::x_elements(p), p.dtype, runtime::stream_key(1, IRG_BUF_X));
    const std::vector<float> dy = runtime::seeded_values(emu::dy_elements(p), p.dtype, runtime::stream_key(1, IRG_BUF_DY));
    const emu::WgradReference ref = emu::reference_wgrad(p, x, dy);
    const emu::Tolerance t = emu::element_tolerance(p.dw_dtype, emu::max_reduction_length(p), ref.abs_sum, ref.dw);
    const emu::Comparison c = emu::compare(ref.dw, ref.dw, t);  // a kernel that got it right
    if (!c.passed()) return state.SkipWithError("the comparison failed itself");
  }
}
BENCHMARK(BM_OracleRandom)->Arg(1)->Arg(4)->ArgName("images")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace irgate

BENCHMARK_MAIN();
