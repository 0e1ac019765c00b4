// engine/kernels/direct_wgrad_small_c_validate.cpp — the shape, register estimate and ordered rule list of
// direct_wgrad_small_c (docs/kernels/direct_wgrad_small_c.md, Validator).
#include <optional>

#include "engine/kernels/request.h"
#include "engine/kernels/direct_wgrad_small_c.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

using Spec = irg_small_c_wgrad_spec_t;
using Rule = std::optional<Refusal> (*)(const Spec&, const ArchInfo&);

bool within(int v, int lo, int hi) { return v >= lo && v <= hi; }
int round_up_div(int a, int b) { return (a + b - 1) / b; }

// First failing rule wins. Rule 13 names the anchor's all-zero spec before the budgets can.
constexpr Rule kSmallCRules[] = {
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.dtype == IRG_DTYPE_F16 || s.dtype == IRG_DTYPE_BF16) return std::nullopt;
      return make_refusal(RefusalId::sc_dtype, dtype_name(s.dtype).c_str());
    },
    [](const Spec&, const ArchInfo& a) -> std::optional<Refusal> {
      if (family_admits_arch(IRG_FAMILY_SMALL_C, a)) return std::nullopt;
      return make_refusal(RefusalId::sc_arch, a.name.data());
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.filter_h, 1, 16) && within(s.filter_w, 1, 16)) return std::nullopt;
      return make_refusal(RefusalId::sc_filter, s.filter_h, s.filter_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.stride_h, 1, 16) && within(s.stride_w, 1, 16)) return std::nullopt;
      return make_refusal(RefusalId::sc_stride, s.stride_h, s.stride_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.pad_h, 0, s.filter_h - 1) && within(s.pad_w, 0, s.filter_w - 1)) return std::nullopt;
      return make_refusal(RefusalId::sc_pad, s.filter_h - 1, s.filter_w - 1, s.pad_h, s.pad_w);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      // kpg is retired: the problem's, read at run time (docs/kernels.md §Runtime channel counts).
      if (within(s.c, 1, 4) && s.kpg == 0) return std::nullopt;
      return make_refusal(RefusalId::sc_channels, s.c, s.kpg);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.vec_x == 1 || s.vec_x == 2 || s.vec_x == 4) return std::nullopt;
      return make_refusal(RefusalId::sc_vec_x, s.vec_x);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.sub_steps, 1, 8)) return std::nullopt;
      return make_refusal(RefusalId::sc_sub_steps, s.sub_steps);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.uniform_wave, 0, 1)) return std::nullopt;
      return make_refusal(RefusalId::sc_uniform_wave, s.uniform_wave);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.waves, 1, 16)) return std::nullopt;
      return make_refusal(RefusalId::sc_waves, s.waves);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.wave_tiles, 1, 4)) return std::nullopt;
      return make_refusal(RefusalId::sc_wave_tiles, s.wave_tiles);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (within(s.ws_replicas, 1, 64)) return std::nullopt;
      return make_refusal(RefusalId::sc_ws_replicas, s.ws_replicas);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      // The anchor's measured corner (docs/kernels.md, "The anchor's all-zero spec").
      const bool corner = s.uniform_wave == 1 && s.waves > 8 && s.vec_x == 4 && s.sub_steps >= 4 && s.wave_tiles >= 4;
      if (!corner) return std::nullopt;
      return make_refusal(RefusalId::sc_uniform_wave_spill, s.waves, s.sub_steps, s.wave_tiles);
    },
    [](const Spec& s, const ArchInfo& a) -> std::optional<Refusal> {
      const int bytes = small_c_shape(s).lds_bytes;
      if (bytes <= a.lds_bytes) return std::nullopt;
      return make_refusal(RefusalId::sc_lds_budget, bytes, a.lds_bytes, a.name.data());
    },
    [](const Spec& s, const ArchInfo& a) -> std::optional<Refusal> {
      const SmallCShape d = small_c_shape(s);
      const int budget = s.waves > 8 ? a.max_vgprs_large_block : a.max_vgprs;
      if (d.vgpr_total <= budget) return std::nullopt;
      return make_refusal(RefusalId::sc_vgpr_budget, d.vgpr_total, d.vgpr_acc, d.vgpr_frag, d.vgpr_staging,
                          d.vgpr_addressing, budget, a.name.data());
    },
};

}  // namespace

SmallCShape small_c_shape(const Spec& s) {
  SmallCShape d{};
  d.threads = 32 * s.waves;
  d.row_length = s.filter_h * s.filter_w * s.c;
  d.n_tiles = round_up_div(d.row_length, 16);
  d.padded_row = 16 * d.n_tiles;
  d.block_k = 16 * s.waves * s.wave_tiles;
  d.dy_pitch = d.block_k + 8;
  d.x_pitch = d.padded_row + 8;
  d.dy_chunks = 4 * d.block_k;
  d.dy_per_thread = round_up_div(d.dy_chunks, d.threads);
  d.items_per_row = d.padded_row / (2 * s.vec_x);
  d.x_items = 32 * d.items_per_row;
  d.x_per_thread = round_up_div(d.x_items, d.threads);
  d.lds_bytes = s.sub_steps * 32 * (d.dy_pitch + d.x_pitch) * 2;
  d.accumulators = s.wave_tiles * d.n_tiles;
  d.vgpr_acc = 16 * d.accumulators;  // the WMMA results are allocated apart from their inputs
  d.vgpr_frag = 8 * (s.wave_tiles + d.n_tiles);  // llc issues every B read of a chunk up front
  d.vgpr_staging = s.sub_steps * (5 * d.dy_per_thread + (2 * s.vec_x + 1) * d.x_per_thread);
  d.vgpr_addressing = kSmallCAddressingVgprs;
  d.vgpr_total = d.vgpr_acc + d.vgpr_frag + d.vgpr_staging + d.vgpr_addressing;
  return d;
}

void validate_direct_wgrad_small_c(const Spec& spec, const ArchInfo& arch) {
  for (Rule rule : kSmallCRules)
    if (auto refusal = rule(spec, arch)) throw Failure{false, *refusal, ""};
}

std::string direct_wgrad_small_c_kernel_name(const Spec& s) {
  auto n = [](int v) { return std::to_string(v); };
  return "irg_sc_wgrad_" + dtype_name(s.dtype) + "_f" + n(s.filter_h) + "x" + n(s.filter_w) + "_p" + n(s.pad_h) +
         "x" + n(s.pad_w) + "_s" + n(s.stride_h) + "x" + n(s.stride_w) + "_c" + n(s.c) + "_v" +
         n(s.vec_x) + "_u" + n(s.sub_steps) + "_uw" + n(s.uniform_wave) + "_w" + n(s.waves) + "_t" +
         n(s.wave_tiles) + "_wsr" + n(s.ws_replicas);
}

}  // namespace irgate::engine
