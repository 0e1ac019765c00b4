// bench/emulator/emulator_bench.cpp — emulator throughput in lane-instructions per second
// (one executed instruction x its active lanes), on a real depthwise wgrad kernel emitted by
// the reference engine and on a WMMA microkernel. Translation is outside the timed loop.
//
//   ./emulator_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// Report medians (our target: >= 50 M lane-instructions/s per core).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "arch_domain/table.h"
#include "machine/float_bits.h"
#include "emulator/launch.h"
#include "emulator/translate.h"
#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "registry/families.h"
#include "runtime/inputs.h"
#include "runtime/numerics.h"

namespace {

using namespace irgate;

std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? std::filesystem::path(r) : std::filesystem::current_path();
}

// The depthwise plan's stage-1 launch of a 3x3 (or 7x7) fp16 kernel on N=2, 32x32, G channels.
struct DepthwiseSetup {
  emu::Program program;
  emu::ArchInfo arch;
  emu::GlobalMemory mem;
  emu::LaunchConfig cfg;
  std::string error;
  uint64_t ws_base = 0, ws_bytes = 0;

  DepthwiseSetup(const char* arch_name, int filter, int waves, int r_split) {
    auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
    if (!view) { error = view.error().message; return; }
    irg_request_t req = irg_request_default(IRG_FAMILY_DEPTHWISE, IRG_FLAVOR_LLVM22, arch_name);
    req.domain = (*view)->get();
    irg_depthwise_wgrad_spec_t& s = req.spec.depthwise;
    s.filter_h = s.filter_w = filter;
    s.pad_h = s.pad_w = filter / 2;
    s.waves = waves;
    s.r_split = r_split;
    s.ho_per_block = 8;
    s.ws_replicas = 1;
    irg_problem_t p{};
    p.dilation_h = p.dilation_w = 1;
    p.n = 2, p.hi = p.wi = 32, p.groups = 64, p.cpg = p.kpg = 1;
    p.filter_h = p.filter_w = filter, p.pad_h = p.pad_w = filter / 2, p.stride_h = p.stride_w = 1;
    p.dtype = IRG_DTYPE_F16, p.dw_dtype = IRG_DTYPE_F32;
    auto plan = std::make_unique<irg_plan_t>();
    irg_refusal_t why{};
    if (irg_reference_engine()->plan(&req, &p, plan.get(), &why) != IRG_STATUS_OK) { error = why.text; return; }
    const irg_launch_t& l = plan->launches[0];
    irg_text_t text{};
    if (irg_reference_engine()->emit_ll(&l.request, &text, &why) != IRG_STATUS_OK) { error = why.text; return; }
    auto prog = emu::translate_kernel(std::string(text.data, text.size));
    std::free(text.data);
    std::free(text.spec_stamp);
    if (!prog) { error = prog.error().message; return; }
    program = std::move(*prog);
    arch = *emu::arch_info(arch_name);
    uint64_t base[IRG_BUF_COUNT] = {};
    for (int b = 1; b < IRG_BUF_COUNT; ++b) {
      if (plan->buffer_bytes[b] <= 0) continue;
      base[b] = mem.allocate("b" + std::to_string(b), uint64_t(plan->buffer_bytes[b]));
      auto v = runtime::encode(runtime::seeded_values(plan->buffer_bytes[b] / 2, IRG_DTYPE_F16, runtime::stream_key(1, uint32_t(b))), IRG_DTYPE_F16);
      mem.write(base[b], v.data(), v.size());
    }
    for (int k = 0; k < 3; ++k) cfg.grid[k] = l.grid[k], cfg.block[k] = l.block[k];
    for (int k = 0; k < l.n_kernargs; ++k)
      cfg.kernargs.push_back(l.kernargs[k].buffer ? base[l.kernargs[k].buffer] + uint64_t(l.kernargs[k].value)
                                                  : uint64_t(uint32_t(l.kernargs[k].value)));
  }
};

void run(benchmark::State& state, const emu::Program& program, const emu::ArchInfo& arch, emu::GlobalMemory& mem,
         const emu::LaunchConfig& cfg, bool checks) {
  emu::ExecOptions opt;
  opt.check_races = opt.check_uninitialised = checks;
  uint64_t lanes = 0;
  for (auto _ : state) {
    auto r = emu::launch(program, arch, mem, cfg, opt);
    if (!r || r->faulted) {
      state.SkipWithError("launch failed");
      return;
    }
    lanes += r->stats.lane_instructions;
  }
  state.counters["lane_instr_per_s"] = benchmark::Counter(double(lanes), benchmark::Counter::kIsRate);
}

