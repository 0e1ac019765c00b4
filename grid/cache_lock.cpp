// grid/cache_lock.cpp — see cache_lock.h.
#include "grid/cache_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

namespace irgate::grid {

Result<CacheLock> CacheLock::acquire(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir / "objects", ec);
  if (ec) return Error{"cannot create " + (dir / "objects").string() + ": " + ec.message()};
  const auto path = dir / ".lock";
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return Error{"cannot open " + path.string() + ": " + std::strerror(errno)};
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int err = errno;
    ::close(fd);
    if (err == EWOULDBLOCK)
      return Error{"another irgate grid command is writing " + dir.string() + " (it holds " + path.string() +
                   "); wait for it or use another --out"};
    return Error{"cannot lock " + path.string() + ": " + std::strerror(err)};
  }
  return CacheLock(fd);
}

CacheLock::~CacheLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the descriptor releases the flock
}

}  // namespace irgate::grid
