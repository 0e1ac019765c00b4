// runtime/hip_runner.cpp — the HIP entry points when irgate was built without HIP: they say so.
// With HIP (IRGATE_HAVE_HIP), hip_device.cpp defines them instead.
#include "runtime/hip_runner.h"

#ifndef IRGATE_HAVE_HIP
namespace irgate::runtime {

HipAvailability hip_availability(const std::string&) {
  return {false,
          "irgate was configured without HIP (hip/hip_runtime_api.h or libamdhip64 not found: install "
          "libamdhip64-dev and re-run cmake)"};
}

std::string hip_device_description() { return hip_availability("").reason; }

Status run_plan_on_hip(const irg_engine&, const irg_plan_t&, const irg_problem_t&, const PlanRunOptions&, PlanRun&) {
  return Error{hip_availability("").reason, 1};
}

}  // namespace irgate::runtime
#endif
