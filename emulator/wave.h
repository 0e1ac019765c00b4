// emulator/wave.h — the state of one wave and of the workgroup it runs in, shared by the
// executor's files (executor.cpp, exec_memory.cpp, exec_crosslane.cpp, exec_wmma.cpp) and
// launch.cpp.
//
// Registers are structure-of-arrays: unit u of lane l is regs[u * W + l]. The exec mask is a
// 64-bit lane mask; lanes park in `pending[block]` until the executor picks the lowest pending
// block in reverse post-order, which reconverges if/else and loops at their join/exit.
//
// `uniform` has one bit per unit: set while every live lane of the wave holds the same value
// there. It is tracked as the wave runs, not guessed from the IR: a wave starts with every unit
// uniform (constants, kernel arguments and zeroed registers are broadcast), an ALU op whose
// operands are all uniform and that runs with every live lane on computes its value once and
// writes it to every lane (uniform), one that runs under a partial EXEC writes only the active
// lanes (not uniform), and every other writer (memory, cross-lane, WMMA, phi copies under a
// partial mask) clears the bits of what it wrote. Lanes that returned or do not exist may be
// overwritten freely: they never read a register again.
//
//   WaveState w(program, arch.wave_size, present_lanes, wave_index);
//   run_wave(group, w, budget);    // until a barrier, the end, a fault, or the budget
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "machine/arch.h"
#include "machine/findings.h"
#include "machine/lds.h"
#include "machine/memory.h"
#include "emulator/program.h"
#include "machine/wmma.h"

namespace irgate::emu {

enum class WaveStatus { Ready, AtBarrier, Done };

// One tensor.load.to.lds copy the wave issued and no s.wait.tensorcnt has retired yet
// (exec_tensor.cpp decodes it from the descriptor; docs/emulator.md §Tensor Data Mover).
struct TensorCopy {
  uint32_t site = 0;
  uint64_t global = 0;          // byte address of element (0, 0)
  uint32_t lds = 0;             // LDS byte address of element (0, 0)
  uint32_t element_bytes = 2;
  uint32_t cols = 0, rows = 0;  // tile_dim0 (innermost), tile_dim1 (1 for a 1-D tile)
  uint32_t tensor_cols = 0, tensor_rows = 0;  // tensor_dim0/1: elements past them land as zeros
  bool one_dimensional = false; // tile_dim1 was 0: tensor_dim1 is not consulted
  uint64_t row_stride = 0;      // tensor_dim0_stride, in elements
  uint32_t pad_interval = 0;    // dwords of the element stream between pads (0: no padding)
  uint32_t pad_amount = 0;      // dwords skipped at each pad
};

// The operands (A or B) this wave's recent WMMAs converted, each with the register bits it came
// from: exec_wmma.cpp reuses one when the next WMMA's operand holds the same bits. A wave cycles
// through a few fragments (corpus 224: 325 distinct operands over 11,520 uses), so one entry
// hits 55 % of the time and eight 90 %.
struct WmmaOperandCache {
  static constexpr size_t kEntries = 8;
  struct Entry {
    std::vector<uint64_t> raw;
    uint32_t key = ~0u;  // kind, negation, bf16, flush of the conversion
    uint64_t last_use = 0;
    float matrix[32 * 16];
  };
  std::vector<Entry> entries;  // grows to kEntries, then the least recently used is replaced
  uint64_t uses = 0;
};

struct WaveState {
  uint32_t index = 0;
  unsigned W = 32;
  // Not zeroed when allocated: start_wave clears the units a lane may read before writing them
  // (Program::zeroed_at_start) and broadcasts constants and arguments; a fresh register file of a
  // large kernel is megabytes a wave, and zeroing it cost more than running a small case.
  std::unique_ptr<uint64_t[]> regs;
  size_t reg_count = 0;
  std::vector<uint64_t> pending;  // lanes waiting at each block's entry
  uint32_t pending_min = 0;
  uint64_t present = 0;  // lanes that exist (the last wave may be partial)
  uint64_t live = 0;     // lanes that have not returned
  uint32_t block = 0, pc = 0;
  uint64_t exec = 0;
  bool in_block = false;
  WaveStatus status = WaveStatus::Ready;
  std::deque<TensorCopy> tensor_copies;  // issued, not yet landed: they land in issue order

