// grid/serving_families.cpp — see serving_families.h. The rows follow docs/kernels.md: what each
// family computes and how its stage-1 grid maps onto dW.
#include "grid/serving_families.h"

namespace irgate::grid {
namespace {

std::string problem_channels_text(const irg_problem_t& p) {
  return "groups " + std::to_string(p.groups) + ", C " + std::to_string(p.groups * p.cpg) + ", K " +
         std::to_string(p.groups * p.kpg);
}

// The stem kernels: a GEMM over the flattened (r, s, c) filter row of a 3- or 4-channel input.
std::string small_c_declines(const irg_problem_t& p) {
  if (p.groups == 1 && (p.cpg == 3 || p.cpg == 4)) return "";
  return "serves ungrouped stems only (groups 1, C 3 or 4; got " + problem_channels_text(p) + ")";
}

std::string depthwise_declines(const irg_problem_t& p) {
  if (p.cpg == 1 && p.kpg == 1) return "";
  return "serves depthwise problems only (groups == C == K; got " + problem_channels_text(p) + ")";
}

// The WMMA kernel walks output columns 32 at a time over stride-1 rows (docs/kernels.md rule 4).
std::string direct_wgrad_declines(const irg_problem_t& p) {
  if (p.stride_h == 1 && p.stride_w == 1) return "";
  return "serves stride 1 only (got -u " + std::to_string(p.stride_h) + " -v " + std::to_string(p.stride_w) + ")";
}

// Every family splits dW across grid.x (channels, k × c tiles of a group, or k tiles) and adds
// into each dW element once per block along y and z (depthwise: image × row band; direct_wgrad:
// row block × image; small_c: output row × image; docs/kernels.md §Launch plans), so one slice's
// launch adds grid.y · grid.z times into every element.
int64_t atomics_of_yz_blocks(const irg_plan_t& plan, int32_t family) {
  int64_t atomics = 0;
  for (int i = 0; i < plan.n_launches; ++i)
    if (plan.launches[i].request.family == family)
      atomics += int64_t(plan.launches[i].grid[1]) * plan.launches[i].grid[2];
  return atomics;
}

}  // namespace

const std::vector<ServingFamily>& serving_families() {
  static const std::vector<ServingFamily> rows = {
      {"direct_wgrad_small_c", small_c_declines, atomics_of_yz_blocks},
      {"direct_depthwise_wgrad", depthwise_declines, atomics_of_yz_blocks},
      {"direct_wgrad", direct_wgrad_declines, atomics_of_yz_blocks},
  };
  return rows;
}

}  // namespace irgate::grid
