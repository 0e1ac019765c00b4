// parity/outcome.cpp — see outcome.h.
#include "parity/outcome.h"

#include <cstdlib>

#include <nlohmann/json.hpp>

namespace irgate::parity {
namespace {

std::string take(irg_text_t& t, std::string* stamp) {
  std::string s = t.data ? std::string(t.data, t.size) : "";
  if (stamp && t.spec_stamp) *stamp = t.spec_stamp;
  std::free(t.data);
  std::free(t.spec_stamp);
  t = irg_text_t{};
  return s;
}

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
  EngineOutcome o;
  irg_text_t text{};
  irg_refusal_t why{};
  o.status = engine->emit_ll(&request, &text, &why);
  if (o.status == IRG_STATUS_OK) {
    o.ll = take(text, &o.stamp);
  } else {
    take(text, nullptr);
    o.refusal_id = why.id;
    o.refusal_text = why.text;
  }
  irg_refusal_t why_ir{};
  o.ir_status = engine->emit_ir(&request, &text, &why_ir);
  o.ir = o.ir_status == IRG_STATUS_OK ? take(text, nullptr) : (take(text, nullptr), std::string());
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
