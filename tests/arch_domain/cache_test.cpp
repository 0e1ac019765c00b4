// tests/arch_domain/cache_test.cpp — the content-addressed cell cache.
#include <gtest/gtest.h>

#include <fstream>

#include "arch_domain/cache.h"
#include "toolchain/tempdir.h"

namespace irgate::arch_domain {
namespace {

TEST(Cache, Sha256IsOpenSslsAnswer) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(Cache, KeyDependsOnVersionModuleAndArch) {
  std::string k = cache_key("LLVM version 22.1.8", "declare i32 @x()", "gfx1100");
  EXPECT_EQ(k.size(), 64u);
  EXPECT_EQ(k, cache_key("LLVM version 22.1.8", "declare i32 @x()", "gfx1100"));
  EXPECT_NE(k, cache_key("LLVM version 22.1.9", "declare i32 @x()", "gfx1100"));
  EXPECT_NE(k, cache_key("LLVM version 22.1.8", "declare i64 @x()", "gfx1100"));
  EXPECT_NE(k, cache_key("LLVM version 22.1.8", "declare i32 @x()", "gfx1101"));
  // Length-prefixed parts: moving a character across a boundary changes the key.
  EXPECT_NE(cache_key("ab", "c", "d"), cache_key("a", "bc", "d"));
}

TEST(Cache, StoresAnswersAndCrashesButNeverProbeErrorsOrTimeouts) {
  auto dir = toolchain::TempDir::create("irgate-cache-test");
  ASSERT_TRUE(dir);
  Cache c(dir->path());
  std::string k1 = sha256_hex("1"), k2 = sha256_hex("2"), k3 = sha256_hex("3"), k4 = sha256_hex("4");
  c.put(k1, Cell{IRG_DOMAIN_ARCH_ABSENT, "LLVM ERROR: Cannot select: intrinsic %x"});
  c.put(k2, Cell{IRG_DOMAIN_PROBE_ERROR, "what"});
  c.put(k3, Cell{IRG_DOMAIN_TOOLCHAIN_TIMEOUT, "llc timed out"});
  c.put(k4, Cell{IRG_DOMAIN_TOOLCHAIN_CRASH, "llc crashed"});
  auto hit = c.get(k1);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->status, IRG_DOMAIN_ARCH_ABSENT);
  EXPECT_EQ(hit->evidence, "LLVM ERROR: Cannot select: intrinsic %x");
  EXPECT_FALSE(c.get(k2));
  EXPECT_FALSE(c.get(k3));
  EXPECT_TRUE(c.get(k4));
  EXPECT_FALSE(Cache::disabled().get(k1));
}

TEST(Cache, CorruptEntryIsAMiss) {
  auto dir = toolchain::TempDir::create("irgate-cache-test");
  ASSERT_TRUE(dir);
  Cache c(dir->path());
  std::string k = sha256_hex("x");
  c.put(k, Cell{IRG_DOMAIN_OK, ""});
  ASSERT_TRUE(c.get(k));
  std::ofstream(dir->path() / k.substr(0, 2) / (k + ".json")) << "{\"status\": ";
  EXPECT_FALSE(c.get(k));
  std::ofstream(dir->path() / k.substr(0, 2) / (k + ".json")) << "{\"status\": \"arch_absent\"}";
  EXPECT_FALSE(c.get(k)) << "a negative cell without evidence is not a valid entry";
}

}  // namespace
}  // namespace irgate::arch_domain

namespace irgate::arch_domain {
namespace {

TEST(Cache, SettledLiteralsRoundTripAndAreKeyedByDeclareAndFlavor) {
  auto dir = toolchain::TempDir::create("irgate-cache-test");
  ASSERT_TRUE(dir);
  Cache c(dir->path());
  std::string k = settle_key("LLVM 16", "declare i16 @llvm.x(<4 x i32>, i32)", 0);
  EXPECT_NE(k, settle_key("LLVM 16", "declare i16 @llvm.x(<4 x i32>, i32)", 1));
  EXPECT_NE(k, cache_key("LLVM 16", "declare i16 @llvm.x(<4 x i32>, i32)", "gfx90a"));
  EXPECT_FALSE(c.get_literals(k));
  c.put_literals(k, {1, 3});
  EXPECT_EQ(c.get_literals(k), (std::vector<int>{1, 3}));
  c.put_literals(k, {});
  ASSERT_TRUE(c.get_literals(k));
  EXPECT_TRUE(c.get_literals(k)->empty());
  EXPECT_FALSE(c.get(k)) << "a literals entry is not a cell";
}

}  // namespace
}  // namespace irgate::arch_domain
