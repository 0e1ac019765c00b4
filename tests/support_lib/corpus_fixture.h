// tests/support_lib/corpus_fixture.h — what engine-level tests share: the shipped corpus and
// the committed arch-domain views, loaded from $IRGATE_ROOT (ctest sets it), and a helper that
// emits through the C API and hands back the text or the refusal.
//
//   class MyTest : public CorpusFixture {};
//   TEST_F(MyTest, X) { auto e = emit(irg_reference_engine(), request_for(232, IRG_FLAVOR_LLVM22)); }
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "arch_domain/table.h"
#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "registry/engine.h"

namespace irgate::testing {

using registry::Emission;

Emission emit_ll(const irg_engine* engine, const irg_request_t& req);
Emission emit_ir(const irg_engine* engine, const irg_request_t& req);
Emission lower_ir(const irg_engine* engine, const std::string& ir, int flavor, const irg_arch_domain_t* domain);

class CorpusFixture : public ::testing::Test {
 protected:
  static void SetUpTestSuite();
  static const std::vector<parity::Config>& corpus();
  static const irg_arch_domain_t* domain(int flavor);
  static irg_request_t request_for(int id, int flavor);
  // Every (config, flavor) of the corpus the reference engine emits.
  static std::vector<std::pair<int, int>> emitting_pairs();
};

}  // namespace irgate::testing
