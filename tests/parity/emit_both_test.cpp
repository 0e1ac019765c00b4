// tests/parity/emit_both_test.cpp — emit_both, the one-build entry the parity lane calls, answers
// exactly what emit_ll and emit_ir answer separately, in both engines, on every corpus config under
// every flavor (so refusals before the build, refusals while lowering and emissions all occur);
// an engine without emit_both is asked through its two calls.
#include <gtest/gtest.h>

#include "registry/engine.h"
#include "tests/support_lib/corpus_fixture.h"
#include "tests/support_lib/stand_in_engines.h"

namespace irgate::parity {
namespace {

void expect_same(const registry::Emission& one_build, const registry::Emission& own_call, const std::string& where) {
  EXPECT_EQ(one_build.status, own_call.status) << where;
  EXPECT_EQ(one_build.refusal_id, own_call.refusal_id) << where;
  EXPECT_EQ(one_build.refusal_text, own_call.refusal_text) << where;
  EXPECT_EQ(one_build.stamp, own_call.stamp) << where;
  EXPECT_TRUE(one_build.text == own_call.text) << where << ": texts differ";
}

class EmitBothTest : public testing::CorpusFixture {};

TEST_F(EmitBothTest, BothEnginesAnswerAsTheirTwoCalls) {
  for (const irg_engine* c_engine : {irg_reference_engine(), irg_twin_engine()}) {
    ASSERT_NE(c_engine->emit_both, nullptr) << c_engine->name;
    const registry::Engine engine(c_engine);
    int emitted = 0, refused_while_lowering = 0, refused_before_building = 0;
    for (const Config& c : corpus()) {
      for (int flavor = 0; flavor < IRG_FLAVOR_COUNT; ++flavor) {
        const irg_request_t request = c.request(flavor, domain(flavor));
        const auto [ll, ir] = engine.emit_both(request);
        const std::string where =
            std::string(c_engine->name) + " config " + std::to_string(c.id) + " flavor " + std::to_string(flavor);
        expect_same(ll, engine.emit_ll(request), where + " (LLVM text)");
        expect_same(ir, engine.emit_ir(request), where + " (canonical IR)");
        emitted += ll.ok();
        refused_while_lowering += ll.refused() && ir.ok();
        refused_before_building += ll.refused() && ir.refused();
      }
    }
    // The three paths through emit_both each ran, or the comparison above proved less than it says.
    EXPECT_GT(emitted, 0) << c_engine->name;
    EXPECT_GT(refused_while_lowering, 0) << c_engine->name;
    EXPECT_GT(refused_before_building, 0) << c_engine->name;
  }
}

TEST_F(EmitBothTest, AnEngineWithoutItIsAskedThroughItsTwoCalls) {
  const irg_engine* stand_in = testing::mutated_engine(testing::Mutation::kByte);
  ASSERT_EQ(stand_in->emit_both, nullptr);
  const Config* c = find_config(corpus(), 232);
  ASSERT_NE(c, nullptr);
  const irg_request_t request = c->request(IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  const registry::Engine engine(stand_in);
  const auto [ll, ir] = engine.emit_both(request);
  ASSERT_TRUE(ll.ok());
  EXPECT_EQ(ll.text, engine.emit_ll(request).text);  // the stand-in's own (mutated) emit_ll
  EXPECT_NE(ll.text, registry::Engine(irg_reference_engine()).emit_ll(request).text);
  EXPECT_EQ(ir.text, engine.emit_ir(request).text);
}

}  // namespace
}  // namespace irgate::parity
