// tests/registry/completeness.h — which parts a registered kernel family lacks: the check behind
// docs/adding-a-family.md.
//
// A family row of include/irgate/families.def must come with: its corpus
// (parity/configs/<name>.json, at least one config), a corpus-parity ctest per flavor
// (parity_<name>_<flavor>), a numerics ctest (numerics_<name>), a trigger for each of its refusal
// ids (tests/refusals/), grid rows when its row says GRID (none when NO_GRID), and its page
// docs/kernels/<name>.md whose heading names the family and its parity id ranges, a line in
// docs/kernels.md's list of family pages, and an instance in every bench case that has per-family
// instances; a page for no row is stale (stray_family_pages). The spec fuzz and the random-spec
// numerics iterate the rows themselves (a family's hook is optional), so they cannot miss one. missing_parts() is a pure function over what the tree has,
// so a test can hand it a tree with one part removed.
//
//   TreeParts parts = gather_tree_parts(root, ctest_names);
//   for (const std::string& m : missing_parts(registry::families(), flavors, parts)) ADD_FAILURE() << m;
#pragma once

#include <filesystem>
#include <map>
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
  std::map<std::string, std::string> family_pages;  // docs/kernels/<name>.md: name -> text
  std::set<std::string> summary_pages;     // families docs/kernels.md lists ("- [`<name>` …](kernels/<name>.md)")
  // Each bench case with per-family instances ("emit_bench BM_EmitTwin"), and the families it has
  // ("BM_EmitTwin/family:<name>/…" in the bench's --benchmark_list_tests).
  std::map<std::string, std::set<std::string>> bench_families;
};

// "direct_wgrad: no ctest parity_direct_wgrad_llvm19", one line per missing part.
std::vector<std::string> missing_parts(const std::vector<registry::Family>& families,
                                       const std::vector<std::string>& flavors, const TreeParts& parts);

// "docs/kernels/x.md: a page for no families.def row", one line per page no row of `families` owns.
std::vector<std::string> stray_family_pages(const std::vector<registry::Family>& families, const TreeParts& parts);

// What the heading of `f`'s page must say after "# `<name>`": "parity ids A–B[, C–D]".
std::string page_id_text(const registry::Family& f);

}  // namespace irgate::testing
