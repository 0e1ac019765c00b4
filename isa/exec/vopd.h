// isa/exec/vopd.h — the components a VOPD dual-issue instruction (gfx11+: `v_dual_<x> ::
// v_dual_<y>`, gfx1250 also the 96-bit VOPD3 form) can pair, by the name libLLVM gives them in
// the opcode (`V_DUAL_<X>_e32_X_<Y>_e32[_e96]`).
//
// Used by isa/exec/predecode.cpp (splits the opcode name, lays out the operands) and
// isa/exec/exec_vopd.cpp (runs both halves: every source is read before either result is
// written, as the two halves issue together). A component not listed is unsupported.
//
//   const VopdComponent* c = find_vopd_component("LSHLREV_B32");   // 2 sources
#pragma once

#include <cstdint>
#include <string_view>

namespace irgate::isa::exec {

enum class VopdOp : uint8_t { mov, add_f32, mul_f32, sub_f32, add_u32, sub_u32, subrev_u32, lshlrev, lshrrev, and_b32, cndmask, bitop2, fmac_f32 };

struct VopdComponent {
  std::string_view name;  // as in the opcode name
  VopdOp op;
  uint8_t sources;        // 1 or 2
  bool float_mods;        // the VOPD3 (_e96) form gives each source a modifier operand
};

inline constexpr VopdComponent kVopdComponents[] = {
    {"MOV_B32", VopdOp::mov, 1, false},        {"ADD_F32", VopdOp::add_f32, 2, true},
    {"MUL_F32", VopdOp::mul_f32, 2, true},     {"SUB_F32", VopdOp::sub_f32, 2, true},
    {"ADD_U32", VopdOp::add_u32, 2, false},    {"SUB_U32", VopdOp::sub_u32, 2, false},
    {"SUBREV_U32", VopdOp::subrev_u32, 2, false}, {"LSHLREV_B32", VopdOp::lshlrev, 2, false},
    {"LSHRREV_B32", VopdOp::lshrrev, 2, false}, {"AND_B32", VopdOp::and_b32, 2, false},
    {"CNDMASK_B32", VopdOp::cndmask, 2, true}, {"BITOP2_B32", VopdOp::bitop2, 2, false},
    // D = fma(S0, S1, D): the opcode's operands give the accumulator as a tied source after S1
    {"FMAC_F32", VopdOp::fmac_f32, 2, true},
};

inline const VopdComponent* find_vopd_component(std::string_view name) {
  for (const VopdComponent& c : kVopdComponents)
    if (c.name == name) return &c;
  return nullptr;
}

}  // namespace irgate::isa::exec
