// tests/parity/gate_test.cpp — the fail-closed gate on synthetic results.
#include <gtest/gtest.h>

#include "parity/gate.h"
#include "parity/verdict.h"

namespace irgate::parity {
namespace {

PairResult pair(int id, const std::string& family, const std::string& flavor, Verdict v) {
  PairResult r;
  r.id = id;
  r.family = family;
  r.flavor = flavor;
  r.verdict = verdict_name(v);
  return r;
}

const std::vector<std::string> kOneFlavor = {"llvm22"};

TEST(Gate, IdenticalAndExpectedRefusalsPass) {
  auto g = gate({pair(1, "a", "llvm22", Verdict::IDENTICAL), pair(2, "a", "llvm22", Verdict::BOTH_REFUSED)}, kOneFlavor);
  EXPECT_TRUE(g.pass);
  EXPECT_EQ(g.tally["a"]["llvm22"].identical, 1);
  EXPECT_EQ(g.tally["a"]["llvm22"].refused, 1);
}

TEST(Gate, EveryVerdictOutsideThePassSetFails) {
  for (Verdict v : {Verdict::REFUSAL_DIFFERS, Verdict::ASYMMETRIC, Verdict::MISMATCH, Verdict::SPEC_DIFFERS,
                    Verdict::ENGINE_ERROR, Verdict::CRASH, Verdict::UNEXPECTED_REFUSAL, Verdict::UNEXPECTED_EMIT}) {
    auto g = gate({pair(1, "a", "llvm22", Verdict::IDENTICAL), pair(2, "a", "llvm22", v)}, kOneFlavor);
    EXPECT_FALSE(g.pass) << verdict_name(v);
    ASSERT_EQ(g.failures.size(), 1u) << verdict_name(v);
    EXPECT_NE(g.failures[0].find(verdict_name(v)), std::string::npos);
  }
}

TEST(Gate, ZeroResultsFail) {
  auto g = gate({}, {});
  EXPECT_FALSE(g.pass);
  EXPECT_NE(g.failures[0].find("zero"), std::string::npos);
}

TEST(Gate, AnUnknownVerdictFailsClosed) {
  PairResult r = pair(1, "a", "llvm22", Verdict::IDENTICAL);
  r.verdict = "CANON_EQUAL";
  auto g = gate({pair(2, "a", "llvm22", Verdict::IDENTICAL), r}, kOneFlavor);
  EXPECT_FALSE(g.pass);
  EXPECT_NE(g.failures[0].find("unknown verdict 'CANON_EQUAL'"), std::string::npos);
}

TEST(Gate, AFamilyWhereEveryConfigWasRefusedFails) {
  auto g = gate({pair(1, "a", "llvm22", Verdict::IDENTICAL), pair(2, "b", "llvm22", Verdict::BOTH_REFUSED)}, kOneFlavor);
  EXPECT_FALSE(g.pass);
  ASSERT_EQ(g.failures.size(), 1u);
  EXPECT_NE(g.failures[0].find("family b compared no bytes"), std::string::npos);
}

TEST(Gate, AFlavorInWhichNoByteWasComparedFails) {
  auto g = gate({pair(1, "a", "llvm22", Verdict::IDENTICAL), pair(1, "a", "llvm16", Verdict::BOTH_REFUSED)},
                {"llvm16", "llvm22"});
  EXPECT_FALSE(g.pass);
  ASSERT_EQ(g.failures.size(), 1u);
  EXPECT_NE(g.failures[0].find("flavor llvm16 compared no bytes"), std::string::npos);
}

TEST(Gate, AFlavorWhoseCanonicalIrWasComparedCountsAsCompared) {
  // gfx1250 under llvm16: the LLVM text is refused by both engines, the flavor-free canonical IR
  // was printed alike; bytes were compared under that flavor.
  PairResult refused = pair(1, "a", "llvm16", Verdict::BOTH_REFUSED);
  refused.ir_identical = true;
  auto g = gate({pair(1, "a", "llvm22", Verdict::IDENTICAL), refused}, {"llvm16", "llvm22"});
  EXPECT_TRUE(g.pass) << (g.failures.empty() ? "" : g.failures[0]);
}

TEST(Gate, OverEveryFlavorCanonicalIrAloneDoesNotMakeAFamilyCompared) {
  std::vector<PairResult> results = {pair(1, "a", "llvm16", Verdict::IDENTICAL), pair(1, "a", "llvm19", Verdict::IDENTICAL),
                                     pair(1, "a", "llvm22", Verdict::IDENTICAL)};
  for (const char* flavor : {"llvm16", "llvm19", "llvm22"}) {
    PairResult refused = pair(2, "b", flavor, Verdict::BOTH_REFUSED);
    refused.ir_identical = true;
    results.push_back(refused);
  }
  auto g = gate(results, {"llvm16", "llvm19", "llvm22"});
  EXPECT_FALSE(g.pass);
  ASSERT_EQ(g.failures.size(), 1u);
  EXPECT_NE(g.failures[0].find("family b compared no bytes"), std::string::npos);
}

TEST(Gate, AOneFlavorSliceOfAFamilyThatCannotEmitThereComparesItsCanonicalIr) {
  // parity_direct_wgrad_llvm16: gfx1250 is unknown to llvm16, every config an expected refusal;
  // the refusal words and the canonical IR are what this slice compares.
  PairResult refused = pair(2, "b", "llvm16", Verdict::BOTH_REFUSED);
  refused.ir_identical = true;
  auto g = gate({refused}, {"llvm16"});
  EXPECT_TRUE(g.pass) << (g.failures.empty() ? "" : g.failures[0]);
  refused.ir_identical = false;  // nothing at all compared: still a failure
  EXPECT_FALSE(gate({refused}, {"llvm16"}).pass);
}

TEST(Gate, ARequestedFlavorWithoutResultsFails) {
  auto g = gate({pair(1, "a", "llvm22", Verdict::IDENTICAL)}, {"llvm19", "llvm22"});
  EXPECT_FALSE(g.pass);
  EXPECT_NE(g.failures[0].find("flavor llvm19 was requested but has no results"), std::string::npos);
}

TEST(Verdicts, NamesRoundTrip) {
  for (int i = 0; i <= static_cast<int>(Verdict::UNEXPECTED_EMIT); ++i) {
    Verdict v = static_cast<Verdict>(i);
    EXPECT_EQ(verdict_from_name(verdict_name(v)), v);
  }
  EXPECT_FALSE(verdict_from_name("GREEN").has_value());
}

}  // namespace
}  // namespace irgate::parity
