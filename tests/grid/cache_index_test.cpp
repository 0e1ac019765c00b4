// tests/grid/cache_index_test.cpp — the cache index (round trip, sections, merge conflicts,
// malformed files) and the cache lock (a second writer is refused while the first holds it).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "grid/cache_index.h"
#include "grid/cache_lock.h"
#include "support/files.h"
#include "toolchain/tempdir.h"

namespace irgate::grid {
namespace {

CacheEntry cached(const std::string& llvm) {
  CacheEntry e{"direct_wgrad_reduce", "gfx1250", "fp16", "direct_wgrad_reduce{...}@gfx1250",
               {{"ws_replicas", 2}, {"out_dtype", "fp16"}, {"block_size", 256}}};
  e.llvm_sha256 = llvm;
  e.object_sha256 = std::string(64, 'a');
  e.vgpr = 8, e.sgpr = 16, e.vgpr_spills = e.sgpr_spills = e.scratch = e.lds = 0;
  return e;
}

TEST(CacheIndex, RoundTripsThroughIndexJson) {
  auto dir = toolchain::TempDir::create("irgate-grid-index");
  ASSERT_TRUE(dir);
  CacheIndex idx;
  idx.toolchain = "22.1.0";
  idx.put("k.gfx1250.fp16", cached("11"));
  CacheEntry spills = cached("22");
  spills.reason = "3 VGPR spills";
  idx.put("s.gfx1250.fp16", spills);
  ASSERT_TRUE(idx.save(dir->path()));
  auto back = CacheIndex::load(dir->path());
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back->kernels, idx.kernels);
  EXPECT_EQ(back->excluded, idx.excluded);
  EXPECT_EQ(back->toolchain, "22.1.0");
  auto j = load_json(CacheIndex::index_path(dir->path()));
  ASSERT_TRUE(j);
  EXPECT_EQ((*j)["schema"], kCacheSchema);
  EXPECT_EQ((*j)["excluded"]["s.gfx1250.fp16"]["reason"], "3 VGPR spills");
  EXPECT_FALSE((*j)["excluded"]["s.gfx1250.fp16"].contains("object_sha256"));
  // The spec is written as parity configs write it: integers, and the dtype by its name.
  EXPECT_EQ((*j)["kernels"]["k.gfx1250.fp16"]["spec"],
            nlohmann::json::parse(R"({"block_size": 256, "out_dtype": "fp16", "ws_replicas": 2})"));
}

TEST(CacheIndex, PutMovesANameBetweenSections) {
  CacheIndex idx;
  CacheEntry e = cached("11");
  e.reason = "scratch";
  idx.put("k", e);
  idx.put("k", cached("11"));
  EXPECT_EQ(idx.kernels.size(), 1u);
  EXPECT_TRUE(idx.excluded.empty());
}

TEST(CacheIndex, MergeJoinsAndRefusesConflicts) {
  CacheIndex a, b, c;
  a.put("x", cached("11"));
  b.put("x", cached("11"));
  b.put("y", cached("22"));
  ASSERT_TRUE(a.merge_from(b, "b"));
  EXPECT_EQ(a.kernels.size(), 2u);
  c.put("y", cached("33"));  // same name, other LLVM text: another engine built it
  auto s = a.merge_from(c, "shard-c");
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().message.find("shard-c: kernel y differs"), std::string::npos) << s.error().message;
  EXPECT_EQ(s.error().exit_code, 1);
}

TEST(CacheIndex, MalformedIndexIsBadInput) {
  auto dir = toolchain::TempDir::create("irgate-grid-index");
  ASSERT_TRUE(dir);
  EXPECT_TRUE(CacheIndex::load(dir->path()));  // no index.json: an empty cache
  for (const char* text : {"[]", R"({"schema": "other"})",
                           R"({"schema": "irgate.grid_cache/v1", "kernels": {"k": {"family": 1}}, "excluded": {}})",
                           R"({"schema": "irgate.grid_cache/v1", "kernels": {}})"}) {
    ASSERT_TRUE(write_atomic(CacheIndex::index_path(dir->path()), text));
    auto idx = CacheIndex::load(dir->path());
    ASSERT_FALSE(idx) << text;
    EXPECT_EQ(idx.error().exit_code, 2) << text;
  }
  // A spec is an object of integers and dtype names: anything else is refused naming the field
  // (the index could not write it back as it read it).
  for (const char* spec : {R"([1, 2])", R"({"ws_replicas": 2.5})", R"({"ws_replicas": true})",
                           R"({"out_dtype": ["fp16"]})"}) {
    CacheIndex one;
    one.put("k", cached("11"));
    nlohmann::json j = one.to_json();
    j["kernels"]["k"]["spec"] = nlohmann::json::parse(spec);
    ASSERT_TRUE(write_atomic(CacheIndex::index_path(dir->path()), dump_json(j)));
    auto idx = CacheIndex::load(dir->path());
    ASSERT_FALSE(idx) << spec;
    EXPECT_EQ(idx.error().exit_code, 2) << spec;
    EXPECT_NE(idx.error().message.find("/spec"), std::string::npos) << idx.error().message;
  }
  // An object hash becomes a file name: only 64 hex digits are accepted.
  CacheIndex evil;
  CacheEntry e = cached("11");
  e.object_sha256 = "../../etc/passwd";
  evil.put("k", e);
  ASSERT_TRUE(write_atomic(CacheIndex::index_path(dir->path()), dump_json(evil.to_json())));
  EXPECT_FALSE(CacheIndex::load(dir->path()));
}

TEST(CacheLock, ASecondWriterIsRefusedUntilTheFirstIsDone) {
  auto dir = toolchain::TempDir::create("irgate-grid-lock");
  ASSERT_TRUE(dir);
  {
    auto first = CacheLock::acquire(dir->path());
    ASSERT_TRUE(first) << first.error().message;
    auto second = CacheLock::acquire(dir->path());
    ASSERT_FALSE(second);
    EXPECT_NE(second.error().message.find("another irgate grid command is writing"), std::string::npos);
    EXPECT_EQ(second.error().exit_code, 2);
  }
  EXPECT_TRUE(CacheLock::acquire(dir->path()));
}

}  // namespace
}  // namespace irgate::grid
