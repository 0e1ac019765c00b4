// tests/registry/completeness.cpp — see completeness.h.
#include "tests/registry/completeness.h"

#include <sstream>

namespace irgate::testing {
namespace {

// The heading line of the family's section, or "" when kernels.md has none.
std::string section_heading(const std::string& md, const std::string& name) {
  std::istringstream in(md);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("## `" + name + "`", 0) == 0) return line;
  return "";
}

}  // namespace

std::string kernels_md_id_text(const registry::Family& f) {
  std::string text = "parity ids ";
  for (size_t i = 0; i < f.id_ranges.size(); ++i)
    text += (i ? ", " : "") + std::to_string(f.id_ranges[i].first) + "–" + std::to_string(f.id_ranges[i].second);
  return text;
}

std::vector<std::string> missing_parts(const std::vector<registry::Family>& families,
                                       const std::vector<std::string>& flavors, const TreeParts& parts) {
  std::vector<std::string> missing;
  auto lacks = [&](const registry::Family& f, const std::string& what) { missing.push_back(f.name + ": " + what); };
  for (const registry::Family& f : families) {
    if (!parts.corpus_families.count(f.name)) lacks(f, "no corpus (" + f.corpus_file() + " with at least one config)");
    if (f.id_ranges.empty()) lacks(f, "no IRG_FAMILY_IDS row in families.def");
    for (const std::string& flavor : flavors)
      if (!parts.ctest_names.count("parity_" + f.name + "_" + flavor))
        lacks(f, "no ctest parity_" + f.name + "_" + flavor);
    if (!parts.ctest_names.count("numerics_" + f.name)) lacks(f, "no ctest numerics_" + f.name);
    for (const std::string& id : f.refusal_ids)
      if (!parts.refusal_ids_with_a_trigger.count(id)) lacks(f, "refusal " + id + " has no trigger in tests/refusals/");
    if (f.has_grid && !parts.grid_families.count(f.name)) lacks(f, "its row says GRID but the grid tables give it no rows");
    if (!f.has_grid && parts.grid_families.count(f.name)) lacks(f, "its row says NO_GRID but the grid tables give it rows");
    const std::string heading = section_heading(parts.kernels_md, f.name);
    if (heading.empty())
      lacks(f, "no section \"## `" + f.name + "` ...\" in docs/kernels.md");
    else if (heading.find(kernels_md_id_text(f)) == std::string::npos)
      lacks(f, "its docs/kernels.md heading does not say \"" + kernels_md_id_text(f) + "\": " + heading);
  }
  return missing;
}

}  // namespace irgate::testing
