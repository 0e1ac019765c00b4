// isa/exec/exec_control.cpp — program control on the ISA executor: branches, s_endpgm, the wait
// instructions, workgroup barriers, MODE and the other hardware registers, s_set_vgpr_msb, and
// the fault of an instruction the executor does not model.
//
// Sources: the AMD ISA reference guides (SOPP/SOPK chapters) for branches and s_waitcnt; LLVM's
// AMDGPUBaseInfo.cpp (decodeWaitcnt, the per-generation bit positions of vmcnt/expcnt/lgkmcnt
// and the gfx12 s_wait_loadcnt_dscnt packing) and SIDefines.h (hwreg ids, message ids) for the
// immediates the disassembler hands over; AMDGPULowerVGPREncoding.cpp (LLVM 22 and main) for
// s_set_vgpr_msb: its low byte is the new mode, two bits per operand field (src0 [1:0],
// src1 [3:2], src2 [5:4], dst [7:6]); its high byte records the previous mode and has no effect;
// MODE[19:12] holds the same fields rotated (dst [1:0], src0 [3:2], src1 [5:4], src2 [7:6]),
// and an s_setreg_imm32_b32 to MODE writes them from imm32[19:12] whatever its bit range.
#include "isa/exec/handlers.h"
#include "isa/exec/memory_queue.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec::handlers {

namespace {

constexpr unsigned kHwregMode = 1;     // HW_REG_MODE / HW_REG_WAVE_MODE on every generation
constexpr unsigned kHwregIbSts2 = 28;  // gfx1250 HW_REG_IB_STS2
constexpr unsigned kMsgDeallocVgprs = 3;  // gfx11+ MSG_DEALLOC_VGPRS

struct Hwreg {
  unsigned id, offset, size;
};
// simm16 of s_setreg / s_getreg: id [5:0], offset [10:6], size - 1 [15:11].
Hwreg decode_hwreg(int64_t simm16) {
  const unsigned v = unsigned(simm16);
  return {v & 63u, (v >> 6) & 31u, ((v >> 11) & 31u) + 1};
}

uint32_t field_mask(const Hwreg& h) { return h.size >= 32 ? ~0u : ((1u << h.size) - 1) << h.offset; }

// MODE[19:12] in MODE-register order <-> the executor's fields (s_set_vgpr_msb order).
void msb_from_mode_bits(Wave& w, uint32_t bits8) {
  w.msb[3] = bits8 & 3;         // dst
  w.msb[0] = (bits8 >> 2) & 3;  // src0
  w.msb[1] = (bits8 >> 4) & 3;  // src1
  w.msb[2] = (bits8 >> 6) & 3;  // src2
}
uint32_t mode_bits_from_msb(const Wave& w) { return w.msb[3] | w.msb[0] << 2 | w.msb[1] << 4 | w.msb[2] << 6; }

bool is_gfx1250(const Wave& w) { return w.g->arch.family == emu::ArchFamily::Gfx1250; }

void branch_if(Wave& w, const Inst& in, bool taken) {
  if (taken) w.next_pc = in.target;
}

// Releases the workgroup barrier when every wave that has not ended has signalled it: waiting
// waves go on, the others pass their next wait without stopping.
void maybe_release_barrier(GroupContext& g) {
  uint32_t live = 0;
  for (const Wave& x : *g.waves) live += x.status != WaveStatus::done;
  if (live == 0 || g.barrier_arrived < live) return;
  g.barrier_arrived = 0;
  g.barrier_generation += 1;
  g.lds.barrier();
  for (Wave& x : *g.waves) {
    if (!x.barrier_signalled) continue;
    x.barrier_signalled = false;
    if (x.status == WaveStatus::at_barrier)
      x.status = WaveStatus::ready;
    else
      x.barrier_released = true;
  }
}

void signal_barrier(Wave& w) {
  if (w.barrier_signalled || w.barrier_released) {
    w.fault("the workgroup barrier is signalled twice without a wait between");
    return;
  }
  w.barrier_signalled = true;
  w.g->barrier_arrived += 1;
  maybe_release_barrier(*w.g);
}

void wait_barrier(Wave& w) {
  if (w.barrier_released) {
    w.barrier_released = false;
  } else if (w.barrier_signalled) {
    w.status = WaveStatus::at_barrier;  // the last wave to signal releases it
  } else {
    w.fault("s_barrier_wait without an s_barrier_signal before it");
  }
}

}  // namespace