void BM_Depthwise(benchmark::State& state, const char* arch, int filter, int waves, int r_split) {
  DepthwiseSetup s(arch, filter, waves, r_split);
  if (!s.error.empty()) {
    state.SkipWithError(s.error.c_str());
    return;
  }
  run(state, s.program, s.arch, s.mem, s.cfg, state.range(0) != 0);
}
BENCHMARK_CAPTURE(BM_Depthwise, gfx1100_3x3, "gfx1100", 3, 1, 1)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Depthwise, gfx90a_3x3, "gfx90a", 3, 1, 1)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Depthwise, gfx1250_7x7_lds, "gfx1250", 7, 8, 4)->Arg(1)->Unit(benchmark::kMillisecond);

// A whole numerics case of a gfx1250 WMMA family (plan, emit, translate, emulate, host
// reference, compare): the lane-instruction rate of the family's real kernel, staging and
// transpose reads included.
void wmma_numerics(benchmark::State& state, irg_request_t r, runtime::ProblemShape shape) {
  static auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
  if (!view) return state.SkipWithError("run from the repository root (arch_domain/tables)");
  r.domain = (*view)->get();
  runtime::NumericsOptions o;
  o.shape = shape;
  uint64_t lanes = 0;
  for (auto _ : state) {
    runtime::NumericsResult res = runtime::check_numerics(*irg_reference_engine(), r, o);
    if (res.verdict != runtime::Verdict::Pass) return state.SkipWithError(res.detail.c_str());
    lanes += res.lane_instructions;
  }
  state.counters["lane_instr_per_s"] = benchmark::Counter(double(lanes), benchmark::Counter::kIsRate);
}

// direct_wgrad: a 2x2-wave 3x3 block on a 2 x 16 x 40 problem with 2 groups of 32 channels,
// register-staged (tdm_stages 0) and through a TDM ring of that many slots.
void BM_DirectWgradNumerics(benchmark::State& state) {
  irg_request_t r = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250");
  r.spec.direct.waves_k = r.spec.direct.waves_c = 2;
  r.spec.direct.tdm_stages = int(state.range(0));
  runtime::ProblemShape shape{2, 16, 40, 2};
  shape.cpg = shape.kpg = 32;  // kernargs
  wmma_numerics(state, r, shape);
}
BENCHMARK(BM_DirectWgradNumerics)->Arg(0)->Arg(2)->Arg(3)->ArgName("tdm_stages")->Unit(benchmark::kMillisecond);

// direct_wgrad corpus configs as the numerics lane runs them (its default problem: N = 2, 9x9, 2
// groups, channels 24/40 or the ring's power of two): 210 (2x2 waves), 224 (8 waves, 2 k tiles a
// wave, LDS epilogue, 2 slabs), 250 (bf16 3-slot TDM ring, LDS epilogue).
void BM_DirectWgradCorpus(benchmark::State& state) {
  static auto corpus = parity::load_corpus(root());
  static auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
  if (!corpus || !view) return state.SkipWithError("run from the repository root (parity/configs, arch_domain/tables)");
  const parity::Config* c = parity::find_config(*corpus, int(state.range(0)));
  if (!c) return state.SkipWithError("no such corpus config");
  wmma_numerics(state, c->request(IRG_FLAVOR_LLVM22, (*view)->get()), {});
}
BENCHMARK(BM_DirectWgradCorpus)->Arg(210)->Arg(224)->Arg(250)->ArgName("config")->Unit(benchmark::kMillisecond);

// direct_wgrad_small_c: the C = 3 3x3 s2 p1 stem with K 64 (4 waves) on a 2 x 33 x 67 image.
void BM_SmallCNumerics(benchmark::State& state) {
  irg_request_t r = irg_request_default(IRG_FAMILY_SMALL_C, IRG_FLAVOR_LLVM22, "gfx1250");
  r.spec.small_c.stride_h = r.spec.small_c.stride_w = 2;
  runtime::ProblemShape shape{2, 33, 67, 1};
  shape.kpg = 64;  // a kernarg
  wmma_numerics(state, r, shape);
}
BENCHMARK(BM_SmallCNumerics)->Unit(benchmark::kMillisecond);

