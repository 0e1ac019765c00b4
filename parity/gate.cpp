// parity/gate.cpp — see gate.h.
#include "parity/gate.h"

#include <set>

#include "parity/verdict.h"

namespace irgate::parity {

GateReport gate(const std::vector<PairResult>& results, const std::vector<std::string>& requested_flavors) {
  GateReport g;
  std::set<std::string> families, family_compared, flavor_seen, flavor_compared;
  for (const PairResult& r : results) {
    families.insert(r.family);
    flavor_seen.insert(r.flavor);
    Tally& t = g.tally[r.family][r.flavor];
    ++t.compared;
    auto v = verdict_from_name(r.verdict);
    std::string where = r.family + " config " + std::to_string(r.id) + " " + r.flavor + ": ";
    if (!v) {
      ++t.failed;
      g.failures.push_back(where + "unknown verdict '" + r.verdict + "' (fails closed: classify it)");
      continue;
    }
    if (*v == Verdict::IDENTICAL) {
      ++t.identical;
      family_compared.insert(r.family);
      flavor_compared.insert(r.flavor);
    } else if (*v == Verdict::BOTH_REFUSED) {
      ++t.refused;
      // A refused LLVM text whose canonical IR both engines printed alike still compared bytes
      // under this flavor (not for the family: the family must emit LLVM text somewhere).
      if (r.ir_identical) flavor_compared.insert(r.flavor);
    } else {
      ++t.failed;
      g.failures.push_back(where + r.verdict + (r.detail.empty() ? "" : ": " + r.detail));
    }
  }
  if (results.empty()) g.failures.push_back("zero (config, flavor) pairs were compared");
  for (const std::string& f : families)
    if (!family_compared.count(f)) g.failures.push_back("family " + f + " compared no bytes: every config was refused");
  for (const std::string& f : requested_flavors) {
    if (!flavor_seen.count(f))
      g.failures.push_back("flavor " + f + " was requested but has no results");
    else if (!flavor_compared.count(f))
      g.failures.push_back("flavor " + f + " compared no bytes: every config was refused");
  }
  g.pass = g.failures.empty();
  return g;
}

}  // namespace irgate::parity
