// tests/numerics/isolated_numerics_test.cpp — a numerics case that crashes or hangs is that
// case's ERROR, named with its cause, and the caller goes on to the next case with the same
// results it would have had in process (what `irgate numerics` relies on).
#include <gtest/gtest.h>

#include <csignal>
#include <thread>

#include "irgate/engine_api.h"
#include "runtime/isolated_numerics.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

using std::chrono::milliseconds;

// The reference engine, except that emitting the LLVM text crashes or never returns.
int crashing_emit_ll(const irg_request_t*, irg_text_t*, irg_refusal_t*) {
  std::raise(SIGSEGV);
  return IRG_STATUS_ERROR;
}
int hanging_emit_ll(const irg_request_t*, irg_text_t*, irg_refusal_t*) {
  for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
}
irg_engine with_emit_ll(int (*emit_ll)(const irg_request_t*, irg_text_t*, irg_refusal_t*)) {
  irg_engine e = *irg_reference_engine();
  e.emit_ll = emit_ll;
  return e;
}

class IsolatedNumerics : public ::testing::Test {
 protected:
  void SetUp() override {
    auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
    ASSERT_TRUE(cases) << cases.error().message;
    ASSERT_FALSE(cases->empty());
    cases_ = std::move(*cases);
  }
  std::vector<numerics_test::Case> cases_;
};

TEST_F(IsolatedNumerics, ACaseGivesTheSameResultAsInProcess) {
  const auto& c = cases_.front();
  runtime::NumericsResult in = runtime::check_numerics(*irg_reference_engine(), c.request, {});
  runtime::NumericsResult out = runtime::check_numerics_isolated(*irg_reference_engine(), c.request, {}, milliseconds(60000));
  ASSERT_EQ(in.verdict, runtime::Verdict::Pass) << in.detail;
  EXPECT_EQ(out.verdict, in.verdict) << out.detail;
  EXPECT_EQ(out.launches, in.launches);
  EXPECT_GT(out.launches, 0);
  EXPECT_EQ(out.lane_instructions, in.lane_instructions);
  EXPECT_EQ(out.comparison.count, in.comparison.count);
  EXPECT_EQ(out.comparison.max_abs_err, in.comparison.max_abs_err);
  EXPECT_EQ(out.problem.groups, in.problem.groups);
  EXPECT_EQ(out.detail, in.detail);
}

TEST_F(IsolatedNumerics, ACrashIsThisCasesErrorAndTheNextCaseStillRuns) {
  const irg_engine crashing = with_emit_ll(crashing_emit_ll);
  runtime::NumericsResult r = runtime::check_numerics_isolated(crashing, cases_.front().request, {}, milliseconds(60000));
  EXPECT_EQ(r.verdict, runtime::Verdict::Error);
  EXPECT_FALSE(r.launched());
  EXPECT_NE(r.detail.find("killed by signal 11"), std::string::npos) << r.detail;
  runtime::NumericsResult next =
      runtime::check_numerics_isolated(*irg_reference_engine(), cases_.back().request, {}, milliseconds(60000));
  EXPECT_EQ(next.verdict, runtime::Verdict::Pass) << next.detail;
}

TEST_F(IsolatedNumerics, AHangIsATimeout) {
  const irg_engine hanging = with_emit_ll(hanging_emit_ll);
  runtime::NumericsResult r = runtime::check_numerics_isolated(hanging, cases_.front().request, {}, milliseconds(300));
  EXPECT_EQ(r.verdict, runtime::Verdict::Error);
  EXPECT_NE(r.detail.find("timed out"), std::string::npos) << r.detail;
}

}  // namespace
}  // namespace irgate
