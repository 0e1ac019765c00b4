// tests/numerics/random_spec/random_spec_hook.h — a family's optional hook for the random-spec
// numerics (tests/numerics/random_spec_numerics_test.cpp): a draw of specs its validator admits,
// with the knobs' joint constraints, and a ragged problem of their geometry. A family without one
// is drawn from its IRG_SPEC_FIELD rows' fuzz ranges on numerics' default problem. One file per
// family, tests/numerics/random_spec/<name>.cpp.
//
//   void draw(FuzzDraw& d, int round, irg_request_t& r, runtime::NumericsOptions& o, std::vector<std::string>& kinds) {
//     r.spec.reduce.ws_replicas = d.in(1, 8);
//     o = draw_round_options(d, round);
//   }
//   const bool kReduceRandomHook = RandomSpecHooks::add("direct_wgrad_reduce", {.rounds = 60, .seed = 7, .draw = draw});
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "irgate/abi.h"
#include "runtime/numerics.h"
#include "tests/support_lib/family_hooks.h"
#include "tests/support_lib/fuzz_draw.h"

namespace irgate::testing {

// The tally kind every family gets: a passing round whose stage-1 family checked its own stage
// bit for bit (NumericsResult::stage1_exact).
inline constexpr const char* kExactStageKind = "exact stage";

struct RandomSpecHook {
  int rounds = 0;     // at the default IRGATE_FUZZ_COUNT
  uint32_t seed = 0;  // the default IRGATE_FUZZ_SEED
  // One round: the spec's knobs (the request arrives as the family's default on a drawn admitted
  // arch, llvm22), the options (draw_round_options at the point in the draw the hook likes) and
  // the problem shape; `kinds` tags the paths the round takes ("tdm ring"), for the floors below.
  void (*draw)(FuzzDraw& d, int round, irg_request_t& request, runtime::NumericsOptions& options,
               std::vector<std::string>& kinds) = nullptr;
  // At least rounds / divisor passing rounds of each kind (besides three in four passing overall).
  std::vector<std::pair<std::string, int>> floors;
};
using RandomSpecHooks = FamilyHooks<RandomSpecHook>;

// One round's seeds and dW dtype, the same for every family: the data seed, a seeded wave
// interleaving half the time, and any of the three dW dtypes.
inline runtime::NumericsOptions draw_round_options(FuzzDraw& d, int round) {
  runtime::NumericsOptions o;
  o.seed = static_cast<uint64_t>(round) + 1;
  o.schedule_seed = d.in(0, 1) ? static_cast<uint64_t>(round) + 1 : 0;
  const int32_t dw_dtypes[] = {IRG_DTYPE_F32, IRG_DTYPE_F16, IRG_DTYPE_BF16};
  o.dw_dtype = dw_dtypes[d.in(0, 2)];
  return o;
}

}  // namespace irgate::testing
