// runtime/plan_executor.h — what runs a plan's launches: one interface, one implementation per
// executor, so the plan runner (runtime/emulated_plan.cpp) has no executor branches.
//
// The IR interpreter (emulator/) runs the emitted text, translated once per distinct text; the ISA
// executor (isa/exec/) runs the code object of that text (compiled with the flavor's toolchain or
// handed over, runtime/isa_kernels.h) and records what another executor needs to rerun it. Both
// run on the same memory (machine/) with the same scheduler; make_plan_executor() is the one
// place that picks between them.
//
//   std::unique_ptr<PlanExecutor> executor = make_plan_executor(options);
//   Result<emu::Report> report = executor->run(launch, text, arch, memory, kernargs, record);
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "irgate/abi.h"
#include "machine/arch.h"
#include "machine/findings.h"
#include "machine/memory.h"
#include "runtime/emulated_plan.h"
#include "support/result.h"

namespace irgate::runtime {

class PlanExecutor {
 public:
  virtual ~PlanExecutor() = default;
  // Runs `launch` (its grid and block) with the kernel `text` and the kernarg values `kernargs`
  // (a buffer's address or an i32, in IRG_KERNARG order) over `memory`. Fills record.kernel and
  // what the executor records of the launch. An error names why the kernel cannot run at all
  // ("emulator cannot run the kernel: …"); what happens while running is in the report.
  virtual Result<emu::Report> run(const irg_launch_t& launch, const std::string& text, const emu::ArchInfo& arch,
                                  emu::GlobalMemory& memory, const std::vector<uint64_t>& kernargs,
                                  LaunchRecord& record) = 0;
  // Distinct kernels built so far (translations, or decoded code objects).
  virtual uint64_t distinct_kernels() const = 0;
};

// The executor options.executor names (ir or isa; Executor::both is resolved by the caller into
// two runs), with the options' code-object source, rewrites and decoders.
std::unique_ptr<PlanExecutor> make_plan_executor(const PlanRunOptions& options);

}  // namespace irgate::runtime
