// tests/arch_domain/audit_test.cpp — the Markdown and HTML support matrices.
#include <gtest/gtest.h>

#include "arch_domain/audit.h"
#include "arch_domain/catalog.h"
#include "irgate/abi.h"

namespace irgate::arch_domain {
namespace {

Table table_with(const std::string& evidence) {
  Table t;
  t.flavor = IRG_FLAVOR_LLVM19;
  t.llvm_version = "Debian LLVM version 19.1.7";
  t.arches = catalog::arch_names();
  t.generator = 1;
  for (int k = 0; k < catalog::key_count(); ++k)
    for (auto& a : t.arches) t.keys[catalog::key_name(k)][a] = Cell{IRG_DOMAIN_OK, ""};
  t.keys["fma.f32"]["gfx1250"] = Cell{IRG_DOMAIN_ARCH_ABSENT, evidence};
  t.keys["stale.key"]["gfx90a"] = Cell{IRG_DOMAIN_OK, ""};
  return t;
}

TEST(Audit, MarkdownHasOneTablePerFlavorAndTheCaveat) {
  std::string md = audit_markdown({table_with("LLVM ERROR: Cannot select: x")});
  EXPECT_NE(md.find("## llvm19"), std::string::npos);
  EXPECT_NE(md.find("accepts"), std::string::npos);
  EXPECT_NE(md.find("does not say that the vendor supports"), std::string::npos);
  EXPECT_NE(md.find("| `fma.f32` | ok | ok | ok | ok | ok | ok | ok | arch_absent |"), std::string::npos) << md;
  EXPECT_NE(md.find("`stale.key` (stale"), std::string::npos);
  EXPECT_NE(md.find("| key | gfx90a | gfx942 |"), std::string::npos);
}

TEST(Audit, HtmlIsSelfContainedColouredAndEscapesEvidenceInTitles) {
  std::string h = audit_html({table_with("bad <thing> & \"quote\"")});
  EXPECT_NE(h.find("title=\"bad &lt;thing&gt; &amp; &quot;quote&quot;\""), std::string::npos);
  EXPECT_EQ(h.find("<thing>"), std::string::npos);
  EXPECT_NE(h.find("td.s-arch_absent{background:"), std::string::npos);
  EXPECT_NE(h.find("class=\"c s-arch_absent\""), std::string::npos);
  EXPECT_EQ(h.find("<script"), std::string::npos);
  EXPECT_EQ(h.find("http"), std::string::npos) << "no external resources";
}

}  // namespace
}  // namespace irgate::arch_domain
