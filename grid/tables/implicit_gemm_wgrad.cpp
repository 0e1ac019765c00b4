// grid/tables/implicit_gemm_wgrad.cpp — the AOT grid of implicit_gemm_wgrad: the layer shapes
// networks train with (filter, stride, padding, dilation) times a few blocks, per dtype.
#include "grid/tables/family_tables.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;

// ---- implicit_gemm_wgrad: gfx1250 only. The channels are kernargs, so one kernel per shape
// serves every channel count and group count; only what changes the code is an axis. Serving
// takes the fewest atomic adds per dW element first (grid.y: positions / (32 · k_steps)), so the
// large block reduces 32 steps a block and the small one (16 x 16 tiles, for groups of 16
// channels and for small problems, where it ties and wins by name) 8.
struct ImplicitGemmAxes {
  std::vector<std::string> arches = {"gfx1250"};
  struct Shape { int filter, stride, pad, dilation; };
  std::vector<Shape> shapes = {
      {1, 1, 0, 1},    // pointwise: bottlenecks, expansions, projections, SE convolutions, heads
      {1, 2, 0, 1},    // strided projection shortcuts (ResNet downsample)
      {3, 1, 1, 1},    // the 3x3 layer of every body
      {3, 2, 1, 1},    // 3x3 s2 downsampling (ResNet v1.5, YOLOv8, SD UNet)
      {3, 2, 0, 1},    // 3x3 s2 on an input padded by hand (SD VAE encoder downsampling)
      {2, 2, 0, 1},    // 2x2 s2 downsampling (ConvNeXt)
      {3, 1, 2, 2},    // dilated bodies (DeepLabV3: output stride 8)
      {3, 1, 4, 4},
      {3, 1, 12, 12},  // ASPP rates 12, 24, 36
      {3, 1, 24, 24},
      {3, 1, 36, 36},
      {16, 16, 0, 1},  // patch embedding (ViT-B/16)
  };
  struct Block { int wm, wn, tm, tn, k_steps; };
  std::vector<Block> blocks = {{1, 1, 1, 1, 8}, {2, 2, 2, 2, 32}};
  std::vector<int> ws_replicas = {1, 4};
};

}  // namespace

void grid_rows_implicit_gemm_wgrad(const std::vector<GridEntry>&, std::vector<GridEntry>& out) {
  const ImplicitGemmAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kStage1InputDtypes)
      for (const auto& sh : a.shapes)
        for (const auto& b : a.blocks)
          for (int wsr : a.ws_replicas)
            out.push_back({"implicit_gemm_wgrad", arch, dtype,
                           Spec{{"dtype", dtype}, {"filter_h", sh.filter}, {"filter_w", sh.filter},
                                {"pad_h", sh.pad}, {"pad_w", sh.pad}, {"stride_h", sh.stride},
                                {"stride_w", sh.stride}, {"dilation_h", sh.dilation}, {"dilation_w", sh.dilation},
                                {"waves_m", b.wm}, {"waves_n", b.wn}, {"wave_tiles_m", b.tm},
                                {"wave_tiles_n", b.tn}, {"k_steps", b.k_steps}, {"ws_replicas", wsr}}});
}

}  // namespace irgate::grid
