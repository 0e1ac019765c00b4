// emulator/launch.h — run a translated kernel over a grid of workgroups on the emulator.
//
// Used by the runtime, tests and bench. Workgroups run one after another (each with fresh
// LDS) on the scheduler both executors share (machine/schedule.h): waves in order, each until
// its next barrier, or — with a schedule seed — in a seeded random order with random instruction
// budgets, so results that depend on wave order (beyond atomic-add rounding) show up as
// differences between seeds.
//
//   LaunchConfig cfg{{4, 1, 1}, {256, 1, 1}, {x_base, dy_base, 1024u}};
//   Result<Report> r = launch(program, *arch_info("gfx1100"), memory, cfg, {});
//   if (r && r->faulted) print(r->findings);
#pragma once

#include <cstdint>
#include <vector>

#include "emulator/program.h"
#include "machine/arch.h"
#include "machine/findings.h"
#include "machine/memory.h"
#include "machine/schedule.h"  // ExecOptions
#include "machine/wmma.h"
#include "support/result.h"

namespace irgate::emu {

struct LaunchConfig {
  uint32_t grid[3] = {1, 1, 1};   // workgroups
  uint32_t block[3] = {1, 1, 1};  // work-items per workgroup
  std::vector<uint64_t> kernargs; // one per kernel parameter: address or integer value
};


// Bad inputs (wrong kernarg count, block over 1024 items, LDS over the arch limit) are errors;
// what happens while running (faults, races, ...) is in the Report.
Result<Report> launch(const Program& program, const ArchInfo& arch, GlobalMemory& memory,
                      const LaunchConfig& config, const ExecOptions& options);

}  // namespace irgate::emu
