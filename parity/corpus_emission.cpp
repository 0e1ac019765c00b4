// parity/corpus_emission.cpp — see corpus_emission.h.
#include "parity/corpus_emission.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "parity/emit_worker.h"

namespace irgate::parity {
namespace {

constexpr std::chrono::seconds kPerRequest{60};

// Every flavor of `c` through one worker (which is restarted after a crash).
ConfigEmissions emit_config(EmitWorker& worker, const Config& c, const Domains& domains) {
  ConfigEmissions e;
  for (int flavor : c.flavors) {
    auto outcomes = worker.emit(c.request(flavor, domains[flavor]), kPerRequest);
    if (!outcomes) {
      const Emitted crash{IRG_STATUS_ERROR, "", "crash",
                          "the engine did not finish this config: " + outcomes.error().message};
      e.ll.push_back(crash);
      e.ir.push_back(crash);
      continue;
    }
    append_outcome(e, std::move(outcomes->front()));
  }
  return e;
}

}  // namespace

void append_outcome(ConfigEmissions& e, EngineOutcome&& o) {
  e.ll.push_back({o.status, std::move(o.ll), std::move(o.refusal_id), std::move(o.refusal_text)});
  e.ir.push_back({o.ir_status, std::move(o.ir), std::move(o.ir_refusal_id), std::move(o.ir_refusal_text)});
}

std::vector<ConfigEmissions> emit_corpus_isolated(const irg_engine* engine, const std::vector<const Config*>& configs,
                                                  const Domains& domains, int jobs, const EmissionsById* known) {
  std::vector<ConfigEmissions> out(configs.size());
  std::vector<size_t> todo;
  for (size_t k = 0; k < configs.size(); ++k) {
    const auto it = known ? known->find(configs[k]->id) : EmissionsById::const_iterator{};
    if (known && it != known->end()) {
      out[k] = it->second;
      continue;
    }
    todo.push_back(k);
  }
  // One worker process per thread, and no more threads than configs left to emit.
  std::atomic<size_t> next{0};
  auto work = [&] {
    EmitWorker worker({engine});
    for (size_t i; (i = next++) < todo.size();) out[todo[i]] = emit_config(worker, *configs[todo[i]], domains);
  };
  const size_t workers = std::min(static_cast<size_t>(std::max(1, jobs)), todo.size());
  std::vector<std::thread> threads;
  for (size_t j = 0; j < workers; ++j) threads.emplace_back(work);
  for (auto& t : threads) t.join();
  return out;
}

}  // namespace irgate::parity
