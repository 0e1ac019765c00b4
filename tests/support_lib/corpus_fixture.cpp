// tests/support_lib/corpus_fixture.cpp — see corpus_fixture.h.
#include "tests/support_lib/corpus_fixture.h"

#include <cstdlib>

namespace irgate::testing {
namespace {

struct Loaded {
  std::vector<parity::Config> corpus;
  std::array<std::shared_ptr<const arch_domain::View>, IRG_FLAVOR_COUNT> views;
};

// Loaded once per test program, read-only afterwards.
const Loaded& loaded() {
  static const Loaded l = [] {
    Loaded out;
    const char* root = std::getenv("IRGATE_ROOT");
    if (!root) return out;
    if (auto c = parity::load_corpus(root)) out.corpus = *c;
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
      if (auto v = arch_domain::load_view(root, f)) out.views[f] = *v;
    return out;
  }();
  return l;
}

}  // namespace

Emission emit_ll(const irg_engine* engine, const irg_request_t& req) { return registry::Engine(engine).emit_ll(req); }

Emission emit_ir(const irg_engine* engine, const irg_request_t& req) { return registry::Engine(engine).emit_ir(req); }

Emission lower_ir(const irg_engine* engine, const std::string& ir, int flavor, const irg_arch_domain_t* domain) {
  return registry::Engine(engine).lower_ir(ir, flavor, domain);
}

void CorpusFixture::SetUpTestSuite() {
  ASSERT_NE(std::getenv("IRGATE_ROOT"), nullptr) << "ctest sets IRGATE_ROOT to the checkout";
  ASSERT_FALSE(loaded().corpus.empty()) << "the parity corpus did not load";
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) ASSERT_TRUE(loaded().views[f]) << "no arch-domain table for flavor " << f;
}

const std::vector<parity::Config>& CorpusFixture::corpus() { return loaded().corpus; }

const irg_arch_domain_t* CorpusFixture::domain(int flavor) { return loaded().views[flavor]->get(); }

irg_request_t CorpusFixture::request_for(int id, int flavor) {
  const parity::Config* c = parity::find_config(corpus(), id);
  EXPECT_NE(c, nullptr) << "config " << id;
  return c->request(flavor, domain(flavor));
}

std::vector<std::pair<int, int>> CorpusFixture::emitting_pairs() {
  std::vector<std::pair<int, int>> out;
  for (const auto& c : corpus())
    for (int f : c.flavors)
      if (emit_ll(irg_reference_engine(), c.request(f, domain(f))).status == IRG_STATUS_OK) out.push_back({c.id, f});
  return out;
}

}  // namespace irgate::testing
