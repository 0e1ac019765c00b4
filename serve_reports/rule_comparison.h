// serve_reports/rule_comparison.h — how far the rules serving falls back to pick from the profiled pick:
// for each served problem, the kernel each rule takes (the profiled estimate, the static estimate
// of serve/static_estimate.h, the plan's structure), each judged by the profiled estimate; and
// their totals over a coverage report's layers. What `irgate grid coverage` prints under "Ranking
// rules" when the cache is profiled, and what tells whether a cache nobody profiled serves well.
//
//   serve::RulePicks p = serve::rule_picks(answer);         // answer: ServingCache::serve(...)
//   if (p.judged) totals.add(p, lines, problem);            // ratio of the static pick: p.static_us / p.profiled_us
//   std::cout << serve::rule_totals_markdown(totals);
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "serve/serve.h"

namespace irgate::serve {

// The pick of each rule among one answer's candidates, and its profiled estimate.
struct RulePicks {
  bool judged = false;  // every candidate has a profiled and a static estimate
  std::string profiled_kernel, static_kernel, structure_kernel;
  double profiled_us = 0, static_us = 0, structure_us = 0;
};

RulePicks rule_picks(const ServeAnswer& answer);

// Summed over layers (a problem counts once per line naming it); the worst single layer of each
// rule against the profiled pick.
struct RuleTotals {
  int64_t layers = 0, problems = 0, layers_not_judged = 0;
  double profiled_us = 0, static_us = 0, structure_us = 0;
  double worst_static = 1, worst_structure = 1;  // ratios, >= 1
  std::string worst_static_problem, worst_structure_problem;
  void add(const RulePicks& picks, int64_t lines, const std::string& problem);
  double static_ratio() const { return profiled_us > 0 ? static_us / profiled_us : 1; }
  double structure_ratio() const { return profiled_us > 0 ? structure_us / profiled_us : 1; }
};

std::string rule_totals_markdown(const RuleTotals& totals);
nlohmann::json rule_totals_json(const RuleTotals& totals);
RuleTotals rule_totals_from_json(const nlohmann::json& j);  // throws nlohmann::json::exception

}  // namespace irgate::serve
