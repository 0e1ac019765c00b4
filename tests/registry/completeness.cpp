// tests/registry/completeness.cpp — see completeness.h.
#include "tests/registry/completeness.h"

#include <map>

namespace irgate::testing {
namespace {

// The first line of the family's page, or "" when it has none.
std::string page_heading(const std::map<std::string, std::string>& pages, const std::string& name) {
  auto page = pages.find(name);
  if (page == pages.end()) return "";
  return page->second.substr(0, page->second.find('\n'));
}

}  // namespace

std::string page_id_text(const registry::Family& f) {
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
    const std::string heading = page_heading(parts.family_pages, f.name);
    const std::string page = "docs/kernels/" + f.name + ".md";
    if (heading.rfind("# `" + f.name + "`", 0) != 0)
      lacks(f, "no page " + page + " opening \"# `" + f.name + "` ...\"");
    else if (heading.find(page_id_text(f)) == std::string::npos)
      lacks(f, "its " + page + " heading does not say \"" + page_id_text(f) + "\": " + heading);
    if (!parts.summary_pages.count(f.name)) lacks(f, "no line in docs/kernels.md's list of family pages");
    for (const auto& [bench, names] : parts.bench_families)
      if (!names.count(f.name)) lacks(f, "no instance of the per-family bench " + bench);
  }
  return missing;
}

std::vector<std::string> stray_family_pages(const std::vector<registry::Family>& families, const TreeParts& parts) {
  std::vector<std::string> stray;
  for (const auto& [name, text] : parts.family_pages) {
    bool registered = false;
    for (const registry::Family& f : families) registered |= f.name == name;
    if (!registered) stray.push_back("docs/kernels/" + name + ".md: a page for no families.def row");
  }
  return stray;
}

}  // namespace irgate::testing
