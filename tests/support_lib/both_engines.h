// tests/support_lib/both_engines.h — contract tests that run once per engine: what the design
// promises of every engine (determinism, the documented refusal order, plan invariants) is tested
// on the reference engine and on the twin by the same code.
//
//   class Plans : public BothEnginesTest {};
//   TEST_P(Plans, X) { registry::Planned p = planned(request, problem); EXPECT_TRUE(p.ok()) << p.refusal_text; }
//   IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(Plans);     // Plans/X/reference, Plans/X/twin
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "irgate/engine_api.h"
#include "registry/engine.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {

class BothEnginesTest : public CorpusFixture, public ::testing::WithParamInterface<const irg_engine*> {
 protected:
  const irg_engine* engine() const { return GetParam(); }
  // The engine that is not under test, for the checks that compare the two.
  const irg_engine* other() const { return GetParam() == irg_reference_engine() ? irg_twin_engine() : irg_reference_engine(); }
  // A plan of the engine under test through the one C++ wrapper (registry/engine.h): the plan on
  // the heap, the refusal as strings. The tests of the C calling convention itself (a refused
  // plan zeroes the caller's buffer) call engine()->plan directly.
  registry::Planned planned(const irg_request_t& request, const irg_problem_t& problem) const {
    return registry::Engine(engine()).plan(request, problem);
  }
};

inline std::string engine_test_name(const ::testing::TestParamInfo<const irg_engine*>& info) {
  return info.param->name;
}

}  // namespace irgate::testing

#define IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(Suite)                                                             \
  INSTANTIATE_TEST_SUITE_P(BothEngines, Suite, ::testing::Values(irg_reference_engine(), irg_twin_engine()), \
                           ::irgate::testing::engine_test_name)
