// grid/verify.cpp — see verify.h.
#include "grid/verify.h"

#include <cstdio>
#include <mutex>

#include "grid/request.h"
#include "grid/stale.h"
#include "runtime/isolated_numerics.h"
#include "support/files.h"
#include "support/sha256.h"
#include "toolchain/parallel.h"

namespace irgate::grid {

namespace {

// The ISA executor's code objects: the cache's own, found by the SHA-256 of the launch's LLVM
// text; a text the cache does not hold is compiled.
runtime::CodeObjectSource cached_code_objects(const std::filesystem::path& dir) {
  auto objects = std::make_shared<std::map<std::string, std::filesystem::path>>();
  if (auto idx = CacheIndex::load(dir))
    for (const auto& [name, e] : idx->kernels) (*objects)[e.llvm_sha256] = CacheIndex::object_path(dir, e.object_sha256);
  auto compile = runtime::compile_with_toolchain();
  return [objects, compile](const irg_request_t& request, const std::string& text) -> Result<std::string> {
    auto it = objects->find(sha256_hex(text));
    if (it == objects->end()) return compile(request, text);
    auto bytes = read_file(it->second);
    if (!bytes) return Error{"the cached code object " + it->second.string() + ": " + bytes.error().message, 1};
    return bytes;
  };
}

}  // namespace

std::vector<Verified> verify_kernels(const std::filesystem::path& dir,
                                     const std::vector<std::pair<std::string, CacheEntry>>& kernels,
                                     const irg_arch_domain_t* domain, const VerifyOptions& o) {
  std::vector<Verified> out(kernels.size());
  std::vector<irg_request_t> requests(kernels.size());
  // Stale checks and requests first, on this thread: the workers below only fork and wait.
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
  if (o.executor != runtime::Executor::ir) {
    no.code_objects = cached_code_objects(dir);
    // Decoders made here, before the workers fork: every child inherits them ready.
    no.disassemblers = std::make_shared<runtime::Disassemblers>();
    for (const auto& [name, e] : kernels)
      if (auto s = no.disassemblers->prepare(e.arch); !s) {
        for (Verified& v : out) v.verdict = runtime::Verdict::Error, v.detail = "isa executor: " + s.error().message;
        return out;
      }
  }
  toolchain::parallel_for(
      kernels.size(), o.jobs,
      [&](size_t i) {
        if (!out[i].detail.empty()) return;
        runtime::NumericsResult r = runtime::check_numerics_isolated(*irg_reference_engine(), requests[i], no, o.timeout);
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
