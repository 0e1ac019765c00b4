// grid/tables/direct_wgrad_small_c.cpp — the AOT grid of direct_wgrad_small_c: the stems and the knob values per arch and dtype.
#include "grid/tables/family_tables.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;

// ---- direct_wgrad_small_c: the arches its families.def row admits (gfx1250), the stems networks
// start with (filter, stride, pad, input channels), times the knobs. The output channel count K is
// a kernarg (one kernel serves every K its plan admits), so the grid has no K axis; serving picks,
// among kernels of equal cost, the one that launches the fewest work-items, i.e. the block k tile
// that fits K (docs/grid.md §Serving).
struct SmallCAxes {
  std::vector<std::string> arches = registry::family_by_name("direct_wgrad_small_c")->admitted_arches();
  struct Stem { int filter, stride, pad, c; };
  std::vector<Stem> stems = {
      {3, 1, 1, 3},  // the stride-1 3x3 RGB input layers
      {3, 2, 1, 3},  // the 3x3 s2 stem
      {3, 2, 0, 3},  // the unpadded 3x3 s2 stem
      {7, 2, 3, 3},  // the 7x7 s2 stem (ResNet)
      {4, 4, 0, 3},  // patchify stems (ConvNeXt, Swin)
      {3, 1, 1, 4},  // the latent-space input convolution of latent diffusion UNets
  };
  std::vector<int> vec_x = {1, 2, 4};
  std::vector<int> sub_steps = {1, 2, 4};
  std::vector<int> uniform_wave = {0, 1};
  std::vector<int> waves = {2, 4, 8, 16};
  std::vector<int> wave_tiles = {1, 2};
  std::vector<int> ws_replicas = {1, 4};
};

}  // namespace

void grid_rows_direct_wgrad_small_c(const std::vector<GridEntry>&, std::vector<GridEntry>& out) {
  const SmallCAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kStage1InputDtypes)
      for (const auto& stem : a.stems)
        for (int w : a.waves)
          for (int t : a.wave_tiles)
            for (int v : a.vec_x)
              for (int u : a.sub_steps)
                for (int uw : a.uniform_wave)
                  for (int wsr : a.ws_replicas)
                    out.push_back({"direct_wgrad_small_c", arch, dtype,
                                   Spec{{"dtype", dtype}, {"filter_h", stem.filter}, {"filter_w", stem.filter},
                                        {"pad_h", stem.pad}, {"pad_w", stem.pad}, {"stride_h", stem.stride},
                                        {"stride_w", stem.stride}, {"c", stem.c}, {"vec_x", v}, {"sub_steps", u},
                                        {"uniform_wave", uw}, {"waves", w}, {"wave_tiles", t},
                                        {"ws_replicas", wsr}}});
}

}  // namespace irgate::grid
