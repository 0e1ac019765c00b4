// tests/registry/completeness_test.cpp — every family of families.def has every part it needs
// (completeness.h), and the check itself fails when a part goes missing.
//
// The real tree is gathered once: the corpus, `ctest -N` of this build, the refusal triggers,
// the grid tables, the family pages docs/kernels/*.md and their list in docs/kernels.md, and the
// per-family cases of the benches. The fixture cases hand missing_parts() that tree with one
// part removed, so a checker that stopped looking would fail here rather than pass silently.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iterator>
#include <map>
#include <fstream>
#include <sstream>

#include "grid/tables.h"
#include "parity/corpus.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "support/subprocess.h"
#include "tests/refusals/refusal_cases.h"
#include "tests/registry/completeness.h"

namespace irgate::testing {
namespace {

std::vector<std::string> flavor_names() {
  std::vector<std::string> out;
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) out.push_back(registry::flavor_name(f));
  return out;
}

// `ctest -N` of this build: "  Test  #12: parity_direct_wgrad_llvm16" -> parity_direct_wgrad_llvm16.
std::set<std::string> ctest_names() {
  const char* ctest = std::getenv("IRGATE_CTEST");
  const char* build = std::getenv("IRGATE_BUILD_DIR");
  EXPECT_TRUE(ctest && build) << "CMake sets IRGATE_CTEST and IRGATE_BUILD_DIR for this test";
  if (!ctest || !build) return {};
  auto r = run_process({ctest, "-N", "--test-dir", build}, {});
  EXPECT_TRUE(r && r->exited_ok()) << (r ? r->err : r.error().message);
  std::set<std::string> names;
  if (!r) return names;
  std::istringstream in(r->out);
  for (std::string line; std::getline(in, line);) {
    const size_t colon = line.find(": ");
    if (line.find("Test") != std::string::npos && line.find('#') != std::string::npos && colon != std::string::npos)
      names.insert(line.substr(colon + 2));
  }
  return names;
}

// docs/kernels.md's list: "- [`direct_wgrad` — … ](kernels/direct_wgrad.md)" -> direct_wgrad.
std::set<std::string> summary_pages(const std::filesystem::path& summary) {
  std::ifstream md(summary);
  EXPECT_TRUE(md) << summary << ": cannot open";
  std::set<std::string> names;
  for (std::string line; std::getline(md, line);) {
    if (line.rfind("- [`", 0) != 0) continue;
    const std::string name = line.substr(4, line.find('`', 4) - 4);
    if (line.find("](kernels/" + name + ".md)") != std::string::npos) names.insert(name);
  }
  return names;
}

// The bench programs CMake names (IRGATE_BENCHES, ':'-separated), each asked for its cases: a case with any
// "/family:<name>" instance is a per-family bench and must have every family.
std::map<std::string, std::set<std::string>> bench_families() {
  const char* list = std::getenv("IRGATE_BENCHES");
  EXPECT_TRUE(list && *list) << "CMake sets IRGATE_BENCHES for this test";
  std::map<std::string, std::set<std::string>> out;
  std::istringstream programs(list ? list : "");
  for (std::string program; std::getline(programs, program, ':');) {
    auto r = run_process({program, "--benchmark_list_tests"}, {});
    EXPECT_TRUE(r && r->exited_ok()) << program << ": " << (r ? r->err : r.error().message);
    if (!r) continue;
    const std::string bench = std::filesystem::path(program).filename().string();
    std::istringstream in(r->out);
    for (std::string line; std::getline(in, line);) {
      const size_t at = line.find("/family:");
      if (at == std::string::npos) continue;
      const size_t end = line.find('/', at + 8);
      out[bench + " " + line.substr(0, at)].insert(line.substr(at + 8, end == std::string::npos ? end : end - at - 8));
    }
  }
  EXPECT_FALSE(out.empty()) << "no bench has per-family instances: the listing found none";
  return out;
}

const TreeParts& tree() {
  static const TreeParts parts = [] {
    TreeParts p;
    const std::filesystem::path root = std::getenv("IRGATE_ROOT") ? std::getenv("IRGATE_ROOT") : ".";
    auto corpus = parity::load_corpus(root);
    EXPECT_TRUE(corpus) << (corpus ? "" : corpus.error().message);
    if (corpus)
      for (const parity::Config& c : *corpus) p.corpus_families.insert(c.family_name);
    p.ctest_names = ctest_names();
    for (const RefusalCase& c : refusal_cases()) p.refusal_ids_with_a_trigger.insert(c.id);
    for (const grid::GridEntry& e : grid::grid_entries()) p.grid_families.insert(e.family);
    p.summary_pages = summary_pages(root / "docs" / "kernels.md");
    p.bench_families = bench_families();
    for (const auto& entry : std::filesystem::directory_iterator(root / "docs" / "kernels")) {
      if (entry.path().extension() != ".md") continue;
      std::ifstream md(entry.path());
      p.family_pages[entry.path().stem().string()].assign(std::istreambuf_iterator<char>(md), {});
    }
    return p;
  }();
  return parts;
}

TEST(FamilyRegistry, EveryRegisteredFamilyHasEveryPart) {
  ASSERT_FALSE(registry::families().empty());
  ASSERT_GT(tree().ctest_names.size(), 10u) << "ctest -N listed almost nothing: the check would be vacuous";
  for (const std::string& m : missing_parts(registry::families(), flavor_names(), tree())) ADD_FAILURE() << m;
  for (const std::string& m : stray_family_pages(registry::families(), tree())) ADD_FAILURE() << m;
}

TEST(FamilyRegistry, SpecFieldRowsAreTheStructInAbiOrder) {
  for (const registry::Family& f : registry::families()) {
    const auto& fields = registry::spec_fields(f.id);
    ASSERT_FALSE(fields.empty()) << f.name << " has no IRG_SPEC_FIELD rows";
    for (size_t i = 0; i < fields.size(); ++i) EXPECT_EQ(fields[i].offset, 4 * i) << f.name << "." << fields[i].name;
    EXPECT_EQ(4 * fields.size(), f.spec_bytes) << f.name << ": rows do not cover its spec struct";
  }
}

// Every IRG_KERNARG row names a value of kernarg_values.def, of its kind (a pointer row a PTR
// value, an I32 row an I32 one): what both plans fill a launch from.
TEST(FamilyRegistry, KernargRowsUseTheVocabulary) {
  const std::map<std::string, std::string> vocabulary = {
#define IRG_KERNARG_VALUE(name, kind, meaning) {#name, #kind},
#include "irgate/kernarg_values.def"
#undef IRG_KERNARG_VALUE
  };
  struct Row {
    const char* family;
    const char* name;
    std::string kind;
  };
  const Row rows[] = {
#define IRG_KERNARG(Enum, name, kind) {#Enum, name, #kind},
#include "irgate/families.def"
#undef IRG_KERNARG
  };
  ASSERT_GT(std::size(rows), 0u);
  for (const Row& row : rows) {
    const auto known = vocabulary.find(row.name);
    if (known == vocabulary.end()) {
      ADD_FAILURE() << row.family << " kernarg " << row.name << " is not in kernarg_values.def";
      continue;
    }
    EXPECT_EQ(known->second, row.kind.rfind("PTR", 0) == 0 ? "PTR" : "I32")
        << row.family << " kernarg " << row.name << " is " << row.kind;
  }
}

// One name per family: the C identifier each engine, table and test names its files and entry
// points after is the family's name itself (only the ABI's enum and union member, and the short
// prefix of its refusal ids and kernel names, published contracts, differ).
TEST(FamilyRegistry, EachFamilyHasOneName) {
  for (const registry::Family& f : registry::families()) EXPECT_EQ(f.token, f.name) << "families.def token of " << f.name;
}

TEST(FamilyRegistry, IdRangesDoNotOverlapAndHelpersAreRegistered) {
  const auto& all = registry::families();
  for (const registry::Family& a : all) {
    if (a.helper) {
      EXPECT_NE(registry::family_by_id(a.helper), nullptr) << a.name;
    }
    for (const registry::Family& b : all)
      for (const auto& ra : a.id_ranges)
        for (const auto& rb : b.id_ranges) {
          if (&ra == &rb) continue;
          EXPECT_TRUE(ra.second < rb.first || rb.second < ra.first)
              << a.name << " " << ra.first << "-" << ra.second << " overlaps " << b.name << " " << rb.first << "-"
              << rb.second;
        }
  }
}

// ---- the check fails when a part is missing -------------------------------------------------

registry::Family some_family() { return registry::families().front(); }

bool says(const std::vector<std::string>& missing, const std::string& part) {
  for (const std::string& m : missing)
    if (m.find(part) != std::string::npos) return true;
  return false;
}

TEST(FamilyRegistryCheck, ATreeWithEveryPartHasNoFinding) {
  EXPECT_TRUE(missing_parts({some_family()}, flavor_names(), tree()).empty());
}

TEST(FamilyRegistryCheck, ANewRowWithNothingElseMissesEveryPart) {
  registry::Family f = some_family();
  f.name = "fixture_family";
  f.refusal_ids = {"fx_dtype"};
  const auto missing = missing_parts({f}, flavor_names(), tree());
  EXPECT_TRUE(says(missing, "no corpus"));
  for (const std::string& flavor : flavor_names()) EXPECT_TRUE(says(missing, "parity_fixture_family_" + flavor));
  EXPECT_TRUE(says(missing, "numerics_fixture_family"));
  EXPECT_TRUE(says(missing, "refusal fx_dtype has no trigger"));
  EXPECT_TRUE(says(missing, "no page docs/kernels/fixture_family.md"));
  EXPECT_TRUE(says(missing, "docs/kernels.md's list"));
  EXPECT_TRUE(says(missing, "no instance of the per-family bench"));
  EXPECT_EQ(says(missing, "give it no rows"), f.has_grid);
}

TEST(FamilyRegistryCheck, RemovingOnePartIsNamed) {
  const registry::Family f = some_family();
  struct Removal {
    const char* what;
    std::function<void(TreeParts&)> remove;
    std::string expect;
  };
  const std::vector<Removal> removals = {
      {"corpus", [&](TreeParts& t) { t.corpus_families.erase(f.name); }, "no corpus"},
      {"a parity ctest", [&](TreeParts& t) { t.ctest_names.erase("parity_" + f.name + "_llvm19"); },
       "no ctest parity_" + f.name + "_llvm19"},
      {"the numerics ctest", [&](TreeParts& t) { t.ctest_names.erase("numerics_" + f.name); }, "no ctest numerics_"},
      {"a refusal trigger", [&](TreeParts& t) { t.refusal_ids_with_a_trigger.erase(f.refusal_ids.front()); },
       "refusal " + f.refusal_ids.front() + " has no trigger"},
      {"the grid rows", [&](TreeParts& t) { t.grid_families.erase(f.name); }, "give it no rows"},
      {"the docs page", [&](TreeParts& t) { t.family_pages.erase(f.name); }, "no page docs/kernels/"},
      {"the ids in the heading",
       [&](TreeParts& t) {
         const std::string ids = page_id_text(f);
         std::string& page = t.family_pages[f.name];
         page.replace(page.find(ids), ids.size(), "parity ids 1–2");
       },
       "does not say"},
      {"the line in docs/kernels.md", [&](TreeParts& t) { t.summary_pages.erase(f.name); }, "docs/kernels.md's list"},
      {"a per-family bench instance", [&](TreeParts& t) { t.bench_families.begin()->second.erase(f.name); },
       "no instance of the per-family bench"},
  };
  ASSERT_FALSE(f.refusal_ids.empty());
  ASSERT_TRUE(f.has_grid) << "pick a family with grid rows for the removal cases";
  for (const Removal& r : removals) {
    TreeParts t = tree();
    r.remove(t);
    const auto missing = missing_parts({f}, flavor_names(), t);
    EXPECT_EQ(missing.size(), 1u) << "removing " << r.what;
    EXPECT_TRUE(says(missing, r.expect)) << "removing " << r.what << ": " << (missing.empty() ? "" : missing.front());
  }
}

TEST(FamilyRegistry, APageForNoRegisteredFamilyIsFound) {
  TreeParts t = tree();
  t.family_pages["retired_family"] = "# `retired_family` — parity ids 1–2\n";
  const auto stray = stray_family_pages(registry::families(), t);
  ASSERT_EQ(stray.size(), 1u);
  EXPECT_EQ(stray.front(), "docs/kernels/retired_family.md: a page for no families.def row");
}

}  // namespace
}  // namespace irgate::testing
