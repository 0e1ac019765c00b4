// tests/numerics/broken_depthwise_stage1_test.cpp — a rounding error smaller than the tolerance in
// `direct_depthwise_wgrad` stage 1 is caught by its exact check (docs/emulator.md, "Exact where
// the math is exact"), on a problem where every element has one writer.
//
// The break: the lead wave sums its parts in reverse order (pK + … + p1 + acc instead of
// acc + p1 + … + pK), as a bad engine change to REDUCE_OVER_WAVES would. It needs three or more
// parts (a + b == b + a), and the shipped configs have at most two, so the tests run 4-part
// variants of configs 232 and 236. Replacing the fma by fmul + fadd would not do: the product of
// two 16-bit floats is exact in fp32, so both round once, the same way.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <regex>

#include "irgate/engine_api.h"
#include "runtime/families/direct_depthwise_wgrad_stage1_exact.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate::broken_dw_stage1 {

// Each chain `%s1 = fadd float %acc, %p1`, `%s2 = fadd float %s1, %p2`, …, `%sK = fadd float
// %sK-1, %pK` keeps its lines, but its last one becomes pK + pK-1 + … + p1 + acc (every operand
// is defined by then; the earlier sums are left unused). Only the stage-1 kernel is edited: the
// reduce kernel folds its slabs with `%sum` chains too.
std::string reverse_lead_sums(const std::string& text) {
  if (text.find("@irg_dw_wgrad_") == std::string::npos) return text;
  const std::regex line(R"((%sum\d+) = fadd float (%[\w.]+), (%[\w.]+))");
  struct Chain {
    std::vector<std::string> terms;  // acc, p1, …, pK
    std::smatch last;
  };
  std::vector<Chain> chains;
  std::map<std::string, size_t> chain_of_sum;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), line); it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    auto prev = chain_of_sum.find(m.str(2));
    if (prev == chain_of_sum.end()) {
      chains.push_back({{m.str(2), m.str(3)}, m});
      chain_of_sum[m.str(1)] = chains.size() - 1;
    } else {
      chains[prev->second].terms.push_back(m.str(3));
      chains[prev->second].last = m;
      chain_of_sum[m.str(1)] = prev->second;
    }
  }
  std::string out;
  size_t from = 0;
  for (const Chain& c : chains) {
    if (c.terms.size() < 3) continue;  // two terms: reversing changes nothing
    const size_t at = size_t(c.last.position(0));
    out += text.substr(from, at - from);
    const std::string name = c.last.str(1);
    std::string lhs = c.terms.back();
    for (size_t i = c.terms.size() - 1; i-- > 0;) {
      const std::string sum = i == 0 ? name : name + ".rev" + std::to_string(i);
      out += sum + " = fadd float " + lhs + ", " + c.terms[i] + (i == 0 ? "" : "\n  ");
      lhs = sum;
    }
    from = at + size_t(c.last.length(0));
  }
  return out + text.substr(from);
}

// Shipped config `id` under llvm22 with `waves` waves (4 parts of each row group).
numerics_test::Case four_part_case(int id, int32_t waves) {
  auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
  EXPECT_TRUE(cases) << (cases ? "" : cases.error().message);
  if (cases)
    for (numerics_test::Case c : *cases)
      if (c.id == id && c.flavor == IRG_FLAVOR_LLVM22) {
        c.request.spec.depthwise.waves = waves;
        return c;
      }
  ADD_FAILURE() << "config " << id << " does not emit under llvm22";
  return {};
}

runtime::NumericsResult run_on(const numerics_test::Case& c, const numerics_test::CountingEdit* edit,
                               bool single_writer) {
  runtime::NumericsOptions o;
  o.inputs = runtime::InputsMode::random;  // the stage's exact check against a tolerance: random mode's
  if (single_writer) o.shape = runtime::depthwise_single_writer_shape(c.request.spec.depthwise);
  if (edit) o.rewrite_kernel = [edit](const std::string& t) { return (*edit)(t); };
  return runtime::check_numerics(*irg_reference_engine(), c.request, o);
}

