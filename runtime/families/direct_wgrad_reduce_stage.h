// runtime/families/direct_wgrad_reduce_stage.h — the host model of `direct_wgrad_reduce` (Stage 2), written
// from docs/kernels/direct_wgrad_reduce.md: out[i] = round(ws[0·count+i] + ws[1·count+i] + … +
// ws[(R−1)·count+i]), summed in fp32 in slab order starting from slab 0, rounded to the output
// dtype with round-to-nearest-even (fp16: IEEE; bf16: on the bits, a NaN becomes 0x7FC0). One
// work-item writes each element, so there is no rounding freedom: any differing bit is a bug.
//
// Used by runtime/families/direct_wgrad_reduce.cpp (the family's numerics: the helper launch of every
// two-stage plan, and the family on its own) and tests.
//
//   std::vector<uint32_t> want = reduce_stage_model(run.ws_before_helper, 4, count, IRG_DTYPE_BF16);
//   emu::ExactCheck c = check_reduce_stage(run.ws_before_helper, spec, count, run.dw_bytes);
#pragma once

#include <cstdint>
#include <vector>

#include "irgate/abi.h"
#include "oracle/exact_bits.h"

namespace irgate::runtime {

// The bits each element of dW must hold.
std::vector<uint32_t> reduce_stage_model(const std::vector<float>& ws, int32_t replicas, int64_t count, int32_t out_dtype);
// Compares dw_bytes (the kernel's dW, count elements of spec.out_dtype) with the model.
emu::ExactCheck check_reduce_stage(const std::vector<float>& ws, const irg_wgrad_reduce_spec_t& spec, int64_t count,
                              const std::vector<uint8_t>& dw_bytes);

}  // namespace irgate::runtime
