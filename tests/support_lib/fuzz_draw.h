// tests/support_lib/fuzz_draw.h — the random source of the seeded fuzz tests: draws that refuse
// an empty range loudly (a failed test naming the range, not undefined behaviour), and the seed
// and round count each test takes from the environment.
//
// `IRGATE_FUZZ_SEED=N` replaces every seeded fuzz test's fixed seed and `IRGATE_FUZZ_COUNT=N`
// its number of rounds (docs/testing.md), so a long run on a new seed is one command; a value
// that is not a number fails the test that reads it. Unset, each test runs its own fixed seed
// and count, the ones CI runs.
//
//   FuzzPlan plan = fuzz_plan(20261130, 4000);        // in a TEST body
//   FuzzDraw d(plan.seed);
//   for (int i = 0; i < plan.count && !HasFailure(); ++i) use(d.in(1, 4), d.coin(95), d.pick(kArches));
//   if (HasFailure()) std::cout << plan.reproduce("parity_fuzz_tests");
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>

namespace irgate::testing {

class FuzzDraw {
 public:
  explicit FuzzDraw(uint32_t seed) : rng_(seed) {}
  // Uniform in [lo, hi]. An empty range (lo > hi) fails the current test and returns lo.
  int in(int lo, int hi);
  bool coin(int percent) { return in(1, 100) <= percent; }
  // A multiple of step in [lo, hi] (a spec field's fuzz range). step <= 0 or no multiple in the
  // range fails the current test and returns lo.
  int step_in(int lo, int hi, int step);
  // engine() % n, as the older fuzz tests drew indices (so their fixed seeds draw what they
  // drew). n == 0 fails the current test and returns 0.
  size_t below(size_t n);
  template <class T, size_t N>
  T pick(const T (&options)[N]) {
    return options[static_cast<size_t>(in(0, static_cast<int>(N) - 1))];
  }

 private:
  std::mt19937 rng_;
};

struct FuzzPlan {
  uint32_t seed = 0;
  int count = 0;
  // "IRGATE_FUZZ_SEED=<seed> IRGATE_FUZZ_COUNT=<count> <program>": the run again.
  std::string reproduce(const std::string& program) const;
};

// The seed and count from IRGATE_FUZZ_SEED / IRGATE_FUZZ_COUNT, else the test's own.
FuzzPlan fuzz_plan(uint32_t default_seed, int default_count);

}  // namespace irgate::testing
