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
  // A runtime's own kernarg segment (explicit and hidden arguments as it filled them: the
  // emulated HIP device, hip_emu/kernarg_fill.h), used as it is instead of one made from
  // `kernargs` (which must then be empty); at least Program::kernarg_bytes long.
  std::vector<uint8_t> kernarg_segment;
  // The dispatch packet's dimensions (1..3) as that runtime sets them (HIP: always 3); 0 derives
  // them from grid and block, as kernarg_segment() does for hidden_grid_dims.
  unsigned dimensions = 0;
};

// Bad inputs (kernarg count, a kernarg segment shorter than the kernel's, block size, LDS over the
// arch limit, a wave size the arch does not have) are errors; what happens while running (faults, races, unsupported instructions) is
// in the Report.
Result<emu::Report> launch(const Program& program, const emu::ArchInfo& arch, emu::GlobalMemory& memory,
                           const LaunchConfig& config, const emu::ExecOptions& options);

}  // namespace irgate::isa::exec
