// engine/kernels/direct_wgrad_small_c_family.cpp — the direct_wgrad_small_c entry of families.def: one block
// per k tile along x, output rows along y, images along z; the stems are ungrouped.
#include "engine/kernels/family.h"
#include "engine/kernels/direct_wgrad_small_c.h"

namespace irgate::engine {
namespace {

void validate(const irg_request_t& r, const ArchInfo& arch) { validate_direct_wgrad_small_c(r.spec.small_c, arch); }

Kernel build(const irg_request_t& r, const ArchInfo& arch, const std::string& stamp) {
  return build_direct_wgrad_small_c(r.spec.small_c, arch, stamp);
}

Stage1 stage1(const irg_request_t& r, const ArchInfo&) {
  const irg_small_c_wgrad_spec_t& s = r.spec.small_c;
  const SmallCShape shape = small_c_shape(s);
  return {s.filter_h, s.filter_w, s.stride_h, s.stride_w, s.pad_h, s.pad_w, s.dtype, s.ws_replicas, true,
          [&s](const irg_problem_t& p) {
            require_channels_equal("cpg", s.c, p.cpg);  // F = R·S·C shapes the code
            require_channels_granule("kpg", 8, p.kpg);  // a kernarg
          },
          direct_wgrad_small_c_kernel_name(s), shape.threads,
          [bk = int64_t{shape.block_k}](const irg_problem_t& p, int64_t images, int64_t ho, int64_t) {
            return std::array<int64_t, 3>{(p.kpg + bk - 1) / bk, ho, images};
          }};
}

}  // namespace

const FamilyKernels direct_wgrad_small_c_kernels = {validate, build, stage1};

}  // namespace irgate::engine
