// tests/numerics/broken_reduce_kernel_test.cpp — a rounding error smaller than the tolerance is
// caught by the exact check of Stage 2 and not by the tolerance check (a bf16 truncation, one ulp,
// is now caught by both: the per-element tolerance allows half an ulp) (docs/emulator.md, "Exact
// where the math is exact"). The reduce kernel is broken in its emitted LLVM text, as a bad
// engine change would break it: bf16 rounding becomes truncation (the 0x7FFF + lsb bias is
// dropped), or the slabs are folded in reverse order. Each test first checks that the edit applied
// and that the unbroken kernel passes both checks.
#include <gtest/gtest.h>

#include <regex>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

struct BrokenReduceEdit {
  std::string (*edit)(const std::string&);
  mutable int applied = 0;
  std::string operator()(const std::string& text) const {
    if (text.find("@irg_wgrad_reduce_") == std::string::npos) return text;  // stage 1 stays as emitted
    std::string out = edit(text);
    applied += out != text;
    return out;
  }
};

// %rounded = add i32 %bits, %bias  ->  add i32 %bits, 0: the top 16 bits are kept as they are.
std::string broken_reduce_truncate_bf16(const std::string& text) {
  return std::regex_replace(text, std::regex(R"((%rounded\d+ = add i32 %bits\d+), %bias\d+)"), "$1, 0");
}

// %s1 = fadd p0, p1; %s2 = fadd %s1, p2; ...  ->  %s1 = fadd pR-1, pR-2; %s2 = fadd %s1, pR-3; ...
std::string broken_reduce_reverse_fold(const std::string& text) {
  const std::regex line(R"((%sum\d+) = fadd float (%[\w.]+), (%[\w.]+))");
  std::vector<std::smatch> adds;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), line); it != std::sregex_iterator(); ++it)
    adds.push_back(*it);
  if (adds.size() < 2) return text;
  std::vector<std::string> parts = {adds[0].str(2), adds[0].str(3)};
  for (size_t i = 1; i < adds.size(); ++i) parts.push_back(adds[i].str(3));
  std::string out;
  size_t from = 0;
  const size_t r = parts.size();
  for (size_t i = 0; i < adds.size(); ++i) {
    out += text.substr(from, size_t(adds[i].position(0)) - from);
    const std::string lhs = i == 0 ? parts[r - 1] : adds[i - 1].str(1);
    const std::string rhs = i == 0 ? parts[r - 2] : parts[r - 2 - i];
    out += adds[i].str(1) + " = fadd float " + lhs + ", " + rhs;
    from = size_t(adds[i].position(0) + adds[i].length(0));
  }
  return out + text.substr(from);
}

numerics_test::Case broken_reduce_case(int id) {
  auto cases = numerics_test::emitting_cases(id >= 232 ? "direct_depthwise_wgrad" : "direct_wgrad_reduce");
  EXPECT_TRUE(cases) << (cases ? "" : cases.error().message);
  if (cases)
    for (const auto& c : *cases)
      if (c.id == id && c.flavor == IRG_FLAVOR_LLVM22) return c;
  ADD_FAILURE() << "config " << id << " does not emit under llvm22";
  return {};
}

runtime::NumericsResult broken_reduce_run(const numerics_test::Case& c, const BrokenReduceEdit* edit) {
  runtime::NumericsOptions o;
  o.inputs = runtime::InputsMode::random;  // the stage's exact check against a tolerance: random mode's
  if (edit) o.rewrite_kernel = [edit](const std::string& t) { return (*edit)(t); };
  return runtime::check_numerics(*irg_reference_engine(), c.request, o);
}

// The broken kernel must fail the exact check and be a MISMATCH; `tolerance_passes`: and pass the
// tolerance check (a sub-tolerance bug).
void broken_reduce_expect_only_exact(int id, std::string (*edit)(const std::string&), uint64_t max_ulp,
                                     bool tolerance_passes = true) {
  SCOPED_TRACE("config " + std::to_string(id));
  const numerics_test::Case c = broken_reduce_case(id);
  if (c.id == 0) return;
  const runtime::NumericsResult good = broken_reduce_run(c, nullptr);
  ASSERT_EQ(good.verdict, runtime::Verdict::Pass) << good.detail;
  ASSERT_TRUE(good.helper_exact.has_value()) << "no reduce launch was checked exactly";
  EXPECT_TRUE(good.helper_exact->passed());

  const BrokenReduceEdit broken{edit};
  const runtime::NumericsResult r = broken_reduce_run(c, &broken);
  ASSERT_GT(broken.applied, 0) << "the edit did not apply";
  ASSERT_GE(r.launches, 1);
  EXPECT_EQ(r.comparison.passed(), tolerance_passes) << r.detail;
  ASSERT_TRUE(r.helper_exact.has_value());
  EXPECT_FALSE(r.helper_exact->passed()) << r.detail;
  EXPECT_GT(r.helper_exact->mismatches, 0u);
  EXPECT_LE(r.helper_exact->max_ulp, max_ulp) << r.detail;
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
  EXPECT_NE(r.detail.find("differ from the host model"), std::string::npos) << r.detail;
}

TEST(BrokenReduceKernel, EditsApplyToTheEmittedText) {
  const std::string t =
      "  %sum66 = fadd float %part16, %part23\n  %sum67 = fadd float %sum66, %part30\n"
      "  %sum68 = fadd float %sum67, %part37\n  %rounded81 = add i32 %bits74, %bias80\n";
  EXPECT_EQ(broken_reduce_reverse_fold(t),
            "  %sum66 = fadd float %part37, %part30\n  %sum67 = fadd float %sum66, %part23\n"
            "  %sum68 = fadd float %sum67, %part16\n  %rounded81 = add i32 %bits74, %bias80\n");
  EXPECT_NE(broken_reduce_truncate_bf16(t).find("%rounded81 = add i32 %bits74, 0\n"), std::string::npos);
}

// Truncation errs up to one bf16 ulp where rounding to nearest errs half of one: the per-element
// tolerance (issue 29) allows only the half, so it sees this bug too (CK's rule did not).
TEST(BrokenReduceKernel, Bf16TruncationIsCaughtByTheExactCheckAndThePerElementTolerance) {
  broken_reduce_expect_only_exact(203, broken_reduce_truncate_bf16, 1, false);  // gfx1250, 8 slabs, block 128
  broken_reduce_expect_only_exact(205, broken_reduce_truncate_bf16, 1, false);  // gfx942, 2 slabs
}

TEST(BrokenReduceKernel, ReversedFoldIsCaughtOnlyByTheExactCheck) {
  broken_reduce_expect_only_exact(204, broken_reduce_reverse_fold, UINT64_MAX);  // gfx1100, 8 slabs into fp32 dW
}

TEST(BrokenReduceKernel, Bf16TruncationInsideATwoStagePlanIsCaughtByTheExactCheckAndThePerElementTolerance) {
  broken_reduce_expect_only_exact(236, broken_reduce_truncate_bf16, 1, false);  // depthwise gfx90a, bf16 dW folded from 8 slabs
}

}  // namespace
}  // namespace irgate
