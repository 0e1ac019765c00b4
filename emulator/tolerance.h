// emulator/tolerance.h — the numerics tolerance, derived from the dtypes' mantissa bits and the
// accumulation count (Composable Kernel's rule, as its check_err applies it):
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
#include <vector>

namespace irgate::emu {

int mantissa_bits(int32_t irg_dtype);  // fp32 23, fp16 10, bf16 7

struct Tolerance {
  double rtol = 0, atol = 0;
  bool allow_infinity = false;
  // Per element, added to atol: Σ|dY·X| over the products with a 16-bit subnormal factor
  // (subnormal_product_mass, emulator/reference.h), the most the ftz16 WMMA model can drop from
  // an element. Empty when the inputs hold no subnormal. With it the rule holds for every WMMA
  // model (emulator/wmma_models.def): CK's terms bound any fp32 summation order of the N
  // products and C, so c_last and c_first alike, and this one bounds the flushed products.
  std::vector<double> allowance;
};

// `max_magnitude`: the largest magnitude the sums pass through (we use the largest sum of
// |products| of any output element, which bounds every partial sum).
Tolerance ck_tolerance(int32_t compute_dtype, int32_t out_dtype, int64_t accumulations, double max_magnitude);

}  // namespace irgate::emu
