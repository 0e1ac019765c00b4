// oracle/compare.h — compare a computed dW with the reference under a Tolerance and report
// like CK's check_err: the first mismatches (capped), max abs/rel error, the count.
//
// Used by the runtime and `irgate run` / `irgate numerics`.
//
//   Comparison c = compare(got, ref.dw, tol);
//   if (!c.passed()) std::cerr << format_comparison(c, krsc_namer);
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "oracle/tolerance.h"

namespace irgate::emu {

struct Mismatch {
  size_t index;
  float got, want;
};

struct Comparison {
  size_t count = 0;
  size_t mismatches = 0;
  size_t non_finite = 0;  // NaN anywhere, or an Inf not allowed
  double max_abs_err = 0, max_rel_err = 0;
  Tolerance tolerance;
  std::vector<Mismatch> first;  // at most `cap` entries
  bool passed() const { return count > 0 && mismatches == 0; }
};

Comparison compare(const std::vector<float>& got, const std::vector<float>& want, const Tolerance& t,
                   size_t cap = 8);

// "dw[k=3 r=0 s=1 c=7]" style names come from `name_of`; nullptr prints the flat index.
std::string format_comparison(const Comparison& c, const std::function<std::string(size_t)>& name_of);

}  // namespace irgate::emu
