// tests/golden/golden_test.cpp — the golden store: check findings, pending files, atomic and
// locked writes, corrupt files, CI mode. Works on a temp copy of golden/data.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>

#include "golden/check.h"
#include "golden/store.h"
#include "support/files.h"
#include "support/subprocess.h"
#include "support/sha256.h"
#include "tests/support_lib/corpus_fixture.h"
#include "tests/support_lib/stand_in_engines.h"

namespace irgate::testing {
namespace {

namespace fs = std::filesystem;

class Golden : public CorpusFixture {
 protected:
  void SetUp() override {
    data_ = fs::temp_directory_path() / ("irgate-golden-" + std::to_string(::getpid()));
    fs::remove_all(data_);
    fs::copy(fs::path(std::getenv("IRGATE_ROOT")) / "golden" / "data", data_, fs::copy_options::recursive);
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains_[f] = domain(f);
    now_ = reference_snapshots(domains_);  // a copy: a test edits its own
  }
  // The reference engine's snapshots of the shipped corpus under every flavor, taken once for the
  // suite: emitting the whole corpus in every test's SetUp was most of the suite's time (57 s of
  // 16 tests at load 5). The corpus, the domains and the engine are the same for every test.
  static const golden::Snapshots& reference_snapshots(const golden::Domains& domains) {
    static const golden::Snapshots once = golden::take_snapshots(corpus(), domains, irg_reference_engine(), {}, nullptr);
    return once;
  }
  void TearDown() override { fs::remove_all(data_); }

  std::vector<golden::Finding> findings(const golden::Snapshots& now) {
    auto f = golden::check(data_, now, corpus(), {}, {false, true});
    EXPECT_TRUE(f) << f.error().message;
    return f ? *f : std::vector<golden::Finding>{};
  }

  fs::path index(const std::string& target, const std::string& family) { return golden::index_path(data_, target, family); }

  fs::path data_;
  golden::Domains domains_{};
  golden::Snapshots now_;
};

const golden::Finding* find_kind(const std::vector<golden::Finding>& fs, const std::string& kind) {
  for (const auto& f : fs)
    if (f.kind == kind) return &f;
  return nullptr;
}

TEST_F(Golden, TheShippedGoldensPass) { EXPECT_TRUE(findings(now_).empty()); }

TEST_F(Golden, AChangedCaseShowsHashesTheIrDiffAndTheReRecordCommand) {
  std::string& text = now_[{"llvm22", "direct_depthwise_wgrad"}].texts.at(233);
  size_t at = text.find(" = add i32 ");
  text.replace(at, 11, " = sub i32 ");
  auto& c = now_[{"llvm22", "direct_depthwise_wgrad"}].index.cases.at(233);
  c.sha256 = sha256_hex(text);
  auto f = findings(now_);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].kind, "changed");
  EXPECT_NE(f[0].summary.find(" -> "), std::string::npos) << f[0].summary;
  EXPECT_NE(f[0].diff.find("+"), std::string::npos);
  EXPECT_NE(f[0].diff.find("sub i32"), std::string::npos) << f[0].diff;
  EXPECT_EQ(f[0].rerecord, "irgate golden record --only 233 --flavor llvm22");
}

// The reference engine, except that it crashes on gfx90a (configs 206, 236 and 238): a stand-in
// the tests' worker program knows by name (tests/support_lib/stand_in_engines.h).
TEST_F(Golden, AnEngineCrashOnOneConfigIsRecordedForItAndTheRestIsStillChecked) {
  golden::Snapshots now =
      golden::take_snapshots(corpus(), domains_, crashing_on_gfx90a_engine(), {}, nullptr);
  const auto& refusals = now[{"llvm22", "direct_depthwise_wgrad"}].index.refusals;
  ASSERT_TRUE(refusals.count(236));
  EXPECT_EQ(refusals.at(236).refusal_id, "crash");
  EXPECT_NE(refusals.at(236).text.find("killed by signal 11"), std::string::npos) << refusals.at(236).text;
  auto f = findings(now);
  std::set<int> failed;
  for (const auto& finding : f) failed.insert(finding.id);
  EXPECT_EQ(failed, (std::set<int>{206, 236, 238})) << "only the configs on gfx90a may differ from the goldens";
}

TEST_F(Golden, ANewCaseFails) {
  auto idx = golden::load_index(index("llvm19", "direct_wgrad_reduce"));
  ASSERT_TRUE(idx);
  idx->cases.erase(204);
  ASSERT_TRUE(write_atomic(index("llvm19", "direct_wgrad_reduce"), golden::render_index(*idx)));
  auto f = findings(now_);
  ASSERT_NE(find_kind(f, "new"), nullptr);
  EXPECT_EQ(find_kind(f, "new")->id, 204);
}

TEST_F(Golden, AMissingCaseFails) {
  now_[{"llvm16", "direct_depthwise_wgrad"}].index.cases.erase(232);
  now_[{"llvm16", "direct_depthwise_wgrad"}].texts.erase(232);
  auto f = findings(now_);
  ASSERT_NE(find_kind(f, "missing"), nullptr);
  EXPECT_EQ(find_kind(f, "missing")->id, 232);
}

