// registry/families.h — the kernel families of include/irgate/families.def as C++ rows, and the
// names of families, flavors and dtypes: the layer below parity, grid, runtime and reduce.
//
// Every per-family list outside the two engines iterates families() (or the .def directly), so a
// family added to families.def reaches the corpus loader, numerics, the grid, serving, the reducer
// and the spec fuzz without another list to edit. tests/registry/ checks that each row has all of
// its parts (corpus, ctests, docs section, grid rows, refusal cases).
//
//   for (const registry::Family& f : registry::families())
//     if (f.stage1) std::cout << f.name << " owns ids " << f.id_ranges.front().first << "..\n";
//   const registry::Family* f = registry::family_by_name("direct_wgrad");   // nullptr if unknown
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace irgate::registry {

// How a problem's groups meet the family's kernel (families.def `grouping`).
enum class Grouping { None, Depthwise, Grouped, Ungrouped };

struct Family {
  int id = 0;                   // irg_family value
  std::string name;             // "direct_wgrad": configs, goldens, caches, refusals
  std::string token;            // "direct_wgrad": the C identifier each engine names its entry after
  bool stage1 = false;          // computes dW (or slabs of it) from X and dY; planned and served
  Grouping grouping = Grouping::None;
  bool has_grid = false;        // the AOT grid carries it
  int serve_rank = 0;           // serving order among stage-1 families (lowest first); 0: never served
  int helper = 0;               // the family a two-stage plan appends to fold its slabs; 0: none
  std::vector<std::string> arches;                 // wired arches its validator admits; empty: all
  std::vector<std::pair<int, int>> id_ranges;      // parity config ids it owns, inclusive
  std::vector<std::string> refusal_ids;            // its own refusals (its .def file), in order
  size_t spec_bytes = 0;                           // sizeof its spec struct
  std::vector<std::string> kernargs;               // its IRG_KERNARG names, in order

  // Whether its kernels take `kernarg` ("cpg", "kpg": the channel counts read at run time).
  bool reads_kernarg(std::string_view kernarg) const;
  // Its position among the IRG_KERNARG rows (a plan's launch kernargs follow them), or -1.
  int kernarg_index(std::string_view kernarg) const;

  bool owns_id(int config_id) const;
  bool admits_arch(std::string_view base_arch) const;  // empty `arches` admits every wired arch
  // The wired arches (arches.def order) it admits: where a grid may put its kernels.
  std::vector<std::string> admitted_arches() const;
  std::string corpus_file() const { return "parity/configs/" + name + ".json"; }
};

// Every family, in families.def order.
const std::vector<Family>& families();
const Family* family_by_name(std::string_view name);  // nullptr if unknown
const Family* family_by_id(int id);                   // nullptr if unknown
int family_id(std::string_view name);                 // the irg_family value; 0 if unknown
// The stage-1 families in serving order (serve_rank ascending, ranks > 0).
std::vector<const Family*> serving_order();

// Flavors (flavors.def) and dtypes (abi.h) by name and back.
int flavor_by_name(std::string_view name);  // -1 if unknown
const char* flavor_name(int flavor);        // "?" if unknown
int dtype_by_name(std::string_view name);   // 0 if unknown
std::string dtype_name(int dtype);          // "fp16"; "" if unknown

}  // namespace irgate::registry
