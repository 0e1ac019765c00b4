// tools/parity_lane.cpp — see parity_lane.h.
#include "tools/parity_lane.h"

#include <iostream>
#include <sstream>

#include "parity/report.h"
#include "support/files.h"
#include "tools/engines.h"
#include "registry/families.h"

namespace irgate::tools {
namespace {

// "i/n" with 0 <= i < n.
bool parse_shard(const std::string& s, int& index, int& count) {
  if (s.empty()) return true;
  char slash = 0;
  std::istringstream in(s);
  return (in >> index >> slash >> count) && slash == '/' && count >= 1 && index >= 0 && index < count && in.eof();
}

}  // namespace

void add_parity_flags(CLI::App* sub, ParityLaneOptions& o) {
  sub->add_option("--only", o.only_csv, "Family names and/or config ids, comma-separated");
  sub->add_option("--flavor", o.flavor, "One flavor (default: all)");
  sub->add_option("--out", o.run.out_dir, "Save mismatching texts under this folder");
  sub->add_option("--json", o.json, "Write the JSON report here");
  sub->add_option("--junit", o.junit, "Write JUnit XML here (one test case per config x flavor)");
  sub->add_option("--shard", o.shard, "i/n: run the i-th (0-based) of n deterministic parts");
  sub->add_option("--jobs", o.run.jobs, "Parallel pairs")->capture_default_str();
  sub->add_flag("!--no-isolate", o.run.isolate, "Run pairs in this process (faster, a crash ends the run)");
}

int report_parity(const std::vector<parity::PairResult>& results, const std::vector<std::string>& flavors,
                  const ParityLaneOptions& o, std::ostream& out) {
  parity::GateReport g = parity::gate(results, flavors);
  for (const parity::PairResult& r : results)
    if (!r.report.empty()) out << "---- " << r.verdict << " " << r.family << " config " << r.id << " " << r.flavor
                               << "\n" << r.report;
  out << parity::summary_table(g);
  for (const std::string& f : g.failures) out << "FAIL " << f << "\n";
  if (!o.json.empty()) {
    if (auto s = write_atomic(o.json, dump_json(parity::report_json(results, g, flavors))); !s)
      return std::cerr << s.error().message << "\n", 2;
  }
  if (!o.junit.empty()) {
    if (auto s = write_atomic(o.junit, parity::junit_xml(results, "parity")); !s)
      return std::cerr << s.error().message << "\n", 2;
  }
  out << "parity: " << (g.pass ? "PASS" : "FAIL") << " (" << results.size() << " config x flavor pairs)\n";
  return g.pass ? 0 : 1;
}

int parity_lane(const Context& ctx, ParityLaneOptions o, std::ostream& out) {
  if (!o.flavor.empty()) {
    int f = registry::flavor_by_name(o.flavor);
    if (f < 0) return std::cerr << "irgate parity: unknown flavor " << o.flavor << "\n", 2;
    o.run.flavors = {f};
  }
  if (!parse_shard(o.shard, o.run.shard_index, o.run.shard_count))
    return std::cerr << "irgate parity: --shard wants i/n with 0 <= i < n (got " << o.shard << ")\n", 2;
  const irg_engine* twin = engine_by_name("twin");
  if (!twin) return std::cerr << "irgate parity: this build has no twin engine\n", 2;
  auto corpus = parity::load_corpus(ctx.root());
  if (!corpus) return std::cerr << corpus.error().message << "\n", 2;
  auto only = parity::parse_only(*corpus, o.only_csv);
  if (!only) return std::cerr << "irgate parity: " << only.error().message << "\n", 2;
  o.run.only = *only;
  auto views = load_views(ctx.root());
  if (!views) return std::cerr << views.error().message << "\n", 2;
  parity::Domains domains;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains[f] = (*views)[f]->get();
  auto results = parity::run_parity({irg_reference_engine(), twin}, *corpus, domains, o.run);
  return report_parity(results, parity::requested_flavor_names(o.run), o, out);
}

}  // namespace irgate::tools
