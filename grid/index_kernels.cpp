// grid/index_kernels.cpp — see index_kernels.h.
#include "grid/index_kernels.h"

#include "grid/request.h"
#include "support/sha256.h"

namespace irgate::grid {

Result<std::vector<GridKernel>> kernels_of_index(const CacheIndex& idx, const irg_arch_domain_t* domain) {
  std::vector<GridKernel> out;
  for (const auto& [name, e] : idx.kernels) {
    auto request = grid_request(e.family, e.arch, e.spec, domain);
    if (!request) return Error{"index entry " + name + ": " + request.error().message, request.error().exit_code};
    Emission em = emit_reference(*request);
    if (em.status != IRG_STATUS_OK)  // `grid check` names it STALE; compiling cannot bring it back
      return Error{"index entry " + name + ": the engine now refuses it: " + em.refusal_id + ": " + em.refusal_text, 1};
    if (grid_kernel_name(em.kernel_name(), e.arch, e.dtype) != name)
      return Error{"index entry " + name + ": the engine now names it " + em.kernel_name(), 1};
    out.push_back(GridKernel{name, e.family, e.arch, e.dtype, e.spec, em.stamp, sha256_hex(em.text), *request});
  }
  return out;
}

}  // namespace irgate::grid
