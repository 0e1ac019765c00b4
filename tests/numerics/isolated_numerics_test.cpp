// tests/numerics/isolated_numerics_test.cpp — a numerics case that crashes or hangs its worker is
// that case's ERROR, named with its cause, and the caller goes on to the next case with the same
// results it would have had in process (what `irgate numerics` relies on). The broken engines are
// stand-ins the tests' worker program knows by name (tests/support_lib/stand_in_engines.h).
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "irgate/engine_api.h"
#include "parity/outcome.h"
#include "runtime/isolated_numerics.h"
#include "support/files.h"
#include "support/sha256.h"
#include "tests/numerics/corpus_cases.h"
#include "tests/support_lib/stand_in_engines.h"

namespace irgate {
namespace {

using std::chrono::milliseconds;

class IsolatedNumericsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
    ASSERT_TRUE(cases) << cases.error().message;
    ASSERT_FALSE(cases->empty());
    cases_ = std::move(*cases);
  }
  std::vector<numerics_test::Case> cases_;
};

TEST_F(IsolatedNumericsTest, ACaseGivesTheSameResultAsInProcess) {
  const auto& c = cases_.front();
  runtime::NumericsResult in = runtime::check_numerics(*irg_reference_engine(), c.request, {});
  runtime::NumericsResult out = runtime::IsolatedNumerics(*irg_reference_engine()).check(c.request, {}, milliseconds(60000));
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

// The tolerance basis crosses to the worker and the verdict basis comes back (issue 43 §3).
TEST_F(IsolatedNumericsTest, TheVerdictBasisCrossesBothWays) {
  const auto& c = cases_.front();
  runtime::NumericsOptions o;
  o.inputs = runtime::InputsMode::random;
  o.tolerance = runtime::ToleranceBasis::probabilistic;
  runtime::IsolatedNumerics worker(*irg_reference_engine());
  const runtime::NumericsResult likely = worker.check(c.request, o, milliseconds(60000));
  EXPECT_EQ(likely.verdict, runtime::Verdict::Pass) << likely.detail;
  EXPECT_EQ(likely.basis, runtime::VerdictBasis::probabilistic) << likely.detail;
  const runtime::NumericsResult exact = worker.check(c.request, {}, milliseconds(60000));
  EXPECT_EQ(exact.basis, runtime::VerdictBasis::exact) << exact.detail;
}

TEST_F(IsolatedNumericsTest, ACrashIsThisCasesErrorAndTheNextCaseStillRuns) {
  runtime::IsolatedNumerics crashing(*testing::crashing_engine());
  runtime::NumericsResult r = crashing.check(cases_.front().request, {}, milliseconds(60000));
  EXPECT_EQ(r.verdict, runtime::Verdict::Error);
  EXPECT_FALSE(r.launched());
  EXPECT_NE(r.detail.find("killed by signal 11"), std::string::npos) << r.detail;
  runtime::IsolatedNumerics reference(*irg_reference_engine());
  runtime::NumericsResult next = reference.check(cases_.back().request, {}, milliseconds(60000));
  EXPECT_EQ(next.verdict, runtime::Verdict::Pass) << next.detail;
  // The same worker answers the next case too (one worker per thread, a new one after a crash).
  const pid_t worker = reference.pid();
  EXPECT_EQ(reference.check(cases_.front().request, {}, milliseconds(60000)).verdict, runtime::Verdict::Pass);
  EXPECT_EQ(reference.pid(), worker);
}

// The executor is an option that crosses: each gives the worker's result what it gives in process.
TEST_F(IsolatedNumericsTest, EachExecutorGivesTheSameResultAsInProcess) {
  const auto& c = cases_.front();
  runtime::IsolatedNumerics isolated(*irg_reference_engine());
  for (runtime::Executor e : {runtime::Executor::ir, runtime::Executor::isa, runtime::Executor::both}) {
    runtime::NumericsOptions o;
    o.executor = e;
    runtime::NumericsResult in = runtime::check_numerics(*irg_reference_engine(), c.request, o);
    runtime::NumericsResult out = isolated.check(c.request, o, milliseconds(120000));
    EXPECT_EQ(out.verdict, in.verdict) << runtime::executor_name(e) << ": " << out.detail;
    EXPECT_EQ(out.detail, in.detail) << runtime::executor_name(e);
    EXPECT_EQ(out.lane_instructions, in.lane_instructions) << runtime::executor_name(e);
    EXPECT_EQ(out.launches, in.launches) << runtime::executor_name(e);
  }
}

// The WMMA arithmetic model and the subnormal inputs cross too: on a WMMA kernel each model gives
// the worker's result what it gives in process, and the models really differ (else this shows nothing).
TEST_F(IsolatedNumericsTest, WmmaModelAndSubnormalInputsCross) {
  auto wmma = numerics_test::emitting_cases("direct_wgrad");
  ASSERT_TRUE(wmma) << wmma.error().message;
  ASSERT_FALSE(wmma->empty());
  const auto& c = wmma->front();
  runtime::IsolatedNumerics isolated(*irg_reference_engine());
  std::set<double> errors;
  for (emu::WmmaModel m : {emu::WmmaModel::CLast, emu::WmmaModel::CFirst, emu::WmmaModel::Ftz16}) {
    runtime::NumericsOptions o;
    o.executor = runtime::Executor::ir;
    o.wmma_model = m;
    o.subnormal_inputs = true;
    runtime::NumericsResult in = runtime::check_numerics(*irg_reference_engine(), c.request, o);
    runtime::NumericsResult out = isolated.check(c.request, o, milliseconds(120000));
    EXPECT_EQ(out.verdict, in.verdict) << emu::wmma_model_name(m) << ": " << out.detail;
    EXPECT_EQ(out.detail, in.detail) << emu::wmma_model_name(m);
    EXPECT_EQ(out.comparison.max_abs_err, in.comparison.max_abs_err) << emu::wmma_model_name(m);
    errors.insert(in.comparison.max_abs_err);
  }
  EXPECT_GT(errors.size(), 1u) << "the three models gave the same dW error: the test would not see a model dropped";
}

// Code object files cross as data and the worker's ISA executor runs them: a file of garbage for
// the case's LLVM text fails the case that passes when the worker compiles the text itself.
TEST_F(IsolatedNumericsTest, TheIsaExecutorRunsTheCodeObjectFilesItIsGiven) {
  const auto& c = cases_.front();
  const std::string ll = parity::run_engine(irg_reference_engine(), c.request).ll;
  ASSERT_FALSE(ll.empty());
  const std::filesystem::path garbage = std::filesystem::temp_directory_path() / "irgate-garbage-code-object.hsaco";
  ASSERT_TRUE(write_atomic(garbage, "not an ELF"));
  runtime::NumericsOptions o;
  o.executor = runtime::Executor::isa;
  runtime::NumericsResult own = runtime::IsolatedNumerics(*irg_reference_engine()).check(c.request, o, milliseconds(120000));
  runtime::NumericsResult given = runtime::IsolatedNumerics(*irg_reference_engine(), {{sha256_hex(ll), garbage.string()}})
                                      .check(c.request, o, milliseconds(120000));
  std::filesystem::remove(garbage);
  EXPECT_EQ(own.verdict, runtime::Verdict::Pass) << own.detail;
  EXPECT_NE(given.verdict, runtime::Verdict::Pass) << given.detail;
  EXPECT_FALSE(given.launched()) << given.detail;
}

TEST_F(IsolatedNumericsTest, OptionsThatCannotCrossAreAnErrorNotIgnored) {
  runtime::NumericsOptions o;
  o.rewrite_kernel = [](const std::string& text) { return text; };
  runtime::NumericsResult r = runtime::IsolatedNumerics(*irg_reference_engine()).check(cases_.front().request, o, milliseconds(60000));
  EXPECT_EQ(r.verdict, runtime::Verdict::Error);
  EXPECT_NE(r.detail.find("rewrite_kernel"), std::string::npos) << r.detail;
}

TEST_F(IsolatedNumericsTest, AHangIsATimeout) {
  runtime::IsolatedNumerics hanging(*testing::hanging_engine());
  runtime::NumericsResult r = hanging.check(cases_.front().request, {}, milliseconds(300));
  EXPECT_EQ(r.verdict, runtime::Verdict::Error);
  EXPECT_NE(r.detail.find("timed out"), std::string::npos) << r.detail;
}

}  // namespace
}  // namespace irgate
