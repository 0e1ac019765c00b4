// bench/isa/geometry_cost_bench.cpp — what reading the geometry at run time costs the
// implicit-GEMM kernel: dynamic wave-instructions per WMMA on the ISA executor of the
// run-time-geometry kernel against the baked kernel of the same block, on the same layer, one
// layer per geometry class (docs/kernels/implicit_gemm_wgrad.md, Run-time geometry; issue 28 asks
// for at most 1.15x per class).
//
// Both kernels run the same blocks and the same WMMAs on the same problem, so the WMMA count is
// worked out once from the plan (blocks x steps x waves x tiles) and the ratio of instruction
// counts is the ratio per WMMA. Compiling (llc-22, ld.lld-22) is outside the timed loop; the
// timing is only the executor's, the counters are the result.
//
//   ./geometry_cost_bench --benchmark_counters_tabular=true
// Run from the repository root (reads arch_domain/tables).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "arch_domain/table.h"
#include "machine/arch.h"
#include "irgate/engine_api.h"
#include "isa/code_object.h"
#include "isa/exec/launch.h"
#include "isa/exec/predecode.h"
#include "runtime/inputs.h"
#include "runtime/isa_kernels.h"

namespace {

using namespace irgate;

std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? std::filesystem::path(r) : std::filesystem::current_path();
}

struct Layer {
  const char* geometry_class;
  int32_t filter_h, filter_w, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w;
  int64_t n, hi, wi, cpg, kpg;
};

// One real layer of each class (channel counts cut so one launch runs in a second or two).
const Layer kLayers[] = {
    {"1x1 s1 (ResNet bottleneck)", 1, 1, 1, 1, 0, 0, 1, 1, 2, 14, 14, 64, 64},
    {"1x1 s2 (projection shortcut)", 1, 1, 2, 2, 0, 0, 1, 1, 2, 28, 28, 64, 64},
    {"3x3 s1 p1", 3, 3, 1, 1, 1, 1, 1, 1, 2, 14, 14, 32, 32},
    {"3x3 s2 p1", 3, 3, 2, 2, 1, 1, 1, 1, 2, 28, 28, 32, 32},
    {"3x3 d2 p2 (DeepLabV3)", 3, 3, 1, 1, 2, 2, 2, 2, 2, 14, 14, 32, 32},
    {"1x7 p0x3 (Inception)", 1, 7, 1, 1, 0, 3, 1, 1, 2, 17, 17, 32, 32},
    {"1-D H=1 1x3 s2 (audio)", 1, 3, 1, 2, 0, 1, 1, 1, 2, 1, 400, 64, 64},
    {"16x16 s16 (ViT patch embedding)", 16, 16, 16, 16, 0, 0, 1, 1, 2, 64, 64, 3, 64},
    {"5x5 p2", 5, 5, 1, 1, 2, 2, 1, 1, 2, 14, 14, 32, 32},
};

// The grid's large block (2 x 2 waves of 2 x 2 tiles, 32 steps: grid/tables/implicit_gemm_wgrad.cpp).
irg_request_t block_request(const irg_arch_domain_t* domain) {
  irg_request_t r = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250");
  r.domain = domain;
  auto& s = r.spec.implicit_gemm;
  s.waves_m = s.waves_n = 2;
  s.wave_tiles_m = s.wave_tiles_n = 2;
  s.k_steps = 32;
  return r;
}

irg_problem_t problem_of(const Layer& l) {
  irg_problem_t p{};
  p.n = l.n, p.hi = l.hi, p.wi = l.wi, p.groups = 1, p.cpg = l.cpg, p.kpg = l.kpg;
  p.filter_h = l.filter_h, p.filter_w = l.filter_w, p.stride_h = l.stride_h, p.stride_w = l.stride_w;
  p.pad_h = l.pad_h, p.pad_w = l.pad_w, p.dilation_h = l.dilation_h, p.dilation_w = l.dilation_w;
  p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
  return p;
}

struct Run {
  uint64_t wave_instructions = 0, wmmas = 0;
  std::string error;
};

