// engine/kernels/implicit_gemm_wgrad_family.cpp — the implicit_gemm_wgrad entry of families.def:
// one block per (group, k tile, tap, c tile) along x, the split-K position ranges along y; the
// channel counts come from the problem (kernargs), the geometry too for a run-time-geometry spec
// (else it is checked against the spec's).
#include "engine/kernels/family.h"
#include "engine/kernels/implicit_gemm_wgrad.h"

namespace irgate::engine {
namespace {

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

void validate(const irg_request_t& r, const ArchInfo& arch) { validate_implicit_gemm(r.spec.implicit_gemm, arch); }

Kernel build(const irg_request_t& r, const ArchInfo& arch, const std::string& stamp) {
  return build_implicit_gemm(r.spec.implicit_gemm, arch, stamp);
}

Stage1 stage1(const irg_request_t& r, const ArchInfo& arch) {
  const irg_implicit_gemm_wgrad_spec_t& s = r.spec.implicit_gemm;
  const ImplicitGemmShape d = implicit_gemm_shape(s, arch.family);
  Stage1 k{s.filter_h, s.filter_w, s.stride_h, s.stride_w, s.pad_h, s.pad_w, s.dtype, s.ws_replicas, false,
           [](const irg_problem_t& p) {
             require_channels_positive("cpg", p.cpg);
             require_channels_positive("kpg", p.kpg);
           },
           implicit_gemm_kernel_name(s), d.threads,
           [d](const irg_problem_t& p, int64_t images, int64_t ho, int64_t wo) {
             const int64_t taps = int64_t(p.filter_h) * p.filter_w;  // the problem's: equal to a baked spec's
             const int64_t tiles = ceil_div(p.kpg, d.block_m) * taps * ceil_div(p.cpg, d.block_n);
             return std::array<int64_t, 3>{p.groups * tiles, ceil_div(images * ho * wo, d.block_positions), 1};
           }};
  k.dilated = true;
  k.dilation_h = s.dilation_h;
  k.dilation_w = s.dilation_w;
  k.runtime_geometry = implicit_gemm_runtime_geometry(s);
  return k;
}

}  // namespace

const FamilyKernels implicit_gemm_wgrad_kernels = {validate, build, stage1};

}  // namespace irgate::engine
