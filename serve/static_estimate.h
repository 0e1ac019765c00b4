// serve/static_estimate.h — how long a served plan would take, estimated with no profile: what
// serving ranks a family's candidates by when the cache has no DIR/profiles.json (an old cache,
// a `grid compile --no-profile` build) or lacks a current profile of one of them. It is the cost
// model of serve/cost_model.h with the measured per-block cycles replaced by the work a block is
// known to do, so it sees what the profiled model sees that separates kernels of one family:
// how many blocks a launch has against the arch's units and occupancy, and the work each does.
//
// Per launch of the plan (docs/grid.md §Serving without a profile):
//   * a block's `w` waves (block size / the arch's wave size) each spend, for every reduction
//     position `r` the block covers (serve/cost_model.h's reduction_per_block) plus kRowPositions
//     for each output row between two barriers (r / Wo / rows_per_sync), T + operand_share · P /
//     sqrt(w) tile steps: T register tiles (the product of the spec's wave_tiles* fields, 1
//     without them) and the operand loads of its P tile rows and columns (their sum, 0 without
//     them), which the waves of a block share through LDS;
//   * a small-C stem's block walks its row in steps of sub_steps chunks of 32 positions: it
//     computes every position of the chunks its loop stages (a last step past Wo too), and each
//     wave stages its share of the chunk's X items, ceil(items / block threads) whatever the
//     lanes left idle, each item 2 · vec_x elements;
//   * the waves of a family without wave_tiles* (depthwise) share the block's positions instead,
//     round-robin: a wave walks ceil(r · r_split / w) of them (a band shorter than the block's
//     waves leaves waves idle), a position costs its taps (those of the block's tap tile, or the
//     wave's share of the filter's rows) plus kPositionTaps, and every wave a fixed prologue and
//     epilogue; their loop has no barrier, so no row overhead;
//   * waves per SIMD from the kernel's measured VGPRs (index.json) against the arch's register
//     file (machine_figures.def), blocks per unit also within the LDS the unit has;
//   * rounds of resident blocks as in cost_model.h; a round is one SIMD's share of its blocks'
//     work (every wave issues on its own SIMD, one tile step a cycle).
// The unit is a "tile step", not a cycle of any pipe: a static estimate ranks kernels of one
// family, it is never compared with a profiled one (`microseconds` stays 0).
//
//   std::vector<serve::StaticLaunchFacts> facts;          // per launch: its cached kernel's facts
//   facts.push_back(serve::launch_facts(name, entry.vgpr, entry.lds, plan.launches[0].request, problem));
//   serve::CostEstimate e = serve::static_estimate(plan, problem, facts, "gfx1250");
//   if (e.ok()) rank_by(e.cycles);                        // e.is_static
#pragma once

#include <string>
#include <vector>

#include "irgate/abi.h"
#include "serve/cost_model.h"

namespace irgate::serve {

// A row's overhead between barriers in reduction positions, and the operand loads' weight
// against a tile's WMMA work (operand_share): fitted once to the profiles of the gfx1250
// direct_wgrad and implicit_gemm_wgrad kernels (docs/grid.md §Serving without a profile), not
// per kernel. An implicit GEMM gathers its operands with im2col address arithmetic, about 60
// instructions a WMMA (docs/kernels/implicit_gemm_wgrad.md): its loads weigh twelve times more.
inline constexpr double kRowPositions = 150;
inline constexpr double kOperandShare = 0.45;
inline constexpr double kGatheredOperandShare = 5.5;
double operand_share(int32_t family);  // kGatheredOperandShare for implicit_gemm_wgrad, else kOperandShare

// A depthwise wave's work in taps (one fma of a lane's accumulator), fitted once to the profiles
// of the gfx1250 run-time-geometry depthwise kernels (about 10.5 issue cycles a tap): a position
// costs its own address arithmetic and dY load beside the taps it feeds, and a wave, however few
// positions it walks, a prologue plus an epilogue (an atomic add, or an LDS reduction over the
// block's waves, for each accumulator a lane keeps).
inline constexpr double kPositionTaps = 7;
inline constexpr double kWaveTaps = 16;
inline constexpr double kAccumulatorTaps = 0.5;

// A small-C stem's staging (docs/kernels/direct_wgrad_small_c.md): a lane stages X items of
// 2·vec_x elements, each element its own address decode and 16-bit load (about 23 issue cycles),
// each item a shared position test (about 8), in tile steps of about 6.5 cycles; a chunk is the
// 32 output positions one sub-step stages.
inline constexpr double kStagedElementSteps = 3.5;
inline constexpr double kStagedItemSteps = 1.2;

// What the estimate needs of the cached kernel of one launch.
struct StaticLaunchFacts {
  std::string kernel;
  long vgprs = 0;      // measured (index.json); <= 0 when unknown: the arch's most waves
  long lds_bytes = 0;  // measured group segment
  double tiles = 1;        // T: register tiles a wave computes
  double tile_edges = 0;   // P: their rows and columns of operands
  int rows_per_sync = 1;   // output rows between the block's barriers (spec field, 1 without it)
  // Depthwise: a wave's cost a position, the taps it computes (its tap tile's, or its share of
  // the filter's rows) plus kPositionTaps, over the filter's taps; 1 for the other families.
  double position_taps = 1;
  double operand_share = kOperandShare;
  // Waves that share a block's positions (no wave tiles: depthwise): a wave's fixed work in
  // positions' worth (kWaveTaps, kAccumulatorTaps), and r_split, the waves that walk the same
  // positions, each for its share of the filter's rows (a baked kernel's spec field, else 1).
  double wave_overhead = 0;
  int r_split = 1;
  // A block that stages its row in chunks (direct_wgrad_small_c): chunks a sync (sub_steps; 0:
  // no chunks), the X items of a chunk and the elements of an item (2 · vec_x).
  int sub_steps = 0;
  int64_t chunk_items = 0;
  int item_elements = 0;
};

// T and P of a request: the product and the sum of its wave_tiles* spec fields (1 and 0 when its
// family has none).
struct WaveTiles {
  double tiles = 1, edges = 0;
};
WaveTiles wave_tiles(const irg_request_t& request);

// The rest of a launch's facts its request and the problem give: rows a sync, the taps a block
// computes, a depthwise wave's fixed work, a stem's chunks and staging.
StaticLaunchFacts launch_facts(const std::string& kernel, long vgprs, long lds_bytes, const irg_request_t& request,
                               const irg_problem_t& problem);

CostEstimate static_estimate(const irg_plan_t& plan, const irg_problem_t& problem, const std::vector<StaticLaunchFacts>& launches,
                             const std::string& arch);

}  // namespace irgate::serve