// implicit_gemm_wgrad: the default 2x2-wave 3x3 block on a 2 x 16 x 40 problem of 2 groups, with
// channels that take the 16-byte staging path (64, 64) and the pair path (20, 12).
void BM_ImplicitGemmNumerics(benchmark::State& state) {
  irg_request_t r = irg_request_default(IRG_FAMILY_IMPLICIT_GEMM, IRG_FLAVOR_LLVM22, "gfx1250");
  runtime::ProblemShape shape{2, 16, 40, 2};
  shape.cpg = state.range(0), shape.kpg = state.range(1);
  wmma_numerics(state, r, shape);
}
BENCHMARK(BM_ImplicitGemmNumerics)->Args({64, 64})->Args({20, 12})->ArgNames({"cpg", "kpg"})->Unit(benchmark::kMillisecond);

// 256 chained gfx1250 WMMAs per wave on fragments loaded once; 4 waves.
constexpr const char* kWmmaLoop = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @wmma_loop(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %d, i32 %iters) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %o = shl i32 %lane, 5
  %pa = getelementptr inbounds i8, ptr addrspace(1) %a, i32 %o
  %pb = getelementptr inbounds i8, ptr addrspace(1) %b, i32 %o
  %av = load <16 x half>, ptr addrspace(1) %pa, align 32
  %bv = load <16 x half>, ptr addrspace(1) %pb, align 32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <8 x float> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %acc.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %av, i1 false, <16 x half> %bv, i16 0, <8 x float> %acc, i1 false, i1 false)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %iters
  br i1 %more, label %loop, label %done
done:
  %od = shl i32 %tid, 5
  %pd = getelementptr inbounds i8, ptr addrspace(1) %d, i32 %od
  store <8 x float> %acc.next, ptr addrspace(1) %pd, align 32
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1, <16 x half>, i1, <16 x half>, i16, <8 x float>, i1, i1)
)";

void BM_WmmaMicrokernel(benchmark::State& state) {
  auto program = emu::translate_kernel(kWmmaLoop);
  if (!program) {
    state.SkipWithError(program.error().message.c_str());
    return;
  }
  emu::GlobalMemory mem;
  uint64_t a = mem.allocate("a", 1024), b = mem.allocate("b", 1024), d = mem.allocate("d", 128 * 32);
  auto v = runtime::encode(runtime::seeded_values(512, IRG_DTYPE_F16, runtime::stream_key(3, IRG_BUF_X)), IRG_DTYPE_F16);
  mem.write(a, v.data(), v.size());
  mem.write(b, v.data(), v.size());
  emu::LaunchConfig cfg;
  cfg.block[0] = 128;
  cfg.kernargs = {a, b, d, 256};
  run(state, *program, *emu::arch_info("gfx1250"), mem, cfg, true);
  state.counters["wmma_per_s"] = benchmark::Counter(double(state.iterations()) * 4 * 256, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_WmmaMicrokernel)->Unit(benchmark::kMillisecond);

// A whole numerics case (plan, emit, translate, emulate, host reference, compare) of each
// families.def row: the first of its corpus configs that passes under llvm22, on the numerics
// lane's default problem. "BM_FamilyNumerics/family:<name>".
void family_numerics(benchmark::State& state, const std::string& family) {
  static auto corpus = parity::load_corpus(root());
  static auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
  if (!corpus || !view) return state.SkipWithError("run from the repository root (parity/configs, arch_domain/tables)");
  std::optional<irg_request_t> request;
  for (const parity::Config& c : *corpus) {
    if (c.family_name != family) continue;
    const irg_request_t r = c.request(IRG_FLAVOR_LLVM22, (*view)->get());
    if (runtime::check_numerics(*irg_reference_engine(), r, {}).verdict == runtime::Verdict::Pass) {
      request = r;
      break;
    }
  }
  if (!request) return state.SkipWithError(("no config of " + family + " passes numerics under llvm22").c_str());
  uint64_t lanes = 0;
  for (auto _ : state) {
    runtime::NumericsResult res = runtime::check_numerics(*irg_reference_engine(), *request, {});
    if (res.verdict != runtime::Verdict::Pass) return state.SkipWithError(res.detail.c_str());
    lanes += res.lane_instructions;
  }
  state.counters["lane_instr_per_s"] = benchmark::Counter(double(lanes), benchmark::Counter::kIsRate);
}

void register_family_benches() {
  for (const registry::Family& f : registry::families()) {
    const std::string family = f.name;
    benchmark::RegisterBenchmark(("BM_FamilyNumerics/family:" + family).c_str(),
                                 [family](benchmark::State& s) { family_numerics(s, family); })
        ->Unit(benchmark::kMillisecond);
  }
}

// Registered before main runs, beside the BENCHMARK() cases.
const bool kFamilyBenchesRegistered = (register_family_benches(), true);

}  // namespace

BENCHMARK_MAIN();
