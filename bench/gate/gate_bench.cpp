// bench/gate/gate_bench.cpp — the pre-merge gate's cost: `irgate check` whole (its always lanes,
// lanes/gate.h) with the lanes sharing the parity run's emissions and without (the baseline before
// they shared), the whole parity lane (both engines, every config x flavor) isolated in worker
// processes and in-process (the difference is the price of isolation), the golden snapshot
// (emission + SHA-256 of every text), and OpenSSL's SHA-256 throughput on the same machine for
// comparison. The workers are the irgate of this build unless IRGATE_WORKER names another program
// (support/worker.h).
#include <benchmark/benchmark.h>

#include <cstdlib>

#include "arch_domain/table.h"
#include "golden/snapshot.h"
#include "lanes/gate.h"
#include "parity/runner.h"
#include "support/sha256.h"

namespace {

struct Data {
  std::vector<irgate::parity::Config> corpus;
  std::shared_ptr<const irgate::arch_domain::View> views[IRG_FLAVOR_COUNT];
  irgate::parity::Domains domains{};
};

const Data& data() {
  static const Data d = [] {
    Data out;
    const char* root = std::getenv("IRGATE_ROOT");
    std::string r = root ? root : ".";
    if (auto c = irgate::parity::load_corpus(r)) out.corpus = *c;
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
      if (auto v = irgate::arch_domain::load_view(r, f)) {
        out.views[f] = *v;
        out.domains[f] = out.views[f]->get();
      }
    return out;
  }();
  return d;
}

void parity_lane(benchmark::State& state, bool isolate) {
  const Data& d = data();
  if (d.corpus.empty()) return state.SkipWithError("set IRGATE_ROOT to the checkout");
  irgate::parity::RunOptions o;
  o.isolate = isolate;
  size_t pairs = 0;
  for (auto _ : state) {
    auto r = irgate::parity::run_parity({irg_reference_engine(), irg_twin_engine()}, d.corpus, d.domains, o);
    pairs += r.size();
    benchmark::DoNotOptimize(irgate::parity::gate(r, irgate::parity::requested_flavor_names(o)).pass);
  }
  state.counters["pairs/s"] = benchmark::Counter(static_cast<double>(pairs), benchmark::Counter::kIsRate);
}

// What `irgate check` runs after parsing its command line; fails the bench if the gate fails.
void gate_check(benchmark::State& state, bool share) {
  const char* root = std::getenv("IRGATE_ROOT");
  if (!root) return state.SkipWithError("set IRGATE_ROOT to the checkout");
  irgate::lanes::GateOptions o;
  o.share_emissions = share;
  for (auto _ : state)
    if (irgate::lanes::lanes_exit_code(irgate::lanes::run_gate(root, o)) != 0) return state.SkipWithError("the gate failed");
}

void BM_CheckSharedEmissions(benchmark::State& s) { gate_check(s, true); }
void BM_CheckEachLaneEmits(benchmark::State& s) { gate_check(s, false); }
BENCHMARK(BM_CheckSharedEmissions)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_CheckEachLaneEmits)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_ParityLaneIsolated(benchmark::State& s) { parity_lane(s, true); }
void BM_ParityLaneInProcess(benchmark::State& s) { parity_lane(s, false); }
BENCHMARK(BM_ParityLaneIsolated)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ParityLaneInProcess)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_GoldenSnapshot(benchmark::State& state) {
  const Data& d = data();
  if (d.corpus.empty()) return state.SkipWithError("set IRGATE_ROOT to the checkout");
  int64_t bytes = 0;
  for (auto _ : state) {
    auto snaps = irgate::golden::take_snapshots(d.corpus, d.domains, irg_reference_engine(), {}, nullptr);
    for (auto& [key, s] : snaps)
      for (auto& [id, text] : s.texts) bytes += static_cast<int64_t>(text.size());
  }
  state.SetBytesProcessed(bytes);
}
BENCHMARK(BM_GoldenSnapshot)->Unit(benchmark::kMillisecond);

void BM_Sha256(benchmark::State& state) {
  std::string block(static_cast<size_t>(state.range(0)), 'x');
  for (auto _ : state) benchmark::DoNotOptimize(irgate::sha256_hex(block));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * state.range(0));
}
BENCHMARK(BM_Sha256)->Arg(16 << 10)->Arg(1 << 20);

}  // namespace

int main(int argc, char** argv) {
  ::setenv("IRGATE_WORKER", IRGATE_BUILT_IRGATE, 0);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
