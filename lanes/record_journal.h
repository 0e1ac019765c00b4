// lanes/record_journal.h — the finished records of a long verify run, kept on disk as they finish
// so a run killed at any moment resumes where it stopped: `grid verify --resume FILE` and `grid
// coverage --verify --resume FILE` (issue 45 §1).
//
// FILE is JSON lines: first {"journal": "irgate.verify_journal/v1", "run": <the run's options>},
// then one {"key", "record"} per finished kernel or problem, each appended and fdatasync'ed. A
// FILE whose "run" differs (another cache, executor, inputs, shard...) is refused (exit 2): its
// records do not speak for this run. A torn last line (a kill mid-append) is skipped; any other
// malformed line is bad input naming FILE:LINE.
//
//   auto j = lanes::RecordJournal::open("verify.journal", {{"executor", "isa"}, {"cache", dir}});
//   if (!j) return j.error();
//   if (const nlohmann::json* done = j->find(name)) reuse(*done);
//   else if (auto s = j->append(name, record); !s) return s.error();   // a full disk: clear error
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "support/result.h"

namespace irgate::lanes {

inline constexpr const char* kRecordJournalSchema = "irgate.verify_journal/v1";

class RecordJournal {
 public:
  // Opens (creating) FILE for appending and reads the records a previous run of `run` finished.
  static Result<RecordJournal> open(const std::filesystem::path& file, const nlohmann::json& run);
  RecordJournal(RecordJournal&& o) noexcept;
  RecordJournal& operator=(RecordJournal&&) = delete;
  RecordJournal(const RecordJournal&) = delete;
  ~RecordJournal();

  // The record finished for `key` (by an earlier run, or this one), or nullptr.
  const nlohmann::json* find(const std::string& key) const;
  size_t resumed() const { return resumed_; }  // records an earlier run left
  // Appends and flushes one finished record. Thread-safe.
  Status append(const std::string& key, const nlohmann::json& record);

 private:
  RecordJournal(int fd, std::filesystem::path file) : fd_(fd), file_(std::move(file)) {}
  int fd_ = -1;
  std::filesystem::path file_;
  std::map<std::string, nlohmann::json> done_;
  size_t resumed_ = 0;
  std::unique_ptr<std::mutex> mutex_ = std::make_unique<std::mutex>();
};

}  // namespace irgate::lanes
