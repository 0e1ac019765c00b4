// runtime/families/direct_depthwise_wgrad_stage1_model.h — the host model of `direct_depthwise_wgrad` stage 1: the fp32
// values its launch leaves in the buffer it adds into (WS slabs, or dW in a one-step plan),
// written from docs/kernels/direct_depthwise_wgrad.md (Mapping, Recipe), not from either engine
// or the emulator.
//
// Per block (image n, band of ho_per_block output rows) and lane (channel c), each wave
// (row group rgrp = wave mod r_split, part = wave / r_split) keeps rows·S fp32 accumulators for
// rows rgrp·rows … (rows = ceil(R / r_split)), visits positions pos = part, part + parts, … of the
// band in order, and does acc = fma(dy, x, acc) with both widened to f32 (an out-of-image tap reads
// x = 0 and still runs the fma). The lead wave (part 0) then sums acc(part 0) + acc(part 1) + …
// in part order, and adds each tap of a row < R into slab n mod ws_replicas ([slab][G][R][S]).
//
// Those adds land on a zeroed buffer; the model applies them in block order. When every element
// gets at most one add (runtime/families/direct_depthwise_wgrad_stage1_exact.h decides that from the plan), no order
// is left to the hardware and the model's bits are the kernel's bits.
//
// Used by runtime/families/direct_depthwise_wgrad_stage1_exact.cpp.
//
//   std::vector<float> want = depthwise_stage1_model(problem, request.spec.depthwise, x, dy);
//   // want.size() == ws_replicas · G · R · S
#pragma once

#include <vector>

#include "irgate/abi.h"

namespace irgate::runtime {

// x: NHWC [n, hi, wi, G]; dy: NHWK [n, ho, wo, G], both already rounded to the problem's dtype
// (widening a 16-bit float to fp32 is exact, so they are the kernel's widened values).
std::vector<float> depthwise_stage1_model(const irg_problem_t& problem, const irg_depthwise_wgrad_spec_t& spec,
                                          const std::vector<float>& x, const std::vector<float>& dy);

}  // namespace irgate::runtime
