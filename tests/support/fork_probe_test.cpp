// tests/support/fork_probe_test.cpp — no lane forks a process that has more than one thread.
//
// A pthread_atfork hook counts every fork() of this test process and the ones made while it had
// more than one thread (POSIX leaves the child of such a fork undefined beyond async-signal-safe
// calls; running C++ and libLLVM there cost an ASan deadlock and a liblld hang). The control
// shows the probe sees such a fork; then, with a second thread alive throughout, every isolated
// path runs from several threads, crashes included: parity pairs, corpus emission, numerics
// cases, isolated builds and plain subprocesses. Each starts its children with posix_spawn, which
// runs no fork hook, so the probe must count zero forks of any kind.
#include <gtest/gtest.h>

#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <thread>

#include "parity/corpus_emission.h"
#include "parity/runner.h"
#include "runtime/isolated_numerics.h"
#include "support/subprocess.h"
#include "tests/support_lib/corpus_fixture.h"
#include "tests/support_lib/stand_in_engines.h"
#include "toolchain/isolated_builder.h"
#include "toolchain/parallel.h"
#include "toolchain/tempdir.h"

namespace irgate {
namespace {

std::atomic<int> g_forks{0}, g_threaded_forks{0};

int threads_now() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("Threads:", 0) == 0) return std::atoi(line.c_str() + 8);
  return -1;  // unknown counts as threaded: the probe fails closed
}

void before_fork() {
  ++g_forks;
  if (threads_now() != 1) ++g_threaded_forks;
}

// Installed once per process (an atfork hook cannot be removed).
void install_probe() {
  static const int installed = pthread_atfork(before_fork, nullptr, nullptr);
  ASSERT_EQ(installed, 0);
}

// A second thread, parked until the end of the test: every fork meanwhile is a threaded fork.
class Ballast {
 public:
  Ballast() : thread_([this] {
    std::unique_lock<std::mutex> lock(mu_);
    cv_.wait(lock, [this] { return done_; });
  }) {}
  ~Ballast() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      done_ = true;
    }
    cv_.notify_one();
    thread_.join();
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

TEST(ForkProbe, SeesAForkOfAThreadedProcess) {
  install_probe();
  const int before = g_threaded_forks;
  {
    Ballast ballast;
    const pid_t child = ::fork();  // what run_isolated() used to do from the lanes' threads
    if (child == 0) ::_exit(0);
    ASSERT_GT(child, 0);
    ::waitpid(child, nullptr, 0);
  }
  EXPECT_EQ(g_threaded_forks, before + 1);
}

class NoThreadedFork : public testing::CorpusFixture {
 protected:
  void SetUp() override {
    install_probe();
    for (int f = 0; f < IRG_FLAVOR_COUNT; ++f) domains_[f] = domain(f);
    forks_before_ = g_forks;
  }
  void TearDown() override { EXPECT_EQ(g_forks, forks_before_) << "a lane forked this process"; }

  parity::Domains domains_{};
  int forks_before_ = 0;
  Ballast ballast_;
};

TEST_F(NoThreadedFork, ParityPairsCrashesIncluded) {
  parity::RunOptions o;
  o.only = {"232", "204", "201"};
  o.jobs = 2;
  auto results = parity::run_parity({irg_reference_engine(), testing::mutated_engine(testing::Mutation::kCrashOnReduce)},
                                    corpus(), domains_, o);
  int crashes = 0, identical = 0;
  for (const auto& r : results) crashes += r.verdict == "CRASH", identical += r.verdict == "IDENTICAL";
  EXPECT_GT(crashes, 0);     // the reduce configs
  EXPECT_GT(identical, 0);   // config 232
}

TEST_F(NoThreadedFork, CorpusEmission) {
  std::vector<const parity::Config*> configs{parity::find_config(corpus(), 232), parity::find_config(corpus(), 204)};
  ASSERT_TRUE(configs[0] && configs[1]);
  auto emitted = parity::emit_corpus_isolated(irg_reference_engine(), configs, domains_);
  ASSERT_EQ(emitted.size(), 2u);
  EXPECT_EQ(emitted[0].ll.back().status, IRG_STATUS_OK) << emitted[0].ll.back().refusal_text;
}

TEST_F(NoThreadedFork, NumericsCasesFromTwoThreads) {
  const parity::Config* c = parity::find_config(corpus(), 232);
  ASSERT_TRUE(c);
  const irg_request_t req = c->request(IRG_FLAVOR_LLVM22, domains_[IRG_FLAVOR_LLVM22]);
  runtime::NumericsResult results[3];
  toolchain::parallel_for(3, 2, [&](size_t i) {
    runtime::IsolatedNumerics n(i == 1 ? *testing::crashing_engine() : *irg_reference_engine());
    results[i] = n.check(req, {}, std::chrono::seconds(120));
  });
  EXPECT_EQ(results[0].verdict, runtime::Verdict::Pass) << results[0].detail;
  EXPECT_NE(results[1].detail.find("killed by signal 11"), std::string::npos) << results[1].detail;
  EXPECT_EQ(results[2].verdict, runtime::Verdict::Pass) << results[2].detail;
}

TEST_F(NoThreadedFork, IsolatedBuildsFromTwoThreads) {
  toolchain::IsolatedBuilder builders[2] = {{"stand_in_build", "", std::chrono::seconds(20)},
                                            {"stand_in_build", "", std::chrono::seconds(20)}};
  std::string failures[4];
  toolchain::parallel_for_workers(4, 2, [&](size_t w, size_t i) {
    auto dir = toolchain::TempDir::create("irgate-fork-probe");
    if (dir) failures[i] = builders[w].build(dir->path(), i == 2 ? "segfault" : "module", "gfx1250").failure;
  });
  EXPECT_EQ(failures[0], "");
  EXPECT_EQ(failures[2].rfind("crash: killed by signal 11", 0), 0u) << failures[2];
  EXPECT_EQ(failures[3], "");
}

TEST_F(NoThreadedFork, SubprocessesFromTwoThreads) {
  int ok = 0;
  std::mutex mu;
  toolchain::parallel_for(4, 2, [&](size_t) {
    auto r = run_process({"sh", "-c", "echo out; echo err >&2"}, {});
    std::lock_guard<std::mutex> lock(mu);
    ok += r && r->exited_ok() && r->out == "out\n" && r->err == "err\n";
  });
  EXPECT_EQ(ok, 4);
}

}  // namespace
}  // namespace irgate
