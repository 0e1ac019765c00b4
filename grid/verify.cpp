// grid/verify.cpp — see verify.h.
#include "grid/verify.h"

#include <algorithm>
#include <cstdio>
#include <memory>

#include "grid/request.h"
#include "grid/stale.h"
#include "runtime/isolated_numerics.h"
#include "toolchain/parallel.h"

namespace irgate::grid {

namespace {

// The ISA executor's code objects: the cache's own, by the SHA-256 of the launch's LLVM text (as
// data, so they cross into the numerics workers); a text the cache does not hold is compiled.
runtime::CodeObjectFiles cached_code_objects(const std::filesystem::path& dir) {
  runtime::CodeObjectFiles objects;
  if (auto idx = CacheIndex::load(dir))
    for (const auto& [name, e] : idx->kernels) objects[e.llvm_sha256] = CacheIndex::object_path(dir, e.object_sha256);
  return objects;
}

}  // namespace

std::vector<Verified> verify_kernels(const std::filesystem::path& dir,
                                     const std::vector<std::pair<std::string, CacheEntry>>& kernels,
                                     const irg_arch_domain_t* domain, const VerifyOptions& o) {
  std::vector<Verified> out(kernels.size());
  std::vector<irg_request_t> requests(kernels.size());
  // Stale checks and requests first, on this thread; then each thread's numerics worker.
  for (size_t i = 0; i < kernels.size(); ++i) {
    const auto& [name, e] = kernels[i];
    out[i].name = name;
    out[i].detail = stale_reason(dir, name, e, domain);
    if (!out[i].detail.empty()) {
      out[i].detail = "stale: " + out[i].detail;
      continue;
    }
    requests[i] = *grid_request(e.family, e.arch, e.spec, domain);  // stale_reason built it once already
  }
  runtime::NumericsOptions no;
  no.executor = o.executor;
  const runtime::CodeObjectFiles objects =
      o.executor != runtime::Executor::ir ? cached_code_objects(dir) : runtime::CodeObjectFiles{};
  std::vector<std::unique_ptr<runtime::IsolatedNumerics>> workers;
  for (int w = 0; w < std::max(1, o.jobs); ++w)
    workers.push_back(std::make_unique<runtime::IsolatedNumerics>(*irg_reference_engine(), objects));
  toolchain::parallel_for_workers(
      kernels.size(), o.jobs,
      [&](size_t w, size_t i) {
        if (!out[i].detail.empty()) return;
        runtime::NumericsResult r = workers[w]->check(requests[i], no, o.timeout);
        out[i].verdict = r.verdict;
        out[i].detail = r.detail;
        out[i].launches = r.launches;
        out[i].seconds = r.seconds;
      },
      [&](size_t done, size_t) {
        if (o.progress) std::fprintf(stderr, "\rirgate grid verify: %zu/%zu", done, kernels.size()), std::fflush(stderr);
      });
  if (o.progress && !kernels.empty()) std::fputc('\n', stderr);
  return out;
}

}  // namespace irgate::grid
