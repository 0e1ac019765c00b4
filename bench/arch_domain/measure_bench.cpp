// bench/arch_domain/measure_bench.cpp — full llvm22 arch-domain measure with 2 jobs: cold (a
// fresh cache folder per repetition) and warm (every cell cached). Our targets: cold
// under 20 s, warm under 1 s. Wall time, medians of 3 repetitions.
//
//   build-arch/bench/arch_domain/arch_domain_bench
#include <benchmark/benchmark.h>

#include "arch_domain/measure.h"
#include "irgate/abi.h"
#include "toolchain/tempdir.h"

namespace irgate::arch_domain {
namespace {

bool run(benchmark::State& state, const Cache& cache) {
  MeasureOptions o;
  o.flavor = IRG_FLAVOR_LLVM22;
  o.jobs = 2;
  o.cache = cache;
  auto m = measure(o);
  if (!m) {
    state.SkipWithError(m.error().message.c_str());
    return false;
  }
  state.counters["cells"] = static_cast<double>(m->cells);
  state.counters["cached"] = static_cast<double>(m->from_cache);
  return true;
}

void BM_MeasureLlvm22Cold(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    auto dir = toolchain::TempDir::create("irgate-bench-cache");
    state.ResumeTiming();
    if (!dir || !run(state, Cache(dir->path()))) break;
  }
}

void BM_MeasureLlvm22Warm(benchmark::State& state) {
  auto dir = toolchain::TempDir::create("irgate-bench-cache");
  if (!dir || !run(state, Cache(dir->path()))) return;  // fill the cache once
  for (auto _ : state)
    if (!run(state, Cache(dir->path()))) break;
}

BENCHMARK(BM_MeasureLlvm22Cold)->Unit(benchmark::kSecond)->Iterations(1)->Repetitions(3)->UseRealTime()
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_MeasureLlvm22Warm)->Unit(benchmark::kMillisecond)->Iterations(3)->Repetitions(3)->UseRealTime()
    ->ReportAggregatesOnly(true);

}  // namespace
}  // namespace irgate::arch_domain
