// bench/hip_emu/hip_emu_bench.cpp — what the emulated HIP device adds to a launch: one kernel
// launched through HIP's module API on libirgate_hipemu (hipModuleLaunchKernel with the serving
// API's kernarg bytes through `extra`, then hipDeviceSynchronize) against the same launch on the
// ISA executor directly (isa::exec::launch with the plan's kernarg values), same code object,
// same buffers, same executor options. Both launches of parity config 234's plan (gfx1250, fp16 dW)
// on its numerics problem: the depthwise stage-1 kernel, and the reduce helper that folds its
// workspace into dW (the shorter launch, where a fixed overhead shows most).
//
//   ./hip_emu_bench --benchmark_repetitions=9 --benchmark_report_aggregates_only=true
// Run from the repository root (reads parity/configs, arch_domain/tables). Compiling (llc-22,
// ld.lld-22) happens once, outside the timed loops.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>

#include "hip_emu/hip_api.h"
#include "irgate/engine_api.h"
#include "isa/code_object.h"
#include "isa/exec/launch.h"
#include "isa/exec/predecode.h"
#include "registry/kernarg_layout.h"
#include "runtime/inputs.h"
#include "runtime/isa_kernels.h"
#include "runtime/numerics.h"
#include "arch_domain/table.h"
#include "parity/corpus.h"

namespace {

using namespace irgate;

// One launch of a corpus config's plan, compiled, with everything both paths need.
struct Kernel {
  std::string error;
  irg_plan_t plan{};
  int launch = 0;
  std::string code_object, symbol;
  std::shared_ptr<const isa::exec::Program> program;
  const irg_launch_t& l() const { return plan.launches[launch]; }
};

std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? std::filesystem::path(r) : std::filesystem::current_path();
}

// Launch `launch` of the llvm22 plan of corpus config `id` on its numerics problem (fp16 dW).
Kernel make_kernel(int id, int launch) {
  Kernel k;
  auto corpus = parity::load_corpus(root());
  auto view = arch_domain::load_view(root(), IRG_FLAVOR_LLVM22);
  if (!corpus || !view) return k.error = "cannot read the corpus or the llvm22 arch table", k;
  const parity::Config* config = nullptr;
  for (const parity::Config& c : *corpus) config = c.id == id ? &c : config;
  if (!config) return k.error = "config " + std::to_string(id) + " is not in the corpus", k;
  const irg_request_t request = config->request(IRG_FLAVOR_LLVM22, (*view)->get());
  irg_problem_t p;
  irg_refusal_t why{};
  if (runtime::plan_default_problem(*irg_reference_engine(), request, {}, IRG_DTYPE_F16, p, k.plan, why) != IRG_STATUS_OK)
    return k.error = std::string("plan refused: ") + why.id, k;
  if (launch >= k.plan.n_launches) return k.error = "the plan has no launch " + std::to_string(launch), k;
  k.launch = launch;
  irg_text_t text{};
  if (irg_reference_engine()->emit_ll(&k.l().request, &text, &why) != IRG_STATUS_OK) return k.error = why.text, k;
  const std::string ll(text.data, text.size);
  std::free(text.data);
  std::free(text.spec_stamp);
  auto bytes = runtime::compile_with_toolchain()(k.l().request, ll);
  if (!bytes) return k.error = bytes.error().message, k;
  k.code_object = *bytes;
  auto co = isa::read_code_object(*bytes, "bench");
  if (!co) return k.error = co.error().message, k;
  auto d = isa::Disassembler::create(co->arch);
  if (!d) return k.error = d.error().message, k;
  auto program = isa::exec::load_kernel(**d, *co, co->kernels[0]);
  if (!program) return k.error = program.error().message, k;
  k.symbol = co->kernels[0].name;
  k.program = std::make_shared<const isa::exec::Program>(std::move(*program));
  return k;
}

// Every buffer of the plan, initialised (seeded fp32 words), through `put(buffer, bytes)`.
template <class Put>
void fill_buffers(const irg_plan_t& plan, Put&& put) {
  for (int b = 1; b < IRG_BUF_COUNT; ++b) {
    if (plan.buffer_bytes[b] <= 0) continue;
    const int64_t words = (plan.buffer_bytes[b] + 3) / 4;
    std::vector<uint8_t> bytes = runtime::encode(runtime::seeded_values(words, IRG_DTYPE_F32, uint64_t(b)), IRG_DTYPE_F32);
    bytes.resize(size_t(plan.buffer_bytes[b]));
    put(b, bytes);
  }
}

