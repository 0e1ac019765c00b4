// hip_emu/launch_estimate.cpp — see launch_estimate.h.
#include "hip_emu/launch_estimate.h"

#include <algorithm>

namespace irgate::hipemu {

namespace {

constexpr MachineFigures kFigures[] = {
#define IRG_MACHINE(arch, units, simds, mhz, published, vgprs, granule, waves) {arch, units, simds, mhz},
#include "serve/machine_figures.def"
#undef IRG_MACHINE
};

}  // namespace

const MachineFigures* machine_figures(const std::string& arch) {
  for (const MachineFigures& row : kFigures)
    if (arch == row.arch) return &row;
  return nullptr;
}

double estimate_microseconds(const emu::Report& report, const std::string& arch, const uint32_t grid[3],
                             const uint32_t block[3], unsigned wave_size) {
  const MachineFigures* f = machine_figures(arch);
  const uint64_t blocks = uint64_t(grid[0]) * grid[1] * grid[2];
  if (!f || blocks == 0 || report.pipe_cycles.empty() || wave_size == 0) return 0;
  const uint64_t items = uint64_t(block[0]) * block[1] * block[2];
  const uint64_t waves = std::max<uint64_t>(1, (items + wave_size - 1) / wave_size);
  const uint64_t simds = uint64_t(f->simds_per_unit);
  const uint64_t resident = std::max<uint64_t>(1, simds / waves);  // blocks a unit runs at once
  const uint64_t per_round = uint64_t(f->compute_units) * resident;
  const uint64_t rounds = (blocks + per_round - 1) / per_round;
  const double busy_simds = double(std::min(simds, resident * waves));
  double round = 0;
  for (const auto& [pipe, cycles] : report.pipe_cycles)
    round = std::max(round, double(resident) * (double(cycles) / double(blocks)) / busy_simds);
  return double(rounds) * round / double(f->clock_mhz);
}

}  // namespace irgate::hipemu
