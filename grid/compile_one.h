// grid/compile_one.h — one grid kernel through the llvm22 toolchain: emit (reference engine),
// then verify, compile (llc -O3), link (ld.lld) and read the metadata notes with the worker's
// toolchain::ObjectBuilder (in process, or four subprocesses), in a private temp folder; the
// measured resources and the ISA audit of the code object decide whether it is cached.
//
// Used by grid/compile_cache.* for every kernel of `irgate grid compile`. A spill, scratch use or
// an LDS/VGPR figure over its budget (toolchain::budget_violations) excludes the kernel, with
// that reason; so does an ISA audit finding (isa/audit.h: a register outside the kernel's
// allocation, llc-22's misplaced s_set_vgpr_msb); a failing step, or an audit that cannot run,
// is a compile failure.
//
//   toolchain::SubprocessBuilder builder(tc);
//   isa::Auditor auditor;                                  // shared by the worker threads
//   grid::Compiled c = grid::compile_kernel(builder, auditor, kernel, dir / "objects");
//   if (!c.failure.empty()) std::cerr << kernel.name << ": " << c.failure << "\n";
#pragma once

#include <filesystem>
#include <string>

#include "grid/cache_index.h"
#include "grid/enumerate.h"
#include "isa/audit.h"
#include "toolchain/object_builder.h"

namespace irgate::grid {

// Seconds per step, for the throughput report (docs/grid.md).
struct StepSeconds {
  double emit = 0, as = 0, llc = 0, lld = 0, notes = 0, audit = 0, store = 0;
  double execute = 0;  // the ISA executor gate of a banked kernel (grid/cache_execution.h)
  double total() const { return emit + as + llc + lld + notes + audit + store + execute; }
  StepSeconds& operator+=(const StepSeconds& o);
};

struct Compiled {
  CacheEntry entry;      // filled when failure is empty (cached, or excluded with entry.reason)
  std::string failure;   // "<step>: <first diagnostic line>" when a step failed
  StepSeconds seconds;
};

// Writes the code object to objects_dir/<sha256>.hsaco (atomically) when the kernel is cached.
Compiled compile_kernel(toolchain::ObjectBuilder& builder, const isa::Auditor& auditor, const GridKernel& kernel,
                        const std::filesystem::path& objects_dir);

}  // namespace irgate::grid
