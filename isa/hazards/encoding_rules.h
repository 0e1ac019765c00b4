// isa/hazards/encoding_rules.h — the hazard rules one instruction's encoding decides, with no
// data flow: an s_delay_alu whose instskip counts past an s_set_vgpr_msb (rules.def
// delay_alu_skips_msb, PR #175925) and a VOPD3 with a 64-bit OPX whose OPY reads the last VGPR
// the wave owns (vopd3_f64_opy_last_vgpr, PR #224741).
//
// Called by the hazard checker (checker.cpp) for every reachable instruction:
//
//   check_encoding_rules({arch, code, modes, vgpr_count}, i, add);
#pragma once

#include <cstdint>
#include <vector>

#include "isa/decode.h"
#include "isa/hazards/checker.h"
#include "isa/mode_flow.h"

namespace irgate::isa::hazards {

struct EncodingContext {
  uint8_t arch;  // kArchGfx* bits
  const std::vector<Instruction>& code;
  const std::vector<ModeAt>& modes;
  long vgpr_count;  // .vgpr_count; 0 when unknown
};

void check_encoding_rules(const EncodingContext& k, size_t i, const AddFinding& add);

}  // namespace irgate::isa::hazards