  std::vector<uint64_t> uniform;  // bit u: every live lane holds the same value in unit u
  WmmaOperandCache wmma_operands[2];  // A, B

  uint64_t* unit(uint32_t u) { return regs.get() + size_t(u) * W; }
  const uint64_t* unit(uint32_t u) const { return regs.get() + size_t(u) * W; }
  bool is_uniform(uint32_t u) const { return uniform[u >> 6] >> (u & 63) & 1; }
  void set_uniform(uint32_t u, bool on) {
    const uint64_t bit = uint64_t(1) << (u & 63);
    uniform[u >> 6] = on ? uniform[u >> 6] | bit : uniform[u >> 6] & ~bit;
  }
};

struct GroupContext {
  const Program& prog;
  const ArchInfo& arch;
  GlobalMemory& mem;
  Lds& lds;
  Report& report;
  uint32_t group_id[3] = {0, 0, 0};
  uint32_t block_dim[3] = {1, 1, 1};
  bool check_races = true;
  bool check_uninitialised = true;
  WmmaModel wmma_model = WmmaModel::CLast;
  std::unordered_set<uint64_t> reported;  // (kind, site, site) keys already reported once
  std::vector<LdsRace> lds_races;         // lds_lanes_checked's buffer, kept to reuse its memory

  // Reports a finding once per key (a race between two sites is one finding, not one per lane).
  void report_once(uint64_t key, FindingKind kind, std::string message) {
    if (reported.insert(key).second) report.add(kind, std::move(message));
    else if (kind == FindingKind::Fault) report.faulted = true;
  }
};

// Resets `w` for a new workgroup: constants and kernargs broadcast, all present lanes pending
// at the entry block.
void start_wave(const Program& p, WaveState& w, const std::vector<uint64_t>& kernargs);
// Runs until the wave is at a barrier, done, faulted, or has executed `budget` instructions.
// Returns the number of instructions executed.
uint64_t run_wave(GroupContext& g, WaveState& w, uint64_t budget);

// Instruction groups implemented outside the ALU switch. Return false after a fault.
bool exec_memory(GroupContext& g, WaveState& w, const Inst& in);
bool exec_crosslane(GroupContext& g, WaveState& w, const Inst& in);
bool exec_wmma(GroupContext& g, WaveState& w, const Inst& in);
bool exec_tensor(GroupContext& g, WaveState& w, const Inst& in);
// Called when a wave ends: copies still in flight are a finding (a missing s.wait.tensorcnt).
void check_tensor_copies_retired(GroupContext& g, WaveState& w);
// True when every lane of the wave is active; otherwise reports `what` needing it (a fault).
bool require_full_exec(GroupContext& g, WaveState& w, const Inst& in, const char* what);
// One lane's LDS access with the race and uninitialised checks; false after a fault. An access of
// several `element`-byte elements names the element holding a never-written byte (0: the start).
bool lds_access(GroupContext& g, WaveState& w, const Inst& in, uint64_t addr, uint32_t size, uint8_t* bytes,
                bool write, bool atomic, uint32_t element = 0);
// The checks of a non-atomic LDS access of `size` bytes at addr[l] mod 2^32 by every lane of EXEC,
// at once: when every lane is inside the LDS and (a read) finds its bytes written, records the
// accesses with the race detector, reports its races as lds_access would lane by lane, and
// returns true (the caller then moves the bytes). Otherwise records nothing and returns false:
// the caller takes lds_access lane by lane, which reports the fault or the uninitialised read.
bool lds_lanes_checked(GroupContext& g, WaveState& w, const Inst& in, const uint64_t* addr, uint32_t size,
                       bool write);

// Calls f(lane) for each lane of `mask` (a dense loop when every lane is on).
template <class F>
inline void for_lanes(uint64_t mask, unsigned W, F&& f) {
  const uint64_t full = W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
  if (mask == full) {
    for (unsigned l = 0; l < W; ++l) f(l);
  } else {
    while (mask) {
      f(unsigned(__builtin_ctzll(mask)));
      mask &= mask - 1;
    }
  }
}

std::string describe_site(const Program& p, const Inst& in);

}  // namespace irgate::emu
