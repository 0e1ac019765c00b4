// runtime/stage_exact.cpp — see stage_exact.h.
#include "runtime/stage_exact.h"

#include <bit>
#include <cstdio>
#include <cstring>

#include "emulator/float_bits.h"

namespace irgate::runtime {
namespace {

// bf16 as direct_wgrad_reduce rounds it (docs/kernels.md): add 0x7FFF plus the lowest kept bit,
// keep the top 16 bits; any NaN becomes the quiet NaN 0x7FC0. Written from the doc, not taken
// from the emulator (whose f32_to_bf16 keeps a NaN's sign and payload).
uint32_t stage_exact_bf16_rne(float f) {
  const uint32_t x = std::bit_cast<uint32_t>(f);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) return 0x7FC0u;
  return ((x + 0x7FFFu + ((x >> 16) & 1u)) >> 16) & 0xFFFFu;
}

// Distance in units in the last place of two same-width encodings of the same sign (sign-magnitude
// order); across signs, the sum of both distances to zero.
uint64_t stage_exact_ulps(uint32_t a, uint32_t b, int bits) {
  const uint32_t sign = 1u << (bits - 1);
  auto ordered = [&](uint32_t v) { return (v & sign) ? -int64_t(v & (sign - 1)) : int64_t(v); };
  const int64_t d = ordered(a) - ordered(b);
  return uint64_t(d < 0 ? -d : d);
}

}  // namespace

std::vector<uint32_t> reduce_stage_model(const std::vector<float>& ws, int32_t replicas, int64_t count,
                                         int32_t out_dtype) {
  std::vector<uint32_t> out(size_t(count > 0 ? count : 0));
  for (size_t i = 0; i < out.size(); ++i) {
    float sum = ws[i];  // slab 0, then slabs 1..R-1 in order (no +0 start: -0 stays -0)
    for (int32_t r = 1; r < replicas; ++r) sum += ws[size_t(r) * size_t(count) + i];
    out[i] = out_dtype == IRG_DTYPE_F16    ? uint32_t(emu::f32_to_f16(sum))
             : out_dtype == IRG_DTYPE_BF16 ? stage_exact_bf16_rne(sum)
                                           : std::bit_cast<uint32_t>(sum);
  }
  return out;
}

ExactCheck check_reduce_stage(const std::vector<float>& ws, const irg_wgrad_reduce_spec_t& spec, int64_t count,
                              const std::vector<uint8_t>& dw_bytes) {
  ExactCheck c;
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
  return compare_exact_bits(c.stage, spec.out_dtype, reduce_stage_model(ws, replicas, count, spec.out_dtype), dw_bytes);
}

ExactCheck compare_exact_bits(const std::string& stage, int32_t dtype, const std::vector<uint32_t>& want,
                              const std::vector<uint8_t>& got_bytes, const std::string& element) {
  ExactCheck c;
  c.stage = stage;
  c.dtype = dtype;
  c.element = element;
  const size_t eb = dtype == IRG_DTYPE_F32 ? 4 : 2;
  if (want.empty() || got_bytes.size() < want.size() * eb) {
    c.error = "exact check of " + stage + " cannot run: " + std::to_string(got_bytes.size()) + " bytes for " +
              std::to_string(want.size()) + " elements";
    return c;
  }
  c.count = want.size();
  for (size_t i = 0; i < want.size(); ++i) {
    uint32_t got = 0;
    std::memcpy(&got, &got_bytes[i * eb], eb);  // little endian, as the kernel stored it
    if (got == want[i]) continue;
    ++c.mismatches;
    const uint64_t ulps = stage_exact_ulps(got, want[i], int(eb * 8));
    if (ulps > c.max_ulp) c.max_ulp = ulps;
    if (c.first.size() < 8) c.first.push_back({i, got, want[i]});
  }
  return c;
}

std::string format_exact(const ExactCheck& c, const std::function<std::string(size_t)>& name_of) {
  if (!c.error.empty()) return "  exact: " + c.error + "\n";
  const char* dt = c.dtype == IRG_DTYPE_F16 ? "fp16" : c.dtype == IRG_DTYPE_BF16 ? "bf16" : "fp32";
  char line[256];
  if (c.mismatches == 0) {
    std::snprintf(line, sizeof line, "  exact (%s, %s): all %zu elements bit-identical to the host model\n",
                  c.stage.c_str(), dt, c.count);
    return line;
  }
  const int width = c.dtype == IRG_DTYPE_F32 ? 8 : 4;
  auto name = [&](size_t i) { return name_of ? name_of(i) : c.element + "[" + std::to_string(i) + "]"; };
  // The first differing element on the header line too: the line a cache exclusion keeps.
  std::snprintf(line, sizeof line,
                "  exact (%s, %s): %zu of %zu elements differ from the host model, max %llu ulp; first %s: got 0x%0*x "
                "want 0x%0*x\n",
                c.stage.c_str(), dt, c.mismatches, c.count, (unsigned long long)c.max_ulp, name(c.first[0].index).c_str(),
                width, c.first[0].got, width, c.first[0].want);
  std::string s = line;
  for (const ExactMismatch& m : c.first) {
    std::snprintf(line, sizeof line, "    %s: got 0x%0*x want 0x%0*x\n", name(m.index).c_str(), width, m.got, width, m.want);
    s += line;
  }
  return s;
}

}  // namespace irgate::runtime