// Plans `req` on `p`, compiles its stage-1 kernel, runs that one launch on the ISA executor.
Run run_stage1(const irg_request_t& req, const irg_problem_t& p) {
  Run out;
  auto plan = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  if (irg_reference_engine()->plan(&req, &p, plan.get(), &why) != IRG_STATUS_OK) return {0, 0, why.text};
  if (plan->n_launches != 1) return {0, 0, "expected one launch (one slab, fp32 dW, one slice)"};
  const irg_launch_t& l = plan->launches[0];
  irg_text_t text{};
  if (irg_reference_engine()->emit_ll(&l.request, &text, &why) != IRG_STATUS_OK) return {0, 0, why.text};
  const std::string ll(text.data, text.size);
  std::free(text.data);
  std::free(text.spec_stamp);
  auto bytes = runtime::compile_with_toolchain()(l.request, ll);
  if (!bytes) return {0, 0, bytes.error().message};
  auto co = isa::read_code_object(*bytes, "bench");
  if (!co) return {0, 0, co.error().message};
  auto d = isa::Disassembler::create(co->arch);
  if (!d) return {0, 0, d.error().message};
  auto program = isa::exec::load_kernel(**d, *co, co->kernels[0]);
  if (!program) return {0, 0, program.error().message};
  emu::GlobalMemory mem;
  uint64_t base[IRG_BUF_COUNT] = {};
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    if (plan->buffer_bytes[b] <= 0) continue;
    base[b] = mem.allocate("b" + std::to_string(b), uint64_t(plan->buffer_bytes[b]));
    const auto v = runtime::encode(runtime::seeded_values(plan->buffer_bytes[b] / 4, IRG_DTYPE_F32, uint64_t(b)), IRG_DTYPE_F32);
    mem.write(base[b], v.data(), v.size());
  }
  isa::exec::LaunchConfig cfg;
  for (int k = 0; k < 3; ++k) cfg.grid[k] = l.grid[k], cfg.block[k] = l.block[k];
  for (int k = 0; k < l.n_kernargs; ++k)
    cfg.kernargs.push_back(l.kernargs[k].buffer ? base[l.kernargs[k].buffer] + uint64_t(l.kernargs[k].value)
                                                : uint64_t(uint32_t(l.kernargs[k].value)));
  emu::ExecOptions o;
  o.check_races = o.check_uninitialised = false;
  auto r = isa::exec::launch(*program, *emu::arch_info(l.request.arch), mem, cfg, o);
  if (!r) return {0, 0, r.error().message};
  if (r->faulted) return {0, 0, r->findings.front().message};
  out.wave_instructions = r->stats.wave_instructions;
  // WMMAs: every block runs ceil(span / 32) steps of waves x tiles WMMAs; span = its positions.
  const auto& s = req.spec.implicit_gemm;
  const int64_t positions = l.kernargs[6].value * l.kernargs[9].value * l.kernargs[10].value;  // n·Ho·Wo
  const int64_t per_block = 32 * s.k_steps, per_step = int64_t(s.waves_m) * s.waves_n * s.wave_tiles_m * s.wave_tiles_n;
  for (uint32_t y = 0; y < l.grid[1]; ++y) {
    const int64_t span = std::min(per_block, positions - int64_t(y) * per_block);
    out.wmmas += uint64_t(l.grid[0]) * uint64_t((span + 31) / 32 * per_step);
  }
  return out;
}

void BM_GeometryCost(benchmark::State& state, const Layer& layer) {
  auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
  if (!view) return state.SkipWithError(view.error().message.c_str());
  irg_request_t baked = block_request((*view)->get()), runtime = baked;
  auto& b = baked.spec.implicit_gemm;
  b.filter_h = layer.filter_h, b.filter_w = layer.filter_w, b.stride_h = layer.stride_h, b.stride_w = layer.stride_w;
  b.pad_h = layer.pad_h, b.pad_w = layer.pad_w, b.dilation_h = layer.dilation_h, b.dilation_w = layer.dilation_w;
  auto& rt = runtime.spec.implicit_gemm;
  rt.filter_h = rt.filter_w = rt.stride_h = rt.stride_w = IRG_GEOMETRY_RUNTIME;
  rt.pad_h = rt.pad_w = rt.dilation_h = rt.dilation_w = IRG_GEOMETRY_RUNTIME;
  const irg_problem_t p = problem_of(layer);
  Run baked_run, runtime_run;
  for (auto _ : state) {
    baked_run = run_stage1(baked, p);
    runtime_run = run_stage1(runtime, p);
  }
  if (!baked_run.error.empty()) return state.SkipWithError(("baked: " + baked_run.error).c_str());
  if (!runtime_run.error.empty()) return state.SkipWithError(("run-time: " + runtime_run.error).c_str());
  if (baked_run.wmmas == 0 || baked_run.wmmas != runtime_run.wmmas) return state.SkipWithError("WMMA counts differ");
  const double baked_per = double(baked_run.wave_instructions) / double(baked_run.wmmas);
  const double runtime_per = double(runtime_run.wave_instructions) / double(runtime_run.wmmas);
  state.counters["wmma"] = double(baked_run.wmmas);
  state.counters["baked_instr/wmma"] = baked_per;
  state.counters["runtime_instr/wmma"] = runtime_per;
  state.counters["ratio"] = runtime_per / baked_per;
  state.SetLabel(layer.geometry_class);
}

const int kRegistered = [] {
  for (const Layer& l : kLayers)
    benchmark::RegisterBenchmark(("BM_GeometryCost/" + std::string(l.geometry_class)).c_str(),
                                 [&l](benchmark::State& s) { BM_GeometryCost(s, l); })
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
  return 0;
}();

}  // namespace

BENCHMARK_MAIN();
