// parity/corpus_emission.h — one engine's answers for corpus configs, taken out of process.
//
// The golden snapshot and the toolchain lane read what the reference engine emits for every
// config; an engine that crashes or hangs on one config must cost that config only. Every
// (config, flavor) is one request to a worker process (parity/emit_worker.h); one that does not
// finish gets refusal id "crash" with the cause, and the next starts a new worker.
//
// `irgate check` runs the parity lane first, and the parity workers already ran the reference
// engine on every pair: run_parity() can keep those answers (EmissionsById) and the later lanes
// pass them as `known`, so the gate emits each (config, flavor) once, not once per lane.
//
//   std::vector<ConfigEmissions> e = emit_corpus_isolated(irg_reference_engine(), configs, domains);
//   e[k].ll[i]  // configs[k] under configs[k]->flavors[i]: status, text or refusal
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "parity/outcome.h"

namespace irgate::parity {

using Domains = std::array<const irg_arch_domain_t*, IRG_FLAVOR_COUNT>;

struct Emitted {
  int status = IRG_STATUS_ERROR;
  std::string text, refusal_id, refusal_text;
};

// What one config emits under each of its flavors: the LLVM text and the canonical IR.
struct ConfigEmissions {
  std::vector<Emitted> ll, ir;  // indexed like Config::flavors
};

// One engine's emissions of whole configs (every flavor of the config present), by config id.
using EmissionsById = std::map<int, ConfigEmissions>;

// Appends a run_engine() outcome as the next flavor: its LLVM text to e.ll, its canonical IR to e.ir.
void append_outcome(ConfigEmissions& e, EngineOutcome&& o);

// Configs found in `known` are taken from it (they must be `engine`'s own answers); the others
// are emitted by `jobs` worker processes side by side.
std::vector<ConfigEmissions> emit_corpus_isolated(const irg_engine* engine, const std::vector<const Config*>& configs,
                                                  const Domains& domains, int jobs = 2,
                                                  const EmissionsById* known = nullptr);

}  // namespace irgate::parity
