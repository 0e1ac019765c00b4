// runtime/exact_inputs.h — the inputs mode of a run, and exact mode's value ranges for a problem.
//
// Exact mode draws X and dY as small integers times a power of two, bounded so that every
// product and every partial sum of every dW element, in any order, is exactly representable in
// fp32: then dW does not depend on summation order, WMMA arithmetic model, atomics, slabs or
// slices, the host computes it in integer arithmetic (oracle/exact_reference.h), and the
// verdict is bit equality after the one final rounding to dW's dtype. The bound: with
// |x| <= A·2^ex and |dy| <= B·2^ey, a sum of T products is an integer multiple of 2^(ex+ey)
// of magnitude at most T·A·B units, so T·A·B <= 2^24 keeps each exact. A and B shrink as the
// reduction length T grows, down to {-1, 0, 1} (A = B = 1) at T = 2^24; past that exact mode
// cannot hold and the run says so and uses random inputs (docs/emulator.md §Exact inputs).
//
// Used by runtime/numerics.cpp and `irgate run / numerics / grid verify` (--inputs).
//
//   ExactInputs e = plan_exact_inputs(/*terms=*/N * Ho * Wo, IRG_DTYPE_F16, IRG_DTYPE_F32);
//   if (e.applies) x = exact_values(count, stream_key(seed, IRG_BUF_X), e.x);
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "runtime/inputs.h"

namespace irgate::runtime {

enum class InputsMode { exact, random };
const char* inputs_mode_name(InputsMode m);                       // "exact", "random"
std::optional<InputsMode> inputs_mode_by_name(const std::string& name);

// The fixed exponents: X = k·2^-3, dY = k·2^-6, so every product is a multiple of 2^-9, and a
// sum of at most 2^24 of them stays below 2^15 (fp16's largest finite value is 65504): the one
// rounding to an fp16 dW never overflows. Both are fp16 normals (>= 2^-14), so no WMMA model
// that flushes subnormal inputs sees one.
inline constexpr int kExactXExponent = -3, kExactDyExponent = -6;

struct ExactInputs {
  bool applies = false;
  std::string rule;  // one line: the ranges and why they are exact, or why exact mode cannot hold
  ExactRange x, dy;  // the two factors of every product (X, dY)
  int64_t terms = 0;  // the longest reduction of any dW element
  // Values of a buffer filled in place of products (WS slabs the reduce family sums): the range
  // of one product, so a sum of `terms` of them is exact by the same bound.
  ExactRange product() const { return {x.bound * dy.bound, x.exponent + dy.exponent}; }
  int unit_exponent() const { return x.exponent + dy.exponent; }
};

// The ranges for sums of `terms` products of inputs of `input_dtype` (whose integers must be
// exact: fp16 holds them up to 2^11, bf16 up to 2^8).
ExactInputs plan_exact_inputs(int64_t terms, int32_t input_dtype);

}  // namespace irgate::runtime
