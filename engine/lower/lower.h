// engine/lower/lower.h — lowers a verified tile IR kernel to LLVM IR text for one flavor.
//
// Emission is a pure function of (kernel, flavor, arch-domain table): the same bytes every time,
// in any process or thread (docs/llvm-text.md lists every determinism rule). Throws Failure
// (caught at the API boundary) when the table refuses an intrinsic or the IR is unlowerable.
//
//   std::string ll = lower_to_llvm(kernel, IRG_FLAVOR_LLVM22, request.domain);
#pragma once

#include <string>

#include "engine/ir/ir.h"
#include "irgate/arch_domain_view.h"

namespace irgate::engine {

std::string lower_to_llvm(const Kernel& kernel, int flavor, const irg_arch_domain_t* domain);

}  // namespace irgate::engine
