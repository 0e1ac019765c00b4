// isa/exec/launch.h — run a pre-decoded kernel over a grid of workgroups on the ISA executor.
//
// Used by the ISA plan backend (runtime/isa_plan.*), tests and the bench. Per launch the
// kernarg segment and an HSA kernel dispatch packet are allocated in the plan's global memory;
// workgroups run one after another, each with fresh LDS; the waves of a workgroup start in the
// state AMDGPUUsage ("Initial Kernel Execution State") gives them — user SGPRs, workgroup ids
// (SGPRs on gfx9/gfx11, ttmp9/ttmp7 on gfx12+), packed work-item ids in v0, EXEC = the wave's
// lanes, MODE from the descriptor — and interleave like the IR emulator's (emu::ExecOptions:
// in order, each until its next barrier, or seeded random turns).
//
//   isa::exec::LaunchConfig cfg{{4, 1, 1}, {256, 1, 1}, {x_base, dy_base, 1024}};
//   Result<emu::Report> r = isa::exec::launch(program, arch, memory, cfg, {});
//   if (r && r->faulted) print(r->findings);
#pragma once

#include <cstdint>
#include <vector>

#include "isa/exec/program.h"
#include "machine/arch.h"
#include "machine/findings.h"
#include "machine/memory.h"
#include "machine/schedule.h"  // ExecOptions
#include "support/result.h"

namespace irgate::isa::exec {

struct LaunchConfig {
  uint32_t grid[3] = {1, 1, 1};   // workgroups
  uint32_t block[3] = {1, 1, 1};  // work-items per workgroup
  std::vector<uint64_t> kernargs; // one per explicit kernel argument: address or integer value
};

// Bad inputs (kernarg count, block size, LDS over the arch limit, a wave size the arch does not
// have) are errors; what happens while running (faults, races, unsupported instructions) is
// in the Report.
Result<emu::Report> launch(const Program& program, const emu::ArchInfo& arch, emu::GlobalMemory& memory,
                           const LaunchConfig& config, const emu::ExecOptions& options);

}  // namespace irgate::isa::exec
