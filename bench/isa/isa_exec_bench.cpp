// bench/isa/isa_exec_bench.cpp — ISA executor throughput in lane-instructions per second (one
// executed machine instruction x the lanes EXEC has on) on the first launch of real corpus
// plans — depthwise on gfx1250 (VALU, buffers, LDS reduction, barriers), on gfx90a (wave64),
// direct_wgrad on gfx1250 (WMMA, ds_load_tr16_b128) and its tensor-data-mover variant,
// implicit GEMM on gfx1100 and gfx1200 (their WMMA arithmetic), and one
// full-size layer (ResNet-50's layer1 3x3: N 32, 56 x 56, 64 -> 64 channels, what `grid coverage
// --verify` runs) — and the cost of decoding and pre-decoding one code object. Compiling (llc-22, ld.lld-22) is outside
// every timed loop.
//
//   ./isa_exec_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// Run from the repository root (reads parity/configs and arch_domain/tables). Report medians.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <string>

#include "arch_domain/table.h"
#include "machine/arch.h"
#include "isa/code_object.h"
#include "isa/exec/launch.h"
#include "isa/exec/predecode.h"
#include "parity/corpus.h"
#include "runtime/inputs.h"
#include "runtime/isa_kernels.h"
#include "runtime/numerics.h"

namespace {

using namespace irgate;

std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? std::filesystem::path(r) : std::filesystem::current_path();
}

// The first launch of config `id`'s plan on the numerics problem of `shape` (default: the small
// one), compiled once.
struct LaunchSetup {
  std::string code_object;
  std::unique_ptr<isa::Disassembler> disassembler;
  isa::exec::Program program;
  emu::ArchInfo arch;
  emu::GlobalMemory mem;
  isa::exec::LaunchConfig cfg;
  std::string error;

  LaunchSetup(int id, const runtime::ProblemShape& shape) { error = build(id, shape); }

  // "" or why the setup failed.
  std::string build(int id, const runtime::ProblemShape& shape) {
    auto corpus = parity::load_corpus(root());
    auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
    if (!corpus || !view) return "cannot read the corpus or the llvm22 arch table";
    const parity::Config* config = nullptr;
    for (const parity::Config& c : *corpus) config = c.id == id ? &c : config;
    if (!config) return "config " + std::to_string(id) + " is not in the corpus";
    const irg_request_t req = config->request(IRG_FLAVOR_LLVM22, (*view)->get());
    irg_problem_t p = runtime::default_problem(req, shape, 0);
    auto plan = std::make_unique<irg_plan_t>();
    irg_refusal_t why{};
    if (irg_reference_engine()->plan(&req, &p, plan.get(), &why) != IRG_STATUS_OK) return why.text;
    const irg_launch_t& l = plan->launches[0];
    irg_text_t text{};
    if (irg_reference_engine()->emit_ll(&l.request, &text, &why) != IRG_STATUS_OK) return why.text;
    const std::string ll(text.data, text.size);
    std::free(text.data);
    std::free(text.spec_stamp);
    auto bytes = runtime::compile_with_toolchain()(l.request, ll);
    if (!bytes) return bytes.error().message;
    code_object = *bytes;
    auto co = isa::read_code_object(code_object, "bench");
    if (!co) return co.error().message;
    auto d = isa::Disassembler::create(co->arch);
    if (!d) return d.error().message;
    disassembler = std::move(*d);
    auto prog = isa::exec::load_kernel(*disassembler, *co, co->kernels[0]);
    if (!prog) return prog.error().message;
    program = std::move(*prog);
    arch = *emu::arch_info(l.request.arch);
    uint64_t base[IRG_BUF_COUNT] = {};
    for (int b = 1; b < IRG_BUF_COUNT; ++b) {
      if (plan->buffer_bytes[b] <= 0) continue;
      base[b] = mem.allocate("b" + std::to_string(b), uint64_t(plan->buffer_bytes[b]));
      auto v = runtime::encode(runtime::seeded_values(plan->buffer_bytes[b] / 4, IRG_DTYPE_F32, runtime::stream_key(1, uint32_t(b))), IRG_DTYPE_F32);
      mem.write(base[b], v.data(), v.size());
    }
    for (int k = 0; k < 3; ++k) cfg.grid[k] = l.grid[k], cfg.block[k] = l.block[k];
    for (int k = 0; k < l.n_kernargs; ++k)
      cfg.kernargs.push_back(l.kernargs[k].buffer ? base[l.kernargs[k].buffer] + uint64_t(l.kernargs[k].value)
                                                  : uint64_t(uint32_t(l.kernargs[k].value)));
    return "";
  }
};

