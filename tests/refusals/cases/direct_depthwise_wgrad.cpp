// tests/refusals/cases/direct_depthwise_wgrad.cpp — the trigger of each of direct_depthwise_wgrad's refusals (families/direct_depthwise_wgrad.def).
#include "tests/refusals/refusal_triggers.h"

namespace irgate::testing {

using namespace triggers;

std::vector<RefusalCase> refusal_cases_direct_depthwise_wgrad() {
  return {
      {"dw_dtype", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.dtype = 7; })},  // no dtype
      {"dw_geometry", config(306, L22)},
      {"dw_filter_shape", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.filter_w = 5; })},
      {"dw_stride", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.stride_h = 3; })},
      {"dw_pad", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.pad_w = 3; })},
      {"dw_waves", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.waves = 17; })},
      {"dw_r_split_range", config(237, L22)},
      {"dw_runtime_r_split", config(307, L22)},
      {"dw_r_split_waves", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.waves = 3, r.spec.depthwise.r_split = 2; })},
      {"dw_ho_per_block", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.ho_per_block = 0; })},
      {"dw_ws_replicas", edited(232, L22, [](irg_request_t& r) { r.spec.depthwise.ws_replicas = 65; })},
      {"dw_tap_tile", config(308, L22)},
      {"dw_lds_budget", config(238, L22)},
  };
}

}  // namespace irgate::testing
