// oracle/exact_bits.cpp — see exact_bits.h.
#include "oracle/exact_bits.h"

#include <bit>
#include <cstdio>
#include <cstring>


namespace irgate::emu {
namespace {

// Distance in units in the last place of two same-width encodings of the same sign (sign-magnitude
// order); across signs, the sum of both distances to zero.
uint64_t ulp_distance(uint32_t a, uint32_t b, int bits) {
  const uint32_t sign = 1u << (bits - 1);
  auto ordered = [&](uint32_t v) { return (v & sign) ? -int64_t(v & (sign - 1)) : int64_t(v); };
  const int64_t d = ordered(a) - ordered(b);
  return uint64_t(d < 0 ? -d : d);
}

}  // namespace

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
    const uint64_t ulps = ulp_distance(got, want[i], int(eb * 8));
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

}  // namespace irgate::emu