TEST_F(Golden, AStaleEntryAndAStaleFlavorFail) {
  auto idx = golden::load_index(index("llvm22", "direct_wgrad_reduce"));
  idx->refusals[999] = {"rd_ws_replicas", "gone"};
  ASSERT_TRUE(write_atomic(index("llvm22", "direct_wgrad_reduce"), golden::render_index(*idx)));
  fs::create_directories(data_ / "llvm13");
  auto f = findings(now_);
  ASSERT_NE(find_kind(f, "stale"), nullptr);
  EXPECT_EQ(find_kind(f, "stale")->id, 999);
  EXPECT_NE(find_kind(f, "stale_flavor"), nullptr);
}

TEST_F(Golden, ABlessedTextThatNoLongerMatchesItsHashFails) {
  std::ofstream(golden::text_path(data_, "canonical", "direct_wgrad_reduce", 204), std::ios::app) << "; edited\n";
  auto f = findings(now_);
  ASSERT_NE(find_kind(f, "corrupt_text"), nullptr);
}

TEST_F(Golden, APassingCheckDeletesStalePendingFiles) {
  std::ofstream(index("llvm22", "direct_wgrad_reduce").string() + ".new") << "{}";
  ASSERT_EQ(golden::pending_files(data_).size(), 1u);
  EXPECT_TRUE(findings(now_).empty());
  EXPECT_TRUE(golden::pending_files(data_).empty());
}

TEST_F(Golden, RecordWritesPendingFilesAndAcceptInstallsThem) {
  fs::path idx = index("llvm22", "direct_depthwise_wgrad");
  std::string before = *read_file(idx);
  std::string& text = now_[{"llvm22", "direct_depthwise_wgrad"}].texts.at(235);
  text += "; changed\n";
  now_[{"llvm22", "direct_depthwise_wgrad"}].index.cases.at(235).sha256 = sha256_hex(text);
  auto lines = golden::record(data_, now_, corpus(), {});
  ASSERT_TRUE(lines) << lines.error().message;
  ASSERT_EQ(lines->size(), 1u);
  EXPECT_NE((*lines)[0].find("config 235 llvm22"), std::string::npos) << (*lines)[0];
  EXPECT_EQ(*read_file(idx), before) << "record never touches a blessed file";
  EXPECT_TRUE(fs::exists(idx.string() + ".new"));
  ASSERT_TRUE(golden::accept(data_));
  EXPECT_TRUE(golden::pending_files(data_).empty());
  EXPECT_TRUE(findings(now_).empty()) << "after accept the changed output is blessed";
}

TEST_F(Golden, RejectDropsPendingFiles) {
  now_[{"llvm22", "direct_depthwise_wgrad"}].index.cases.at(235).sha256 = std::string(64, '0');
  ASSERT_TRUE(golden::record(data_, now_, corpus(), {}));
  ASSERT_FALSE(golden::pending_files(data_).empty());
  ASSERT_TRUE(golden::reject(data_));
  EXPECT_TRUE(golden::pending_files(data_).empty());
}

TEST_F(Golden, ASecondConcurrentRecordIsRefused) {
  auto first = golden::RecordLock::acquire(data_);
  ASSERT_TRUE(first);
  auto second = golden::RecordLock::acquire(data_);
  ASSERT_FALSE(second);
  EXPECT_NE(second.error().message.find("another golden record (pid " + std::to_string(::getpid())), std::string::npos);
}

TEST_F(Golden, ALockLeftByADeadWriterIsTakenOver) {
  std::ofstream(data_ / ".record.lock") << 999999999 << "\n";
  EXPECT_TRUE(golden::RecordLock::acquire(data_));
}

TEST_F(Golden, AWriteKilledMidwayLeavesTheOldFileByteIdentical) {
  fs::path target = data_ / "llvm22" / "direct_wgrad_reduce.json";
  std::string before = *read_file(target);
  std::string huge(64 << 20, 'x');
  for (int delay_us : {0, 2000, 20000}) {
    pid_t child = ::fork();
    if (child == 0) {
      for (;;) (void)write_atomic(target.string() + ".new", huge), (void)write_atomic(target, huge.substr(0, 1 << 20));
    }
    ::usleep(delay_us);
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
    std::string after = *read_file(target);
    EXPECT_TRUE(after == before || after == huge.substr(0, 1 << 20)) << "a half-written file after SIGKILL";
    ASSERT_TRUE(write_atomic(target, before));
  }
  EXPECT_EQ(*read_file(target), before);
}

TEST_F(Golden, ACorruptGoldenNamesFileLineAndColumnAndExits2) {
  fs::path idx = index("llvm19", "direct_depthwise_wgrad");
  std::string text = *read_file(idx);
  text.insert(text.find("\"cases\"") + 10, "}}");
  ASSERT_TRUE(write_atomic(idx, text));
  auto r = run_process({std::getenv("IRGATE_BIN"), "golden", "check", "--data", data_.string()}, {});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->exit_code, 2);
  // The stray "}}" closes the document at the end of line 2; the parser stops at line 3's key.
  EXPECT_NE(r->err.find(idx.string() + ":3:9: syntax error"), std::string::npos) << r->err;
  EXPECT_EQ(*read_file(idx), text) << "a check never rewrites a golden";
}

TEST_F(Golden, CiModeRefusesToWrite) {
  ProcessOptions o;
  o.env = {{"CI", "true"}};
  auto r = run_process({std::getenv("IRGATE_BIN"), "golden", "record", "--data", data_.string()}, o);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->exit_code, 2);
  EXPECT_NE(r->err.find("CI never writes goldens"), std::string::npos);
  EXPECT_TRUE(golden::pending_files(data_).empty());
}

}  // namespace
}  // namespace irgate::testing
