// oracle/exact_reference.h — the weight gradient of exact-mode inputs in integer arithmetic,
// and the bits dW must hold: the one round-to-nearest-even of the exact value to dW's dtype.
//
// Exact-mode inputs (runtime/exact_inputs.h) are integers times a power of two: X = a·2^ex,
// dY = b·2^ey. dW[k, r, s, c] = 2^(ex+ey) · Σ a·b over the taps of oracle/reference.h, the
// sum taken here in int32 (each exact-mode sum is below 2^24 in magnitude; the function checks
// the bound from the inputs' largest integers and the dY positions holding a nonzero value — a
// sparse pattern's — before it sums, and refuses what could overflow).
// No float addition happens, so no order, rounding mode or fused multiply-add can enter.
//
// Used by runtime/numerics.cpp in exact mode, and by tests.
//
//   auto units = exact_reference_wgrad(problem, x, -3, dy, -6);       // Result<std::vector<int32_t>>
//   std::vector<uint32_t> bits = exact_dw_bits(*units, -9, IRG_DTYPE_F16);
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "irgate/abi.h"
#include "support/result.h"

namespace irgate::emu {

// dW in units of 2^(x_exponent + dy_exponent). Errors: an input that is not an integer multiple of
// its unit, or inputs large enough that an int32 sum could overflow.
Result<std::vector<int32_t>> exact_reference_wgrad(const irg_problem_t& p, const std::vector<float>& x, int x_exponent,
                                                   const std::vector<float>& dy, int dy_exponent);
// The same through the AVX2 compilation of its vector blocks or not (`avx2` true needs a CPU with
// it): the tests run both on one machine; the integer sums are the same either way.
Result<std::vector<int32_t>> exact_reference_wgrad_on(const irg_problem_t& p, const std::vector<float>& x,
                                                      int x_exponent, const std::vector<float>& dy, int dy_exponent,
                                                      bool avx2);

// exact_reference_wgrad a chunk of images at a time (X and dY not held whole as floats):
// add_images takes the next `images` images of X and dY in batch order; integer sums, so the
// result is exact_reference_wgrad's on the whole batch. The bound is checked before each chunk
// is summed, with the largest integers seen so far; the first error sticks and finish returns it.
//
//   BatchExactReference ref(problem, -3, -6, cpu_has_avx2());
//   for (chunk ...) ref.add_images(x_of_chunk, dy_of_chunk, images_in_chunk);
//   Result<std::vector<int32_t>> units = ref.finish();
class BatchExactReference {
 public:
  BatchExactReference(const irg_problem_t& p, int x_exponent, int dy_exponent, bool avx2);
  void add_images(const std::vector<float>& x, const std::vector<float>& dy, int64_t images);
  Result<std::vector<int32_t>> finish();  // once, after the batch's last image

 private:
  irg_problem_t problem_;
  int x_exponent_, dy_exponent_;
  bool avx2_;
  int64_t x_max_ = 0, dy_max_ = 0;
  int64_t nonzero_positions_ = 0;  // dY positions (n, ho, wo) with a nonzero channel, so far
  std::vector<int32_t> dw_;
  std::optional<Error> error_;
};

// The fold of `replicas` slabs of `count` values (what the reduce family sums), each an integer
// times 2^unit_exponent, in units of it. Errors as above.
Result<std::vector<int32_t>> exact_reference_fold(const std::vector<float>& slabs, int32_t replicas, int64_t count,
                                                  int unit_exponent);

// Each unit count times 2^unit_exponent (exact in fp32: |units| <= 2^24), rounded once to
// `dtype` (RNE; fp32 keeps it): the element's bits, 16 of them for fp16 and bf16.
std::vector<uint32_t> exact_dw_bits(const std::vector<int32_t>& units, int unit_exponent, int32_t dtype);

}  // namespace irgate::emu
