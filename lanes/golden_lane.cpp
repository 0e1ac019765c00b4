// lanes/golden_lane.cpp — see golden_lane.h.
#include "lanes/golden_lane.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "golden/check.h"
#include "golden/store.h"
#include "parity/runner.h"
#include "parity/verdict.h"
#include "lanes/engines.h"
#include "parity/corpus.h"
#include "support/data_root.h"

namespace irgate::lanes {
namespace {

struct Loaded {
  std::vector<parity::Config> corpus;
  Views views;
  golden::Domains domains{};
  golden::Selection sel;
  std::filesystem::path data;
};

Result<Loaded> load(const std::filesystem::path& root, const GoldenOptions& o) {
  Loaded l;
  auto corpus = parity::load_corpus(root);
  if (!corpus) return corpus.error();
  l.corpus = *corpus;
  auto views = load_views(root);
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
  l.data = o.data.empty() ? data_dir(root, DataDir::goldens) : std::filesystem::path(o.data);
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

LaneReport with_exit(const std::string& lane, int exit_code, const std::string& text) {
  LaneReport r;
  r.lane = lane;
  r.exit_code = exit_code;
  r.text = text;
  r.summary = text.substr(0, text.find('\n'));
  return r;
}

}  // namespace

LaneReport run_golden_lane(const std::filesystem::path& root, const GoldenOptions& o) {
  auto l = load(root, o);
  if (!l) return with_exit("golden", 2, "irgate golden: " + l.error().message + "\n");
  std::vector<std::string> problems;
  auto now = golden::take_snapshots(l->corpus, l->domains, irg_reference_engine(), l->sel, &problems, o.reference);
  auto findings = golden::check(l->data, now, l->corpus, l->sel, {o.explain, true});
  if (!findings) return with_exit("golden", 2, "irgate golden: " + findings.error().message + "\n");
  LaneReport r;
  r.lane = "golden";
  std::ostringstream out;
  for (const std::string& p : problems) {
    out << "FAIL engine: " << p << "\n";
    r.cases.push_back({"engine", false, p});
  }
  for (const auto& f : *findings) {
    out << "FAIL " << f.kind << ": " << f.summary << "\n";
    if (!f.diff.empty()) out << f.diff;
    out << "  re-record: " << f.rerecord << "\n";
    r.cases.push_back({f.target + " " + f.family + " " + std::to_string(f.id), false, f.kind + ": " + f.summary});
  }
  size_t entries = 0;
  for (const auto& [key, snap] : now) entries += snap.index.cases.size() + snap.index.refusals.size();
  const bool pass = findings->empty() && problems.empty() && entries > 0;
  if (entries == 0) out << "FAIL golden: no entry was compared\n";
  out << "golden: " << (pass ? "PASS" : "FAIL") << " (" << entries << " entries, " << findings->size() << " findings)\n";
  r.text = out.str();
  r.summary = std::to_string(entries) + " entries (flavors and canonical IR), " + std::to_string(findings->size()) +
              " findings";
  if (findings->empty() && problems.empty()) {
    r.markdown = "Every entry matches its blessed text and SHA-256.\n";
    r.cases.push_back({std::to_string(entries) + " entries", entries > 0, entries > 0 ? "" : "no entry was compared"});
  } else {
    r.markdown = "| finding | entry | what | re-record |\n|---|---|---|---|\n";
    for (const auto& f : *findings)
      r.markdown += "| " + f.kind + " | " + f.target + " " + f.family + " " + std::to_string(f.id) + " | " +
                    markdown_cell(f.summary) + " | `" + markdown_cell(f.rerecord) + "` |\n";
    for (const std::string& p : problems) r.markdown += "| engine | | " + markdown_cell(p) + " | |\n";
  }
  r.exit_code = pass ? 0 : 1;
  return r;
}

LaneReport record_goldens(const std::filesystem::path& root, const GoldenOptions& o) {
  std::ostringstream out;
  auto done = [&](int exit_code) { return with_exit("golden record", exit_code, out.str()); };
  const char* ci = std::getenv("CI");
  if (ci && (std::string(ci) == "true" || std::string(ci) == "1"))
    return out << "irgate golden record: CI never writes goldens (CI=" << ci << ")\n", done(2);
  auto l = load(root, o);
  if (!l) return out << "irgate golden: " << l.error().message << "\n", done(2);
  if (!engine_by_name("twin")) return out << "irgate golden record: this build has no twin engine\n", done(2);
  auto lock = golden::RecordLock::acquire(l->data);
  if (!lock) return out << "irgate golden record: " << lock.error().message << "\n", done(lock.error().exit_code);
  if (!parity_green(*l, out) && !o.force) {
    out << "irgate golden record: parity is red on this selection; fix it first (or --force)\n";
    return done(1);
  }
  std::vector<std::string> problems;
  auto now = golden::take_snapshots(l->corpus, l->domains, irg_reference_engine(), l->sel, &problems);
  if (!problems.empty() && !o.force) {
    for (const auto& p : problems) out << "engine: " << p << "\n";
    return done(1);
  }
  auto lines = golden::record(l->data, now, l->corpus, l->sel);
  if (!lines) return out << "irgate golden record: " << lines.error().message << "\n", done(2);
  if (lines->empty()) {
    out << "nothing to record: the goldens match\n";
    return done(0);
  }
  out << "pending (review, then `irgate golden accept` or `irgate golden reject`):\n";
  for (const auto& line : *lines) out << line << "\n";
  return done(0);
}

}  // namespace irgate::lanes
