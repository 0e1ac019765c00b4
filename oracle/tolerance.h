// oracle/tolerance.h — random mode's numerics tolerance: a bound per dW element, derived from
// that element's own products, never from the largest value of the tensor.
//
// For an element summing n products p_i (their magnitudes M = Σ|p_i|, computed by the reference
// alongside dW), any fp32 evaluation — any order, any tree of partial sums (WMMA, slabs, atomics,
// split-K), with or without fused multiply-adds — lands within γ_n·M of the exact sum, γ_n =
// n·u/(1 − n·u), u = 2^-24 (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed.,
// §3.1 and §4.2: recursive summation and inner products in any order). Both the kernel and the
// reference do so, hence 2γ_n·M between them; the kernel's one rounding to dW's dtype adds
// u_out·|ŝ| ≤ u_out·(|want| + 2γ_n·M) and, below the dtype's normals, half its smallest
// subnormal η_out. So an element passes iff
//   |got − want| <= 2γ_n·M·(1 + u_out) + u_out·|want| + η_out  (+ the ftz16 allowance below).
// γ_n is undefined from n·u = 1 on (n = 2^24 products: a 2 GiB batch of 1x1 strided convolutions
// reaches 33.5 M); from n = 2^23 on the factor is n·u, valid for any evaluation order and any n
// (C.-P. Jeannerod, S. M. Rump, "Improved error bounds for inner products in floating-point
// arithmetic", SIAM J. Matrix Anal. Appl. 34(2), 2013; restated by Rump, Bünger and Jeannerod,
// BIT 56, 2016). With 16-bit inputs every product is exact in fp32, so a fused multiply-add is
// one rounded addition and the sum is a summation of n exact terms, which that bound covers.
// With fp32 inputs each product is one more rounding (or none, fused), and both bounds are
// those of an inner product with its products rounded (Higham (3.5); Jeannerod and Rump's are
// for inner products): the same γ_n·M, where M = Σ|dY·X| of the exact products. (The fp32
// gradual underflow of each rounding is below 2^-150; 4n·2^-150 more covers both sides' adds
// and, for fp32 inputs, their products.)
// NaN never passes; ±Inf passes only when allow_infinity is set and both are the same infinity
// (off by default: the seeded inputs cannot overflow, so an Inf is a bug).
//
// Used by the runtime's numerics check (random inputs; exact inputs need no tolerance,
// runtime/exact_inputs.h).
//
//   Tolerance t = element_tolerance(IRG_DTYPE_F16, /*terms=*/N*Ho*Wo, ref.abs_sum, ref.dw);
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace irgate::emu {

int mantissa_bits(int32_t irg_dtype);  // fp32 23, fp16 10, bf16 7

struct Tolerance {
  // Per element, the absolute bound on |got − want| (element_tolerance). When empty, the flat
  // rule |got − want| <= atol + rtol·|want| applies (tests and cross-checks of two runs).
  std::vector<double> bound;
  double rtol = 0, atol = 0;
  bool allow_infinity = false;
  // Per element, added to the bound: Σ|dY·X| over the products with a 16-bit subnormal factor
  // (subnormal_product_mass, oracle/reference.h), the most the ftz16 WMMA model can drop from
  // an element. Empty when the inputs hold no subnormal.
  std::vector<double> allowance;
  double scale = 1;  // multiplies every bound (`irgate reduce` hunts a tighter one)
  double limit(size_t i, double want) const;
};

// The bound above for each element of `want`, with magnitudes `abs_sum` (each at least Σ|p_i|)
// and `terms` the most products any element sums.
Tolerance element_tolerance(int32_t out_dtype, int64_t terms, const std::vector<double>& abs_sum,
                            const std::vector<float>& want);

// The probabilistic bound beside it (N. J. Higham, T. Mary, "A New Approach to Probabilistic
// Rounding Error Analysis", SIAM J. Sci. Comput. 41(5), A2815–A2835, 2019). Their model: the
// rounding errors δ of the evaluation are independent random variables of mean zero, |δ| <= u.
// Theorem 3.1 (inner products, any order of evaluation): |ŝ − s| <= γ̃_n(λ)·Σ|x_i·y_i| with
// γ̃_n(λ) = exp(λ·√n·u + n·u²/(1 − u)) − 1 (= λ·√n·u + O(u²)), with probability at least
// 1 − 2n·exp(−λ²(1 − u)²/2). The kernel and the reference each fail it with at most that
// probability, so an element's bound 2γ̃_n(λ)·M (+ the same output rounding, underflow and ftz16
// terms as the worst case) fails a correct kernel with probability at most
// 4n·exp(−λ²(1 − u)²/2), and a run of E elements, by the union bound, at most E times that.
// λ is chosen per run so that this is below `run_failure` (1e-9; λ solves for 0.99 of it): a
// correct run of any size, the largest served layer's included, fails with less than that.
struct ProbabilisticBound {
  double lambda = 0;
  double per_element = 0;  // the false-failure probability of one element
  double per_run = 0;      // of the whole dW (the union bound over its elements)
};
inline constexpr double kProbabilisticRunFailure = 1e-9;
ProbabilisticBound probabilistic_bound(int64_t terms, size_t elements, double run_failure = kProbabilisticRunFailure);
// element_tolerance with γ_n replaced by γ̃_n(bound.lambda).
Tolerance probabilistic_tolerance(int32_t out_dtype, int64_t terms, const std::vector<double>& abs_sum,
                                  const std::vector<float>& want, const ProbabilisticBound& bound);

}  // namespace irgate::emu
