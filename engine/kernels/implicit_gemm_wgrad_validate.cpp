// engine/kernels/implicit_gemm_wgrad_validate.cpp — the shape, register estimate and ordered rule
// list of implicit_gemm_wgrad (docs/kernels/implicit_gemm_wgrad.md, Validator).
#include <algorithm>
#include <cstdint>
#include <optional>

#include "engine/kernels/implicit_gemm_wgrad.h"
#include "engine/kernels/request.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

using Spec = irg_implicit_gemm_wgrad_spec_t;

bool within(int v, int lo, int hi) { return v >= lo && v <= hi; }
int ceil_div(int a, int b) { return (a + b - 1) / b; }

// The most LDS a spec the rules admit can stage: 16 x 1 waves of 4 x 4 tiles (BM 1024, BN 64).
// Under gfx1250's 327680 bytes, so rule 12 (ig_lds_budget) never fires there; it does on gfx11/gfx12's
// 65536 (docs/implicit-gemm-gfx11-gfx12.md §7).
constexpr int kMostLdsBytes = 32 * ((16 * 16 * 4 + 8) + (16 * 1 * 4 + 8)) * 2;
static_assert(kMostLdsBytes == 70656 && kMostLdsBytes <= 327680, "an LDS rule would be needed");
// fp32 stages both tiles transposed: (BM + BN) channel rows of DQ floats, at most 1024 + 64.
constexpr int kMostFp32LdsBytes = (16 * 16 * 4 + 16 * 1 * 4) * kImplicitGemmFp32Pitch * 4;
static_assert(kMostFp32LdsBytes == 147968 && kMostFp32LdsBytes <= 327680, "an fp32 LDS rule would be needed");

// How many of the eight geometry fields say "read at run time".
int runtime_geometry_fields(const Spec& s) {
  int count = 0;
  for (int v : {s.filter_h, s.filter_w, s.pad_h, s.pad_w, s.stride_h, s.stride_w, s.dilation_h, s.dilation_w})
    count += v == IRG_GEOMETRY_RUNTIME;
  return count;
}

// Rules 4-7: a baked geometry has lower bounds only (docs/kernels/implicit_gemm_wgrad.md); the
// one upper bound is the tap count, which the kernel holds as the i32 constant K(R*S). The plan
// checks a run-time geometry's lower bounds the same way and both kinds' padded extent.
std::optional<Refusal> baked_geometry_refusal(const Spec& s) {
  if (s.filter_h < 1 || s.filter_w < 1 || int64_t(s.filter_h) * s.filter_w > INT32_MAX)
    return make_refusal(RefusalId::ig_filter, s.filter_h, s.filter_w);
  if (s.stride_h < 1 || s.stride_w < 1) return make_refusal(RefusalId::ig_stride, s.stride_h, s.stride_w);
  if (s.dilation_h < 1 || s.dilation_w < 1) return make_refusal(RefusalId::ig_dilation, s.dilation_h, s.dilation_w);
  if (s.pad_h < 0 || s.pad_w < 0) return make_refusal(RefusalId::ig_pad, s.pad_h, s.pad_w);
  return std::nullopt;
}

// First failing rule wins (rules 1-13).
std::optional<Refusal> first_refusal(const Spec& s, const ArchInfo& a) {
  if (s.dtype != IRG_DTYPE_F16 && s.dtype != IRG_DTYPE_BF16 && s.dtype != IRG_DTYPE_F32)
    return make_refusal(RefusalId::ig_dtype, dtype_name(s.dtype).c_str());
  if (!family_admits_arch(IRG_FAMILY_IMPLICIT_GEMM, a)) return make_refusal(RefusalId::ig_arch, a.name.data());
  const int runtime_fields = runtime_geometry_fields(s);
  if (runtime_fields != 0 && runtime_fields != 8)
    return make_refusal(RefusalId::ig_geometry, s.filter_h, s.filter_w, s.pad_h, s.pad_w, s.stride_h, s.stride_w,
                        s.dilation_h, s.dilation_w);
  if (runtime_fields == 0)
    if (auto refusal = baked_geometry_refusal(s)) return refusal;
  if (s.waves_m < 1 || s.waves_n < 1 || s.waves_m * s.waves_n > 16)
    return make_refusal(RefusalId::ig_waves, s.waves_m, s.waves_n);
  if (!within(s.wave_tiles_m, 1, 4) || !within(s.wave_tiles_n, 1, 4))
    return make_refusal(RefusalId::ig_wave_tiles, s.wave_tiles_m, s.wave_tiles_n);
  if (!within(s.k_steps, 1, 1024)) return make_refusal(RefusalId::ig_k_steps, s.k_steps);
  if (!within(s.ws_replicas, 1, 64)) return make_refusal(RefusalId::ig_ws_replicas, s.ws_replicas);
  const ImplicitGemmShape d = implicit_gemm_shape(s, a.family);
  if (d.lds_bytes > a.lds_bytes) return make_refusal(RefusalId::ig_lds_budget, d.lds_bytes, a.lds_bytes, a.name.data());
  // Every block stays within 256 VGPRs: gfx1250 banks the ones above through s_set_vgpr_msb.
  if (d.vgpr_total > a.max_vgprs_large_block)
    return make_refusal(RefusalId::ig_vgpr_budget, d.vgpr_total, d.vgpr_acc, d.vgpr_frag, d.vgpr_staging,
                        d.vgpr_addressing, a.max_vgprs_large_block, a.name.data());
  return std::nullopt;
}

}  // namespace

