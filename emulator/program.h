// emulator/program.h — a kernel translated once into the emulator's compact form.
//
// Produced by translate.cpp from one parsed .ll module, executed by executor.cpp. Every SSA
// value, constant and argument owns a run of 64-bit "units" (one per vector element; a buffer
// resource takes two) in a per-lane register file; operands are unit indices, decoded opcodes
// come from ops.def, so the hot loop does no map lookups and no string compares.
//
//   Result<Program> p = translate_kernel(ll_text);
//   p->params[0].unit;        // where kernarg 0 lives
//   p->blocks[0].first;       // first instruction of the entry block
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace irgate::emu {

enum class Op : uint16_t {
#define EMU_OP(Name) Name,
#include "emulator/ops.def"
#undef EMU_OP
};

const char* op_name(Op op);

// ICmp predicates (Inst::pred for Op::ICmp).
enum class IPred : uint8_t { Eq, Ne, Ult, Ule, Ugt, Uge, Slt, Sle, Sgt, Sge };
// FCmp predicates: bit 0 = "less", bit 1 = "equal", bit 2 = "greater", bit 3 = "unordered"
// (LLVM's FCmpInst encoding: oeq=2... is different; we store the 4-bit truth mask).
// Atomic kinds (Inst::pred for LdsAtomic/GlobalAtomic).
enum class AtomicKind : uint8_t { Xchg, Add, Sub, And, Or, Xor, UMax, UMin, FAdd, FMax, FMin };

struct Inst {
  Op op = Op::Nop;
  uint8_t bits = 32;  // integer width, or access size in bytes for memory ops
  uint8_t pred = 0;   // IPred / fcmp truth mask / AtomicKind / misc flags
  uint32_t dst = 0;   // first unit of the result
  uint32_t src[4] = {0, 0, 0, 0};
  uint64_t imm = 0;   // constant offset, scale, element index, immargs...
  uint32_t site = 0;  // index into Program::sites (the instruction's text, for reports)
  // Units the instruction writes from `dst` on (a loaded vector, a WMMA's 8 accumulators, a
  // buffer resource's 4 dwords; 1 for an elementwise op): the executor forgets that they hold
  // one value in every lane (WaveState::uniform) when an op other than the ALU writes them.
  uint16_t dst_units = 0;
};

// Parallel copy of phi inputs along one CFG edge.
struct EdgeCopy {
  uint32_t dst, src, units;
};

struct Successor {
  uint32_t block = 0;
  uint32_t copies_begin = 0, copies_end = 0;  // into Program::edge_copies
  bool copies_overlap = false;                // a copy reads a unit another copy writes
};

struct Block {
  uint32_t first = 0, end = 0;  // instructions [first, end); the last one is the terminator
  Successor succ[2];
  std::string name;
};

struct Param {
  std::string name;
  uint32_t unit = 0;
  bool is_pointer = false;  // ptr addrspace(1): gets a 64-bit address
};

struct ConstInit {
  uint32_t unit;
  uint64_t bits;
};

class SiteTexts;

struct Program {
  std::string kernel_name;
  std::vector<Param> params;
  std::vector<Block> blocks;  // in reverse post-order: the executor's reconvergence order
  std::vector<Inst> insts;
  std::vector<EdgeCopy> edge_copies;
  std::vector<ConstInit> constants;  // broadcast into every lane when a wave starts
  // The instruction of each site id, in the parsed module the Program keeps for reports (opaque:
  // translate.cpp). Printing every instruction at translation took a tenth of a numerics case;
  // site_text() prints them the first time a report needs one.
  std::shared_ptr<const SiteTexts> sites;
  uint32_t num_units = 0;        // unit 0 is a zero no instruction writes (unused operand slots)
  uint32_t scratch_unit = 0;     // start of the scratch area for overlapping phi copies
  uint32_t scratch_units = 0;
  // Units a wave must find zeroed when it starts, as if its register file were all zeros: the
  // rest are written by each lane before it reads them (translate.cpp) or broadcast (constants,
  // arguments), so start_wave clears only these.
  std::vector<uint32_t> zeroed_at_start;
  uint64_t lds_bytes = 0;        // sum of addrspace(3) globals, each aligned
  bool uses_wmma = false;
};

// The printed LLVM instruction of site `id`, as Value::print writes it ("?" for none). The first
// call prints the kernel once; thread-safe.
std::string site_text(const Program& p, uint32_t id);

}  // namespace irgate::emu
