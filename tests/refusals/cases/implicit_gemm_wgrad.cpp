// tests/refusals/cases/implicit_gemm_wgrad.cpp — the trigger of each of implicit_gemm_wgrad's refusals (families/implicit_gemm_wgrad.def).
#include "tests/refusals/refusal_triggers.h"

namespace irgate::testing {

using namespace triggers;

std::vector<RefusalCase> refusal_cases_implicit_gemm_wgrad() {
  return {
      {"ig_dtype", edited(260, L22, [](irg_request_t& r) { r.spec.implicit_gemm.dtype = 7; })},
      {"ig_arch", config(280, L22)},
      {"ig_geometry", config(291, L22)},
      {"ig_filter", config(281, L22)},
      {"ig_stride", edited(260, L22, [](irg_request_t& r) { r.spec.implicit_gemm.stride_h = 0; })},
      {"ig_dilation", config(282, L22)},
      {"ig_pad", config(283, L22)},
      {"ig_waves", edited(260, L22, [](irg_request_t& r) { r.spec.implicit_gemm.waves_m = 0; })},
      {"ig_wave_tiles", edited(260, L22, [](irg_request_t& r) { r.spec.implicit_gemm.wave_tiles_n = 5; })},
      {"ig_k_steps", edited(260, L22, [](irg_request_t& r) { r.spec.implicit_gemm.k_steps = 0; })},
      {"ig_ws_replicas", edited(260, L22, [](irg_request_t& r) { r.spec.implicit_gemm.ws_replicas = 65; })},
      {"ig_lds_budget", config(333, L22)},
      {"ig_vgpr_budget", config(284, L22)},
  };
}

}  // namespace irgate::testing
