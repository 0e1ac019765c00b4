// support/worker_serve.h — the worker's side of support/worker.h: the services a program
// offers, and the loop that serves one of them on the socket its parent left on fd 3.
//
// `irgate worker <service>` (tools/cmd_worker.cpp) and the tests' worker program
// (tests/support_lib/test_worker.cpp) each list their services and call serve_worker() before
// anything else runs, so a worker process is single-threaded unless a service starts threads.
//
//   WorkerService echo{"echo", [](const std::string& init) -> Result<WorkerHandler> {
//     return WorkerHandler([init](const std::string& request) -> Result<std::string> { return init + request; });
//   }};
//   return serve_worker("echo", {echo});          // the process's exit code
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "support/result.h"

namespace irgate {

// Answers one request; an Error is sent back as that request's failure and the worker goes on.
using WorkerHandler = std::function<Result<std::string>(const std::string& request)>;

// One kind of work. open() runs once per worker process, with the init bytes of the
// WorkerClient that started it; an Error refuses the service (the client reports it).
struct WorkerService {
  std::string name;
  std::function<Result<WorkerHandler>(const std::string& init)> open;
};

// The handshake a worker sends first: the protocol and the ABI of the build that serves.
std::string worker_hello();

// Serves `service` on fd 3 until the parent closes its end; returns the exit code (0 at a clean
// end, 2 when there is no parent socket, the service is unknown or refuses its init).
int serve_worker(const std::string& service, const std::vector<WorkerService>& services);

}  // namespace irgate
