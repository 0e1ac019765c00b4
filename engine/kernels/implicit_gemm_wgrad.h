// engine/kernels/implicit_gemm_wgrad.h — implicit_gemm_wgrad: the split-K implicit-GEMM WMMA
// weight gradient (gfx1250) for any filter, stride, padding, dilation and groups, with the
// channel counts as kernel arguments.
//
// dW of a group is one GEMM: M = kpg, N = R·S·cpg (tiled so a block's columns are channels of one
// tap), K = the launch's output positions n·Ho·Wo, split across blocks along grid y; each block
// stages 32 positions of dY and of the im2col of X at a time in LDS, reads them back with
// ds_load_tr16_b128 and multiplies with wmma.f32.16x16x32, then adds its partial dW atomically.
// docs/kernels/implicit_gemm_wgrad.md is the recipe; this header is the shape, the validator
// (with its register estimate) and the builder.
//
//   const ArchInfo& arch = check_request(req);
//   validate_implicit_gemm(req.spec.implicit_gemm, arch);   // throws the first failing refusal
//   Kernel k = build_implicit_gemm(req.spec.implicit_gemm, arch, spec_stamp(req, arch));
#pragma once

#include <string>

#include "engine/ir/ir.h"
#include "engine/target.h"
#include "irgate/abi.h"

namespace irgate::engine {

// Geometry derived from a spec (docs/kernels/implicit_gemm_wgrad.md, the Shape table).
struct ImplicitGemmShape {
  int threads;                 // T = 32 * waves_m * waves_n
  int block_m, block_n;        // BM, BN: the block's k x c tile
  int taps;                    // R * S of a baked spec; 0 for run-time geometry (the kernel computes it)
  int block_positions;         // KB = 32 * k_steps
  int dy_pitch, x_pitch;       // DYP, XP: LDS row pitch in 16-bit elements
  int x_lds, lds_bytes;        // byte offset of the X tile; the whole step
  int dy_chunks, dy_per_thread, x_chunks, x_per_thread;  // NDY, JDY, NX, JX (8 channels a chunk)
  int dy_pairs, dy_pairs_per_thread, x_pairs, x_pairs_per_thread;  // PDY, JDY2, PX, JX2
  int accumulators;            // NACC = wave_tiles_m * wave_tiles_n
  // fp32 (staged transposed, one element a load): NDY1, JDY1, NX1, JX1; LDS pitch DQ in floats.
  bool fp32;
  int dy_elems, dy_elems_per_thread, x_elems, x_elems_per_thread;
  // The register estimate, VGPRs a wave.
  int vgpr_acc, vgpr_frag, vgpr_staging, vgpr_addressing, vgpr_total;
};

// ADDR of the estimate: lane map, block decode, the position decode of the rows in flight, bases
// and loop counters (a constant, fitted to llc-22 over 64 block shapes: docs/kernels.md).
inline constexpr int kImplicitGemmAddressingVgprs = 96;
// DQ: the fp32 tiles' LDS pitch in floats, a channel row of 32 positions and 2 of padding.
inline constexpr int kImplicitGemmFp32Pitch = 34;

// The register estimate's terms depend on the arch class (docs/implicit-gemm-gfx11-gfx12.md
// §7); everything else of the shape does not.
ImplicitGemmShape implicit_gemm_shape(const irg_implicit_gemm_wgrad_spec_t& spec, irg_arch_family arch_class);
// The spec's eight geometry fields are all IRG_GEOMETRY_RUNTIME: the kernel reads them as kernargs.
bool implicit_gemm_runtime_geometry(const irg_implicit_gemm_wgrad_spec_t& spec);
void validate_implicit_gemm(const irg_implicit_gemm_wgrad_spec_t& spec, const ArchInfo& arch);
std::string implicit_gemm_kernel_name(const irg_implicit_gemm_wgrad_spec_t& spec);
Kernel build_implicit_gemm(const irg_implicit_gemm_wgrad_spec_t& spec, const ArchInfo& arch, const std::string& stamp);

}  // namespace irgate::engine
