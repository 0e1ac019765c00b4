// grid/compile_cache.h — `irgate grid compile`: grid kernels into a content-addressed cache
// DIR (objects/<sha256>.hsaco + index.json), under DIR/.lock, on a small thread pool.
//
// Adding into an existing DIR merges: a kernel whose name and LLVM hash the index already holds
// (with an object whose bytes hash to its name) is not compiled again. Each kernel is journaled
// the moment it is finished (grid/cache_journal.h), so a re-run after a compile killed at any
// moment compiles only what had not finished; the index readers see is rewritten atomically
// after every batch of kernels, and at the end. A corrupt object is removed and its kernel
// compiled again (what `irgate grid repair` runs on every indexed kernel). A kernel is cached only
// when its measured resources fit, the ISA audit finds nothing, and, for a banked kernel (gfx1250
// above 256 VGPRs), its code object passes on the ISA executor (grid/cache_execution.h).
//
//   grid::CompileOptions o{.jobs = 2};
//   auto r = grid::compile_into(dir, enumeration.kernels, o);
//   if (!r) return r.error();                          // lock held (exit 2), toolchain missing
//   if (!r->failures.empty()) exit_code = 1;           // after every other kernel was done
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "grid/compile_one.h"
#include "grid/enumerate.h"
#include "irgate/arch_domain_view.h"
#include "runtime/exact_inputs.h"
#include "support/result.h"

namespace irgate::grid {

// How a kernel's LLVM text becomes a code object: libLLVM 22 and liblld inside this process
// (toolchain/in_process/, byte-identical to the tools by test), or llvm-as, llc, ld.lld and
// llvm-readelf as subprocesses (a backend crash then fails one kernel instead of the command).
enum class Codegen { in_process, subprocess };

struct CompileOptions {
  int jobs = 2;
  Codegen codegen = Codegen::in_process;
  std::chrono::milliseconds timeout{120000};  // per tool subprocess, or per in-process build child
  bool progress = false;                      // a \r progress line on stderr (a terminal only)
  size_t batch = 64;                          // kernels between two index checkpoints
  // The arch domain the grid was enumerated with: rebuilds the requests of an older cache's banked
  // kernels for the ISA execution gate (grid/cache_execution.h). Null: such a cache is an error.
  const irg_arch_domain_t* domain = nullptr;
  runtime::InputsMode gate_inputs = runtime::InputsMode::exact;  // the execution gate's (runtime/exact_inputs.h)
};

struct CompileReport {
  size_t compiled = 0, reused = 0, cached = 0, excluded = 0;
  size_t replayed = 0;  // journal lines a killed compile left, filed into the index (grid/cache_journal.h)
  size_t repaired = 0;  // objects whose bytes no longer hashed to their name: removed, their kernels compiled again
  size_t executed = 0;  // banked kernels run on the ISA executor: compiled now, or cached before the gate
  std::vector<std::pair<std::string, std::string>> failures;  // name, "<step>: why"
  std::vector<std::pair<std::string, std::string>> exclusions;  // name, reason (this run)
  // Banked kernels that passed the gate while some loop of theirs ran on no problem of its ladder
  // (grid/cache_execution.h): name, "3 of 4 loops taken on the largest of 4 problems".
  std::vector<std::pair<std::string, std::string>> loops_not_taken;
  StepSeconds seconds;  // summed over the kernels compiled (or, for an older cache, executed) in this run
  std::vector<double> kernel_seconds;  // each kernel compiled in this run: its steps summed
  double wall_seconds = 0;
};

Result<CompileReport> compile_into(const std::filesystem::path& dir, const std::vector<GridKernel>& kernels,
                                   const CompileOptions& options);

}  // namespace irgate::grid
