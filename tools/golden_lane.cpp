// tools/golden_lane.cpp — see golden_lane.h.
#include "tools/golden_lane.h"

#include <cstdlib>
#include <iostream>

#include "golden/check.h"
#include "golden/store.h"
#include "parity/runner.h"
#include "parity/verdict.h"
#include "tools/engines.h"

namespace irgate::tools {
namespace {

struct Loaded {
  std::vector<parity::Config> corpus;
  Views views;
  golden::Domains domains{};
  golden::Selection sel;
  std::filesystem::path data;
};

Result<Loaded> load(const Context& ctx, const GoldenOptions& o) {
  Loaded l;
  auto corpus = parity::load_corpus(ctx.root());
  if (!corpus) return corpus.error();
  l.corpus = *corpus;
  auto views = load_views(ctx.root());
  if (!views) return views.error();
  l.views = *views;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) l.domains[f] = l.views[f]->get();
  auto only = parity::parse_only(l.corpus, o.only_csv);
  if (!only) return only.error();
  l.sel.only = *only;
  if (!o.flavor.empty()) {
    auto targets = golden::all_targets();
    if (std::find(targets.begin(), targets.end(), o.flavor) == targets.end())
      return Error{"unknown flavor '" + o.flavor + "' (flavors of flavors.def, or canonical)"};
    l.sel.targets = {o.flavor};
  }
  l.data = o.data.empty() ? ctx.root() / "golden" / "data" : std::filesystem::path(o.data);
  return l;
}

// Parity on the configs being recorded: a golden is blessed only while both engines agree.
bool parity_green(const Loaded& l, std::ostream& out) {
  parity::RunOptions ro;
  ro.only = l.sel.only;
  auto results = parity::run_parity({irg_reference_engine(), engine_by_name("twin")}, l.corpus, l.domains, ro);
  bool green = !results.empty();
  for (const auto& r : results) {
    if (r.verdict == "IDENTICAL" || r.verdict == "BOTH_REFUSED") continue;
    out << "parity: " << r.verdict << " " << r.family << " config " << r.id << " " << r.flavor << ": " << r.detail << "\n";
    green = false;
  }
  return green;
}

}  // namespace

int golden_check(const Context& ctx, const GoldenOptions& o, std::ostream& out) {
  auto l = load(ctx, o);
  if (!l) return std::cerr << "irgate golden: " << l.error().message << "\n", 2;
  std::vector<std::string> problems;
  auto now = golden::take_snapshots(l->corpus, l->domains, irg_reference_engine(), l->sel, &problems);
  auto findings = golden::check(l->data, now, l->corpus, l->sel, {o.explain, true});
  if (!findings) return std::cerr << "irgate golden: " << findings.error().message << "\n", 2;
  for (const std::string& p : problems) out << "FAIL engine: " << p << "\n";
  for (const auto& f : *findings) {
    out << "FAIL " << f.kind << ": " << f.summary << "\n";
    if (!f.diff.empty()) out << f.diff;
    out << "  re-record: " << f.rerecord << "\n";
  }
  size_t entries = 0;
  for (const auto& [key, snap] : now) entries += snap.index.cases.size() + snap.index.refusals.size();
  bool pass = findings->empty() && problems.empty() && entries > 0;
  if (entries == 0) out << "FAIL golden: no entry was compared\n";
  out << "golden: " << (pass ? "PASS" : "FAIL") << " (" << entries << " entries, " << findings->size() << " findings)\n";
  return pass ? 0 : 1;
}

int golden_record(const Context& ctx, const GoldenOptions& o, std::ostream& out) {
  const char* ci = std::getenv("CI");
  if (ci && (std::string(ci) == "true" || std::string(ci) == "1"))
    return std::cerr << "irgate golden record: CI never writes goldens (CI=" << ci << ")\n", 2;
  auto l = load(ctx, o);
  if (!l) return std::cerr << "irgate golden: " << l.error().message << "\n", 2;
  if (!engine_by_name("twin")) return std::cerr << "irgate golden record: this build has no twin engine\n", 2;
  auto lock = golden::RecordLock::acquire(l->data);
  if (!lock) return std::cerr << "irgate golden record: " << lock.error().message << "\n", lock.error().exit_code;
  if (!parity_green(*l, out) && !o.force) {
    out << "irgate golden record: parity is red on this selection; fix it first (or --force)\n";
    return 1;
  }
  std::vector<std::string> problems;
  auto now = golden::take_snapshots(l->corpus, l->domains, irg_reference_engine(), l->sel, &problems);
  if (!problems.empty() && !o.force) {
    for (const auto& p : problems) out << "engine: " << p << "\n";
    return 1;
  }
  auto lines = golden::record(l->data, now, l->corpus, l->sel);
  if (!lines) return std::cerr << "irgate golden record: " << lines.error().message << "\n", 2;
  if (lines->empty()) {
    out << "nothing to record: the goldens match\n";
    return 0;
  }
  out << "pending (review, then `irgate golden accept` or `irgate golden reject`):\n";
  for (const auto& line : *lines) out << line << "\n";
  return 0;
}

}  // namespace irgate::tools
