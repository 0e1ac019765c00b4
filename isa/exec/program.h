// isa/exec/program.h — one kernel's machine code, pre-decoded once into a compact form the ISA
// executor runs: per instruction a pre-resolved handler and its operands (registers as file +
// index + width, immediates as values), branch targets as instruction indices.
//
// Built by isa/exec/predecode.* from the instructions libLLVM 22's AMDGPU disassembler decoded
// (isa/decode.h); run by isa/exec/launch.*. Immutable once built: several launches (and threads)
// may share one Program.
//
//   auto program = isa::exec::predecode(code_object, kernel, decoded);
//   if (!program) return program.error();       // "unsupported: v_sin_f32 at 0x1d40 (V_SIN_F32_e32_gfx12)"
//   program->insts[0].handler(wave, program->insts[0]);
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace irgate::isa::exec {

struct Wave;
struct Inst;
using Handler = void (*)(Wave&, const Inst&);

enum class OpKind : uint8_t {
  none,
  vgpr,    // index: VGPR number in the low bank (0..255); msb_slot says which MSB field banks it
  sgpr,    // index: the scalar operand encoding (0..105 SGPRs, 106/107 VCC, 108.. TTMP, 124.. M0/NULL, 126/127 EXEC)
  imm,     // value: an inline constant or a literal (already decoded by the disassembler)
};

// Scalar operand encodings the executor gives a meaning (AMDGPU ISA guides, "scalar operand
// encoding"; libLLVM's MCRegisterInfo::getEncodingValue reports the same numbers).
inline constexpr uint16_t kVccLo = 106, kVccHi = 107, kTtmp0 = 108, kExecLo = 126, kExecHi = 127;
inline constexpr uint16_t kScalarSlots = 128;

struct Operand {
  OpKind kind = OpKind::none;
  uint8_t count = 0;      // 32-bit registers spanned (1 for a 32-bit operand, 2 for a 64-bit one, ...)
  uint8_t msb_slot = 0xFF;  // gfx1250: the s_set_vgpr_msb field that supplies bits [9:8] (0..3)
  int8_t half = -1;         // true16 (gfx11+): 0 = low, 1 = high 16 bits of VGPR `index`; -1 = whole
  uint16_t index = 0;
  uint8_t mods = 0;       // source modifiers as libLLVM encodes them (SISrcMods: NEG 1, ABS 2, OP_SEL_0 4, OP_SEL_1 8)
  int64_t value = 0;      // immediate
};

inline constexpr int kMaxOperands = 8;

struct Inst {
  Handler handler = nullptr;
  uint8_t n = 0;                  // operands used
  Operand op[kMaxOperands];       // in the order the handler's registry row lists them
  int64_t imm[4] = {0, 0, 0, 0};  // immediates the handler reads (offsets, cache policy, selectors)
  uint32_t address = 0;           // byte offset of the instruction from the kernel's entry
  uint32_t target = 0;            // branches: index of the target instruction
  uint32_t text = 0;              // index into Program::texts (diagnostics)
  uint16_t family = 0;            // registry row (ops.def), for per-mnemonic counts
};

// The processor resources LLVM's scheduling model charges one instruction (isa::PipeUse), as
// indices into Program::pipes: what a launch adds up per resource (emu::Report::pipe_cycles).
struct InstPipes {
  static constexpr int kMax = 4;
  uint8_t n = 0;
  uint8_t pipe[kMax] = {0, 0, 0, 0};
  uint16_t cycles[kMax] = {0, 0, 0, 0};
};

// One kernel argument as the metadata note lays it out in the kernarg segment.
struct KernArg {
  std::string name;        // "dy" (empty for hidden arguments)
  std::string value_kind;  // "global_buffer", "by_value", "hidden_block_count_x", ...
  uint32_t offset = 0, size = 0;
};

struct Program {
  std::string kernel;            // symbol name
  std::string arch;              // "gfx1250"
  unsigned wave_size = 32;
  std::vector<Inst> insts;       // in address order; the last one ends the program (s_endpgm or a branch)
  std::vector<std::string> texts;  // "0x1d40: v_add_f32_e32 v1, v2, v3" per instruction
  std::vector<InstPipes> inst_pipes;  // per instruction, parallel to insts
  std::vector<std::string> pipes;     // the resource names InstPipes indexes ("HWXDL", "HWVALU", ...)
  // Launch facts from the kernel descriptor and the metadata note.
  unsigned vgpr_count = 0;       // .vgpr_count (registers past it are a fault)
  unsigned sgpr_count = 0;       // .sgpr_count
  uint32_t lds_bytes = 0;        // group_segment_fixed_size
  uint32_t kernarg_bytes = 0;    // kernarg_segment_size
  uint32_t initial_mode = 0;     // MODE register at wave start (from compute_pgm_rsrc1)
  uint16_t null_encoding = 0xFFFF;  // the NULL scalar register (124 on gfx11+; gfx9 has none)
  std::vector<KernArg> args;     // explicit arguments first (kernel parameter order), then hidden ones
  // The kernel's loops: the index of every backward branch (its target at or before it). A launch
  // reports how many of them it took at least once (emu::LaunchStats::loops_iterated).
  std::vector<uint32_t> loops;
  // Initial wave state (AMDGPUUsage "Initial Kernel Execution State"), from the descriptor:
  // user SGPRs in their preload order, then the system SGPRs.
  struct UserSgprs {
    int private_segment_buffer = -1, dispatch_ptr = -1, queue_ptr = -1, kernarg_segment_ptr = -1,
        dispatch_id = -1, flat_scratch_init = -1, private_segment_size = -1;  // first SGPR, -1 absent
  } user;
  int workgroup_id_sgpr[3] = {-1, -1, -1};  // gfx9/gfx11; gfx12+ keeps the ids in TTMP registers
  bool architected_workgroup_ids = false;   // gfx12+: ttmp9 = x, ttmp7 = y | z << 16
  unsigned workitem_id_dims = 1;            // v0 holds x (| y << 10 | z << 20 when packed)
  // Instructions the executor does not model, "0x1d40: v_sin_f32 ... (V_SIN_F32_e32_gfx12)": a
  // wave that reaches one faults; listed here so a caller can say so before running.
  std::vector<std::string> unsupported;
};

}  // namespace irgate::isa::exec
