// tests/toolchain/validate_lane_test.cpp — `irgate validate` over the whole parity corpus with
// the real toolchains: every emitting (config, flavor) is accepted by its LLVM and stays within
// the arch's budget, and the JSON report says how many kernels it validated.
#include <gtest/gtest.h>

#include <cstdlib>

#include <nlohmann/json.hpp>

#include "irgate/abi.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::toolchain {
namespace {

TEST(ValidateLane, EveryEmittingConfigPasses) {
  const char* bin = std::getenv("IRGATE_BIN");
  const char* root = std::getenv("IRGATE_ROOT");
  if (!bin || !root) GTEST_SKIP() << "run through ctest (IRGATE_BIN, IRGATE_ROOT)";
  for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
    if (auto tc = find_toolchain(f); !tc) GTEST_SKIP() << tc.error().message;
  auto dir = TempDir::create("irgate-validate-lane");
  ASSERT_TRUE(dir);
  auto json = dir->path() / "validate.json";
  ProcessOptions o;
  o.timeout = std::chrono::seconds(600);
  o.env = {{"IRGATE_ROOT", root}};
  auto r = run_process({bin, "validate", "--json", json.string(), "--out", (dir->path() / "out").string()}, o);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->exit_code, 0) << r->out << r->err;
  auto j = load_json(json);
  ASSERT_TRUE(j) << j.error().message;
  EXPECT_GT((*j)["validated"].get<int>(), 0);
  EXPECT_EQ((*j)["failed"].get<int>(), 0) << r->out;
  for (auto& row : (*j)["results"]) EXPECT_FALSE(row["kernels"].empty()) << row.dump();
  EXPECT_TRUE(std::filesystem::exists(dir->path() / "out" / "resources.md"));
}

}  // namespace
}  // namespace irgate::toolchain
