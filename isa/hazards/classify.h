// isa/hazards/classify.h — the hazard class of a decoded instruction (classes.def: by mnemonic
// prefix) and, for the memory classes, which wait counters track it and which of its registers
// it reads and writes (VGPRs with the bank the s_set_vgpr_msb mode in force gives them).
//
// Used by the hazard checker (isa/hazards/checker.*). An instruction no classes.def row names is
// `unclassified`: the checker reports it, it never guesses.
//
//   HazardClass c = hazards::classify(inst);               // HazardClass::wmma for v_wmma_*
//   if (c == HazardClass::unclassified) report(inst);
//   for (const RegRange& r : hazards::registers_of(inst, mode, Role::dst)) ...
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "isa/decode.h"

namespace irgate::isa::hazards {

enum class HazardClass : uint8_t {
  unclassified, valu, vopd, trans, wmma, ds, vmem, flat, tdm, smem, wait, barrier, salu,
  wmma_valu  // a WMMA the VALU runs, not the XDL matrix unit: gfx1250's v_wmma_f32_16x16x4_f32
};
inline constexpr uint32_t cls(HazardClass c) { return 1u << static_cast<unsigned>(c); }
inline constexpr uint32_t kAnyClass = ~1u;  // every class but unclassified
inline constexpr uint32_t kValuFamily =
    cls(HazardClass::valu) | cls(HazardClass::vopd) | cls(HazardClass::trans) | cls(HazardClass::wmma) |
    cls(HazardClass::wmma_valu);
const char* class_name(HazardClass c);

HazardClass classify(std::string_view mnemonic);
// Instructions of the VALU family count one wait state toward a co-execution window (v_nop too).
inline bool counts_as_valu(HazardClass c) { return (kValuFamily & cls(c)) != 0; }

// An operand's role in a rule. dst: the registers written. any_src: every register read.
// src_ab: a WMMA's A and B (and a SWMMAC's index); src_c: a WMMA's C.
enum class Role : uint8_t { dst, any_src, src_ab, src_c };

// A span of 32-bit registers: file 0 VGPR (banked index), 1 SGPR.
struct RegRange {
  uint8_t file = 0;
  uint16_t first = 0, count = 0;
  bool overlaps(const RegRange& o) const {
    return file == o.file && first < o.first + o.count && o.first < first + count;
  }
};
// The registers of `i` in `role` under VGPR MSB mode `mode` (`mode_known` false: encoded index).
// VGPRs and SGPRs only: special registers (VCC, EXEC, M0) and trap temporaries are not tracked.
std::vector<RegRange> registers_of(const Instruction& i, uint8_t mode, bool mode_known, Role role);

}  // namespace irgate::isa::hazards
