// emulator/launch.cpp — a launch of a translated kernel: its checks, its waves, and the
// interpreter's workgroup on the shared scheduler (machine/schedule.h).
#include "emulator/launch.h"

#include <algorithm>

#include "machine/lds.h"
#include "emulator/wave.h"

namespace irgate::emu {

namespace {

// The interpreter's workgroup as machine/schedule.h sees it. Its one barrier op (s.barrier) parks
// a wave; when every wave that has not finished is parked, the barrier releases (a finished wave
// no longer counts, as with s_barrier on hardware), so a release never fails.
struct InterpreterGroup {
  GroupContext& g;
  std::vector<WaveState>& waves;
  const std::vector<uint64_t>& kernargs;

  uint32_t wave_count() const { return uint32_t(waves.size()); }
  WaveRun wave_state(uint32_t k) const {
    switch (waves[k].status) {
      case WaveStatus::Ready: return WaveRun::ready;
      case WaveStatus::AtBarrier: return WaveRun::waiting;
      case WaveStatus::Done: break;
    }
    return WaveRun::done;
  }
  uint64_t run_wave(uint32_t k, uint64_t budget) { return emu::run_wave(g, waves[k], budget); }
  bool release_barrier() {
    g.lds.barrier();
    for (WaveState& w : waves)
      if (w.status == WaveStatus::AtBarrier) w.status = WaveStatus::Ready;
    return true;
  }
  void start_workgroup(const uint32_t id[3]) {
    for (int d = 0; d < 3; ++d) g.group_id[d] = id[d];
    g.lds.begin_workgroup();
    for (WaveState& w : waves) start_wave(g.prog, w, kernargs);
  }
};

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
  GroupContext g{program, arch, memory, lds, report};
  g.block_dim[0] = config.block[0];
  g.block_dim[1] = config.block[1];
  g.block_dim[2] = config.block[2];
  g.check_races = options.check_races;
  g.check_uninitialised = options.check_uninitialised;
  g.wmma_model = options.wmma_model;
  InterpreterGroup group{g, waves, config.kernargs};
  run_grid(group, config.grid, options, report, "@" + program.kernel_name);
  return report;
}

}  // namespace irgate::emu
