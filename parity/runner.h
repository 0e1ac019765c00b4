// parity/runner.h — runs every selected (config, flavor) through both engines and compares.
//
// Pairs run in worker processes (parity/emit_worker.h), one worker per thread serving pair after
// pair, so a crash or a hang in one config is a CRASH verdict for that pair and the run goes on.
// Selection: --only (family names or ids), --flavor, --shard i/n (a deterministic partition of
// the sorted pairs).
//
//   RunOptions o; o.out_dir = "build/parity-out";
//   std::vector<PairResult> r = run_parity({irg_reference_engine(), irg_twin_engine()}, corpus, domains, o);
//   GateReport g = gate(r, requested_flavor_names(o));
#pragma once

#include <array>
#include <chrono>
#include <string>
#include <vector>

#include "parity/corpus.h"
#include "parity/corpus_emission.h"  // Domains
#include "parity/gate.h"
#include "parity/outcome.h"

namespace irgate::parity {


struct RunOptions {
  std::vector<std::string> only;  // family names and/or config ids; empty = all
  std::vector<int> flavors;       // empty = all
  int shard_index = 0, shard_count = 1;
  std::string out_dir;  // mismatching texts are saved here ("" = not saved)
  int jobs = 2;
  bool isolate = true;
  std::chrono::milliseconds timeout{60000};
};

// The two engines compared: normally irg_reference_engine() and irg_twin_engine(); tests pass a
// deliberately broken engine to prove a difference is caught. Isolated runs hand the engines to
// the worker by name (support/engine_wire.h): a broken engine needs a name of its own there.
struct EnginePair {
  const irg_engine* reference;
  const irg_engine* twin;
};

struct Work {
  const Config* config;
  int flavor;
};

std::vector<Work> select_work(const std::vector<Config>& corpus, const RunOptions& o);
std::vector<std::string> requested_flavor_names(const RunOptions& o);

// Both engines on one pair, in this process (what --no-isolate runs).
OutcomePair run_pair(const EnginePair& engines, const Config& c, int flavor, const Domains& domains);
PairResult judge(const Config& c, int flavor, const OutcomePair& pair, const std::string& out_dir);

// reference_out, when given, receives the reference engine's answers for every config all of whose
// flavors ran without a crash: what the golden and toolchain lanes would otherwise emit again.
std::vector<PairResult> run_parity(const EnginePair& engines, const std::vector<Config>& corpus, const Domains& domains,
                                   const RunOptions& o, EmissionsById* reference_out = nullptr);

}  // namespace irgate::parity
