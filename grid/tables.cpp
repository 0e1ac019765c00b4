// grid/tables.cpp — see tables.h. Each family's grid is one block of axes below; the generator
// takes their product. Change a grid here and nowhere else.
#include "grid/tables.h"

#include <set>

namespace irgate::grid {
namespace {

using json = nlohmann::json;

// Input dtypes of the stage-1 families (X and dY); accumulation is fp32 in every kernel.
const std::vector<std::string> kInputDtypes = {"fp16", "bf16"};

// ---- direct_depthwise_wgrad: the wave32 targets (gfx11, gfx12, gfx1250) and gfx950 (wave64).
struct DepthwiseAxes {
  std::vector<std::string> arches = {"gfx1100", "gfx1151", "gfx1200", "gfx1201", "gfx1250", "gfx950"};
  std::vector<int> filters = {3, 5, 7};  // square; pad = filter / 2 ("same" convolutions)
  std::vector<int> strides = {1, 2};
  std::vector<int> waves = {4, 8};
  std::vector<int> r_splits = {1, 2, 4};  // r_split 4 > filter 3 is refused, and counted
  std::vector<int> ho_per_block = {2, 8};
  std::vector<int> ws_replicas = {1, 4};
};

// ---- direct_wgrad: gfx1250 only, 3x3 pad 1 stride 1, register-staged (tdm_stages 0: nothing
// ranks the TDM ring above its register-staged twin without a device; docs/grid.md). Block shapes are (waves_k, waves_c, wave_tiles_k,
// wave_tiles_c); a block tile wider than the group's channels only adds zero loads, so the
// generator keeps 16·waves·tiles <= kpg (k) and <= cpg (c).
struct DirectAxes {
  std::vector<std::string> arches = {"gfx1250"};
  std::vector<int> channels = {16, 32, 64, 128, 256};  // cpg and kpg
  struct Block { int wk, wc, tk, tc; };
  std::vector<Block> blocks = {{1, 1, 1, 1}, {2, 2, 1, 1}, {1, 1, 2, 2}, {2, 2, 2, 2}, {4, 2, 1, 1}, {4, 4, 1, 1}};
  std::vector<int> rows_per_sync = {1, 2};
  std::vector<int> row_blocks = {1, 4};
  std::vector<int> lds_epilogue = {0, 1};
  std::vector<int> ws_replicas = {1, 4};
};

// ---- direct_wgrad_small_c: gfx1250 only, the stems networks start with (filter, stride, pad,
// input channels, output channels), times the knobs. A block k tile (16·waves·tiles) wider than
// K only adds zero loads, so the generator keeps 16·waves·tiles <= K.
struct SmallCAxes {
  std::vector<std::string> arches = {"gfx1250"};
  struct Stem { int filter, stride, pad, c; std::vector<int> ks; };
  std::vector<Stem> stems = {
      {3, 1, 1, 3, {32, 64}},    // the stride-1 3x3 RGB input layers
      {3, 2, 1, 3, {32, 64}},    // the 3x3 s2 stem
      {3, 2, 0, 3, {32, 64}},    // the unpadded 3x3 s2 stem
      {7, 2, 3, 3, {64}},        // the 7x7 s2 stem (ResNet)
      {4, 4, 0, 3, {96, 128}},   // patchify stems (ConvNeXt, Swin)
      {3, 1, 1, 4, {320, 512}},  // the latent-space input convolution of latent diffusion UNets
  };
  std::vector<int> vec_x = {1, 2, 4};
  std::vector<int> sub_steps = {1, 2, 4};
  std::vector<int> uniform_wave = {0, 1};
  std::vector<int> waves = {2, 4, 8, 16};
  std::vector<int> wave_tiles = {1, 2};
  std::vector<int> ws_replicas = {1, 4};
};

// ---- direct_wgrad_reduce: once per ws_replicas value the stage-1 grids use, per output dtype,
// on every arch a stage-1 grid covers; block_size is the plans' fixed 256.
const std::vector<std::string> kReduceOutDtypes = {"fp32", "fp16", "bf16"};
constexpr int kReduceBlock = 256;

void depthwise(std::vector<GridEntry>& out) {
  const DepthwiseAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kInputDtypes)
      for (int f : a.filters)
        for (int s : a.strides)
          for (int w : a.waves)
            for (int rs : a.r_splits)
              for (int hb : a.ho_per_block)
                for (int wsr : a.ws_replicas)
                  out.push_back({"direct_depthwise_wgrad", arch, dtype,
                                 json{{"dtype", dtype}, {"filter_h", f}, {"filter_w", f}, {"pad_h", f / 2},
                                      {"pad_w", f / 2}, {"stride_h", s}, {"stride_w", s}, {"waves", w},
                                      {"r_split", rs}, {"ho_per_block", hb}, {"ws_replicas", wsr}}});
}

void direct(std::vector<GridEntry>& out) {
  const DirectAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kInputDtypes)
      for (int cpg : a.channels)
        for (int kpg : a.channels)
          for (const auto& b : a.blocks) {
            if (16 * b.wk * b.tk > kpg || 16 * b.wc * b.tc > cpg) continue;
            for (int rps : a.rows_per_sync)
              for (int rb : a.row_blocks)
                for (int le : a.lds_epilogue)
                  for (int wsr : a.ws_replicas)
                    out.push_back({"direct_wgrad", arch, dtype,
                                   json{{"dtype", dtype}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1},
                                        {"pad_w", 1}, {"stride_h", 1}, {"stride_w", 1}, {"cpg", cpg},
                                        {"kpg", kpg}, {"waves_k", b.wk}, {"waves_c", b.wc},
                                        {"wave_tiles_k", b.tk}, {"wave_tiles_c", b.tc}, {"rows_per_sync", rps},
                                        {"row_blocks", rb}, {"lds_epilogue", le}, {"tdm_stages", 0},
                                        {"ws_replicas", wsr}}});
          }
}

