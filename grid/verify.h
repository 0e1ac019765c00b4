// grid/verify.h — `irgate grid verify`: every cached kernel's spec against the host reference
// (runtime::check_numerics on the default small problem of its geometry, channel tails
// included) on the IR emulator, on the ISA executor — which runs the cache's own code objects,
// DIR/objects/<object_sha256>.hsaco, looked up by the SHA-256 of each launch's LLVM text (a plan
// launch whose text no cache entry holds, e.g. a reduce helper outside the grid, is compiled
// with the llvm22 toolchain) — or on both, cross-checked. Each thread's kernels run in its worker
// process (runtime/isolated_numerics.h) so a crash or a hang fails that kernel and the run goes on. A
// reduce kernel runs the reduce path check_numerics has. A stale kernel (grid/stale.h) fails
// without running.
//
// Used by `irgate grid verify` and the grid ctest.
//
//   auto results = grid::verify_kernels(dir, selected, domain, {.jobs = 2});
//   for (auto& r : results) if (!r.passed()) std::cout << r.name << ": " << r.detail << "\n";
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "grid/cache_index.h"
#include "irgate/arch_domain_view.h"
#include "runtime/isolated_numerics.h"
#include "runtime/numerics.h"

namespace irgate::grid {

struct VerifyOptions {
  int jobs = 2;
  std::chrono::milliseconds timeout{300000};  // per kernel
  bool progress = false;
  runtime::Executor executor = runtime::Executor::both;
  runtime::InputsMode inputs = runtime::InputsMode::exact;  // runtime/exact_inputs.h
  runtime::ToleranceBasis tolerance = runtime::ToleranceBasis::worst_case;  // random inputs: what fails a kernel
};

struct Verified;
// Called with each kernel's result the moment it is known (from the worker threads): `grid
// verify --resume` journals it (lanes/record_journal.h).
using OnVerified = std::function<void(const Verified&)>;

struct Verified {
  std::string name;
  runtime::Verdict verdict = runtime::Verdict::Error;
  std::string detail;  // the numerics detail, or why the kernel is stale
  std::optional<runtime::VerdictBasis> basis;  // what the verdict rests on, once the check ran
  int launches = 0;
  double seconds = 0;
  bool passed() const { return verdict == runtime::Verdict::Pass && launches > 0; }
};

// The cache's code objects as data for the ISA executor: each cached kernel's object file by the
// SHA-256 of its LLVM text (so they cross into the numerics workers).
runtime::CodeObjectFiles code_objects_of(const CacheIndex& idx, const std::filesystem::path& dir);

// Each non-null request checked by runtime::check_numerics in its thread's worker process (one per
// job, at most one per request), the ISA executor running `objects` (a launch whose text is not
// there is compiled). A null request is skipped and its result stays default (an Error verdict).
// Also what grid compile's execution gate runs (grid/cache_execution.h).
// `shapes`, when given, holds each request's problem shape (else numerics' default problem).
// `finished(i)`, when given, is called once out[i] is known (from the worker threads).
std::vector<runtime::NumericsResult> check_in_workers(const std::vector<const irg_request_t*>& requests,
                                                      const runtime::CodeObjectFiles& objects, const VerifyOptions& options,
                                                      const std::vector<runtime::ProblemShape>* shapes = nullptr,
                                                      const std::function<void(size_t, const runtime::NumericsResult&)>& finished = {});

std::vector<Verified> verify_kernels(const std::filesystem::path& dir,
                                     const std::vector<std::pair<std::string, CacheEntry>>& kernels,
                                     const irg_arch_domain_t* domain, const VerifyOptions& options,
                                     const OnVerified& on_verified = {});

}  // namespace irgate::grid
