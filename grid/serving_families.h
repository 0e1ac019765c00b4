// grid/serving_families.h — which kernel family serves which problem: one row per family the
// cache serves from, tried in table order (most specialised first), each with its serving rule
// and the cost its kernels are ranked by.
//
// Used by grid/serve.cpp. Adding a family (direct_wgrad_small_c once its kernels are cached) is
// one row here; docs/grid.md §Serving lists the rows.
//
//   for (const grid::ServingFamily& f : grid::serving_families())
//     if (std::string why = f.declines(problem); !why.empty()) report(f.family, why);
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "irgate/abi.h"

namespace irgate::grid {

struct ServingFamily {
  const char* family;  // the family name of the cache index ("direct_wgrad", ...)
  // Why this family never serves `problem`, "" when its cached kernels are worth planning.
  // The engine's plan then decides kernel by kernel (cpg, kpg, filter, stride, pad, dtype).
  std::string (*declines)(const irg_problem_t& problem);
  // Atomic adds every dW element receives over the plan's stage-1 launches of this family:
  // the first cost the serving rule minimises (docs/grid.md §Serving).
  int64_t (*atomics_per_dw_element)(const irg_plan_t& plan, int32_t family);
};

const std::vector<ServingFamily>& serving_families();

}  // namespace irgate::grid
