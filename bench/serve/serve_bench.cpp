// bench/serve/serve_bench.cpp — serving random problems from a cache index of the gfx1250 fp16 grid's
// direct_wgrad, implicit_gemm_wgrad and reduce kernels (built in process from the grid tables;
// serving needs the index, not the objects), ranked by the static estimate (no profiles; before
// issue 47 by structure) and by estimated time (a profile for every kernel), so the ratio is what
// the profiled cost model adds to serving.
//
//   ./serve_bench --benchmark_repetitions=5        # run from the repository root (arch tables)
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>

#include "arch_domain/table.h"
#include "grid/enumerate.h"
#include "grid/request.h"
#include "serve_reports/coverage.h"
#include "serve_reports/coverage_random.h"
#include "serve/serve.h"

namespace {

using namespace irgate;

struct Fixture {
  std::shared_ptr<const arch_domain::View> view;
  grid::CacheIndex index;
  serve::CostProfiles profiles;
  serve::CoverageInput problems;
};

const Fixture& fixture() {
  static const Fixture f = [] {
    Fixture out;
    const char* root = std::getenv("IRGATE_ROOT");
    auto view = arch_domain::load_view(root && *root ? root : ".", grid::kGridFlavor);
    if (!view) std::abort();
    out.view = *view;
    for (const char* family : {"direct_wgrad", "implicit_gemm_wgrad", "direct_wgrad_reduce"}) {
      grid::Selection s;
      s.family = family, s.arch = "gfx1250", s.dtype = "fp16";
      auto e = grid::enumerate_grid(s, out.view->get());
      if (!e) std::abort();
      for (const grid::GridKernel& k : e->kernels) {
        grid::CacheEntry entry;
        entry.family = k.family, entry.arch = k.arch, entry.dtype = k.dtype, entry.spec = k.spec, entry.stamp = k.stamp;
        entry.llvm_sha256 = entry.object_sha256 = k.llvm_sha256;
        out.index.put(k.name, entry);
        // A profile shaped like a measured one (grid profile): cycles a block grow with its reduction.
        serve::KernelProfile p;
        p.object_sha256 = entry.object_sha256;
        p.occupancy = 4, p.waves_per_block = 4;
        p.runs = {{90, 12, {{"HWRC", 2600}, {"HWXDL", 400}}}, {612, 12, {{"HWRC", 17800}, {"HWXDL", 2600}}}};
        p.per_block = serve::fit_per_block(p.runs);
        out.profiles.kernels[k.name] = p;
      }
    }
    out.problems = serve::random_coverage_input(200, 7);
    return out;
  }();
  return f;
}

// 200 random problems served a round; range(0): 1 with profiles (ranked by estimate).
void BM_ServeRandomProblems(benchmark::State& state) {
  const Fixture& f = fixture();
  const serve::ServingCache cache(f.index, "gfx1250", f.view->get(), state.range(0) ? f.profiles : serve::CostProfiles{});
  serve::CoverageOptions o;
  o.arch = "gfx1250";
  o.dtype = IRG_DTYPE_F16;
  for (auto _ : state) {
    serve::CoverageReport r = serve::cover(f.problems, cache, o);
    if (!r.all_served()) state.SkipWithError("a random problem was not served");
    benchmark::DoNotOptimize(r);
  }
  state.counters["problems/s"] = benchmark::Counter(double(f.problems.lines.size()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ServeRandomProblems)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
