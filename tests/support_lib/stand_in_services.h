// tests/support_lib/stand_in_services.h — worker services for the tests of support/worker.h and
// toolchain/isolated_builder.h, served by the tests' worker program (test_worker.cpp).
//
// `stand_in` answers by the request's text: "segfault", "abort", "exit" (code 1) and "hang" end
// or stall the worker, "refuse" is an Error reply, "pid" and "threads" report the worker's
// process id and thread count, anything else comes back as "<init>:<request>"; the init
// "refuse" refuses the service. `stand_in_build` is an IsolatedBuilder's worker whose inner
// builder behaves by the "LLVM text" it gets: "segfault", "fatal" (an LLVM-style fatal error on
// stderr, then abort), "exit", "hang", "count" (builds so far in this worker), "fails", or
// anything else: a fake code object, notes and step times.
//
//   WorkerClient w("stand_in", "init");
//   EXPECT_EQ(w.call("x", std::chrono::seconds(20)).payload, "init:x");
//   IsolatedBuilder b("stand_in_build", "", std::chrono::seconds(20));
#pragma once

#include "support/worker_serve.h"

namespace irgate::testing {

WorkerService stand_in_service();
WorkerService stand_in_build_service();

}  // namespace irgate::testing
