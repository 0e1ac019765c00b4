// emulator/tolerance.cpp — CK's tolerance rule.
#include "emulator/tolerance.h"

#include <algorithm>
#include <cmath>

#include "irgate/abi.h"

namespace irgate::emu {

int mantissa_bits(int32_t d) {
  switch (d) {
    case IRG_DTYPE_F16: return 10;
    case IRG_DTYPE_BF16: return 7;
    default: return 23;
  }
}

Tolerance ck_tolerance(int32_t compute_dtype, int32_t out_dtype, int64_t accumulations, double max_magnitude) {
  const double compute = 0.5 * std::ldexp(1.0, -mantissa_bits(compute_dtype));
  const double out = 0.5 * std::ldexp(1.0, -mantissa_bits(out_dtype));
  const double acc = 0.5 * std::ldexp(1.0, -23) * double(std::max<int64_t>(accumulations, 1));
  Tolerance t;
  t.rtol = std::max({compute, out, acc});
  const double scale = max_magnitude > 0 ? std::exp2(std::log2(max_magnitude)) : 0.0;
  t.atol = t.rtol * scale;
  return t;
}

}  // namespace irgate::emu
