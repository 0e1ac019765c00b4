// isa/mode_flow.h — the VGPR MSB mode (s_set_vgpr_msb's four 2-bit fields) in force before each
// instruction of a kernel, followed along the kernel's control flow.
//
// Used by the ISA audit (isa/audit.*). The rules, from LLVM's AMDGPULowerVGPREncoding.cpp (the
// pass that places the mode changes) and PR #184904 (a hardware hazard):
//   - a kernel starts in mode 0 (the pass's ABI: "all 4 MSBs to be zero on entry");
//   - s_set_vgpr_msb sets the mode to its immediate's low byte;
//   - s_setreg_imm32_b32 to MODE sets it to imm32[19:12] rotated right by two (MODE keeps the
//     fields in dst, src0, src1, src2 order) on arches whose setreg writes those bits (gfx1250);
//     llc puts the kernel's first setreg there, so it also carries the starting mode;
//   - an s_set_vgpr_msb right after such a setreg is dropped by the hardware: the mode stays;
//   - s_setreg_b32 to MODE writes a value the code does not show: the mode is unknown from there;
//   - at a branch target the mode is the one every incoming edge (the branch's, the fall-through)
//     brings; two different modes meeting there is an issue, never a guess (the first edge
//     followed keeps the instruction's mode so the rest can still be checked);
//   - s_endpgm ends a path; an indirect branch, a call, a return, a branch to no instruction of
//     the kernel, or running off the kernel's end cannot be followed: an issue, and the path
//     stops there.
//
//   ModeFlow flow = follow_vgpr_mode(disassembler, code);
//   if (flow.before[i].reachable) use(flow.before[i].mode);
//   for (const ModeIssue& issue : flow.issues) report(code[issue.index], issue.what);
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "isa/decode.h"

namespace irgate::isa {

struct ModeAt {
  bool reachable = false;
  bool known = true;  // false after an s_setreg_b32 to MODE
  uint8_t mode = 0;
};

enum class ModeIssueKind { conflict, unknown, dropped_set, unfollowable };

struct ModeIssue {
  ModeIssueKind kind;
  size_t index = 0;  // the instruction it concerns
  std::string what;  // one clause: "mode 0x40 from 0x2354 meets mode 0x00 from 0x2410"
};

struct ModeFlow {
  std::vector<ModeAt> before;  // one per instruction of `code`
  std::vector<ModeIssue> issues;
};

ModeFlow follow_vgpr_mode(const Disassembler& d, const std::vector<Instruction>& code);

bool is_set_vgpr_msb(const Instruction& i);
// The hwreg id an s_setreg writes (simm16 bits [5:0]; 1 is MODE), or -1 if `i` is no s_setreg.
int setreg_hwreg_id(const Instruction& i);
inline constexpr int kHwregMode = 1;  // AMDGPU::Hwreg::ID_MODE

}  // namespace irgate::isa
