// grid/cache_gc.h — `irgate grid gc`: removes from DIR/objects every code object the index does
// not reference (left by a killed compile, or by a banked kernel the ISA executor excluded) and
// the temp files a write killed before its rename left behind. Never a referenced object: the
// journal of a killed compile is replayed into the index first (grid/cache_journal.h), under
// DIR/.lock, so a kernel finished after the last checkpoint keeps its object.
//
//   auto r = grid::collect_garbage(dir);
//   if (!r) return r.error();              // another writer holds the lock: exit 2
//   std::printf("%zu removed, %zu kept\n", r->removed, r->kept);
#pragma once

#include <cstdint>
#include <filesystem>

#include "support/result.h"

namespace irgate::grid {

struct GcReport {
  size_t removed = 0;         // unreferenced objects and temp files
  uint64_t removed_bytes = 0;
  size_t kept = 0;            // objects the index references
};

Result<GcReport> collect_garbage(const std::filesystem::path& dir);

}  // namespace irgate::grid
