// tests/parity/verdict_test.cpp — classify() on hand-made engine outcomes.
#include <gtest/gtest.h>

#include "parity/verdict.h"

namespace irgate::parity {
namespace {

EngineOutcome emitted(const std::string& ll, const std::string& ir = "ir", const std::string& stamp = "s") {
  EngineOutcome o;
  o.status = o.ir_status = IRG_STATUS_OK;
  o.ll = ll;
  o.ir = ir;
  o.stamp = stamp;
  return o;
}

EngineOutcome refused(const std::string& id, const std::string& text) {
  EngineOutcome o;
  o.status = o.ir_status = IRG_STATUS_REFUSED;
  o.refusal_id = id;
  o.refusal_text = text;
  return o;
}

Verdict of(const EngineOutcome& a, const EngineOutcome& b, const std::string& expected = "") {
  return classify({a, b}, expected, nullptr);
}

TEST(Classify, SameBytesAreIdentical) { EXPECT_EQ(of(emitted("x"), emitted("x")), Verdict::IDENTICAL); }

TEST(Classify, DifferentLlvmTextIsAMismatch) { EXPECT_EQ(of(emitted("x"), emitted("y")), Verdict::MISMATCH); }

TEST(Classify, DifferentCanonicalIrIsAMismatch) {
  EXPECT_EQ(of(emitted("x", "a"), emitted("x", "b")), Verdict::MISMATCH);
}

TEST(Classify, DifferentSpecsAreNotADifferentEmission) {
  std::string detail;
  EXPECT_EQ(classify({emitted("x", "ir", "dw{waves=4}"), emitted("y", "ir", "dw{waves=8}")}, "", &detail),
            Verdict::SPEC_DIFFERS);
  EXPECT_NE(detail.find("waves=8"), std::string::npos);
}

TEST(Classify, RefusalsCompareIdAndText) {
  EXPECT_EQ(of(refused("a", "t"), refused("a", "t"), "a"), Verdict::BOTH_REFUSED);
  EXPECT_EQ(of(refused("a", "t"), refused("a", "u"), "a"), Verdict::REFUSAL_DIFFERS);
  EXPECT_EQ(of(refused("a", "t"), refused("b", "t"), "a"), Verdict::REFUSAL_DIFFERS);
}

TEST(Classify, ExpectationsAreEnforced) {
  EXPECT_EQ(of(refused("a", "t"), refused("a", "t")), Verdict::UNEXPECTED_REFUSAL);
  EXPECT_EQ(of(refused("a", "t"), refused("a", "t"), "b"), Verdict::UNEXPECTED_REFUSAL);
  EXPECT_EQ(of(emitted("x"), emitted("x"), "a"), Verdict::UNEXPECTED_EMIT);
}

TEST(Classify, OneRefusingIsAsymmetric) {
  EXPECT_EQ(of(emitted("x"), refused("a", "t")), Verdict::ASYMMETRIC);
  EXPECT_EQ(of(refused("a", "t"), emitted("x")), Verdict::ASYMMETRIC);
}

TEST(Classify, AnInternalErrorIsNeverARefusal) {
  EngineOutcome bad;
  bad.status = IRG_STATUS_ERROR;
  EXPECT_EQ(of(refused("a", "t"), bad, "a"), Verdict::ENGINE_ERROR);
}

}  // namespace
}  // namespace irgate::parity