// The unbroken kernel is exact; the broken one passes the tolerance and fails the exact check.
void expect_caught_only_by_the_exact_check(int id, int32_t waves) {
  SCOPED_TRACE("config " + std::to_string(id) + " with " + std::to_string(waves) + " waves");
  const numerics_test::Case c = four_part_case(id, waves);
  if (c.id == 0) return;
  const runtime::NumericsResult good = run_on(c, nullptr, true);
  ASSERT_EQ(good.verdict, runtime::Verdict::Pass) << good.detail;
  ASSERT_TRUE(good.stage1_exact.has_value()) << "the single-writer shape did not get the exact rule: "
                                             << good.stage1_rule;
  EXPECT_TRUE(good.stage1_exact->passed()) << good.detail;

  const numerics_test::CountingEdit broken{reverse_lead_sums};
  const runtime::NumericsResult r = run_on(c, &broken, true);
  ASSERT_GT(broken.applied, 0) << "the edit did not apply";
  ASSERT_GE(r.launches, 1);
  EXPECT_TRUE(r.comparison.passed()) << "the tolerance check alone catches it (not a sub-tolerance bug):\n" << r.detail;
  ASSERT_TRUE(r.stage1_exact.has_value()) << r.stage1_rule;
  EXPECT_FALSE(r.stage1_exact->passed()) << r.detail;
  EXPECT_GT(r.stage1_exact->mismatches, 0u);
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
  EXPECT_NE(r.detail.find("exact (direct_depthwise_wgrad stage 1, fp32):"), std::string::npos) << r.detail;
  // The figures docs/emulator.md quotes: the error against the model and against the tolerance.
  std::cout << "config " << id << " (" << waves << " waves), reversed lead sum: " << r.stage1_exact->mismatches
            << " of " << r.stage1_exact->count << " stage-1 elements differ, max " << r.stage1_exact->max_ulp
            << " ulp; vs the reference max |err| " << r.comparison.max_abs_err << " (tolerance atol "
            << r.comparison.tolerance.atol << ", rtol " << r.comparison.tolerance.rtol << ")\n";

  // On the default problem several adds meet on an element: the stage keeps the tolerance, and
  // the same broken kernel passes there.
  const runtime::NumericsResult shared = run_on(c, &broken, false);
  EXPECT_FALSE(shared.stage1_exact.has_value()) << shared.stage1_rule;
  EXPECT_EQ(shared.stage1_rule.rfind("tolerance: ", 0), 0u) << shared.stage1_rule;
  EXPECT_EQ(shared.verdict, runtime::Verdict::Pass) << shared.detail;
}

TEST(BrokenDepthwiseStage1, ReverseEditRewritesEachChainOfThreeOrMoreTerms) {
  const std::string t =
      "define void @irg_dw_wgrad_x() {\n"
      "  %sum10 = fadd float %acc1, %part9\n  %sum12 = fadd float %sum10, %part11\n"
      "  %sum14 = fadd float %sum12, %part13\n  %sum20 = fadd float %acc2, %part19\n";
  EXPECT_EQ(reverse_lead_sums(t),
            "define void @irg_dw_wgrad_x() {\n"
            "  %sum10 = fadd float %acc1, %part9\n  %sum12 = fadd float %sum10, %part11\n"
            "  %sum14.rev2 = fadd float %part13, %part11\n  %sum14.rev1 = fadd float %sum14.rev2, %part9\n"
            "  %sum14 = fadd float %sum14.rev1, %acc1\n  %sum20 = fadd float %acc2, %part19\n");
  EXPECT_EQ(reverse_lead_sums("define void @irg_wgrad_reduce_x() {\n" + t.substr(t.find('\n') + 1)),
            "define void @irg_wgrad_reduce_x() {\n" + t.substr(t.find('\n') + 1));
}

TEST(BrokenDepthwiseStage1, ReversedLeadSumIsCaughtOnlyByTheExactCheck) {
  expect_caught_only_by_the_exact_check(232, 4);  // gfx1100 fp16, one-step: fp32 dW is the stage's buffer
  expect_caught_only_by_the_exact_check(236, 8);  // gfx90a bf16, r_split 2, 8 slabs of WS, then the reduce
}

}  // namespace irgate::broken_dw_stage1
