// parity/outcome.cpp — see outcome.h.
#include "parity/outcome.h"

#include <cstdint>

#include "registry/engine.h"
#include "support/wire.h"

namespace irgate::parity {

EngineOutcome run_engine(const irg_engine* engine, const irg_request_t& request) {
  const registry::Engine e(engine);
  auto [ll, ir] = e.emit_both(request);
  EngineOutcome o;
  o.status = ll.status;
  o.ll = std::move(ll.text);
  o.stamp = std::move(ll.stamp);
  o.refusal_id = std::move(ll.refusal_id);
  o.refusal_text = std::move(ll.refusal_text);
  o.ir_status = ir.status;
  o.ir = ir.ok() ? std::move(ir.text) : std::string();
  o.ir_refusal_id = std::move(ir.refusal_id);
  o.ir_refusal_text = std::move(ir.refusal_text);
  return o;
}

std::string to_wire(const std::vector<EngineOutcome>& outcomes) {
  std::string out;
  put_pod(out, uint64_t{outcomes.size()});
  for (const EngineOutcome& o : outcomes) {
    put_pod(out, int32_t{o.status});
    put_pod(out, int32_t{o.ir_status});
    for (const std::string* s : {&o.refusal_id, &o.refusal_text, &o.ir_refusal_id, &o.ir_refusal_text, &o.ll, &o.ir,
                                 &o.stamp})
      put_string(out, *s);
  }
  return out;
}

Result<std::vector<EngineOutcome>> from_wire(const std::string& bytes) {
  WireReader in(bytes);
  uint64_t n = 0;
  const Error malformed{"malformed outcome from the worker"};
  if (!in.pod(n) || n > bytes.size()) return malformed;
  std::vector<EngineOutcome> outcomes(n);
  for (EngineOutcome& o : outcomes) {
    int32_t status = 0, ir_status = 0;
    if (!in.pod(status) || !in.pod(ir_status)) return malformed;
    o.status = status;
    o.ir_status = ir_status;
    for (std::string* s : {&o.refusal_id, &o.refusal_text, &o.ir_refusal_id, &o.ir_refusal_text, &o.ll, &o.ir, &o.stamp})
      if (!in.string(*s)) return malformed;
  }
  if (!in.at_end()) return malformed;
  return outcomes;
}

}  // namespace irgate::parity
