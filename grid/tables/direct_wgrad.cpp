// grid/tables/direct_wgrad.cpp — the AOT grid of direct_wgrad: the knob values per arch and dtype.
#include "grid/tables/family_tables.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;

// ---- direct_wgrad: the arches its families.def row admits (gfx1250), 3x3 pad 1 stride 1,
// register-staged (tdm_stages 0: nothing ranks the TDM ring above its register-staged twin without
// a device; docs/grid.md). Block shapes are (waves_k, waves_c, wave_tiles_k, wave_tiles_c). The
// channel counts are kernargs (one kernel serves every cpg and kpg its plan admits), so the grid
// has no channel axis: only knob values that change the code.
struct DirectAxes {
  std::vector<std::string> arches = registry::family_by_name("direct_wgrad")->admitted_arches();
  struct Block { int wk, wc, tk, tc; };
  std::vector<Block> blocks = {{1, 1, 1, 1}, {2, 2, 1, 1}, {1, 1, 2, 2}, {2, 2, 2, 2}, {4, 2, 1, 1}, {4, 4, 1, 1}};
  std::vector<int> rows_per_sync = {1, 2};
  std::vector<int> row_blocks = {1, 4};
  std::vector<int> lds_epilogue = {0, 1};
  std::vector<int> ws_replicas = {1, 4};
};

}  // namespace

void grid_rows_direct_wgrad(const std::vector<GridEntry>&, std::vector<GridEntry>& out) {
  const DirectAxes a;
  for (const auto& arch : a.arches)
    for (const auto& dtype : kStage1InputDtypes)
      for (const auto& b : a.blocks)
        for (int rps : a.rows_per_sync)
          for (int rb : a.row_blocks)
            for (int le : a.lds_epilogue)
              for (int wsr : a.ws_replicas)
                out.push_back({"direct_wgrad", arch, dtype,
                               Spec{{"dtype", dtype}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1},
                                    {"stride_h", 1}, {"stride_w", 1}, {"waves_k", b.wk}, {"waves_c", b.wc},
                                    {"wave_tiles_k", b.tk}, {"wave_tiles_c", b.tc}, {"rows_per_sync", rps},
                                    {"row_blocks", rb}, {"lds_epilogue", le}, {"tdm_stages", 0},
                                    {"ws_replicas", wsr}}});
}

}  // namespace irgate::grid
