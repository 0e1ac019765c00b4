// grid/cache_execution.h — the ISA executor as the kernel cache's last gate: a kernel whose VGPR
// operands are banked (gfx1250 above 256 VGPRs, the `s_set_vgpr_msb` encoding) runs its own code
// object on the ISA executor (isa/exec/) against the host reference before it is cached, and
// one that does not pass is excluded with the executor's verdict as the reason.
//
// Why execution and not only the audit (grid/cache_audit.h): llc-22 can place an
// `s_set_vgpr_msb` meant for the instruction after a barrier in front of a VALU instruction that
// sits between `s_barrier_signal` and `s_barrier_wait`. When the misbanked register still lies
// inside the allocation, no static rule sees it (docs/isa-audit.md, "What the llc option does not
// cover"); only running the machine code does. Kernels at or below 256 VGPRs have no bank to
// get wrong and are not executed here (`grid verify` runs every cached kernel).
//
// Used by `irgate grid compile` (grid/compile_cache.cpp): on each batch it compiles, and on a
// cache whose index records no (or an older) gate version, on every cached banked kernel.
//
//   std::vector<grid::GateCase> cases = ...;           // name, request, entry of the cached kernels
//   grid::execute_on_isa(dir, idx, cases, {.jobs = 2});  // a failing entry gets its reason set
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "grid/cache_index.h"
#include "irgate/abi.h"
#include "irgate/arch_domain_view.h"
#include "runtime/exact_inputs.h"
#include "runtime/numerics.h"
#include "support/result.h"

namespace irgate::grid {

// Recorded in index.json ("isa_execution") once every cached banked kernel passed this gate.
// isa-exec-2: the problem grows until the launch takes every loop of the kernel.
inline constexpr const char* kExecutionGateVersion = "isa-exec-2";

// True for a cached kernel whose VGPR operands are banked: an arch that addresses more than 256
// VGPRs in wave32 (arches.def: gfx1250) and a measured .vgpr_count above 256.
bool needs_execution(const CacheEntry& entry);

struct GateCase {
  std::string name;
  irg_request_t request{};  // the grid kernel's request (grid/request.h)
  CacheEntry* entry = nullptr;  // cached, its object stored in DIR/objects; reason set on failure
};

struct GateOptions {
  int jobs = 2;
  std::chrono::milliseconds timeout{300000};  // per kernel
  runtime::InputsMode inputs = runtime::InputsMode::exact;  // runtime/exact_inputs.h
};

// The problems the gate runs a kernel on, in order: numerics' default (N 2, 9 x 9, channel
// tails), then larger batches and images (N 4 17 x 17, N 8 33 x 33, N 16 65 x 65), while some
// backward branch of the kernel's machine code (isa::exec::Program::loops: its loops — row
// bands, positions a block, slabs — and llc's backward skips around guarded tails) has gone
// untaken on every problem so far and the last problem took one the earlier ones had not.
// Channels stay numerics' choice (tails included).
std::vector<runtime::ProblemShape> loop_covering_shapes();

// What the gate did with one kernel: seconds over all its runs, the problems it ran, its loops,
// and those no run took. A kernel that passed with loops left took them on no problem of the
// ladder (reported by `grid compile`, not excluded: that is coverage, not a fault).
struct GateRun {
  double seconds = 0;
  int problems = 0;
  uint64_t loops = 0;
  std::vector<std::string> loops_not_taken;  // on any problem it ran ("kernel@0x1d40")
};

// "66 of 72 backward branches taken over 3 problems; not: 0x4870 0x48a0 0x48d0 and 3 more".
std::string loops_not_taken_text(const GateRun& run);

// "ISA executor: <verdict>: <first line of the detail>" — the reason a failing kernel is filed under.
std::string execution_exclusion_reason(const std::string& verdict, const std::string& detail);

// Runs every case's code object on the ISA executor (runtime/isolated_numerics.h: one worker
// process per job, so a crash fails that kernel only) on the problems of loop_covering_shapes(),
// as `grid verify --executor isa` does: a plan's other launches (the reduce helper) run the
// objects `idx` caches, and a text it lacks is compiled. Sets entry->reason (and clears
// entry->object_sha256) for each case that fails on any problem it runs (a larger problem the
// plan refuses ends the ladder). Returns what the gate did with each case.
std::vector<GateRun> execute_on_isa(const std::filesystem::path& dir, const CacheIndex& idx, std::vector<GateCase>& cases,
                                   const GateOptions& options);

// What execute_cached_objects did: the kernels it excluded, with their reasons, and how many
// it executed in how many seconds.
struct CachedGateResult {
  std::vector<std::pair<std::string, std::string>> exclusions;
  size_t executed = 0;
  double seconds = 0;
  std::vector<std::pair<std::string, std::string>> loops_not_taken;  // kernel, "3 of 4 loops ..."
};

// The gate over a cache that did not record kExecutionGateVersion (built before the gate, or
// merged from such a cache): every cached banked kernel is executed, failures move to the
// excluded kernels, and the index then records the version. `domain` rebuilds each kernel's
// request from its spec.
Result<CachedGateResult> execute_cached_objects(CacheIndex& idx, const std::filesystem::path& dir,
                                                const irg_arch_domain_t* domain, const GateOptions& options);

}  // namespace irgate::grid
