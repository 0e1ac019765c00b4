// bench/isa/hazards_bench.cpp — what the hazard checker (isa/hazards/) adds to the ISA audit:
// the whole audit of every code object (read, decode, mode flow, register checks and the hazard
// checker) against the hazard checker alone on the same decoded kernels. The goal (issue 30):
// the checker adds at most 20 % to the audit, i.e. Checker / (Audit - Checker) <= 0.20.
//
// The code objects: every *.hsaco under $IRGATE_BENCH_HSACO (a kernel cache's objects/), or, when
// it is unset, the llvm22 golden IR of every gfx11/gfx12/gfx1250 corpus config compiled with
// llc-22 and ld.lld-22 as the toolchain lane does (outside every timed loop).
//
//   IRGATE_BENCH_HSACO=cache/objects ./hazards_bench --benchmark_repetitions=5
// (add --benchmark_report_aggregates_only=true for the medians alone)
// Run from the repository root. Report medians; the counters are per code object.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "isa/audit.h"
#include "isa/hazards/checker.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "toolchain/codegen_options.h"
#include "toolchain/tempdir.h"

namespace {

using namespace irgate;

struct Decoded {
  const isa::Disassembler* d;
  const isa::Kernel* kernel;
  std::vector<isa::Instruction> code;
  isa::ModeFlow flow;
};

struct Objects {
  std::vector<std::string> bytes;
  std::vector<isa::CodeObject> read;
  std::map<std::string, std::unique_ptr<isa::Disassembler>> by_arch;
  std::vector<Decoded> kernels;
  std::string error;
};

// The arch a golden was emitted for: its first line ends "...}@gfx1250 flavor=llvm22".
std::string arch_of_ll(const std::string& text) {
  const auto at = text.find("}@");
  if (at == std::string::npos || at > text.find('\n')) return "";
  return text.substr(at + 2, text.find(' ', at + 2) - at - 2);
}

std::vector<std::string> compile_goldens() {
  std::vector<std::string> out;
  auto dir = toolchain::TempDir::create("irgate-hazards-bench");
  if (!dir) return out;
  ProcessOptions o;
  o.timeout = std::chrono::seconds(300);
  for (const auto& e : std::filesystem::recursive_directory_iterator("golden/data/llvm22")) {
    if (e.path().extension() != ".ll") continue;
    auto text = read_file(e.path());
    if (!text) continue;
    const std::string arch = arch_of_ll(*text);
    if (isa::hazards::arch_bits(arch) == 0) continue;
    const std::string obj = (dir->path() / "k.o").string(), so = (dir->path() / "k.hsaco").string();
    auto llc = run_process(toolchain::llc_argv("llc-22", arch, e.path().string(), obj), o);
    if (!llc || !llc->exited_ok()) continue;
    auto lld = run_process(toolchain::lld_argv("ld.lld-22", obj, so), o);
    if (!lld || !lld->exited_ok()) continue;
    if (auto b = read_file(so)) out.push_back(std::move(*b));
  }
  return out;
}

Objects& objects() {
  static Objects o = [] {
    Objects o;
    if (const char* dir = std::getenv("IRGATE_BENCH_HSACO"); dir && *dir) {
      for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().extension() == ".hsaco")
          if (auto b = read_file(e.path())) o.bytes.push_back(std::move(*b));
    } else {
      o.bytes = compile_goldens();
    }
    for (const std::string& b : o.bytes) {
      auto co = isa::read_code_object(b, "bench");
      if (!co) continue;
      o.read.push_back(std::move(*co));
    }
    for (const isa::CodeObject& co : o.read) {
      auto& d = o.by_arch[co.arch];
      if (!d) {
        auto made = isa::Disassembler::create(co.arch);
        if (!made) continue;
        d = std::move(*made);
      }
      for (const isa::Kernel& k : co.kernels) {
        auto code = isa::decode_kernel(*d, co, k);
        if (!code) continue;
        isa::ModeFlow flow = isa::follow_vgpr_mode(*d, *code);
        o.kernels.push_back({d.get(), &k, std::move(*code), std::move(flow)});
      }
    }
    if (o.kernels.empty()) o.error = "no code object (set IRGATE_BENCH_HSACO or run from the repository root)";
    return o;
  }();
  return o;
}

// The whole ISA audit, hazard checker included, of every code object.
void BM_Audit(benchmark::State& state) {
  Objects& o = objects();
  if (!o.error.empty()) return state.SkipWithError(o.error.c_str());
  const isa::Auditor auditor;
  for (auto _ : state)
    for (const std::string& b : o.bytes) benchmark::DoNotOptimize(auditor.audit(b, "bench"));
  state.counters["objects"] = static_cast<double>(o.bytes.size());
  state.counters["per_object"] =
      benchmark::Counter(static_cast<double>(o.bytes.size()), benchmark::Counter::kIsIterationInvariantRate |
                                                                  benchmark::Counter::kInvert);
}
BENCHMARK(BM_Audit)->Unit(benchmark::kMillisecond);

// The hazard checker alone on the same kernels, decoded and mode-followed beforehand.
void BM_HazardChecker(benchmark::State& state) {
  Objects& o = objects();
  if (!o.error.empty()) return state.SkipWithError(o.error.c_str());
  size_t findings = 0;
  for (auto _ : state)
    for (const Decoded& k : o.kernels) {
      auto r = isa::hazards::check_kernel(k.d->arch(), k.kernel->name, k.code, k.flow.before);
      findings += r.findings.size();
      benchmark::DoNotOptimize(r);
    }
  state.counters["objects"] = static_cast<double>(o.bytes.size());
  state.counters["per_object"] =
      benchmark::Counter(static_cast<double>(o.bytes.size()), benchmark::Counter::kIsIterationInvariantRate |
                                                                  benchmark::Counter::kInvert);
  benchmark::DoNotOptimize(findings);
}
BENCHMARK(BM_HazardChecker)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
