// support/subprocess.cpp — see subprocess.h.
#include "support/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace irgate {
namespace {

using Clock = std::chrono::steady_clock;

// Drains the given fds into the strings until both close or the deadline passes.
// Returns false on timeout.
bool drain(int fd_out, int fd_err, std::string& out, std::string& err, Clock::time_point deadline) {
  pollfd fds[2] = {{fd_out, POLLIN, 0}, {fd_err, POLLIN, 0}};
  std::string* sinks[2] = {&out, &err};
  int open = (fd_out >= 0) + (fd_err >= 0);
  if (fd_err < 0) fds[1].fd = -1;
  char buf[65536];
  while (open > 0) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return false;
    int n = ::poll(fds, 2, static_cast<int>(std::min<long long>(left, 1000)));
    if (n < 0 && errno != EINTR) return true;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t got = ::read(fds[i].fd, buf, sizeof buf);
      if (got > 0) {
        sinks[i]->append(buf, static_cast<size_t>(got));
      } else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
        fds[i].fd = -1;
        --open;
      }
    }
  }
  return true;
}

void decode_status(int status, int& exit_code, int& sig) {
  if (WIFEXITED(status)) exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) sig = WTERMSIG(status);
}

}  // namespace

Result<ProcessResult> run_process(const std::vector<std::string>& argv, const ProcessOptions& opts) {
  if (argv.empty()) return Error{"run_process: empty argv"};
  int out_pipe[2], err_pipe[2], in_pipe[2];
  if (::pipe2(out_pipe, O_CLOEXEC) || ::pipe2(err_pipe, O_CLOEXEC) || ::pipe2(in_pipe, O_CLOEXEC))
    return Error{std::string("pipe: ") + std::strerror(errno)};
  auto start = Clock::now();
  pid_t pid = ::fork();
  if (pid < 0) return Error{std::string("fork: ") + std::strerror(errno)};
  if (pid == 0) {
    ::setpgid(0, 0);
    ::dup2(in_pipe[0], 0);
    ::dup2(out_pipe[1], 1);
    ::dup2(err_pipe[1], 2);
    for (auto& [k, v] : opts.env) ::setenv(k.c_str(), v.c_str(), 1);
    if (!opts.cwd.empty() && ::chdir(opts.cwd.c_str()) != 0) ::_exit(126);
    std::vector<char*> args;
    for (auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execvp(args[0], args.data());
    dprintf(2, "cannot execute %s: %s\n", args[0], std::strerror(errno));
    ::_exit(127);
  }
  ::setpgid(pid, pid);
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  ::close(in_pipe[0]);
  if (!opts.stdin_data.empty()) {
    // Small inputs only (probe modules); a full pipe would need the poll loop.
    ssize_t ignored = ::write(in_pipe[1], opts.stdin_data.data(), opts.stdin_data.size());
    (void)ignored;
  }
  ::close(in_pipe[1]);
  ProcessResult r;
  bool finished = drain(out_pipe[0], err_pipe[0], r.out, r.err, start + opts.timeout);
  if (!finished) {
    r.timed_out = true;
    ::kill(-pid, SIGKILL);
  }
  ::close(out_pipe[0]);
  ::close(err_pipe[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  decode_status(status, r.exit_code, r.signal);
  if (r.timed_out) r.signal = 0;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return r;
}

std::string IsolatedResult::describe() const {
  if (timed_out) return "timed out";
  if (signal != 0) return std::string("killed by signal ") + std::to_string(signal) + " (" + strsignal(signal) + ")";
  if (!completed) return "exited with code " + std::to_string(exit_code) + " before reporting";
  return "completed";
}

IsolatedResult run_isolated(const std::function<std::string()>& fn, std::chrono::milliseconds timeout) {
  IsolatedResult r;
  int p[2];
  if (::pipe2(p, O_CLOEXEC) != 0) {
    r.exit_code = -1;
    return r;
  }
  // A payload (an LLVM text pair) usually fits a 1 MiB pipe, so the child writes it in one go
  // instead of waking the parent for every 64 KiB (each wake-up costs a scheduling round trip).
  ::fcntl(p[1], F_SETPIPE_SZ, 1 << 20);
  auto start = Clock::now();
  pid_t pid = ::fork();
  if (pid < 0) {
    ::close(p[0]);
    ::close(p[1]);
    r.exit_code = -1;
    return r;
  }
  if (pid == 0) {
    ::close(p[0]);
    std::string payload = fn();
    // Frame: one marker byte so an empty payload still reads as "completed".
    std::string framed = "R" + payload;
    const char* d = framed.data();
    size_t left = framed.size();
    while (left > 0) {
      ssize_t n = ::write(p[1], d, left);
      if (n <= 0) ::_exit(3);
      d += n;
      left -= static_cast<size_t>(n);
    }
    ::_exit(0);
  }
  ::close(p[1]);
  std::string got, unused;
  bool finished = drain(p[0], -1, got, unused, start + timeout);
  ::close(p[0]);
  if (!finished) {
    ::kill(pid, SIGKILL);
    r.timed_out = true;
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  decode_status(status, r.exit_code, r.signal);
  if (r.timed_out) {
    r.signal = 0;
    return r;
  }
  if (r.signal == 0 && r.exit_code == 0 && !got.empty() && got[0] == 'R') {
    r.completed = true;
    r.payload = got.substr(1);
  }
  return r;
}

std::string find_program(const std::string& name, const std::string& env_dir) {
  if (!env_dir.empty()) {
    if (const char* d = std::getenv(env_dir.c_str()); d && *d) {
      std::string p = std::string(d) + "/" + name;
      if (::access(p.c_str(), X_OK) == 0) return p;
    }
  }
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    std::string p = dirs.substr(start, end - start) + "/" + name;
    if (::access(p.c_str(), X_OK) == 0) return p;
    start = end + 1;
  }
  return "";
}

}  // namespace irgate
