// tests/hostile_json/loaders_test.cpp — every loader of a JSON file irgate reads refuses a
// too-deep or too-large file with exit code 2 and names it: corpus configs (and --spec files),
// golden indexes, arch-domain tables; a hostile measure-cache entry is a miss, not a crash.
#include <gtest/gtest.h>

#include <string>

#include "arch_domain/cache.h"
#include "arch_domain/table.h"
#include "golden/index.h"
#include "parity/corpus.h"
#include "tests/hostile_json/hostile_files.h"

namespace irgate::testing {
namespace {

template <class R>
void expect_refused(const R& r, const std::filesystem::path& file, const std::string& why) {
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().exit_code, 2);
  EXPECT_TRUE(contains(r.error().message, file.string() + ":")) << r.error().message;
  EXPECT_TRUE(contains(r.error().message, why)) << r.error().message;
}

TEST(HostileLoaders, DeepSpecFile) {
  ScratchDir dir("loaders");
  auto spec = dir.path() / "spec.json";
  write_deep_spec(spec, 2'000'000);
  expect_refused(parity::load_config_file(spec), spec, "JSON nested deeper than 64 levels");
}

TEST(HostileLoaders, OversizeSpecFile) {
  ScratchDir dir("loaders");
  auto spec = dir.path() / "spec.json";
  make_sparse(spec, std::size_t{1} << 30);
  expect_refused(parity::load_config_file(spec), spec, "larger than");
}

TEST(HostileLoaders, DeepGoldenIndex) {
  ScratchDir dir("loaders");
  auto index = dir.path() / "llvm22.json";
  write_text(index, "{\"schema\": " + nested_arrays(100'000) + "}");
  expect_refused(golden::load_index(index), index, "nested deeper");
}

TEST(HostileLoaders, DeepArchTable) {
  ScratchDir dir("loaders");
  auto table = dir.path() / "llvm22.json";
  write_text(table, "{\"keys\": {\"k\": " + nested_arrays(100'000) + "}}");
  expect_refused(arch_domain::load_table(table), table, "nested deeper");
}

TEST(HostileLoaders, OversizeArchTable) {
  ScratchDir dir("loaders");
  auto table = dir.path() / "llvm22.json";
  make_sparse(table, (std::size_t{64} << 20) + 1);
  expect_refused(arch_domain::load_table(table), table, "larger than");
}

TEST(HostileLoaders, HostileCacheEntriesAreMisses) {
  ScratchDir dir("loaders");
  arch_domain::Cache cache(dir.path());
  std::filesystem::create_directories(dir.path() / "ab");
  write_text(dir.path() / "ab" / "abdeep.json", "{\"status\": " + nested_arrays(2'000'000) + "}");
  EXPECT_FALSE(cache.get("abdeep"));
  make_sparse(dir.path() / "ab" / "abhuge.json", std::size_t{1} << 30);
  EXPECT_FALSE(cache.get("abhuge"));
}

}  // namespace
}  // namespace irgate::testing
