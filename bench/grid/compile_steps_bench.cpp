// bench/grid/compile_steps_bench.cpp — one grid kernel through `irgate grid compile`'s steps
// (grid::compile_kernel: emit, verify, llc -O3, ld.lld, metadata notes, store), one compile an
// iteration, reported per step in milliseconds; medians of 7 repetitions (docs/grid.md
// §Measured). Each kernel three times: with the subprocess builder (llvm-as, llc, ld.lld,
// llvm-readelf), with the in-process builder (libLLVM 22 + liblld; its first compile, which sets
// up the TargetMachine, is a warm-up outside the timing), and with the in-process builder in its
// worker process as `grid compile` runs it (in_process::isolated_builder: the warm-up starts the
// worker, the two socket messages per kernel are in the wall time; the worker is the irgate of
// this build unless IRGATE_WORKER names another). Skips without the llvm22 toolchain.
//
//   build/bench/grid/compile_steps_bench
#include <benchmark/benchmark.h>

#include "arch_domain/table.h"
#include "grid/compile_one.h"
#include "grid/request.h"
#include "support/sha256.h"
#include <cstdlib>

#include "toolchain/in_process/build_service.h"
#include "toolchain/in_process/builder.h"
#include "toolchain/tempdir.h"

namespace irgate::grid {
namespace {

using Spec = registry::SpecValues;

// A depthwise kernel of the wave32 grid and a mid-sized direct_wgrad kernel of the gfx1250 grid.
const Spec kDepthwise = {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1},
                         {"stride_h", 1}, {"stride_w", 1}, {"waves", 4}, {"r_split", 1}, {"ho_per_block", 8},
                         {"ws_replicas", 1}};
const Spec kDirect = {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1},
                      {"stride_h", 1}, {"stride_w", 1}, {"waves_k", 2}, {"waves_c", 2},
                      {"wave_tiles_k", 1}, {"wave_tiles_c", 1}, {"rows_per_sync", 1}, {"row_blocks", 1},
                      {"lds_epilogue", 0}, {"tdm_stages", 0}, {"ws_replicas", 1}};
// The large block of the implicit_gemm_wgrad grid on the 3x3 s1 p1 shape (grid/tables).
const Spec kImplicitGemm = {{"dtype", "fp16"}, {"filter_h", 3}, {"filter_w", 3}, {"pad_h", 1}, {"pad_w", 1},
                            {"stride_h", 1}, {"stride_w", 1}, {"dilation_h", 1}, {"dilation_w", 1},
                            {"waves_m", 2}, {"waves_n", 2}, {"wave_tiles_m", 2}, {"wave_tiles_n", 2},
                            {"k_steps", 32}, {"ws_replicas", 1}};

enum class Mode { subprocess, in_process, isolated };

// The builder a run measures: four subprocesses, libLLVM + liblld in this process, or those in a
// worker process.
Result<std::unique_ptr<toolchain::ObjectBuilder>> make_builder(const toolchain::Toolchain& tc, Mode mode) {
  if (mode == Mode::subprocess)
    return std::unique_ptr<toolchain::ObjectBuilder>(std::make_unique<toolchain::SubprocessBuilder>(tc));
  auto version = toolchain::llc_version(tc);
  if (!version) return version.error();
  if (mode == Mode::isolated)
    return toolchain::in_process::isolated_builder(tc.flavor, toolchain::version_number(*version), tc.timeout);
  auto b = toolchain::in_process::InProcessBuilder::create(tc.flavor, toolchain::version_number(*version));
  if (!b) return b.error();
  return std::unique_ptr<toolchain::ObjectBuilder>(std::move(*b));
}

void compile_steps(benchmark::State& state, const char* family, const char* arch, const Spec& spec, Mode mode) {
  auto tc = toolchain::find_toolchain(kGridFlavor);
  auto view = arch_domain::load_view(IRGATE_SOURCE_ROOT, kGridFlavor);
  auto dir = toolchain::TempDir::create("irgate-compile-bench");
  if (!tc || !view || !dir) return state.SkipWithError("no llvm22 toolchain, arch table or temp folder");
  auto req = grid_request(family, arch, spec, (*view)->get());
  if (!req) return state.SkipWithError(req.error().message.c_str());
  auto builder = make_builder(*tc, mode);
  if (!builder) return state.SkipWithError(builder.error().message.c_str());
  const Emission em = emit_reference(*req);
  const GridKernel kernel{grid_kernel_name(em.kernel_name(), arch, "fp16"), family, arch, "fp16", spec, em.stamp,
                          sha256_hex(em.text), *req};
  const isa::Auditor auditor;
  // warm-up: the arch's TargetMachine, and the audit's disassembler
  if (mode != Mode::subprocess) compile_kernel(**builder, auditor, kernel, dir->path());
  StepSeconds sum;
  for (auto _ : state) {
    const Compiled c = compile_kernel(**builder, auditor, kernel, dir->path());
    if (!c.failure.empty()) return state.SkipWithError(c.failure.c_str());
    sum += c.seconds;
  }
  const double ms = 1000.0 / double(state.iterations());
  state.counters["emit_ms"] = sum.emit * ms;
  state.counters["verify_ms"] = sum.as * ms;
  state.counters["llc_ms"] = sum.llc * ms;
  state.counters["ld_lld_ms"] = sum.lld * ms;
  state.counters["metadata_ms"] = sum.notes * ms;
  state.counters["isa_audit_ms"] = sum.audit * ms;
  state.counters["store_ms"] = sum.store * ms;
}

#define IRGATE_COMPILE_BENCH(name, family, arch, spec, mode)                                        \
  BENCHMARK_CAPTURE(compile_steps, name, family, arch, spec, mode)                                    \
      ->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(7)->UseRealTime()->ReportAggregatesOnly(true)

IRGATE_COMPILE_BENCH(depthwise_gfx1100_subprocess, "direct_depthwise_wgrad", "gfx1100", kDepthwise, Mode::subprocess);
IRGATE_COMPILE_BENCH(depthwise_gfx1100_in_process, "direct_depthwise_wgrad", "gfx1100", kDepthwise, Mode::in_process);
IRGATE_COMPILE_BENCH(depthwise_gfx1100_isolated, "direct_depthwise_wgrad", "gfx1100", kDepthwise, Mode::isolated);
IRGATE_COMPILE_BENCH(direct_wgrad_gfx1250_subprocess, "direct_wgrad", "gfx1250", kDirect, Mode::subprocess);
IRGATE_COMPILE_BENCH(direct_wgrad_gfx1250_in_process, "direct_wgrad", "gfx1250", kDirect, Mode::in_process);
IRGATE_COMPILE_BENCH(direct_wgrad_gfx1250_isolated, "direct_wgrad", "gfx1250", kDirect, Mode::isolated);
IRGATE_COMPILE_BENCH(implicit_gemm_gfx1250_subprocess, "implicit_gemm_wgrad", "gfx1250", kImplicitGemm, Mode::subprocess);
IRGATE_COMPILE_BENCH(implicit_gemm_gfx1250_in_process, "implicit_gemm_wgrad", "gfx1250", kImplicitGemm, Mode::in_process);

}  // namespace
}  // namespace irgate::grid

int main(int argc, char** argv) {
  ::setenv("IRGATE_WORKER", IRGATE_BUILT_IRGATE, 0);  // the isolated runs' worker (support/worker.h)
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
