// grid/cache_lock.h — one writer per kernel cache: an exclusive, non-blocking flock on
// DIR/.lock, held while a compile or a merge writes DIR. The kernel drops the lock when the
// holder exits, so an interrupted compile never leaves a stale lock behind.
//
// Used by `irgate grid compile` and `irgate grid merge`.
//
//   auto lock = grid::CacheLock::acquire(dir);
//   if (!lock) return lock.error();   // "another irgate grid compile is writing DIR", exit 2
#pragma once

#include <filesystem>

#include "support/result.h"

namespace irgate::grid {

class CacheLock {
 public:
  static Result<CacheLock> acquire(const std::filesystem::path& dir);
  CacheLock(CacheLock&& o) noexcept : fd_(o.fd_) { o.fd_ = -1; }
  CacheLock& operator=(CacheLock&&) = delete;
  CacheLock(const CacheLock&) = delete;
  ~CacheLock();

 private:
  explicit CacheLock(int fd) : fd_(fd) {}
  int fd_ = -1;
};

}  // namespace irgate::grid
