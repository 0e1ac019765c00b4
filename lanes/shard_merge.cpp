// lanes/shard_merge.cpp — see shard_merge.h.
#include "lanes/shard_merge.h"

#include <algorithm>

#include "lanes/grid_verify_lane.h"
#include "lanes/served_verify_lane.h"
#include "serve_reports/coverage.h"
#include "support/json.h"

namespace irgate::lanes {
namespace {

using json = nlohmann::json;

// The lane's own JSON inside a shard report: the report itself (grid verify) or its "verify".
const json* lane_json(const json& j) {
  if (j.value("schema", "") == kGridVerifySchema) return &j;
  if (j.contains("verify") && j["verify"].is_object() && j["verify"].value("schema", "") == kServedVerifySchema)
    return &j["verify"];
  return nullptr;
}

// "i/n" of a report, or an error naming the file.
Result<std::pair<int, int>> shard_of(const json& lane, const std::string& file) {
  const std::string s = lane.value("shard", "");
  int i = -1, n = 0;
  char end = 0;
  if (std::sscanf(s.c_str(), "%d/%d%c", &i, &n, &end) != 2 || n < 1 || i < 0 || i >= n)
    return Error{file + ": /shard: expected \"i/n\" with 0 <= i < n (was the report written with --shard?), got \"" + s + "\""};
  return std::pair{i, n};
}

// The options every shard must share (what makes their records one run's); not the worker count,
// which is min(--jobs, the shard's problems).
json run_options(const json& lane) {
  json o = lane;
  for (const char* k : {"shard", "kernels", "problems", "verdict_bases", "wall_seconds", "worker_peak_bytes", "schema", "jobs"})
    o.erase(k);
  return o;
}

}  // namespace

bool is_shard_report(const json& j) { return j.is_object() && lane_json(j) != nullptr; }

Result<LaneReport> merge_shard_reports(const std::vector<std::pair<std::string, json>>& shards) {
  if (shards.empty()) return Error{"no report to merge"};
  const json* first = lane_json(shards.front().second);
  if (!first) return Error{shards.front().first + ": neither a grid verify report nor a coverage report with \"verify\""};
  const bool grid = first->value("schema", "") == kGridVerifySchema;
  const char* records_key = grid ? "kernels" : "problems";
  std::vector<const json*> by_index;
  double wall = 0;
  int jobs = 0;
  for (const auto& [file, j] : shards) {
    const json* lane = lane_json(j);
    if (!lane || (lane->value("schema", "") == kGridVerifySchema) != grid)
      return Error{file + ": not the same kind of report as " + shards.front().first};
    auto s = shard_of(*lane, file);
    if (!s) return s.error();
    if (by_index.empty()) by_index.assign(static_cast<size_t>(s->second), nullptr);
    if (static_cast<size_t>(s->second) != by_index.size())
      return Error{file + ": shard " + lane->value("shard", "") + " is not one of " + std::to_string(by_index.size()) + " shards"};
    if (by_index[static_cast<size_t>(s->first)]) return Error{file + ": shard " + lane->value("shard", "") + " given twice"};
    if (run_options(*lane) != run_options(*first))
      return Error{file + ": run with other options than " + shards.front().first + " (" + run_options(*lane).dump() + ")"};
    if (!grid) {  // the coverage part (the problems read, what serves them) is every shard's
      json cov = j, cov0 = shards.front().second;
      cov.erase("verify"), cov0.erase("verify");
      if (cov != cov0) return Error{file + ": covers other problems, or another cache, than " + shards.front().first};
    }
    if (!lane->contains(records_key) || !(*lane)[records_key].is_array())
      return Error{file + ": no \"" + records_key + "\" array"};
    wall = std::max(wall, lane->value("wall_seconds", 0.0));
    jobs = std::max(jobs, lane->value("jobs", 0));
    by_index[static_cast<size_t>(s->first)] = lane;
  }
  for (size_t i = 0; i < by_index.size(); ++i)
    if (!by_index[i]) return Error{"shard " + std::to_string(i) + "/" + std::to_string(by_index.size()) + " is missing"};

  // Position p of the unsharded run is record p / n of shard p mod n.
  const size_t n = by_index.size();
  size_t total = 0;
  for (const json* lane : by_index) total += (*lane)[records_key].size();
  json records = json::array();
  for (size_t p = 0; p < total; ++p) {
    const json& slice = (*by_index[p % n])[records_key];
    if (p / n >= slice.size())
      return Error{"shard " + std::to_string(p % n) + "/" + std::to_string(n) + " holds " + std::to_string(slice.size()) +
                   " records, too few for " + std::to_string(total) + " in all"};
    records.push_back(slice[p / n]);
  }
  json header = run_options(*first);
  if (grid) {
    LaneReport report = grid_verify_report(header, records);
    report.json = dump_json(json::parse(report.json));
    return report;
  }
  header["wall_seconds"] = wall;
  header["jobs"] = jobs;
  LaneReport report = served_verify_report(header, records);
  json whole = shards.front().second;
  whole["verify"] = json::parse(report.json);
  report.json = dump_json(whole);
  auto coverage = serve::coverage_report_from_json(whole, shards.front().first);
  if (!coverage) return coverage.error();
  report.markdown = coverage_verify_markdown(serve::coverage_markdown(*coverage), report.markdown);
  return report;
}

}  // namespace irgate::lanes
