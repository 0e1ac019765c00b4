// toolchain/lds_estimate.h — the LDS bytes an emitted module says it needs, and the VGPRs its
// engine estimated, read from its text.
//
// The engines size the LDS reduction with the same formula their validators budget against the
// arch limit (dw_lds_budget), and declare exactly that many bytes as an addrspace(3) global. The
// toolchain lane compares llc's measured group segment with this estimate: measured ≤ estimated,
// so a compiler that needs LDS the engine did not account for fails the lane.
//
//   long est = declared_lds_bytes("@lds.k = internal unnamed_addr addrspace(3) global [14336 x i8] undef");
//   // est == 14336; 0 for a module without LDS globals; -1 when a declaration cannot be read
#pragma once

#include <string_view>

namespace irgate::toolchain {

// Sum of the byte sizes of every `addrspace(3) global [N x i8]` in the module.
long declared_lds_bytes(std::string_view module_text);

// The validator's register estimate a kernel carries as its compiler VGPR limit
// (`"amdgpu-num-vgpr"="N"` in its attributes, docs/llvm-text.md); -1 when the module carries
// none (families without an estimate).
//   declared_vgpr_estimate("attributes #0 = { ... \"amdgpu-num-vgpr\"=\"164\" }")  // 164
long declared_vgpr_estimate(std::string_view module_text);

}  // namespace irgate::toolchain
