// runtime/exact_inputs.h — the inputs mode of a run, and exact mode's value ranges for a problem.
//
// Exact mode draws X and dY as small integers times a power of two, bounded so that every
// product and every partial sum of every dW element, in any order, is exactly representable in
// fp32: then dW does not depend on summation order, WMMA arithmetic model, atomics, slabs or
// slices, the host computes it in integer arithmetic (oracle/exact_reference.h), and the
// verdict is bit equality after the one final rounding to dW's dtype. The bound: with
// |x| <= A·2^ex and |dy| <= B·2^ey, a sum of T products is an integer multiple of 2^(ex+ey)
// of magnitude at most T·A·B units, so T·A·B <= 2^24 keeps each exact. A and B shrink as the
// reduction length T grows, down to {-1, 0, 1} (A = B = 1) at T = 2^24. Past that, a sparse
// pattern keeps exact mode: dY keeps the positions (n, ho, wo) with (n + ho + wo) mod P = 0 and is
// zero elsewhere, X and the kept dY are ±1 times their unit, and P is the smallest period whose
// kept positions number at most 2^24 (counted exactly, kept_positions) while every image, output
// row and output column keeps one (pattern_covers). A dW element sums one product per dY
// position, so it sums at most that many nonzero products; every channel of both tensors and
// every image, row and column of X carries nonzero values (docs/emulator.md §Exact inputs past
// 2^24 products has the argument). Only a problem with no such period (a batch, height or width
// alone past the budget) falls back to random inputs, and the run says so.
//
// Used by runtime/numerics.cpp and `irgate run / numerics / grid verify` (--inputs).
//
//   ExactInputs e = plan_exact_inputs(/*terms=*/N * Ho * Wo, IRG_DTYPE_F16, IRG_DTYPE_F32);
//   if (e.applies) x = exact_values(count, stream_key(seed, IRG_BUF_X), e.x);
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "irgate/abi.h"
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

// The dY positions of a problem: batch, output rows, output columns.
struct OutputGrid {
  int64_t n = 0, ho = 0, wo = 0;
};

// Exact mode's sparse pattern over dY positions: period 1 keeps every position (dense).
struct SparsePattern {
  int64_t period = 1;
  bool dense() const { return period <= 1; }
  bool keeps(int64_t n, int64_t ho, int64_t wo) const { return dense() || (n + ho + wo) % period == 0; }
};

// How many positions of `grid` the pattern of `period` keeps: exactly, in O(period) from the
// residue counts of the three axes (tests check it against a brute-force count).
int64_t kept_positions(const OutputGrid& grid, int64_t period);
// Whether every image, every output row and every output column keeps a position (exactly: the
// tests compare it with brute force; always when any two extents sum to period + 1 or more).
bool pattern_covers(const OutputGrid& grid, int64_t period);

// Zeroes the dY elements [first, first + values.size()) of `problem` whose position the pattern
// drops (dY is N·Ho·Wo positions of groups·kpg channels).
void apply_sparse_pattern(std::vector<float>& values, const irg_problem_t& problem, const SparsePattern& pattern,
                          int64_t first);

// fp32 holds every integer up to 2^24: the products an exact dW element may sum at |a| = |b| = 1.
inline constexpr int64_t kExactSumBudget = int64_t(1) << 24;

struct ExactInputs {
  bool applies = false;
  SparsePattern pattern;  // dY's kept positions (dense unless the reduction passes the budget)
  int64_t kept = 0;       // the positions the pattern keeps, when it is sparse
  std::string rule;  // one line: the ranges and why they are exact, or why exact mode cannot hold
  ExactRange x, dy;  // the two factors of every product (X, dY)
  int64_t terms = 0;  // the longest reduction of any dW element
  // Values of a buffer filled in place of products (WS slabs the reduce family sums): the range
  // of one product, so a sum of `terms` of them is exact by the same bound.
  ExactRange product() const { return {x.bound * dy.bound, x.exponent + dy.exponent}; }
  int unit_exponent() const { return x.exponent + dy.exponent; }
};

// The ranges for sums of `terms` products of inputs of `input_dtype` (whose integers must be
// exact: fp16 holds them up to 2^11, bf16 up to 2^8). Past `budget` products (2^24; tests pass a
// tiny one to check the pattern by brute force) the sparse pattern over `grid`'s dY positions,
// when a grid is given and a period fits.
ExactInputs plan_exact_inputs(int64_t terms, int32_t input_dtype, const std::optional<OutputGrid>& grid = std::nullopt,
                              int64_t budget = kExactSumBudget);

}  // namespace irgate::runtime
