// tests/refusals/refusal_test.cpp — every refusal id, in each engine, named after the id:
// Refusals/<id>_<engine>. Each must refuse with exactly that id; a knob or arch refusal ends
// with "(got …)"; the two engines' texts are compared by the parity tests and here.
#include <gtest/gtest.h>

#include <set>

#include "parity/corpus.h"
#include "tests/refusals/refusal_cases.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

struct Param {
  std::string id;
  const irg_engine* engine;
};

void PrintTo(const Param& p, std::ostream* os) { *os << p.id << " in " << p.engine->name; }

class Refusals : public CorpusFixture, public ::testing::WithParamInterface<Param> {};

const RefusalCase* case_of(const std::string& id) {
  for (const RefusalCase& c : refusal_cases())
    if (c.id == id) return &c;
  return nullptr;
}

TEST_P(Refusals, RefusesWithThisId) {
  const RefusalCase* c = case_of(GetParam().id);
  ASSERT_NE(c, nullptr) << "no trigger for refusal " << GetParam().id << ": add one to refusal_cases.cpp";
  Said s = c->trigger(GetParam().engine);
  EXPECT_EQ(s.status, IRG_STATUS_REFUSED) << s.id << ": " << s.text;
  EXPECT_EQ(s.id, GetParam().id) << s.text;
  ASSERT_FALSE(s.text.empty());
  // ir_malformed and ir_invalid carry each engine's own parser/verifier words (refusals.def).
  if (s.id == "ir_malformed" || s.id == "ir_invalid") return;
  Said other = c->trigger(GetParam().engine == irg_reference_engine() ? irg_twin_engine() : irg_reference_engine());
  EXPECT_EQ(s.text, other.text) << "the engines fill the pattern differently";
}

TEST_P(Refusals, AKnobOrArchRefusalNamesTheValueItGot) {
  const RefusalCase* c = case_of(GetParam().id);
  ASSERT_NE(c, nullptr);
  Said s = c->trigger(GetParam().engine);
  // Budgets, and the two i32-window rules of issue 42 (the padded extent, the bytes one output row
  // needs), state their values inside the sentence.
  const bool budget = s.id.ends_with("_budget") || s.id == "plan_padded_extent" || s.id == "plan_row_slice";
  const bool imported_text = s.id == "ir_malformed" || s.id == "ir_invalid" || s.id == "arch_intrinsic_absent" ||
                             s.id == "arch_domain_no_data";
  if (budget) {
    EXPECT_NE(s.text.find_first_of("0123456789"), std::string::npos) << s.text;
  } else if (!imported_text) {
    EXPECT_TRUE(s.text.find("(got ") != std::string::npos && s.text.ends_with(")")) << s.text;
  }
}

std::vector<Param> params() {
  std::vector<Param> out;
  for (const std::string& id : refusal_ids()) {
    out.push_back({id, irg_reference_engine()});
    out.push_back({id, irg_twin_engine()});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(EveryId, Refusals, ::testing::ValuesIn(params()),
                         [](const ::testing::TestParamInfo<Param>& p) {
                           return p.param.id + "_" + p.param.engine->name;
                         });

class RefusalTable : public CorpusFixture {};

TEST_F(RefusalTable, EveryCaseNamesARealIdAndEveryIdHasACase) {
  const std::vector<std::string> all = refusal_ids();
  std::set<std::string> ids(all.begin(), all.end());
  for (const RefusalCase& c : refusal_cases()) EXPECT_TRUE(ids.count(c.id)) << c.id << " is not in refusals.def";
  for (const std::string& id : ids) EXPECT_NE(case_of(id), nullptr) << id << " has no trigger";
}

TEST_F(RefusalTable, TheCorpusExpectsOnlyRealIds) {
  const std::vector<std::string> all = refusal_ids();
  std::set<std::string> ids(all.begin(), all.end());
  for (const auto& c : corpus())
    for (const auto& [flavor, id] : c.expect) EXPECT_TRUE(ids.count(id)) << "config " << c.id << " expects " << id;
}

}  // namespace
}  // namespace irgate::testing
