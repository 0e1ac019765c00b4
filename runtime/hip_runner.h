// runtime/hip_runner.h — the same launch plan on a real AMD GPU through HIP, when irgate was
// built with HIP (HIP_INCLUDE_DIR and AMDHIP64_LIBRARY found) and a GPU of the plan's arch is
// present. Otherwise `hip_availability` says why not, and callers skip visibly.
//
// Used by tests/runtime (ctest label `hip`) and `irgate run --hip`. The kernel text is compiled
// with llc-22 + ld.lld-22 (subprocesses with timeouts) and loaded with hipModuleLoadData.
//
//   HipAvailability h = hip_availability("gfx1100");
//   if (!h.available) { std::cout << "SKIP: " << h.reason << "\n"; return 77; }
//   Status s = run_plan_on_hip(engine, plan, problem, options, run);
#pragma once

#include <string>

#include "runtime/emulated_plan.h"

namespace irgate::runtime {

struct HipAvailability {
  bool available = false;
  std::string reason;  // why not, when not
};

HipAvailability hip_availability(const std::string& arch);

// Same contract as run_plan_on_emulator (inputs from the same seeds, dW read back).
Status run_plan_on_hip(const irg_engine& engine, const irg_plan_t& plan, const irg_problem_t& problem,
                       const PlanRunOptions& options, PlanRun& run);

}  // namespace irgate::runtime
