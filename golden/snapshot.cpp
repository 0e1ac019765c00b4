// golden/snapshot.cpp — see snapshot.h.
#include "golden/snapshot.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <optional>

#include <nlohmann/json.hpp>

#include "support/sha256.h"
#include "support/subprocess.h"

namespace irgate::golden {
namespace {

struct Emitted {
  int status = IRG_STATUS_ERROR;
  std::string text, refusal_id, refusal_text;
};

Emitted emit(const irg_engine* engine, const irg_request_t& req, bool canonical) {
  irg_text_t t{};
  irg_refusal_t why{};
  Emitted e;
  e.status = canonical ? engine->emit_ir(&req, &t, &why) : engine->emit_ll(&req, &t, &why);
  if (e.status == IRG_STATUS_OK) e.text.assign(t.data, t.size);
  e.refusal_id = why.id;
  e.refusal_text = why.text;
  std::free(t.data);
  std::free(t.spec_stamp);
  return e;
}

// What one config emits under each of its flavors: the LLVM text, then the canonical IR.
struct ConfigEmissions {
  std::vector<Emitted> ll, ir;  // indexed like Config::flavors
};

nlohmann::json to_json(const Emitted& e) { return {e.status, e.text, e.refusal_id, e.refusal_text}; }
Emitted from_json(const nlohmann::json& j) {
  return {j.at(0).get<int>(), j.at(1).get<std::string>(), j.at(2).get<std::string>(), j.at(3).get<std::string>()};
}

// Emits `configs` in one forked child; nothing when the child crashed, hung or answered garbage.
std::optional<std::vector<ConfigEmissions>> emit_in_child(const irg_engine* engine,
                                                          const std::vector<const parity::Config*>& configs,
                                                          const Domains& domains, IsolatedResult* child) {
  *child = run_isolated(
      [&] {
        nlohmann::json out = nlohmann::json::array();
        for (const parity::Config* c : configs) {
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

// Every selected config's emissions, taken out of process: one child for all of them, and only
// if that one fails, one child per config. So a crash or hang of the engine on one config is
// recorded for that config alone (refusal id "crash" with the cause, which no blessed golden
// holds) and the rest of the snapshot is still taken.
std::vector<ConfigEmissions> emit_isolated(const irg_engine* engine, const std::vector<const parity::Config*>& configs,
                                           const Domains& domains) {
  IsolatedResult child;
  if (auto all = emit_in_child(engine, configs, domains, &child)) return *all;
  std::vector<ConfigEmissions> out;
  for (const parity::Config* c : configs) {
    if (auto one = emit_in_child(engine, {c}, domains, &child)) {
      out.push_back(std::move(one->front()));
      continue;
    }
    const Emitted crash{IRG_STATUS_ERROR, "", "crash", "the engine did not finish this config: " + child.describe()};
    out.push_back({std::vector<Emitted>(c->flavors.size(), crash), std::vector<Emitted>(c->flavors.size(), crash)});
  }
  return out;
}

std::string kernel_name(const std::string& text, const std::string& marker) {
  size_t at = text.find(marker);
  if (at == std::string::npos) return "";
  at += marker.size();
  size_t end = text.find_first_of("( \n", at);
  return text.substr(at, end - at);
}

void record(Snapshot& s, const parity::Config& c, const Emitted& e, bool canonical) {
  if (e.status == IRG_STATUS_OK) {
    std::string kernel = kernel_name(e.text, canonical ? "kernel @" : "define amdgpu_kernel void @");
    s.index.cases[c.id] = Case{c.arch, kernel, sha256_hex(e.text), static_cast<int64_t>(e.text.size())};
    s.texts[c.id] = e.text;
  } else {
    // An internal error is recorded under its own id, so a golden never blesses it silently.
    s.index.refusals[c.id] = Refusal{e.refusal_id, e.refusal_text};
  }
}

}  // namespace

bool Selection::selects(const parity::Config& c) const {
  if (only.empty()) return true;
  return std::any_of(only.begin(), only.end(),
                     [&](const std::string& o) { return o == c.family_name || o == std::to_string(c.id); });
}

bool Selection::selects_target(const std::string& target) const {
  return targets.empty() || std::find(targets.begin(), targets.end(), target) != targets.end();
}

std::vector<std::string> all_targets() {
  std::vector<std::string> t;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) t.push_back(parity::flavor_name(f));
  t.push_back(kCanonical);
  return t;
}

Snapshots take_snapshots(const std::vector<parity::Config>& corpus, const Domains& domains, const irg_engine* engine,
                         const Selection& sel, std::vector<std::string>* problems) {
  Snapshots out;
  for (const std::string& target : all_targets()) {
    if (!sel.selects_target(target)) continue;
    for (const parity::Config& c : corpus) {
      Snapshot& s = out[{target, c.family_name}];
      s.index.target = target;
      s.index.family = c.family_name;
    }
  }
  std::vector<const parity::Config*> selected;
  for (const parity::Config& c : corpus)
    if (sel.selects(c)) selected.push_back(&c);
  const std::vector<ConfigEmissions> all = emit_isolated(engine, selected, domains);
  for (size_t k = 0; k < selected.size(); ++k) {
    const parity::Config& c = *selected[k];
    const ConfigEmissions& emitted = all[k];
    Emitted canonical;
    for (size_t i = 0; i < c.flavors.size(); ++i) {
      const int flavor = c.flavors[i];
      if (sel.selects_target(parity::flavor_name(flavor)))
        record(out[{parity::flavor_name(flavor), c.family_name}], c, emitted.ll[i], false);
      const Emitted& ir = emitted.ir[i];
      if (ir.status == IRG_STATUS_OK && canonical.status == IRG_STATUS_OK && ir.text != canonical.text && problems)
        problems->push_back("config " + std::to_string(c.id) + ": canonical IR differs between flavors");
      if (canonical.status != IRG_STATUS_OK) canonical = ir;
    }
    if (sel.selects_target(kCanonical)) record(out[{kCanonical, c.family_name}], c, canonical, true);
  }
  return out;
}

}  // namespace irgate::golden
