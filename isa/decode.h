// isa/decode.h — machine code to decoded instructions with libLLVM 22's AMDGPU MC disassembler
// (MCDisassembler, MCInstPrinter, MCInstrAnalysis; no hand-written decoder): per instruction its
// address, size, opcode, mnemonic, the printed text, the operands (registers with file, index
// and width; immediates) and the control-flow facts an audit or an executor dispatches on.
//
// Used by the ISA audit (isa/audit.h) and the ISA executor (isa/exec/). One Disassembler per
// arch holds the target set-up (register, instruction and subtarget tables, built once); decode()
// is const and thread-safe: each call makes its own MC context, disassembler and printer, so
// several threads may decode with one Disassembler at once.
//
// gfx1250 banks VGPRs: an operand encodes v0..v255 and `s_set_vgpr_msb` supplies the two high
// bits per operand field (LLVM's AMDGPULowerVGPREncoding.cpp). Each VGPR operand carries the
// field that banks it (`msb_field`), learned from the disassembler's own printer: the printer
// annotates a banked operand (`v[116:117] /*v[372:373]*/`), and asking it with one field set at
// a time, on a copy of the instruction whose VGPR operands are made distinct, names the field
// of each operand (msb_fields.cpp). `text` carries the annotations as llvm-objdump prints them
// (the mode followed in straight-line order, reset at a terminator).
//
//   auto d = isa::Disassembler::create("gfx1250");
//   if (!d) return d.error();
//   auto code = (*d)->decode(co.code(kernel), kernel.entry_address);   // error names the offset
//   for (const isa::Instruction& i : *code)
//     for (const isa::Operand& op : i.operands)
//       if (op.is_vgpr()) use(isa::banked_index(op, mode));            // v116 + 256 * field bits
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "isa/code_object.h"
#include "isa/registers.h"
#include "support/result.h"

