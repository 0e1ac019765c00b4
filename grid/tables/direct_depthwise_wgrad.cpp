// grid/tables/direct_depthwise_wgrad.cpp — the AOT grid of direct_depthwise_wgrad: the knob values per arch and dtype.
#include "grid/tables/family_tables.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;

// ---- direct_depthwise_wgrad: the wave32 targets (gfx11, gfx12, gfx1250) and gfx950 (wave64);
// the baked 3/5/7 filters, and run-time-geometry tap-tile kernels for every other depthwise layer.
struct DepthwiseAxes {
  std::vector<std::string> arches = {"gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250", "gfx950"};
  std::vector<int> filters = {3, 5, 7};  // square; pad = filter / 2 ("same" convolutions)
  std::vector<int> strides = {1, 2};
  std::vector<int> waves = {4, 8};
  std::vector<int> r_splits = {1, 2, 4};  // r_split 4 > filter 3 is refused, and counted
  std::vector<int> ho_per_block = {2, 8};
  std::vector<int> ws_replicas = {1, 4};
  // Run-time geometry (issue 42 §4): every filter, stride, dilation and padding, on tap tiles
  // (rows x columns a block) for square, wide and 1-D filters; waves 1 walks a band alone, 4 meet
  // in the LDS reduction.
  struct TapTile { int rows, cols; };
  std::vector<TapTile> tap_tiles = {{1, 8}, {1, 16}, {4, 8}, {8, 4}, {8, 8}};
  std::vector<int> runtime_waves = {1, 4};
};

}  // namespace

void grid_rows_direct_depthwise_wgrad(const std::vector<GridEntry>&, std::vector<GridEntry>& out) {
  const DepthwiseAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kAnyInputDtypes) {
      for (int f : a.filters)
        for (int s : a.strides)
          for (int w : a.waves)
            for (int rs : a.r_splits)
              for (int hb : a.ho_per_block)
                for (int wsr : a.ws_replicas)
                  out.push_back({"direct_depthwise_wgrad", arch, dtype,
                                 Spec{{"dtype", dtype}, {"filter_h", f}, {"filter_w", f}, {"pad_h", f / 2},
                                      {"pad_w", f / 2}, {"stride_h", s}, {"stride_w", s}, {"waves", w},
                                      {"r_split", rs}, {"ho_per_block", hb}, {"ws_replicas", wsr}}});
      for (const auto& tile : a.tap_tiles)
        for (int w : a.runtime_waves)
          for (int hb : a.ho_per_block)
            for (int wsr : a.ws_replicas)
              out.push_back({"direct_depthwise_wgrad", arch, dtype,
                             Spec{{"dtype", dtype}, {"filter_h", IRG_GEOMETRY_RUNTIME}, {"filter_w", IRG_GEOMETRY_RUNTIME},
                                  {"pad_h", IRG_GEOMETRY_RUNTIME}, {"pad_w", IRG_GEOMETRY_RUNTIME}, {"stride_h", IRG_GEOMETRY_RUNTIME},
                                  {"stride_w", IRG_GEOMETRY_RUNTIME}, {"waves", w}, {"r_split", 1}, {"ho_per_block", hb},
                                  {"ws_replicas", wsr}, {"tap_rows", tile.rows}, {"tap_cols", tile.cols}}});
    }
}

}  // namespace irgate::grid
