// grid/cache_audit.h — the ISA audit applied to the code objects a kernel cache already holds.
//
// Used by `irgate grid compile` (grid/compile_cache.cpp) before it reuses a cache: an index whose
// objects passed an older audit version, or none (a cache built before the audit, or merged from
// such a cache), has every cached object audited again; a kernel with a finding moves to the
// excluded kernels with the audit's reason, exactly as a freshly compiled one would
// (grid/compile_one.cpp), and the index then records the current version.
//
//   auto moved = grid::audit_cached_objects(*idx, dir, auditor);
//   if (!moved) return moved.error();              // an object that is not a code object: exit 2
//   for (auto& [name, why] : *moved) report.exclusions.emplace_back(name, why);
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "grid/cache_index.h"
#include "isa/audit.h"
#include "support/result.h"

namespace irgate::grid {

// "ISA audit: <first finding>" — the reason both paths file a kernel under.
std::string audit_exclusion_reason(const isa::AuditReport& report);

// Audits the cached objects of `idx` (in `dir`) unless idx.isa_audit is isa::kAuditVersion.
// Returns the kernels it excluded, with their reasons. A missing object is left alone (the
// compile rebuilds it, and audits it then).
Result<std::vector<std::pair<std::string, std::string>>> audit_cached_objects(CacheIndex& idx,
                                                                              const std::filesystem::path& dir,
                                                                              const isa::Auditor& auditor);

}  // namespace irgate::grid
