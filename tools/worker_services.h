// tools/worker_services.h — what an irgate worker process serves (support/worker.h): `emit`
// (parity/emit_worker.h), `numerics` (runtime/isolated_numerics.h) and `build`
// (toolchain/in_process/build_service.h), each running the engines `engines` names.
//
// A library of its own, so that `irgate worker <service>` (cmd_worker.cpp) and the tests' worker
// program (tests/support_lib/test_worker.cpp, which adds its stand-ins) serve the same code.
//
//   return serve_worker(service, worker_services(lanes::engine_by_name));
#pragma once

#include <vector>

#include "support/engine_wire.h"
#include "support/worker_serve.h"

namespace irgate::tools {

std::vector<WorkerService> worker_services(const EngineLookup& engines);

}  // namespace irgate::tools
