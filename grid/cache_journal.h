// grid/cache_journal.h — DIR/journal.jsonl of a kernel cache: one line per kernel a `grid
// compile` finished, appended and flushed to disk (fdatasync) the moment the kernel's verdict
// is known, so a compile killed at any moment loses no finished kernel. index.json stays the
// only file a reader reads; the journal is the writer's, under DIR/.lock.
//
// A line is {"run": "<pid>-<start ms>", "name": kernel, "entry": <index entry>}. The code object
// is renamed into objects/ and its folder flushed before its line is written, so a journaled
// kernel's object exists. A kill during a write leaves at most one torn last line (no '\n'),
// which replay skips: that kernel was not finished. Any other malformed line is bad input (exit
// 2, naming file:line). The next writer replays the journal into the index, saves the index
// atomically, and only then empties the journal (a kill in between replays the same lines
// again: replay is idempotent).
//
// Used by grid/compile_cache.* (record, replay, compaction) and `irgate grid gc` (compaction).
//
//   auto idx = grid::CacheIndex::load(dir);
//   auto replayed = grid::replay_journal(dir, *idx);        // kernels a killed compile finished
//   if (auto s = grid::compact_journal(dir, *idx); !s) return s.error();
//   auto journal = grid::CacheJournal::open(dir);
//   if (auto s = journal->record(name, entry); !s) return s.error();   // full disk: clear error
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <string>

#include "grid/cache_index.h"
#include "support/result.h"

namespace irgate::grid {

class CacheJournal {
 public:
  static std::filesystem::path path(const std::filesystem::path& dir) { return dir / "journal.jsonl"; }
  // Opens DIR/journal.jsonl for appending (created if missing). The run id names this process.
  static Result<CacheJournal> open(const std::filesystem::path& dir);
  CacheJournal(CacheJournal&& o) noexcept;
  CacheJournal& operator=(CacheJournal&&) = delete;
  CacheJournal(const CacheJournal&) = delete;
  ~CacheJournal();

  // Appends one finished kernel and flushes it to disk. Thread-safe (compile's workers call it).
  Status record(const std::string& name, const CacheEntry& entry);
  const std::string& run() const { return run_; }

 private:
  CacheJournal(int fd, int objects_fd, std::filesystem::path file, std::string run);
  int fd_ = -1, objects_fd_ = -1;
  std::filesystem::path file_;
  std::string run_;
  std::unique_ptr<std::mutex> mutex_ = std::make_unique<std::mutex>();
};

// Files every complete journal line into `idx` (a later line for a name wins). Returns how many
// lines it applied; a missing journal applies none.
Result<size_t> replay_journal(const std::filesystem::path& dir, CacheIndex& idx);

// Saves `idx` (which has the journal replayed into it) atomically, then empties the journal.
Status compact_journal(const std::filesystem::path& dir, const CacheIndex& idx);

}  // namespace irgate::grid