LaunchSetup& setup_of(int id, const runtime::ProblemShape& shape = {}) {
  // Built once per (config, problem) for the process.
  static std::map<std::pair<int, int64_t>, std::unique_ptr<LaunchSetup>> setups;
  auto& s = setups[{id, shape.n * 1000003 + shape.h * 1009 + shape.w}];
  if (!s) s = std::make_unique<LaunchSetup>(id, shape);
  return *s;
}

void run_launches(benchmark::State& state, int id, bool checks, const runtime::ProblemShape& shape = {}) {
  LaunchSetup& s = setup_of(id, shape);
  if (!s.error.empty()) return state.SkipWithError(s.error.c_str());
  emu::ExecOptions o;
  o.check_races = o.check_uninitialised = checks;
  uint64_t lanes = 0;
  for (auto _ : state) {
    auto r = isa::exec::launch(s.program, s.arch, s.mem, s.cfg, o);
    if (!r || r->faulted) return state.SkipWithError(r ? r->findings.front().message.c_str() : r.error().message.c_str());
    lanes += r->stats.lane_instructions;
  }
  state.counters["lane_instr/s"] = benchmark::Counter(double(lanes), benchmark::Counter::kIsRate);
}

void BM_DepthwiseGfx1250(benchmark::State& s) { run_launches(s, 234, true); }      // 7x7, 8 waves, LDS reduction
void BM_DepthwiseGfx1250NoChecks(benchmark::State& s) { run_launches(s, 234, false); }
void BM_DepthwiseGfx90a(benchmark::State& s) { run_launches(s, 236, true); }       // wave64
void BM_DirectWmmaGfx1250(benchmark::State& s) { run_launches(s, 222, true); }     // 16 waves of WMMA + tr16
void BM_DirectTdmGfx1250(benchmark::State& s) { run_launches(s, 250, true); }      // tensor data mover ring
// implicit GEMM's large block (2 x 2 waves of 2 x 2 tiles, 32 steps), its WMMAs in each arch's
// arithmetic (isa/exec/exec_wmma.cpp): gfx11's DOT2 steps (bf16), gfx12's DOT4 steps (fp16).
void BM_ImplicitGemmWmmaGfx1100(benchmark::State& s) { run_launches(s, 327, true); }
void BM_ImplicitGemmWmmaGfx1200(benchmark::State& s) { run_launches(s, 329, true); }
// A whole layer: direct_wgrad's first launch over ResNet-50 layer1's 3x3 (5.8 GMAC).
void BM_FullLayerResNet50Layer1Conv2(benchmark::State& s) {
  run_launches(s, 222, true, runtime::ProblemShape{32, 56, 56, 1, 64, 64, std::nullopt});
}

// Disassembling and pre-decoding one code object (what a verify child does per kernel), with a
// new Disassembler each time or a reused one.
void decode(benchmark::State& state, bool reuse) {
  LaunchSetup& s = setup_of(222);
  if (!s.error.empty()) return state.SkipWithError(s.error.c_str());
  auto co = isa::read_code_object(s.code_object, "bench");
  for (auto _ : state) {
    std::unique_ptr<isa::Disassembler> fresh;
    if (!reuse) fresh = std::move(*isa::Disassembler::create(co->arch));
    auto prog = isa::exec::load_kernel(reuse ? *s.disassembler : *fresh, *co, co->kernels[0]);
    benchmark::DoNotOptimize(prog);
  }
}
void BM_DecodeFreshDisassembler(benchmark::State& s) { decode(s, false); }
void BM_DecodeReusedDisassembler(benchmark::State& s) { decode(s, true); }

BENCHMARK(BM_DepthwiseGfx1250)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DepthwiseGfx1250NoChecks)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DepthwiseGfx90a)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DirectWmmaGfx1250)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DirectTdmGfx1250)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImplicitGemmWmmaGfx1100)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImplicitGemmWmmaGfx1200)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FullLayerResNet50Layer1Conv2)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_DecodeFreshDisassembler)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecodeReusedDisassembler)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
