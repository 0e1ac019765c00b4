// parity/outcome.cpp — see outcome.h.
#include "parity/outcome.h"

#include <nlohmann/json.hpp>

#include "registry/engine.h"

namespace irgate::parity {
namespace {

nlohmann::json to_json(const EngineOutcome& o) {
  return {{"status", o.status}, {"ir_status", o.ir_status}, {"id", o.refusal_id}, {"text", o.refusal_text},
          {"ll", o.ll}, {"ir", o.ir}, {"stamp", o.stamp}};
}

EngineOutcome from_json(const nlohmann::json& j) {
  EngineOutcome o;
  o.status = j.at("status");
  o.ir_status = j.at("ir_status");
  o.refusal_id = j.at("id");
  o.refusal_text = j.at("text");
  o.ll = j.at("ll");
  o.ir = j.at("ir");
  o.stamp = j.at("stamp");
  return o;
}

}  // namespace

EngineOutcome run_engine(const irg_engine* engine, const irg_request_t& request) {
  const registry::Engine e(engine);
  registry::Emission ll = e.emit_ll(request);
  const registry::Emission ir = e.emit_ir(request);
  EngineOutcome o;
  o.status = ll.status;
  o.ll = std::move(ll.text);
  o.stamp = std::move(ll.stamp);
  o.refusal_id = std::move(ll.refusal_id);
  o.refusal_text = std::move(ll.refusal_text);
  o.ir_status = ir.status;
  o.ir = ir.ok() ? ir.text : std::string();
  return o;
}

std::string to_wire(const OutcomePair& pair) {
  return nlohmann::json{{"reference", to_json(pair.first)}, {"twin", to_json(pair.second)}}.dump();
}

Result<OutcomePair> from_wire(const std::string& bytes) {
  try {
    auto j = nlohmann::json::parse(bytes);
    return OutcomePair{from_json(j.at("reference")), from_json(j.at("twin"))};
  } catch (const std::exception& e) {
    return Error{std::string("malformed outcome from the isolated child: ") + e.what()};
  }
}

}  // namespace irgate::parity
