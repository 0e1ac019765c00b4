// isa/exec/handlers.h — the handler of every instruction row of isa/exec/ops.def, plus the ones
// predecode.cpp picks without a row (VOPD pairs, the fault of an unsupported instruction).
//
// Defined in isa/exec/exec_salu.cpp, exec_control.cpp, exec_valu.cpp, exec_vopc.cpp,
// exec_vopd.cpp, exec_smem.cpp, exec_buffer.cpp, exec_ds.cpp; called through Inst::handler.
//
//   Inst in; in.handler = &handlers::v_add_u32;   // predecode.cpp does this from ops.def
//   in.handler(wave, in);
#pragma once

#include "isa/exec/program.h"

namespace irgate::isa::exec::handlers {

#define ISA_OP(name, layout, handler) void handler(Wave&, const Inst&);
#include "isa/exec/ops.def"
#undef ISA_OP

void vopd(Wave&, const Inst&);         // exec_vopd.cpp: both halves of a dual-issue pair
void unsupported(Wave&, const Inst&);  // exec_control.cpp: faults naming the instruction

}  // namespace irgate::isa::exec::handlers