ImplicitGemmShape implicit_gemm_shape(const Spec& s, irg_arch_family arch_class) {
  const bool k16 = arch_class == IRG_ARCH_FAMILY_GFX11 || arch_class == IRG_ARCH_FAMILY_GFX12;
  ImplicitGemmShape d{};
  d.threads = 32 * s.waves_m * s.waves_n;
  d.block_m = 16 * s.waves_m * s.wave_tiles_m;
  d.block_n = 16 * s.waves_n * s.wave_tiles_n;
  d.taps = implicit_gemm_runtime_geometry(s) ? 0 : s.filter_h * s.filter_w;
  d.block_positions = 32 * s.k_steps;
  d.dy_pitch = d.block_m + 8;
  d.x_pitch = d.block_n + 8;
  d.x_lds = 32 * d.dy_pitch * 2;
  d.lds_bytes = 32 * (d.dy_pitch + d.x_pitch) * 2;
  d.dy_chunks = 4 * d.block_m;
  d.x_chunks = 4 * d.block_n;
  d.dy_pairs = 16 * d.block_m;
  d.x_pairs = 16 * d.block_n;
  if (d.threads > 0) {  // the estimate of a spec rule 7 refuses is never read
    d.dy_per_thread = ceil_div(d.dy_chunks, d.threads);
    d.x_per_thread = ceil_div(d.x_chunks, d.threads);
    d.dy_pairs_per_thread = ceil_div(d.dy_pairs, d.threads);
    d.x_pairs_per_thread = ceil_div(d.x_pairs, d.threads);
  }
  d.accumulators = s.wave_tiles_m * s.wave_tiles_n;
  d.vgpr_acc = 16 * d.accumulators;  // the WMMA results are allocated apart from their inputs
  d.fp32 = s.dtype == IRG_DTYPE_F32;
  if (d.fp32) {  // staged transposed, channel rows of DQ floats (docs: fp32)
    d.x_lds = d.block_m * kImplicitGemmFp32Pitch * 4;
    d.lds_bytes = (d.block_m + d.block_n) * kImplicitGemmFp32Pitch * 4;
    d.dy_elems = 32 * d.block_m;
    d.x_elems = 32 * d.block_n;
    if (d.threads > 0) {
      d.dy_elems_per_thread = ceil_div(d.dy_elems, d.threads);
      d.x_elems_per_thread = ceil_div(d.x_elems, d.threads);
    }
    d.vgpr_frag = 16 * (s.wave_tiles_m + s.wave_tiles_n);  // 8 slices of 2 VGPRs, A and B, up front
    if (k16) {  // the VALU body (gfx11/gfx12 §7): scalar accumulators, about six slices' values hoisted
      d.vgpr_acc = 8 * d.accumulators;
      d.vgpr_frag = 12 * (8 * s.wave_tiles_m + s.wave_tiles_n);
    }
    d.vgpr_staging = d.dy_elems_per_thread + d.x_elems_per_thread;  // a step's loads in flight, a VGPR each
  } else {
    d.vgpr_frag = 8 * (s.wave_tiles_m + s.wave_tiles_n);  // every transpose read of a step up front
    // gfx11/gfx12: two fragments an operand a step (two half steps), 8 VGPRs each on gfx11, 4 on gfx12.
    if (arch_class == IRG_ARCH_FAMILY_GFX11) d.vgpr_frag = 16 * (s.wave_tiles_m + s.wave_tiles_n);
    // The 16-byte path: 4 VGPRs and an LDS address a chunk; the pair path: llc-22 hoists a step's
    // pair loads ahead of their stores, two 16-bit values a pair.
    d.vgpr_staging =
        std::max(5 * (d.dy_per_thread + d.x_per_thread), 2 * (d.dy_pairs_per_thread + d.x_pairs_per_thread));
  }
  d.vgpr_addressing = kImplicitGemmAddressingVgprs;
  d.vgpr_total = d.vgpr_acc + d.vgpr_frag + d.vgpr_staging + d.vgpr_addressing;
  return d;
}

void validate_implicit_gemm(const Spec& spec, const ArchInfo& arch) {
  if (auto refusal = first_refusal(spec, arch)) throw Failure{false, *refusal, ""};
}

bool implicit_gemm_runtime_geometry(const Spec& s) { return runtime_geometry_fields(s) == 8; }

std::string implicit_gemm_kernel_name(const Spec& s) {
  auto n = [](int v) { return std::to_string(v); };
  const std::string geometry = implicit_gemm_runtime_geometry(s)
                                   ? "_rgeo"
                                   : "_f" + n(s.filter_h) + "x" + n(s.filter_w) + "_p" + n(s.pad_h) + "x" + n(s.pad_w) +
                                         "_s" + n(s.stride_h) + "x" + n(s.stride_w) + "_d" + n(s.dilation_h) + "x" +
                                         n(s.dilation_w);
  return "irg_ig_wgrad_" + dtype_name(s.dtype) + geometry + "_w" + n(s.waves_m) + "x" + n(s.waves_n) + "_t" + n(s.wave_tiles_m) + "x" +
         n(s.wave_tiles_n) + "_ks" + n(s.k_steps) + "_wsr" + n(s.ws_replicas);
}

}  // namespace irgate::engine
