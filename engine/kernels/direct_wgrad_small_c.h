// engine/kernels/direct_wgrad_small_c.h — direct_wgrad_small_c: stem convolutions with 1 to 4 input channels
// on gfx1250, as one WMMA GEMM over the flattened (r, s, c) filter row.
//
// One block owns one image (grid z), one output row (grid y) and one k tile (grid x); it stages
// the row's dY chunks and the im2col of X for 32 positions at a time in LDS and multiplies them
// with wmma.f32.16x16x32 after ds_load_tr16_b128 reads. docs/kernels/direct_wgrad_small_c.md is
// the recipe; this header is the shape, the validator (with its register estimate) and the builder.
//
//   const ArchInfo& arch = check_request(req);
//   validate_direct_wgrad_small_c(req.spec.small_c, arch);    // throws the first failing refusal (rules 1-15)
//   Kernel k = build_direct_wgrad_small_c(req.spec.small_c, arch, spec_stamp(req, arch));
#pragma once

#include <string>

#include "engine/ir/ir.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

// Geometry derived from a spec (docs/kernels/direct_wgrad_small_c.md, the Shape table).
struct SmallCShape {
  int threads;                 // T = 32 * waves
  int row_length;              // F = R * S * C, the flattened filter row
  int n_tiles, padded_row;     // NT, NP = 16 * NT
  int block_k;                 // BK (nkt = ceil(kpg / BK) of the run-time kpg: the plan's grid x)
  int dy_pitch, x_pitch;       // DYP, XP: LDS row pitch in 16-bit elements
  int dy_chunks, dy_per_thread;        // NDY, JDY
  int items_per_row, x_items, x_per_thread;  // IPR, NXI, JX
  int lds_bytes;
  int accumulators;            // NACC = wave_tiles * NT
  // The register estimate, VGPRs a wave.
  int vgpr_acc, vgpr_frag, vgpr_staging, vgpr_addressing, vgpr_total;

  int dy_lds(int u) const { return u * 32 * dy_pitch * 2; }
};

// Addressing VGPRs of the estimate: lane map, bases, loop counters and the per-element (r, s, c)
// decode of the im2col staging (a constant; the toolchain lane checks measured <= estimated).
inline constexpr int kSmallCAddressingVgprs = 40;

SmallCShape small_c_shape(const irg_small_c_wgrad_spec_t& spec);
void validate_direct_wgrad_small_c(const irg_small_c_wgrad_spec_t& spec, const ArchInfo& arch);
std::string direct_wgrad_small_c_kernel_name(const irg_small_c_wgrad_spec_t& spec);
Kernel build_direct_wgrad_small_c(const irg_small_c_wgrad_spec_t& spec, const ArchInfo& arch, const std::string& stamp);

}  // namespace irgate::engine
