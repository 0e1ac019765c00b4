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

runtime::CodeObjectFiles code_objects_of(const CacheIndex& idx, const std::filesystem::path& dir) {
  runtime::CodeObjectFiles objects;
  for (const auto& [name, e] : idx.kernels) objects[e.llvm_sha256] = CacheIndex::object_path(dir, e.object_sha256);
  return objects;
}

std::vector<runtime::NumericsResult> check_in_workers(const std::vector<const irg_request_t*>& requests,
                                                      const runtime::CodeObjectFiles& objects, const VerifyOptions& o,
                                                      const std::vector<runtime::ProblemShape>* shapes,
                                                      const std::function<void(size_t, const runtime::NumericsResult&)>& finished) {
  std::vector<runtime::NumericsResult> out(requests.size());
  runtime::NumericsOptions no;
  no.executor = o.executor;
  no.inputs = o.inputs;
  no.tolerance = o.tolerance;
  const int jobs = std::max(1, std::min<int>(o.jobs, static_cast<int>(requests.size())));
  std::vector<std::unique_ptr<runtime::IsolatedNumerics>> workers;
  for (int w = 0; w < jobs && !requests.empty(); ++w)
    workers.push_back(std::make_unique<runtime::IsolatedNumerics>(*irg_reference_engine(), objects));
  toolchain::parallel_for_workers(
      requests.size(), jobs,
      [&](size_t w, size_t i) {
        if (!requests[i]) return;
        runtime::NumericsOptions mine = no;
        if (shapes) mine.shape = (*shapes)[i];
        out[i] = workers[w]->check(*requests[i], mine, o.timeout);
        if (finished) finished(i, out[i]);
      },
      [&](size_t done, size_t) {
        if (o.progress) std::fprintf(stderr, "\rirgate grid verify: %zu/%zu", done, requests.size()), std::fflush(stderr);
      });
  if (o.progress && !requests.empty()) std::fputc('\n', stderr);
  return out;
}

std::vector<Verified> verify_kernels(const std::filesystem::path& dir,
                                     const std::vector<std::pair<std::string, CacheEntry>>& kernels,
                                     const irg_arch_domain_t* domain, const VerifyOptions& o,
                                     const OnVerified& on_verified) {
  std::vector<Verified> out(kernels.size());
  std::vector<irg_request_t> requests(kernels.size());
  // Stale checks and requests first, on this thread; then each thread's numerics worker.
  for (size_t i = 0; i < kernels.size(); ++i) {
    const auto& [name, e] = kernels[i];
    out[i].name = name;
    out[i].detail = stale_reason(dir, name, e, domain);
    if (!out[i].detail.empty()) {
      out[i].detail = "stale: " + out[i].detail;
      if (on_verified) on_verified(out[i]);
      continue;
    }
    requests[i] = *grid_request(e.family, e.arch, e.spec, domain);  // stale_reason built it once already
  }
  std::vector<const irg_request_t*> live(kernels.size(), nullptr);
  for (size_t i = 0; i < kernels.size(); ++i)
    if (out[i].detail.empty()) live[i] = &requests[i];
  runtime::CodeObjectFiles objects;  // a text the cache does not hold is compiled
  if (o.executor != runtime::Executor::ir)
    if (auto idx = CacheIndex::load(dir)) objects = code_objects_of(*idx, dir);
  check_in_workers(live, objects, o, nullptr, [&](size_t i, const runtime::NumericsResult& r) {
    out[i].verdict = r.verdict;
    out[i].detail = r.detail;
    if (r.launched()) out[i].basis = r.basis;
    out[i].launches = r.launches;
    out[i].seconds = r.seconds;
    if (on_verified) on_verified(out[i]);
  });
  return out;
}

}  // namespace irgate::grid
