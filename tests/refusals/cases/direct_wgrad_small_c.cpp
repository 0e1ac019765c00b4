// tests/refusals/cases/direct_wgrad_small_c.cpp — the trigger of each of direct_wgrad_small_c's refusals (families/direct_wgrad_small_c.def).
#include "tests/refusals/refusal_triggers.h"

namespace irgate::testing {

using namespace triggers;

std::vector<RefusalCase> refusal_cases_direct_wgrad_small_c() {
  return {
      {"sc_dtype", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.dtype = IRG_DTYPE_F32; })},
      {"sc_arch", config(244, L22)},
      {"sc_filter", config(249, L22)},
      {"sc_stride", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.stride_w = 0; })},
      {"sc_pad", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.pad_h = 3; })},
      {"sc_channels", config(242, L22)},
      {"sc_vec_x", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.vec_x = 3; })},
      {"sc_sub_steps", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.sub_steps = 9; })},
      {"sc_uniform_wave", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.uniform_wave = 2; })},
      {"sc_waves", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.waves = 17; })},
      {"sc_wave_tiles", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.wave_tiles = 0; })},
      {"sc_ws_replicas", edited(240, L22, [](irg_request_t& r) { r.spec.small_c.ws_replicas = 65; })},
      {"sc_uniform_wave_spill", config(243, L22)},
      {"sc_lds_budget", edited(240, L22, [](irg_request_t& r) {
         auto& s = r.spec.small_c;  // a 16x16 C = 4 patch row (1024 columns), 8 chunks a sync
         s.filter_h = s.filter_w = 16, s.pad_h = s.pad_w = 0, s.c = 4, s.sub_steps = 8;
       })},
      {"sc_vgpr_budget", edited(243, L22, [](irg_request_t& r) { r.spec.small_c.uniform_wave = 0; })},
  };
}

}  // namespace irgate::testing
