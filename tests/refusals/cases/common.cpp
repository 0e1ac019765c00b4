// tests/refusals/cases/common.cpp — the trigger of each of the refusals of refusals.def that belong to no family: request, arch-domain table, imported IR, cache policy, plans.
#include "tests/refusals/refusal_triggers.h"

namespace irgate::testing {

using namespace triggers;

std::vector<RefusalCase> common_refusal_cases() {
  return {
      {"abi_version_mismatch", edited(232, L22, [](irg_request_t& r) { r.abi_version = 0; })},
      {"flavor_unknown", edited(232, L22, [](irg_request_t& r) { r.flavor = 7; })},
      {"family_unknown", edited(232, L22, [](irg_request_t& r) { r.family = 99; })},
      {"arch_unknown", edited(232, L22, [](irg_request_t& r) { std::snprintf(r.arch, sizeof r.arch, "gfx908:xnack-"); })},
      {"arch_domain_missing", edited(232, L22, [](irg_request_t& r) { r.domain = nullptr; })},
      {"arch_intrinsic_absent", config(234, L19)},  // llc-19 does not know gfx1250: the committed table says so
      {"arch_domain_no_data", with_cell(IRG_DOMAIN_TOOLCHAIN_CRASH, "PLEASE submit a bug report")},
      {"ir_cachepolicy_missing", policy("")},
      {"ir_cachepolicy_type", policy(" {cachepolicy = true}")},
      {"ir_cachepolicy_range", policy(" {cachepolicy = 32}")},
      {"ir_malformed", imported("irgate.ir v1\nkernel k\nend\n")},
      {"ir_invalid", imported(kUnscoped)},
      {"plan_problem_invalid", planned(232, [](irg_problem_t& p) { p.hi = 0; })},
      {"plan_problem_mismatch", planned(232, [](irg_problem_t& p) { p.stride_w = 2; })},
      {"plan_problem_granule", planned(208, [](irg_problem_t& p) { p.groups = 2, p.cpg = 12, p.kpg = 16; })},
      {"plan_dw_dtype", planned(232, [](irg_problem_t& p) { p.dw_dtype = 0; })},
      {"plan_image_too_large", planned(232, [](irg_problem_t& p) { p.hi = p.wi = 40000; })},
      {"plan_kernarg_overflow", planned(236, [](irg_problem_t& p) { p.hi = p.wi = 3, p.groups = 8000000; })},
      {"plan_slice_bytes", planned(232, [](irg_problem_t& p) { p.slice_bytes = 1000; })},
      // Config 260 on gfx1250 (workgroup IDs y, z in 16 bits): one 4200 x 4200 image is 137,813
      // workgroups along grid.y.
      {"plan_grid_ids", planned(260, [](irg_problem_t& p) {
         p.hi = p.wi = 4200, p.groups = 1, p.cpg = p.kpg = 8, p.n = 1;
       })},
      {"plan_too_many_slices", planned(232, [](irg_problem_t& p) { p.n = 100000, p.hi = p.wi = 256, p.groups = 64; })},
      {"plan_family", planned(204, [](irg_problem_t&) {})},
      {"plan_dilation", planned(232, [](irg_problem_t& p) { p.dilation_h = 2; })},
      // A run-time-geometry kernel (285): a negative padding (any padding >= 0 is served).
      {"plan_geometry", planned(285, [](irg_problem_t& p) {
         p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = 1, p.pad_w = -1;
       })},
      // Its one upper limit: 9 + 2 * 1073741820 = 2147483649 input rows, past the i32 positions.
      {"plan_padded_extent", planned(285, [](irg_problem_t& p) {
         p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = 1073741820, p.pad_w = 1;
       })},
      // Its rows cut at a 100-byte window: not even one output row fits.
      {"plan_row_slice", planned(285, [](irg_problem_t& p) {
         p.filter_h = p.filter_w = 3, p.stride_h = p.stride_w = 1, p.pad_h = p.pad_w = 1, p.slice_bytes = 100;
       })},
  };
}

}  // namespace irgate::testing
