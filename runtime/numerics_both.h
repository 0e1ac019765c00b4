// runtime/numerics_both.h — one numerics check on both executors: the emitted LLVM IR on the IR
// emulator and its compiled code objects on the ISA executor, each against the host reference
// (as check_numerics does alone), then against each other: dW bit for bit where every stage that
// writes it is deterministic (the reduce family; depthwise when its stage 1 has one writer per
// element), within the reference tolerance elsewhere (atomic-add order, the two WMMA models). A
// disagreement is a MISMATCH naming the first differing element and both values.
//
// Used by check_numerics (runtime/numerics.h) for Executor::both. When the ISA executor cannot
// run here (the flavor's toolchain is missing), the IR emulator's result stands with a line
// saying why the ISA executor did not run.
//
//   NumericsOptions o;
//   o.executor = Executor::both;
//   NumericsResult r = check_numerics(*irg_reference_engine(), request, o);   // calls this
#pragma once

#include <string>

#include "runtime/numerics.h"

namespace irgate::runtime {

NumericsResult check_on_both_executors(const irg_engine& engine, const irg_request_t& request, const NumericsOptions& options);

// "" when the ISA executor can run `request` on this machine, else why not.
std::string isa_executor_unavailable(const irg_request_t& request);

}  // namespace irgate::runtime
