// grid/cache_index.cpp — see cache_index.h.
#include "grid/cache_index.h"

#include <utility>

#include <nlohmann/json.hpp>

#include "registry/spec_json.h"
#include "support/files.h"
#include "support/json.h"

namespace irgate::grid {

using json = nlohmann::json;

json entry_json(const CacheEntry& e) {
  json j{{"family", e.family}, {"arch", e.arch},   {"dtype", e.dtype}, {"stamp", e.stamp},
         {"spec", e.spec},     {"llvm_sha256", e.llvm_sha256}, {"vgpr", e.vgpr}, {"sgpr", e.sgpr},
         {"vgpr_spills", e.vgpr_spills}, {"sgpr_spills", e.sgpr_spills}, {"scratch", e.scratch}, {"lds", e.lds}};
  if (e.cached()) j["object_sha256"] = e.object_sha256;
  else j["reason"] = e.reason;
  return j;
}

// Every key is required (a hand-edited index that drops one is bad input).
Result<CacheEntry> entry_from(const json& j, const std::string& where) {
  CacheEntry e;
  try {
    e.family = j.at("family").get<std::string>();
    e.arch = j.at("arch").get<std::string>();
    e.dtype = j.at("dtype").get<std::string>();
    e.stamp = j.at("stamp").get<std::string>();
    auto spec = registry::spec_values_from_json(j.at("spec"), where + "/spec");
    if (!spec) return spec.error();
    e.spec = std::move(*spec);
    e.llvm_sha256 = j.at("llvm_sha256").get<std::string>();
    e.vgpr = j.at("vgpr").get<long>();
    e.sgpr = j.at("sgpr").get<long>();
    e.vgpr_spills = j.at("vgpr_spills").get<long>();
    e.sgpr_spills = j.at("sgpr_spills").get<long>();
    e.scratch = j.at("scratch").get<long>();
    e.lds = j.at("lds").get<long>();
    if (j.contains("reason")) e.reason = j.at("reason").get<std::string>();
    else e.object_sha256 = j.at("object_sha256").get<std::string>();
  } catch (const json::exception& x) {  // nlohmann reports a missing key or wrong type by throwing
    return Error{where + ": " + x.what()};
  }
  for (const auto& [name, value] : e.spec)  // a spec the index could not write back as it read it
    if (value.kind == registry::SpecValue::Kind::Other)
      return Error{where + "/spec/" + name + ": neither an integer nor a dtype name"};
  if (e.cached() && (e.object_sha256.size() != 64 ||
                     e.object_sha256.find_first_not_of("0123456789abcdef") != std::string::npos))
    return Error{where + ": object_sha256 is not 64 lowercase hex digits"};  // it becomes a file name
  return e;
}

Result<CacheIndex> CacheIndex::load(const std::filesystem::path& dir) {
  CacheIndex idx;
  const auto path = index_path(dir);
  if (!std::filesystem::exists(path)) return idx;
  auto j = load_json(path);
  if (!j) return j.error();
  if (!j->is_object() || string_field(*j, "schema") != kCacheSchema)
    return Error{path.string() + ": not a kernel cache index (schema " + kCacheSchema + ")"};
  idx.toolchain = string_field(*j, "toolchain");
  idx.isa_audit = string_field(*j, "isa_audit");  // absent in an index written before the audit
  idx.isa_execution = string_field(*j, "isa_execution");  // ... or before the execution gate
  for (const char* section : {"kernels", "excluded"}) {
    if (!j->contains(section) || !(*j)[section].is_object()) return Error{path.string() + ": no \"" + section + "\" object"};
    for (auto& [name, v] : (*j)[section].items()) {
      auto e = entry_from(v, path.string() + " /" + section + "/" + name);
      if (!e) return e.error();
      if ((section == std::string("kernels")) != e->cached())
        return Error{path.string() + " /" + section + "/" + name + ": entry filed in the wrong section"};
      idx.put(name, *e);
    }
  }
  return idx;
}

json CacheIndex::to_json() const {
  json k = json::object(), x = json::object();
  for (auto& [name, e] : kernels) k[name] = entry_json(e);
  for (auto& [name, e] : excluded) x[name] = entry_json(e);
  return json{{"schema", kCacheSchema}, {"toolchain", toolchain}, {"isa_audit", isa_audit},
              {"isa_execution", isa_execution}, {"kernels", k}, {"excluded", x}};
}

Status CacheIndex::save(const std::filesystem::path& dir) const {
  return write_atomic(index_path(dir), dump_json(to_json()));
}

void CacheIndex::put(const std::string& name, const CacheEntry& e) {
  (e.cached() ? excluded : kernels).erase(name);
  CacheEntry& slot = (e.cached() ? kernels : excluded)[name] = e;
  if (!e.cached()) slot.object_sha256.clear();  // an excluded kernel has no object
}

const CacheEntry* CacheIndex::find(const std::string& name) const {
  if (auto it = kernels.find(name); it != kernels.end()) return &it->second;
  if (auto it = excluded.find(name); it != excluded.end()) return &it->second;
  return nullptr;
}

Status CacheIndex::merge_from(const CacheIndex& other, const std::string& origin) {
  const bool empty_before = kernels.empty() && excluded.empty();  // merging into a fresh cache
  if (!toolchain.empty() && !other.toolchain.empty() && toolchain != other.toolchain)
    return Error{origin + ": built by llc " + other.toolchain + ", the cache by llc " + toolchain, 1};
  for (const auto* section : {&other.kernels, &other.excluded})
    for (auto& [name, e] : *section) {
      if (const CacheEntry* mine = find(name); mine && !(*mine == e))
        return Error{origin + ": kernel " + name + " differs from the cache's entry (llvm " + e.llvm_sha256.substr(0, 12) +
                         " vs " + mine->llvm_sha256.substr(0, 12) + ")",
                     1};
      put(name, e);
    }
  if (toolchain.empty()) toolchain = other.toolchain;
  isa_audit = empty_before ? other.isa_audit : isa_audit == other.isa_audit ? isa_audit : "";
  isa_execution = empty_before ? other.isa_execution : isa_execution == other.isa_execution ? isa_execution : "";
  return ok();
}

}  // namespace irgate::grid
