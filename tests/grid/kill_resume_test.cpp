// tests/grid/kill_resume_test.cpp — long grid commands killed with SIGKILL (the whole process
// group, as run_process's timeout does) at seeded random moments, resumed each time (issue 45 §2):
//
// * `grid compile` must end with the cache an uninterrupted build makes: the same index entries,
//   the same object bytes, and no finished kernel compiled twice. After every kill the index a
//   reader loads is whole and every object it names hashes to its name. "Compiled" is counted
//   from the journal (grid/cache_journal.h): each line names the run that finished the kernel, a
//   killed run's lines are read before the next run empties the journal, and the last,
//   uninterrupted run prints how many it compiled.
// * `grid verify --resume` and `grid coverage --verify --resume` (lanes/record_journal.h) must
//   write the report an uninterrupted run writes (times aside), no record finished twice.
// * `grid profile`, killed and run again, must write the profiles.json an uninterrupted run writes.
// * a full disk (prlimit --fsize) ends a compile with a clear error, and readers loading the
//   index while a compile writes always get a whole one, at once.
//
// IRGATE_FUZZ_SEED and IRGATE_FUZZ_COUNT (the kills; 20 by default) make the longer run of the
// nightly fuzz command, fuzz/seeded.sh (docs/testing.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <thread>
#include <regex>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "grid/cache_index.h"
#include "grid/cache_journal.h"
#include "support/files.h"
#include "support/sha256.h"
#include "support/subprocess.h"
#include "tests/grid/cli_fixture.h"
#include "tests/support_lib/fuzz_draw.h"
#include "toolchain/tempdir.h"

