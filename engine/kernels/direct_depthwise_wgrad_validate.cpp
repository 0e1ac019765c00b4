// engine/kernels/direct_depthwise_wgrad_validate.cpp — the ordered rule list of direct_depthwise_wgrad.
#include <cstdint>
#include <optional>

#include "engine/kernels/direct_depthwise_wgrad.h"
#include "engine/kernels/request.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

using Spec = irg_depthwise_wgrad_spec_t;
using Rule = std::optional<Refusal> (*)(const Spec&, const ArchInfo&);

bool in(int v, int lo, int hi) { return v >= lo && v <= hi; }

// How many of the six geometry fields say "read at run time".
int runtime_geometry_fields(const Spec& s) {
  int count = 0;
  for (int v : {s.filter_h, s.filter_w, s.pad_h, s.pad_w, s.stride_h, s.stride_w}) count += v == IRG_GEOMETRY_RUNTIME;
  return count;
}

// First failing rule wins; the order is part of the contract (docs/kernels/direct_depthwise_wgrad.md).
// The rules on a baked filter, stride and padding pass a run-time-geometry spec.
constexpr Rule kRules[] = {
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.dtype == IRG_DTYPE_F16 || s.dtype == IRG_DTYPE_BF16 || s.dtype == IRG_DTYPE_F32) return std::nullopt;
      return make_refusal(RefusalId::dw_dtype, dtype_name(s.dtype).c_str());
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      const int runtime_fields = runtime_geometry_fields(s);
      if (runtime_fields == 0 || runtime_fields == 6) return std::nullopt;
      return make_refusal(RefusalId::dw_geometry, s.filter_h, s.filter_w, s.pad_h, s.pad_w, s.stride_h, s.stride_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      bool ok = s.filter_h == s.filter_w && (s.filter_h == 3 || s.filter_h == 5 || s.filter_h == 7);
      if (ok || depthwise_runtime_geometry(s)) return std::nullopt;
      return make_refusal(RefusalId::dw_filter_shape, s.filter_h, s.filter_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if ((s.stride_h == s.stride_w && in(s.stride_h, 1, 2)) || depthwise_runtime_geometry(s)) return std::nullopt;
      return make_refusal(RefusalId::dw_stride, s.stride_h, s.stride_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if ((in(s.pad_h, 0, s.filter_h - 1) && in(s.pad_w, 0, s.filter_w - 1)) || depthwise_runtime_geometry(s))
        return std::nullopt;
      return make_refusal(RefusalId::dw_pad, s.filter_h - 1, s.pad_h, s.pad_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (in(s.waves, 1, 16)) return std::nullopt;
      return make_refusal(RefusalId::dw_waves, s.waves);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (depthwise_runtime_geometry(s))
        return s.r_split == 1 ? std::nullopt : std::optional(make_refusal(RefusalId::dw_runtime_r_split, s.r_split));
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
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      const bool ok = depthwise_runtime_geometry(s)
                          ? s.tap_rows >= 1 && s.tap_cols >= 1 && int64_t(s.tap_rows) * s.tap_cols <= kMostDepthwiseTaps
                          : s.tap_rows == 0 && s.tap_cols == 0;
      if (ok) return std::nullopt;
      return make_refusal(RefusalId::dw_tap_tile, s.tap_rows, s.tap_cols);
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
  d.runtime_geometry = depthwise_runtime_geometry(s);
  d.rows = d.runtime_geometry ? s.tap_rows : (s.filter_h + s.r_split - 1) / s.r_split;
  d.cols = d.runtime_geometry ? s.tap_cols : s.filter_w;
  d.parts = s.waves / s.r_split;
  d.block_size = s.waves * arch.wave_size;
  d.lds_bytes = d.parts > 1 ? s.waves * d.rows * d.cols * arch.wave_size * 4 : 0;
  return d;
}

bool depthwise_runtime_geometry(const Spec& s) { return runtime_geometry_fields(s) == 6; }

void validate_direct_depthwise_wgrad(const Spec& spec, const ArchInfo& arch) {
  for (Rule rule : kRules)
    if (auto refusal = rule(spec, arch)) throw Failure{false, *refusal, ""};
}

std::string direct_depthwise_wgrad_kernel_name(const Spec& s) {
  if (depthwise_runtime_geometry(s))
    return "irg_dw_wgrad_" + dtype_name(s.dtype) + "_rgeo_w" + std::to_string(s.waves) + "_hb" +
           std::to_string(s.ho_per_block) + "_t" + std::to_string(s.tap_rows) + "x" + std::to_string(s.tap_cols) + "_wsr" +
           std::to_string(s.ws_replicas);
  return "irg_dw_wgrad_" + dtype_name(s.dtype) + "_f" + std::to_string(s.filter_h) + "x" +
         std::to_string(s.filter_w) + "_s" + std::to_string(s.stride_h) + "x" + std::to_string(s.stride_w) + "_p" +
         std::to_string(s.pad_h) + "x" + std::to_string(s.pad_w) + "_w" + std::to_string(s.waves) + "_rs" +
         std::to_string(s.r_split) + "_hb" + std::to_string(s.ho_per_block) + "_wsr" + std::to_string(s.ws_replicas);
}

}  // namespace irgate::engine
