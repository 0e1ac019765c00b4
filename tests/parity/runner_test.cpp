// tests/parity/runner_test.cpp — the runner catches deliberate differences and crashes.
//
// The "twin" here is the reference engine with one deliberate change to its output (a byte, a
// declare, an operand order, an SSA name, an attribute) or a crash
// (tests/support_lib/stand_in_engines.h, also known to the tests' worker program); each must fail
// the gate with a report that points at the first differing line, whatever the run's options.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "arch_domain/table.h"
#include "parity/diff.h"
#include "parity/runner.h"
#include "parity/verdict.h"
#include "tests/support_lib/stand_in_engines.h"

namespace irgate::parity {
namespace {

using testing::Mutation;
using testing::mutated_engine;

std::vector<std::string> lines_of(const std::string& s) { return split_lines(s); }

// Index (0-based) of the first line satisfying pred.
template <class Pred>
size_t find_line(const std::vector<std::string>& lines, Pred pred) {
  for (size_t i = 0; i < lines.size(); ++i)
    if (pred(lines[i])) return i;
  return lines.size();
}

size_t first_binary_add(const std::vector<std::string>& l) {
  return find_line(l, [](const std::string& s) { return s.find(" = add i32 %") != std::string::npos; });
}

class RunnerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* root = std::getenv("IRGATE_ROOT");
    ASSERT_NE(root, nullptr) << "ctest sets IRGATE_ROOT";
    auto corpus = load_corpus(root);
    ASSERT_TRUE(corpus) << corpus.error().message;
    corpus_ = *corpus;
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) {
      auto v = arch_domain::load_view(root, f);
      ASSERT_TRUE(v) << v.error().message;
      views_[f] = *v;
      domains_[f] = views_[f]->get();
    }
  }

  // The 1-based line the mutation changes in config 232's llvm22 text.
  int expected_line(Mutation m) {
    irg_request_t req = find_config(corpus_, 232)->request(IRG_FLAVOR_LLVM22, domains_[IRG_FLAVOR_LLVM22]);
    EngineOutcome ref = run_engine(irg_reference_engine(), req);
    auto l = lines_of(ref.ll);
    switch (m) {
      case Mutation::kByte: return 21;
      case Mutation::kDropDeclare:
        return static_cast<int>(find_line(l, [](const std::string& s) { return s.starts_with("declare"); })) + 1;
      case Mutation::kSwapOperands: return static_cast<int>(first_binary_add(l)) + 1;
      case Mutation::kRenameSsa:
        return static_cast<int>(find_line(l, [](const std::string& s) { return s.starts_with("  %"); })) + 1;
      case Mutation::kAttribute: return static_cast<int>(l.size());
      default: return 0;
    }
  }

  void expect_caught(const irg_engine* twin, Mutation m) {
    RunOptions o;
    o.only = {"232"};
    o.flavors = {IRG_FLAVOR_LLVM22};
    auto results = run_parity({irg_reference_engine(), twin}, corpus_, domains_, o);
    ASSERT_EQ(results.size(), 1u);
    EXPECT_EQ(results[0].verdict, "MISMATCH");
    EXPECT_NE(results[0].report.find("first difference at line " + std::to_string(expected_line(m)) + ":"),
              std::string::npos)
        << results[0].report;
    EXPECT_NE(results[0].report.find("reproduce: irgate emit --config 232 --flavor llvm22 --engine twin"),
              std::string::npos);
    EXPECT_FALSE(gate(results, {"llvm22"}).pass);
  }

  std::vector<Config> corpus_;
  std::array<std::shared_ptr<const arch_domain::View>, IRG_FLAVOR_COUNT> views_;
  Domains domains_{};
};

TEST_F(RunnerTest, TheReferenceAgainstItselfPasses) {
  auto results = run_parity({irg_reference_engine(), irg_reference_engine()}, corpus_, domains_, RunOptions{});
  EXPECT_GT(results.size(), 30u);
  auto g = gate(results, {"llvm16", "llvm19", "llvm22"});
  EXPECT_TRUE(g.pass) << (g.failures.empty() ? "" : g.failures[0]);
}

TEST_F(RunnerTest, OneChangedByteIsCaughtAtItsLine) { expect_caught(mutated_engine(Mutation::kByte), Mutation::kByte); }
TEST_F(RunnerTest, AMissingDeclareIsCaught) {
  expect_caught(mutated_engine(Mutation::kDropDeclare), Mutation::kDropDeclare);
}
TEST_F(RunnerTest, SwappedOperandsAreCaught) {
  expect_caught(mutated_engine(Mutation::kSwapOperands), Mutation::kSwapOperands);
}
TEST_F(RunnerTest, ARenamedSsaValueIsCaught) { expect_caught(mutated_engine(Mutation::kRenameSsa), Mutation::kRenameSsa); }
TEST_F(RunnerTest, AChangedAttributeIsCaught) { expect_caught(mutated_engine(Mutation::kAttribute), Mutation::kAttribute); }

