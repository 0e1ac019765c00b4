// parity/corpus_emission.h — one engine's answers for corpus configs, taken out of process.
//
// The golden snapshot and the toolchain lane read what the reference engine emits for every
// config; an engine that crashes or hangs on one config must cost that config only. Every
// (config, flavor) is one request to a worker process (parity/emit_worker.h); one that does not
// finish gets refusal id "crash" with the cause, and the next starts a new worker.
//
//   std::vector<ConfigEmissions> e = emit_corpus_isolated(irg_reference_engine(), configs, domains);
//   e[k].ll[i]  // configs[k] under configs[k]->flavors[i]: status, text or refusal
#pragma once

#include <array>
#include <string>
#include <vector>

#include "irgate/engine_api.h"
#include "parity/corpus.h"

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

std::vector<ConfigEmissions> emit_corpus_isolated(const irg_engine* engine, const std::vector<const Config*>& configs,
                                                  const Domains& domains);

}  // namespace irgate::parity
