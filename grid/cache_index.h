// grid/cache_index.h — DIR/index.json of a kernel cache (schema irgate.grid_cache/v1): per
// kernel name its spec, family, arch, dtype, the SHA-256 of its LLVM text and of its code object
// (stored as DIR/objects/<object_sha256>.hsaco) and the resources the toolchain measured; the
// kernels the measurement or the ISA audit excluded (spills, scratch, over a budget, a register
// outside the allocation, a banked kernel the ISA executor failed) with the reason; and the ISA
// audit and ISA execution gate versions the cached objects passed.
//
// Used by `irgate grid compile / merge / check / verify`. Saved with write_atomic (temp file +
// rename) and sorted keys, so a reader or a crash sees a whole index, old or new.
//
//   auto idx = grid::CacheIndex::load(dir);          // a missing index.json is an empty cache
//   if (!idx) return idx.error();                    // malformed: names the file, exit 2
//   idx->put("irg_dw_wgrad_....gfx1100.fp16", entry);
//   if (auto s = idx->save(dir); !s) return s.error();
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "registry/spec_fields.h"
#include "support/result.h"

namespace irgate::grid {

inline constexpr const char* kCacheSchema = "irgate.grid_cache/v1";

struct CacheEntry {
  std::string family, arch, dtype, stamp;
  registry::SpecValues spec;
  std::string llvm_sha256, object_sha256;  // object_sha256 empty for an excluded kernel
  long vgpr = -1, sgpr = -1, vgpr_spills = -1, sgpr_spills = -1, scratch = -1, lds = -1;
  std::string reason;  // why the measurement excluded it; empty for a cached kernel
  bool cached() const { return reason.empty(); }
  bool operator==(const CacheEntry&) const = default;
};

// One entry as the index writes it, and read back ("where" names the file and the entry in an
// error). The journal (grid/cache_journal.h) writes its records the same way.
nlohmann::json entry_json(const CacheEntry& e);
Result<CacheEntry> entry_from(const nlohmann::json& j, const std::string& where);

struct CacheIndex {
  std::map<std::string, CacheEntry> kernels;   // cached: a code object exists
  std::map<std::string, CacheEntry> excluded;  // compiled, measured, not cached
  std::string toolchain;                       // `llc --version` number that built the objects
  std::string isa_audit;                       // isa::kAuditVersion the cached objects passed; "" = none
  std::string isa_execution;                   // grid/cache_execution.h's gate version they passed; "" = none

  static std::filesystem::path index_path(const std::filesystem::path& dir) { return dir / "index.json"; }
  static std::filesystem::path object_path(const std::filesystem::path& dir, const std::string& sha) {
    return dir / "objects" / (sha + ".hsaco");
  }
  static Result<CacheIndex> load(const std::filesystem::path& dir);
  Status save(const std::filesystem::path& dir) const;
  nlohmann::json to_json() const;

  // Files `e` under kernels or excluded by e.reason, removing the name from the other map.
  void put(const std::string& name, const CacheEntry& e);
  // The entry of a name in either map, or nullptr.
  const CacheEntry* find(const std::string& name) const;
  // Adds every entry of `other`; a name both hold with different contents is a conflict (the
  // caches were built by different engines or toolchains): named in the error, exit 1. The
  // result keeps an ISA audit (execution gate) version only if both indexes passed the same one.
  Status merge_from(const CacheIndex& other, const std::string& origin);
};

}  // namespace irgate::grid
