// engine/kernels/plan.h — launch plans: which kernels run, in what order, on which buffers.
//
// A depthwise problem runs as one step (ws_replicas 1 and an fp32 dW: the kernel adds straight
// into the zeroed dW) or two (the kernel adds into ws_replicas zeroed fp32 slabs, then
// direct_wgrad_reduce folds them into dW). Activations past the kernels' 2^31-byte addressing
// (or the problem's lower slice_bytes), or grids past the arch's workgroup IDs along y and z,
// run as slices (slices.h: whole images, or bands of output rows for a kernel that reads its
// geometry at run time) that all add into the same zeroed buffer. Every i32 kernarg is checked
// to fit; docs/kernels.md §Launch plans has the rules.
//
//   plan_request(req, arch, problem, plan);   // throws the refusal that stops it
#pragma once

#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

void plan_request(const irg_request_t& request, const ArchInfo& arch, const irg_problem_t& problem, irg_plan_t& out);

}  // namespace irgate::engine
