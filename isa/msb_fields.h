// isa/msb_fields.h — (private to isa/: includes libLLVM headers) which s_set_vgpr_msb field
// banks each VGPR operand of an opcode, asked of the AMDGPU instruction printer itself.
//
// Used by isa/decode.cpp on arches that bank VGPRs. LLVM keeps the operand-to-field tables
// (getVGPRLoweringOperandTables in AMDGPUBaseInfo.cpp: VOP src0/src1/src2/vdst, DS
// addr/data0/data1/vdst, buffer vaddr/-/-/vdata, VOPD X and Y sharing fields, ...) out of its
// public headers and the shared library's exports, but its printer consults them when it
// annotates a banked operand. So, once per opcode: copy the instruction, give every VGPR operand
// a distinct low register (v0, v32, v64, ...), and print it four times with only field f of the
// mode set; the operands printed with an annotation in round f are banked by field f. A tied use
// that is not printed takes the field of the operand it is tied to.
//
//   MsbFieldOracle oracle(setup);                 // once per Disassembler
//   auto fields = oracle.fields(inst);            // per decoded MCInst; cached per opcode and VGPR operands
//   if (!fields) return fields.error();           // e.g. more VGPR operands than distinct bases
#pragma once

#include <llvm/MC/MCInst.h>

#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "isa/registers.h"
#include "support/result.h"

namespace llvm {
class MCAsmInfo;
class MCInstrInfo;
class MCRegisterInfo;
class MCSubtargetInfo;
class Target;
class Triple;
}  // namespace llvm

namespace irgate::isa::detail {

// What the oracle needs of a Disassembler's target set-up; every pointer outlives the oracle.
struct TargetSetup {
  const llvm::Target* target = nullptr;
  const llvm::Triple* triple = nullptr;
  const llvm::MCRegisterInfo* mri = nullptr;
  const llvm::MCInstrInfo* mii = nullptr;
  const llvm::MCAsmInfo* mai = nullptr;
  const llvm::MCSubtargetInfo* sti = nullptr;
  const std::vector<Register>* registers = nullptr;                    // by MCRegister id
  const std::unordered_map<std::string, unsigned>* register_ids = nullptr;  // by libLLVM name
  unsigned set_vgpr_msb_opcode = 0;
};

class MsbFieldOracle {
 public:
  explicit MsbFieldOracle(TargetSetup setup) : setup_(setup) {}
  // One entry per operand of `inst`: the field (0..3) banking it, or -1. Thread-safe.
  Result<std::vector<int8_t>> fields(const llvm::MCInst& inst) const;

 private:
  Result<std::vector<int8_t>> learn(const llvm::MCInst& inst) const;
  TargetSetup setup_;
  mutable std::mutex mutex_;
  mutable std::unordered_map<uint64_t, std::vector<int8_t>> by_pattern_;  // (opcode, VGPR-operand mask)
};

}  // namespace irgate::isa::detail
