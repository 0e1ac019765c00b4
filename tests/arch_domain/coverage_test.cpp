// tests/arch_domain/coverage_test.cpp — the committed tables cover the contract exactly:
// every intrinsics.def key × every arches.def arch in every flavor, no stale key, the declare
// each row was measured with is today's declare, arches in arches.def order, no probe_error,
// and arches.def first_flavor agrees with what each flavor's llc knows.
#include <gtest/gtest.h>

#include <cstdlib>

#include "arch_domain/catalog.h"
#include "arch_domain/table.h"
#include "irgate/abi.h"
#include "toolchain/tools.h"

namespace irgate::arch_domain {
namespace {

std::filesystem::path root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? std::filesystem::path(r) : std::filesystem::current_path();
}

class Coverage : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override {
    auto t = load_table(table_path(root(), GetParam()));
    ASSERT_TRUE(t) << t.error().message;
    table_ = std::move(*t);
  }
  Table table_;
};

TEST_P(Coverage, EveryKeyHasACellForEveryArch) {
  EXPECT_EQ(table_.flavor, GetParam());
  for (int k = 0; k < catalog::key_count(); ++k) {
    std::string key = catalog::key_name(k);
    auto row = table_.keys.find(key);
    ASSERT_NE(row, table_.keys.end()) << "missing key " << key << ": run irgate arch measure --flavor "
                                      << toolchain::flavor_name(GetParam()) << " --only " << key;
    for (auto& arch : catalog::arch_names())
      EXPECT_EQ(row->second.count(arch), 1u) << key << "/" << arch << " has no cell";
    EXPECT_EQ(row->second.size(), static_cast<size_t>(catalog::arch_count())) << key << " has cells of unknown arches";
  }
}

TEST_P(Coverage, NoStaleKey) {
  for (auto& [key, _] : table_.keys) EXPECT_GE(catalog::key_from_name(key), 0) << "stale key " << key;
  for (auto& [key, _] : table_.declares) EXPECT_GE(catalog::key_from_name(key), 0) << "stale declare " << key;
}

TEST_P(Coverage, EachRowWasMeasuredWithTodaysDeclare) {
  for (int k = 0; k < catalog::key_count(); ++k) {
    std::string key = catalog::key_name(k);
    auto d = table_.declares.find(key);
    ASSERT_NE(d, table_.declares.end()) << key << ": no recorded declare";
    EXPECT_EQ(d->second, catalog::probe_declare(k, GetParam()).text)
        << key << ": the declare changed since it was measured; re-measure with irgate arch measure --flavor "
        << toolchain::flavor_name(GetParam()) << " --only " << key;
  }
}

TEST_P(Coverage, ArchesFollowArchesDefAndNoCellIsInternal) {
  EXPECT_EQ(table_.arches, catalog::arch_names());
  EXPECT_GT(table_.generator, 0);
  for (auto& [key, row] : table_.keys)
    for (auto& [arch, cell] : row) {
      EXPECT_NE(cell.status, IRG_DOMAIN_PROBE_ERROR) << key << "/" << arch;
      EXPECT_NE(cell.status, IRG_DOMAIN_UNMEASURED) << key << "/" << arch;
    }
}

// target_unsupported exactly for the flavors older than the arch's first_flavor.
TEST_P(Coverage, FirstFlavorAgreesWithTheMeasuredTargets) {
  for (int a = 0; a < catalog::arch_count(); ++a) {
    std::string arch = catalog::arch_name(a);
    bool older = GetParam() < catalog::arch_first_flavor(a);
    for (auto& [key, row] : table_.keys) {
      auto cell = row.find(arch);
      if (cell == row.end()) continue;
      EXPECT_EQ(cell->second.status == IRG_DOMAIN_TARGET_UNSUPPORTED, older)
          << key << "/" << arch << " is " << status_name(cell->second.status) << " in "
          << toolchain::flavor_name(GetParam()) << ", but arches.def says first_flavor "
          << toolchain::flavor_name(catalog::arch_first_flavor(a));
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Flavors, Coverage, ::testing::Range(0, static_cast<int>(IRG_FLAVOR_COUNT)),
                         [](const ::testing::TestParamInfo<int>& i) { return std::string(toolchain::flavor_name(i.param)); });

}  // namespace
}  // namespace irgate::arch_domain
