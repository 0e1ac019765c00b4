// tests/parity/shipped_corpus_fixture.h — a gtest fixture holding the shipped corpus and the
// arch-domain table of every flavor, read from IRGATE_ROOT (which ctest sets).
//
//   class MyTest : public irgate::parity::ShippedCorpusTest {};
//   TEST_F(MyTest, X) { run_parity(engines, corpus_, domains_, options); }
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <memory>
#include <vector>

#include "arch_domain/table.h"
#include "parity/corpus.h"
#include "parity/corpus_emission.h"

namespace irgate::parity {

class ShippedCorpusTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* root = std::getenv("IRGATE_ROOT");
    ASSERT_NE(root, nullptr) << "ctest sets IRGATE_ROOT";
    auto corpus = load_corpus(root);
    ASSERT_TRUE(corpus) << corpus.error().message;
    corpus_ = *corpus;
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) {
      auto v = arch_domain::load_view(root, f);
      ASSERT_TRUE(v) << v.error().message;
      views_[f] = *v;
      domains_[f] = views_[f]->get();
    }
  }

  std::vector<Config> corpus_;
  std::array<std::shared_ptr<const arch_domain::View>, IRG_FLAVOR_COUNT> views_;
  Domains domains_{};
};

}  // namespace irgate::parity
