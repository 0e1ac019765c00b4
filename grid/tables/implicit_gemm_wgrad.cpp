// grid/tables/implicit_gemm_wgrad.cpp — the AOT grid of implicit_gemm_wgrad: run-time-geometry
// kernels by block shape, slab count and dtype; no axis names a network's layer shape.
#include "grid/tables/family_tables.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;

// ---- implicit_gemm_wgrad: the arches its families.def row admits (gfx1100, gfx1151, gfx1200,
// gfx1201, gfx1250). The channels and the
// geometry (filter, stride, padding, dilation: every spec field -1) are kernargs, so one kernel per
// block shape serves every layer the plan admits (docs/kernels/implicit_gemm_wgrad.md, Run-time
// geometry); only what changes the code is an axis. Serving takes the fewest atomic adds per dW
// element first (grid.y: positions / (32 · k_steps)), so the large block reduces 32 steps a block
// and the small one (16 x 16 tiles, for groups of 16 channels and for small problems, where it ties
// and wins by name) 8; between them a block of 2 x 2 waves of one tile each, 32 steps, the large
// block of a dtype whose four tiles a wave are over the register budget (fp32 on gfx11 and gfx12,
// whose VALU body keeps a float a product: docs/implicit-gemm-gfx11-gfx12.md §9),
// and elsewhere the block of 32-channel groups. A block an arch refuses is left out of its cache
// (grid compile counts the refusals). No baked specialisation: none measured paid (docs/grid.md,
// the instruction-count table).
struct ImplicitGemmAxes {
  std::vector<std::string> arches = registry::family_by_name("implicit_gemm_wgrad")->admitted_arches();
  struct Block { int wm, wn, tm, tn, k_steps; };
  std::vector<Block> blocks = {{1, 1, 1, 1, 8}, {2, 2, 1, 1, 32}, {2, 2, 2, 2, 32}};
  std::vector<int> ws_replicas = {1, 4};
};

constexpr int kRuntime = IRG_GEOMETRY_RUNTIME;

}  // namespace

void grid_rows_implicit_gemm_wgrad(const std::vector<GridEntry>&, std::vector<GridEntry>& out) {
  const ImplicitGemmAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kAnyInputDtypes)
      for (const auto& b : a.blocks)
        for (int wsr : a.ws_replicas)
          out.push_back({"implicit_gemm_wgrad", arch, dtype,
                         Spec{{"dtype", dtype}, {"filter_h", kRuntime}, {"filter_w", kRuntime}, {"pad_h", kRuntime},
                              {"pad_w", kRuntime}, {"stride_h", kRuntime}, {"stride_w", kRuntime},
                              {"dilation_h", kRuntime}, {"dilation_w", kRuntime}, {"waves_m", b.wm},
                              {"waves_n", b.wn}, {"wave_tiles_m", b.tm}, {"wave_tiles_n", b.tn},
                              {"k_steps", b.k_steps}, {"ws_replicas", wsr}}});
}

}  // namespace irgate::grid
