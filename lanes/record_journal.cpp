// lanes/record_journal.cpp — see record_journal.h.
#include "lanes/record_journal.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <nlohmann/json.hpp>

#include "support/files.h"

namespace irgate::lanes {
namespace {

using json = nlohmann::json;

// Appends all of `line` and flushes it; on a failure cuts the file back so no torn line stays.
Status append_line(int fd, const std::filesystem::path& file, const std::string& line) {
  const off_t before = ::lseek(fd, 0, SEEK_END);
  size_t done = 0;
  while (done < line.size()) {
    const ssize_t n = ::write(fd, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  if (done == line.size() && ::fdatasync(fd) == 0) return ok();
  const std::string why = std::strerror(errno);
  if (before >= 0 && ::ftruncate(fd, before) == 0) ::fdatasync(fd);
  return Error{file.string() + ": cannot append: " + why};
}

}  // namespace

RecordJournal::RecordJournal(RecordJournal&& o) noexcept
    : fd_(o.fd_), file_(std::move(o.file_)), done_(std::move(o.done_)), resumed_(o.resumed_), mutex_(std::move(o.mutex_)) {
  o.fd_ = -1;
}

RecordJournal::~RecordJournal() {
  if (fd_ >= 0) ::close(fd_);
}

Result<RecordJournal> RecordJournal::open(const std::filesystem::path& file, const json& run) {
  const json header{{"journal", kRecordJournalSchema}, {"run", run}};
  std::map<std::string, json> done;
  bool has_header = false;
  if (std::filesystem::exists(file)) {
    auto text = read_file(file);
    if (!text) return text.error();
    size_t at = 0, line_no = 0;
    for (size_t end; (end = text->find('\n', at)) != std::string::npos; at = end + 1) {  // a torn last line is skipped
      const std::string where = file.string() + ":" + std::to_string(++line_no);
      const json j = json::parse(text->substr(at, end - at), nullptr, false);
      if (line_no == 1) {
        if (j != header)
          return Error{where + ": the journal of another run (" + (j.is_discarded() ? "not JSON" : j.dump()) +
                       "); this run is " + run.dump() + ": give another --resume file"};
        has_header = true;
        continue;
      }
      if (j.is_discarded() || !j.is_object() || !j.contains("key") || !j["key"].is_string() || !j.contains("record"))
        return Error{where + ": not a journal record ({\"key\", \"record\"})"};
      done[j["key"].get<std::string>()] = j["record"];
    }
  }
  const int fd = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return Error{"cannot open " + file.string() + ": " + std::strerror(errno)};
  RecordJournal j(fd, file);
  j.resumed_ = done.size();
  j.done_ = std::move(done);
  if (!has_header) {
    if (::ftruncate(fd, 0) != 0) return Error{"cannot empty " + file.string() + ": " + std::strerror(errno)};
    if (auto s = append_line(fd, file, header.dump() + "\n"); !s) return s.error();
  }
  return j;
}

const json* RecordJournal::find(const std::string& key) const {
  auto it = done_.find(key);
  return it == done_.end() ? nullptr : &it->second;
}

Status RecordJournal::append(const std::string& key, const json& record) {
  std::lock_guard<std::mutex> hold(*mutex_);
  if (auto s = append_line(fd_, file_, json{{"key", key}, {"record", record}}.dump() + "\n"); !s) return s;
  done_[key] = record;
  return ok();
}

}  // namespace irgate::lanes
