// serve/explain.cpp — see explain.h.
#include "serve/explain.h"

#include <algorithm>

#include <fmt/format.h>

namespace irgate::serve {
namespace {

constexpr size_t kDetailedCandidates = 3;  // candidates whose launches --explain breaks down

std::string estimate_cell(const CostEstimate& e) {
  return e.ok() ? fmt::format("{:.1f} us ({:.0f} cycles)", e.microseconds, e.cycles) : "no estimate";
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
  if (win.estimate.ok() && next.estimate.ok() && win.estimate.cycles != next.estimate.cycles) {
    int64_t rounds_win = 0, rounds_next = 0;
    for (const LaunchEstimate& l : win.estimate.launches) rounds_win += l.rounds;
    for (const LaunchEstimate& l : next.estimate.launches) rounds_next += l.rounds;
    std::string out = fmt::format(
        "{} wins: an estimated {:.2f}x shorter than {} ({} against {} rounds of blocks, {:.0f} against {:.0f} cycles a "
        "round on average).\n",
        win.kernel, next.estimate.cycles / win.estimate.cycles, next.kernel, rounds_win, rounds_next,
        win.estimate.cycles / double(std::max<int64_t>(1, rounds_win)),
        next.estimate.cycles / double(std::max<int64_t>(1, rounds_next)));
    const Served& by_structure = *std::min_element(a.candidates.begin(), a.candidates.end(), structurally_cheaper);
    if (by_structure.kernel != win.kernel)
      out += fmt::format("The structure rule (fewest atomic adds a dW element, launches, work-items) would take {}: "
                         "{} atomic adds a dW element against {}, estimated {:.2f}x longer.\n",
                         by_structure.kernel, by_structure.atomics_per_dw_element, win.atomics_per_dw_element,
                         by_structure.estimate.cycles / win.estimate.cycles);
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
  if (m && a.served->estimate.ok())
    out += fmt::format("machine: {} compute units x {} SIMDs at {} MHz ({}); pipe cycles: {}. No hardware has checked "
                       "this model.\n",
                       m->compute_units, m->simds_per_unit, m->clock_mhz,
                       m->published ? "published figures" : "ASSUMED: no published figure for " + m->arch,
                       a.cost_model.empty() ? "none (no profiles)" : a.cost_model);
  std::string said;  // the last reason for a missing estimate printed (every candidate may share one)
  for (size_t i = 0; i < a.candidates.size(); ++i) {
    const Served& c = a.candidates[i];
    out += fmt::format("  {:>2}. {}  {}  atomics/elt {}  launches {}  work-items {}\n", i + 1, c.kernel,
                       estimate_cell(c.estimate), c.atomics_per_dw_element, c.launches, c.work_items);
    if (c.estimate.ok()) {
      if (i < kDetailedCandidates) out += launches_text(c.estimate);
    } else if (c.estimate.missing != said && a.ranked_by.find(c.estimate.missing) == std::string::npos) {
      out += "      " + c.estimate.missing + "\n";
      said = c.estimate.missing;
    }
  }
  return out + verdict(a);
}

}  // namespace irgate::serve
