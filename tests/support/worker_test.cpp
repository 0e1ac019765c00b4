// tests/support/worker_test.cpp — WorkerClient against the tests' worker program (service
// `stand_in`, tests/support_lib/stand_in_services.h): a reply arrives unchanged, one worker
// serves call after call and is a single-threaded process of its own; a segfault, an abort, an
// exit and a hang each end that call with the words the lanes print, and the next call starts a
// new worker; a refused request keeps the worker; and every way of not getting a worker (no
// IRGATE_WORKER, a missing program, a program that is not a worker, an unknown service, a
// refused start) is a failure that says what went wrong, never a reply.
#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

#include "support/worker.h"

namespace irgate {
namespace {

using std::chrono::milliseconds;
constexpr milliseconds kPatient{20000};

// Sets IRGATE_WORKER for one test and puts the old value back (the tests run on one thread).
class WorkerProgram {
 public:
  explicit WorkerProgram(const char* value) {
    if (const char* old = std::getenv("IRGATE_WORKER")) old_ = old;
    value ? ::setenv("IRGATE_WORKER", value, 1) : ::unsetenv("IRGATE_WORKER");
  }
  ~WorkerProgram() { old_ ? ::setenv("IRGATE_WORKER", old_->c_str(), 1) : ::unsetenv("IRGATE_WORKER"); }

 private:
  std::optional<std::string> old_;
};

bool alive(pid_t pid) { return ::kill(pid, 0) == 0 || errno != ESRCH; }

TEST(Worker, ARepliesArrivesUnchangedFromOneWorkerCallAfterCall) {
  WorkerClient w("stand_in", "init");
  IsolatedResult r = w.call("hello", kPatient);
  ASSERT_TRUE(r.completed) << r.describe();
  EXPECT_EQ(r.payload, "init:hello");
  const pid_t first = w.pid();
  EXPECT_GT(first, 0);
  EXPECT_NE(first, ::getpid());
  std::string big(8 << 20, '\0');
  for (size_t i = 0; i < big.size(); ++i) big[i] = static_cast<char>(i * 131);
  r = w.call(big, kPatient);
  ASSERT_TRUE(r.completed) << r.describe();
  EXPECT_TRUE(r.payload == "init:" + big);
  EXPECT_EQ(w.call("pid", kPatient).payload, std::to_string(first));
  EXPECT_EQ(w.pid(), first);
}

TEST(Worker, TheWorkerIsAFreshSingleThreadedProcess) {
  WorkerClient w("stand_in", "");
  EXPECT_EQ(w.call("threads", kPatient).payload, "1");
}

TEST(Worker, ASegfaultAnAbortAndAnExitEndTheirCallOnly) {
  WorkerClient w("stand_in", "");
  const IsolatedResult segv = w.call("segfault", kPatient);
  EXPECT_FALSE(segv.completed);
  EXPECT_EQ(segv.signal, SIGSEGV);
  EXPECT_EQ(segv.describe(), "killed by signal 11 (" + std::string(strsignal(SIGSEGV)) + ")");
  EXPECT_EQ(w.pid(), -1);
  const IsolatedResult abrt = w.call("abort", kPatient);
  EXPECT_EQ(abrt.describe(), "killed by signal 6 (" + std::string(strsignal(SIGABRT)) + ")");
  const IsolatedResult exited = w.call("exit", kPatient);
  EXPECT_EQ(exited.describe(), "exited with code 1 before reporting");
  const IsolatedResult after = w.call("after", kPatient);
  EXPECT_TRUE(after.completed) << after.describe();
  EXPECT_EQ(after.payload, ":after");
}

TEST(Worker, AHangIsKilledAtTheTimeoutAndReaped) {
  WorkerClient w("stand_in", "");
  ASSERT_TRUE(w.call("pid", kPatient).completed);
  const pid_t hung = w.pid();
  const IsolatedResult r = w.call("hang", milliseconds(300));
  EXPECT_TRUE(r.timed_out);
  EXPECT_EQ(r.describe(), "timed out");
  EXPECT_FALSE(alive(hung));
  EXPECT_TRUE(w.call("after", milliseconds(300)).completed);  // the start-up is not in the 300 ms
}

TEST(Worker, ARefusedRequestKeepsTheWorker) {
  WorkerClient w("stand_in", "");
  ASSERT_TRUE(w.call("pid", kPatient).completed);
  const pid_t pid = w.pid();
  const IsolatedResult r = w.call("refuse", kPatient);
  EXPECT_FALSE(r.completed);
  EXPECT_EQ(r.describe(), "the worker refused the request: the stand-in refuses this request");
  EXPECT_EQ(w.pid(), pid);
}

TEST(Worker, ARefusedStartAndAnUnknownServiceAreNamed) {
  WorkerClient client("stand_in", "refuse");
  const IsolatedResult refused = client.call("x", kPatient);
  EXPECT_FALSE(refused.completed);
  EXPECT_NE(refused.failure.find("worker service 'stand_in' refused its start: the stand-in refuses to start"),
            std::string::npos)
      << refused.failure;
  const IsolatedResult again = client.call("x", kPatient);  // the same words, every call
  EXPECT_EQ(again.failure, refused.failure);
  EXPECT_EQ(client.pid(), -1);
  const IsolatedResult unknown = WorkerClient("no_such_service", "").call("x", kPatient);
  EXPECT_NE(unknown.failure.find("unknown worker service 'no_such_service' (this program serves emit, numerics, build"),
            std::string::npos)
      << unknown.failure;
}

TEST(Worker, NoWorkerProgramIsAFailureThatSaysHowToGetOne) {
  {
    WorkerProgram unset(nullptr);
    const IsolatedResult r = WorkerClient("stand_in", "").call("x", kPatient);
    EXPECT_FALSE(r.completed);
    EXPECT_NE(r.failure.find("IRGATE_WORKER is not set"), std::string::npos) << r.failure;
  }
  {
    WorkerProgram missing("/nonexistent/irgate");
    const IsolatedResult r = WorkerClient("stand_in", "").call("x", kPatient);
    EXPECT_NE(r.failure.find("cannot execute /nonexistent/irgate: No such file or directory"), std::string::npos)
        << r.failure;
  }
  {
    WorkerProgram not_a_worker("/bin/true");
    const IsolatedResult r = WorkerClient("stand_in", "").call("x", kPatient);
    EXPECT_NE(r.failure.find("/bin/true (IRGATE_WORKER): ended during the worker handshake: exited with code 0"),
              std::string::npos)
        << r.failure;
  }
}

}  // namespace
}  // namespace irgate
