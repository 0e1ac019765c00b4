// tests/hostile_json/cli_test.cpp — the `irgate` binary on hostile JSON: every file it reads
// (a --spec file, shard reports to merge, golden indexes, corpus configs, arch-domain tables)
// too deep or too large ends in exit code 2 with the file named on stderr, never a signal.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "support/subprocess.h"
#include "tests/hostile_json/hostile_files.h"

namespace irgate::testing {
namespace {

namespace fs = std::filesystem;

class HostileCli : public ::testing::Test {
 protected:
  // Runs irgate with IRGATE_ROOT = `root` (the checkout by default) and expects exit 2 with
  // `file` and `why` on stderr, nothing on stdout.
  void expect_refused(const std::vector<std::string>& args, const fs::path& file, const std::string& why,
                      const fs::path& root = std::getenv("IRGATE_ROOT")) {
    std::vector<std::string> argv{std::getenv("IRGATE_BIN")};
    argv.insert(argv.end(), args.begin(), args.end());
    ProcessOptions o;
    o.env = {{"IRGATE_ROOT", root.string()}};
    auto r = run_process(argv, o);
    ASSERT_TRUE(r) << r.error().message;
    EXPECT_EQ(r->signal, 0) << "killed by signal " << r->signal;
    EXPECT_FALSE(r->timed_out);
    EXPECT_EQ(r->exit_code, 2) << r->err;
    EXPECT_NE(r->err.find(file.string() + ":"), std::string::npos) << r->err;
    EXPECT_NE(r->err.find(why), std::string::npos) << r->err;
    EXPECT_EQ(r->out, "");
  }

  // A copy of the checkout's data folders, to plant one hostile file in.
  fs::path copy_root() {
    fs::path root = dir_.path() / "root";
    fs::path from = std::getenv("IRGATE_ROOT");
    for (const char* sub : {"parity/configs", "golden/data", "arch_domain/tables"}) {
      fs::create_directories(root / sub);
      fs::copy(from / sub, root / sub, fs::copy_options::recursive);
    }
    return root;
  }

  ScratchDir dir_{"cli"};
};

TEST_F(HostileCli, EmitSpecOfTwoMillionNestedArrays) {
  auto spec = dir_.path() / "spec.json";
  write_deep_spec(spec, 2'000'000);  // about 4 MB: the segfault
  expect_refused({"emit", "--spec", spec.string(), "--config", "9001", "--flavor", "llvm22"}, spec,
                 "JSON nested deeper than 64 levels");
}

TEST_F(HostileCli, EmitOversizeSpec) {
  auto spec = dir_.path() / "spec.json";
  make_sparse(spec, std::size_t{1} << 30);
  expect_refused({"emit", "--spec", spec.string(), "--config", "9001", "--flavor", "llvm22"}, spec, "larger than");
}

TEST_F(HostileCli, MergeDeepAndOversizeReports) {
  auto deep = dir_.path() / "deep.json";
  write_text(deep, "{\"results\": " + nested_arrays(2'000'000) + "}");
  expect_refused({"merge", deep.string()}, deep, "nested deeper");
  auto big = dir_.path() / "big.json";
  make_sparse(big, std::size_t{1} << 30);
  expect_refused({"merge", big.string()}, big, "larger than");
}

TEST_F(HostileCli, GoldenCheckWithADeepIndex) {
  fs::path root = copy_root();
  fs::path index = root / "golden" / "data" / "llvm22" / "direct_depthwise_wgrad.json";
  write_text(index, "{\"cases\": " + nested_arrays(1'000'000) + "}");
  expect_refused({"golden", "check", "--data", (root / "golden" / "data").string()}, index, "nested deeper", root);
}

TEST_F(HostileCli, EmitWithADeepCorpusConfig) {
  fs::path root = copy_root();
  fs::path config = root / "parity" / "configs" / "direct_wgrad_reduce.json";
  write_text(config, "{\"configs\": " + nested_arrays(1'000'000) + "}");
  expect_refused({"emit", "--config", "232", "--flavor", "llvm22"}, config, "nested deeper", root);
}

TEST_F(HostileCli, ArchAuditWithADeepOrOversizeTable) {
  fs::path root = copy_root();
  fs::path table = root / "arch_domain" / "tables" / "llvm22.json";
  write_text(table, "{\"keys\": " + nested_arrays(1'000'000) + "}");
  expect_refused({"arch", "audit", "--flavor", "llvm22"}, table, "nested deeper", root);
  make_sparse(table, std::size_t{1} << 30);
  expect_refused({"arch", "audit", "--flavor", "llvm22"}, table, "larger than", root);
}

}  // namespace
}  // namespace irgate::testing
