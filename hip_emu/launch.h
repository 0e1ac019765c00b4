// hip_emu/launch.h — one kernel launch on the emulated device: the checks hipModuleLaunchKernel
// makes before it dispatches (hipamd hip_module.cpp, ihipLaunchKernel_validate), the kernarg
// segment as the runtime fills it (kernarg_fill.h), the run on the ISA executor over the device's
// memory, and what the run's findings become.
//
// Used by the launch entry points of hip_emu/api_module.cpp (hipModuleLaunchKernel,
// hipExtModuleLaunchKernel, hipHccModuleLaunchKernel). A launch that cannot start returns its
// error now (invalid configuration, a bad `extra`, dynamic LDS); a kernel that faults (an access
// outside every allocation, past the instruction budget: a hang) completes the call with
// hipSuccess and leaves the error, with the executor's finding, pending on the stream
// (runtime.h). The launch's estimated time advances the device clock (launch_estimate.h).
//
//   LaunchRequest r{function, {{4, 1, 1}, {256, 1, 1}, 0}, stream, {params, nullptr, 0}};
//   if (hipError_t e = launch(rt, r)) return e;
#pragma once

#include "hip_emu/hip_api.h"
#include "hip_emu/kernarg_fill.h"
#include "hip_emu/runtime.h"

namespace irgate::hipemu {

struct LaunchRequest {
  const char* call = "hipModuleLaunchKernel";  // the entry point, for error details
  Function* function = nullptr;
  Dispatch dispatch;
  Stream* stream = nullptr;
  ExplicitArguments args;
};

// `extra` as hipModuleLaunchKernel takes it ({HIP_LAUNCH_PARAM_BUFFER_POINTER, p,
// HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END}) into `out`; the entry point's
// error otherwise. Exactly one of kernelParams and extra may be given.
hipError_t explicit_arguments(void** kernel_params, void** extra, const char* call, ExplicitArguments& out);

hipError_t launch(Runtime& rt, const LaunchRequest& request);

}  // namespace irgate::hipemu
