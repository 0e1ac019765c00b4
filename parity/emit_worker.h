// parity/emit_worker.h — engines run in a worker process (support/worker.h), so that an engine
// that crashes or hangs on one request costs that request only: the parity runner's pairs
// (runner.h) and the corpus emission of the golden snapshot and the toolchain lane
// (corpus_emission.h).
//
// The worker serves the `emit` service: it is started with the engines' names and answers each
// request with every engine's run_engine() outcome, in the order the engines were given. One
// worker serves request after request; after a crash the next request starts a new one.
//
//   EmitWorker w({irg_reference_engine(), irg_twin_engine()});
//   Result<std::vector<EngineOutcome>> o = w.emit(request, std::chrono::seconds(60));
//   if (!o) std::cerr << o.error().message;      // how the worker died: "killed by signal 11 (...)"
#pragma once

#include <chrono>
#include <vector>

#include "irgate/engine_api.h"
#include "parity/outcome.h"
#include "support/engine_wire.h"
#include "support/result.h"
#include "support/worker.h"
#include "support/worker_serve.h"

namespace irgate::parity {

// The worker side: `engines` resolves the names the client sends.
WorkerService emit_service(EngineLookup engines);

class EmitWorker {
 public:
  explicit EmitWorker(const std::vector<const irg_engine*>& engines);
  Result<std::vector<EngineOutcome>> emit(const irg_request_t& request, std::chrono::milliseconds timeout);

 private:
  size_t engines_;
  WorkerClient client_;
};

}  // namespace irgate::parity
