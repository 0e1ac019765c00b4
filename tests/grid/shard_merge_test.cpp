// tests/grid/shard_merge_test.cpp — `grid verify --shard i/n` and `grid coverage --verify --shard
// i/n`, merged by `irgate merge`, give the report of one unsharded run (issue 45 §3): the same
// records in the same order, the same verdicts and summary counts; only the times differ. A
// missing or doubled shard is refused (exit 2).
//
// The cache: the four fp16 implicit-GEMM kernels of the gfx1250 grid (run-time geometry: they
// serve any layer) and the fp16 reduce helpers, compiled with the real llvm22 toolchain.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/files.h"
#include "tests/grid/cli_fixture.h"
#include "toolchain/tempdir.h"

namespace irgate::grid {
namespace {

using json = nlohmann::json;

class ShardMerge : public testing::IrgateCli {
 protected:
  json load(const std::string& file) {
    auto text = read_file(file);
    EXPECT_TRUE(text) << file;
    return text ? json::parse(*text) : json();
  }
};

// The report without what differs from run to run: times and memory peaks.
json without_times(json j) {
  if (j.is_object()) {
    for (const char* k : {"seconds", "wall_seconds", "worker_peak_bytes"}) j.erase(k);
    for (auto& [k, v] : j.items()) v = without_times(v);
  } else if (j.is_array()) {
    for (auto& v : j) v = without_times(v);
  }
  return j;
}

TEST_F(ShardMerge, MergedShardsEqualTheUnshardedReport) {
  auto tmp = toolchain::TempDir::create("irgate-shard-merge");
  ASSERT_TRUE(tmp);
  const std::string dir = (tmp->path() / "cache").string(), at = tmp->path().string() + "/";
  for (const char* family : {"implicit_gemm_wgrad", "direct_wgrad_reduce"}) {
    auto c = irgate({"grid", "compile", "--out", dir, "--family", family, "--arch", "gfx1250", "--dtype", "fp16"});
    ASSERT_EQ(c.exit_code, 0) << c.out << c.err;
  }
  constexpr int kShards = 3;

  // grid verify: every cached kernel, unsharded and in three shards.
  auto whole = irgate({"grid", "verify", "--cache", dir, "--json", at + "verify.json"});
  ASSERT_EQ(whole.exit_code, 0) << whole.out << whole.err;
  std::vector<std::string> merge = {"merge"};
  for (int i = 0; i < kShards; ++i) {
    const std::string file = at + "verify" + std::to_string(i) + ".json";
    auto s = irgate({"grid", "verify", "--cache", dir, "--shard", std::to_string(i) + "/" + std::to_string(kShards), "--json", file});
    ASSERT_EQ(s.exit_code, 0) << s.out << s.err;
    merge.push_back(file);
  }
  auto missing = irgate({merge[0], merge[1], merge[2]});  // shard 2/3 left out
  EXPECT_EQ(missing.exit_code, 2) << missing.out << missing.err;
  EXPECT_NE(missing.err.find("shard 2/3 is missing"), std::string::npos) << missing.err;
  auto doubled = irgate({merge[0], merge[1], merge[1], merge[2]});
  EXPECT_EQ(doubled.exit_code, 2) << doubled.out << doubled.err;
  merge.insert(merge.end(), {"--json", at + "verify-merged.json"});
  auto merged = irgate(merge);
  ASSERT_EQ(merged.exit_code, 0) << merged.out << merged.err;
  const json want = load(at + "verify.json"), got = load(at + "verify-merged.json");
  ASSERT_GE(want["kernels"].size(), 5u) << want.dump();
  EXPECT_EQ(without_times(got), without_times(want));

  // grid coverage --verify: six small layers at full size, unsharded and in three shards.
  const std::string layers = at + "layers.txt";
  ASSERT_TRUE(write_atomic(layers,
                           "convfp16 -n 2 -c 8 -H 9 -W 9 -k 8 -y 3 -x 3 -p 1 -q 1 -F 4  # 3x3\n"
                           "convfp16 -n 2 -c 16 -H 7 -W 7 -k 24 -y 1 -x 1 -F 4  # pointwise\n"
                           "convfp16 -n 1 -c 8 -H 12 -W 12 -k 8 -y 3 -x 3 -p 2 -q 2 -l 2 -j 2 -u 2 -v 2 -F 4  # dilated s2\n"
                           "convfp16 -n 2 -c 16 -H 11 -W 13 -k 16 -y 1 -x 7 -q 3 -F 4  # 1x7\n"
                           "convfp16 -n 1 -c 32 -H 8 -W 8 -k 32 -y 3 -x 3 -p 1 -q 1 -g 4 -F 4  # grouped\n"
                           "convfp16 -n 3 -c 20 -H 1 -W 75 -k 36 -y 1 -x 3 -q 1 -v 2 -F 4  # 1-D\n"));
  std::vector<std::string> cov = {"grid", "coverage", "--cache", dir, "--arch", "gfx1250", "--miopen-file", layers, "--verify"};
  auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> args = cov;
    args.insert(args.end(), more.begin(), more.end());
    return args;
  };
  auto unsharded = irgate(with({"--json", at + "cov.json", "--markdown", at + "cov.md"}));
  ASSERT_EQ(unsharded.exit_code, 0) << unsharded.out << unsharded.err;
  std::vector<std::string> cov_merge = {"merge"};
  for (int i = 0; i < kShards; ++i) {
    const std::string file = at + "cov" + std::to_string(i) + ".json";
    auto s = irgate(with({"--shard", std::to_string(i) + "/" + std::to_string(kShards), "--json", file}));
    ASSERT_EQ(s.exit_code, 0) << s.out << s.err;
    EXPECT_EQ(load(file)["verify"]["problems"].size(), 2u) << s.err;  // six served problems, two a shard
    cov_merge.push_back(file);
  }
  cov_merge.insert(cov_merge.end(), {"--json", at + "cov-merged.json", "--markdown", at + "cov-merged.md"});
  auto cov_merged = irgate(cov_merge);
  ASSERT_EQ(cov_merged.exit_code, 0) << cov_merged.out << cov_merged.err;
  const json cov_want = load(at + "cov.json"), cov_got = load(at + "cov-merged.json");
  ASSERT_EQ(cov_want["verify"]["problems"].size(), 6u) << cov_want.dump();
  EXPECT_EQ(without_times(cov_got), without_times(cov_want));
  // The merged Markdown is the whole coverage page, then the verify section (whose times differ).
  auto md_want = read_file(at + "cov.md"), md_got = read_file(at + "cov-merged.md");
  ASSERT_TRUE(md_want && md_got);
  const std::string section = "\n## Verified at full size\n";
  ASSERT_NE(md_want->find(section), std::string::npos) << *md_want;
  ASSERT_NE(md_got->find(section), std::string::npos) << *md_got;
  EXPECT_EQ(md_got->substr(0, md_got->find(section)), md_want->substr(0, md_want->find(section)));
  // Shards of verify and of coverage are not one run.
  auto mixed = irgate({"merge", at + "verify0.json", at + "cov1.json"});
  EXPECT_EQ(mixed.exit_code, 2) << mixed.out << mixed.err;
  // --shard without --verify has nothing to split.
  EXPECT_EQ(irgate({"grid", "coverage", "--cache", dir, "--arch", "gfx1250", "--miopen-file", layers, "--shard", "0/2"}).exit_code, 2);
}

}  // namespace
}  // namespace irgate::grid
