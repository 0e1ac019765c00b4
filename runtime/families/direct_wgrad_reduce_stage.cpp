// runtime/families/direct_wgrad_reduce_stage.cpp — see direct_wgrad_reduce_stage.h.
#include "runtime/families/direct_wgrad_reduce_stage.h"

#include <bit>
#include <string>

#include "machine/float_bits.h"

namespace irgate::runtime {
namespace {

// bf16 as direct_wgrad_reduce rounds it (docs/kernels/direct_wgrad_reduce.md): add 0x7FFF plus the lowest kept bit,
// keep the top 16 bits; any NaN becomes the quiet NaN 0x7FC0. Written from the doc, not taken
// from the emulator (whose f32_to_bf16 keeps a NaN's sign and payload).
uint32_t bf16_round_nearest_even(float f) {
  const uint32_t x = std::bit_cast<uint32_t>(f);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) return 0x7FC0u;
  return ((x + 0x7FFFu + ((x >> 16) & 1u)) >> 16) & 0xFFFFu;
}

}  // namespace

std::vector<uint32_t> reduce_stage_model(const std::vector<float>& ws, int32_t replicas, int64_t count,
                                         int32_t out_dtype) {
  std::vector<uint32_t> out(size_t(count > 0 ? count : 0));
  for (size_t i = 0; i < out.size(); ++i) {
    float sum = ws[i];  // slab 0, then slabs 1..R-1 in order (no +0 start: -0 stays -0)
    for (int32_t r = 1; r < replicas; ++r) sum += ws[size_t(r) * size_t(count) + i];
    out[i] = out_dtype == IRG_DTYPE_F16    ? uint32_t(emu::f32_to_f16(sum))
             : out_dtype == IRG_DTYPE_BF16 ? bf16_round_nearest_even(sum)
                                           : std::bit_cast<uint32_t>(sum);
  }
  return out;
}

emu::ExactCheck check_reduce_stage(const std::vector<float>& ws, const irg_wgrad_reduce_spec_t& spec, int64_t count,
                              const std::vector<uint8_t>& dw_bytes) {
  emu::ExactCheck c;
  c.stage = "direct_wgrad_reduce";
  c.dtype = spec.out_dtype;
  const int32_t replicas = spec.ws_replicas < 1 ? 1 : spec.ws_replicas;
  const size_t eb = spec.out_dtype == IRG_DTYPE_F32 ? 4 : 2;
  if (count <= 0 || ws.size() < size_t(replicas) * size_t(count) || dw_bytes.size() < size_t(count) * eb) {
    c.error = "exact check of direct_wgrad_reduce cannot run: " + std::to_string(ws.size()) + " WS floats, " +
              std::to_string(dw_bytes.size()) + " dW bytes for " + std::to_string(replicas) + " slabs of " +
              std::to_string(count) + " elements";
    return c;
  }
  return emu::compare_exact_bits(c.stage, spec.out_dtype, reduce_stage_model(ws, replicas, count, spec.out_dtype), dw_bytes);
}

}  // namespace irgate::runtime
