// tests/numerics/broken_kernel_test.cpp — real emitted kernels, each broken in one way on
// purpose, must be caught: a wrong tap offset (mismatch), a missing barrier (the LDS race
// detector), a dropped tail guard (a gfx1250 fault or a mismatch). Each test first checks that
// its mutation applied, so an engine rewording cannot turn it into a test that always passes.
#include <gtest/gtest.h>

#include <regex>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

const numerics_test::Case* find_case(const std::vector<numerics_test::Case>& cases, int id, int flavor) {
  for (const auto& c : cases)
    if (c.id == id && c.flavor == flavor) return &c;
  return nullptr;
}

struct Mutation {
  std::regex pattern;
  std::string replacement;
  bool first_only = true;
  mutable int applied = 0;
  std::string operator()(const std::string& text) const {
    std::string out = std::regex_replace(text, pattern, replacement,
                                         first_only ? std::regex_constants::format_first_only
                                                    : std::regex_constants::format_default);
    applied += out != text;
    return out;
  }
};

runtime::NumericsResult run_broken(const numerics_test::Case& c, const Mutation& m) {
  runtime::NumericsOptions o;
  o.rewrite_kernel = [&m](const std::string& t) { return m(t); };
  return runtime::check_numerics(*irg_reference_engine(), c.request, o);
}

// The lane's channel-tail guard, which every load select and the atomics' branch use, made
// always true (the guard was "dropped").
Mutation channel_guard_always_true() {
  return {std::regex(R"((%cok\d+) = icmp ult i32 %c\d+, %groups)"), "$1 = icmp eq i32 0, 0", false};
}

class BrokenKernel : public ::testing::Test {
 protected:
  void SetUp() override {
    auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
    ASSERT_TRUE(cases) << cases.error().message;
    cases_ = std::move(*cases);
  }
  std::vector<numerics_test::Case> cases_;
};

TEST_F(BrokenKernel, CorrectKernelPasses) {  // the control: the same cases unbroken
  for (int id : {232, 233, 234}) {
    const auto* c = find_case(cases_, id, IRG_FLAVOR_LLVM22);
    ASSERT_TRUE(c) << id;
    EXPECT_EQ(runtime::check_numerics(*irg_reference_engine(), c->request, {}).verdict, runtime::Verdict::Pass) << id;
  }
}

TEST_F(BrokenKernel, WrongTapOffsetIsAMismatch) {
  // The first filter column's input offset `wi = w_base + 0` becomes `+ 1`.
  const auto* c = find_case(cases_, 232, IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(c);
  Mutation m{std::regex(R"((= add i32 %w_base\d+), 0\n)"), "$1, 1\n"};
  runtime::NumericsResult r = run_broken(*c, m);
  ASSERT_GE(m.applied, 1) << "mutation did not apply: the kernel text changed shape";
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
  EXPECT_GT(r.comparison.mismatches, 0u);
  EXPECT_NE(r.detail.find("got"), std::string::npos) << r.detail;  // the first mismatches are listed
}

TEST_F(BrokenKernel, MissingBarrierIsARace) {
  // 234 reduces the partial sums of 8 waves in LDS; drop every s.barrier call.
  const auto* c = find_case(cases_, 234, IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(c);
  Mutation m{std::regex(R"(\n *call void @llvm\.amdgcn\.s\.barrier\(\))"), "", false};
  runtime::NumericsResult r = run_broken(*c, m);
  ASSERT_GE(m.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Findings) << r.detail;
  EXPECT_NE(r.detail.find("lds-race"), std::string::npos) << r.detail;
}

TEST_F(BrokenKernel, DroppedTailGuardFaultsOnGfx1250) {
  // The channel-tail guard (`%cok = icmp ult %c, %groups`) made always true: lanes past the
  // last channel add into slots past the scratch -> out-of-range atomics, a fault on gfx1250.
  const auto* c = find_case(cases_, 234, IRG_FLAVOR_LLVM22);
  ASSERT_TRUE(c);
  Mutation m = channel_guard_always_true();
  runtime::NumericsResult r = run_broken(*c, m);
  ASSERT_GE(m.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Findings) << r.detail;
  EXPECT_NE(r.detail.find("out-of-range buffer atomic"), std::string::npos) << r.detail;
}

TEST_F(BrokenKernel, DroppedTailGuardsAreAMismatchWithSlabs) {
  // Before gfx1250 an out-of-range atomic is dropped, so with one slab a dropped guard is
  // harmless there (every stray add lands past the end). With 8 slabs (236, gfx90a) the lanes
  // past the channel tail, their loads unguarded too, add real values into the next slab's
  // first channels: the numbers catch it.
  const auto* c = find_case(cases_, 236, IRG_FLAVOR_LLVM16);
  ASSERT_TRUE(c);
  Mutation m = channel_guard_always_true();
  runtime::NumericsResult r = run_broken(*c, m);
  ASSERT_GE(m.applied, 1) << "mutation did not apply";
  EXPECT_NE(r.verdict, runtime::Verdict::Pass) << r.detail;
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
}

}  // namespace
}  // namespace irgate
