// grid/tables/direct_wgrad_reduce.cpp — the AOT grid of direct_wgrad_reduce: once per (arch, ws_replicas) the
// stage-1 grids use, per output dtype; block_size is the plans' fixed 256.
#include <set>
#include <utility>

#include "grid/tables/family_tables.h"

namespace irgate::grid {
namespace {

const std::vector<std::string> kReduceOutDtypes = {"fp32", "fp16", "bf16"};
constexpr int kReduceBlock = 256;

}  // namespace

void grid_rows_direct_wgrad_reduce(const std::vector<GridEntry>& stage1, std::vector<GridEntry>& out) {
  std::set<std::string> arches;
  std::set<int> replicas;
  for (const GridEntry& e : stage1) {
    arches.insert(e.arch);
    if (auto it = e.spec.find("ws_replicas"); it != e.spec.end()) replicas.insert(static_cast<int>(it->second.number));
  }
  for (const auto& arch : arches)
    for (const auto& out_dtype : kReduceOutDtypes)
      for (int wsr : replicas)
        out.push_back({"direct_wgrad_reduce", arch, out_dtype,
                       registry::SpecValues{{"ws_replicas", wsr}, {"out_dtype", out_dtype}, {"block_size", kReduceBlock}}});
}

}  // namespace irgate::grid
