// tests/arch_domain/check_merge_test.cpp — drift between tables, and merging partial runs.
#include <gtest/gtest.h>

#include "arch_domain/check.h"
#include "arch_domain/measure.h"
#include "irgate/abi.h"

namespace irgate::arch_domain {
namespace {

Table sample() {
  Table t;
  t.flavor = IRG_FLAVOR_LLVM22;
  t.llvm_version = "Debian LLVM version 22.1.8";
  t.arches = {"gfx90a", "gfx1100"};
  t.generator = 1;
  t.declares = {{"a.key", "declare i32 @llvm.a()"}, {"b.key", "declare i32 @llvm.b()"}};
  t.keys["a.key"]["gfx90a"] = Cell{IRG_DOMAIN_OK, ""};
  t.keys["a.key"]["gfx1100"] = Cell{IRG_DOMAIN_ARCH_ABSENT, "LLVM ERROR: Cannot select: intrinsic %llvm.a"};
  t.keys["b.key"]["gfx90a"] = Cell{IRG_DOMAIN_OK, ""};
  t.keys["b.key"]["gfx1100"] = Cell{IRG_DOMAIN_OK, ""};
  return t;
}

TEST(Drift, OnlyTheBuildBannerMayDiffer) {
  Table a = sample(), b = sample();
  EXPECT_TRUE(drift(a, b).empty());
  b.llvm_version = "Ubuntu LLVM version 22.1.8";
  EXPECT_TRUE(drift(a, b).empty());
  b.generator = 2;
  ASSERT_EQ(drift(a, b).size(), 1u);
  EXPECT_EQ(drift(a, b)[0], "toolchain.generator: 1 → 2");
}

TEST(Drift, NamesKeyArchOldAndNew) {
  Table a = sample(), b = sample();
  b.keys["b.key"]["gfx1100"] = Cell{IRG_DOMAIN_NAME_ABSENT, "ld.lld: error: undefined symbol: llvm.b"};
  auto d = drift(a, b);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rfind("b.key/gfx1100: ok → name_absent", 0), 0u) << d[0];
}

TEST(Drift, EvidenceDeclaresMissingCellsAndArchesCount) {
  Table a = sample(), b = sample();
  b.keys["a.key"]["gfx1100"].evidence = "LLVM ERROR: Cannot select: something else";
  b.declares["a.key"] = "declare i64 @llvm.a()";
  b.keys.erase("b.key");
  b.arches = {"gfx90a"};
  auto d = drift(a, b);
  EXPECT_EQ(d.size(), 5u);  // arches, a.key declare, a.key/gfx1100 evidence, b.key/gfx90a, b.key/gfx1100
  bool saw_missing = false;
  for (auto& l : d) saw_missing = saw_missing || l == "b.key/gfx90a: ok → (no cell)";
  EXPECT_TRUE(saw_missing);
}

TEST(Merge, PartialRunOverwritesOnlyItsCellsAndKeepsOtherRows) {
  Measurement m;
  m.partial = true;
  m.table = sample();
  m.table.llvm_version = "new banner";
  m.table.keys.erase("b.key");
  m.table.declares.erase("b.key");
  m.table.keys["a.key"].erase("gfx1100");
  m.table.keys["a.key"]["gfx90a"] = Cell{IRG_DOMAIN_TOOLCHAIN_CRASH, "llc crashed"};
  Table merged = merge_into(sample(), m);
  EXPECT_EQ(merged.llvm_version, "new banner");
  EXPECT_EQ(merged.keys["a.key"]["gfx90a"].status, IRG_DOMAIN_TOOLCHAIN_CRASH);
  EXPECT_EQ(merged.keys["a.key"]["gfx1100"].status, IRG_DOMAIN_ARCH_ABSENT);
  EXPECT_EQ(merged.keys.count("b.key"), 1u);
  EXPECT_EQ(merged.declares.count("b.key"), 1u);
}

TEST(Merge, FullRunReplacesTheTableAndDropsStaleKeys) {
  Measurement m;
  m.partial = false;
  m.table = sample();
  m.table.keys.erase("b.key");
  m.table.declares.erase("b.key");
  Table merged = merge_into(sample(), m);
  EXPECT_EQ(merged.keys.count("b.key"), 0u);
  EXPECT_EQ(merged.declares.count("b.key"), 0u);
}

}  // namespace
}  // namespace irgate::arch_domain
