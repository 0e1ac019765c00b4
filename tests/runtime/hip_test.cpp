// tests/runtime/hip_test.cpp — the same launch plan on a real AMD GPU through HIP, compared with
// the host reference. Skips visibly (exit code 77, the reason printed) when irgate was built
// without HIP or no GPU of the case's arch is present.
#include <cstdio>

#include "oracle/compare.h"
#include "oracle/reference.h"
#include "oracle/tolerance.h"
#include "irgate/engine_api.h"
#include "runtime/hip_runner.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"

int main() {
  using namespace irgate;
  auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
  if (!cases) return std::printf("FAIL: %s\n", cases.error().message.c_str()), 1;
  int ran = 0, failed = 0;
  std::string skipped;
  for (const numerics_test::Case& c : *cases) {
    runtime::HipAvailability h = runtime::hip_availability(c.arch);
    if (!h.available) {
      skipped += "  " + numerics_test::describe(c) + ": " + h.reason + "\n";
      continue;
    }
    irg_problem_t p = runtime::default_problem(c.request, {}, 0);
    irg_plan_t plan;
    irg_refusal_t why{};
    if (irg_reference_engine()->plan(&c.request, &p, &plan, &why) != IRG_STATUS_OK) {
      std::printf("FAIL %s: plan refused %s\n", numerics_test::describe(c).c_str(), why.id);
      ++failed;
      continue;
    }
    runtime::PlanRun run;
    Status s = runtime::run_plan_on_hip(*irg_reference_engine(), plan, p, {}, run);
    ++ran;
    if (!s || run.launches.empty()) {
      std::printf("FAIL %s: %s\n", numerics_test::describe(c).c_str(), s ? "nothing launched" : s.error().message.c_str());
      ++failed;
      continue;
    }
    emu::WgradReference ref = emu::reference_wgrad(p, run.inputs.whole(IRG_BUF_X), run.inputs.whole(IRG_BUF_DY));
    emu::Comparison cmp =
        emu::compare(run.dw, ref.dw, emu::element_tolerance(p.dw_dtype, ref.accumulations, ref.abs_sum, ref.dw));
    std::printf("%s %s\n%s", cmp.passed() ? "PASS" : "FAIL", numerics_test::describe(c).c_str(),
                emu::format_comparison(cmp, nullptr).c_str());
    failed += !cmp.passed();
  }
  if (ran == 0) {
    std::printf("SKIP: no case could run through HIP:\n%s", skipped.c_str());
    return 77;
  }
  return failed ? 1 : 0;
}