namespace irgate::grid {
namespace {

class KillResume : public testing::IrgateCli {
 protected:
  // A compile of the selection into `dir`, SIGKILLed (with its workers) after `limit`.
  ProcessResult compile(const std::string& dir, std::chrono::milliseconds limit) {
    std::vector<std::string> args = {"grid", "compile", "--out", dir, "--jobs", "2"};
    args.insert(args.end(), selection_.begin(), selection_.end());
    return irgate(args, limit);
  }
  // 42 depthwise kernels of one cell: fast to build, and every kernel a real llvm22 object.
  std::vector<std::string> selection_ = {"--family", "direct_depthwise_wgrad", "--arch", "gfx1100",
                                               "--dtype", "fp16", "--shard", "0/4"};
};

// "N compiled, M already cached" of a finished compile's summary line.
std::pair<size_t, size_t> compiled_and_reused(const std::string& out) {
  std::smatch m;
  if (!std::regex_search(out, m, std::regex(R"((\d+) compiled, (\d+) already cached)"))) return {SIZE_MAX, SIZE_MAX};
  return {std::stoul(m[1]), std::stoul(m[2])};
}

// Every object the index names exists and hashes to its name (what a reader may rely on).
void expect_whole(const std::string& dir, const CacheIndex& idx, const std::string& when) {
  for (const auto& [name, e] : idx.kernels) {
    auto bytes = read_file(CacheIndex::object_path(dir, e.object_sha256));
    ASSERT_TRUE(bytes) << when << ": " << name << ": " << bytes.error().message;
    EXPECT_EQ(sha256_hex(*bytes), e.object_sha256) << when << ": " << name;
  }
}

TEST_F(KillResume, CompileKilledTwentyTimesEndsEqualToAnUninterruptedBuild) {
  auto tmp = toolchain::TempDir::create("irgate-kill-resume");
  ASSERT_TRUE(tmp);
  const std::string reference = (tmp->path() / "reference").string(), killed = (tmp->path() / "killed").string();

  const auto whole = compile(reference, std::chrono::minutes(10));
  ASSERT_EQ(whole.exit_code, 0) << whole.out << whole.err;
  const auto [total, none] = compiled_and_reused(whole.out);
  ASSERT_EQ(none, 0u) << whole.out;
  ASSERT_GE(total, 20u) << whole.out;  // enough kernels that kills land mid-compile
  auto want = CacheIndex::load(reference);
  ASSERT_TRUE(want) << want.error().message;

  // Kill moments: uniform up to half the uninterrupted run's wall time, so most runs die mid-way.
  const irgate::testing::FuzzPlan plan = irgate::testing::fuzz_plan(45, 20);
  const int rounds = plan.count;
  irgate::testing::FuzzDraw draw(plan.seed);
  const int wall_ms = static_cast<int>(whole.seconds * 1000);
  std::map<std::string, std::set<std::string>> runs_of;  // kernel -> the killed runs that journaled it
  size_t killed_mid_way = 0, compiled_by_finished_runs = 0;
  for (int round = 0; round < rounds; ++round) {
    const auto r = compile(killed, std::chrono::milliseconds(draw.in(200, std::max(400, wall_ms / 3))));
    if (!r.timed_out) {  // it ended before its kill, and emptied the journal: its summary counts
      EXPECT_EQ(r.exit_code, 0) << "round " << round << ": " << r.out << r.err;
      compiled_by_finished_runs += compiled_and_reused(r.out).first;
    } else {
      ++killed_mid_way;
    }
    const std::string when = "after round " + std::to_string(round);
    if (std::filesystem::exists(CacheIndex::index_path(killed))) {  // what a reader sees: whole
      auto seen = CacheIndex::load(killed);
      ASSERT_TRUE(seen) << when << ": " << seen.error().message;
      expect_whole(killed, *seen, when);
    }
    if (auto journal = read_file(CacheJournal::path(killed))) {
      size_t at = 0;
      for (size_t end; (end = journal->find('\n', at)) != std::string::npos; at = end + 1) {
        const auto line = nlohmann::json::parse(journal->substr(at, end - at));
        runs_of[line.at("name").get<std::string>()].insert(line.at("run").get<std::string>());
      }
    }
  }
  const auto last = compile(killed, std::chrono::minutes(10));
  ASSERT_EQ(last.exit_code, 0) << last.out << last.err;
  const auto [compiled_last, reused_last] = compiled_and_reused(last.out);

  size_t compiled_killed = 0;
  for (const auto& [name, runs] : runs_of) {
    EXPECT_EQ(runs.size(), 1u) << name << " was finished by " << runs.size() << " runs";
    compiled_killed += runs.size();
  }
  if (HasFailure()) std::printf("%s\n", plan.reproduce("grid_kill_resume_tests").c_str());
  const size_t compiled_all = compiled_killed + compiled_by_finished_runs + compiled_last;
  std::printf("kill-and-resume: %d rounds (%zu killed mid-way), kernels compiled: %zu by killed runs + %zu by runs that "
              "ended before their kill + %zu by the final run = %zu; an uninterrupted build compiled %zu\n",
              rounds, killed_mid_way, compiled_killed, compiled_by_finished_runs, compiled_last, compiled_all, total);
  EXPECT_GE(killed_mid_way, static_cast<size_t>(rounds / 4)) << "kills should land while the compile runs";
  EXPECT_GT(compiled_killed, 0u) << "no killed run finished a kernel: the test proved nothing about resuming";
  EXPECT_EQ(compiled_all, total) << "a finished kernel was compiled twice, or one was lost";
  EXPECT_EQ(reused_last + compiled_last, total) << last.out;

  auto got = CacheIndex::load(killed);
  ASSERT_TRUE(got) << got.error().message;
  EXPECT_EQ(got->kernels, want->kernels);
  EXPECT_EQ(got->excluded, want->excluded);
  ASSERT_EQ(got->kernels.size() + got->excluded.size(), total);
  for (const auto& [name, e] : want->kernels) {
    auto a = read_file(CacheIndex::object_path(reference, e.object_sha256));
    auto b = read_file(CacheIndex::object_path(killed, e.object_sha256));
    ASSERT_TRUE(a && b) << name;
    EXPECT_EQ(*a, *b) << name;
  }
  EXPECT_FALSE(std::filesystem::exists(CacheJournal::path(killed)) &&
               std::filesystem::file_size(CacheJournal::path(killed)) > 0)
      << "a finished compile leaves an empty journal";

  // gc leaves exactly the objects an uninterrupted build has, and removes no referenced one.
  auto gc = irgate({"grid", "gc", "--cache", killed});
  ASSERT_EQ(gc.exit_code, 0) << gc.out << gc.err;
  std::set<std::string> files_want, files_got;
  for (const auto& [name, e] : want->kernels) files_want.insert(e.object_sha256 + ".hsaco");
  for (const auto& f : std::filesystem::directory_iterator(std::filesystem::path(killed) / "objects"))
    files_got.insert(f.path().filename().string());
  EXPECT_EQ(files_got, files_want) << gc.out;
  auto check = irgate({"grid", "check", "--cache", killed});
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

// The report without what differs from run to run: times and memory peaks.
nlohmann::json without_times(nlohmann::json j) {
  if (j.is_object()) {
    for (const char* k : {"seconds", "wall_seconds", "worker_peak_bytes", "jobs"}) j.erase(k);
    for (auto& [k, v] : j.items()) v = without_times(v);
  } else if (j.is_array()) {
    for (auto& v : j) v = without_times(v);
  }
  return j;
}

// `command` (a verify run that takes --resume JOURNAL --json REPORT) killed at `rounds` seeded
// moments and then run to the end must write the report an uninterrupted run writes, with no
// record finished twice: the journal holds each key once (it is never emptied, so every run's
// finished records are in it), and the last run ran only what the journal did not hold.
// Kills land between lo_percent and hi_percent of the uninterrupted wall time: a verify run spends
// its first part starting workers (and, for coverage, serving), so each command gets the window
// in which a killed run finishes a few records and the next ones resume.
void expect_resumes_to_the_uninterrupted_report(testing::IrgateCli& cli, const std::vector<std::string>& command,
                                                const std::string& at, const char* records_of, uint32_t seed,
                                                int lo_percent, int hi_percent) {
  auto run = [&](const std::vector<std::string>& more, std::chrono::milliseconds limit) {
    std::vector<std::string> args = command;
    args.insert(args.end(), more.begin(), more.end());
    return cli.irgate_for_test(args, limit);
  };
  const auto whole = run({"--json", at + "whole.json"}, std::chrono::minutes(10));
  ASSERT_EQ(whole.exit_code, 0) << whole.out << whole.err;
  auto whole_text = read_file(at + "whole.json");
  ASSERT_TRUE(whole_text);
  auto want = nlohmann::json::parse(*whole_text);
  const nlohmann::json& want_records = want.contains("verify") ? want["verify"][records_of] : want[records_of];
  ASSERT_GE(want_records.size(), 4u) << *whole_text;

  const irgate::testing::FuzzPlan plan = irgate::testing::fuzz_plan(seed, 20);
  irgate::testing::FuzzDraw draw(plan.seed);
  const int wall_ms = static_cast<int>(whole.seconds * 1000);
  const std::vector<std::string> resumed = {"--resume", at + "journal.jsonl", "--json", at + "resumed.json"};
  size_t killed_mid_way = 0;
  // How long a run takes to start differs from machine to machine (and with the load): a killed
  // run that finished nothing widens the window by a third for the next ones, up to the whole
  // wall; one that finished several records narrows it by a quarter.
  int percent_lo = lo_percent, percent_hi = hi_percent;
  auto journal_lines = [&] {
    auto text = read_file(at + "journal.jsonl");
    return text ? static_cast<size_t>(std::count(text->begin(), text->end(), '\n')) : size_t{0};
  };
  size_t before = 0, finished_by_killed = 0;
  int aim_ms = wall_ms;
  for (int round = 0; round < plan.count; ++round) {
    const int lo = std::max(200, aim_ms * percent_lo / 100), hi = std::max(lo + 200, aim_ms * percent_hi / 100);
    const auto r = run(resumed, std::chrono::milliseconds(draw.in(lo, hi)));
    if (r.timed_out) ++killed_mid_way;
    else EXPECT_EQ(r.exit_code, 0) << "round " << round << ": " << r.out << r.err;
    if (!r.timed_out && finished_by_killed == 0) {
      // It ran to the end before any kill had landed after a finished record (a loaded machine
      // makes the uninterrupted run a poor clock): every later run would only resume. Start the
      // journal afresh and aim by this run's own length, so the rounds left still test resuming.
      std::filesystem::remove(at + "journal.jsonl");
      before = 0;
      aim_ms = static_cast<int>(r.seconds * 1000);
      percent_lo = lo_percent, percent_hi = hi_percent;
      continue;
    }
    const size_t now = journal_lines();
    const size_t header = before == 0 && now > 0;  // the first run's header line is no record
    if (r.timed_out) finished_by_killed += now - before - header;
    if (r.timed_out && now - before - header == 0)
      percent_lo = std::min(100, percent_lo * 4 / 3 + 1), percent_hi = std::min(100, percent_hi * 4 / 3 + 1);
    else if (r.timed_out && now - before - header > 1)  // aim at a record or so a kill: more kills mid-way
      percent_lo = std::max(1, percent_lo * 3 / 4), percent_hi = std::max(percent_lo + 1, percent_hi * 3 / 4);
    before = now;
  }
  auto journal = read_file(at + "journal.jsonl");
  ASSERT_TRUE(journal);
  std::set<std::string> keys;
  size_t lines = 0, at_line = 0;
  for (size_t end; (end = journal->find('\n', at_line)) != std::string::npos; at_line = end + 1) {
    const auto line = nlohmann::json::parse(journal->substr(at_line, end - at_line));
    if (line.contains("journal")) continue;  // the header
    ++lines;
    keys.insert(line.at("key").get<std::string>());
  }
  const auto last = run(resumed, std::chrono::minutes(10));
  ASSERT_EQ(last.exit_code, 0) << last.out << last.err;
  std::printf("kill-and-resume of %s: %d runs (%zu killed mid-way), %zu of %zu records finished by killed runs, %zu by "
              "all runs before the last, each once\n",
              command[1].c_str(), plan.count, killed_mid_way, finished_by_killed, want_records.size(), lines);
  EXPECT_EQ(keys.size(), lines) << "a record was finished twice";
  EXPECT_GT(finished_by_killed, 0u) << "no killed run finished a record: the test proved nothing about resuming";
  EXPECT_NE((last.out + last.err).find("resumed " + std::to_string(lines) + " "), std::string::npos)
      << "the last run did not resume what the killed ones finished: " << last.out << last.err;
  auto got_text = read_file(at + "resumed.json");
  ASSERT_TRUE(got_text);
  EXPECT_EQ(without_times(nlohmann::json::parse(*got_text)), without_times(want));
  if (::testing::Test::HasFailure()) std::printf("%s\n", plan.reproduce("grid_kill_resume_tests").c_str());
}

TEST_F(KillResume, VerifyKilledTwentyTimesEndsWithTheUninterruptedReport) {
  auto tmp = toolchain::TempDir::create("irgate-kill-resume-verify");
  ASSERT_TRUE(tmp);
  const std::string cache = (tmp->path() / "cache").string();
  selection_.back() = "0/8";  // 21 kernels
  const auto built = compile(cache, std::chrono::minutes(10));
  ASSERT_EQ(built.exit_code, 0) << built.out << built.err;
  expect_resumes_to_the_uninterrupted_report(*this, {"grid", "verify", "--cache", cache, "--jobs", "2"},
                                             tmp->path().string() + "/", "kernels", 4501, 20, 50);
}

TEST_F(KillResume, CoverageVerifyKilledTwentyTimesEndsWithTheUninterruptedReport) {
  auto tmp = toolchain::TempDir::create("irgate-kill-resume-coverage");
  ASSERT_TRUE(tmp);
  const std::string cache = (tmp->path() / "cache").string(), layers = (tmp->path() / "layers.txt").string();
  for (const char* family : {"implicit_gemm_wgrad", "direct_wgrad_reduce"}) {
    auto c = irgate({"grid", "compile", "--out", cache, "--family", family, "--arch", "gfx1250", "--dtype", "fp16"});
    ASSERT_EQ(c.exit_code, 0) << c.out << c.err;
  }
  // Eight layers of about a second each on the ISA executor: a run's start (serving, workers)
  // is then a small part of it, and kills land while problems run.
  std::string text;
  for (int i = 0; i < 8; ++i)
    text += "convfp16 -n 4 -c 32 -H " + std::to_string(20 + 2 * i) + " -W 24 -k 32 -y 3 -x 3 -p 1 -q 1 -F 4\n";
  ASSERT_TRUE(write_atomic(layers, text));
  expect_resumes_to_the_uninterrupted_report(
      *this, {"grid", "coverage", "--cache", cache, "--arch", "gfx1250", "--miopen-file", layers, "--verify", "--jobs", "2"},
      tmp->path().string() + "/", "problems", 4502, 20, 50);
}

// "N stage-1 kernels run" of grid profile's summary line.
size_t stage1_kernels_run(const std::string& out) {
  std::smatch m;
  return std::regex_search(out, m, std::regex(R"((\d+) stage-1 kernels run)")) ? std::stoul(m[1]) : SIZE_MAX;
}

// Stage-1 kernels a run measured to the end: its progress lines on stderr ("  ok  0.61 s  NAME").
size_t stage1_kernels_measured(const std::string& err) {
  const std::regex ok_line(R"(^\s+ok\s)");
  std::istringstream lines(err);
  size_t n = 0;
  for (std::string line; std::getline(lines, line);) n += std::regex_search(line, ok_line);
  return n;
}

// Kernels in DIR/profiles.json, stage-1 kernels and reduce helpers.
size_t profiled_kernels(const std::string& dir) {
  auto text = read_file(std::filesystem::path(dir) / "profiles.json");
  return text ? nlohmann::json::parse(*text).at("kernels").size() : 0;
}

// `grid profile` writes profiles.json after every --checkpoint stage-1 kernels; killed at seeded
// moments and run again, it ends with the file an uninterrupted run writes, byte for byte (the
// reduce helpers' runs too, folded in job order), and the killed runs' finished batches are not
// measured again.
TEST_F(KillResume, ProfileKilledAndRerunEndsWithTheUninterruptedProfiles) {
  auto tmp = toolchain::TempDir::create("irgate-kill-resume-profile");
  ASSERT_TRUE(tmp);
  const std::string reference = (tmp->path() / "reference").string(), killed = (tmp->path() / "killed").string();
  selection_.back() = "0/8";  // 21 kernels, and the reduce helpers their plans launch
  std::vector<std::string> build = {"grid", "compile", "--out", reference, "--jobs", "2", "--no-profile"};
  build.insert(build.end(), selection_.begin(), selection_.end());
  for (const auto& selection : {build, std::vector<std::string>{"grid", "compile", "--out", reference, "--no-profile", "--family",
                                                                  "direct_wgrad_reduce", "--arch", "gfx1100", "--dtype", "fp16"}}) {
    const auto built = irgate(selection);
    ASSERT_EQ(built.exit_code, 0) << built.out << built.err;
  }
  std::filesystem::copy(reference, killed, std::filesystem::copy_options::recursive);
  auto profile = [&](const std::string& dir, std::chrono::milliseconds limit) {
    return irgate_for_test({"grid", "profile", "--cache", dir, "--arch", "gfx1100", "--jobs", "2", "--checkpoint", "3"}, limit);
  };
  const auto whole = profile(reference, std::chrono::minutes(10));
  ASSERT_EQ(whole.exit_code, 0) << whole.out << whole.err;
  const size_t total = profiled_kernels(reference), stage1 = stage1_kernels_run(whole.out);
  ASSERT_GE(stage1, 20u) << whole.out;

  // Kills land early in a run (a fifth to a third of the uninterrupted wall): each run has less
  // left to do than the one before, and a later kill would find it finished.
  const irgate::testing::FuzzPlan plan = irgate::testing::fuzz_plan(4503, 10);
  irgate::testing::FuzzDraw draw(plan.seed);
  int aim_ms = static_cast<int>(whole.seconds * 1000);
  size_t killed_mid_way = 0, kept_by_killed = 0, measured = 0;
  for (int round = 0; round < plan.count && profiled_kernels(killed) < total; ++round) {
    const size_t before = profiled_kernels(killed);
    const auto r = profile(killed, std::chrono::milliseconds(draw.in(std::max(300, aim_ms / 5), std::max(600, aim_ms / 3))));
    measured += stage1_kernels_measured(r.err);
    if (r.timed_out) ++killed_mid_way, kept_by_killed += profiled_kernels(killed) - before;
    else EXPECT_EQ(r.exit_code, 0) << "round " << round << ": " << r.out << r.err;
    if (!r.timed_out && kept_by_killed == 0) {
      // It ran to the end before any kill landed after a checkpoint (a loaded machine makes the
      // uninterrupted run a poor clock): start afresh and aim by this run's own length.
      std::filesystem::remove(std::filesystem::path(killed) / "profiles.json");
      aim_ms = static_cast<int>(r.seconds * 1000);
      measured = 0;
    }
  }
  const auto last = profile(killed, std::chrono::minutes(10));
  ASSERT_EQ(last.exit_code, 0) << last.out << last.err;
  measured += stage1_kernels_measured(last.err);
  std::printf("profile kill-and-resume: %zu runs killed mid-way kept %zu of %zu kernels' profiles; stage-1 kernels measured "
              "over all runs %zu (an uninterrupted run: %zu), the last run %zu\n",
              killed_mid_way, kept_by_killed, total, measured, stage1, stage1_kernels_run(last.out));
  EXPECT_GT(kept_by_killed, 0u) << "no killed run kept a profile: the test proved nothing about resuming";
  // A kill loses at most the batch it interrupts (--checkpoint 3): nothing a checkpoint wrote is
  // measured again.
  EXPECT_LE(measured, stage1 + 3 * killed_mid_way);
  auto want = read_file(std::filesystem::path(reference) / "profiles.json");
  auto got = read_file(std::filesystem::path(killed) / "profiles.json");
  ASSERT_TRUE(want && got);
  EXPECT_EQ(*got, *want) << "the resumed profiles differ from the uninterrupted ones";
  if (HasFailure()) std::printf("%s\n", plan.reproduce("grid_kill_resume_tests").c_str());
}

// A full disk, simulated by a file-size limit (prlimit --fsize: writes past it fail with EFBIG,
// irgate ignores SIGXFSZ): the compile ends with a clear error (exit 2) naming what could not be
// written, the cache stays consistent, and a rerun with room finishes it.
TEST_F(KillResume, AFullDiskEndsTheCompileClearlyAndARerunFinishesIt) {
  if (find_program("prlimit").empty()) GTEST_SKIP() << "no prlimit (util-linux)";
  auto tmp = toolchain::TempDir::create("irgate-full-disk");
  ASSERT_TRUE(tmp);
  const std::string cache = (tmp->path() / "cache").string();
  selection_ = {"--family", "direct_wgrad_reduce", "--arch", "gfx1250"};
  std::vector<std::string> full = {"prlimit", "--fsize=3000", bin_, "grid", "compile", "--out", cache};
  full.insert(full.end(), selection_.begin(), selection_.end());
  ProcessOptions o;
  o.timeout = std::chrono::minutes(5);
  o.env = {{"IRGATE_ROOT", root_}};
  auto r = run_process(full, o);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->signal, 0) << "killed by the file-size limit instead of failing the write";
  EXPECT_EQ(r->exit_code, 2) << r->out << r->err;
  EXPECT_NE(r->err.find("File too large"), std::string::npos) << r->err;
  EXPECT_EQ(r->err.find("signal"), std::string::npos) << "a worker was killed by the limit: " << r->err;
  if (std::filesystem::exists(CacheIndex::index_path(cache))) {
    auto seen = CacheIndex::load(cache);
    ASSERT_TRUE(seen) << seen.error().message;
    expect_whole(cache, *seen, "after the full disk");
  }
  const auto rerun = compile(cache, std::chrono::minutes(5));
  ASSERT_EQ(rerun.exit_code, 0) << rerun.out << rerun.err;
  EXPECT_EQ(irgate({"grid", "check", "--cache", cache}).exit_code, 0);
}

// Readers while a writer works (what plan --cache, run --cache and irg_serve_open do: load
// index.json, take no lock): every load during a compile succeeds, names only objects that hash to
// their names, never shrinks, and returns at once.
TEST_F(KillResume, ReadersSeeAWholeIndexWhileACompileWrites) {
  auto tmp = toolchain::TempDir::create("irgate-readers");
  ASSERT_TRUE(tmp);
  const std::string cache = (tmp->path() / "cache").string();
  std::atomic<bool> done{false};
  ProcessResult writer;
  std::thread compiling([&] {
    writer = compile(cache, std::chrono::minutes(10));
    done = true;
  });
  size_t loads = 0, last = 0, grew = 0;
  double slowest = 0;
  while (!done) {
    if (std::filesystem::exists(CacheIndex::index_path(cache))) {
      const auto t0 = std::chrono::steady_clock::now();
      auto seen = CacheIndex::load(cache);
      slowest = std::max(slowest, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
      ASSERT_TRUE(seen) << seen.error().message;
      expect_whole(cache, *seen, "during the compile");
      const size_t now = seen->kernels.size() + seen->excluded.size();
      EXPECT_GE(now, last) << "the index a reader sees shrank";
      grew += now > last;
      last = now;
      ++loads;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  compiling.join();
  ASSERT_EQ(writer.exit_code, 0) << writer.out << writer.err;
  std::printf("readers: %zu loads during the compile, the index grew %zu times, slowest load %.3f s\n", loads, grew, slowest);
  EXPECT_GT(loads, 10u) << "the test read too rarely to say anything";
  EXPECT_LT(slowest, 1.0) << "a reader was held up";
}

}  // namespace
}  // namespace irgate::grid
