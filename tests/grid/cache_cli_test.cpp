// tests/grid/cache_cli_test.cpp — `irgate grid` end to end on a small subset with the real
// llvm22 toolchain and the emulator: compile three selections into one cache (the later ones
// add to it), a re-run compiles nothing, a second writer is refused while the lock is held,
// merge copies a cache, verify passes every cached kernel (its --json and --junit one record per
// kernel, lanes/grid_verify_lane.h), check passes, and one index entry
// with a changed LLVM hash makes check fail naming that kernel; an object whose bytes changed is
// named by check, run by no executor, and compiled again by repair.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include <nlohmann/json.hpp>

#include "grid/cache_index.h"
#include "grid/cache_lock.h"
#include "grid/request.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "tests/grid/cli_fixture.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::grid {
namespace {

// 240 s a command: the subset compiles in well under a minute.
class GridCli : public testing::IrgateCli {
 protected:
  ProcessResult irgate(std::vector<std::string> args) { return IrgateCli::irgate(std::move(args), std::chrono::seconds(240)); }
};

TEST_F(GridCli, CompileVerifyCheckAndCatchAStaleEntry) {
  auto tmp = toolchain::TempDir::create("irgate-grid-cli");
  ASSERT_TRUE(tmp);
  const std::string dir = (tmp->path() / "cache").string();
  // A small subset of every family: the reduce helper on gfx1250 and gfx1100 (its fp16 output
  // is true16 code there), a few depthwise kernels on a wave32 arch and on gfx950 (wave64,
  // v_lshl_add_u64) and on gfx1250 in bf16 (v_fma_mix_f32_bf16), a few image kernels, a few stems.
  // Verify runs them on both executors.
  const std::vector<std::vector<std::string>> subsets = {
      {"--family", "direct_wgrad_reduce", "--arch", "gfx1250"},
      {"--family", "direct_wgrad_reduce", "--arch", "gfx1100"},
      {"--family", "direct_depthwise_wgrad", "--arch", "gfx1100", "--dtype", "fp16", "--shard", "0/40"},
      {"--family", "direct_depthwise_wgrad", "--arch", "gfx950", "--dtype", "bf16", "--shard", "7/60"},
      {"--family", "direct_depthwise_wgrad", "--arch", "gfx1250", "--dtype", "bf16", "--shard", "0/40"},
      {"--family", "direct_wgrad", "--dtype", "bf16", "--match", "_w1x1_t1x1_", "--match", "_w2x2_t1x1_",
       "--shard", "1/12"},
      {"--family", "direct_wgrad_small_c", "--dtype", "fp16", "--match", "_s2x2_c3_v1_u1_uw0_w2_", "--shard", "1/4"}};
  for (const auto& s : subsets) {
    std::vector<std::string> args = {"grid", "compile", "--out", dir, "--jobs", "2"};
    args.insert(args.end(), s.begin(), s.end());
    auto r = irgate(args);
    ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
    EXPECT_NE(r.out.find(", 0 failed;"), std::string::npos) << r.out;
  }
  auto idx = CacheIndex::load(dir);
  ASSERT_TRUE(idx) << idx.error().message;
  std::set<std::string> families;
  for (auto& [name, e] : idx->kernels) {
    families.insert(e.family);
    EXPECT_EQ(e.vgpr_spills + e.sgpr_spills + e.scratch, 0) << name;
    EXPECT_TRUE(std::filesystem::exists(CacheIndex::object_path(dir, e.object_sha256))) << name;
  }
  EXPECT_EQ(families.size(), 4u);
  EXPECT_GE(idx->kernels.size(), 10u);
  EXPECT_LE(idx->kernels.size(), 40u);  // the subset stays small: this test runs in CI

  // The same selection again: everything is already cached, nothing is compiled.
  auto again = irgate({"grid", "compile", "--out", dir, "--family", "direct_wgrad_reduce", "--arch", "gfx1250"});
  EXPECT_EQ(again.exit_code, 0) << again.out << again.err;
  EXPECT_NE(again.out.find(" 0 compiled,"), std::string::npos) << again.out;

  {  // A second writer while the lock is held: a clear refusal, exit 2, the cache untouched.
    auto lock = CacheLock::acquire(dir);
    ASSERT_TRUE(lock);
    auto busy = irgate({"grid", "compile", "--out", dir, "--family", "direct_wgrad_reduce", "--arch", "gfx1100"});
    EXPECT_EQ(busy.exit_code, 2) << busy.out << busy.err;
    EXPECT_NE(busy.err.find("another irgate grid command is writing"), std::string::npos) << busy.err;
  }

  const std::string merged = (tmp->path() / "merged").string();
  auto m = irgate({"grid", "merge", merged, dir});
  ASSERT_EQ(m.exit_code, 0) << m.out << m.err;
  auto midx = CacheIndex::load(merged);
  ASSERT_TRUE(midx);
  EXPECT_EQ(midx->kernels, idx->kernels);

  const std::string json = (tmp->path() / "verify.json").string(), junit = (tmp->path() / "verify.xml").string();
  auto v = irgate({"grid", "verify", "--cache", merged, "--jobs", "2", "--json", json, "--junit", junit});
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
  EXPECT_NE(v.out.find("grid verify: " + std::to_string(idx->kernels.size()) + " of"), std::string::npos) << v.out;
  auto report = read_file(json);
  ASSERT_TRUE(report) << report.error().message;
  const auto records = nlohmann::json::parse(*report).at("kernels");
  ASSERT_EQ(records.size(), idx->kernels.size());
  for (const auto& k : records) EXPECT_TRUE(k.at("passed").get<bool>()) << k.dump();
  // Every kernel says which verdict it got, and the summary counts them (issue 43 §3): the
  // default small problems take dense exact inputs.
  for (const auto& k : records) {
    EXPECT_EQ(k.at("basis"), "exact") << k.dump();
    EXPECT_NE(v.out.find("PASS (exact) " + k.at("kernel").get<std::string>()), std::string::npos) << v.out;
  }
  EXPECT_NE(v.out.find("verdicts: " + std::to_string(idx->kernels.size()) + " exact, 0 exact with a pattern, 0 probabilistic, 0 worst-case only"),
            std::string::npos)
      << v.out;
  auto xml = read_file(junit);
  ASSERT_TRUE(xml) << xml.error().message;
  size_t cases = 0;
  for (size_t at = 0; (at = xml->find("<testcase ", at)) != std::string::npos; ++at) ++cases;
  EXPECT_EQ(cases, idx->kernels.size());

  // A selection with no kernel fails closed; a bad executor is bad input.
  EXPECT_EQ(irgate({"grid", "verify", "--cache", merged, "--shard", "999/1000"}).exit_code, 1);
  EXPECT_EQ(irgate({"grid", "verify", "--cache", merged, "--executor", "gpu"}).exit_code, 2);
  EXPECT_EQ(irgate({"grid", "verify", "--cache", merged, "--tolerance", "hopeful"}).exit_code, 2);

  auto c = irgate({"grid", "check", "--cache", dir});
  EXPECT_EQ(c.exit_code, 0) << c.out << c.err;

  // One entry whose LLVM hash the engine no longer produces: check names it and fails.
  auto stale = *idx;
  auto& [name, entry] = *stale.kernels.begin();
  entry.llvm_sha256 = std::string(64, '0');
  ASSERT_TRUE(stale.save(dir));
  auto s = irgate({"grid", "check", "--cache", dir});
  EXPECT_EQ(s.exit_code, 1) << s.out << s.err;
  EXPECT_NE(s.out.find("STALE " + name + ": LLVM text changed"), std::string::npos) << s.out;
  EXPECT_NE(s.out.find("grid check: 1 of"), std::string::npos) << s.out;

  // An object whose bytes changed (issue 45 §1): check names it, no executor runs it, repair
  // compiles it again and only it, and the cache is whole again.
  const auto& [victim, victim_entry] = *midx->kernels.begin();
  const auto object = CacheIndex::object_path(merged, victim_entry.object_sha256);
  auto bytes = read_file(object);
  ASSERT_TRUE(bytes);
  (*bytes)[bytes->size() / 2] ^= 0x5a;
  ASSERT_TRUE(write_atomic(object, *bytes));
  auto caught = irgate({"grid", "check", "--cache", merged});
  EXPECT_EQ(caught.exit_code, 1) << caught.out << caught.err;
  EXPECT_NE(caught.out.find("STALE " + victim + ": code object bytes do not hash to its name"), std::string::npos) << caught.out;
  // Shard 0 of 40 holds the first kernel by name, the victim, and no other (the cache holds <= 40).
  auto refused = irgate({"grid", "verify", "--cache", merged, "--executor", "isa", "--shard", "0/40"});
  EXPECT_EQ(refused.exit_code, 1) << refused.out << refused.err;
  EXPECT_NE(refused.out.find("FAIL " + victim + ": "), std::string::npos) << refused.out;
  auto repaired = irgate({"grid", "repair", "--cache", merged});
  EXPECT_EQ(repaired.exit_code, 0) << repaired.out << repaired.err;
  EXPECT_NE(repaired.out.find("1 object(s) corrupt and removed, 1 kernel(s) compiled again, 0 failed"), std::string::npos)
      << repaired.out;
  EXPECT_EQ(irgate({"grid", "check", "--cache", merged}).exit_code, 0);
}

}  // namespace
}  // namespace irgate::grid
