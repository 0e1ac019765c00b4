// tests/toolchain/find_test.cpp — $IRGATE_LLVM<major>_BIN overrides PATH, and names what is
// missing.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdlib>
#include <fstream>

#include "irgate/abi.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::toolchain {
namespace {

void tool(const std::filesystem::path& p) {
  std::ofstream(p) << "#!/bin/sh\nexit 0\n";
  ::chmod(p.c_str(), 0755);
}

// Sets an environment variable for one test and restores it after.
class EnvVar {
 public:
  EnvVar(std::string name, const std::string& value) : name_(std::move(name)) {
    if (const char* old = std::getenv(name_.c_str())) old_ = old;
    ::setenv(name_.c_str(), value.c_str(), 1);
  }
  ~EnvVar() {
    if (old_) ::setenv(name_.c_str(), old_->c_str(), 1);
    else ::unsetenv(name_.c_str());
  }

 private:
  std::string name_;
  std::optional<std::string> old_;
};

TEST(FindToolchain, EnvFolderWinsWithVersionedOrPlainNames) {
  auto d = TempDir::create("irgate-find");
  ASSERT_TRUE(d);
  for (auto* n : {"llc-19", "ld.lld", "llvm-readelf", "llvm-as-19", "llvm-nm"}) tool(d->path() / n);
  EnvVar env("IRGATE_LLVM19_BIN", d->path().string());
  auto tc = find_toolchain(IRG_FLAVOR_LLVM19);
  ASSERT_TRUE(tc) << tc.error().message;
  EXPECT_EQ(tc->major, 19);
  EXPECT_EQ(tc->llc, (d->path() / "llc-19").string());
  EXPECT_EQ(tc->lld, (d->path() / "ld.lld").string());
  EXPECT_EQ(tc->as, (d->path() / "llvm-as-19").string());
}

TEST(FindToolchain, MissingToolInEnvFolderIsNamedAndPathIsNotConsulted) {
  auto d = TempDir::create("irgate-find");
  ASSERT_TRUE(d);
  tool(d->path() / "llc");
  EnvVar env("IRGATE_LLVM16_BIN", d->path().string());
  auto tc = find_toolchain(IRG_FLAVOR_LLVM16);
  ASSERT_FALSE(tc);
  EXPECT_NE(tc.error().message.find("ld.lld-16"), std::string::npos) << tc.error().message;
  EXPECT_NE(tc.error().message.find("IRGATE_LLVM16_BIN"), std::string::npos);
}

TEST(FlavorNames, FollowFlavorsDef) {
  EXPECT_EQ(flavor_from_name("llvm22"), IRG_FLAVOR_LLVM22);
  EXPECT_EQ(flavor_major(IRG_FLAVOR_LLVM19), 19);
  EXPECT_EQ(flavor_from_name("llvm23"), -1);
  EXPECT_STREQ(flavor_name(IRG_FLAVOR_LLVM16), "llvm16");
}

TEST(TempDir, IsPrivateAndRemoved) {
  std::filesystem::path p;
  {
    auto d = TempDir::create("irgate-tmp");
    ASSERT_TRUE(d);
    p = d->path();
    struct stat st {};
    ASSERT_EQ(::stat(p.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0700u);
    std::ofstream(p / "x") << "y";
  }
  EXPECT_FALSE(std::filesystem::exists(p));
}

}  // namespace
}  // namespace irgate::toolchain
