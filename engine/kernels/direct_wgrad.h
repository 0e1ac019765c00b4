// engine/kernels/direct_wgrad.h — direct_wgrad: the image-per-block WMMA weight gradient (gfx1250).
//
// One block owns one image (grid z), one band of its output rows (grid y) and one k x c tile of
// one group (grid x); its waves accumulate wmma.f32.16x16x32 products over the band's output
// positions, 32 at a time, with dY rows and X strips staged through LDS and read back as WMMA
// fragments with ds_load_tr16_b128. docs/kernels/direct_wgrad.md is the recipe; this header is
// the shape, the validator (with its register estimate) and the builder.
//
//   const ArchInfo& arch = check_request(req);
//   validate_direct_wgrad(req, arch);           // throws the first failing refusal (rules 1-17)
//   Kernel k = build_direct_wgrad(req.spec.direct, arch, spec_stamp(req, arch));
//   // kpg and cpg are kernargs: one kernel serves every channel count its plan admits
#pragma once

#include <string>

#include "engine/ir/ir.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

// Geometry derived from a spec (docs/kernels/direct_wgrad.md, the Shape table).
struct DirectWgradShape {
  int threads;              // T = 32 * waves_k * waves_c
  int block_k, block_c;     // BK, BC (a group's nkt, nct tiles come from the run-time kpg, cpg)
  int strip_rows;           // SW = 31 + filter_w
  int dy_pitch, x_pitch;    // DYP, XP: LDS row pitch in 16-bit elements
  int dy_chunks, x_chunks;  // NDY, NX: 16-byte chunks of one dY row group / one X strip
  int dy_per_thread, x_per_thread;  // JDY, JX
  int stage_bytes, lds_bytes;
  int tdm_copies;           // M = rps * (1 + R): TDM copies of one sync step
  int tdm_junk;             // byte offset of the TDM junk row (after the ring's slots)
  int accumulators;         // NACC = taps * TK * TC
  // The register estimate, VGPRs a wave.
  int vgpr_acc, vgpr_frag, vgpr_staging, vgpr_addressing, vgpr_total;

  int rows_per_sync, filter_h;  // rps, R: the regions of a sync step

  int dy_lds(int q) const { return q * 32 * dy_pitch * 2; }
  int x_lds(int q, int r) const {
    return rows_per_sync * 32 * dy_pitch * 2 + (q * filter_h + r) * strip_rows * x_pitch * 2;
  }
};

// Addressing VGPRs of the estimate: lane map, bases and loop counters (a constant; the toolchain
// lane checks measured <= estimated on every corpus kernel).
inline constexpr int kDirectWgradAddressingVgprs = 32;
// Staging VGPRs of the TDM ring: the copies bypass registers, but the step's descriptor fields,
// the fill's addresses and the slot offsets stay live (measured: config 250 needs 248 VGPRs with
// no limit, 144 of them accumulators; 8 here let llc-22 spill it).
inline constexpr int kDirectWgradTdmStagingVgprs = 64;

DirectWgradShape direct_wgrad_shape(const irg_direct_wgrad_spec_t& spec);
// Rules 1-17 in order; rule 16 asks the request's arch-domain table (tensor.load.to.lds), rule 17
// keeps the TDM ring's LDS rows on the pad grid (its channel rule is the plan's).
void validate_direct_wgrad(const irg_request_t& request, const ArchInfo& arch);
std::string direct_wgrad_kernel_name(const irg_direct_wgrad_spec_t& spec);
Kernel build_direct_wgrad(const irg_direct_wgrad_spec_t& spec, const ArchInfo& arch, const std::string& stamp);

// The wave32 ds_load_tr16_b128 lane map of a K-major 16-bit tile: for read j (fragment elements
// 8j..8j+7), lane l supplies the address of K row 16*j + tr16_row(l) at column tr16_col(l).
// Derivation and sources: docs/kernels/direct_wgrad.md §The transpose-read lane map.
constexpr int tr16_row(int lane) { return 8 * (lane / 16) + lane % 8; }
constexpr int tr16_col(int lane) { return 8 * ((lane % 16) / 8); }

}  // namespace irgate::engine
