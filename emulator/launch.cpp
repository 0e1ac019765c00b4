// emulator/launch.cpp — grid and workgroup scheduling: waves, barriers, seeded interleavings.
#include "emulator/launch.h"

#include <algorithm>
#include <numeric>
#include <random>

#include "emulator/lds.h"
#include "emulator/wave.h"

namespace irgate::emu {

namespace {

// Runs one workgroup to completion (or a fault). Waves at a barrier wait until every wave that
// has not finished arrives; a finished wave no longer counts (as s_barrier on hardware).
void run_group(GroupContext& g, std::vector<WaveState>& waves, std::mt19937_64* rng,
               uint64_t& budget_left) {
  std::vector<uint32_t> ready;
  while (!g.report.faulted) {
    ready.clear();
    bool any_at_barrier = false;
    for (uint32_t k = 0; k < waves.size(); ++k) {
      if (waves[k].status == WaveStatus::Ready) ready.push_back(k);
      any_at_barrier |= waves[k].status == WaveStatus::AtBarrier;
    }
    if (ready.empty()) {
      if (!any_at_barrier) return;  // every wave done
      g.lds.barrier();
      for (WaveState& w : waves)
        if (w.status == WaveStatus::AtBarrier) w.status = WaveStatus::Ready;
      continue;
    }
    if (budget_left == 0) {
      g.report.add(FindingKind::Limit, "@" + g.prog.kernel_name + " exceeded the instruction limit (runaway loop?)");
      return;
    }
    if (!rng) {
      for (uint32_t k : ready) budget_left -= std::min(budget_left, run_wave(g, waves[k], budget_left));
    } else {
      uint32_t k = ready[(*rng)() % ready.size()];
      uint64_t quantum = 1 + (*rng)() % 48;
      budget_left -= std::min(budget_left, run_wave(g, waves[k], std::min(quantum, budget_left)));
    }
  }
}

}  // namespace

Result<Report> launch(const Program& program, const ArchInfo& arch, GlobalMemory& memory,
                      const LaunchConfig& config, const ExecOptions& options) {
  if (config.kernargs.size() != program.params.size())
    return Error{"@" + program.kernel_name + " takes " + std::to_string(program.params.size()) +
                 " kernel arguments, the launch gives " + std::to_string(config.kernargs.size())};
  const uint64_t items = uint64_t(config.block[0]) * config.block[1] * config.block[2];
  if (items == 0 || items > 1024) return Error{"workgroup of " + std::to_string(items) + " work-items (1..1024)"};
  if (program.lds_bytes > arch.lds_bytes)
    return Error{"@" + program.kernel_name + " needs " + std::to_string(program.lds_bytes) + " LDS bytes, " +
                 arch.name + " has " + std::to_string(arch.lds_bytes)};
  const unsigned W = arch.wave_size;
  const uint32_t n_waves = uint32_t((items + W - 1) / W);

  Report report;
  Lds lds(program.lds_bytes);
  std::vector<WaveState> waves(n_waves);
  for (uint32_t k = 0; k < n_waves; ++k) {
    waves[k].index = k;
    waves[k].W = W;
    uint64_t lanes = std::min<uint64_t>(W, items - uint64_t(k) * W);
    waves[k].present = lanes == 64 ? ~uint64_t(0) : (uint64_t(1) << lanes) - 1;
  }
  std::vector<uint64_t> groups(uint64_t(config.grid[0]) * config.grid[1] * config.grid[2]);
  std::iota(groups.begin(), groups.end(), uint64_t(0));
  std::mt19937_64 rng(options.schedule_seed);
  if (options.schedule_seed && options.shuffle_workgroups) std::shuffle(groups.begin(), groups.end(), rng);

  GroupContext g{program, arch, memory, lds, report};
  g.block_dim[0] = config.block[0];
  g.block_dim[1] = config.block[1];
  g.block_dim[2] = config.block[2];
  g.check_races = options.check_races;
  g.check_uninitialised = options.check_uninitialised;
  g.wmma_model = options.wmma_model;
  uint64_t budget = options.max_wave_instructions;
  for (uint64_t linear : groups) {
    g.group_id[0] = uint32_t(linear % config.grid[0]);
    g.group_id[1] = uint32_t((linear / config.grid[0]) % config.grid[1]);
    g.group_id[2] = uint32_t(linear / (uint64_t(config.grid[0]) * config.grid[1]));
    lds.begin_workgroup();
    for (WaveState& w : waves) start_wave(program, w, config.kernargs);
    run_group(g, waves, options.schedule_seed ? &rng : nullptr, budget);
    report.stats.workgroups += 1;
    if (report.faulted) break;
  }
  return report;
}

}  // namespace irgate::emu
