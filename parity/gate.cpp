// parity/gate.cpp — see gate.h.
#include "parity/gate.h"

#include <algorithm>
#include <set>

#include "irgate/abi.h"
#include "parity/verdict.h"
#include "registry/families.h"

namespace irgate::parity {

GateReport gate(const std::vector<PairResult>& results, const std::vector<std::string>& requested_flavors) {
  GateReport g;
  std::set<std::string> families, family_compared, family_ir_compared, flavor_seen, flavor_compared;
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
      if (r.ir_identical) flavor_compared.insert(r.flavor), family_ir_compared.insert(r.family);
    } else {
      ++t.failed;
      g.failures.push_back(where + r.verdict + (r.detail.empty() ? "" : ": " + r.detail));
    }
  }
  if (results.empty()) g.failures.push_back("zero (config, flavor) pairs were compared");
  // Over every flavor a family must emit LLVM text somewhere. A run of fewer flavors may hold none
  // in which the family emits (the WMMA families under llvm16): there, its expected refusals with
  // byte-identical canonical IR are what that slice can compare.
  bool every_flavor = true;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
    every_flavor = every_flavor && std::count(requested_flavors.begin(), requested_flavors.end(),
                                              registry::flavor_name(f)) > 0;
  for (const std::string& f : families)
    if (!family_compared.count(f) && (every_flavor || !family_ir_compared.count(f)))
      g.failures.push_back("family " + f + " compared no bytes: every config was refused");
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