void BM_LaunchOnTheExecutor(benchmark::State& state, const Kernel& k) {
  if (!k.error.empty()) return state.SkipWithError(k.error.c_str());
  emu::GlobalMemory mem;
  uint64_t base[IRG_BUF_COUNT] = {};
  fill_buffers(k.plan, [&](int b, const std::vector<uint8_t>& bytes) {
    base[b] = mem.allocate("b", bytes.size());
    mem.write(base[b], bytes.data(), bytes.size());
  });
  isa::exec::LaunchConfig cfg;
  for (int d = 0; d < 3; ++d) cfg.grid[d] = k.l().grid[d], cfg.block[d] = k.l().block[d];
  for (int a = 0; a < k.l().n_kernargs; ++a) {
    const irg_kernarg_value_t& v = k.l().kernargs[a];
    cfg.kernargs.push_back(v.buffer ? base[v.buffer] + uint64_t(v.value) : uint64_t(uint32_t(v.value)));
  }
  const auto arch = emu::arch_info(k.l().request.arch);
  for (auto _ : state) {
    auto r = isa::exec::launch(*k.program, *arch, mem, cfg, {});
    if (!r || r->faulted) return state.SkipWithError("the launch failed");
  }
  state.SetLabel(k.symbol);
}

void BM_LaunchThroughTheEmulatedDevice(benchmark::State& state, const Kernel& k) {
  if (!k.error.empty()) return state.SkipWithError(k.error.c_str());
  if (hipSetDevice(0) != hipSuccess) return state.SkipWithError("no emulated device");
  void* base[IRG_BUF_COUNT] = {};
  fill_buffers(k.plan, [&](int b, const std::vector<uint8_t>& bytes) {
    (void)hipMalloc(&base[b], bytes.size());
    (void)hipMemcpy(base[b], bytes.data(), bytes.size(), hipMemcpyHostToDevice);
  });
  hipModule_t module;
  hipFunction_t fn;
  if (hipModuleLoadData(&module, k.code_object.data()) != hipSuccess ||
      hipModuleGetFunction(&fn, module, k.symbol.c_str()) != hipSuccess)
    return state.SkipWithError(hipGetErrorString(hipGetLastError()));
  registry::KernargLayout layout = registry::lay_out_kernargs(k.l());
  for (const irg_serve_pointer_slot_t& s : layout.slots) {
    const uint64_t p = reinterpret_cast<uint64_t>(base[s.buffer]) + uint64_t(s.buffer_offset);
    std::memcpy(layout.bytes.data() + s.offset, &p, 8);
  }
  size_t size = layout.bytes.size();
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, layout.bytes.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                   HIP_LAUNCH_PARAM_END};
  const irg_launch_t& l = k.l();
  for (auto _ : state) {
    if (hipModuleLaunchKernel(fn, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2], 0, nullptr, nullptr,
                              extra) != hipSuccess ||
        hipDeviceSynchronize() != hipSuccess)
      return state.SkipWithError(hipGetErrorString(hipGetLastError()));
  }
  (void)hipModuleUnload(module);
  for (void* p : base)
    if (p) (void)hipFree(p);
  state.SetLabel(k.symbol);
}

// Made at the first benchmark that runs, not during static initialisation (the engine's own
// tables are static objects too).
const Kernel& kernel(int launch) {
  static const Kernel stage1 = make_kernel(234, 0), helper = make_kernel(234, 1);
  return launch == 0 ? stage1 : helper;
}

const int kRegistered = [] {
  for (const auto& [name, launch] : {std::pair{"depthwise", 0}, std::pair{"reduce", 1}}) {
    benchmark::RegisterBenchmark((std::string("BM_LaunchOnTheExecutor/") + name).c_str(),
                                 [launch](benchmark::State& s) { BM_LaunchOnTheExecutor(s, kernel(launch)); })
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((std::string("BM_LaunchThroughTheEmulatedDevice/") + name).c_str(),
                                 [launch](benchmark::State& s) { BM_LaunchThroughTheEmulatedDevice(s, kernel(launch)); })
        ->Unit(benchmark::kMicrosecond);
  }
  return 0;
}();

}  // namespace

BENCHMARK_MAIN();
