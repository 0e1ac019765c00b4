// serve/static_estimate.cpp — see static_estimate.h.
#include "serve/static_estimate.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "registry/spec_fields.h"

namespace irgate::serve {
namespace {

// The arch's wave size and LDS a unit has (arches.def: what llc-22 lets one workgroup take,
// which is also what a gfx1250 unit holds), or {0, 0} for an arch not wired.
struct ArchFacts {
  int wave = 0;
  long lds = 0;
};
ArchFacts arch_facts(const std::string& arch) {
  struct Row {
    const char* name;
    ArchFacts facts;
  };
  static const Row kArches[] = {
#define IRG_ARCH(Enum, name, family, wave, lds, first, dword3, cpol12, vgprs, vgprs_big, grid_yz) {name, {wave, lds}},
#include "irgate/arches.def"
#undef IRG_ARCH
  };
  for (const Row& r : kArches)
    if (arch == r.name) return r.facts;
  return {};
}

// Waves a SIMD holds of a kernel with `vgprs` registers a lane (LLVM's allocation rule: round up
// to the granule, share the file), at least 1 and at most the arch's most.
int64_t waves_per_simd(const MachineFigures& m, long vgprs) {
  if (vgprs <= 0 || m.vgpr_granule <= 0) return m.max_waves;
  const int64_t allocated = (vgprs + m.vgpr_granule - 1) / m.vgpr_granule * m.vgpr_granule;
  return std::clamp<int64_t>(m.vgprs_per_simd / allocated, 1, m.max_waves);
}

}  // namespace

WaveTiles wave_tiles(const irg_request_t& request) {
  WaveTiles t;
  for (const registry::SpecField& f : registry::spec_fields(request.family)) {
    if (f.name.rfind("wave_tiles", 0) != 0) continue;
    const int n = std::max(1, registry::field_value(request, f));
    t.tiles *= n, t.edges += n;
  }
  return t;
}

double operand_share(int32_t family) {
  return family == IRG_FAMILY_IMPLICIT_GEMM ? kGatheredOperandShare : kOperandShare;
}

namespace {

// Wo as reduction_per_block sizes it: the output positions of a row.
int64_t output_width(const irg_problem_t& p) {
  return (p.wi + 2 * p.pad_w - int64_t(p.dilation_w) * (p.filter_w - 1) - 1) / std::max(1, p.stride_w) + 1;
}

int field(const irg_request_t& request, const char* name) {
  auto v = registry::spec_field_value(request, name);
  return v ? *v : 0;
}

// A depthwise lane's accumulators and what a position and a wave cost in filters' worth of taps.
void depthwise_facts(const irg_request_t& request, const irg_problem_t& problem, StaticLaunchFacts& f) {
  const double filter_taps = std::max<double>(1, double(problem.filter_h) * problem.filter_w);
  const int tap_rows = field(request, "tap_rows"), tap_cols = field(request, "tap_cols");
  f.r_split = std::max(1, field(request, "r_split"));
  // A run-time-geometry block computes its tap tile (padding past the filter too: the plan
  // launches a block per tile); a baked wave its r_split share of the filter's rows.
  const double lane_taps = tap_rows > 0 && tap_cols > 0
                               ? double(tap_rows) * tap_cols
                               : double((problem.filter_h + f.r_split - 1) / f.r_split) * problem.filter_w;
  f.position_taps = (kPositionTaps + lane_taps) / filter_taps;
  f.wave_overhead = (kWaveTaps + kAccumulatorTaps * lane_taps) / filter_taps;
}

// A stem's chunk: 32 positions of X items of 2 · vec_x elements over the flattened filter row
// padded to 16-column WMMA tiles.
void small_c_facts(const irg_request_t& request, const irg_problem_t& problem, StaticLaunchFacts& f) {
  f.sub_steps = std::max(1, field(request, "sub_steps"));
  f.item_elements = 2 * std::max(1, field(request, "vec_x"));
  const int64_t row = int64_t(problem.filter_h) * problem.filter_w * problem.cpg;
  const int64_t padded_row = (row + 15) / 16 * 16;
  f.chunk_items = kChunkPositions * ((padded_row + f.item_elements - 1) / f.item_elements);
}

// Tile steps a stem's wave spends staging a position: a lane stages ceil(items / threads) items
// of a chunk, however many lanes that leaves idle.
double staging_steps(const StaticLaunchFacts& k, int64_t threads) {
  if (k.sub_steps == 0) return 0;
  const int64_t per_lane = (k.chunk_items + threads - 1) / std::max<int64_t>(1, threads);
  return double(per_lane) * (kStagedItemSteps + k.item_elements * kStagedElementSteps) / kChunkPositions;
}

// A wave of a family that tiles dW: every position the block iterates (a stem's whole chunks),
// each T + operand_share · P / sqrt(w) tile steps plus a stem's staging, and the row overhead of
// each sync (`row` the positions a row iterates).
double tiled_wave_steps(const StaticLaunchFacts& k, double positions, int64_t waves, int64_t threads, int64_t row) {
  const double rows = row > 0 ? positions / double(row) : 0;
  const double per_position =
      k.tiles + k.operand_share * k.tile_edges / std::sqrt(double(waves)) + staging_steps(k, threads);
  return per_position * positions + per_position * kRowPositions * rows / k.rows_per_sync;
}

// A wave of a family whose waves share the block's positions round-robin: its trips, whole
// (idle when the band has fewer positions than the block has parts), and its fixed work.
double shared_wave_steps(const StaticLaunchFacts& k, double positions, int64_t waves) {
  const double parts = std::max(1.0, double(waves) / k.r_split);
  return std::ceil(positions / parts) * k.position_taps + k.wave_overhead;
}

}  // namespace

StaticLaunchFacts launch_facts(const std::string& kernel, long vgprs, long lds_bytes, const irg_request_t& request,
                               const irg_problem_t& problem) {
  const WaveTiles t = wave_tiles(request);
  StaticLaunchFacts f{kernel, vgprs, lds_bytes, t.tiles, t.edges};
  f.rows_per_sync = std::max(1, field(request, "rows_per_sync"));
  f.operand_share = operand_share(request.family);
  if (request.family == IRG_FAMILY_DEPTHWISE) depthwise_facts(request, problem, f);
  if (registry::spec_field_value(request, "sub_steps")) small_c_facts(request, problem, f);
  return f;
}

CostEstimate static_estimate(const irg_plan_t& plan, const irg_problem_t& problem, const std::vector<StaticLaunchFacts>& launches,
                             const std::string& arch) {
  CostEstimate e;
  e.is_static = true;
  const std::string base = arch.substr(0, arch.find(':'));
  const MachineFigures* machine = machine_figures(base);
  const ArchFacts facts = arch_facts(base);
  const int wave = facts.wave;
  if (!machine || wave <= 0) return e.missing = "no machine figures for " + arch + " (serve/machine_figures.def)", e;
  if (launches.size() != size_t(plan.n_launches)) return e.missing = "the plan's launches are not all cached kernels", e;
  const long unit_lds = facts.lds;
  const int64_t wo = output_width(problem);
  for (int i = 0; i < plan.n_launches; ++i) {
    const irg_launch_t& l = plan.launches[i];
    const StaticLaunchFacts& k = launches[i];
    LaunchEstimate le;
    le.kernel = k.kernel;
    le.blocks = int64_t(l.grid[0]) * l.grid[1] * l.grid[2];
    le.reduction_per_block = reduction_per_block(plan, l, problem);
    const int64_t threads = int64_t(l.block[0]) * l.block[1] * l.block[2];
    const int64_t waves = std::max<int64_t>(1, (threads + wave - 1) / wave);
    int64_t by_occupancy = std::max<int64_t>(1, waves_per_simd(*machine, k.vgprs) * machine->simds_per_unit / waves);
    if (k.lds_bytes > 0 && unit_lds > 0) by_occupancy = std::min<int64_t>(by_occupancy, std::max<long>(1, unit_lds / k.lds_bytes));
    const int64_t needed = (le.blocks + machine->compute_units - 1) / machine->compute_units;
    le.resident_blocks = int(std::max<int64_t>(1, std::min(by_occupancy, needed)));
    le.rounds = (le.blocks + int64_t(machine->compute_units) * le.resident_blocks - 1) /
                (int64_t(machine->compute_units) * le.resident_blocks);
    const int64_t row = iterated_row_positions(l.request, wo);
    const double per_wave = k.tile_edges > 0 ? tiled_wave_steps(k, le.reduction_per_block, waves, threads, row)
                                              : shared_wave_steps(k, le.reduction_per_block, waves);
    const double per_block = double(waves) * per_wave;
    const double simds = std::min<double>(machine->simds_per_unit, double(le.resident_blocks) * double(waves));
    le.cycles = double(le.rounds) * le.resident_blocks * per_block / simds;
    le.bound_by = "tile steps";
    e.cycles += le.cycles;
    e.launches.push_back(std::move(le));
  }
  return e;
}

}  // namespace irgate::serve
