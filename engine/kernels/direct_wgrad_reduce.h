// engine/kernels/direct_wgrad_reduce.h — direct_wgrad_reduce: Stage 2 of the two-stage reduction.
//
// One thread per dW element: loads the element from each of the ws_replicas fp32 slabs (all
// loads before the first add), sums them in slab order and stores fp32, or converts to fp16
// (fptrunc) or bf16 (round-to-nearest-even on the bits, NaN -> 0x7FC0).
//
//   validate_direct_wgrad_reduce(req.spec.reduce, arch);
//   Kernel k = build_direct_wgrad_reduce(req.spec.reduce, arch, spec_stamp(req, arch));
#pragma once

#include <string>

#include "engine/ir/ir.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

void validate_direct_wgrad_reduce(const irg_wgrad_reduce_spec_t& spec, const ArchInfo& arch);
std::string direct_wgrad_reduce_kernel_name(const irg_wgrad_reduce_spec_t& spec);
Kernel build_direct_wgrad_reduce(const irg_wgrad_reduce_spec_t& spec, const ArchInfo& arch, const std::string& stamp);

}  // namespace irgate::engine
