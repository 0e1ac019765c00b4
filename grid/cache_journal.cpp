// grid/cache_journal.cpp — see cache_journal.h.
#include "grid/cache_journal.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include <nlohmann/json.hpp>

#include "support/files.h"

namespace irgate::grid {
namespace {

std::string errno_text() { return std::strerror(errno); }

// Writes all of `bytes` (a short write on a full disk is an error, not a retry forever).
bool write_all(int fd, const std::string& bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

CacheJournal::CacheJournal(int fd, int objects_fd, std::filesystem::path file, std::string run)
    : fd_(fd), objects_fd_(objects_fd), file_(std::move(file)), run_(std::move(run)) {}

CacheJournal::CacheJournal(CacheJournal&& o) noexcept
    : fd_(o.fd_), objects_fd_(o.objects_fd_), file_(std::move(o.file_)), run_(std::move(o.run_)),
      mutex_(std::move(o.mutex_)) {
  o.fd_ = o.objects_fd_ = -1;
}

CacheJournal::~CacheJournal() {
  if (fd_ >= 0) ::close(fd_);
  if (objects_fd_ >= 0) ::close(objects_fd_);
}

Result<CacheJournal> CacheJournal::open(const std::filesystem::path& dir) {
  const auto file = path(dir);
  const int fd = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return Error{"cannot open " + file.string() + ": " + errno_text()};
  const auto objects = dir / "objects";
  const int objects_fd = ::open(objects.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (objects_fd < 0) {
    const std::string why = errno_text();
    ::close(fd);
    return Error{"cannot open " + objects.string() + ": " + why};
  }
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::system_clock::now().time_since_epoch()).count();
  return CacheJournal(fd, objects_fd, file, std::to_string(::getpid()) + "-" + std::to_string(ms));
}

Status CacheJournal::record(const std::string& name, const CacheEntry& entry) {
  const std::string line = nlohmann::json{{"run", run_}, {"name", name}, {"entry", entry_json(entry)}}.dump() + "\n";
  std::lock_guard<std::mutex> hold(*mutex_);
  // The object's rename must reach the disk before the line that names it.
  if (entry.cached() && ::fsync(objects_fd_) != 0) return Error{"cannot flush " + file_.parent_path().string() + "/objects: " + errno_text()};
  const off_t before = ::lseek(fd_, 0, SEEK_END);
  if (!write_all(fd_, line) || ::fdatasync(fd_) != 0) {
    const std::string why = errno_text();
    if (before >= 0 && ::ftruncate(fd_, before) == 0) ::fdatasync(fd_);  // no torn line left behind
    return Error{file_.string() + ": cannot record " + name + ": " + why};
  }
  return ok();
}

Result<size_t> replay_journal(const std::filesystem::path& dir, CacheIndex& idx) {
  const auto file = CacheJournal::path(dir);
  if (!std::filesystem::exists(file)) return size_t{0};
  auto text = read_file(file);
  if (!text) return text.error();
  size_t applied = 0, line_no = 0, at = 0;
  while (at < text->size()) {
    const size_t end = text->find('\n', at);
    if (end == std::string::npos) break;  // a torn last line: its kernel was not finished
    ++line_no;
    const std::string where = file.string() + ":" + std::to_string(line_no);
    const auto j = nlohmann::json::parse(text->begin() + static_cast<long>(at), text->begin() + static_cast<long>(end),
                                         nullptr, false);
    at = end + 1;
    if (j.is_discarded() || !j.is_object() || !j.contains("name") || !j["name"].is_string() || !j.contains("entry"))
      return Error{where + ": not a journal record ({\"run\", \"name\", \"entry\"})"};
    auto entry = entry_from(j["entry"], where + " /entry");
    if (!entry) return entry.error();
    idx.put(j["name"].get<std::string>(), *entry);
    ++applied;
  }
  return applied;
}

Status compact_journal(const std::filesystem::path& dir, const CacheIndex& idx) {
  if (auto s = idx.save(dir); !s) return s;
  // The index's rename must reach the disk before the journal that it replaces is emptied.
  if (const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir_fd >= 0) {
    const bool flushed = ::fsync(dir_fd) == 0;
    ::close(dir_fd);
    if (!flushed) return Error{"cannot flush " + dir.string() + ": " + errno_text()};
  }
  const auto file = CacheJournal::path(dir);
  if (!std::filesystem::exists(file)) return ok();
  const int fd = ::open(file.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) return Error{"cannot empty " + file.string() + ": " + errno_text()};
  const bool flushed = ::fsync(fd) == 0;
  ::close(fd);
  if (!flushed) return Error{"cannot flush " + file.string() + ": " + errno_text()};
  return ok();
}

}  // namespace irgate::grid
