// grid/index_kernels.h — the grid kernels an index caches, rebuilt from their specs (request,
// LLVM hash as the engine prints it today), so a command can hand them to grid::compile_into
// without enumerating the grid: `irgate grid repair` compiles again every kernel whose code
// object is missing or no longer hashes to its name.
//
//   auto kernels = grid::kernels_of_index(*idx, domain);   // domain: keep the view alive
//   if (!kernels) return kernels.error();                  // a spec the engine refuses today: exit 1
//   auto r = grid::compile_into(dir, *kernels, options);   // reuses every intact object
#pragma once

#include <vector>

#include "grid/cache_index.h"
#include "grid/enumerate.h"
#include "irgate/arch_domain_view.h"
#include "support/result.h"

namespace irgate::grid {

Result<std::vector<GridKernel>> kernels_of_index(const CacheIndex& idx, const irg_arch_domain_t* domain);

}  // namespace irgate::grid
