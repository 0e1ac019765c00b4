// serve/cost_model.h — how long a served plan would take on its arch, estimated from what the
// ISA executor measured each cached kernel doing (serve_reports/cost_profile.h writes DIR/profiles.json)
// and LLVM's public scheduling model; what serving ranks the kernels able to serve a problem by.
// No hardware has checked it (there is no AMD GPU here): it is a model, documented in
// docs/grid.md §Serving by estimated cost, and `irgate plan --explain` prints its inputs.
//
// The model, per launch of the plan:
//   * a block holds each processor resource ("pipe": HWXDL, HWVALU, HWSALU, HWVMEM, HWLGKM, HWRC,
//     ... as LLVM's SISchedule.td names them) for a + b·r cycles, where r is the reduction
//     positions the block covers (a stage-1 block adds N·Ho·Wo / (grid.y·grid.z) positions into
//     its dW tile, docs/kernels.md §Launch plans; r = 0 for the reduce helper) and a, b were
//     fitted to the kernel's own runs on two or three problems (KernelProfile); a small-C stem's r counts
//     the positions its loop iterates, whole chunks past Wo too (iterated_row_positions);
//   * k blocks share a compute unit at once: llc's occupancy (waves per SIMD) x SIMDs per unit /
//     waves per block, at least 1 (serve/machine_figures.def);
//   * a round keeps every unit busy with k blocks; the launch takes ceil(blocks / (units·k))
//     rounds of max over pipes (k · cycles on that pipe / the SIMDs those blocks occupy).
// Launches run one after another. Not modelled: memory bandwidth and latency, caches, clocks
// under load, atomics contention beyond their issue cycles.
//
//   auto profiles = serve::CostProfiles::load(dir);        // a missing file is no profiles
//   serve::CostEstimate e = serve::estimate_plan(plan, problem, launch_kernels, *profiles);
//   if (e.missing.empty()) std::cout << e.cycles << " cycles, bound by " << e.launches[0].bound_by;
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::serve {

// v2: a small-C stem's reduction positions are those its loop iterates (iterated_row_positions),
// not the true ones; a v1 file's runs were fitted on the other r, so it is read as stale.
inline constexpr const char* kProfilesSchema = "irgate.cost_profiles/v2";
inline constexpr const char* kProfilesSchemaFamily = "irgate.cost_profiles/";

// serve/machine_figures.def: one row per arch.
struct MachineFigures {
  std::string arch;
  int compute_units = 0, simds_per_unit = 0, clock_mhz = 0;
  bool published = false;  // a vendor's figure; false: an assumption (gfx1250)
  int vgprs_per_simd = 0, vgpr_granule = 0, max_waves = 0;  // waves per SIMD from VGPRs (static_estimate.h)
};
const MachineFigures* machine_figures(const std::string& arch);  // nullptr: no row

// One measured run of a kernel: per block, the reduction positions and the cycles per pipe.
struct ProfileRun {
  double reduction_per_block = 0;
  int64_t blocks = 0;
  std::map<std::string, double> cycles_per_block;
};

// What serving knows of one cached kernel's cost.
struct KernelProfile {
  std::string object_sha256;   // the code object measured (a profile of another object is stale)
  int occupancy = 0;           // waves per SIMD, as llc-22 reports it ("; Occupancy: N")
  int waves_per_block = 0;
  std::vector<ProfileRun> runs;
  // Per pipe, cycles a block holds it = a + b · reduction positions (fitted from runs).
  std::map<std::string, std::pair<double, double>> per_block;
};

// a + b·r per pipe from the runs: least squares over runs with distinct r, then clamped so
// neither coefficient is negative (a negative intercept is refitted through the origin, a
// negative slope as the mean); one distinct r gives b = 0.
std::map<std::string, std::pair<double, double>> fit_per_block(const std::vector<ProfileRun>& runs);

struct CostProfiles {
  std::map<std::string, KernelProfile> kernels;  // by cache kernel name
  std::string model;                             // where the pipe cycles came from ("libLLVM 22.1.0 MCSchedModel")
  // The schema of a file an older cost model wrote ("irgate.cost_profiles/v1"): load() keeps none
  // of its kernels, so serving ranks by the static estimate and says why; "" otherwise.
  std::string stale_schema;

  static std::filesystem::path path(const std::filesystem::path& dir) { return dir / "profiles.json"; }
  // A missing file is an empty set; a malformed one is an error naming the file (exit 2).
  static Result<CostProfiles> load(const std::filesystem::path& dir);
  Status save(const std::filesystem::path& dir) const;  // write_atomic
  nlohmann::json to_json() const;
  // Adds every profile of `other` whose kernel `index` caches with the same code object and this
  // set lacks a current one of (grid merge: shards profiled apart). Returns how many it added.
  size_t merge_current(const CostProfiles& other, const std::map<std::string, std::string>& object_of);
  // The profile of `kernel` if it measured `object_sha256`, else nullptr.
  const KernelProfile* find(const std::string& kernel, const std::string& object_sha256) const;
};

struct LaunchEstimate {
  std::string kernel;
  int64_t blocks = 0;
  double reduction_per_block = 0;
  int resident_blocks = 0;  // per compute unit at once
  int64_t rounds = 0;
  double cycles = 0;
  std::string bound_by;     // the pipe that set a round's length
};

struct CostEstimate {
  double cycles = 0;
  double microseconds = 0;       // cycles at the figures' clock
  std::vector<LaunchEstimate> launches;
  std::string missing;           // why there is no estimate ("no profile of <kernel>"); "" when there is one
  bool is_static = false;        // serve/static_estimate.h's: from the plan and the index, no profile
  bool ok() const { return missing.empty(); }
};

// The output positions of a row that `request`'s kernel iterates for a row of `wo`: `wo`, except
// for a small-C stem, whose loop stages whole steps of sub_steps chunks of kChunkPositions
// (docs/kernels/direct_wgrad_small_c.md) and computes every position of them, past Wo too.
inline constexpr int kChunkPositions = 32;
int64_t iterated_row_positions(const irg_request_t& request, int64_t wo);

// The reduction positions one block of launch `l` iterates: N (of its slice) · Ho · the row's
// iterated positions over grid.y · grid.z for a stage-1 family's launch, 0 for any other.
double reduction_per_block(const irg_plan_t& plan, const irg_launch_t& l, const irg_problem_t& problem);

// `launch_kernels[i]` is the cached kernel of plan launch i, `objects` its code object's SHA-256.
CostEstimate estimate_plan(const irg_plan_t& plan, const irg_problem_t& problem, const std::vector<std::string>& launch_kernels,
                           const std::vector<std::string>& objects, const CostProfiles& profiles, const std::string& arch);

}  // namespace irgate::serve
