// isa/exec/predecode.h — a kernel of a code object, decoded by libLLVM 22's AMDGPU disassembler
// (isa/decode.h), turned once into the executor's compact Program: each instruction bound to its
// handler from isa/exec/ops.def (or the VOPD component table), its operands checked against the
// row's layout and converted (registers to file + index + width + MSB field, immediates to
// values), branch targets resolved to instruction indices; plus the launch facts the kernel
// descriptor and the metadata note give (register counts, LDS and kernarg sizes, the starting
// MODE, the user/system SGPR layout, the kernarg layout).
//
// Used by the ISA executor's plan backend (runtime/isa_plan.*) and tests. An instruction without a
// row, or whose operands do not fit its row, becomes an `unsupported` instruction: a fault naming
// it if a wave reaches it (Program::unsupported lists them all).
//
//   auto co = isa::read_code_object(bytes, "k.hsaco");
//   auto dis = isa::Disassembler::create(co->arch);
//   auto program = isa::exec::load_kernel(**dis, *co, co->kernels[0]);   // decode + predecode
//   if (!program) return program.error();
#pragma once

#include <vector>

#include "isa/code_object.h"
#include "isa/decode.h"
#include "isa/exec/program.h"
#include "support/result.h"

namespace irgate::isa::exec {

// `code` is decode_kernel's output for `kernel` of `co`.
Result<Program> predecode(const CodeObject& co, const Kernel& kernel, const std::vector<Instruction>& code);

// Disassembles (with `d`, made for the code object's arch) and predecodes one kernel.
Result<Program> load_kernel(const Disassembler& d, const CodeObject& co, const Kernel& kernel);

}  // namespace irgate::isa::exec
