// isa/hazards/sgpr_read.h — gfx12's SGPR read hazard (rules.def salu_sgpr_read_gfx12,
// valu_sgpr_read_gfx12): once a VALU has read an SGPR pair, a later write to an SGPR of that
// pair is not visible to a reader until it is committed, by `s_wait_alu depctr_sa_sdst(0)` for
// an SALU write, `depctr_va_sdst(0)` for a VALU write (`depctr_va_vcc(0)` for VCC), by any SMEM
// or MUBUF instruction, or (VALU writes) by an SALU that reads an SGPR, which waits for them.
// The semantics are those of LLVM's AMDGPUWaitSGPRHazards.cpp (PR #118750), which inserts the
// waits; gfx1250 does not have the hazard (GCNSubtarget::hasVALUReadSGPRHazard).
//
// One SgprReadState is part of the hazard checker's per-block data-flow state (checker.cpp):
//
//   state.sgpr.step(i, code[i], /*valu=*/true, add);   // an SALU or VALU-family instruction
//   state.sgpr.commit(AluWait{.salu = true});         // s_wait_alu depctr_sa_sdst(0)
//   changed |= into.sgpr.merge(from.sgpr);             // where paths meet
#pragma once

#include <bitset>
#include <cstdint>
#include <vector>

#include "isa/decode.h"
#include "isa/hazards/checker.h"

namespace irgate::isa::hazards {

// Which uncommitted writes a wait (or an instruction that waits) commits.
struct AluWait {
  bool salu = false;      // sa_sdst(0): SALU writes, VCC's included
  bool valu = false;      // va_sdst(0): VALU writes to SGPRs other than VCC
  bool valu_vcc = false;  // va_vcc(0): VALU writes to VCC
};

class SgprReadState {
 public:
  // Union with the state on another path into the same block; true when this state grew.
  bool merge(const SgprReadState& from);
  void commit(AluWait w);
  // An SALU (`valu` false) or VALU-family instruction: its SGPR reads against the uncommitted
  // writes (a finding each, after which the write counts as committed, as the wait LLVM would
  // have put there commits it), then its own writes.
  void step(size_t i, const Instruction& in, bool valu, const AddFinding& add);

 private:
  static constexpr unsigned kVccLo = 106;  // VCC_LO's hardware SGPR number (wave32)
  std::bitset<64> read_by_valu_;           // SGPR pairs a VALU has read
  std::bitset<128> salu_written_, valu_written_;  // uncommitted writes, not VCC
  bool vcc_salu_ = false, vcc_valu_ = false;      // uncommitted writes to VCC
  // The last writer of each SGPR (VCC at kVccLo), for findings; allocated at the first tracked
  // write, so the state stays small where no rule applies (the checker keeps one per instruction).
  std::vector<uint32_t> writer_;
};

}  // namespace irgate::isa::hazards
