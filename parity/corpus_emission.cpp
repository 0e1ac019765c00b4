// parity/corpus_emission.cpp — see corpus_emission.h.
#include "parity/corpus_emission.h"

#include <chrono>

#include "parity/emit_worker.h"

namespace irgate::parity {
namespace {

constexpr std::chrono::seconds kPerRequest{60};

Emitted ll_of(const EngineOutcome& o) { return {o.status, o.ll, o.refusal_id, o.refusal_text}; }
Emitted ir_of(const EngineOutcome& o) { return {o.ir_status, o.ir, o.ir_refusal_id, o.ir_refusal_text}; }

}  // namespace

std::vector<ConfigEmissions> emit_corpus_isolated(const irg_engine* engine, const std::vector<const Config*>& configs,
                                                  const Domains& domains) {
  EmitWorker worker({engine});
  std::vector<ConfigEmissions> out;
  for (const Config* c : configs) {
    ConfigEmissions e;
    for (int flavor : c->flavors) {
      auto outcomes = worker.emit(c->request(flavor, domains[flavor]), kPerRequest);
      if (!outcomes) {
        const Emitted crash{IRG_STATUS_ERROR, "", "crash",
                            "the engine did not finish this config: " + outcomes.error().message};
        e.ll.push_back(crash);
        e.ir.push_back(crash);
        continue;
      }
      e.ll.push_back(ll_of(outcomes->front()));
      e.ir.push_back(ir_of(outcomes->front()));
    }
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace irgate::parity
