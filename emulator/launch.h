// emulator/launch.h — run a translated kernel over a grid of workgroups on the emulator.
//
// Used by the runtime, tests and bench. Workgroups run one after another (each with fresh
// LDS); inside a workgroup, waves interleave: in order, each until its next barrier, or — with
// a schedule seed — in a seeded random order with random instruction budgets, so results that
// depend on wave order (beyond atomic-add rounding) show up as differences between seeds.
//
//   LaunchConfig cfg{{4, 1, 1}, {256, 1, 1}, {x_base, dy_base, 1024u}};
//   Result<Report> r = launch(program, *arch_info("gfx1100"), memory, cfg, {});
//   if (r && r->faulted) print(r->findings);
#pragma once

#include <cstdint>
#include <vector>

#include "emulator/arch.h"
#include "emulator/findings.h"
#include "emulator/memory.h"
#include "emulator/program.h"
#include "emulator/wmma.h"
#include "support/result.h"

namespace irgate::emu {

struct LaunchConfig {
  uint32_t grid[3] = {1, 1, 1};   // workgroups
  uint32_t block[3] = {1, 1, 1};  // work-items per workgroup
  std::vector<uint64_t> kernargs; // one per kernel parameter: address or integer value
};

struct ExecOptions {
  uint64_t schedule_seed = 0;     // 0: waves in order, each until a barrier; else seeded interleaving
  bool shuffle_workgroups = false;  // with a seed: also run workgroups in a seeded order
  bool check_races = true;
  bool check_uninitialised = true;
  WmmaModel wmma_model = WmmaModel::CLast;  // the arithmetic inside a WMMA (emulator/wmma_models.def)
  uint64_t max_wave_instructions = uint64_t(1) << 36;  // runaway-loop guard for the whole launch
};

// Bad inputs (wrong kernarg count, block over 1024 items, LDS over the arch limit) are errors;
// what happens while running (faults, races, ...) is in the Report.
Result<Report> launch(const Program& program, const ArchInfo& arch, GlobalMemory& memory,
                      const LaunchConfig& config, const ExecOptions& options);

}  // namespace irgate::emu
