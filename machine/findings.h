// machine/findings.h — what a launch reports beyond its results: faults, LDS races,
// uninitialised reads, divergent barriers, runaway loops.
//
// Filled by the executor and the LDS shadow, read by the runtime and tests. Bounded: the first
// `kMaxKept` findings keep their text, the rest are only counted.
//
//   if (report.count(FindingKind::Race)) std::cerr << report.findings[0].message;
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace irgate::emu {

enum class FindingKind { Fault, Race, Uninitialized, DivergentBarrier, Limit };

inline const char* finding_kind_name(FindingKind k) {
  switch (k) {
    case FindingKind::Fault: return "fault";
    case FindingKind::Race: return "lds-race";
    case FindingKind::Uninitialized: return "uninitialized-read";
    case FindingKind::DivergentBarrier: return "divergent-barrier";
    case FindingKind::Limit: return "instruction-limit";
  }
  return "?";
}

struct Finding {
  FindingKind kind;
  std::string message;
};

struct LaunchStats {
  uint64_t lane_instructions = 0;  // sum over executed instructions of active lanes
  uint64_t wave_instructions = 0;
  uint64_t workgroups = 0;
};

struct Report {
  static constexpr size_t kMaxKept = 16;
  std::vector<Finding> findings;
  uint64_t counts[5] = {0, 0, 0, 0, 0};
  bool faulted = false;  // a fault stops the launch, like a GPU memory violation
  LaunchStats stats;
  // ISA executor: the loops (backward branches, "kernel@0x1d40") of the kernels launched, and
  // those some wave took at least once; over several launches, a loop one launch took counts as
  // taken. The IR emulator leaves both empty.
  std::set<std::string> loops, loops_taken;
  // ISA executor: the cycles the launches held each processor resource of LLVM's scheduling
  // model (isa::PipeUse: "HWXDL", "HWVALU", ...), summed over every instruction a wave issued.
  std::map<std::string, uint64_t> pipe_cycles;

  void add(FindingKind k, std::string message) {
    ++counts[int(k)];
    if (k == FindingKind::Fault || k == FindingKind::Limit) faulted = true;
    if (findings.size() < kMaxKept) findings.push_back({k, std::move(message)});
  }
  uint64_t count(FindingKind k) const { return counts[int(k)]; }
  uint64_t total() const { return counts[0] + counts[1] + counts[2] + counts[3] + counts[4]; }
  void merge(const Report& o) {
    for (int k = 0; k < 5; ++k) counts[k] += o.counts[k];
    faulted |= o.faulted;
    for (const Finding& f : o.findings)
      if (findings.size() < kMaxKept) findings.push_back(f);
    stats.lane_instructions += o.stats.lane_instructions;
    stats.wave_instructions += o.stats.wave_instructions;
    stats.workgroups += o.stats.workgroups;
    loops.insert(o.loops.begin(), o.loops.end());
    loops_taken.insert(o.loops_taken.begin(), o.loops_taken.end());
    for (const auto& [pipe, cycles] : o.pipe_cycles) pipe_cycles[pipe] += cycles;
  }
};

}  // namespace irgate::emu
