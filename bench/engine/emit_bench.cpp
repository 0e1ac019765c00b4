// bench/engine/emit_bench.cpp — emission throughput of both engines per flavor (configs/s and
// MB/s of LLVM text), over every emitting config of the shipped corpus, and over each family's
// (every families.def row).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <utility>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "registry/families.h"

namespace {

struct Corpus {
  std::vector<irgate::parity::Config> configs;
  std::shared_ptr<const irgate::arch_domain::View> views[IRG_FLAVOR_COUNT];
};

const Corpus& corpus() {
  static const Corpus c = [] {
    Corpus out;
    const char* root = std::getenv("IRGATE_ROOT");
    std::string r = root ? root : ".";
    if (auto cfg = irgate::parity::load_corpus(r)) out.configs = *cfg;
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
      if (auto v = irgate::arch_domain::load_view(r, f)) out.views[f] = *v;
    return out;
  }();
  return c;
}

// Which text an entry point produces: the flavor's LLVM IR or the flavor-free canonical tile IR.
enum class Text { llvm, canonical };

// family: only that family's configs ("" = all).
void emit(benchmark::State& state, const irg_engine* engine, const std::string& family = "", Text text = Text::llvm) {
  const int flavor = static_cast<int>(state.range(0));
  const Corpus& c = corpus();
  if (c.configs.empty() || !c.views[flavor]) return state.SkipWithError("set IRGATE_ROOT to the checkout");
  std::vector<irg_request_t> reqs;
  for (const auto& cfg : c.configs)
    if (family.empty() || cfg.family_name == family) reqs.push_back(cfg.request(flavor, c.views[flavor]->get()));
  int64_t bytes = 0, emitted = 0;
  for (auto _ : state) {
    for (const irg_request_t& r : reqs) {
      irg_text_t t{};
      irg_refusal_t why{};
      const auto entry = text == Text::llvm ? engine->emit_ll : engine->emit_ir;
      if (entry(&r, &t, &why) == IRG_STATUS_OK) {
        bytes += static_cast<int64_t>(t.size);
        ++emitted;
      }
      std::free(t.data);
      std::free(t.spec_stamp);
    }
  }
  state.SetBytesProcessed(bytes);
  state.counters["configs/s"] = benchmark::Counter(static_cast<double>(emitted), benchmark::Counter::kIsRate);
}

void BM_EmitReference(benchmark::State& s) { emit(s, irg_reference_engine()); }
void BM_EmitTwin(benchmark::State& s) { emit(s, irg_twin_engine()); }
BENCHMARK(BM_EmitReference)->DenseRange(0, IRG_FLAVOR_COUNT - 1)->ArgName("flavor");
BENCHMARK(BM_EmitTwin)->DenseRange(0, IRG_FLAVOR_COUNT - 1)->ArgName("flavor");

// The canonical tile IR alone (what the parity lane also asks for), to weigh it against emit_ll.
void BM_EmitCanonicalReference(benchmark::State& s) { emit(s, irg_reference_engine(), "", Text::canonical); }
void BM_EmitCanonicalTwin(benchmark::State& s) { emit(s, irg_twin_engine(), "", Text::canonical); }
BENCHMARK(BM_EmitCanonicalReference)->Arg(IRG_FLAVOR_LLVM22)->ArgName("flavor");
BENCHMARK(BM_EmitCanonicalTwin)->Arg(IRG_FLAVOR_LLVM22)->ArgName("flavor");

// Each families.def row's configs alone, under llvm22 (the one flavor every family emits in):
// "BM_EmitReference/family:<name>/flavor:2".
void register_family_benches() {
  for (const irgate::registry::Family& f : irgate::registry::families()) {
    for (const auto& [label, engine] : {std::pair{"BM_EmitReference", irg_reference_engine()},
                                        std::pair{"BM_EmitTwin", irg_twin_engine()}}) {
      const irg_engine* e = engine;
      const std::string family = f.name;
      benchmark::RegisterBenchmark((std::string(label) + "/family:" + family).c_str(),
                                   [e, family](benchmark::State& s) { emit(s, e, family); })
          ->Arg(IRG_FLAVOR_LLVM22)
          ->ArgName("flavor");
    }
  }
}

// Registered before main runs, beside the BENCHMARK() cases.
const bool kFamilyBenchesRegistered = (register_family_benches(), true);

}  // namespace

BENCHMARK_MAIN();
