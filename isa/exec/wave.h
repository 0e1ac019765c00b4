// isa/exec/wave.h — the state of one wave on the ISA executor (scalar and vector register files,
// EXEC/VCC/SCC, MODE and the gfx1250 VGPR-MSB mode, the program counter, the memory operations
// in flight per wait counter) and of the workgroup it belongs to (LDS, global memory, findings).
//
// Used by every handler (isa/exec/exec_*.cpp) and by the launcher (launch.cpp). One Wave per
// hardware wave; a GroupContext per launch, reused for each workgroup. Not thread-safe.
//
//   Wave& w = ...;
//   uint64_t exec = w.exec();
//   uint32_t* d = w.vrow(w.vgpr_index(inst.op[0]));   // W lane values of one VGPR
//   w.fault("buffer atomic past num_records on gfx1250", inst);
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <unordered_set>
#include <vector>

#include "machine/arch.h"
#include "machine/findings.h"
#include "machine/lds.h"
#include "machine/memory.h"
#include "isa/exec/program.h"

namespace irgate::isa::exec {

inline std::string to_hex(uint64_t x) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  do s.insert(s.begin(), digits[x & 15]), x >>= 4;
  while (x);
  return "0x" + s;
}

// The wait counters an instruction can be tracked by. Which counter a memory operation
// increments depends on the arch (counter_of in memory_queue.h): gfx12 has one per kind, gfx11
// folds DS and scalar loads into lgkmcnt, gfx9 also folds stores into vmcnt.
enum class Counter : uint8_t { load, store, ds, km, tensor, count };
inline constexpr int kCounters = int(Counter::count);

// One memory operation issued and not yet retired. Its effect (the read of memory and the write
// of the destination registers, or the write of memory) happens when it retires: at the wait
// that covers it, when its counter would overflow, or (stores) when the wave ends.
struct PendingOp {
  enum class Kind : uint8_t { smem_load, buffer_load, buffer_store, buffer_atomic_fadd, ds_load, ds_store, ds_load_tr16, tensor_load };
  Kind kind = Kind::buffer_load;
  uint8_t bytes = 4;         // per element (1, 2 or 4; dwords per lane counts elements of 4 bytes)
  uint8_t dwords = 1;        // elements per lane per address
  bool two_addresses = false;  // DS 2addr forms: addr2[] holds the second address
  bool sign_extend = false;
  uint8_t d16 = 0;           // DS 16-bit loads (bytes 2): 0 zero-extend, 1 low half kept high, 2 high half kept low
  uint16_t dst = 0;          // first destination register (VGPR after banking, or scalar encoding)
  uint32_t site = 0;         // instruction index
  uint64_t lanes = 0;        // lanes that take part
  uint64_t addr[64];         // global byte address or LDS byte offset of each lane's first element
  uint32_t addr2[64];
  uint8_t in_range[64];      // buffer: bit i = element i of the lane is inside num_records
  uint32_t data[64 * 4];     // store data, lane-major (or scalar load results: data[0..dwords))
  uint32_t tensor[20];       // tensor_load_to_lds descriptor groups (exec_tensor.cpp)
};

enum class WaveStatus : uint8_t { ready, at_barrier, done };

struct GroupContext;

struct Wave {
  GroupContext* g = nullptr;
  const Program* prog = nullptr;
  unsigned W = 32;
  uint32_t index = 0;              // wave within the workgroup
  uint32_t pc = 0;                 // index into prog->insts
  uint32_t next_pc = 0;            // set to pc + 1 before a handler runs; branches overwrite it
  WaveStatus status = WaveStatus::ready;
  bool barrier_signalled = false;  // signalled the workgroup barrier, which has not released yet
  bool barrier_released = false;   // the barrier it signalled released before it reached the wait
  uint32_t s[kScalarSlots];        // scalar operand encodings 0..127
  bool scc = false;
  uint32_t mode = 0;               // MODE hardware register
  uint32_t msb[4] = {0, 0, 0, 0};  // gfx1250 VGPR MSBs per field (src0, src1, src2, dst), each 0..3
  std::vector<uint32_t> v;         // VGPRs, register-major: v[r * W + lane]
  std::vector<uint8_t> vwritten;   // per VGPR: written by some instruction (or the launch) of this wave
  unsigned vgpr_limit = 0;         // registers [0, vgpr_limit) are the kernel's
  std::deque<uint32_t> queue[kCounters];  // pool indices of the pending ops, oldest first

