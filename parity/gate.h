// parity/gate.h — the fail-closed parity gate: one pure function over the results.
//
// Passes only when there is at least one result, every verdict is in the explicit pass set
// {IDENTICAL, BOTH_REFUSED}, every family and every requested flavor compared bytes, and every
// requested flavor has results. An unknown verdict name fails. A flavor compared bytes when a
// pair was IDENTICAL or its canonical IR was; a family, when a pair of it was IDENTICAL — or, in
// a run of fewer than every flavor, when its canonical IR was (a slice such as direct_wgrad under
// llvm16, where every config is an expected refusal). It takes no options: no flag can turn a
// failing run green, and a run over every flavor keeps the strict family rule.
//
//   GateReport g = gate(results, {"llvm16", "llvm19", "llvm22"});
//   if (!g.pass) for (auto& f : g.failures) std::cerr << f << "\n";
#pragma once

#include <map>
#include <string>
#include <vector>

namespace irgate::parity {

struct PairResult {
  int id = 0;
  std::string family, arch, flavor;
  std::string verdict;  // a verdict_name(); kept as text so a report with an unknown one fails
  std::string detail;
  std::string reference_sha256, twin_sha256;  // of the LLVM texts (empty when refused)
  // Both engines printed canonical IR and it was the same bytes. Canonical IR is flavor-free, so
  // it is compared even where the flavor's LLVM refuses the arch (gfx1250 under llvm16/llvm19).
  bool ir_identical = false;
  std::string refusal_id, refusal_text;  // the reference's words (BOTH_REFUSED means the twin's match)
  std::string report;  // the mismatch report (first diff, unified diff, paths, repro command)
};

struct Tally {
  int compared = 0, identical = 0, refused = 0, failed = 0;
};

struct GateReport {
  bool pass = false;
  std::vector<std::string> failures;
  std::map<std::string, std::map<std::string, Tally>> tally;  // family -> flavor -> counts
};

GateReport gate(const std::vector<PairResult>& results, const std::vector<std::string>& requested_flavors);

}  // namespace irgate::parity
