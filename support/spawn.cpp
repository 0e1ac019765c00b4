// support/spawn.cpp — see spawn.h.
#include "support/spawn.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cstring>

extern char** environ;

namespace irgate {

Spawn::Spawn() {
  posix_spawnattr_init(&attr_);
  posix_spawn_file_actions_init(&actions_);
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr_, &all);
  posix_spawnattr_setsigmask(&attr_, &none);
  flags_ = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
}

Spawn::~Spawn() {
  posix_spawn_file_actions_destroy(&actions_);
  posix_spawnattr_destroy(&attr_);
}

void Spawn::open(int fd, const char* path, int flags) { posix_spawn_file_actions_addopen(&actions_, fd, path, flags, 0); }
void Spawn::dup(int from, int to) { posix_spawn_file_actions_adddup2(&actions_, from, to); }
void Spawn::close_from(int fd) { posix_spawn_file_actions_addclosefrom_np(&actions_, fd); }
void Spawn::chdir(const std::string& dir) { posix_spawn_file_actions_addchdir_np(&actions_, dir.c_str()); }

void Spawn::new_process_group() {
  posix_spawnattr_setpgroup(&attr_, 0);
  flags_ |= POSIX_SPAWN_SETPGROUP;
}

void Spawn::environment(std::vector<std::string> entries) {
  env_ = std::move(entries);
  own_env_ = true;
}

Result<pid_t> Spawn::start(const std::vector<std::string>& argv, bool search_path) {
  if (argv.empty()) return Error{"spawn: empty argv"};
  posix_spawnattr_setflags(&attr_, flags_);
  std::vector<char*> args, envp;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  for (std::string& e : env_) envp.push_back(e.data());
  envp.push_back(nullptr);
  char** env = own_env_ ? envp.data() : environ;
  pid_t pid = -1;
  const int rc = search_path ? ::posix_spawnp(&pid, args[0], &actions_, &attr_, args.data(), env)
                             : ::posix_spawn(&pid, args[0], &actions_, &attr_, args.data(), env);
  if (rc != 0) return Error{"cannot execute " + argv[0] + ": " + std::strerror(rc)};
  return pid;
}

int lift_fd(int fd) {
  const int lifted = ::fcntl(fd, F_DUPFD_CLOEXEC, 10);
  ::close(fd);
  return lifted;
}

std::vector<std::string> environment_with(const std::vector<std::pair<std::string, std::string>>& overrides) {
  std::vector<std::string> out;
  for (char** e = environ; *e; ++e) {
    bool replaced = false;
    for (const auto& [k, v] : overrides) {
      const size_t n = k.size();
      replaced = replaced || (std::strncmp(*e, k.c_str(), n) == 0 && (*e)[n] == '=');
    }
    if (!replaced) out.emplace_back(*e);
  }
  for (const auto& [k, v] : overrides) out.push_back(k + "=" + v);
  return out;
}

}  // namespace irgate
