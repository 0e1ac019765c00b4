// engine/kernels/direct_depthwise_wgrad_validate.cpp — the ordered rule list of direct_depthwise_wgrad.
#include <optional>

#include "engine/kernels/direct_depthwise_wgrad.h"
#include "engine/kernels/request.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

using Spec = irg_depthwise_wgrad_spec_t;
using Rule = std::optional<Refusal> (*)(const Spec&, const ArchInfo&);

bool in(int v, int lo, int hi) { return v >= lo && v <= hi; }

// First failing rule wins; the order is part of the contract (docs/kernels.md).
constexpr Rule kRules[] = {
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.dtype == IRG_DTYPE_F16 || s.dtype == IRG_DTYPE_BF16) return std::nullopt;
      return make_refusal(RefusalId::dw_dtype, dtype_name(s.dtype).c_str());
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      bool ok = s.filter_h == s.filter_w && (s.filter_h == 3 || s.filter_h == 5 || s.filter_h == 7);
      if (ok) return std::nullopt;
      return make_refusal(RefusalId::dw_filter_shape, s.filter_h, s.filter_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.stride_h == s.stride_w && in(s.stride_h, 1, 2)) return std::nullopt;
      return make_refusal(RefusalId::dw_stride, s.stride_h, s.stride_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.pad_h, 0, s.filter_h - 1) && in(s.pad_w, 0, s.filter_w - 1)) return std::nullopt;
      return make_refusal(RefusalId::dw_pad, s.filter_h - 1, s.pad_h, s.pad_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.waves, 1, 16)) return std::nullopt;
      return make_refusal(RefusalId::dw_waves, s.waves);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.r_split, 1, s.filter_h)) return std::nullopt;
      return make_refusal(RefusalId::dw_r_split_range, s.filter_h, s.r_split);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.waves % s.r_split == 0) return std::nullopt;
      return make_refusal(RefusalId::dw_r_split_waves, s.waves, s.r_split);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.ho_per_block, 1, 256)) return std::nullopt;
      return make_refusal(RefusalId::dw_ho_per_block, s.ho_per_block);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.ws_replicas, 1, 64)) return std::nullopt;
      return make_refusal(RefusalId::dw_ws_replicas, s.ws_replicas);
    },
    [](const Spec& s, const ArchInfo& a) -> std::optional<Refusal> {
      int bytes = depthwise_shape(s, a).lds_bytes;
      if (bytes <= a.lds_bytes) return std::nullopt;
      return make_refusal(RefusalId::dw_lds_budget, bytes, a.lds_bytes, a.name.data());
    },
};

}  // namespace

DepthwiseShape depthwise_shape(const Spec& s, const ArchInfo& arch) {
  DepthwiseShape d;
  d.wave_size = arch.wave_size;
  d.rows = (s.filter_h + s.r_split - 1) / s.r_split;
  d.parts = s.waves / s.r_split;
  d.block_size = s.waves * arch.wave_size;
  d.lds_bytes = d.parts > 1 ? s.waves * d.rows * s.filter_w * arch.wave_size * 4 : 0;
  return d;
}

void validate_direct_depthwise_wgrad(const Spec& spec, const ArchInfo& arch) {
  for (Rule rule : kRules)
    if (auto refusal = rule(spec, arch)) throw Failure{false, *refusal, ""};
}

std::string direct_depthwise_wgrad_kernel_name(const Spec& s) {
  return "irg_dw_wgrad_" + dtype_name(s.dtype) + "_f" + std::to_string(s.filter_h) + "x" +
         std::to_string(s.filter_w) + "_s" + std::to_string(s.stride_h) + "x" + std::to_string(s.stride_w) + "_p" +
         std::to_string(s.pad_h) + "x" + std::to_string(s.pad_w) + "_w" + std::to_string(s.waves) + "_rs" +
         std::to_string(s.r_split) + "_hb" + std::to_string(s.ho_per_block) + "_wsr" + std::to_string(s.ws_replicas);
}

}  // namespace irgate::engine
