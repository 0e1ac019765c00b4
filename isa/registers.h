// isa/registers.h — a machine register as the ISA audit and executor see it: which file (VGPR,
// AGPR, SGPR, trap temporary, or a special register such as VCC or EXEC), the first 32-bit
// register and how many it spans, and the 16-bit half for true16 operands.
//
// Used by isa/decode.* (every register operand of a decoded instruction) and by their users.
// Built from libLLVM's own register names ("VGPR116_VGPR117", "SGPR_NULL_gfx11plus"), which is
// all the public MC interface says about a register; tests/isa/registers_test.cpp holds every
// VGPR/AGPR/SGPR name of the linked LLVM to a parse.
//
//   isa::Register r = isa::describe_register("VGPR116_VGPR117");   // vgpr, index 116, count 2
//   std::string s = isa::asm_name(r.file, r.index + 256, r.count, r.half);  // "v[372:373]"
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace irgate::isa {

enum class RegFile : uint8_t { vgpr, agpr, sgpr, ttmp, special };

struct Register {
  RegFile file = RegFile::special;
  unsigned index = 0;  // first 32-bit register of the file (0 for a special register)
  unsigned count = 0;  // 32-bit registers spanned (a 16-bit half counts 1; 0 for a special register)
  int half = -1;       // 0 = low, 1 = high 16 bits of register `index` (true16 operands); -1 = whole
  std::string name;    // libLLVM's name of the register
  bool operator==(const Register&) const = default;
};

// Parses one of libLLVM's AMDGPU register names. A name that is not a numbered VGPR, AGPR, SGPR
// or TTMP register (or a tuple of consecutive ones, or a LO16/HI16 half) is a special register.
Register describe_register(std::string_view llvm_name);

// The assembler spelling: "v12", "v[12:13]", "v12.l", "s[4:7]", "a3", "ttmp6"; a special
// register has no such spelling and gives "".
std::string asm_name(RegFile file, unsigned index, unsigned count, int half = -1);

const char* reg_file_name(RegFile file);  // "vgpr", "agpr", "sgpr", "ttmp", "special"

}  // namespace irgate::isa
