// tests/support_lib/fuzz_draw.cpp — see fuzz_draw.h.
#include "tests/support_lib/fuzz_draw.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdlib>
#include <limits>

namespace irgate::testing {
namespace {

// The variable's value as a whole number in [lo, hi], `fallback` when unset; anything else fails
// the test and gives `fallback`.
uint64_t number_from(const char* variable, uint64_t lo, uint64_t hi, uint64_t fallback) {
  const char* text = std::getenv(variable);
  if (!text || !*text) return fallback;
  char* end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(text, &end, 10);
  if (errno != 0 || *end != '\0' || text[0] == '-' || v < lo || v > hi) {
    ADD_FAILURE() << variable << "='" << text << "' is not a whole number in " << lo << ".." << hi;
    return fallback;
  }
  return v;
}

}  // namespace

int FuzzDraw::in(int lo, int hi) {
  if (lo > hi) {
    ADD_FAILURE() << "a fuzz draw asked for the empty range [" << lo << ", " << hi << "]";
    return lo;
  }
  return std::uniform_int_distribution<int>(lo, hi)(rng_);
}

int FuzzDraw::step_in(int lo, int hi, int step) {
  if (step <= 0) {
    ADD_FAILURE() << "a fuzz draw asked for multiples of " << step << " in [" << lo << ", " << hi << "]";
    return lo;
  }
  // Multiples k * step with lo <= k * step <= hi: k from ceil(lo / step) to floor(hi / step).
  const int k_lo = lo / step + (lo > 0 && lo % step != 0), k_hi = hi / step - (hi < 0 && hi % step != 0);
  if (k_lo > k_hi) {
    ADD_FAILURE() << "a fuzz draw asked for a multiple of " << step << " in [" << lo << ", " << hi << "], which holds none";
    return lo;
  }
  return step * in(k_lo, k_hi);
}

size_t FuzzDraw::below(size_t n) {
  if (n == 0) {
    ADD_FAILURE() << "a fuzz draw asked for an index below 0";
    return 0;
  }
  return static_cast<size_t>(rng_() % n);
}

std::string FuzzPlan::reproduce(const std::string& program) const {
  return "IRGATE_FUZZ_SEED=" + std::to_string(seed) + " IRGATE_FUZZ_COUNT=" + std::to_string(count) + " " + program;
}

FuzzPlan fuzz_plan(uint32_t default_seed, int default_count) {
  FuzzPlan p;
  p.seed = static_cast<uint32_t>(number_from("IRGATE_FUZZ_SEED", 0, std::numeric_limits<uint32_t>::max(), default_seed));
  p.count = static_cast<int>(number_from("IRGATE_FUZZ_COUNT", 1, std::numeric_limits<int>::max(), default_count));
  return p;
}

}  // namespace irgate::testing
