// emulator/tolerance.h — the numerics tolerance, derived from the dtypes' mantissa bits and the
// accumulation count (Composable Kernel's rule, docs/emulator.md §Tolerance):
//   rtol = max(½·2^-m(compute), ½·2^-m(out), ½·2^-m(acc)·N)
//   atol = the same terms scaled by 2^log2(max_magnitude)
// and a value passes iff |got − want| <= atol + rtol·|want|. NaN never passes (in either);
// ±Inf passes only when allow_infinity is set and both sides are the same infinity (off by
// default: the seeded inputs cannot overflow, so an Inf is a bug).
//
// Used by the runtime's numerics check.
//
//   Tolerance t = ck_tolerance(IRG_DTYPE_F16, IRG_DTYPE_F32, /*accumulations=*/N*Ho*Wo, max_abs_sum);
#pragma once

#include <cstdint>

namespace irgate::emu {

int mantissa_bits(int32_t irg_dtype);  // fp32 23, fp16 10, bf16 7

struct Tolerance {
  double rtol = 0, atol = 0;
  bool allow_infinity = false;
};

// `max_magnitude`: the largest magnitude the sums pass through (we use the largest sum of
// |products| of any output element, which bounds every partial sum).
Tolerance ck_tolerance(int32_t compute_dtype, int32_t out_dtype, int64_t accumulations, double max_magnitude);

}  // namespace irgate::emu
