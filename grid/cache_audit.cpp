// grid/cache_audit.cpp — see cache_audit.h.
#include "grid/cache_audit.h"

#include "support/files.h"

namespace irgate::grid {

std::string audit_exclusion_reason(const isa::AuditReport& report) { return "ISA audit: " + report.summary(1); }

Result<std::vector<std::pair<std::string, std::string>>> audit_cached_objects(CacheIndex& idx,
                                                                              const std::filesystem::path& dir,
                                                                              const isa::Auditor& auditor) {
  std::vector<std::pair<std::string, std::string>> moved;
  if (idx.isa_audit == isa::kAuditVersion) return moved;
  std::vector<std::pair<std::string, CacheEntry>> failed;
  for (const auto& [name, entry] : idx.kernels) {
    const auto path = CacheIndex::object_path(dir, entry.object_sha256);
    if (!std::filesystem::exists(path)) continue;
    auto bytes = read_file(path);
    if (!bytes) return bytes.error();
    auto report = auditor.audit(std::move(*bytes), path.string());
    if (!report) return report.error();
    if (report->clean()) continue;
    CacheEntry excluded = entry;
    excluded.reason = audit_exclusion_reason(*report);
    failed.emplace_back(name, std::move(excluded));
  }
  for (auto& [name, entry] : failed) {
    moved.emplace_back(name, entry.reason);
    idx.put(name, entry);
  }
  idx.isa_audit = isa::kAuditVersion;
  return moved;
}

}  // namespace irgate::grid
