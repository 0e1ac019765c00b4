// runtime/plan_buffers.h — what every plan runner does with a plan's buffers besides launching:
// write X and dY (drawn a chunk at a time, encoded in the problem's dtype) and the buffers the
// options fill, keep WS as it was before the helper launch, and read dW back. The memory is the
// runner's (the executors' global memory, or a HIP device's): it hands in how to write and read.
//
// Used by runtime/emulated_plan.cpp (the IR emulator and the ISA executor) and
// runtime/hip_device.cpp (HIP), so the three runners give kernels the same inputs and read dW
// the same way.
//
//   PlanBufferIo io{[&](int b, uint64_t off, const void* p, uint64_t n) { mem.write(base[b] + off, p, n); return ok(); },
//                   [&](int b, uint64_t off, void* p, uint64_t n) { mem.read(base[b] + off, p, n); return ok(); }};
//   if (auto s = write_plan_inputs(plan, problem, options, io, run); !s) return s;
//   ...launches...
//   if (auto s = read_plan_dw(plan, problem, io, run); !s) return s;
#pragma once

#include <cstdint>
#include <functional>

#include "irgate/abi.h"
#include "runtime/emulated_plan.h"
#include "support/result.h"

namespace irgate::runtime {

struct PlanBufferIo {
  std::function<Status(int buffer, uint64_t offset, const void* bytes, uint64_t size)> write;
  std::function<Status(int buffer, uint64_t offset, void* bytes, uint64_t size)> read;
};

// Sets run.inputs (input_draw) and writes X and dY, or the buffers options.fill_buffers names
// (run.filled). Errors: a plan buffer smaller than the problem's tensor.
Status write_plan_inputs(const irg_plan_t& plan, const irg_problem_t& problem, const PlanRunOptions& options,
                         const PlanBufferIo& io, PlanRun& run);

// Before launch `index`: when it is the plan's first helper launch (a family that is not
// stage 1) and the plan has a WS, WS as it is now into run.ws_before_helper (fp32).
Status snapshot_helper_input(const irg_plan_t& plan, int index, const PlanBufferIo& io, PlanRun& run);

// dW's elements into run.dw (floats) and run.dw_bytes (as the kernels left them).
Status read_plan_dw(const irg_plan_t& plan, const irg_problem_t& problem, const PlanBufferIo& io, PlanRun& run);

}  // namespace irgate::runtime
