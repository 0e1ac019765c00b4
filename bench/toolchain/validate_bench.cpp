// bench/toolchain/validate_bench.cpp — throughput of the toolchain lane: the real
// `irgate validate --jobs 2` over every emitting (config, flavor) of the shipped corpus (llvm-as,
// llc -O3, ld.lld, llvm-readelf per kernel). Reports kernels/s of wall time; medians of 3.
//
//   build/bench/toolchain/validate_bench
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

#include "support/subprocess.h"

namespace irgate {
namespace {

// "18 kernel(s) validated, 0 failed, ..." -> 18; -1 when the line is missing.
int validated_count(const std::string& out) {
  size_t at = out.rfind(" kernel(s) validated");
  if (at == std::string::npos) return -1;
  size_t line = out.rfind('\n', at);
  size_t begin = line == std::string::npos ? 0 : line + 1;
  return std::stoi(out.substr(begin, at - begin));
}

void BM_ValidateLaneTwoJobs(benchmark::State& state) {
  ProcessOptions o;
  o.timeout = std::chrono::minutes(10);
  o.env = {{"IRGATE_ROOT", IRGATE_SOURCE_ROOT}};
  int kernels = 0;
  for (auto _ : state) {
    auto r = run_process({IRGATE_BINARY, "validate", "--jobs", "2"}, o);
    if (!r || !r->exited_ok() || (kernels = validated_count(r->out)) <= 0) {
      state.SkipWithError("irgate validate failed or validated nothing");
      return;
    }
  }
  state.counters["kernels"] = kernels;
  state.counters["kernels_per_s"] =
      benchmark::Counter(static_cast<double>(kernels) * state.iterations(), benchmark::Counter::kIsRate);
}

BENCHMARK(BM_ValidateLaneTwoJobs)->Unit(benchmark::kSecond)->Iterations(1)->Repetitions(3)->UseRealTime()
    ->ReportAggregatesOnly(true);

}  // namespace
}  // namespace irgate