void small_c(std::vector<GridEntry>& out) {
  const SmallCAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kInputDtypes)
      for (const auto& stem : a.stems)
        for (int k : stem.ks)
          for (int w : a.waves)
            for (int t : a.wave_tiles) {
              if (16 * w * t > k) continue;
              for (int v : a.vec_x)
                for (int u : a.sub_steps)
                  for (int uw : a.uniform_wave)
                    for (int wsr : a.ws_replicas)
                      out.push_back({"direct_wgrad_small_c", arch, dtype,
                                     json{{"dtype", dtype}, {"filter_h", stem.filter}, {"filter_w", stem.filter},
                                          {"pad_h", stem.pad}, {"pad_w", stem.pad}, {"stride_h", stem.stride},
                                          {"stride_w", stem.stride}, {"c", stem.c}, {"kpg", k}, {"vec_x", v},
                                          {"sub_steps", u}, {"uniform_wave", uw}, {"waves", w},
                                          {"wave_tiles", t}, {"ws_replicas", wsr}}});
            }
}

void reduce(std::vector<GridEntry>& out) {
  const DepthwiseAxes dw;
  const DirectAxes di;
  const SmallCAxes sc;
  std::set<std::string> arches(dw.arches.begin(), dw.arches.end());
  arches.insert(di.arches.begin(), di.arches.end());
  arches.insert(sc.arches.begin(), sc.arches.end());
  std::set<int> replicas(dw.ws_replicas.begin(), dw.ws_replicas.end());
  replicas.insert(di.ws_replicas.begin(), di.ws_replicas.end());
  replicas.insert(sc.ws_replicas.begin(), sc.ws_replicas.end());
  for (const auto& arch : arches)
    for (const auto& out_dtype : kReduceOutDtypes)
      for (int wsr : replicas)
        out.push_back({"direct_wgrad_reduce", arch, out_dtype,
                       json{{"ws_replicas", wsr}, {"out_dtype", out_dtype}, {"block_size", kReduceBlock}}});
}

}  // namespace

const std::vector<std::string>& grid_families() {
  static const std::vector<std::string> families = {"direct_depthwise_wgrad", "direct_wgrad", "direct_wgrad_small_c",
                                                     "direct_wgrad_reduce"};
  return families;
}

std::vector<GridEntry> grid_entries() {
  std::vector<GridEntry> out;
  depthwise(out);
  direct(out);
  small_c(out);
  reduce(out);
  return out;
}

}  // namespace irgate::grid
