// tests/refusals/cases/direct_wgrad.cpp — the trigger of each of direct_wgrad's refusals (families/direct_wgrad.def).
#include "tests/refusals/refusal_triggers.h"

namespace irgate::testing {

using namespace triggers;

std::vector<RefusalCase> refusal_cases_direct_wgrad() {
  return {
      {"img_dtype", edited(208, L22, [](irg_request_t& r) { r.spec.direct.dtype = IRG_DTYPE_F32; })},
      {"img_arch", config(227, L22)},
      {"img_filter_shape", config(225, L22)},
      {"img_stride", config(226, L22)},
      {"img_pad", edited(208, L22, [](irg_request_t& r) { r.spec.direct.pad_w = 3; })},
      {"img_channels", config(230, L22)},
      {"img_waves", edited(208, L22, [](irg_request_t& r) { r.spec.direct.waves_k = 4, r.spec.direct.waves_c = 5; })},
      {"img_wave_tiles", edited(208, L22, [](irg_request_t& r) { r.spec.direct.wave_tiles_c = 5; })},
      {"img_rows_per_sync", edited(208, L22, [](irg_request_t& r) { r.spec.direct.rows_per_sync = 0; })},
      {"img_row_blocks", edited(208, L22, [](irg_request_t& r) { r.spec.direct.row_blocks = 65; })},
      {"img_lds_epilogue", edited(208, L22, [](irg_request_t& r) { r.spec.direct.lds_epilogue = 2; })},
      {"img_tdm_stages", edited(208, L22, [](irg_request_t& r) { r.spec.direct.tdm_stages = 1; })},
      {"img_ws_replicas", edited(208, L22, [](irg_request_t& r) { r.spec.direct.ws_replicas = 0; })},
      {"img_vgpr_budget", config(228, L22)},
      {"img_lds_budget", edited(208, L22, [](irg_request_t& r) {
         // 8 rows a sync of 4x4 strips 1024 channels wide (BC): 8 * (32*24 + 4*35*1032) * 2 bytes
         auto& d = r.spec.direct;
         d.filter_h = d.filter_w = 4, d.pad_h = d.pad_w = 1, d.waves_c = 16, d.wave_tiles_c = 4;
         d.rows_per_sync = 8;
       })},
      {"img_tdm_tile", config(254, L22)},
      // the 2-slot ring of config 229 (BC 16) planned on 24 channels a group: a channel tail
      {"img_tdm_channels", planned(229, [](irg_problem_t& p) { p.groups = 2, p.cpg = 24, p.kpg = 16; })},
  };
}

}  // namespace irgate::testing
