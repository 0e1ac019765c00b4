// tools/cmd_merge.cpp — `irgate merge`: joins the JSON reports of shards and gates them: parity
// shards, and `grid verify` / `grid coverage --verify` shards (lanes/shard_merge.h), told apart
// by the first report's schema.
//
//   irgate parity --shard 0/2 --json a.json; irgate parity --shard 1/2 --json b.json
//   irgate merge a.json b.json [--json all.json] [--junit all.xml] [--markdown all.md]
//   irgate grid verify --cache DIR --shard 0/4 --json v0.json ...; irgate merge v0.json v1.json v2.json v3.json
#include <iostream>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "lanes/parity_lane.h"
#include "lanes/shard_merge.h"
#include "parity/report.h"
#include "support/files.h"
#include "support/json.h"
#include "tools/context.h"
#include "tools/lane_output.h"

namespace irgate::tools {
namespace {

// Grid verify or coverage verify shards: the report one unsharded run writes. For coverage, --json
// and --markdown are the whole coverage report, as `grid coverage --verify` writes them.
int merge_verify_shards(const std::vector<std::pair<std::string, nlohmann::json>>& shards, ReportFiles o) {
  auto merged = lanes::merge_shard_reports(shards);
  if (!merged) return std::cerr << "irgate merge: " << merged.error().message << "\n", merged.error().exit_code;
  if (shards.front().second.contains("verify") && !o.markdown.empty()) {
    if (auto w = write_atomic(o.markdown, merged->markdown); !w) return std::cerr << "irgate merge: " << w.error().message << "\n", 2;
    o.markdown.clear();
  }
  return emit_lanes({*merged}, o, "irgate merge");
}

int run_merge(const std::vector<std::string>& files, const ReportFiles& o) {
  std::vector<std::pair<std::string, nlohmann::json>> loaded;
  for (const std::string& f : files) {
    auto j = load_json(f);
    if (!j) return std::cerr << "irgate merge: " << j.error().message << "\n", 2;
    loaded.emplace_back(f, std::move(*j));
  }
  if (lanes::is_shard_report(loaded.front().second)) return merge_verify_shards(loaded, o);
  std::vector<parity::PairResult> all;
  std::vector<std::string> flavors;
  for (const auto& [f, j] : loaded) {
    std::vector<std::string> shard_flavors;
    auto r = parity::results_from_json(j, f, &shard_flavors);
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
  CLI::App* sub = app.add_subcommand("merge", "Join shard reports (parity, grid verify, grid coverage --verify) and apply the gate to all of them");
  sub->add_option("reports", *files, "JSON reports written with --shard by irgate parity, grid verify or grid coverage --verify")->required();
  add_report_flags(sub, *o);
  sub->callback([&ctx, files, o] { ctx.exit_code = run_merge(*files, *o); });
}

}  // namespace irgate::tools
