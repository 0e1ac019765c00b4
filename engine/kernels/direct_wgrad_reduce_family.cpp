// engine/kernels/direct_wgrad_reduce_family.cpp — the direct_wgrad_reduce entry of families.def: a HELPER
// family, so no stage-1 geometry; the stage-1 families' plans append its fold launch.
#include <cstring>

#include "engine/kernels/family.h"
#include "engine/kernels/direct_wgrad_reduce.h"

namespace irgate::engine {
namespace {

void validate(const irg_request_t& r, const ArchInfo& arch) { validate_direct_wgrad_reduce(r.spec.reduce, arch); }

Kernel build(const irg_request_t& r, const ArchInfo& arch, const std::string& stamp) {
  return build_direct_wgrad_reduce(r.spec.reduce, arch, stamp);
}

// One work-item per dW element, 256 to a block.
constexpr int kBlock = 256;

HelperLaunch fold(const irg_request_t& stage1_request, const ArchInfo& arch, int ws_replicas, int dw_dtype) {
  HelperLaunch h{stage1_request, "", kBlock};
  h.request.family = IRG_FAMILY_REDUCE;
  std::memset(&h.request.spec, 0, sizeof h.request.spec);
  h.request.spec.reduce = {ws_replicas, dw_dtype, kBlock};
  validate_direct_wgrad_reduce(h.request.spec.reduce, arch);
  h.kernel = direct_wgrad_reduce_kernel_name(h.request.spec.reduce);
  return h;
}

}  // namespace

const FamilyKernels direct_wgrad_reduce_kernels = {validate, build, nullptr, fold};

}  // namespace irgate::engine