void s_no_effect(Wave&, const Inst&) {}

void unsupported(Wave& w, const Inst&) { w.unsupported("the executor does not model this instruction"); }

void s_sendmsg(Wave& w, const Inst& in) {
  // Freeing the VGPRs just before s_endpgm only matters to the hardware's allocator.
  if (w.g->arch.family != emu::ArchFamily::Gfx9 && (in.imm[0] & 0xFF) == kMsgDeallocVgprs) return;
  w.unsupported("s_sendmsg " + std::to_string(in.imm[0]));
}

void s_endpgm(Wave& w, const Inst&) {
  retire_at_end(w);
  if (w.status == WaveStatus::done) return;  // a fault while the stores landed
  w.status = WaveStatus::done;
  if (w.barrier_signalled) w.g->barrier_arrived -= 1;
  w.barrier_signalled = false;
  maybe_release_barrier(*w.g);
}

void s_branch(Wave& w, const Inst& in) { w.next_pc = in.target; }
void s_cbranch_scc0(Wave& w, const Inst& in) { branch_if(w, in, !w.scc); }
void s_cbranch_scc1(Wave& w, const Inst& in) { branch_if(w, in, w.scc); }
void s_cbranch_vccz(Wave& w, const Inst& in) { branch_if(w, in, w.mask_at(kVccLo) == 0); }
void s_cbranch_vccnz(Wave& w, const Inst& in) { branch_if(w, in, w.mask_at(kVccLo) != 0); }
void s_cbranch_execz(Wave& w, const Inst& in) { branch_if(w, in, w.exec() == 0); }
void s_cbranch_execnz(Wave& w, const Inst& in) { branch_if(w, in, w.exec() != 0); }

// gfx9 (vi): vmcnt [3:0] + [15:14], expcnt [6:4], lgkmcnt [11:8];
// gfx11: vmcnt [15:10], expcnt [2:0], lgkmcnt [9:4]. Stores count in vmcnt on gfx9 and in
// vscnt (s_waitcnt_vscnt) on gfx11; DS and scalar loads in lgkmcnt on both.
void s_waitcnt(Wave& w, const Inst& in) {
  const unsigned v = unsigned(in.imm[0]);
  unsigned vm, lgkm;
  if (w.g->arch.family == emu::ArchFamily::Gfx9) {
    vm = (v & 0xF) | ((v >> 14) & 3) << 4;
    lgkm = (v >> 8) & 0xF;
  } else if (w.g->arch.family == emu::ArchFamily::Gfx11) {
    vm = (v >> 10) & 0x3F;
    lgkm = (v >> 4) & 0x3F;
  } else {
    w.unsupported("s_waitcnt on a gfx12 target");
    return;
  }
  wait_counter(w, Counter::load, vm);
  wait_counter(w, Counter::ds, lgkm);
}

void s_wait_loadcnt(Wave& w, const Inst& in) { wait_counter(w, Counter::load, unsigned(in.imm[0]) & 0xFFFF); }
void s_wait_storecnt(Wave& w, const Inst& in) { wait_counter(w, Counter::store, unsigned(in.imm[0]) & 0xFFFF); }
// gfx10/gfx11: stores are counted apart from loads (vscnt); `s_waitcnt_vscnt null, N` waits for
// at most N outstanding. An SGPR in place of null adds its value to N, which no kernel here has
// been seen to use: refused rather than guessed.
void s_waitcnt_vscnt(Wave& w, const Inst& in) {
  if (in.op[0].kind != OpKind::sgpr || in.op[0].index != w.prog->null_encoding)
    return w.unsupported("s_waitcnt_vscnt with an SGPR count");
  wait_counter(w, Counter::store, unsigned(in.imm[0]) & 0xFFFF);
}
void s_wait_dscnt(Wave& w, const Inst& in) { wait_counter(w, Counter::ds, unsigned(in.imm[0]) & 0xFFFF); }
void s_wait_kmcnt(Wave& w, const Inst& in) { wait_counter(w, Counter::km, unsigned(in.imm[0]) & 0xFFFF); }
void s_wait_tensorcnt(Wave& w, const Inst& in) { wait_counter(w, Counter::tensor, unsigned(in.imm[0]) & 0xFFFF); }
// gfx12: loadcnt [13:8], dscnt [5:0].
void s_wait_loadcnt_dscnt(Wave& w, const Inst& in) {
  const unsigned v = unsigned(in.imm[0]);
  wait_counter(w, Counter::load, (v >> 8) & 0x3F);
  wait_counter(w, Counter::ds, v & 0x3F);
}

