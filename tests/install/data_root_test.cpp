// tests/install/data_root_test.cpp — the data root lookup (support/data_root.h) case by case on
// planted folders: --root over $IRGATE_ROOT over the build tree's marker over the installed
// layout, and an error naming every place it looked when none applies (never the current folder).
#include <gtest/gtest.h>

#include <fstream>

#include "support/data_root.h"
#include "toolchain/tempdir.h"

namespace irgate {
namespace {

class DataRoot : public ::testing::Test {
 protected:
  void SetUp() override {
    auto t = toolchain::TempDir::create("irgate-data-root");
    ASSERT_TRUE(t) << t.error().message;
    tmp_.emplace(std::move(*t));
    bin_ = tmp_->path() / "prefix" / "bin";
    std::filesystem::create_directories(bin_);
  }
  std::filesystem::path installed_root() const { return tmp_->path() / "prefix" / "share" / "irgate"; }
  void plant_installed_corpus() const { std::filesystem::create_directories(data_dir(installed_root(), DataDir::corpus)); }
  void plant_marker(const std::string& text) const { std::ofstream(bin_ / kSourceRootMarker) << text; }
  DataRootInputs inputs(std::string flag = "", std::string env = "") const {
    return {flag, env, bin_ / "irgate", "../share/irgate"};
  }

  std::optional<toolchain::TempDir> tmp_;
  std::filesystem::path bin_;
};

TEST_F(DataRoot, FlagWinsOverEnvironmentWhichWinsOverTheBinarysFolder) {
  plant_installed_corpus();
  plant_marker("/src/checkout\n");
  EXPECT_EQ(*find_data_root(inputs("/from/flag", "/from/env")), "/from/flag");
  EXPECT_EQ(*find_data_root(inputs("", "/from/env")), "/from/env");
  EXPECT_EQ(*find_data_root(inputs()), "/src/checkout");  // the build tree's marker, newline trimmed
}

TEST_F(DataRoot, AnInstalledBinaryReadsShareIrgateNextToItsPrefix) {
  plant_installed_corpus();
  auto root = find_data_root(inputs());
  ASSERT_TRUE(root) << root.error().message;
  EXPECT_EQ(*root, installed_root().lexically_normal());
  EXPECT_EQ(data_dir(*root, DataDir::arch_tables), installed_root().lexically_normal() / "arch_domain" / "tables");
}

TEST_F(DataRoot, NoneFoundIsAnErrorNamingWhereItLookedNotTheCurrentFolder) {
  // The current folder holds a corpus: the lookup must not take it.
  const auto cwd = std::filesystem::current_path();
  std::filesystem::create_directories(data_dir(tmp_->path() / "cwd", DataDir::corpus));
  std::filesystem::current_path(tmp_->path() / "cwd");
  auto root = find_data_root(inputs());
  std::filesystem::current_path(cwd);
  ASSERT_FALSE(root);
  EXPECT_EQ(root.error().exit_code, 2);
  EXPECT_NE(root.error().message.find((bin_ / kSourceRootMarker).string()), std::string::npos) << root.error().message;
  EXPECT_NE(root.error().message.find("share/irgate/parity/configs"), std::string::npos) << root.error().message;
  EXPECT_NE(root.error().message.find("--root"), std::string::npos) << root.error().message;
}

TEST_F(DataRoot, AnEmptyMarkerOrAShareFolderWithoutCorpusIsNoRoot) {
  plant_marker("");
  std::filesystem::create_directories(installed_root());
  EXPECT_FALSE(find_data_root(inputs()));
  EXPECT_FALSE(find_data_root({"", "", "", "../share/irgate"}));  // /proc/self/exe unreadable
}

}  // namespace
}  // namespace irgate
