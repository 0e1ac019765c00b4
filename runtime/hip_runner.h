// runtime/hip_runner.h — the same launch plan through HIP's module API, when irgate was built
// with HIP (HIP_INCLUDE_DIR and AMDHIP64_LIBRARY found) and the HIP runtime the process loaded
// has a device of the plan's arch: a GPU, or irgate's emulated device (libirgate_hipemu in
// libamdhip64's place, docs/hip-emulated-device.md). Otherwise `hip_availability` says why not,
// and callers skip visibly.
//
// Used by tests/runtime (ctest label `hip`). The kernels' code objects come from the options (a
// test hands the ISA executor path's, so both run the same bytes) or are compiled with the
// request flavor's toolchain, and are loaded with hipModuleLoadData; each launch is described as
// the C serving API describes a served one and launched as a framework would (hip_device.cpp).
//
//   HipAvailability h = hip_availability("gfx1100");
//   if (!h.available) { std::cout << "SKIP: " << h.reason << "\n"; return 77; }
//   std::cout << hip_device_description() << "\n";        // which device runs it
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

// "irgate's emulated device (libirgate_hipemu): irgate emulated gfx1250 (ISA executor) (gfx1250);
// ..." or "a HIP runtime (libamdhip64): AMD Radeon ... (gfx1100)".
std::string hip_device_description();

// Same contract as run_plan_on_emulator (inputs from the same seeds and modes, options'
// fill_buffers, WS before the helper, dW read back; each launch's code object, explicit kernarg
// bytes and pointer slots in run.launches). A launch that fails on the device (a kernel fault)
// is an error naming it with the runtime's hipGetErrorString.
Status run_plan_on_hip(const irg_engine& engine, const irg_plan_t& plan, const irg_problem_t& problem,
                       const PlanRunOptions& options, PlanRun& run);

}  // namespace irgate::runtime
