// tools/worker_services.cpp — see worker_services.h.
#include "tools/worker_services.h"

#include "parity/emit_worker.h"
#include "runtime/isolated_numerics.h"
#include "toolchain/in_process/build_service.h"

namespace irgate::tools {

std::vector<WorkerService> worker_services(const EngineLookup& engines) {
  return {parity::emit_service(engines), runtime::numerics_service(engines), toolchain::in_process::build_service()};
}

}  // namespace irgate::tools
