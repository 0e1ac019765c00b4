// tests/install/from_anywhere_test.cpp — the build-tree `irgate` run from an unrelated folder:
// it finds the checkout next to itself (not through the current folder), --root overrides it
// (before or after the subcommand), and serving from a cache opens the llvm22 table alone: a data
// root holding nothing else still plans (issue 31: `plan --cache` failed on llvm16.json).
#include <gtest/gtest.h>

#include <cstdlib>

#include "grid/cache_index.h"
#include "support/data_root.h"
#include "support/subprocess.h"
#include "toolchain/tempdir.h"

namespace irgate {
namespace {

const char* const kLine = "convfp16 -n 2 -c 32 -H 56 -W 56 -k 32 -y 3 -x 3 -p 1 -q 1 -F 4";

class FromAnywhere : public ::testing::Test {
 protected:
  void SetUp() override {
    bin_ = std::getenv("IRGATE_BIN");
    root_ = std::getenv("IRGATE_ROOT");
    if (!bin_ || !root_) GTEST_SKIP() << "run through ctest (IRGATE_BIN, IRGATE_ROOT)";
    auto t = toolchain::TempDir::create("irgate-from-anywhere");
    ASSERT_TRUE(t) << t.error().message;
    tmp_.emplace(std::move(*t));
    std::filesystem::create_directories(tmp_->path() / "elsewhere");
  }
  // Runs irgate in tmp/elsewhere with IRGATE_ROOT unset (empty counts as unset).
  ProcessResult irgate(std::vector<std::string> args) {
    args.insert(args.begin(), bin_);
    ProcessOptions o;
    o.timeout = std::chrono::seconds(120);
    o.env = {{"IRGATE_ROOT", ""}};
    o.cwd = (tmp_->path() / "elsewhere").string();
    auto r = run_process(args, o);
    EXPECT_TRUE(r) << r.error().message;
    return r ? *r : ProcessResult{};
  }
  // A data root holding only the llvm22 arch-domain table, and an empty kernel cache.
  std::pair<std::string, std::string> llvm22_only_root_and_empty_cache() {
    const auto root = tmp_->path() / "llvm22-only";
    std::filesystem::create_directories(data_dir(root, DataDir::arch_tables));
    std::filesystem::copy_file(data_dir(root_, DataDir::arch_tables) / "llvm22.json",
                               data_dir(root, DataDir::arch_tables) / "llvm22.json");
    const auto cache = tmp_->path() / "cache";
    std::filesystem::create_directories(cache);
    EXPECT_TRUE(grid::CacheIndex{}.save(cache));
    return {root.string(), cache.string()};
  }
  const char* bin_ = nullptr;
  const char* root_ = nullptr;
  std::optional<toolchain::TempDir> tmp_;
};

TEST_F(FromAnywhere, TheBuildTreeBinaryFindsItsCheckoutFromAnotherFolder) {
  auto r = irgate({"emit", "--config", "233", "--flavor", "llvm22"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("define amdgpu_kernel void @"), std::string::npos) << r.out.substr(0, 400);
}

TEST_F(FromAnywhere, ARootWithoutTheDataIsExit2NamingTheFile) {
  const std::string empty = (tmp_->path() / "empty").string();
  std::filesystem::create_directories(empty);
  auto r = irgate({"--root", empty, "emit", "--config", "233", "--flavor", "llvm22"});
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find(data_dir(empty, DataDir::corpus).string()), std::string::npos) << r.err;
}

TEST_F(FromAnywhere, PlanFromACacheOpensTheLlvm22TableAlone) {
  auto [root, cache] = llvm22_only_root_and_empty_cache();
  for (bool flag_after : {false, true}) {
    std::vector<std::string> args = {"plan", "--cache", cache, "--arch", "gfx1250", "--miopen", kLine};
    args.insert(flag_after ? args.end() : args.begin(), {"--root", root});
    auto r = irgate(args);
    // Exit 3: the (empty) cache serves nothing, an answer; not 2 for a table it did not need.
    EXPECT_EQ(r.exit_code, 3) << r.out << r.err;
    EXPECT_NE(r.err.find("no cached kernel serves"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("llvm16"), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace irgate
