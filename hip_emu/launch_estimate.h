// hip_emu/launch_estimate.h — how long a launch would take on the device, estimated from what the
// ISA executor counted while running it: what hipEventElapsedTime reports between two events on
// the emulated device. An estimate, not a measurement (nothing here has timed hardware).
//
// The model is serve/cost_model.h's for one launch, with the executor's own counts in place of
// a profile: per block, the cycles each processor resource ("pipe" of LLVM's scheduling model:
// HWXDL, HWVALU, ...) was held, summed over the launch and divided by its blocks; blocks spread
// over the arch's compute units (serve/machine_figures.def), as many per unit at once as its
// SIMDs hold with one wave each (the occupancy llc would report is not in the code object, so
// the model takes the lowest); each round of blocks lasts as long as its busiest pipe; cycles
// become microseconds at the figures' clock. Memory bandwidth, latency, caches and copies cost
// nothing here.
//
//   double us = hipemu::estimate_microseconds(report, "gfx1250", grid, block, 32);
#pragma once

#include <cstdint>
#include <string>

#include "machine/findings.h"

namespace irgate::hipemu {

// An arch's row of serve/machine_figures.def (compute units: work-group processors on gfx10+),
// or nullptr.
struct MachineFigures {
  const char* arch;
  int compute_units, simds_per_unit, clock_mhz;
};
const MachineFigures* machine_figures(const std::string& arch);

// 0 when the arch has no row in serve/machine_figures.def or the launch counted no cycles.
double estimate_microseconds(const emu::Report& report, const std::string& arch, const uint32_t grid[3],
                             const uint32_t block[3], unsigned wave_size);

}  // namespace irgate::hipemu
