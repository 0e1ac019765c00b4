// lanes/shard_merge.h — the JSON reports of `grid verify --shard i/n` and `grid coverage --verify
// --shard i/n` joined into the report one unsharded run writes (issue 45 §3): a CI job per shard,
// then one merge job (`irgate merge`, README.md).
//
// Fails closed (bad input, exit 2, naming the file): a report without its "shard", shards of
// different n, a shard missing or given twice, shards run with other options (executor, inputs,
// tolerance), a shard whose record count does not fit its slice, and for coverage shards that
// covered different problems. Records are put back in the unsharded order: shard i held the
// positions p with p mod n == i. The merged report's wall time is the slowest shard's (the
// shards of a CI matrix run at once). For coverage shards the report's json and markdown are the
// whole coverage report (serve_reports/coverage.h) with the merged verify section.
//
//   auto r = lanes::merge_shard_reports({{"v0.json", j0}, {"v1.json", j1}});
//   if (!r) return r.error();          // exit 2
//   write_atomic("all.json", r->json);
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "lanes/lane_report.h"
#include "support/result.h"

namespace irgate::lanes {

// True when `j` is a grid verify report or a coverage report with a "verify" member.
bool is_shard_report(const nlohmann::json& j);

// The grid verify or coverage verify lane, as one run over every shard; its `json` is the whole
// document an unsharded run writes (for coverage: the coverage report with its "verify" member).
Result<LaneReport> merge_shard_reports(const std::vector<std::pair<std::string, nlohmann::json>>& shards);

}  // namespace irgate::lanes
