// serve/static_estimate.h — how long a served plan would take, estimated with no profile: what
// serving ranks a family's candidates by when the cache has no DIR/profiles.json (an old cache,
// a `grid compile --no-profile` build) or lacks a current profile of one of them. It is the cost
// model of serve/cost_model.h with the measured per-block cycles replaced by the work a block is
// known to do, so it sees what the profiled model sees that separates kernels of one family:
// how many blocks a launch has against the arch's units and occupancy, and the work each does.
//
// Per launch of the plan (docs/grid.md §Serving without a profile):
//   * a block's waves (block size / the arch's wave size) each compute `tiles` register tiles
//     (the product of the spec's wave_tiles* fields, 1 without them) for every reduction
//     position `r` the block covers (serve/cost_model.h's reduction_per_block), plus a fixed
//     kFixedPositions positions' worth for its prologue and epilogue (the atomic adds of its tile);
//   * waves per SIMD from the kernel's measured VGPRs (index.json) against the arch's register
//     file (machine_figures.def), blocks per unit also within the LDS the unit has;
//   * rounds of resident blocks as in cost_model.h; a round is one SIMD's share of its blocks'
//     work (every wave issues on its own SIMD, one tile step a cycle).
// The unit is a "tile step", not a cycle of any pipe: a static estimate ranks kernels of one
// family, it is never compared with a profiled one (`microseconds` stays 0).
//
//   std::vector<serve::StaticLaunchFacts> facts = ...;   // per launch: the cached kernel's VGPRs, LDS, tiles
//   serve::CostEstimate e = serve::static_estimate(plan, problem, facts, "gfx1250");
//   if (e.ok()) rank_by(e.cycles);                        // e.is_static
#pragma once

#include <string>
#include <vector>

#include "irgate/abi.h"
#include "serve/cost_model.h"

namespace irgate::serve {

// A block's fixed work (prologue, the atomic adds of its dW tile), in reduction positions: about
// what the profiled fits' intercepts over their slopes come to for the gfx1250 WMMA kernels.
inline constexpr double kFixedPositions = 16;

// What the estimate needs of the cached kernel of one launch.
struct StaticLaunchFacts {
  std::string kernel;
  long vgprs = 0;      // measured (index.json); <= 0 when unknown: the arch's most waves
  long lds_bytes = 0;  // measured group segment
  double tiles_per_wave = 1;
};

// Register tiles a wave computes: the product of the request's wave_tiles* spec fields (1 when
// its family has none).
double tiles_per_wave(const irg_request_t& request);

CostEstimate static_estimate(const irg_plan_t& plan, const irg_problem_t& problem, const std::vector<StaticLaunchFacts>& launches,
                             const std::string& arch);

}  // namespace irgate::serve
