// serve_reports/explain.cpp — see explain.h.
#include "serve_reports/explain.h"

#include <algorithm>

#include <fmt/format.h>

namespace irgate::serve {
namespace {

constexpr size_t kDetailedCandidates = 3;  // candidates whose launches --explain breaks down

std::string estimate_cell(const CostEstimate& e) {
  if (!e.ok()) return "no estimate";
  return e.is_static ? fmt::format("static {:.0f} tile steps", e.cycles) : fmt::format("{:.1f} us ({:.0f} cycles)", e.microseconds, e.cycles);
}

// The estimate the answer's ranking used: the static one when no profile ranked.
const CostEstimate& ranking_estimate(const ServeAnswer& a, const Served& s) {
  return a.ranking == Ranking::static_estimate ? s.static_estimate : s.estimate;
}

std::string launches_text(const CostEstimate& e) {
  std::string out;
  for (const LaunchEstimate& l : e.launches)
    out += fmt::format("      {}: {} blocks, {:.0f} reduction positions a block, {} resident a unit, {} rounds, "
                       "{:.0f} cycles, bound by {}\n",
                       l.kernel, l.blocks, l.reduction_per_block, l.resident_blocks, l.rounds, l.cycles, l.bound_by);
  return out;
}

// Why the first candidate beat the second, in the terms of the ranking that applied.
std::string verdict(const ServeAnswer& a) {
  const Served& win = a.candidates[0];
  if (a.candidates.size() == 1) return win.kernel + " is the only kernel of its family that serves this problem.\n";
  const Served& next = a.candidates[1];
  const CostEstimate &w = ranking_estimate(a, win), &n = ranking_estimate(a, next);
  if (a.ranking != Ranking::structure && w.ok() && n.ok() && w.cycles != n.cycles) {
    int64_t rounds_win = 0, rounds_next = 0;
    for (const LaunchEstimate& l : w.launches) rounds_win += l.rounds;
    for (const LaunchEstimate& l : n.launches) rounds_next += l.rounds;
    const char* unit = w.is_static ? "tile steps" : "cycles";
    std::string out = fmt::format(
        "{} wins: {} {:.2f}x shorter than {} ({} against {} rounds of blocks, {:.0f} against {:.0f} {} a round on "
        "average).\n",
        win.kernel, w.is_static ? "a static estimate" : "an estimated", n.cycles / w.cycles, next.kernel, rounds_win,
        rounds_next, w.cycles / double(std::max<int64_t>(1, rounds_win)), n.cycles / double(std::max<int64_t>(1, rounds_next)),
        unit);
    const Served& by_structure = *std::min_element(a.candidates.begin(), a.candidates.end(), structurally_cheaper);
    if (by_structure.kernel != win.kernel)
      out += fmt::format("The structure rule (fewest atomic adds a dW element, launches, work-items) would take {}: "
                         "{} atomic adds a dW element against {}, {} {:.2f}x longer.\n",
                         by_structure.kernel, by_structure.atomics_per_dw_element, win.atomics_per_dw_element,
                         w.is_static ? "a static estimate" : "estimated", ranking_estimate(a, by_structure).cycles / w.cycles);
    return out;
  }
  return fmt::format("{} wins on the plan's structure over {}: atomic adds a dW element {} against {}, launches {} against "
                     "{}, stage-1 work-items {} against {} (first difference decides; then the name).\n",
                     win.kernel, next.kernel, win.atomics_per_dw_element, next.atomics_per_dw_element, win.launches,
                     next.launches, win.work_items, next.work_items);
}

}  // namespace

std::string explain_text(const ServeAnswer& a, const std::string& arch, const std::string& problem) {
  std::string out = "problem: " + problem + " on " + arch + "\n";
  for (const Declined& d : a.declined) out += "declined: " + d.family + ": " + d.reason + "\n";
  if (!a.served || a.candidates.empty()) return out + "no cached kernel serves it.\n";
  out += fmt::format("served by {}: {} candidate{}, ranked by {}\n", a.served->family, a.candidates.size(),
                     a.candidates.size() == 1 ? "" : "s", a.ranked_by);
  const MachineFigures* m = machine_figures(arch);
  if (a.ranking == Ranking::static_estimate)
    out += "No profile ranked these kernels: the static estimate did (the plan's blocks against the arch's units and "
           "occupancy from measured VGPRs, the register tiles a block computes a reduction position; docs/grid.md).\n";
  if (m && a.served->estimate.ok())
    out += fmt::format("machine: {} compute units x {} SIMDs at {} MHz ({}); pipe cycles: {}. No hardware has checked "
                       "this model.\n",
                       m->compute_units, m->simds_per_unit, m->clock_mhz,
                       m->published ? "published figures" : "ASSUMED: no published figure for " + m->arch,
                       a.cost_model.empty() ? "none (no profiles)" : a.cost_model);
  std::string said;  // the last reason for a missing estimate printed (every candidate may share one)
  for (size_t i = 0; i < a.candidates.size(); ++i) {
    const Served& c = a.candidates[i];
    const CostEstimate& e = ranking_estimate(a, c);
    out += fmt::format("  {:>2}. {}  {}  atomics/elt {}  launches {}  work-items {}\n", i + 1, c.kernel,
                       estimate_cell(e), c.atomics_per_dw_element, c.launches, c.work_items);
    if (e.ok()) {
      if (i < kDetailedCandidates) out += launches_text(e);
    } else if (e.missing != said && a.ranked_by.find(e.missing) == std::string::npos) {
      out += "      " + e.missing + "\n";
      said = e.missing;
    }
  }
  return out + verdict(a);
}

}  // namespace irgate::serve
