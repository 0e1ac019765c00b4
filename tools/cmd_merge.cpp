// tools/cmd_merge.cpp — `irgate merge`: joins the JSON reports of parity shards and gates them.
//
//   irgate parity --shard 0/2 --json a.json; irgate parity --shard 1/2 --json b.json
//   irgate merge a.json b.json [--json all.json] [--junit all.xml] [--markdown all.md]
#include <iostream>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "lanes/parity_lane.h"
#include "parity/report.h"
#include "support/files.h"
#include "tools/context.h"
#include "tools/lane_output.h"

namespace irgate::tools {
namespace {

int run_merge(const std::vector<std::string>& files, const ReportFiles& o) {
  std::vector<parity::PairResult> all;
  std::vector<std::string> flavors;
  for (const std::string& f : files) {
    auto j = load_json(f);
    if (!j) return std::cerr << "irgate merge: " << j.error().message << "\n", 2;
    std::vector<std::string> shard_flavors;
    auto r = parity::results_from_json(*j, f, &shard_flavors);
    if (!r) return std::cerr << "irgate merge: " << r.error().message << "\n", 2;
    if (!flavors.empty() && shard_flavors != flavors)
      return std::cerr << "irgate merge: " << f << " covers other flavors than the first report\n", 2;
    flavors = shard_flavors;
    all.insert(all.end(), r->begin(), r->end());
  }
  return emit_lanes({lanes::parity_report(all, flavors)}, o, "irgate merge");
}

}  // namespace

void add_merge_command(CLI::App& app, Context& ctx) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto o = std::make_shared<ReportFiles>();
  CLI::App* sub = app.add_subcommand("merge", "Join parity shard reports and apply the gate to all of them");
  sub->add_option("reports", *files, "JSON reports written by irgate parity --json")->required();
  add_report_flags(sub, *o);
  sub->callback([&ctx, files, o] { ctx.exit_code = run_merge(*files, *o); });
}

}  // namespace irgate::tools
