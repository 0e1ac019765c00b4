// lanes/toolchain_lane.cpp — see toolchain_lane.h.
#include "lanes/toolchain_lane.h"

#include <algorithm>
#include <chrono>

#include <nlohmann/json.hpp>

#include "arch_domain/catalog.h"
#include "lanes/engines.h"
#include "parity/corpus.h"
#include "parity/corpus_emission.h"
#include "registry/families.h"
#include "support/json.h"
#include "toolchain/lds_estimate.h"
#include "toolchain/validate.h"
#include "toolchain/validate_report.h"

namespace irgate::lanes {
namespace {

long lds_limit_of(const std::string& arch) {
  int a = arch_domain::catalog::arch_from_name(arch.substr(0, arch.find(':')));
  return a < 0 ? 0 : arch_domain::catalog::arch_lds_bytes(a);
}

// Emits every selected (config, flavor); refusals are skipped (the parity lane owns them), an
// engine error or crash becomes a failed outcome of that (config, flavor).
Result<std::vector<toolchain::ValidateItem>> emit_items(const std::filesystem::path& root, const ToolchainLaneOptions& o,
                                                        std::vector<toolchain::ValidateOutcome>& errors, size_t& refused) {
  const int only_flavor = o.flavor.empty() ? -1 : registry::flavor_by_name(o.flavor);
  if (!o.flavor.empty() && only_flavor < 0) return Error{"--flavor: unknown flavor '" + o.flavor + "'", 2};
  auto corpus = parity::load_corpus(root);
  if (!corpus) return corpus.error();
  for (int id : o.only)
    if (!parity::find_config(*corpus, id)) return Error{"--only: no config " + std::to_string(id) + " in parity/configs", 2};
  auto views = load_views(root);
  if (!views) return views.error();
  std::vector<const parity::Config*> selected;
  for (auto& c : *corpus)
    if (o.only.empty() || std::find(o.only.begin(), o.only.end(), c.id) != o.only.end()) selected.push_back(&c);
  parity::Domains domains{};
  for (int flavor = 0; flavor < IRG_FLAVOR_COUNT; ++flavor) domains[flavor] = (*views)[flavor]->get();
  // Out of process: an engine crash on one config fails that config's items, not the lane.
  const auto emitted = parity::emit_corpus_isolated(irg_reference_engine(), selected, domains, o.jobs, o.reference);
  std::vector<toolchain::ValidateItem> items;
  for (size_t k = 0; k < selected.size(); ++k) {
    const parity::Config& c = *selected[k];
    for (size_t i = 0; i < c.flavors.size(); ++i) {
      const int flavor = c.flavors[i];
      if (only_flavor >= 0 && flavor != only_flavor) continue;
      const parity::Emitted& e = emitted[k].ll[i];
      if (e.status == IRG_STATUS_REFUSED) {
        ++refused;
        continue;
      }
      if (e.status != IRG_STATUS_OK) {
        errors.push_back({c.id, flavor, c.arch, c.family_name, "emit", e.refusal_id + ": " + e.refusal_text, {}});
        continue;
      }
      const long estimate = toolchain::declared_lds_bytes(e.text);
      if (estimate < 0) {  // the lane cannot compare what it cannot read: fail, never skip
        errors.push_back({c.id, flavor, c.arch, c.family_name, "emit",
                          "an addrspace(3) global that is not a [N x i8] array: no LDS estimate", {}});
        continue;
      }
      items.push_back({c.id, flavor, c.arch, c.family_name, e.text, lds_limit_of(c.arch), estimate,
                       toolchain::declared_vgpr_estimate(e.text)});
    }
  }
  return items;
}

std::string case_name(const toolchain::ValidateOutcome& o) {
  return "config " + std::to_string(o.config_id) + " " + registry::flavor_name(o.flavor);
}

}  // namespace

ToolchainLane run_toolchain_lane(const std::filesystem::path& root, const ToolchainLaneOptions& o) {
  ToolchainLane lane;
  LaneReport& r = lane.report;
  r.lane = "toolchain";
  std::vector<toolchain::ValidateOutcome> outcomes;
  size_t refused = 0;
  auto items = emit_items(root, o, outcomes, refused);
  if (!items) {
    r.exit_code = items.error().exit_code;
    r.summary = items.error().message;
    r.text = "irgate validate: " + items.error().message + "\n";
    return lane;
  }
  const auto timeout = std::chrono::milliseconds(static_cast<long>(o.timeout_s * 1000));
  auto results = toolchain::validate_all(*items, o.jobs, timeout);
  outcomes.insert(outcomes.end(), results.begin(), results.end());

  size_t failed = 0;
  for (const auto& out : outcomes) {
    failed += !out.passed();
    r.cases.push_back({case_name(out), out.passed(), out.passed() ? "" : out.stage + ": " + out.message, out.family, ""});
  }
  for (const auto& it : *items)
    for (const auto& out : results)
      if (!out.passed() && out.config_id == it.config_id && out.flavor == it.flavor)
        lane.failed_modules.emplace_back(std::to_string(it.config_id) + "." + registry::flavor_name(it.flavor) + ".ll", it.text);

  r.markdown = toolchain::validate_markdown(outcomes);
  r.json = dump_json(toolchain::validate_json(outcomes));
  r.summary = std::to_string(outcomes.size()) + " kernel(s) validated, " + std::to_string(failed) + " failed, " +
              std::to_string(refused) + " refused config/flavor pair(s) skipped";
  r.text = r.markdown + "\n" + r.summary + "\n";
  if (outcomes.empty()) {  // fail closed: a lane that compiled nothing proves nothing
    r.text += "irgate validate: nothing was validated (every selected config refused or none selected)\n";
    r.exit_code = 1;
    return lane;
  }
  r.exit_code = failed == 0 ? 0 : 1;
  return lane;
}

}  // namespace irgate::lanes
