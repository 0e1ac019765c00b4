// tests/parity/spec_fuzz/spec_fuzz_hook.h — a family's optional hook for the differential spec
// fuzz (tests/parity/spec_fuzz_test.cpp): a tuned draw with the correlations the family's
// IRG_SPEC_FIELD rows cannot say (padding below the filter, paired h/w knobs), and a problem with
// the spec's geometry. Every family is fuzzed from its rows without one; a family with a hook is
// drawn from it four times in five. One file per family, tests/parity/spec_fuzz/<name>.cpp.
//
//   const bool kReduceHook = SpecFuzzHooks::add("direct_wgrad_reduce", {.draw_spec = draw_reduce,
//                                                                      .draw_problem = reduce_problem});
#pragma once

#include <algorithm>

#include "irgate/abi.h"
#include "registry/spec_fields.h"
#include "tests/support_lib/family_hooks.h"
#include "tests/support_lib/fuzz_draw.h"

namespace irgate::testing {

struct SpecFuzzHook {
  int weight = 1;  // how many draws of the family per draw of a weight-1 family
  // Every knob from a range a little wider than the valid one.
  void (*draw_spec)(FuzzDraw& d, irg_request_t& request) = nullptr;
  // The problem's fields that follow the spec (on the test's base problem; the test spoils a
  // field now and then afterwards). Null: the base problem as it is.
  void (*draw_problem)(FuzzDraw& d, const irg_request_t& request, irg_problem_t& problem) = nullptr;
};
using SpecFuzzHooks = FamilyHooks<SpecFuzzHook>;

// A run-time channel count (an IRG_SPEC_FIELD row linked RUNTIME_cpg / RUNTIME_kpg): a step of the
// row's fuzz range most of the time, now and then any count up to a little past it; 0 when the
// family ties the field to its spec.
inline int64_t draw_runtime_channels(FuzzDraw& d, const irg_request_t& r, registry::ProblemField field) {
  for (const registry::SpecField& f : registry::spec_fields(r.family))
    if (f.runtime && f.problem == field)
      return d.coin(90) ? d.step_in(f.fuzz_lo, f.fuzz_hi, f.fuzz_step) : d.in(0, f.fuzz_hi + 8);
  return 0;
}

// Every problem field the family's rows tie to a knob of the spec, set to the knob (a run-time
// geometry knob's -1 too: the hook draws the problem's own value for it).
inline void copy_spec_geometry(const irg_request_t& r, irg_problem_t& p) {
  for (const registry::SpecField& f : registry::spec_fields(r.family))
    if (f.problem != registry::ProblemField::None && !f.runtime)
      registry::set_problem_value(p, f.problem, registry::field_value(r, f));
}

// fp16 and bf16 twice as often as fp32 (the WMMA families refuse fp32).
inline int draw_input_dtype(FuzzDraw& d) {
  const int dtypes[] = {IRG_DTYPE_F16, IRG_DTYPE_BF16, IRG_DTYPE_F16, IRG_DTYPE_BF16, IRG_DTYPE_F32};
  return d.pick(dtypes);
}

inline int draw_dw_dtype(FuzzDraw& d) {
  const int dw_dtypes[] = {IRG_DTYPE_F32, IRG_DTYPE_F16, IRG_DTYPE_BF16};
  return d.pick(dw_dtypes);
}

}  // namespace irgate::testing