void s_barrier(Wave& w, const Inst&) {
  signal_barrier(w);
  if (w.status != WaveStatus::done) wait_barrier(w);
}

// Only the workgroup barrier (-1) is modelled; named barriers are not.
void s_barrier_signal(Wave& w, const Inst& in) {
  if (in.imm[0] != -1) {
    w.unsupported("s_barrier_signal of barrier " + std::to_string(in.imm[0]) + " (only -1, the workgroup barrier)");
    return;
  }
  signal_barrier(w);
}

void s_barrier_wait(Wave& w, const Inst& in) {
  if (int16_t(in.imm[0]) != -1) {
    w.unsupported("s_barrier_wait " + std::to_string(in.imm[0]) + " (only 0xffff, the workgroup barrier)");
    return;
  }
  wait_barrier(w);
}

// MODE: round [3:0] and denorm [7:4] must stay round-to-nearest-even with denormals kept (the only
// float behaviour the handlers implement); the other fields are kept and have no effect here
// (bit 25 on gfx1250 selects the XNACK replay mode, which matters only with memory faults).
void s_setreg_imm32_b32(Wave& w, const Inst& in) {
  const Hwreg h = decode_hwreg(in.imm[1]);
  const uint32_t value = uint32_t(in.imm[0]);
  if (h.id != kHwregMode) {
    w.unsupported("s_setreg_imm32_b32 of hardware register " + std::to_string(h.id));
    return;
  }
  const uint32_t mask = field_mask(h);
  const uint32_t mode = (w.mode & ~mask) | ((value << h.offset) & mask);
  if ((mode & 0xFF) != 0xF0) {
    w.unsupported("MODE round/denorm bits " + to_hex(mode & 0xFF) +
                  " (only round to nearest even with denormals kept, 0xf0, is modelled)");
    return;
  }
  w.mode = mode;
  if (is_gfx1250(w)) msb_from_mode_bits(w, (value >> 12) & 0xFF);
}

void s_getreg_b32(Wave& w, const Inst& in) {
  const Hwreg h = decode_hwreg(in.imm[0]);
  uint32_t reg;
  if (h.id == kHwregMode) {
    reg = w.mode;
    if (is_gfx1250(w)) reg = (reg & ~0xFF000u) | mode_bits_from_msb(w) << 12;
  } else if (h.id == kHwregIbSts2 && is_gfx1250(w) && h.offset >= 6 && h.offset + h.size <= 10) {
    reg = 0;  // IB_STS2[9:6] = 0: the dispatch is not a workgroup-cluster dispatch
  } else {
    w.unsupported("s_getreg_b32 of hardware register " + std::to_string(h.id) + " bits [" +
                  std::to_string(h.offset + h.size - 1) + ":" + std::to_string(h.offset) + "]");
    return;
  }
  swrite(w, in.op[0].index, (reg & field_mask(h)) >> h.offset);
}

void s_set_vgpr_msb(Wave& w, const Inst& in) {
  const uint32_t m = uint32_t(in.imm[0]) & 0xFF;
  for (int f = 0; f < 4; ++f) w.msb[f] = (m >> (2 * f)) & 3;
}

}  // namespace irgate::isa::exec::handlers
