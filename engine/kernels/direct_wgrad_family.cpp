// engine/kernels/direct_wgrad_family.cpp — the direct_wgrad entry of families.def: one block per
// (group, k tile, c tile) along x, row blocks along y, images along z; the channel counts are
// the problem's (kernargs), so the plan checks them and sizes the grid from them.
#include "engine/kernels/direct_wgrad.h"
#include "engine/kernels/family.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

Kernel build(const irg_request_t& r, const ArchInfo& arch, const std::string& stamp) {
  return build_direct_wgrad(r.spec.direct, arch, stamp);
}

Stage1 stage1(const irg_request_t& r, const ArchInfo&) {
  const irg_direct_wgrad_spec_t& s = r.spec.direct;
  const DirectWgradShape shape = direct_wgrad_shape(s);
  return {s.filter_h, s.filter_w, s.stride_h, s.stride_w, s.pad_h, s.pad_w, s.dtype, s.ws_replicas, false,
          [&s, bk = shape.block_k, bc = shape.block_c](const irg_problem_t& p) {
            require_channels_granule("cpg", 8, p.cpg);
            require_channels_granule("kpg", 8, p.kpg);
            // A ring's copies move whole block tiles: a channel tail would need the unspecified
            // out-of-bounds fill (docs/kernels.md, rule 17 and §Launch plans).
            if (s.tdm_stages > 0 && (p.kpg % bk != 0 || p.cpg % bc != 0))
              throw_refusal(RefusalId::img_tdm_channels, bk, bc, static_cast<long long>(p.kpg),
                            static_cast<long long>(p.cpg));
          },
          direct_wgrad_kernel_name(s), shape.threads,
          [&s, bk = shape.block_k, bc = shape.block_c](const irg_problem_t& p, int64_t images, int64_t, int64_t) {
            return std::array<int64_t, 3>{p.groups * ceil_div(p.kpg, bk) * ceil_div(p.cpg, bc), s.row_blocks, images};
          }};
}

}  // namespace

const FamilyKernels direct_wgrad_kernels = {validate_direct_wgrad, build, stage1};

}  // namespace irgate::engine
