// serve_reports/rule_comparison.cpp — see rule_comparison.h.
#include "serve_reports/rule_comparison.h"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace irgate::serve {
namespace {

// The candidate a comparator ranks first (the candidates are those of the answer's family).
const Served& first_by(const std::vector<Served>& candidates, bool (*before)(const Served&, const Served&)) {
  return *std::min_element(candidates.begin(), candidates.end(), before);
}

}  // namespace

RulePicks rule_picks(const ServeAnswer& answer) {
  RulePicks p;
  const auto& c = answer.candidates;
  if (c.empty() || std::any_of(c.begin(), c.end(), [](const Served& s) { return !s.estimate.ok() || !s.static_estimate.ok(); }))
    return p;
  const Served &profiled = first_by(c, estimated_faster), &by_static = first_by(c, statically_faster),
               &by_structure = first_by(c, structurally_cheaper);
  p.judged = true;
  p.profiled_kernel = profiled.kernel, p.profiled_us = profiled.estimate.microseconds;
  p.static_kernel = by_static.kernel, p.static_us = by_static.estimate.microseconds;
  p.structure_kernel = by_structure.kernel, p.structure_us = by_structure.estimate.microseconds;
  return p;
}

void RuleTotals::add(const RulePicks& picks, int64_t lines, const std::string& problem) {
  if (!picks.judged) {
    layers_not_judged += lines;
    return;
  }
  ++problems;
  layers += lines;
  profiled_us += double(lines) * picks.profiled_us;
  static_us += double(lines) * picks.static_us;
  structure_us += double(lines) * picks.structure_us;
  const double base = std::max(picks.profiled_us, 1e-12);
  if (picks.static_us / base > worst_static) worst_static = picks.static_us / base, worst_static_problem = problem;
  if (picks.structure_us / base > worst_structure) worst_structure = picks.structure_us / base, worst_structure_problem = problem;
}

std::string rule_totals_markdown(const RuleTotals& t) {
  std::string md = "## Ranking rules against the profiled choice\n\n";
  md += fmt::format("{} layers ({} distinct problems) judged by the profiled estimate; {} layers not judged (a candidate "
                    "without a profile).\n\n",
                    t.layers, t.problems, t.layers_not_judged);
  md += "| rule | total estimated µs | against the profiled choice | worst layer | its problem |\n|---|---:|---:|---:|---|\n";
  md += fmt::format("| profiled estimate | {:.1f} | 1.000x | 1.000x | |\n", t.profiled_us);
  md += fmt::format("| static estimate (no profile) | {:.1f} | {:.3f}x | {:.3f}x | `{}` |\n", t.static_us, t.static_ratio(),
                    t.worst_static, t.worst_static_problem);
  md += fmt::format("| plan structure | {:.1f} | {:.3f}x | {:.3f}x | `{}` |\n", t.structure_us, t.structure_ratio(),
                    t.worst_structure, t.worst_structure_problem);
  return md;
}

nlohmann::json rule_totals_json(const RuleTotals& t) {
  return {{"layers", t.layers},
          {"problems", t.problems},
          {"layers_not_judged", t.layers_not_judged},
          {"profiled_microseconds", t.profiled_us},
          {"static", {{"microseconds", t.static_us}, {"ratio", t.static_ratio()}, {"worst_layer_ratio", t.worst_static},
                      {"worst_problem", t.worst_static_problem}}},
          {"structure", {{"microseconds", t.structure_us}, {"ratio", t.structure_ratio()},
                         {"worst_layer_ratio", t.worst_structure}, {"worst_problem", t.worst_structure_problem}}}};
}

RuleTotals rule_totals_from_json(const nlohmann::json& j) {
  RuleTotals t;
  j.at("layers").get_to(t.layers), j.at("problems").get_to(t.problems), j.at("layers_not_judged").get_to(t.layers_not_judged);
  j.at("profiled_microseconds").get_to(t.profiled_us);
  const nlohmann::json &st = j.at("static"), &sr = j.at("structure");
  st.at("microseconds").get_to(t.static_us), st.at("worst_layer_ratio").get_to(t.worst_static);
  st.at("worst_problem").get_to(t.worst_static_problem);
  sr.at("microseconds").get_to(t.structure_us), sr.at("worst_layer_ratio").get_to(t.worst_structure);
  sr.at("worst_problem").get_to(t.worst_structure_problem);
  return t;
}

}  // namespace irgate::serve
