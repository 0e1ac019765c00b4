// golden/store.cpp — see store.h.
#include "golden/store.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <set>

#include "golden/check.h"
#include "support/files.h"

namespace irgate::golden {
namespace {

namespace fs = std::filesystem;

fs::path pending_of(const fs::path& p) { return fs::path(p.string() + ".new"); }

std::string hash12(const std::string& h) { return h.substr(0, 12); }

// Old -> new, one line per entry that differs between two indexes.
std::vector<std::string> summarize(const Index& old_idx, const Index& new_idx) {
  std::vector<std::string> out;
  std::set<int> ids;
  for (auto* idx : {&old_idx, &new_idx}) {
    for (auto& [id, c] : idx->cases) ids.insert(id);
    for (auto& [id, r] : idx->refusals) ids.insert(id);
  }
  auto desc = [](const Index& idx, int id) -> std::string {
    if (auto c = idx.cases.find(id); c != idx.cases.end()) return hash12(c->second.sha256);
    if (auto r = idx.refusals.find(id); r != idx.refusals.end()) return "refused " + r->second.refusal_id;
    return "(none)";
  };
  auto bytes = [](const Index& idx, int id) -> int64_t {
    auto c = idx.cases.find(id);
    return c == idx.cases.end() ? 0 : c->second.bytes;
  };
  for (int id : ids) {
    std::string a = desc(old_idx, id), b = desc(new_idx, id);
    auto same_refusal = [&] {
      auto x = old_idx.refusals.find(id), y = new_idx.refusals.find(id);
      return x != old_idx.refusals.end() && y != new_idx.refusals.end() && x->second == y->second;
    };
    if (a == b && (old_idx.cases.count(id) || same_refusal())) continue;
    int64_t delta = bytes(new_idx, id) - bytes(old_idx, id);
    out.push_back("  config " + std::to_string(id) + " " + new_idx.target + " (" + new_idx.family + "): " + a + " -> " + b +
                  " (" + (delta >= 0 ? "+" : "") + std::to_string(delta) + " B)");
  }
  return out;
}

}  // namespace

Result<RecordLock> RecordLock::acquire(const fs::path& data) {
  fs::path p = data / ".record.lock";
  std::error_code ec;
  fs::create_directories(data, ec);
  for (int attempt = 0; attempt < 2; ++attempt) {
    int fd = ::open(p.c_str(), O_CREAT | O_EXCL | O_WRONLY, 0644);
    if (fd >= 0) {
      std::string pid = std::to_string(::getpid()) + "\n";
      ssize_t ignored = ::write(fd, pid.data(), pid.size());
      (void)ignored;
      ::close(fd);
      return RecordLock(p);
    }
    if (errno != EEXIST) return Error{p.string() + ": cannot create the lock: " + std::strerror(errno)};
    long holder = 0;
    std::ifstream(p) >> holder;
    if (holder > 0 && ::kill(static_cast<pid_t>(holder), 0) == 0)
      return Error{"another golden record (pid " + std::to_string(holder) + ") holds " + p.string() +
                   "; wait for it to finish", 1};
    fs::remove(p);  // its writer is gone: the lock is stale
  }
  return Error{p.string() + ": could not take the lock"};
}

RecordLock::~RecordLock() {
  if (!path_.empty()) {
    std::error_code ec;
    fs::remove(path_, ec);
  }
}

Result<std::vector<std::string>> record(const fs::path& data, const Snapshots& now,
                                        const std::vector<parity::Config>& corpus, const Selection& sel) {
  std::set<int> ids_in_corpus;
  for (const auto& c : corpus) ids_in_corpus.insert(c.id);
  std::vector<std::string> summary;
  for (const auto& [key, snap] : now) {
    fs::path p = index_path(data, key.first, key.second);
    Index old_idx{key.first, key.second, {}, {}};
    if (fs::exists(p)) {
      auto loaded = load_index(p);
      if (!loaded) return loaded.error();
      old_idx = *loaded;
    }
    Index next = old_idx;
    // Selected entries are replaced by what the engine produces now; entries of configs that
    // left the corpus go when the whole family is re-recorded.
    for (const auto& c : corpus) {
      if (c.family_name != key.second || !sel.selects(c)) continue;
      next.cases.erase(c.id);
      next.refusals.erase(c.id);
    }
    for (auto it = next.cases.begin(); it != next.cases.end();) it = ids_in_corpus.count(it->first) ? std::next(it) : next.cases.erase(it);
    for (auto it = next.refusals.begin(); it != next.refusals.end();)
      it = ids_in_corpus.count(it->first) ? std::next(it) : next.refusals.erase(it);
    for (auto& [id, c] : snap.index.cases) next.cases[id] = c;
    for (auto& [id, r] : snap.index.refusals) next.refusals[id] = r;
    auto lines = summarize(old_idx, next);
    std::vector<int> changed_texts;  // blessed texts that are missing or differ from now
    for (auto& [id, text] : snap.texts) {
      auto blessed = read_file(text_path(data, key.first, key.second, id));
      if (!blessed || *blessed != text) changed_texts.push_back(id);
    }
    if (lines.empty() && changed_texts.empty() && fs::exists(p)) continue;
    std::error_code ec;
    fs::create_directories(text_path(data, key.first, key.second, 1).parent_path(), ec);
    for (int id : changed_texts)
      if (auto s = write_atomic(pending_of(text_path(data, key.first, key.second, id)), snap.texts.at(id)); !s)
        return s.error();
    if (auto s = write_atomic(pending_of(p), render_index(next)); !s) return s.error();
    if (lines.empty()) lines.push_back("  " + key.first + " " + key.second + ": blessed texts rewritten");
    summary.insert(summary.end(), lines.begin(), lines.end());
  }
  return summary;
}

Result<std::vector<std::string>> accept(const fs::path& data) {
  std::vector<std::string> done;
  for (const fs::path& pending_index : pending_files(data)) {
    if (pending_index.string().ends_with(".json.new") == false) continue;
    auto next = load_index(pending_index);
    if (!next) return next.error();
    fs::path index = pending_index;
    index.replace_extension();  // drop ".new"
    fs::path texts = index.parent_path() / index.stem();
    std::error_code ec;
    for (auto& [id, c] : next->cases) {
      fs::path t = text_path(data, next->target, next->family, id);
      if (fs::exists(pending_of(t))) fs::rename(pending_of(t), t, ec);
      if (ec) return Error{t.string() + ": " + ec.message()};
    }
    for (auto& f : fs::directory_iterator(texts, ec)) {
      int id = std::atoi(f.path().stem().c_str());
      if (f.path().extension() != ".new" && !next->cases.count(id)) fs::remove(f.path());
    }
    fs::rename(pending_index, index, ec);
    if (ec) return Error{index.string() + ": " + ec.message()};
    done.push_back("accepted " + index.string());
  }
  for (const fs::path& left : pending_files(data)) fs::remove(left);  // texts of indexes that did not change
  return done;
}

Result<std::vector<std::string>> reject(const fs::path& data) {
  std::vector<std::string> done;
  for (const fs::path& p : pending_files(data)) {
    fs::remove(p);
    done.push_back("rejected " + p.string());
  }
  return done;
}

Result<std::vector<std::string>> pending(const fs::path& data) {
  std::vector<std::string> out;
  for (const fs::path& p : pending_files(data)) {
    if (!p.string().ends_with(".json.new")) continue;
    auto next = load_index(p);
    if (!next) return next.error();
    fs::path current = p;
    current.replace_extension();
    Index old_idx{next->target, next->family, {}, {}};
    if (fs::exists(current)) {
      auto loaded = load_index(current);
      if (!loaded) return loaded.error();
      old_idx = *loaded;
    }
    out.push_back(p.string() + ":");
    auto lines = summarize(old_idx, *next);
    out.insert(out.end(), lines.begin(), lines.end());
  }
  return out;
}

}  // namespace irgate::golden
