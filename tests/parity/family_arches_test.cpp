// tests/parity/family_arches_test.cpp — the "arches" column of families.def is what both engines'
// validators admit: a family's default request on every wired arch (under llvm22, whose table
// knows them all) is refused by the family's arch rule (its one refusal id ending in "_arch")
// exactly on the arches its row leaves out, in both engines, with the same words.
#include <gtest/gtest.h>

#include <string>

#include "registry/engine.h"
#include "registry/families.h"
#include "tests/parity/shipped_corpus_fixture.h"

namespace irgate::parity {
namespace {

class FamilyArchesTest : public ShippedCorpusTest {};

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

TEST_F(FamilyArchesTest, BothValidatorsAdmitExactlyTheRowsArches) {
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
      with_table.domain = domains_[IRG_FLAVOR_LLVM22];
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

}  // namespace
}  // namespace irgate::parity