namespace irgate::isa {

// s_set_vgpr_msb's immediate: bits [1:0] src0, [3:2] src1, [5:4] src2, [7:6] dst give the high
// VGPR-index bits of that operand field; bits [15:8] record the mode it replaces (bookkeeping
// for the trap handler, AMDGPULowerVGPREncoding.cpp setMode). Fields 0..3 in that order.
inline constexpr int kMsbFieldSrc0 = 0, kMsbFieldSrc1 = 1, kMsbFieldSrc2 = 2, kMsbFieldDst = 3;
inline unsigned msb_field_bits(uint8_t mode, int field) { return field < 0 ? 0u : (mode >> (2 * field)) & 3u; }
// The mode an s_setreg_imm32_b32 to MODE installs on gfx1250: imm32[19:12] holds the fields in
// the MODE register's order (dst, src0, src1, src2), a left rotation by two of the
// s_set_vgpr_msb order (AMDGPULowerVGPREncoding.cpp convertModeToSetregFormat).
inline uint8_t msb_mode_from_setreg_imm32(uint32_t imm32) {
  const auto m = static_cast<uint8_t>((imm32 >> 12) & 0xff);
  return static_cast<uint8_t>((m >> 2) | (m << 6));
}

struct Operand {
  enum class Kind : uint8_t { reg, imm, fp_imm, expr, none };
  Kind kind = Kind::none;
  Register reg;          // kind reg (LLVM's register 0, "no register", decodes as kind none)
  int64_t imm = 0;       // kind imm (integer immediates, modifiers, offsets, literal bit patterns)
  double fp_imm = 0;     // kind fp_imm
  bool is_def = false;   // one of the instruction's explicit defs (they come first)
  int tied_to = -1;      // index of the operand this one must equal, if any
  int msb_field = -1;    // VGPR operands on a banked arch: the s_set_vgpr_msb field, or -1 (none)
  uint8_t llvm_operand_type = 0;  // MCOperandInfo::OperandType of the slot
  bool is_vgpr() const { return kind == Kind::reg && reg.file == RegFile::vgpr; }
};

// The first VGPR an operand reads or writes under `mode` (v index + 256 * its field's bits); the
// register's own index for any other operand.
unsigned banked_index(const Operand& op, uint8_t mode);
// Its assembler spelling under `mode`: "v[372:373]".
std::string banked_name(const Operand& op, uint8_t mode);
// "0x235c" (addresses, offsets) and "0x41" (a mode, two digits), as reports print them.
std::string hex(uint64_t v);
std::string mode_hex(uint8_t mode);

// One processor resource of LLVM's scheduling model and the cycles an instruction holds it.
struct PipeUse {
  std::string pipe;  // the model's resource name: HWXDL, HWVALU, HWTransVALU, HWSALU, HWVMEM, HWLGKM, HWBranch, HWRC, ...
  unsigned cycles = 0;
};

struct Instruction {
  uint64_t address = 0;  // virtual address, as llvm-objdump prints it
  uint64_t offset = 0;   // from the start of the decoded range (the kernel entry)
  unsigned size = 0;     // bytes
  unsigned opcode = 0;   // libLLVM's MC opcode number (stable within one libLLVM build)
  std::string opcode_name;  // libLLVM's opcode name, encoding suffix included: "V_MOV_B64_e32_gfx1250"
  std::string mnemonic;     // "v_mov_b64_e32"
  std::string text;         // the printer's text: "v_mov_b64_e32 v[12:13], v[116:117] /*v[372:373]*/"
  std::vector<Operand> operands;  // MCInst order: explicit defs, then uses
  std::vector<Register> implicit_defs, implicit_uses;  // from the instruction description (VCC, EXEC, SCC, M0, MODE)
  bool is_branch = false, is_conditional_branch = false, is_indirect_branch = false;
  bool is_terminator = false, is_return = false, is_call = false;
  bool may_load = false, may_store = false;
  std::optional<uint64_t> branch_target;  // a direct branch's target address
  // What LLVM's public scheduling model for the arch (SISchedule.td, through libLLVM's
  // MCSchedModel; `llvm-mca -mcpu=<arch>` prints the same) charges the instruction: the cycles
  // it holds each processor resource ("HWXDL" 8 for a gfx1250 16x16x32 WMMA, "HWVALU" 1, ...).
  // Empty where the model has no entry. The cost model of serving (serve/cost_model.h) reads it.
  std::vector<PipeUse> pipes;
};

class Disassembler {
 public:
  // `arch` is a processor name ("gfx1250"; a target ID's features after ':' are dropped).
  static Result<std::unique_ptr<Disassembler>> create(std::string_view arch);
  ~Disassembler();
  Disassembler(const Disassembler&) = delete;
  Disassembler& operator=(const Disassembler&) = delete;

  const std::string& arch() const;
  // True on arches whose VGPR operands are banked by s_set_vgpr_msb (gfx1250: 1024 VGPRs).
  bool banks_vgprs() const;
  // True where an s_setreg to MODE also writes the VGPR MSB fields (LLVM's
  // FeatureSetregVGPRMSBFixup: gfx1250).
  bool setreg_writes_vgpr_msbs() const;
  // libLLVM's opcode number for `name` ("S_SET_VGPR_MSB_gfx12"), or -1.
  int opcode(std::string_view name) const;
  // Every register libLLVM defines for the target, by libLLVM register id (id 0 is "none").
  const std::vector<Register>& registers() const;

  // Decodes every instruction of `code`, which starts at virtual address `address`. Fails with
  // "decode: <arch>: cannot decode the instruction at offset 0x.. (address 0x..)" on the first
  // word the disassembler rejects (exit code 1: the code object is not what llc should produce).
  Result<std::vector<Instruction>> decode(std::string_view code, uint64_t address) const;

 private:
  struct Impl;
  explicit Disassembler(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// The kernel's machine code, decoded from its entry.
Result<std::vector<Instruction>> decode_kernel(const Disassembler& d, const CodeObject& co, const Kernel& k);

}  // namespace irgate::isa
