// isa/exec/launch.cpp — dispatch: the kernarg segment and dispatch packet, the initial wave
// state, workgroups and the interleaving of their waves.
#include "isa/exec/launch.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>

#include "machine/lds.h"
#include "isa/exec/kernargs.h"
#include "isa/exec/wave.h"
#include "machine/lds.h"
#include "machine/schedule.h"

namespace irgate::isa::exec {

namespace {

constexpr uint32_t kArchitectedIdRange = 1u << 16;  // workgroup IDs along y, and along z (TTMP7)

// The HSA kernel dispatch packet (HSA Platform System Architecture spec, hsa_kernel_dispatch_packet_t;
// 64 bytes): what a kernel reaching through its dispatch pointer finds.
std::vector<uint8_t> dispatch_packet(const Program& p, const LaunchConfig& c, uint64_t kernarg_address) {
  std::vector<uint8_t> b(64, 0);
  auto put = [&](size_t at, uint64_t v, size_t n) { std::memcpy(b.data() + at, &v, n); };
  const unsigned dims = c.dimensions ? c.dimensions : c.grid[2] * c.block[2] > 1 ? 3 : c.grid[1] * c.block[1] > 1 ? 2 : 1;
  put(2, dims, 2);  // setup: dimensions
  for (int d = 0; d < 3; ++d) put(4 + 2 * d, c.block[d], 2);
  for (int d = 0; d < 3; ++d) put(12 + 4 * d, uint64_t(c.grid[d]) * c.block[d], 4);
  put(28, p.lds_bytes, 4);
  put(40, kernarg_address, 8);
  return b;
}

void start_wave(Wave& w, const Program& p, const LaunchConfig& c, const uint32_t group[3], uint64_t kernarg,
                uint64_t packet, uint32_t items) {
  std::memset(w.s, 0, sizeof w.s);
  w.scc = false;
  w.mode = p.initial_mode;
  std::fill(std::begin(w.msb), std::end(w.msb), 0u);
  w.pc = w.next_pc = 0;
  w.status = WaveStatus::ready;
  w.barrier_signalled = w.barrier_released = false;
  for (auto& q : w.queue) q.clear();
  auto put64 = [&](int sgpr, uint64_t v) {
    if (sgpr < 0) return;
    w.s[sgpr] = uint32_t(v);
    w.s[sgpr + 1] = uint32_t(v >> 32);
  };
  put64(p.user.dispatch_ptr, packet);
  put64(p.user.kernarg_segment_ptr, kernarg);
  // Queue pointer, dispatch id, scratch set-up: 0 (no queue, no scratch: a kernel that used them
  // would read address 0, which no allocation holds, and fault).
  if (p.architected_workgroup_ids) {
    w.s[kTtmp0 + 9] = group[0];
    w.s[kTtmp0 + 7] = (group[1] & 0xFFFFu) | group[2] << 16;
  } else {
    for (int d = 0; d < 3; ++d)
      if (p.workgroup_id_sgpr[d] >= 0) w.s[p.workgroup_id_sgpr[d]] = group[d];
  }
  std::fill(w.v.begin(), w.v.end(), 0u);
  std::fill(w.vwritten.begin(), w.vwritten.end(), uint8_t(0));
  w.mark_written(0);  // v0: the work-item ids
  const uint32_t first = w.index * w.W;
  const uint32_t lanes = std::min<uint32_t>(w.W, items - first);
  for (uint32_t l = 0; l < lanes; ++l) {
    const uint32_t flat = first + l;
    const uint32_t x = flat % c.block[0], y = (flat / c.block[0]) % c.block[1], z = flat / (c.block[0] * c.block[1]);
    w.v[l] = x | y << 10 | z << 20;  // packed work-item ids (gfx90a+, gfx11+)
  }
  w.set_exec(lanes == 64 ? ~uint64_t(0) : (uint64_t(1) << lanes) - 1);
}

uint64_t run_wave(GroupContext& g, Wave& w, uint64_t budget) {
  const Inst* insts = w.prog->insts.data();
  uint64_t* executed = g.executed.data();
  const uint32_t n = uint32_t(w.prog->insts.size());
  uint64_t count = 0, lanes = 0;
  while (w.status == WaveStatus::ready && count < budget) {
    if (w.pc >= n) {
      w.fault_at(n - 1, "the wave ran past the kernel's last instruction");
      break;
    }
    const Inst& in = insts[w.pc];
    w.next_pc = w.pc + 1;
    lanes += unsigned(std::popcount(w.exec()));
    ++executed[w.pc];
    in.handler(w, in);
    ++count;
    if (w.status == WaveStatus::done) break;
    if (w.next_pc <= w.pc) g.branched_back[w.pc] = 1;  // a loop went round
    w.pc = w.next_pc;
  }
  g.lane_instructions += lanes;
  g.wave_instructions += count;
  return count;
}

// The executor's workgroup as machine/schedule.h sees it. Its barrier releases itself when the
// last live wave signals it or ends (exec_control.cpp): waves still waiting when none is ready
// wait for a wave that will never signal, so the scheduler's release request fails.
struct MachineCodeGroup {
  GroupContext& g;
  std::vector<Wave>& waves;
  const LaunchConfig& config;
  uint64_t kernarg = 0, packet = 0;
  uint32_t items = 0;

