// tests/hostile_json/wrong_types_test.cpp — replays what the libFuzzer loader targets found
// (fuzz/config_loader_fuzzer, golden_index, arch_table): a well-formed JSON file whose fields
// hold the wrong type ({"family": []}, {"schema": 1}) made json::value() throw type_error
// through the loader, which ended `irgate emit --spec` with std::terminate. Now: exit code 2
// naming the file and the field.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "arch_domain/table.h"
#include "golden/index.h"
#include "grid/cache_index.h"
#include "parity/corpus.h"
#include "parity/report.h"
#include "tests/hostile_json/hostile_files.h"

namespace irgate::testing {
namespace {

template <class R>
void expect_refused_at(const R& r, const std::string& field) {
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().exit_code, 2);
  EXPECT_TRUE(contains(r.error().message, field)) << r.error().message;
}

std::filesystem::path written(const ScratchDir& dir, const std::string& text) {
  auto path = dir.path() / "input.json";
  write_text(path, text);
  return path;
}

TEST(HostileWrongTypes, SpecFileFamilyIsAnArray) {  // crash-63eccd129c86348d1a291f22954ef8153aea31ba
  ScratchDir dir("wrong_types");
  auto path = written(dir, "{\n  \"schema\": \"irgate.parity_configs/v1\",\n  \"family\":[  ]\n}\n");
  expect_refused_at(parity::load_config_file(path), "/family");
}

TEST(HostileWrongTypes, SpecFileSchemaIsANumber) {
  ScratchDir dir("wrong_types");
  expect_refused_at(parity::load_config_file(written(dir, "{\"schema\": 1}")), "/schema");
}

TEST(HostileWrongTypes, GoldenIndexSchemaIsAnArray) {
  ScratchDir dir("wrong_types");
  expect_refused_at(golden::load_index(written(dir, "{\"schema\": []}")), "/schema");
}

// crash-fb693bae0d0d7501daf09049b5b7de8316eb0854: a case id past INT_MAX wrapped to -1, which
// render_index wrote and load_index then refused.
TEST(HostileWrongTypes, GoldenCaseIdPastIntMax) {
  ScratchDir dir("wrong_types");
  auto path = written(dir, "{\"schema\": \"irgate.golden/v1\", \"flavor\": \"llvm16\", \"family\": \"x\", "
                           "\"refusals\": {}, \"cases\": {\"22222222222222222222204\": {}}}");
  expect_refused_at(golden::load_index(path), "/cases/22222222222222222222204");
}

TEST(HostileWrongTypes, ArchTableFieldsOfTheWrongType) {
  ScratchDir dir("wrong_types");
  const std::string head = "{\"schema\": \"irgate.arch_domain/v1\", \"toolchain\": ";
  expect_refused_at(arch_domain::load_table(written(dir, "{\"schema\": {}}")), "/schema");
  expect_refused_at(arch_domain::load_table(written(dir, head + "[]}")), "/toolchain/flavor");
  expect_refused_at(arch_domain::load_table(written(dir, head + "{\"flavor\": 22}}")), "/toolchain/flavor");
  expect_refused_at(arch_domain::load_table(written(dir, head +
                        "{\"flavor\": \"llvm22\", \"llvm_version\": \"22.1\", \"arches\": [1]}}")),
                    "/toolchain/arches");
}

// A spec value past int64 was read with get<int64_t>(), which wraps 18446744073709551615 to -1:
// the corpus loader took it as waves -1. It is refused as not fitting an int32, naming the field.
TEST(HostileWrongTypes, SpecFieldPastInt64) {
  ScratchDir dir("wrong_types");
  auto path = written(dir, "{\"schema\": \"irgate.parity_configs/v1\", \"family\": \"direct_depthwise_wgrad\", "
                           "\"configs\": [{\"id\": 1, \"arch\": \"gfx1100\", \"purpose\": \"x\", "
                           "\"spec\": {\"waves\": 18446744073709551615}}]}");
  expect_refused_at(parity::load_config_file(path), "/spec/waves");
}

// The same json::value() call sat in the two loaders no fuzzer reached: a parity shard report
// given to `irgate merge` and a kernel cache's index.json.
TEST(HostileWrongTypes, ShardReportSchemaIsAnArray) {
  auto r = parity::results_from_json(nlohmann::json::parse(R"({"schema": []})"), "shard.json", nullptr);
  ASSERT_FALSE(r);
  EXPECT_TRUE(contains(r.error().message, "/schema")) << r.error().message;
}

TEST(HostileWrongTypes, CacheIndexSchemaAndToolchainOfTheWrongType) {
  ScratchDir dir("wrong_types");
  write_text(dir.path() / "index.json", R"({"schema": 7})");
  auto bad_schema = grid::CacheIndex::load(dir.path());
  ASSERT_FALSE(bad_schema);
  EXPECT_TRUE(contains(bad_schema.error().message, "index.json")) << bad_schema.error().message;
  write_text(dir.path() / "index.json",
             R"({"schema": ")" + std::string(grid::kCacheSchema) + R"(", "toolchain": [], "kernels": {}, "excluded": {}})");
  auto bad_toolchain = grid::CacheIndex::load(dir.path());
  ASSERT_TRUE(bad_toolchain) << bad_toolchain.error().message;  // no toolchain string: an index nothing matches
  EXPECT_EQ(bad_toolchain->toolchain, "");
}

}  // namespace
}  // namespace irgate::testing