  uint64_t exec() const { return W == 64 ? uint64_t(s[kExecLo]) | uint64_t(s[kExecHi]) << 32 : s[kExecLo]; }
  void set_exec(uint64_t m) {
    s[kExecLo] = uint32_t(m);
    if (W == 64) s[kExecHi] = uint32_t(m >> 32);
  }
  uint64_t full_mask() const { return W == 64 ? ~uint64_t(0) : 0xFFFFFFFFull; }
  // A wave-wide lane mask held in a scalar register (pair on wave64) at encoding `e`.
  uint64_t mask_at(uint16_t e) const { return W == 64 ? uint64_t(s[e]) | uint64_t(s[e + 1]) << 32 : s[e]; }
  void set_mask_at(uint16_t e, uint64_t m);  // writes to NULL are dropped

  // The absolute VGPR an operand names (low-bank index + its MSB field's bank). A register past
  // the kernel's allocation faults (returns false; the caller stops the instruction).
  bool vgpr_index(const Operand& o, unsigned& reg);
  uint32_t* vrow(unsigned reg) { return v.data() + size_t(reg) * W; }
  // A VGPR read before anything wrote it reads what the previous wave on the SIMD left: an
  // uninitialised-read finding (per register, not per lane: a partial write counts as written).
  void check_written(unsigned reg) {
    if (!vwritten[reg]) unwritten_vgpr(reg);
  }
  void mark_written(unsigned reg, unsigned n = 1) {
    for (unsigned i = 0; i < n; ++i) vwritten[reg + i] = 1;
  }
  void unwritten_vgpr(unsigned reg);

  void fault(const std::string& what) { fault_at(pc, what); }  // at the current instruction; ends the wave
  void fault_at(uint32_t site, const std::string& what);  // at instruction `site` (a retiring memory op)
  void unsupported(const std::string& what);
  // A finding that does not stop the wave, reported once per (kind, site, key) and launch (so a
  // fault every wave hits at the same instruction is one finding).
  void report(emu::FindingKind kind, uint32_t site, const std::string& what, uint32_t key = 0);
  const Inst& inst() const { return prog->insts[pc]; }
};

struct LaunchOptions;

// Shared by the waves of one workgroup (and reused for the next workgroup of the launch).
struct GroupContext {
  const Program& prog;
  const emu::ArchInfo& arch;
  emu::GlobalMemory& memory;
  emu::Lds& lds;
  emu::Report& report;
  bool check_races = true;
  bool check_uninitialised = true;
  uint32_t group_id[3] = {0, 0, 0};
  uint32_t grid[3] = {1, 1, 1};
  uint32_t block[3] = {1, 1, 1};
  std::vector<PendingOp> pool;        // pending operations of every wave
  std::vector<uint32_t> free_ops;     // free pool slots
  std::vector<Wave>* waves = nullptr;
  // The workgroup barrier: waves that signalled since the last release; a release (every wave
  // that has not ended signalled) bumps the generation and starts a new race-detector epoch.
  uint32_t barrier_arrived = 0;
  uint64_t barrier_generation = 0;
  std::unordered_set<uint64_t> reported;  // (kind, site) keys already reported: one finding per site
  // Instruction counts of this launch (Report::stats) and per registry row.
  uint64_t lane_instructions = 0, wave_instructions = 0;
  std::vector<uint8_t> branched_back;  // per instruction: a wave took it as a backward branch
  std::vector<uint64_t> executed;      // per instruction: how many times a wave issued it
};

}  // namespace irgate::isa::exec
