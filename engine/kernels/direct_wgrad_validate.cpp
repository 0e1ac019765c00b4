// engine/kernels/direct_wgrad_validate.cpp — the shape, register estimate and ordered rule list
// of direct_wgrad (docs/kernels/direct_wgrad.md, Validator).
#include <algorithm>
#include <optional>

#include "engine/kernels/direct_wgrad.h"
#include "engine/kernels/request.h"
#include "engine/lower/context.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

using Spec = irg_direct_wgrad_spec_t;
using Rule = std::optional<Refusal> (*)(const Spec&, const ArchInfo&);

bool in(int v, int lo, int hi) { return v >= lo && v <= hi; }
int ceil_div(int a, int b) { return (a + b - 1) / b; }

// Rules 1-15: the spec and the arch facts alone. First failing rule wins; LDS (14) before
// registers (15), since every spec the register estimate admits fits gfx1250's LDS.
constexpr Rule kRules[] = {
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.dtype == IRG_DTYPE_F16 || s.dtype == IRG_DTYPE_BF16) return std::nullopt;
      return make_refusal(RefusalId::img_dtype, dtype_name(s.dtype).c_str());
    },
    [](const Spec&, const ArchInfo& a) -> std::optional<Refusal> {
      if (family_admits_arch(IRG_FAMILY_DIRECT_WGRAD, a)) return std::nullopt;
      return make_refusal(RefusalId::img_arch, a.name.data());
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.filter_h == s.filter_w && in(s.filter_h, 1, 4)) return std::nullopt;
      return make_refusal(RefusalId::img_filter_shape, s.filter_h, s.filter_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.stride_h == 1 && s.stride_w == 1) return std::nullopt;
      return make_refusal(RefusalId::img_stride, s.stride_h, s.stride_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.pad_h, 0, s.filter_h - 1) && in(s.pad_w, 0, s.filter_h - 1)) return std::nullopt;
      return make_refusal(RefusalId::img_pad, s.filter_h - 1, s.pad_h, s.pad_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      // Retired: the channel counts are the problem's (docs/kernels.md §Runtime channel counts).
      if (s.cpg == 0 && s.kpg == 0) return std::nullopt;
      return make_refusal(RefusalId::img_channels, s.cpg, s.kpg);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.waves_k >= 1 && s.waves_c >= 1 && s.waves_k * s.waves_c <= 16) return std::nullopt;
      return make_refusal(RefusalId::img_waves, s.waves_k, s.waves_c);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.wave_tiles_k, 1, 4) && in(s.wave_tiles_c, 1, 4)) return std::nullopt;
      return make_refusal(RefusalId::img_wave_tiles, s.wave_tiles_k, s.wave_tiles_c);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.rows_per_sync, 1, 8)) return std::nullopt;
      return make_refusal(RefusalId::img_rows_per_sync, s.rows_per_sync);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.row_blocks, 1, 64)) return std::nullopt;
      return make_refusal(RefusalId::img_row_blocks, s.row_blocks);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.lds_epilogue, 0, 1)) return std::nullopt;
      return make_refusal(RefusalId::img_lds_epilogue, s.lds_epilogue);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.tdm_stages == 0 || in(s.tdm_stages, 2, 4)) return std::nullopt;
      return make_refusal(RefusalId::img_tdm_stages, s.tdm_stages);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.ws_replicas, 1, 64)) return std::nullopt;
      return make_refusal(RefusalId::img_ws_replicas, s.ws_replicas);
    },
    [](const Spec& s, const ArchInfo& a) -> std::optional<Refusal> {
      const int bytes = direct_wgrad_shape(s).lds_bytes;
      if (bytes <= a.lds_bytes) return std::nullopt;
      return make_refusal(RefusalId::img_lds_budget, bytes, a.lds_bytes, a.name.data());
    },
    [](const Spec& s, const ArchInfo& a) -> std::optional<Refusal> {
      const DirectWgradShape d = direct_wgrad_shape(s);
      // A block of more than 8 waves caps a wave at max_vgprs_large_block.
      const int budget = s.waves_k * s.waves_c > 8 ? a.max_vgprs_large_block : a.max_vgprs;
      if (d.vgpr_total <= budget) return std::nullopt;
      return make_refusal(RefusalId::img_vgpr_budget, d.vgpr_total, d.vgpr_acc, d.vgpr_frag, d.vgpr_staging,
                          d.vgpr_addressing, budget, a.name.data());
    },
};

}  // namespace

