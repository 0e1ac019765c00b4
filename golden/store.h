// golden/store.h — re-recording goldens safely: record writes pending files, accept / reject
// consume them, a lock refuses a second concurrent writer.
//
// record never touches a blessed file: it writes <index>.json.new and <id>.ll.new (.ir.new)
// beside the goldens, each by temp file + rename in the same folder, and returns a review
// summary (entry, target, old -> new, byte delta). accept renames the pending files over the
// blessed ones (texts first, the index last) and drops texts the new index no longer names.
//
//   auto lock = golden::RecordLock::acquire(data);       // refuses while another holds it
//   auto lines = golden::record(data, snapshots, corpus, selection);
//   golden::accept(data);
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "golden/snapshot.h"
#include "support/result.h"

namespace irgate::golden {

class RecordLock {
 public:
  static Result<RecordLock> acquire(const std::filesystem::path& data);
  RecordLock(RecordLock&& other) noexcept : path_(std::move(other.path_)) { other.path_.clear(); }
  RecordLock& operator=(RecordLock&&) = delete;
  ~RecordLock();

 private:
  explicit RecordLock(std::filesystem::path p) : path_(std::move(p)) {}
  std::filesystem::path path_;
};

// Writes pending files for every selected entry that differs; returns the review summary.
Result<std::vector<std::string>> record(const std::filesystem::path& data, const Snapshots& now,
                                        const std::vector<parity::Config>& corpus, const Selection& sel);
Result<std::vector<std::string>> accept(const std::filesystem::path& data);
Result<std::vector<std::string>> reject(const std::filesystem::path& data);
// One line per pending index: what accepting it would change.
Result<std::vector<std::string>> pending(const std::filesystem::path& data);

}  // namespace irgate::golden
