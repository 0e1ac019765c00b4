// grid/tables.h — the AOT grids as data: for every built family, the knob values the kernel
// cache carries, per arch and dtype, written once per family (tables/<family>.cpp), before any
// validator runs.
//
// Used by grid/enumerate.* (which asks the reference engine which entries it admits) and the
// grid table tests. An entry is a candidate, not a kernel: the validator decides.
//
//   for (const grid::GridEntry& e : grid::grid_entries())
//     std::cout << e.family << " " << e.arch << " " << e.dtype << " " << registry::spec_values_text(e.spec) << "\n";
#pragma once

#include <string>
#include <vector>

#include "registry/spec_fields.h"

namespace irgate::grid {

struct GridEntry {
  std::string family;  // "direct_depthwise_wgrad", "direct_wgrad_reduce", "direct_wgrad"
  std::string arch;    // base arch name, a row of arches.def
  std::string dtype;   // input dtype; for the reduce helper its output dtype (fp32, fp16, bf16)
  registry::SpecValues spec;  // ABI field name -> value, as parity configs write them
};

// Every candidate of every family's grid, in a fixed order (family, arch, dtype, knobs).
std::vector<GridEntry> grid_entries();

// The families the grids cover, in order ("direct_depthwise_wgrad", ...).
const std::vector<std::string>& grid_families();

}  // namespace irgate::grid
