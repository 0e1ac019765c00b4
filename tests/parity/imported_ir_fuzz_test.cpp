// tests/parity/imported_ir_fuzz_test.cpp — seeded differential fuzz of imported IR (label fuzz).
//
// lower_ir takes canonical IR from outside, so both engines' parsers and verifiers face text no
// builder wrote. Starting from the canonical IR of every emitting corpus config, each round makes
// one token-level edit that keeps the text plausible (another op name, another type, another
// number, a swapped operand, a dropped or doubled line) and lowers it with both engines for a
// random flavor. They must agree: same status, same refusal id, the same words for every refusal
// but the parser's and verifier's own (ir_malformed, ir_invalid: refusals.def lets each engine
// word those), and the same bytes when both lower it. Neither may end in an internal error.
// IRGATE_FUZZ_SEED and IRGATE_FUZZ_COUNT change the seed and the number of rounds
// (tests/support_lib/fuzz_draw.h).
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "tests/support_lib/corpus_fixture.h"
#include "tests/support_lib/fuzz_draw.h"

namespace irgate::testing {
namespace {

constexpr int kRounds = 3000;

class ImportedIrFuzz : public CorpusFixture {};

const std::vector<std::string>& op_names() {
  static const std::vector<std::string> names = {
#define IRG_OP(Enum, name, value, effect, n_operands, n_results, hint) name,
#include "irgate/opcodes.def"
#undef IRG_OP
  };
  return names;
}

const char* const kTypes[] = {"i1", "i16", "i32", "i64", "f16", "bf16", "f32", "index", "rsrc", "lds"};

// Whitespace-separated tokens of a line, with their offsets.
std::vector<std::pair<size_t, size_t>> tokens(const std::string& s) {
  std::vector<std::pair<size_t, size_t>> out;
  for (size_t i = 0; i < s.size();) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\n')) ++i;
    size_t b = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\n') ++i;
    if (i > b) out.push_back({b, i - b});
  }
  return out;
}

std::string edit(const std::string& ir, FuzzDraw& d) {
  auto pick = [&](size_t n) { return d.below(n); };
  std::string s = ir;
  auto toks = tokens(s);
  const auto [at, len] = toks[pick(toks.size())];
  const std::string tok = s.substr(at, len);
  switch (pick(6)) {
    case 0:  // another op name wherever an op name stands
      for (const std::string& op : op_names())
        if (tok == op) return s.replace(at, len, op_names()[pick(op_names().size())]);
      [[fallthrough]];
    case 1: {  // another type after a ':'
      size_t colon = s.find(": ", at);
      if (colon == std::string::npos) return s;
      size_t b = colon + 2, e = s.find_first_of(" ,\n)", b);
      return s.replace(b, e - b, kTypes[pick(std::size(kTypes))]);
    }
    case 2: {  // another number in the token
      size_t d = tok.find_first_of("0123456789");
      if (d == std::string::npos) return s;
      static const char* const kNumbers[] = {"0", "1", "2", "3", "7", "31", "32", "65536", "-1", "999999"};
      size_t e = tok.find_first_not_of("0123456789", d);
      return s.replace(at + d, (e == std::string::npos ? len : e) - d, kNumbers[pick(std::size(kNumbers))]);
    }
    case 3: {  // swap this token with another of the same line
      size_t line_b = s.rfind('\n', at) + 1, line_e = s.find('\n', at);
      std::vector<std::pair<size_t, size_t>> same;
      for (auto t : toks)
        if (t.first >= line_b && t.first < line_e && t.first != at) same.push_back(t);
      if (same.empty()) return s;
      auto [o_at, o_len] = same[pick(same.size())];
      std::string other = s.substr(o_at, o_len);
      if (o_at > at) return s.replace(o_at, o_len, tok).replace(at, len, other);
      return s.replace(at, len, other).replace(o_at, o_len, tok);
    }
    case 4: {  // drop this line
      size_t b = s.rfind('\n', at) + 1, e = s.find('\n', at);
      return s.erase(b, e == std::string::npos ? std::string::npos : e - b + 1);
    }
    default: {  // double this line
      size_t b = s.rfind('\n', at) + 1, e = s.find('\n', at);
      return s.insert(b, s.substr(b, e == std::string::npos ? std::string::npos : e - b + 1));
    }
  }
}

TEST_F(ImportedIrFuzz, BothEnginesAgreeOnEditedCanonicalIr) {
  std::vector<std::string> seeds;
  for (auto [id, flavor] : emitting_pairs())
    if (flavor == IRG_FLAVOR_LLVM22) seeds.push_back(emit_ir(irg_reference_engine(), request_for(id, flavor)).text);
  ASSERT_GE(seeds.size(), 5u);
  const FuzzPlan plan = fuzz_plan(20261130, kRounds);
  FuzzDraw d(plan.seed);
  int lowered = 0;
  std::map<std::string, int> refusals;
  for (int round = 0; round < plan.count && !HasFailure(); ++round) {
    const std::string text = edit(seeds[d.below(seeds.size())], d);
    const int flavor = static_cast<int>(d.below(IRG_FLAVOR_COUNT));
    const Emission ref = lower_ir(irg_reference_engine(), text, flavor, domain(flavor));
    const Emission twin = lower_ir(irg_twin_engine(), text, flavor, domain(flavor));
    const std::string where = plan.reproduce("build/tests/parity/parity_fuzz_tests --gtest_filter='ImportedIrFuzz.*'") +
                              "\nround " + std::to_string(round) + " flavor " + std::to_string(flavor) +
                              "\nreference: " + ref.refusal_id + ": " + ref.refusal_text + "\ntwin: " +
                              twin.refusal_id + ": " + twin.refusal_text + "\n--- text ---\n" + text;
    ASSERT_NE(ref.status, IRG_STATUS_ERROR) << where;
    ASSERT_NE(twin.status, IRG_STATUS_ERROR) << where;
    ASSERT_EQ(ref.status, twin.status) << where;
    ASSERT_EQ(ref.refusal_id, twin.refusal_id) << where;
    const bool own_words = ref.refusal_id == "ir_malformed" || ref.refusal_id == "ir_invalid";
    if (!own_words) {
      ASSERT_EQ(ref.refusal_text, twin.refusal_text) << where;
    }
    ASSERT_TRUE(ref.text == twin.text) << where;
    ASSERT_EQ(ref.stamp, twin.stamp) << where;
    if (ref.status == IRG_STATUS_OK) {
      ++lowered;
    } else {
      ++refusals[ref.refusal_id];
    }
  }
  // Fail closed: harmless edits lower, and the parser, the verifier and the table all answer.
  EXPECT_GT(lowered, plan.count / 20);
  for (const char* id : {"ir_malformed", "ir_invalid", "arch_intrinsic_absent"})
    EXPECT_GT(refusals[id], 0) << id << " was never reached";
}

}  // namespace
}  // namespace irgate::testing
