// golden/snapshot.cpp — see snapshot.h.
#include "golden/snapshot.h"

#include <algorithm>

#include "parity/corpus_emission.h"
#include "support/sha256.h"
#include "registry/families.h"

namespace irgate::golden {
namespace {

std::string kernel_name(const std::string& text, const std::string& marker) {
  size_t at = text.find(marker);
  if (at == std::string::npos) return "";
  at += marker.size();
  size_t end = text.find_first_of("( \n", at);
  return text.substr(at, end - at);
}

void record(Snapshot& s, const parity::Config& c, const parity::Emitted& e, bool canonical) {
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

bool Selection::selects(const parity::Config& c) const { return parity::only_selects(only, c); }

bool Selection::selects_target(const std::string& target) const {
  return targets.empty() || std::find(targets.begin(), targets.end(), target) != targets.end();
}

std::vector<std::string> all_targets() {
  std::vector<std::string> t;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) t.push_back(registry::flavor_name(f));
  t.push_back(kCanonical);
  return t;
}

Snapshots take_snapshots(const std::vector<parity::Config>& corpus, const Domains& domains, const irg_engine* engine,
                         const Selection& sel, std::vector<std::string>* problems,
                         const parity::EmissionsById* known) {
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
  const std::vector<parity::ConfigEmissions> all = parity::emit_corpus_isolated(engine, selected, domains, 2, known);
  for (size_t k = 0; k < selected.size(); ++k) {
    const parity::Config& c = *selected[k];
    const parity::ConfigEmissions& emitted = all[k];
    parity::Emitted canonical;
    for (size_t i = 0; i < c.flavors.size(); ++i) {
      const int flavor = c.flavors[i];
      if (sel.selects_target(registry::flavor_name(flavor)))
        record(out[{registry::flavor_name(flavor), c.family_name}], c, emitted.ll[i], false);
      const parity::Emitted& ir = emitted.ir[i];
      if (ir.status == IRG_STATUS_OK && canonical.status == IRG_STATUS_OK && ir.text != canonical.text && problems)
        problems->push_back("config " + std::to_string(c.id) + ": canonical IR differs between flavors");
      if (canonical.status != IRG_STATUS_OK) canonical = ir;
    }
    if (sel.selects_target(kCanonical)) record(out[{kCanonical, c.family_name}], c, canonical, true);
  }
  return out;
}

}  // namespace irgate::golden
