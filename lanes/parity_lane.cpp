// lanes/parity_lane.cpp — see parity_lane.h.
#include "lanes/parity_lane.h"

#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "lanes/engines.h"
#include "parity/report.h"
#include "parity/verdict.h"
#include "registry/families.h"
#include "support/json.h"

namespace irgate::lanes {
namespace {

// "i/n" with 0 <= i < n.
bool parse_shard(const std::string& s, int& index, int& count) {
  if (s.empty()) return true;
  char slash = 0;
  std::istringstream in(s);
  return (in >> index >> slash >> count) && slash == '/' && count >= 1 && index >= 0 && index < count && in.eof();
}

// family x flavor: "21 / 28 identical (7 refused)", failures in bold.
std::string tally_markdown(const parity::GateReport& g) {
  std::set<std::string> flavors;
  for (const auto& [family, per] : g.tally)
    for (const auto& [flavor, t] : per) flavors.insert(flavor);
  std::string out = "| family |";
  for (const std::string& f : flavors) out += " " + f + " |";
  out += "\n|---|";
  for (size_t i = 0; i < flavors.size(); ++i) out += "---|";
  out += "\n";
  for (const auto& [family, per] : g.tally) {
    out += "| " + family + " |";
    for (const std::string& f : flavors) {
      auto it = per.find(f);
      if (it == per.end()) {
        out += " – |";
        continue;
      }
      const parity::Tally& t = it->second;
      out += " " + std::to_string(t.identical) + " / " + std::to_string(t.compared) + " identical, " +
             std::to_string(t.refused) + " refused alike" + (t.failed ? ", **" + std::to_string(t.failed) + " failed**" : "") +
             " |";
    }
    out += "\n";
  }
  return out;
}

}  // namespace

LaneReport parity_report(const std::vector<parity::PairResult>& results, const std::vector<std::string>& flavors) {
  LaneReport r;
  r.lane = "parity";
  const parity::GateReport g = parity::gate(results, flavors);
  std::ostringstream text;
  for (const parity::PairResult& p : results)
    if (!p.report.empty())
      text << "---- " << p.verdict << " " << p.family << " config " << p.id << " " << p.flavor << "\n" << p.report;
  text << parity::summary_table(g);
  for (const std::string& f : g.failures) text << "FAIL " << f << "\n";
  text << "parity: " << (g.pass ? "PASS" : "FAIL") << " (" << results.size() << " config x flavor pairs)\n";
  r.text = text.str();
  size_t identical = 0;
  for (const parity::PairResult& p : results) identical += p.verdict == "IDENTICAL";
  r.summary = std::to_string(results.size()) + " config x flavor pairs, " + std::to_string(identical) +
              " LLVM texts byte-identical, the rest refused alike" + (g.pass ? "" : "; " + std::to_string(g.failures.size()) + " failures");
  r.markdown = tally_markdown(g);
  for (const std::string& f : g.failures) r.markdown += "\n- **FAIL** " + markdown_cell(f);
  if (!g.failures.empty()) r.markdown += "\n";
  for (const parity::PairResult& p : results) {
    const auto v = parity::verdict_from_name(p.verdict);
    const bool ok = v && (*v == parity::Verdict::IDENTICAL || *v == parity::Verdict::BOTH_REFUSED);
    LaneCase c{"config_" + std::to_string(p.id) + "_" + p.flavor, ok, "", "parity." + p.family, ""};
    if (!ok) {
      c.message = p.verdict + (p.detail.empty() ? "" : ": " + p.detail);
      c.details = p.report;
    } else if (!p.refusal_id.empty()) {
      c.details = "refused " + p.refusal_id + ": " + p.refusal_text;  // an expected refusal, and why
    }
    r.cases.push_back(std::move(c));
  }
  r.json = dump_json(parity::report_json(results, g, flavors));
  r.exit_code = g.pass ? 0 : 1;
  return r;
}

LaneReport run_parity_lane(const std::filesystem::path& root, ParityLaneOptions o) {
  auto not_run = [](const std::string& why) { return lane_not_run("parity", "irgate parity", why); };
  if (!o.flavor.empty()) {
    const int f = registry::flavor_by_name(o.flavor);
    if (f < 0) return not_run("unknown flavor " + o.flavor);
    o.run.flavors = {f};
  }
  if (!parse_shard(o.shard, o.run.shard_index, o.run.shard_count))
    return not_run("--shard wants i/n with 0 <= i < n (got " + o.shard + ")");
  const irg_engine* twin = engine_by_name("twin");
  if (!twin) return not_run("this build has no twin engine");
  auto corpus = parity::load_corpus(root);
  if (!corpus) return not_run(corpus.error().message);
  auto only = parity::parse_only(*corpus, o.only_csv);
  if (!only) return not_run(only.error().message);
  o.run.only = *only;
  auto views = load_views(root);
  if (!views) return not_run(views.error().message);
  parity::Domains domains;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains[f] = (*views)[f]->get();
  const auto results = parity::run_parity({irg_reference_engine(), twin}, *corpus, domains, o.run, o.keep_reference);
  return parity_report(results, parity::requested_flavor_names(o.run));
}

}  // namespace irgate::lanes
