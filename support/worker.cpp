// support/worker.cpp — see worker.h; the protocol is written down in worker_serve.cpp.
#include "support/worker.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <thread>

#include "support/spawn.h"
#include "support/wire.h"
#include "support/worker_serve.h"

namespace irgate {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int kWorkerSocket = 3;         // serve_worker() reads it there
constexpr auto kExitGrace = std::chrono::seconds(5);  // a worker that closed its socket, to exit

bool fail(IsolatedResult& r, std::string why) {
  r.failure = std::move(why);
  return false;
}

}  // namespace

std::string IsolatedResult::describe() const {
  if (!failure.empty()) return failure;
  if (timed_out) return "timed out";
  if (signal != 0) return std::string("killed by signal ") + std::to_string(signal) + " (" + strsignal(signal) + ")";
  if (!completed) return "exited with code " + std::to_string(exit_code) + " before reporting";
  return "completed";
}

Result<std::string> worker_program() {
  const char* p = std::getenv("IRGATE_WORKER");
  if (!p || !*p)
    return Error{"IRGATE_WORKER is not set: it names the irgate program that runs workers (irgate sets it to "
                 "itself; ctest sets it to build/tests/support_lib/irgate_test_worker)"};
  return std::string(p);
}

void offer_self_as_worker() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) ::setenv("IRGATE_WORKER", self.c_str(), 0);
}

WorkerClient::~WorkerClient() {
  if (pid_ > 0) {
    IsolatedResult ignored;
    bury(false, ignored);
  }
}

bool WorkerClient::start(IsolatedResult& failed) {
  auto program = worker_program();
  if (!program) return fail(failed, program.error().message);
  int ends[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
    return fail(failed, std::string("cannot start a worker: socketpair: ") + std::strerror(errno));
  const int theirs = lift_fd(ends[1]);
  if (theirs < 0) {
    ::close(ends[0]);
    return fail(failed, std::string("cannot start a worker: fcntl: ") + std::strerror(errno));
  }
  // The worker gets /dev/null as stdin, the caller's stderr as stdout and stderr (a report on
  // the caller's stdout stays clean), its socket on fd 3 and nothing else.
  Spawn s;
  s.open(STDIN_FILENO, "/dev/null", O_RDONLY);
  s.dup(STDERR_FILENO, STDOUT_FILENO);
  s.dup(theirs, kWorkerSocket);
  s.close_from(kWorkerSocket + 1);
  Result<pid_t> pid = s.start({*program, "worker", service_}, false);
  ::close(theirs);
  if (!pid) {
    ::close(ends[0]);
    return fail(failed, "cannot start the worker program (IRGATE_WORKER): " + pid.error().message);
  }
  pid_ = *pid;
  socket_ = ends[0];
  // The handshake: the right protocol and ABI, then the service accepts its init.
  const auto deadline = Clock::now() + start_timeout_;
  std::string hello, answer;
  Received got = receive_message(socket_, hello, &deadline);
  std::string problem;
  if (got == Received::message && hello != worker_hello())
    problem = "answered \"" + hello.substr(0, 80) + "\", not \"" + worker_hello() + "\"";
  if (got == Received::message && problem.empty()) {
    got = send_message(socket_, init_) ? receive_message(socket_, answer, &deadline) : Received::closed;
    if (got == Received::message && answer != "K")
      problem = answer.rfind('E', 0) == 0 ? answer.substr(1) : "answered its start with garbage";
  }
  if (got == Received::message && problem.empty()) return true;
  IsolatedResult how;
  bury(got != Received::closed || !problem.empty(), how);
  if (problem.empty())
    problem = got == Received::timed_out ? "did not answer the worker handshake in time"
                                         : "ended during the worker handshake: " + how.describe();
  return fail(failed, "the worker program " + *program + " (IRGATE_WORKER): " + problem);
}

void WorkerClient::bury(bool kill_first, IsolatedResult& how) {
  ::close(socket_);  // a live worker reads end of input and exits
  socket_ = -1;
  if (kill_first) ::kill(pid_, SIGKILL);
  int status = 0;
  const auto give_up = Clock::now() + kExitGrace;
  for (auto nap = std::chrono::microseconds(100);;) {
    const pid_t r = ::waitpid(pid_, &status, WNOHANG);
    if (r == pid_ || (r < 0 && errno != EINTR)) break;
    if (r == 0 && Clock::now() > give_up) {
      ::kill(pid_, SIGKILL);  // it closed its socket but does not end
      while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
      break;
    }
    std::this_thread::sleep_for(nap);
    nap = std::min(nap * 2, std::chrono::microseconds(20000));
  }
  pid_ = -1;
  if (WIFSIGNALED(status)) how.signal = WTERMSIG(status);
  if (WIFEXITED(status)) how.exit_code = WEXITSTATUS(status);
}

IsolatedResult WorkerClient::call(const std::string& request, std::chrono::milliseconds timeout) {
  IsolatedResult r;
  if (!start_failure_.empty()) {
    r.failure = start_failure_;
    return r;
  }
  if (pid_ <= 0 && !start(r)) {
    start_failure_ = r.failure;
    return r;
  }
  const auto deadline = Clock::now() + timeout;
  std::string reply;
  const Received got = send_message(socket_, request) ? receive_message(socket_, reply, &deadline) : Received::closed;
  if (got == Received::message && !reply.empty() && reply[0] == 'R') {
    r.completed = true;
    reply.erase(0, 1);
    r.payload = std::move(reply);
    return r;
  }
  if (got == Received::message && !reply.empty() && reply[0] == 'E') {
    r.failure = "the worker refused the request: " + reply.substr(1);
    return r;
  }
  bury(got != Received::closed, r);  // a timeout or a garbled reply: kill it
  if (got == Received::timed_out) {
    r.signal = 0, r.exit_code = 0;
    r.timed_out = true;
  } else if (got == Received::message) {
    r.failure = "the worker answered garbage";
  }
  return r;
}

}  // namespace irgate