TEST_F(RunnerTest, ACrashIsReportedForItsPairAndTheRunGoesOn) {
  RunOptions o;
  o.flavors = {IRG_FLAVOR_LLVM22};
  auto results = run_parity({irg_reference_engine(), mutated_engine(Mutation::kCrashOnReduce)}, corpus_, domains_, o);
  int crashes = 0, identical = 0;
  for (auto& r : results) {
    if (r.family == "direct_wgrad_reduce") {
      EXPECT_EQ(r.verdict, "CRASH") << r.id;
      EXPECT_NE(r.detail.find("signal"), std::string::npos);
      ++crashes;
    }
    identical += r.verdict == "IDENTICAL";
  }
  EXPECT_EQ(crashes, 7);
  EXPECT_GE(identical, 4);
}

// What the golden and toolchain lanes of `irgate check` take instead of emitting again
// (parity/corpus_emission.h): the reference's own answers, for whole configs only.
TEST_F(RunnerTest, TheKeptReferenceAnswersAreTheReferencesForEveryWholeConfig) {
  EmissionsById kept;
  auto results = run_parity({irg_reference_engine(), mutated_engine(Mutation::kCrashOnReduce)}, corpus_, domains_,
                            RunOptions{}, &kept);
  size_t whole = 0;
  for (const Config& c : corpus_) {
    if (c.family_name == "direct_wgrad_reduce") {
      EXPECT_FALSE(kept.count(c.id)) << "config " << c.id << ": its worker died (on the twin), so nothing is known";
      continue;
    }
    ASSERT_TRUE(kept.count(c.id)) << "config " << c.id;
    const ConfigEmissions& e = kept.at(c.id);
    ASSERT_EQ(e.ll.size(), c.flavors.size());
    ASSERT_EQ(e.ir.size(), c.flavors.size());
    for (size_t i = 0; i < c.flavors.size(); ++i) {
      const EngineOutcome fresh = run_engine(irg_reference_engine(), c.request(c.flavors[i], domains_[c.flavors[i]]));
      EXPECT_EQ(e.ll[i].status, fresh.status) << c.id;
      EXPECT_TRUE(e.ll[i].text == fresh.ll) << c.id << " flavor " << c.flavors[i];
      EXPECT_EQ(e.ll[i].refusal_id, fresh.refusal_id) << c.id;
      EXPECT_TRUE(e.ir[i].text == fresh.ir) << c.id << " flavor " << c.flavors[i];
      EXPECT_EQ(e.ir[i].refusal_id, fresh.ir_refusal_id) << c.id;
    }
    ++whole;
  }
  EXPECT_GT(whole, 30u);
  EXPECT_FALSE(gate(results, {"llvm16", "llvm19", "llvm22"}).pass);
}

TEST_F(RunnerTest, AConfigRunUnderSomeOfItsFlavorsIsNotKept) {
  EmissionsById kept;
  RunOptions o;
  o.only = {"232"};
  o.flavors = {IRG_FLAVOR_LLVM22};
  ASSERT_GT(find_config(corpus_, 232)->flavors.size(), 1u);
  run_parity({irg_reference_engine(), irg_twin_engine()}, corpus_, domains_, o, &kept);
  EXPECT_TRUE(kept.empty());
}

TEST_F(RunnerTest, NoOptionTurnsAFailingRunGreen) {
  std::string out = (std::filesystem::temp_directory_path() / "irgate-runner-test").string();
  for (int jobs : {1, 2})
    for (bool isolate : {true, false})
      for (const std::string& dir : {std::string(), out})
        for (int shards : {1, 2}) {
          std::vector<PairResult> all;
          for (int shard = 0; shard < shards; ++shard) {
            RunOptions o;
            o.only = {"232", "204", "237"};
            o.jobs = jobs;
            o.isolate = isolate;
            o.out_dir = dir;
            o.shard_index = shard;
            o.shard_count = shards;
            auto part = run_parity({irg_reference_engine(), mutated_engine(Mutation::kByte)}, corpus_, domains_, o);
            all.insert(all.end(), part.begin(), part.end());
          }
          EXPECT_FALSE(gate(all, {"llvm16", "llvm19", "llvm22"}).pass)
              << "jobs " << jobs << " isolate " << isolate << " out '" << dir << "' shards " << shards;
        }
  std::filesystem::remove_all(out);
}

TEST_F(RunnerTest, ShardsPartitionThePairs) {
  RunOptions all;
  size_t total = select_work(corpus_, all).size();
  size_t sum = 0;
  for (int i = 0; i < 3; ++i) {
    RunOptions o;
    o.shard_index = i;
    o.shard_count = 3;
    sum += select_work(corpus_, o).size();
  }
  EXPECT_EQ(sum, total);
}

}  // namespace
}  // namespace irgate::parity
