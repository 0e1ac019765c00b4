// support/spawn.h — one way to start a program: posix_spawn with its file actions and
// attributes, shared by run_process() (subprocess.h) and the workers (worker.h).
//
// posix_spawn runs no fork handler and none of our code between its clone and the exec (glibc
// uses CLONE_VFORK), so it is safe from a process with many threads, where a fork() that goes on
// running C++ is not. Every child gets default signal dispositions and an empty signal mask.
//
//   Spawn s;
//   s.dup(pipe_out, STDOUT_FILENO);
//   s.close_from(3);
//   Result<pid_t> pid = s.start({"llc-22", "--version"}, /*search_path=*/true);
#pragma once

#include <spawn.h>
#include <sys/types.h>

#include <string>
#include <vector>

#include "support/result.h"

namespace irgate {

class Spawn {
 public:
  Spawn();
  ~Spawn();
  Spawn(const Spawn&) = delete;
  Spawn& operator=(const Spawn&) = delete;

  void open(int fd, const char* path, int flags);  // e.g. stdin from /dev/null
  void dup(int from, int to);                      // `to` is inherited (no close-on-exec)
  void close_from(int fd);                         // closes every descriptor >= fd
  void chdir(const std::string& dir);
  void new_process_group();                        // the child leads a group of its own
  void environment(std::vector<std::string> entries);  // "K=V" each; default: the caller's

  // Starts argv[0] (looked up in PATH when search_path); the Error names the program.
  Result<pid_t> start(const std::vector<std::string>& argv, bool search_path);

 private:
  posix_spawnattr_t attr_;
  posix_spawn_file_actions_t actions_;
  short flags_;
  std::vector<std::string> env_;
  bool own_env_ = false;
};

// `fd` moved to a descriptor >= 10 (close-on-exec), so that dup(fd, 0..3) in a Spawn is a real
// copy: dup2 onto itself would keep the close-on-exec flag. Returns -1 (and closes fd) on failure.
int lift_fd(int fd);

// The caller's environment with `overrides` ("K", "V") replacing or adding entries.
std::vector<std::string> environment_with(const std::vector<std::pair<std::string, std::string>>& overrides);

}  // namespace irgate
