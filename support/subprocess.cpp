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

#include "support/spawn.h"

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
  // The child's ends above fd 9, so each dup onto 0..2 below is a real copy.
  const int child_in = lift_fd(in_pipe[0]), child_out = lift_fd(out_pipe[1]), child_err = lift_fd(err_pipe[1]);
  auto start = Clock::now();
  Spawn s;
  s.dup(child_in, STDIN_FILENO);
  s.dup(child_out, STDOUT_FILENO);
  s.dup(child_err, STDERR_FILENO);
  s.new_process_group();  // the timeout kills the program and whatever it started
  if (!opts.env.empty()) s.environment(environment_with(opts.env));
  if (!opts.cwd.empty()) s.chdir(opts.cwd);
  Result<pid_t> pid = child_in < 0 || child_out < 0 || child_err < 0 ? Result<pid_t>(Error{"fcntl: cannot move a pipe"})
                                                                     : s.start(argv, true);
  for (int fd : {child_in, child_out, child_err})
    if (fd >= 0) ::close(fd);
  if (!pid) {
    for (int fd : {out_pipe[0], err_pipe[0], in_pipe[1]}) ::close(fd);
    return pid.error();
  }
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
    ::kill(-*pid, SIGKILL);
  }
  ::close(out_pipe[0]);
  ::close(err_pipe[0]);
  int status = 0;
  while (::waitpid(*pid, &status, 0) < 0 && errno == EINTR) {
  }
  decode_status(status, r.exit_code, r.signal);
  if (r.timed_out) r.signal = 0;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
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
