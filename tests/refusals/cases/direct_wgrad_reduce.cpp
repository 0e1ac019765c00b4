// tests/refusals/cases/direct_wgrad_reduce.cpp — the trigger of each of direct_wgrad_reduce's refusals (families/direct_wgrad_reduce.def).
#include "tests/refusals/refusal_triggers.h"

namespace irgate::testing {

using namespace triggers;

std::vector<RefusalCase> refusal_cases_direct_wgrad_reduce() {
  return {
      {"rd_ws_replicas", config(207, L22)},
      {"rd_out_dtype", edited(204, L22, [](irg_request_t& r) { r.spec.reduce.out_dtype = 9; })},
      {"rd_block_size", edited(204, L22, [](irg_request_t& r) { r.spec.reduce.block_size = 2048; })},
      {"rd_block_wave_multiple", config(206, L22)},
  };
}

}  // namespace irgate::testing
