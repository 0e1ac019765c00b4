// toolchain/isolated_builder.h — an ObjectBuilder whose builds run in a worker process
// (support/worker.h), so a backend crash fails one kernel instead of ending the program.
//
// The in-process builder (in_process/builder.h) runs libLLVM, and LLVM's report_fatal_error
// ("LLVM ERROR: Cannot select: ...") aborts the process that calls it. `irgate grid compile`
// gives each worker thread an IsolatedBuilder: the first build() starts a worker (exec of
// irgate, `irgate worker build`) that makes its own inner builder from the init text and then
// builds kernel after kernel (its TargetMachines stay warm), each request and BuiltObject
// crossing the worker's socket. A worker that dies, or outlives the timeout on one kernel,
// fails that kernel with "crash: <how it died>: <first line it wrote to stderr for that
// kernel>"; the next build() starts a new worker. The bytes are the inner builder's
// (tests/toolchain/isolated_builder_test.cpp, in_process_identity_test.cpp).
//
//   IsolatedBuilder builder("build", in_process::build_init(IRG_FLAVOR_LLVM22, "22.1.8"), std::chrono::seconds(120));
//   // (in_process::isolated_builder() makes this one, checking the flavor and release first)
//   BuiltObject b = builder.build(dir->path(), ll_text, "gfx1250");   // never ends this process
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "support/result.h"
#include "support/worker.h"
#include "support/worker_serve.h"
#include "toolchain/object_builder.h"

namespace irgate::toolchain {

// The worker side of a builder service called `name`: make(init) builds the inner builder once
// per worker; each request's stderr goes to <scratch>/backend.stderr, where the parent reads it
// after a crash.
WorkerService builder_service(std::string name,
                              std::function<Result<std::unique_ptr<ObjectBuilder>>(const std::string& init)> make);

class IsolatedBuilder final : public ObjectBuilder {
 public:
  IsolatedBuilder(std::string service, std::string init, std::chrono::milliseconds timeout)
      : client_(std::move(service), std::move(init)), timeout_(timeout) {}

  BuiltObject build(const std::filesystem::path& scratch, const std::string& ll_text,
                    const std::string& arch) override;

 private:
  WorkerClient client_;
  std::chrono::milliseconds timeout_;
};

}  // namespace irgate::toolchain
