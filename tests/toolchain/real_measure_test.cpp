// tests/toolchain/real_measure_test.cpp — `irgate arch measure` and `irgate arch check` with the
// real llc/ld.lld of each flavor: known cells come out right, and a flipped committed cell is
// reported as drift.
#include <gtest/gtest.h>

#include <cstdlib>

#include "arch_domain/table.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::arch_domain {
namespace {

class RealToolchain : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* bin = std::getenv("IRGATE_BIN");
    const char* root = std::getenv("IRGATE_ROOT");
    if (!bin || !root) GTEST_SKIP() << "run through ctest (IRGATE_BIN, IRGATE_ROOT)";
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f)
      if (auto tc = toolchain::find_toolchain(f); !tc) GTEST_SKIP() << tc.error().message;
    irgate_ = bin;
    root_ = root;
    auto d = toolchain::TempDir::create("irgate-real");
    ASSERT_TRUE(d);
    dir_ = std::make_unique<toolchain::TempDir>(std::move(*d));
  }

  ProcessResult irgate(std::vector<std::string> args, const std::string& root) {
    args.insert(args.begin(), irgate_);
    ProcessOptions o;
    o.timeout = std::chrono::seconds(300);
    o.env = {{"IRGATE_CACHE_DIR", (dir_->path() / "cache").string()}, {"IRGATE_ROOT", root}};
    auto r = run_process(args, o);
    EXPECT_TRUE(r);
    return r ? *r : ProcessResult{};
  }

  Table measure(const std::string& flavor) {
    auto out = dir_->path() / (flavor + ".json");
    auto r = irgate({"arch", "measure", "--flavor", flavor, "--only", "make.buffer.rsrc", "--only",
                     "raw.buffer.load.f32", "--out", out.string()},
                    root_);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    auto t = load_table(out);
    EXPECT_TRUE(t) << t.error().message;
    return t ? *t : Table{};
  }

  std::string irgate_, root_;
  std::unique_ptr<toolchain::TempDir> dir_;
};

TEST_F(RealToolchain, KnownCellsPerFlavor) {
  Table t22 = measure("llvm22");
  EXPECT_EQ(t22.keys["make.buffer.rsrc"]["gfx1250"].status, IRG_DOMAIN_OK);
  EXPECT_EQ(t22.keys["raw.buffer.load.f32"]["gfx950"].status, IRG_DOMAIN_OK);
  EXPECT_EQ(t22.keys.size(), 2u) << "--only measures only the keys asked for";

  Table t19 = measure("llvm19");
  EXPECT_EQ(t19.keys["make.buffer.rsrc"]["gfx1200"].status, IRG_DOMAIN_OK);
  EXPECT_EQ(t19.keys["make.buffer.rsrc"]["gfx1250"].status, IRG_DOMAIN_TARGET_UNSUPPORTED);

  Table t16 = measure("llvm16");
  EXPECT_EQ(t16.keys["make.buffer.rsrc"]["gfx90a"].status, IRG_DOMAIN_NAME_ABSENT);
  EXPECT_NE(t16.keys["make.buffer.rsrc"]["gfx90a"].evidence.find("undefined symbol: llvm.amdgcn.make.buffer.rsrc"),
            std::string::npos);
  EXPECT_EQ(t16.keys["make.buffer.rsrc"]["gfx1250"].status, IRG_DOMAIN_TARGET_UNSUPPORTED);
  // The verifier names the cache-policy operand immarg; the probe then passes a literal.
  EXPECT_EQ(t16.keys["raw.buffer.load.f32"]["gfx1100"].status, IRG_DOMAIN_OK);
}

TEST_F(RealToolchain, CheckReportsAFlippedCellAsDrift) {
  auto fake_root = dir_->path() / "root";
  std::filesystem::create_directories(fake_root / "arch_domain" / "tables");
  auto committed = load_table(table_path(root_, IRG_FLAVOR_LLVM22));
  ASSERT_TRUE(committed) << committed.error().message;
  ASSERT_TRUE(save_table(table_path(fake_root, IRG_FLAVOR_LLVM22), *committed));
  auto same = irgate({"arch", "check", "--flavor", "llvm22"}, fake_root.string());
  EXPECT_EQ(same.exit_code, 0) << same.out << same.err;

  committed->keys["workitem.id.x"]["gfx1100"] = Cell{IRG_DOMAIN_ARCH_ABSENT, "LLVM ERROR: Cannot select: made up"};
  ASSERT_TRUE(save_table(table_path(fake_root, IRG_FLAVOR_LLVM22), *committed));
  auto drifted = irgate({"arch", "check", "--flavor", "llvm22"}, fake_root.string());
  EXPECT_EQ(drifted.exit_code, 1);
  EXPECT_NE(drifted.out.find("workitem.id.x/gfx1100: arch_absent → ok"), std::string::npos) << drifted.out;
}

}  // namespace
}  // namespace irgate::arch_domain
