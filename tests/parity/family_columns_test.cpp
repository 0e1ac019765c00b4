// tests/parity/family_columns_test.cpp — two columns of families.def are what both engines do:
// "arches" is what their validators admit (a family's default request on every wired arch, under
// llvm22 whose table knows them all, is refused by the family's arch rule, its one refusal id
// ending in "_arch", exactly on the arches its row leaves out, with the same words), and "helper"
// is the family whose launch closes every two-stage plan.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

#include "registry/engine.h"
#include "registry/families.h"
#include "runtime/numerics.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::parity {
namespace {

class FamilyColumnsTest : public testing::CorpusFixture {};

// The family's arch-rule refusal id ("" when it has none, i.e. it admits every wired arch).
std::string arch_rule_of(const registry::Family& family) {
  std::string found;
  for (const std::string& id : family.refusal_ids)
    if (id.ends_with("_arch")) {
      EXPECT_TRUE(found.empty()) << family.name << " has two arch rules";
      found = id;
    }
  return found;
}

TEST_F(FamilyColumnsTest, BothValidatorsAdmitExactlyTheRowsArches) {
  const char* const wired[] = {
#define IRG_ARCH(Enum, name, ...) name,
#include "irgate/arches.def"
#undef IRG_ARCH
  };
  int refused_by_the_rule = 0, admitted = 0;
  for (const registry::Family& family : registry::families()) {
    const std::string rule = arch_rule_of(family);
    EXPECT_EQ(rule.empty(), family.arches.empty()) << family.name << ": an arches column needs an arch rule";
    for (const char* arch : wired) {
      irg_request_t with_table = irg_request_default(family.id, IRG_FLAVOR_LLVM22, arch);
      with_table.domain = domain(IRG_FLAVOR_LLVM22);
      const registry::Emission ref = registry::Engine(irg_reference_engine()).emit_ir(with_table);
      const registry::Emission twin = registry::Engine(irg_twin_engine()).emit_ir(with_table);
      const std::string where = family.name + " on " + arch;
      EXPECT_EQ(ref.refusal_id, twin.refusal_id) << where;
      EXPECT_EQ(ref.refusal_text, twin.refusal_text) << where;
      if (family.admits_arch(arch)) {
        EXPECT_NE(ref.refusal_id, rule.empty() ? "-" : rule) << where;
        ++admitted;
      } else {
        EXPECT_EQ(ref.refusal_id, rule) << where;
        EXPECT_NE(ref.refusal_text.find(arch), std::string::npos) << where << ": " << ref.refusal_text;
        ++refused_by_the_rule;
      }
    }
  }
  EXPECT_GT(refused_by_the_rule, 0);  // some row leaves an arch out, or the test proved nothing
  EXPECT_GT(admitted, 0);
}

TEST_F(FamilyColumnsTest, EveryTwoStagePlanEndsWithTheRowsHelper) {
  std::map<std::string, int> two_stage_plans;
  for (const Config& c : corpus()) {
    const registry::Family* family = registry::family_by_name(c.family_name);
    ASSERT_NE(family, nullptr) << c.family_name;
    if (!family->stage1 || !family->helper || !c.expected(IRG_FLAVOR_LLVM22).empty()) continue;
    const irg_request_t request = c.request(IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
    for (const irg_engine* engine : {irg_reference_engine(), irg_twin_engine()}) {
      // An fp16 dW is folded from fp32 slabs: always two stages.
      irg_problem_t problem{};
      auto plan = std::make_unique<irg_plan_t>();
      irg_refusal_t why{};
      if (runtime::plan_default_problem(*engine, request, {}, IRG_DTYPE_F16, problem, *plan, why) != IRG_STATUS_OK)
        continue;
      const std::string where = std::string(engine->name) + " config " + std::to_string(c.id);
      ASSERT_GE(plan->n_launches, 2) << where;
      EXPECT_EQ(plan->launches[plan->n_launches - 1].request.family, family->helper) << where;
      for (int i = 0; i + 1 < plan->n_launches; ++i) EXPECT_EQ(plan->launches[i].request.family, family->id) << where;
      ++two_stage_plans[family->name + " " + engine->name];
    }
  }
  for (const registry::Family& family : registry::families()) {
    if (!family.stage1 || !family.helper) continue;
    for (const char* engine : {"reference", "twin"}) {
      EXPECT_GT(two_stage_plans[family.name + " " + engine], 0) << family.name << ": no two-stage plan by " << engine;
    }
  }
}

}  // namespace
}  // namespace irgate::parity
