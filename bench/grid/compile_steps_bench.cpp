// bench/grid/compile_steps_bench.cpp — one grid kernel through `irgate grid compile`'s steps
// (grid::compile_kernel: emit, llvm-as, llc -O3, ld.lld, llvm-readelf --notes, store), one
// compile an iteration, reported per step in milliseconds; medians of 7 repetitions
// (docs/grid.md §Measured). Skips without the llvm22 toolchain.
//
//   build/bench/grid/compile_steps_bench
#include <benchmark/benchmark.h>

#include "arch_domain/table.h"
#include "grid/compile_one.h"
#include "grid/request.h"
#include "support/sha256.h"
#include "toolchain/tempdir.h"

namespace irgate::grid {
namespace {

using nlohmann::json;

// A depthwise kernel of the wave32 grid and a mid-sized direct_wgrad kernel of the gfx1250 grid.
const json kDepthwise = {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1},
                         {"stride_h", 1}, {"stride_w", 1}, {"waves", 4}, {"r_split", 1}, {"ho_per_block", 8},
                         {"ws_replicas", 1}};
const json kDirect = {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1},
                      {"stride_h", 1}, {"stride_w", 1}, {"cpg", 64}, {"kpg", 64}, {"waves_k", 2}, {"waves_c", 2},
                      {"wave_tiles_k", 1}, {"wave_tiles_c", 1}, {"rows_per_sync", 1}, {"row_blocks", 1},
                      {"lds_epilogue", 0}, {"tdm_stages", 0}, {"ws_replicas", 1}};

void compile_steps(benchmark::State& state, const char* family, const char* arch, const json& spec) {
  auto tc = toolchain::find_toolchain(kGridFlavor);
  auto view = arch_domain::load_view(IRGATE_SOURCE_ROOT, kGridFlavor);
  auto dir = toolchain::TempDir::create("irgate-compile-bench");
  if (!tc || !view || !dir) return state.SkipWithError("no llvm22 toolchain, arch table or temp folder");
  auto req = grid_request(family, arch, spec, (*view)->get());
  if (!req) return state.SkipWithError(req.error().message.c_str());
  const Emission em = emit_reference(*req);
  const GridKernel kernel{grid_kernel_name(em.kernel, arch, "fp16"), family, arch, "fp16", spec, em.stamp,
                          sha256_hex(em.text), *req};
  StepSeconds sum;
  for (auto _ : state) {
    const Compiled c = compile_kernel(*tc, kernel, dir->path());
    if (!c.failure.empty()) return state.SkipWithError(c.failure.c_str());
    sum += c.seconds;
  }
  const double ms = 1000.0 / double(state.iterations());
  state.counters["emit_ms"] = sum.emit * ms;
  state.counters["llvm_as_ms"] = sum.as * ms;
  state.counters["llc_ms"] = sum.llc * ms;
  state.counters["ld_lld_ms"] = sum.lld * ms;
  state.counters["notes_ms"] = sum.notes * ms;
  state.counters["store_ms"] = sum.store * ms;
}

BENCHMARK_CAPTURE(compile_steps, depthwise_gfx1100, "direct_depthwise_wgrad", "gfx1100", kDepthwise)
    ->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(7)->UseRealTime()->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(compile_steps, direct_wgrad_gfx1250, "direct_wgrad", "gfx1250", kDirect)
    ->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(7)->UseRealTime()->ReportAggregatesOnly(true);

}  // namespace
}  // namespace irgate::grid
