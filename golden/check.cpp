// golden/check.cpp — see check.h.
#include "golden/check.h"

#include <algorithm>
#include <set>

#include "parity/diff.h"
#include "support/files.h"
#include "support/sha256.h"

namespace irgate::golden {
namespace {

std::string short_hash(const std::string& h) { return h.substr(0, 12); }

std::string describe(const Index& idx, int id) {
  if (auto c = idx.cases.find(id); c != idx.cases.end())
    return "emits " + c->second.kernel + " (" + std::to_string(c->second.bytes) + " B, " + short_hash(c->second.sha256) + ")";
  if (auto r = idx.refusals.find(id); r != idx.refusals.end()) return "refuses " + r->second.refusal_id + ": " + r->second.text;
  return "nothing";
}

std::string rerecord(const std::string& target, int id) {
  return "irgate golden record --only " + std::to_string(id) + " --flavor " + target;
}

bool has(const Index& idx, int id) { return idx.cases.count(id) || idx.refusals.count(id); }

void compare_one(const std::filesystem::path& data, const Index& golden, const Snapshot& now,
                 const std::set<int>& family_ids, const Selection& sel, const CheckOptions& opts,
                 const std::map<int, const parity::Config*>& by_id, std::vector<Finding>& out) {
  const std::string& target = now.index.target;
  const std::string& family = now.index.family;
  auto finding = [&](std::string kind, int id, std::string summary) {
    out.push_back({kind, target, family, id, target + " " + family + " config " + std::to_string(id) + ": " + summary, "",
                   rerecord(target, id)});
    return &out.back();
  };
  std::set<int> ids;
  for (auto& [id, c] : now.index.cases) ids.insert(id);
  for (auto& [id, r] : now.index.refusals) ids.insert(id);
  for (int id : ids) {
    if (!has(golden, id)) {
      finding("new", id, "new entry, " + describe(now.index, id));
      continue;
    }
    auto gc = golden.cases.find(id);
    auto nc = now.index.cases.find(id);
    bool both_cases = gc != golden.cases.end() && nc != now.index.cases.end();
    if (both_cases && gc->second == nc->second) continue;
    auto gr = golden.refusals.find(id);
    auto nr = now.index.refusals.find(id);
    if (gr != golden.refusals.end() && nr != now.index.refusals.end() && gr->second == nr->second) continue;
    std::string what = both_cases ? short_hash(gc->second.sha256) + " -> " + short_hash(nc->second.sha256) + " (" +
                                        (nc->second.bytes >= gc->second.bytes ? "+" : "") +
                                        std::to_string(nc->second.bytes - gc->second.bytes) + " B)"
                                  : describe(golden, id) + " -> " + describe(now.index, id);
    Finding* f = finding("changed", id, "changed " + what);
    if (both_cases) {
      auto blessed = read_file(text_path(data, target, family, id));
      const std::string& cur = now.texts.at(id);
      if (blessed) {
        if (auto d = parity::first_difference(*blessed, cur)) f->diff = "first difference at line " + std::to_string(d->line) + "\n";
        f->diff += parity::unified_diff(*blessed, cur, "blessed", "now", opts.explain ? 1 << 30 : 40);
      } else {
        f->diff = "(no blessed text to diff against: " + blessed.error().message + ")\n";
      }
    }
  }
  std::set<int> golden_ids;
  for (auto& [id, c] : golden.cases) golden_ids.insert(id);
  for (auto& [id, r] : golden.refusals) golden_ids.insert(id);
  for (int id : golden_ids) {
    if (!family_ids.count(id)) {
      finding("stale", id, "stale entry: no config " + std::to_string(id) + " in this family any more");
      continue;
    }
    if (!sel.selects(*by_id.at(id))) continue;
    if (!ids.count(id)) finding("missing", id, "the golden has it, this run did not produce it");
    auto gc = golden.cases.find(id);
    if (gc == golden.cases.end()) continue;
    auto blessed = read_file(text_path(data, target, family, id));
    if (!blessed)
      finding("missing", id, "blessed text missing: " + text_path(data, target, family, id).string());
    else if (sha256_hex(*blessed) != gc->second.sha256)
      finding("corrupt_text", id, "blessed text does not match its hash: " + text_path(data, target, family, id).string());
  }
}

}  // namespace

std::vector<std::filesystem::path> pending_files(const std::filesystem::path& data) {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(data, ec); !ec && it != std::filesystem::end(it);
       it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".new") out.push_back(it->path());
  std::sort(out.begin(), out.end());
  return out;
}

Result<std::vector<Finding>> check(const std::filesystem::path& data, const Snapshots& now,
                                   const std::vector<parity::Config>& corpus, const Selection& sel,
                                   const CheckOptions& opts) {
  std::vector<Finding> out;
  std::map<std::string, std::set<int>> family_ids;
  std::map<int, const parity::Config*> by_id;
  for (const auto& c : corpus) {
    family_ids[c.family_name].insert(c.id);
    by_id[c.id] = &c;
  }
  for (const auto& [key, snap] : now) {
    std::filesystem::path p = index_path(data, key.first, key.second);
    if (!std::filesystem::exists(p)) {
      if (!snap.index.cases.empty() || !snap.index.refusals.empty())
        out.push_back({"missing_file", key.first, key.second, 0, key.first + " " + key.second + ": no golden file " + p.string(),
                       "", "irgate golden record --only " + key.second + " --flavor " + key.first});
      continue;
    }
    auto golden = load_index(p);
    if (!golden) return golden.error();
    compare_one(data, *golden, snap, family_ids[key.second], sel, opts, by_id, out);
  }
  // Folders of flavors the ladder lost, and index files of families without configs.
  std::vector<std::string> targets = all_targets();
  std::error_code ec;
  for (auto& dir : std::filesystem::directory_iterator(data, ec)) {
    if (!dir.is_directory()) continue;
    std::string target = dir.path().filename().string();
    if (std::find(targets.begin(), targets.end(), target) == targets.end()) {
      out.push_back({"stale_flavor", target, "", 0, "golden folder " + dir.path().string() + " is for no flavor of flavors.def",
                     "", "git rm -r " + dir.path().string()});
      continue;
    }
    for (auto& f : std::filesystem::directory_iterator(dir.path(), ec))
      if (f.path().extension() == ".json" && !family_ids.count(f.path().stem().string()))
        out.push_back({"stale_family", target, f.path().stem().string(), 0,
                       "golden index " + f.path().string() + " is for a family without configs", "",
                       "git rm " + f.path().string()});
  }
  if (out.empty() && opts.clean_pending)
    for (const auto& p : pending_files(data)) std::filesystem::remove(p, ec);
  return out;
}

}  // namespace irgate::golden
