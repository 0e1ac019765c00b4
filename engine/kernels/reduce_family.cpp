// engine/kernels/reduce_family.cpp — the direct_wgrad_reduce entry of families.def: a HELPER
// family, so no stage-1 geometry (plans append its launch: plan.cpp).
#include "engine/kernels/family.h"
#include "engine/kernels/reduce.h"

namespace irgate::engine {
namespace {

void validate(const irg_request_t& r, const ArchInfo& arch) { validate_reduce(r.spec.reduce, arch); }

Kernel build(const irg_request_t& r, const ArchInfo& arch, const std::string& stamp) {
  return build_reduce(r.spec.reduce, arch, stamp);
}

}  // namespace

const FamilyKernels reduce_kernels = {validate, build, nullptr};

}  // namespace irgate::engine
