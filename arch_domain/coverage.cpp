// arch_domain/coverage.cpp — see coverage.h.
#include "arch_domain/coverage.h"

#include "arch_domain/catalog.h"

namespace irgate::arch_domain {

std::vector<std::string> coverage_problems(const Table& t, int flavor) {
  std::vector<std::string> out;
  if (t.flavor != flavor) out.push_back("the table is of another flavor");
  if (t.arches != catalog::arch_names()) out.push_back("toolchain.arches is not arches.def, in its order");
  for (int k = 0; k < catalog::key_count(); ++k) {
    std::string key = catalog::key_name(k);
    auto row = t.keys.find(key);
    if (row == t.keys.end()) {
      out.push_back(key + ": missing key (measure it: irgate arch measure --only " + key + ")");
      continue;
    }
    auto declare = t.declares.find(key);
    if (declare == t.declares.end() || declare->second != catalog::probe_declare(k, flavor).text)
      out.push_back(key + ": measured with another declare text than intrinsics.def's; re-measure it");
    for (int a = 0; a < catalog::arch_count(); ++a) {
      std::string arch = catalog::arch_name(a);
      auto cell = row->second.find(arch);
      if (cell == row->second.end()) {
        out.push_back(key + "/" + arch + ": no cell");
        continue;
      }
      if (cell->second.status == IRG_DOMAIN_UNMEASURED || cell->second.status == IRG_DOMAIN_PROBE_ERROR)
        out.push_back(key + "/" + arch + ": " + status_name(cell->second.status));
      bool unknown_target = cell->second.status == IRG_DOMAIN_TARGET_UNSUPPORTED;
      if (unknown_target != (catalog::arch_first_flavor(a) > flavor))
        out.push_back(key + "/" + arch + ": " + status_name(cell->second.status) +
                      " disagrees with the first_flavor of arches.def");
    }
    if (row->second.size() != static_cast<size_t>(catalog::arch_count())) out.push_back(key + ": cells of unknown arches");
  }
  for (const auto& [key, row] : t.keys)
    if (catalog::key_from_name(key) < 0) out.push_back(key + ": stale key (not in intrinsics.def)");
  return out;
}

}  // namespace irgate::arch_domain
