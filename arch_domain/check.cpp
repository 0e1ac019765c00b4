// arch_domain/check.cpp — see check.h.
#include "arch_domain/check.h"

#include <set>

namespace irgate::arch_domain {
namespace {

std::string describe(const Cell* c) {
  if (c == nullptr) return "(no cell)";
  return status_name(c->status);
}

const Cell* find_cell(const Table& t, const std::string& key, const std::string& arch) {
  auto row = t.keys.find(key);
  if (row == t.keys.end()) return nullptr;
  auto cell = row->second.find(arch);
  return cell == row->second.end() ? nullptr : &cell->second;
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (auto& x : v) s += (s.empty() ? "" : ",") + x;
  return s;
}

}  // namespace

std::vector<std::string> drift(const Table& committed, const Table& fresh) {
  std::vector<std::string> out;
  if (committed.flavor != fresh.flavor) out.push_back("toolchain.flavor differs");
  if (committed.arches != fresh.arches)
    out.push_back("toolchain.arches: " + join(committed.arches) + " → " + join(fresh.arches));
  if (committed.generator != fresh.generator)
    out.push_back("toolchain.generator: " + std::to_string(committed.generator) + " → " +
                  std::to_string(fresh.generator));
  std::set<std::string> keys;
  for (auto& [k, _] : committed.keys) keys.insert(k);
  for (auto& [k, _] : fresh.keys) keys.insert(k);
  for (auto& [k, _] : committed.declares) keys.insert(k);
  for (auto& [k, _] : fresh.declares) keys.insert(k);
  for (auto& key : keys) {
    auto a = committed.declares.find(key), b = fresh.declares.find(key);
    std::string da = a == committed.declares.end() ? "(none)" : a->second;
    std::string db = b == fresh.declares.end() ? "(none)" : b->second;
    if (da != db) out.push_back(key + ": declare: " + da + " → " + db);
    std::set<std::string> arches;
    for (auto* t : {&committed, &fresh})
      if (auto row = t->keys.find(key); row != t->keys.end())
        for (auto& [arch, _] : row->second) arches.insert(arch);
    for (auto& arch : arches) {
      const Cell* old_cell = find_cell(committed, key, arch);
      const Cell* new_cell = find_cell(fresh, key, arch);
      if (old_cell && new_cell && *old_cell == *new_cell) continue;
      std::string line = key + "/" + arch + ": " + describe(old_cell) + " → " + describe(new_cell);
      if (old_cell && new_cell && old_cell->status == new_cell->status)
        line += " (evidence: \"" + old_cell->evidence + "\" → \"" + new_cell->evidence + "\")";
      else if (new_cell && !new_cell->evidence.empty())
        line += " (" + new_cell->evidence + ")";
      out.push_back(line);
    }
  }
  return out;
}

}  // namespace irgate::arch_domain
