// runtime/exact_inputs.cpp — see exact_inputs.h.
#include "runtime/exact_inputs.h"

#include <algorithm>
#include <cmath>

#include "irgate/abi.h"
#include "oracle/reference.h"

namespace irgate::runtime {

const char* inputs_mode_name(InputsMode m) { return m == InputsMode::exact ? "exact" : "random"; }

std::optional<InputsMode> inputs_mode_by_name(const std::string& name) {
  if (name == "exact") return InputsMode::exact;
  if (name == "random") return InputsMode::random;
  return std::nullopt;
}

int64_t kept_positions(const OutputGrid& grid, int64_t period) {
  if (period <= 1) return grid.n * grid.ho * grid.wo;
  const int64_t p = period;
  // An extent L holds L / p values of each residue, one more of the first L mod p residues.
  auto count = [p](int64_t extent, int64_t residue) { return extent / p + (residue < extent % p ? 1 : 0); };
  const int64_t qn = grid.n / p, rn = grid.n % p, qh = grid.ho / p, rh = grid.ho % p;
  // pairs(s) = #{(n, ho): n + ho = s mod p} = Σ_c count(N, c)·count(Ho, s - c). Multiplied out,
  // the quotient terms are the same for every s; what is left counts c < rn with s - c mod p
  // below rh: each such c adds one over the circular window [c, c + rh), summed as differences.
  std::vector<int64_t> window(size_t(p) + 1, 0);
  for (int64_t c = 0; c < rn && rh > 0; ++c) {
    const int64_t end = c + rh;
    ++window[size_t(c)];
    if (end <= p) {
      --window[size_t(end)];
    } else {
      --window[size_t(p)];
      ++window[0];
      --window[size_t(end - p)];
    }
  }
  const int64_t common = p * qn * qh + qn * rh + qh * rn;
  int64_t kept = 0, overlap = 0;
  for (int64_t s = 0; s < p; ++s) {
    overlap += window[size_t(s)];
    kept += (common + overlap) * count(grid.wo, (p - s) % p);  // wo completes n + ho + wo = 0 mod p
  }
  return kept;
}

bool pattern_covers(const OutputGrid& grid, int64_t period) {
  if (grid.n <= 0 || grid.ho <= 0 || grid.wo <= 0) return false;
  if (period <= 1) return true;
  // A slice fixes one axis at i; the other two sum to every integer of [0, a + b - 1), so the
  // slice keeps a position iff one of them is -i mod period: always when a + b - 1 >= period,
  // else exactly when -i mod period < a + b - 1, which the first `period` values of i decide.
  auto every_slice = [period](int64_t fixed, int64_t a, int64_t b) {
    const int64_t sums = a + b - 1;
    if (sums >= period) return true;
    for (int64_t i = 0; i < std::min(fixed, period); ++i)
      if ((period - i) % period >= sums) return false;
    return true;
  };
  return every_slice(grid.n, grid.ho, grid.wo) && every_slice(grid.ho, grid.n, grid.wo) &&
         every_slice(grid.wo, grid.n, grid.ho);
}

void apply_sparse_pattern(std::vector<float>& values, const irg_problem_t& problem, const SparsePattern& pattern,
                          int64_t first) {
  if (pattern.dense() || values.empty()) return;
  const int64_t channels = std::max<int64_t>(1, problem.groups * problem.kpg);
  const int64_t ho_count = emu::output_h(problem), wo_count = emu::output_w(problem);
  const int64_t end = first + int64_t(values.size());
  for (int64_t position = first / channels; position * channels < end; ++position) {
    const int64_t wo = position % wo_count, ho = position / wo_count % ho_count, n = position / (wo_count * ho_count);
    if (pattern.keeps(n, ho, wo)) continue;
    const int64_t from = std::max(first, position * channels), to = std::min(end, (position + 1) * channels);
    std::fill(values.begin() + (from - first), values.begin() + (to - first), 0.0f);
  }
}

namespace {

// The smallest period past budget's share whose kept positions fit the budget and cover every
// image, row and column; none when none of the first few does.
std::optional<int64_t> sparse_period(const OutputGrid& grid, int64_t budget) {
  const int64_t positions = grid.n * grid.ho * grid.wo;
  const int64_t least = std::max<int64_t>(2, (positions + budget - 1) / budget);
  // kept_positions is about positions / period plus an edge of at most one row of each slice,
  // so a few steps past `least` settle it; the cap only keeps a pathological grid from looping.
  for (int64_t period = least; period <= 4 * least + 8; ++period) {
    if (pattern_covers(grid, period) && kept_positions(grid, period) <= budget) return period;
  }
  return std::nullopt;
}

}  // namespace

ExactInputs plan_exact_inputs(int64_t terms, int32_t input_dtype, const std::optional<OutputGrid>& grid, int64_t budget) {
  ExactInputs e;
  e.terms = std::max<int64_t>(terms, 1);
  const int64_t share = budget / e.terms;  // A·B may not exceed it
  const std::string budget_text = budget == kExactSumBudget ? "2^24" : std::to_string(budget);
  if (share < 1) {
    const std::string past = std::to_string(e.terms) + " products per dW element exceed " + budget_text;
    if (!grid) {
      e.rule = "random inputs: " + past + ", so no nonzero integer inputs keep every partial sum exact in fp32";
      return e;
    }
    const std::optional<int64_t> period = sparse_period(*grid, budget);
    if (!period) {
      e.rule = "random inputs: " + past + " and no sparse pattern of dY positions keeps at most " + budget_text +
               " of the " + std::to_string(grid->n) + "x" + std::to_string(grid->ho) + "x" + std::to_string(grid->wo) +
               " (n, ho, wo) while every image, row and column keeps one";
      return e;
    }
    e.applies = true;
    e.pattern.period = *period;
    e.kept = kept_positions(*grid, *period);
    e.x = {1, kExactXExponent, /*nonzero=*/true};
    e.dy = {1, kExactDyExponent, /*nonzero=*/true};
    e.rule = "exact inputs, sparse pattern: " + past + ", so dY keeps position (n, ho, wo) iff (n + ho + wo) mod " +
             std::to_string(*period) + " = 0 (" + std::to_string(e.kept) + " of " +
             std::to_string(grid->n * grid->ho * grid->wo) + " positions, every image, row and column among them) and is 0 elsewhere; X = +-2^" +
             std::to_string(kExactXExponent) + ", kept dY = +-2^" + std::to_string(kExactDyExponent) +
             ": a dW element sums one product per kept position, at most " + std::to_string(e.kept) + " <= " + budget_text +
             " nonzero multiples of 2^" + std::to_string(e.unit_exponent());
    return e;
  }
  // The largest integer the input dtype holds exactly (its significand bits), and a cap of 2^11
  // on any dtype so that fp32 inputs stay small integers too.
  const int64_t dtype_cap = input_dtype == IRG_DTYPE_BF16 ? int64_t(1) << 8 : int64_t(1) << 11;
  const int64_t a = std::min<int64_t>(dtype_cap, int64_t(std::sqrt(double(share))));
  const int64_t b = std::min<int64_t>(dtype_cap, share / a);
  e.applies = true;
  e.x = {int32_t(a), kExactXExponent};
  e.dy = {int32_t(b), kExactDyExponent};
  e.rule = "exact inputs: X = k*2^" + std::to_string(kExactXExponent) + ", |k| <= " + std::to_string(a) + "; dY = k*2^" +
           std::to_string(kExactDyExponent) + ", |k| <= " + std::to_string(b) + "; " + std::to_string(e.terms) +
           " products per dW element: every partial sum is a multiple of 2^" + std::to_string(e.unit_exponent()) +
           " below " + budget_text + " of them (" + std::to_string(e.terms * a * b) + ")";
  return e;
}

}  // namespace irgate::runtime
