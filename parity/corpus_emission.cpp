// parity/corpus_emission.cpp — see corpus_emission.h.
#include "parity/corpus_emission.h"

#include <chrono>
#include <cstdlib>
#include <optional>

#include <nlohmann/json.hpp>

#include "registry/engine.h"
#include "support/subprocess.h"

namespace irgate::parity {
namespace {

Emitted emit(const irg_engine* engine, const irg_request_t& req, bool canonical) {
  const registry::Engine e(engine);
  registry::Emission out = canonical ? e.emit_ir(req) : e.emit_ll(req);
  return {out.status, std::move(out.text), std::move(out.refusal_id), std::move(out.refusal_text)};
}

nlohmann::json to_json(const Emitted& e) { return {e.status, e.text, e.refusal_id, e.refusal_text}; }
Emitted from_json(const nlohmann::json& j) {
  return {j.at(0).get<int>(), j.at(1).get<std::string>(), j.at(2).get<std::string>(), j.at(3).get<std::string>()};
}

// Emits `configs` in one forked child; nothing when the child crashed, hung or answered garbage.
std::optional<std::vector<ConfigEmissions>> emit_in_child(const irg_engine* engine,
                                                          const std::vector<const Config*>& configs,
                                                          const Domains& domains, IsolatedResult* child) {
  *child = run_isolated(
      [&] {
        nlohmann::json out = nlohmann::json::array();
        for (const Config* c : configs) {
          nlohmann::json per_flavor = nlohmann::json::array();
          for (int flavor : c->flavors) {
            irg_request_t req = c->request(flavor, domains[flavor]);
            per_flavor.push_back({to_json(emit(engine, req, false)), to_json(emit(engine, req, true))});
          }
          out.push_back(per_flavor);
        }
        return out.dump();
      },
      std::chrono::seconds(60 + 10 * static_cast<int>(configs.size())));
  if (!child->completed) return std::nullopt;
  try {
    std::vector<ConfigEmissions> all;
    for (const auto& per_flavor : nlohmann::json::parse(child->payload)) {
      ConfigEmissions e;
      for (const auto& pair : per_flavor) {
        e.ll.push_back(from_json(pair.at(0)));
        e.ir.push_back(from_json(pair.at(1)));
      }
      all.push_back(std::move(e));
    }
    if (all.size() == configs.size()) return all;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

}  // namespace

std::vector<ConfigEmissions> emit_corpus_isolated(const irg_engine* engine, const std::vector<const Config*>& configs,
                                                  const Domains& domains) {
  IsolatedResult child;
  if (auto all = emit_in_child(engine, configs, domains, &child)) return *all;
  std::vector<ConfigEmissions> out;
  for (const Config* c : configs) {
    if (auto one = emit_in_child(engine, {c}, domains, &child)) {
      out.push_back(std::move(one->front()));
      continue;
    }
    const Emitted crash{IRG_STATUS_ERROR, "", "crash", "the engine did not finish this config: " + child.describe()};
    out.push_back({std::vector<Emitted>(c->flavors.size(), crash), std::vector<Emitted>(c->flavors.size(), crash)});
  }
  return out;
}

}  // namespace irgate::parity
