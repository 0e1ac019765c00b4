// tests/registry/completeness.h — which parts a registered kernel family lacks: the check behind
// docs/adding-a-family.md.
//
// A family row of include/irgate/families.def must come with: its corpus
// (parity/configs/<name>.json, at least one config), a corpus-parity ctest per flavor
// (parity_<name>_<flavor>), a numerics ctest (numerics_<name>), a trigger for each of its refusal
// ids (tests/refusals/), grid rows when its row says GRID (none when NO_GRID), and a section in
// docs/kernels.md whose heading names the family and its parity id ranges. missing_parts() is a
// pure function over what the tree has, so a test can hand it a tree with one part removed.
//
//   TreeParts parts = gather_tree_parts(root, ctest_names);
//   for (const std::string& m : missing_parts(registry::families(), flavors, parts)) ADD_FAILURE() << m;
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "registry/families.h"

namespace irgate::testing {

struct TreeParts {
  std::set<std::string> corpus_families;   // families with a corpus file holding >= 1 config
  std::set<std::string> ctest_names;       // as `ctest -N` lists them
  std::set<std::string> refusal_ids_with_a_trigger;
  std::set<std::string> grid_families;     // families the grid tables give rows
  std::string kernels_md;                  // docs/kernels.md
};

// "direct_wgrad: no ctest parity_direct_wgrad_llvm19", one line per missing part.
std::vector<std::string> missing_parts(const std::vector<registry::Family>& families,
                                       const std::vector<std::string>& flavors, const TreeParts& parts);

// The heading docs/kernels.md must carry for `f`: "## `<name>`" with "parity ids A–B[, C–D]".
std::string kernels_md_id_text(const registry::Family& f);

}  // namespace irgate::testing
