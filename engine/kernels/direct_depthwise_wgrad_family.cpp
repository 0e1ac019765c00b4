// engine/kernels/direct_depthwise_wgrad_family.cpp — the direct_depthwise_wgrad entry of families.def: one
// wave lane per channel, grid (ceil(G / wave) [x the tap tiles of a run-time-geometry kernel], images,
// ceil(Ho / ho_per_block)).
#include "engine/kernels/direct_depthwise_wgrad.h"
#include "engine/kernels/family.h"

namespace irgate::engine {
namespace {

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

void validate(const irg_request_t& r, const ArchInfo& arch) { validate_direct_depthwise_wgrad(r.spec.depthwise, arch); }

Kernel build(const irg_request_t& r, const ArchInfo& arch, const std::string& stamp) {
  return build_direct_depthwise_wgrad(r.spec.depthwise, arch, stamp);
}

Stage1 stage1(const irg_request_t& r, const ArchInfo& arch) {
  const irg_depthwise_wgrad_spec_t& s = r.spec.depthwise;
  const DepthwiseShape shape = depthwise_shape(s, arch);
  Stage1 k{s.filter_h, s.filter_w, s.stride_h, s.stride_w, s.pad_h, s.pad_w, s.dtype, s.ws_replicas, false,
           [](const irg_problem_t& p) {  // one channel a group: G channels in all
             require_channels_equal("cpg", 1, p.cpg);
             require_channels_equal("kpg", 1, p.kpg);
           },
           direct_depthwise_wgrad_kernel_name(s), shape.block_size,
           [&s, shape](const irg_problem_t& p, int64_t images, int64_t ho, int64_t) {
             // A run-time-geometry block owns a tap tile too: ceil(R / TR) * ceil(S / TC) of them.
             const int64_t tiles = shape.runtime_geometry
                                       ? ceil_div(p.filter_h, s.tap_rows) * ceil_div(p.filter_w, s.tap_cols)
                                       : 1;
             return std::array<int64_t, 3>{ceil_div(p.groups, shape.wave_size) * tiles, images,
                                           ceil_div(ho, s.ho_per_block)};
           }};
  k.runtime_geometry = shape.runtime_geometry;
  return k;
}

}  // namespace

const FamilyKernels direct_depthwise_wgrad_kernels = {validate, build, stage1};

}  // namespace irgate::engine