DirectWgradShape direct_wgrad_shape(const Spec& s) {
  DirectWgradShape d{};
  const int taps = s.filter_h * s.filter_w;
  d.threads = 32 * s.waves_k * s.waves_c;
  d.block_k = 16 * s.waves_k * s.wave_tiles_k;
  d.block_c = 16 * s.waves_c * s.wave_tiles_c;
  d.strip_rows = 31 + s.filter_w;
  d.rows_per_sync = s.rows_per_sync;
  d.filter_h = s.filter_h;
  d.dy_pitch = d.block_k + 8;
  d.x_pitch = d.block_c + 8;
  d.dy_chunks = 4 * d.block_k;
  d.x_chunks = d.strip_rows * d.block_c / 8;
  d.dy_per_thread = ceil_div(d.dy_chunks, d.threads);
  d.x_per_thread = ceil_div(d.x_chunks, d.threads);
  d.stage_bytes = s.rows_per_sync * (32 * d.dy_pitch + s.filter_h * d.strip_rows * d.x_pitch) * 2;
  d.tdm_copies = s.rows_per_sync * (1 + s.filter_h);
  d.tdm_junk = s.tdm_stages * d.stage_bytes;
  const int staged = s.tdm_stages > 0 ? d.tdm_junk + 2 * std::max(d.dy_pitch, d.x_pitch) : d.stage_bytes;
  d.lds_bytes = std::max(staged, s.lds_epilogue ? d.block_k * d.block_c * 4 : 0);
  d.accumulators = taps * s.wave_tiles_k * s.wave_tiles_c;
  d.vgpr_acc = 16 * d.accumulators;  // the WMMA results are allocated apart from their inputs
  d.vgpr_frag = 8 * s.wave_tiles_k + 8;
  d.vgpr_staging = s.tdm_stages > 0 ? kDirectWgradTdmStagingVgprs
                                     : 4 * s.rows_per_sync * (d.dy_per_thread + s.filter_h * d.x_per_thread);
  d.vgpr_addressing = kDirectWgradAddressingVgprs;
  d.vgpr_total = d.vgpr_acc + d.vgpr_frag + d.vgpr_staging + d.vgpr_addressing;
  return d;
}

void validate_direct_wgrad(const irg_request_t& request, const ArchInfo& arch) {
  const Spec& spec = request.spec.direct;
  for (Rule rule : kRules)
    if (auto refusal = rule(spec, arch)) throw Failure{false, *refusal, ""};
  if (spec.tdm_stages > 0) {
    // Rule 16: whether this flavor's LLVM has the Tensor Data Mover is a measured fact.
    require_domain_ok(request.domain, request.flavor, arch, IRG_INTRINSIC_TENSOR_LOAD_TO_LDS);
    // Rule 17: the ring's LDS rows on the descriptor's power-of-two pad interval. That every copy
    // stays inside its tensor (no channel tail) is the plan's rule: the channels are the problem's.
    const DirectWgradShape d = direct_wgrad_shape(spec);
    auto pow2 = [](int v) { return v <= 512 && (v & (v - 1)) == 0; };
    if (!pow2(d.block_k) || !pow2(d.block_c)) throw_refusal(RefusalId::img_tdm_tile, d.block_k, d.block_c);
  }
}

std::string direct_wgrad_kernel_name(const Spec& s) {
  auto n = [](int v) { return std::to_string(v); };
  return "irg_img_wgrad_" + dtype_name(s.dtype) + "_f" + n(s.filter_h) + "x" + n(s.filter_w) + "_p" + n(s.pad_h) +
         "x" + n(s.pad_w) + "_w" + n(s.waves_k) + "x" + n(s.waves_c) + "_t" +
         n(s.wave_tiles_k) + "x" + n(s.wave_tiles_c) + "_rps" + n(s.rows_per_sync) + "_rb" + n(s.row_blocks) +
         "_le" + n(s.lds_epilogue) + "_tdm" + n(s.tdm_stages) + "_wsr" + n(s.ws_replicas);
}

}  // namespace irgate::engine
