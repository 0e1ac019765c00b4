// tests/arch_domain/catalog_test.cpp — declare resolution over intrinsics.def and the arch rows.
#include <gtest/gtest.h>

#include "arch_domain/catalog.h"
#include "irgate/abi.h"

namespace irgate::arch_domain {
namespace {

TEST(Catalog, NewestOverrideAtOrBelowTheFlavorWins) {
  int k = catalog::key_from_name("raw.buffer.load.f32");
  ASSERT_GE(k, 0);
  EXPECT_NE(catalog::declare_text(k, IRG_FLAVOR_LLVM16)->find("<4 x i32>"), std::string::npos);
  EXPECT_NE(catalog::declare_text(k, IRG_FLAVOR_LLVM19)->find("raw.ptr.buffer.load.f32"), std::string::npos);
  EXPECT_EQ(catalog::declare_text(k, IRG_FLAVOR_LLVM22), catalog::declare_text(k, IRG_FLAVOR_LLVM19));
  int mk = catalog::key_from_name("make.buffer.rsrc");
  EXPECT_NE(catalog::declare_text(mk, IRG_FLAVOR_LLVM22)->find("p8.p1"), std::string::npos);
  EXPECT_EQ(catalog::declare_text(mk, IRG_FLAVOR_LLVM19)->find("p8.p1"), std::string::npos);
}

TEST(Catalog, AbsentDeclareIsProbedWithTheNearestNewerText) {
  int mk = catalog::key_from_name("make.buffer.rsrc");
  EXPECT_FALSE(catalog::declare_text(mk, IRG_FLAVOR_LLVM16).has_value());
  auto d = catalog::probe_declare(mk, IRG_FLAVOR_LLVM16);
  EXPECT_FALSE(d.own);
  EXPECT_EQ(d.text, *catalog::declare_text(mk, IRG_FLAVOR_LLVM19));
  EXPECT_TRUE(catalog::probe_declare(mk, IRG_FLAVOR_LLVM22).own);
}

TEST(Catalog, NamesRoundTrip) {
  for (int k = 0; k < catalog::key_count(); ++k) EXPECT_EQ(catalog::key_from_name(catalog::key_name(k)), k);
  for (int a = 0; a < catalog::arch_count(); ++a) EXPECT_EQ(catalog::arch_from_name(catalog::arch_name(a)), a);
  EXPECT_EQ(catalog::key_from_name("no.such.key"), -1);
  EXPECT_EQ(catalog::arch_from_name("gfx9000"), -1);
  EXPECT_EQ(catalog::arch_lds_bytes(catalog::arch_from_name("gfx1250")), 327680);
}

}  // namespace
}  // namespace irgate::arch_domain
