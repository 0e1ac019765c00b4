// grid/cache_gc.cpp — see cache_gc.h.
#include "grid/cache_gc.h"

#include <set>
#include <string>
#include <vector>

#include "grid/cache_index.h"
#include "grid/cache_journal.h"
#include "grid/cache_lock.h"

namespace irgate::grid {
namespace {

// write_atomic's temp files: ".<target name>.tmp.XXXXXX" beside the target.
bool is_temp_file(const std::string& file) { return file.size() > 1 && file[0] == '.' && file.find(".tmp.") != std::string::npos; }

}  // namespace

Result<GcReport> collect_garbage(const std::filesystem::path& dir) {
  if (!std::filesystem::exists(CacheIndex::index_path(dir)) && !std::filesystem::exists(CacheJournal::path(dir)))
    return Error{dir.string() + " holds no index.json"};
  auto lock = CacheLock::acquire(dir);
  if (!lock) return lock.error();
  auto idx = CacheIndex::load(dir);
  if (!idx) return idx.error();
  auto replayed = replay_journal(dir, *idx);
  if (!replayed) return replayed.error();
  if (*replayed > 0)
    if (auto s = compact_journal(dir, *idx); !s) return s.error();
  std::set<std::string> referenced;
  for (const auto& [name, e] : idx->kernels) referenced.insert(e.object_sha256 + ".hsaco");

  GcReport r;
  std::vector<std::filesystem::path> doomed;
  std::error_code ec;
  for (const auto& f : std::filesystem::directory_iterator(dir / "objects", ec)) {
    const std::string file = f.path().filename().string();
    if (referenced.count(file)) ++r.kept;
    else if (is_temp_file(file) || (f.path().extension() == ".hsaco" && file.size() == 64 + 6)) doomed.push_back(f.path());
  }
  if (ec) return Error{"cannot list " + (dir / "objects").string() + ": " + ec.message()};
  for (const auto& f : std::filesystem::directory_iterator(dir, ec))
    if (is_temp_file(f.path().filename().string())) doomed.push_back(f.path());
  for (const auto& path : doomed) {
    const auto bytes = std::filesystem::file_size(path, ec);
    if (!std::filesystem::remove(path, ec)) return Error{"cannot remove " + path.string() + ": " + ec.message()};
    ++r.removed, r.removed_bytes += ec ? 0 : bytes;
  }
  return r;
}

}  // namespace irgate::grid
