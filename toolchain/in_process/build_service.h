// toolchain/in_process/build_service.h — the in-process builder in a worker process: the
// `build` worker service (an InProcessBuilder made from the init text) and the IsolatedBuilder
// that `irgate grid compile` gives each of its threads.
//
// The worker is a fresh exec of irgate (support/worker.h), so libLLVM and liblld run in a
// single-threaded process that owns every lock it has, and a backend abort ends that worker only.
//
//   auto b = in_process::isolated_builder(IRG_FLAVOR_LLVM22, "22.1.8", std::chrono::seconds(120));
//   if (!b) return b.error();            // another flavor, or libLLVM is not that llc's release
//   toolchain::BuiltObject o = (*b)->build(dir, ll_text, "gfx1250");
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "support/result.h"
#include "support/worker_serve.h"
#include "toolchain/object_builder.h"

namespace irgate::toolchain::in_process {

// "<flavor> <llc version>": what the worker's InProcessBuilder::create() gets.
std::string build_init(int flavor, const std::string& llc_version);

// The worker side: service "build".
WorkerService build_service();

// InProcessBuilder::usable() checked here, then an IsolatedBuilder of service "build".
Result<std::unique_ptr<ObjectBuilder>> isolated_builder(int flavor, const std::string& llc_version,
                                                        std::chrono::milliseconds timeout);

}  // namespace irgate::toolchain::in_process
