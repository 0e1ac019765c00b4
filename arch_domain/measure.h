// arch_domain/measure.h — measures one flavor's table with its real toolchain.
//
// Used by `irgate arch measure` and `irgate arch check`. One probe module per decl key, one
// llc + ld.lld run per (key, arch) in a private temp folder, a thread pool of `jobs` workers,
// a content-addressed cache (cache.h), and one serial retry of every crash, timeout or
// probe_error. The result stays in memory: the caller merges (merge_into) and saves it only
// when no cell is left as probe_error.
//
//   MeasureOptions o; o.flavor = IRG_FLAVOR_LLVM22; o.jobs = 2;
//   auto m = measure(o);
//   if (!m) return m.error();                   // toolchain missing, bad declare: exit 2
//   if (!m->probe_errors.empty()) return 1;     // nothing written
//   save_table(path, merge_into(existing, *m));
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "arch_domain/cache.h"
#include "arch_domain/probe.h"
#include "arch_domain/table.h"
#include "support/result.h"

namespace irgate::arch_domain {

// toolchain.generator of every table this measurer writes.
inline constexpr int kGenerator = probe::kRecipeVersion;

struct MeasureOptions {
  int flavor = 0;
  std::vector<std::string> only;    // decl keys; empty = every intrinsics.def key
  std::vector<std::string> arches;  // empty = every arches.def arch
  int jobs = 2;
  std::chrono::milliseconds timeout{60000};  // per subprocess
  Cache cache = Cache::disabled();
  // Called after each cell (done, total, "key/arch"); used for the TTY progress line.
  std::function<void(size_t, size_t, const std::string&)> progress;
};

struct Measurement {
  Table table;  // only the measured keys and arches; toolchain fields filled in
  bool partial = false;
  size_t cells = 0, from_cache = 0, retried = 0;
  std::vector<std::string> probe_errors;  // "key/arch: evidence"
};

Result<Measurement> measure(const MeasureOptions& opts);

// The table to save: a full measurement replaces `existing` (stale keys dropped); a partial
// one (--only/--arch) overwrites just its cells and declares and keeps every other row.
Table merge_into(const std::optional<Table>& existing, const Measurement& m);

}  // namespace irgate::arch_domain
