// runtime/exact_inputs.cpp — see exact_inputs.h.
#include "runtime/exact_inputs.h"

#include <algorithm>
#include <cmath>

#include "irgate/abi.h"

namespace irgate::runtime {

const char* inputs_mode_name(InputsMode m) { return m == InputsMode::exact ? "exact" : "random"; }

std::optional<InputsMode> inputs_mode_by_name(const std::string& name) {
  if (name == "exact") return InputsMode::exact;
  if (name == "random") return InputsMode::random;
  return std::nullopt;
}

ExactInputs plan_exact_inputs(int64_t terms, int32_t input_dtype) {
  ExactInputs e;
  e.terms = std::max<int64_t>(terms, 1);
  constexpr int64_t kExactSums = int64_t(1) << 24;  // fp32 holds every integer up to 2^24
  const int64_t budget = kExactSums / e.terms;       // A·B may not exceed it
  if (budget < 1) {
    e.rule = "random inputs: " + std::to_string(e.terms) +
             " products per dW element exceed 2^24, so no nonzero integer inputs keep every partial sum exact in fp32";
    return e;
  }
  // The largest integer the input dtype holds exactly (its significand bits), and a cap of 2^11
  // on any dtype so that fp32 inputs stay small integers too.
  const int64_t dtype_cap = input_dtype == IRG_DTYPE_BF16 ? int64_t(1) << 8 : int64_t(1) << 11;
  const int64_t a = std::min<int64_t>(dtype_cap, int64_t(std::sqrt(double(budget))));
  const int64_t b = std::min<int64_t>(dtype_cap, budget / a);
  e.applies = true;
  e.x = {int32_t(a), kExactXExponent};
  e.dy = {int32_t(b), kExactDyExponent};
  e.rule = "exact inputs: X = k*2^" + std::to_string(kExactXExponent) + ", |k| <= " + std::to_string(a) + "; dY = k*2^" +
           std::to_string(kExactDyExponent) + ", |k| <= " + std::to_string(b) + "; " + std::to_string(e.terms) +
           " products per dW element: every partial sum is a multiple of 2^" + std::to_string(e.unit_exponent()) +
           " below 2^24 of them (" + std::to_string(e.terms * a * b) + ")";
  return e;
}

}  // namespace irgate::runtime
