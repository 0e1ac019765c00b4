// runtime/isolated_numerics.h — numerics checks in a worker process (support/worker.h), so that a
// crash or a hang of an engine or of the emulator is that case's ERROR verdict and the caller
// goes on.
//
// `irgate numerics` and `irgate grid verify` keep one IsolatedNumerics per thread: its worker
// serves case after case (the `numerics` service), and a config that brings it down is named in
// the report ("killed by signal 11 (Segmentation fault)") next to the cases that ran; the next
// case starts a new worker. The engine crosses by name (support/engine_wire.h).
//
//   IsolatedNumerics numerics(*irg_reference_engine());
//   NumericsResult r = numerics.check(request, {}, std::chrono::minutes(2));
//   if (r.verdict == Verdict::Error) std::cerr << r.detail;
#pragma once

#include <chrono>
#include <map>
#include <string>

#include "runtime/numerics.h"
#include "support/engine_wire.h"
#include "support/worker.h"
#include "support/worker_serve.h"

namespace irgate::runtime {

// The worker side: `engines` resolves the engine name the client sends.
WorkerService numerics_service(EngineLookup engines);

// Code objects for the ISA executor as data, so they cross into the worker: the file holding the
// code object of each LLVM text, by the text's SHA-256 (`grid verify`: the cache's objects). A
// text not in the map is compiled with the toolchain, as with no map at all. A file named by a
// SHA-256 (`<64 hex>.hsaco`) whose bytes do not hash to that name fails the case, unrun.
using CodeObjectFiles = std::map<std::string, std::string>;

// The CodeObjectSource of `files` (what the worker runs the ISA executor with).
CodeObjectSource code_objects_from(CodeObjectFiles files);

class IsolatedNumerics {
 public:
  explicit IsolatedNumerics(const irg_engine& engine, const CodeObjectFiles& code_objects = {});

  // check_numerics() in the worker. The result crosses as JSON: verdict, detail, launches, lane
  // instructions, seconds, the problem, the stage-1 rule and the comparison's counters (its
  // first mismatches are in `detail`). The options cross but for the functions and the tensors
  // (rewrite_kernel, rewrite_code_object, code_objects, keep_tensors): those are an Error
  // verdict, not ignored. The ISA executor's code objects come from the constructor's files;
  // any other text the worker compiles. `disassemblers` stays here: the worker keeps its own,
  // one per arch, across its cases.
  NumericsResult check(const irg_request_t& request, const NumericsOptions& options, std::chrono::milliseconds timeout);
  pid_t pid() const { return client_.pid(); }  // the running worker, or -1

 private:
  WorkerClient client_;
};

}  // namespace irgate::runtime