  uint32_t wave_count() const { return uint32_t(waves.size()); }
  emu::WaveRun wave_state(uint32_t k) const {
    switch (waves[k].status) {
      case WaveStatus::ready: return emu::WaveRun::ready;
      case WaveStatus::at_barrier: return emu::WaveRun::waiting;
      case WaveStatus::done: break;
    }
    return emu::WaveRun::done;
  }
  uint64_t run_wave(uint32_t k, uint64_t budget) { return exec::run_wave(g, waves[k], budget); }
  bool release_barrier() { return false; }
  void start_workgroup(const uint32_t id[3]) {
    for (int d = 0; d < 3; ++d) g.group_id[d] = id[d];
    g.barrier_arrived = 0;
    g.lds.begin_workgroup();
    for (Wave& w : waves) start_wave(w, g.prog, config, g.group_id, kernarg, packet, items);
  }
};

}  // namespace

Result<emu::Report> launch(const Program& program, const emu::ArchInfo& arch, emu::GlobalMemory& memory,
                           const LaunchConfig& config, const emu::ExecOptions& options) {
  const uint64_t items = uint64_t(config.block[0]) * config.block[1] * config.block[2];
  if (items == 0 || items > 1024) return Error{"workgroup of " + std::to_string(items) + " work-items (1..1024)"};
  if (program.lds_bytes > arch.lds_bytes)
    return Error{program.kernel + " needs " + std::to_string(program.lds_bytes) + " LDS bytes, " + arch.name + " has " +
                 std::to_string(arch.lds_bytes)};
  if (program.wave_size != arch.wave_size)
    return Error{program.kernel + " is a wave" + std::to_string(program.wave_size) + " kernel, " + arch.name +
                 " runs wave" + std::to_string(arch.wave_size)};
  // Architected workgroup IDs hand a wave y and z packed in 16 bits each (TTMP7): a grid past 2^16
  // workgroups along either would run some workgroups twice and others never on the machine.
  for (int d = 1; d < 3 && program.architected_workgroup_ids; ++d)
    if (config.grid[d] > kArchitectedIdRange)
      return Error{program.kernel + ": grid." + "xyz"[d] + std::string(" of ") + std::to_string(config.grid[d]) +
                   " workgroups, past the " + std::to_string(kArchitectedIdRange) + " workgroup IDs " + arch.name +
                   " packs in 16 bits of TTMP7"};
  if (config.dimensions > 3) return Error{"a dispatch of " + std::to_string(config.dimensions) + " dimensions (1..3)"};
  Result<std::vector<uint8_t>> segment = config.kernarg_segment;
  if (config.kernarg_segment.empty()) {
    segment = kernarg_segment(program, config.kernargs, config.grid, config.block);
  } else if (!config.kernargs.empty() || config.kernarg_segment.size() < program.kernarg_bytes) {
    return Error{program.kernel + ": a runtime's kernarg segment of " + std::to_string(config.kernarg_segment.size()) +
                 " bytes (the kernel's is " + std::to_string(program.kernarg_bytes) + ")" +
                 (config.kernargs.empty() ? "" : " given with kernarg values besides")};
  }
  if (!segment) return segment.error();
  // The segment sits at the start of a zero-filled buffer kKernargSlack bytes longer: a runtime's
  // kernarg buffers are larger than the segment, and llc merges the last argument loads into
  // wider ones that read past it (llc-16 builds config 232 with a 16-byte s_load at byte 72 of
  // an 84-byte segment).
  constexpr size_t kKernargSlack = 256;
  segment->resize(segment->size() + kKernargSlack, 0);
  const uint64_t kernarg = memory.allocate("kernarg segment of " + program.kernel, segment->size());
  memory.write(kernarg, segment->data(), segment->size());
  const std::vector<uint8_t> packet_bytes = dispatch_packet(program, config, kernarg);
  const uint64_t packet = memory.allocate("dispatch packet of " + program.kernel, packet_bytes.size());
  memory.write(packet, packet_bytes.data(), packet_bytes.size());

  const unsigned W = program.wave_size;
  const uint32_t n_waves = uint32_t((items + W - 1) / W);
  emu::Report report;
  emu::Lds lds(program.lds_bytes);
  std::vector<Wave> waves(n_waves);
  GroupContext g{program, arch, memory, lds, report};
  g.check_races = options.check_races;
  g.check_uninitialised = options.check_uninitialised;
  g.waves = &waves;
  g.branched_back.assign(program.insts.size(), 0);
  g.executed.assign(program.insts.size(), 0);
  for (int d = 0; d < 3; ++d) g.grid[d] = config.grid[d], g.block[d] = config.block[d];
  for (uint32_t k = 0; k < n_waves; ++k) {
    Wave& w = waves[k];
    w.g = &g;
    w.prog = &program;
    w.W = W;
    w.index = k;
    w.vgpr_limit = program.vgpr_count;
    w.v.assign(size_t(program.vgpr_count) * W, 0u);
    w.vwritten.assign(program.vgpr_count, 0);
  }
  MachineCodeGroup group{g, waves, config, kernarg, packet, uint32_t(items)};
  run_grid(group, config.grid, options, report, program.kernel);
  report.stats.lane_instructions = g.lane_instructions;
  report.stats.wave_instructions = g.wave_instructions;
  for (size_t i = 0; i < program.inst_pipes.size(); ++i)
    for (int k = 0; k < program.inst_pipes[i].n; ++k)
      report.pipe_cycles[program.pipes[program.inst_pipes[i].pipe[k]]] += g.executed[i] * program.inst_pipes[i].cycles[k];
  memory.release(packet);  // the segment and packet live for the launch, as a runtime's would
  memory.release(kernarg);
  for (uint32_t at : program.loops) {
    char id[32];
    std::snprintf(id, sizeof id, "@0x%x", program.insts[at].address);
    report.loops.insert(program.kernel + id);
    if (g.branched_back[at]) report.loops_taken.insert(program.kernel + id);
  }
  return report;
}

}  // namespace irgate::isa::exec
