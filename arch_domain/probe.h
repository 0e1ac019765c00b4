// arch_domain/probe.h — the probe module of one (decl key, flavor): a tiny amdgpu_kernel that
// calls the declared intrinsic once with real kernel arguments.
//
// Used by the measurer (measure.cpp) and its tests. The declare text is parsed by a small
// parser (return type, name, parameter types, immarg). Every operand is a kernel argument
// (never poison); a `ptr addrspace(8)` operand is built with the flavor's own
// make.buffer.rsrc; immargs get a literal 0; a non-void result is stored volatile to %out.
// No datalayout line: the triple is enough for every flavor. Our declares do not mark
// immarg, so the runner asks the flavor's verifier (llvm-as) which operands must be immediates
// ("immarg operand has non-immediate parameter ... %pN") and rebuilds with literal 0 there.
//
//   auto sig = probe::parse_declare("declare float @llvm.fma.f32(float, float, float)");
//   auto ll = probe::build_module(IRG_INTRINSIC_FMA_F32, IRG_FLAVOR_LLVM22);
#pragma once

#include <string>
#include <vector>

#include "support/result.h"

namespace irgate::arch_domain::probe {

// Bump whenever build_module(), the compile/link recipe or the evidence rules change: it is
// part of every cache key and the table's toolchain.generator.
//   1  first measured tables
//   2  linker evidence says "ld.lld:" whatever the linker's file name
inline constexpr int kRecipeVersion = 2;


struct Param {
  std::string type;  // "ptr addrspace(8)", "<4 x i32>", "i32"
  bool immarg = false;
};

struct Signature {
  std::string ret;   // "void", "float", ...
  std::string name;  // "llvm.amdgcn.workitem.id.x" (without '@')
  std::vector<Param> params;
};

// Parses `declare <ret> @<name>(<type> [attrs], ...)`; the error names the column.
Result<Signature> parse_declare(const std::string& text);

// The probe module for `declare_text` under `flavor`: helper declares (make.buffer.rsrc for
// ptr addrspace(8) operands) come from that flavor's own declares. Operand i is the kernel
// argument %p<i>, or a literal 0 when it is immarg or listed in `literal_params`.
Result<std::string> build_module(const std::string& declare_text, int flavor,
                                 const std::vector<int>& literal_params = {});

// Parameter indices the verifier wants as immediates: every "immarg operand has non-immediate
// parameter" diagnostic followed by a line naming %p<i>.
std::vector<int> immarg_params_from_verifier(const std::string& diagnostics);

}  // namespace irgate::arch_domain::probe
