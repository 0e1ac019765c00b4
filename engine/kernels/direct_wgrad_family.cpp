// engine/kernels/direct_wgrad_family.cpp — the direct_wgrad entry of families.def: one block per
// (group, k tile, c tile) along x, row blocks along y, images along z.
#include "engine/kernels/direct_wgrad.h"
#include "engine/kernels/family.h"

namespace irgate::engine {
namespace {

Kernel build(const irg_request_t& r, const ArchInfo& arch, const std::string& stamp) {
  return build_direct_wgrad(r.spec.direct, arch, stamp);
}

Stage1 stage1(const irg_request_t& r, const ArchInfo&) {
  const irg_direct_wgrad_spec_t& s = r.spec.direct;
  const DirectWgradShape shape = direct_wgrad_shape(s);
  return {s.filter_h, s.filter_w, s.stride_h, s.stride_w, s.pad_h, s.pad_w, s.dtype, s.ws_replicas, false,
          [&s](const irg_problem_t& p) {
            require_channels_equal("cpg", s.cpg, p.cpg);
            require_channels_equal("kpg", s.kpg, p.kpg);
          },
          direct_wgrad_kernel_name(s), shape.threads,
          [&s, tiles = int64_t{shape.k_tiles} * shape.c_tiles](const irg_problem_t& p, int64_t images, int64_t) {
            return std::array<int64_t, 3>{p.groups * tiles, s.row_blocks, images};
          }};
}

}  // namespace

const FamilyKernels direct_wgrad_kernels = {validate_direct_wgrad, build, stage1};

}  // namespace irgate::engine
