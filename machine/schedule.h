// machine/schedule.h — the one workgroup scheduler both executors use: which workgroup runs
// when, and inside a workgroup which wave runs for how long, with one instruction budget for the
// launch. The executors supply the waves (the IR interpreter's, the ISA executor's); the order,
// the seeded interleaving and the runaway guard are the same for both, so a schedule seed means
// the same interleaving on either.
//
// Workgroups run one after another, in linear order (x fastest) or, with a schedule seed and
// shuffle_workgroups, in a seeded order. Inside one, with no seed every ready wave runs in index
// order until it stops (a barrier, its end, a fault); with a seed a random ready wave runs a random
// quantum of 1..48 instructions, so results that depend on wave order (beyond atomic-add rounding)
// show up as differences between seeds. When no wave is ready and some wait at a barrier, the
// executor is asked to release it; one that cannot (a barrier some live wave will never reach) is
// a fault. The launch stops at the first fault.
//
//   struct MyGroup {                                    // what an executor gives the scheduler
//     uint32_t wave_count() const;
//     WaveRun wave_state(uint32_t wave) const;
//     uint64_t run_wave(uint32_t wave, uint64_t budget);  // instructions it executed
//     bool release_barrier();                           // false: the barrier cannot release
//     void start_workgroup(const uint32_t group_id[3]);
//   };
//   run_grid(group, config.grid, options, report, "@kernel");
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "machine/findings.h"
#include "machine/wmma.h"

namespace irgate::emu {

struct ExecOptions {
  uint64_t schedule_seed = 0;     // 0: waves in order, each until a barrier; else seeded interleaving
  bool shuffle_workgroups = false;  // with a seed: also run workgroups in a seeded order
  bool check_races = true;
  bool check_uninitialised = true;
  WmmaModel wmma_model = WmmaModel::CLast;  // the IR interpreter's arithmetic inside a WMMA (wmma_models.def)
  uint64_t max_wave_instructions = uint64_t(1) << 36;  // runaway-loop guard for the whole launch
};

// A wave as the scheduler sees it.
enum class WaveRun { ready, waiting, done };

template <class G>
concept ScheduledGroup = requires(G g, const G cg, uint32_t wave, uint64_t budget, const uint32_t* id) {
  { cg.wave_count() } -> std::convertible_to<uint32_t>;
  { cg.wave_state(wave) } -> std::same_as<WaveRun>;
  { g.run_wave(wave, budget) } -> std::convertible_to<uint64_t>;
  { g.release_barrier() } -> std::same_as<bool>;
  g.start_workgroup(id);
};

namespace schedule_detail {

// One workgroup until every wave ended, a fault, or the budget ran out.
template <ScheduledGroup G>
void run_workgroup(G& group, std::mt19937_64* rng, uint64_t& budget, Report& report, const std::string& kernel) {
  std::vector<uint32_t> ready;
  while (!report.faulted) {
    ready.clear();
    bool waiting = false;
    for (uint32_t k = 0; k < group.wave_count(); ++k) {
      const WaveRun state = group.wave_state(k);
      if (state == WaveRun::ready) ready.push_back(k);
      waiting |= state == WaveRun::waiting;
    }
    if (ready.empty()) {
      if (!waiting) return;  // every wave done
      if (group.release_barrier()) continue;
      report.add(FindingKind::Fault, kernel + ": every wave left is waiting at a barrier that cannot release");
      return;
    }
    if (budget == 0) {
      report.add(FindingKind::Limit, kernel + " exceeded the instruction limit (runaway loop?)");
      return;
    }
    if (!rng) {
      for (uint32_t k : ready) budget -= std::min<uint64_t>(budget, group.run_wave(k, budget));
    } else {
      const uint32_t k = ready[(*rng)() % ready.size()];
      const uint64_t quantum = 1 + (*rng)() % 48;
      budget -= std::min<uint64_t>(budget, group.run_wave(k, std::min(quantum, budget)));
    }
  }
}

}  // namespace schedule_detail

// Every workgroup of `grid` (workgroups along x, y, z); report.stats.workgroups counts those run.
// `kernel` names the kernel in the findings ("@name" for IR, the symbol for machine code).
template <ScheduledGroup G>
void run_grid(G& group, const uint32_t grid[3], const ExecOptions& options, Report& report, const std::string& kernel) {
  std::vector<uint64_t> order(uint64_t(grid[0]) * grid[1] * grid[2]);
  std::iota(order.begin(), order.end(), uint64_t(0));
  std::mt19937_64 rng(options.schedule_seed);
  if (options.schedule_seed && options.shuffle_workgroups) std::shuffle(order.begin(), order.end(), rng);
  uint64_t budget = options.max_wave_instructions;
  for (uint64_t linear : order) {
    const uint32_t id[3] = {uint32_t(linear % grid[0]), uint32_t((linear / grid[0]) % grid[1]),
                            uint32_t(linear / (uint64_t(grid[0]) * grid[1]))};
    group.start_workgroup(id);
    schedule_detail::run_workgroup(group, options.schedule_seed ? &rng : nullptr, budget, report, kernel);
    report.stats.workgroups += 1;
    if (report.faulted) break;
  }
}

}  // namespace irgate::emu
