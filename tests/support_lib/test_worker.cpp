// tests/support_lib/test_worker.cpp — the tests' worker program: what `irgate worker` serves
// (tools/worker_services.h) plus the stand-ins (stand_in_engines.h, stand_in_services.h).
//
// ctest points IRGATE_WORKER at it (cmake/irgate.cmake), so a library test that runs parity,
// numerics or builds isolated gets the same services as irgate, and the broken engines and
// builders the tests hand over by name exist in the worker too.
//
//   irgate_test_worker worker emit        # started by WorkerClient, never by hand
#include <cstdio>
#include <string>

#include "lanes/engines.h"
#include "support/worker_serve.h"
#include "tests/support_lib/stand_in_engines.h"
#include "tests/support_lib/stand_in_services.h"
#include "tools/worker_services.h"

int main(int argc, char** argv) {
  if (argc != 3 || std::string(argv[1]) != "worker") {
    std::fprintf(stderr, "usage: %s worker SERVICE (started by irgate's tests, through IRGATE_WORKER)\n", argv[0]);
    return 2;
  }
  const irgate::EngineLookup engines = [](const std::string& name) {
    const irg_engine* e = irgate::testing::stand_in_engine(name);
    return e ? e : irgate::lanes::engine_by_name(name);
  };
  std::vector<irgate::WorkerService> services = irgate::tools::worker_services(engines);
  services.push_back(irgate::testing::stand_in_service());
  services.push_back(irgate::testing::stand_in_build_service());
  return irgate::serve_worker(argv[2], services);
}
