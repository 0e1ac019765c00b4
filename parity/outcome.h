// parity/outcome.h — what one engine produced for one (config, flavor), and how it travels
// out of the worker process that produced it (parity/emit_worker.h).
//
//   EngineOutcome o = run_engine(irg_twin_engine(), request);      // LLVM text + canonical IR
//   std::string wire = to_wire({ref, twin});  auto back = from_wire(wire);   // back->size() == 2
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "irgate/engine_api.h"
#include "support/result.h"

namespace irgate::parity {

struct EngineOutcome {
  int status = IRG_STATUS_ERROR;  // of emit_ll
  int ir_status = IRG_STATUS_ERROR;
  std::string refusal_id, refusal_text;  // when refused (or the error, when status is ERROR)
  std::string ir_refusal_id, ir_refusal_text;  // the same, of emit_ir
  std::string ll, ir;                    // when emitted
  std::string stamp;                     // the spec the engine says it built
};

// The answers of emit_ll and emit_ir of `engine` on `request` (in the current process), through
// the engine's emit_both when it has one.
EngineOutcome run_engine(const irg_engine* engine, const irg_request_t& request);

using OutcomePair = std::pair<EngineOutcome, EngineOutcome>;  // reference, twin
std::string to_wire(const std::vector<EngineOutcome>& outcomes);
Result<std::vector<EngineOutcome>> from_wire(const std::string& bytes);

}  // namespace irgate::parity
