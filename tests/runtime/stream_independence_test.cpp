// tests/runtime/stream_independence_test.cpp — issue 29 §1: no two buffers of a run draw the same
// stream at any offset. For every pair of streams a run can fill (X, dY, WS, dW under seeds 0 and
// 1, and the subnormal positions), random and exact values alike, and every shift d
// in [-64, 64], the count of positions j with a[j] == b[j + d] stays within six standard
// deviations (plus a floor for rare coincidences) of what independent draws with the same value
// frequencies give (Σ_v p_a(v)·p_b(v) a pair).
// The same check run on the generator this replaces (one SplitMix64 state per seed, X under
// seed·2+1 and dY under seed·2+2) fails it: dY[j] was X[j + 1].
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "irgate/abi.h"
#include "runtime/inputs.h"

namespace irgate::runtime {
namespace {

constexpr int64_t kCount = 1 << 12;
constexpr int kShift = 64;

// The shift at which a and b agree most beyond chance. Agreement counts of independent draws are
// binomial with a mean of chance·compared, often well below one (random fp16): a pair is
// dependent when a count passes that mean by six of its standard deviations plus eight (a floor
// that keeps rare coincidences, Poisson-distributed, from reading as dependence).
struct Agreement {
  int shift = 0;
  double same = 0, allowed = 0, compared = 0, chance = 0;
  bool dependent() const { return same > allowed; }
};
std::vector<uint32_t> bits_of(const std::vector<float>& v) {
  std::vector<uint32_t> out;
  for (float x : v) out.push_back(std::bit_cast<uint32_t>(x));
  return out;
}
Agreement worst_agreement(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b) {
  std::map<uint32_t, double> pa, pb;
  for (uint32_t v : a) pa[v] += 1.0 / double(a.size());
  for (uint32_t v : b) pb[v] += 1.0 / double(b.size());
  double chance = 0;
  for (const auto& [bits, p] : pa)
    if (auto it = pb.find(bits); it != pb.end()) chance += p * it->second;
  Agreement worst;
  worst.same = -1e9;
  for (int d = -kShift; d <= kShift; ++d) {
    size_t same = 0, compared = 0;
    for (int64_t j = std::max<int64_t>(0, -d); j < int64_t(a.size()) && j + d < int64_t(b.size()); ++j, ++compared)
      same += a[size_t(j)] == b[size_t(j + d)];
    const double mean = chance * double(compared);
    const double allowed = mean + 6 * std::sqrt(mean * (1 - chance)) + 8;
    if (double(same) - allowed > worst.same - worst.allowed) worst = {d, double(same), allowed, double(compared), chance};
  }
  return worst;
}

std::string describe(const Agreement& w) {
  return "shift " + std::to_string(w.shift) + ": " + std::to_string(w.same) + " of " + std::to_string(w.compared) +
         " equal, at most " + std::to_string(w.allowed) + " by chance (" + std::to_string(100 * w.chance) + "% a pair)";
}

// The generator issue 29 found: one SplitMix64 state per seed, stepped by γ per element.
std::vector<float> old_stream(int64_t count, uint64_t seed) {
  std::vector<float> v;
  uint64_t state = seed * kGolden + 0x2545F4914F6CDD1Dull;
  for (int64_t i = 0; i < count; ++i) {
    const uint64_t z = mix64(state += kGolden);
    v.push_back(float(int32_t(z >> 40) - (1 << 23)) * 0x1p-23f);
  }
  return v;
}

TEST(StreamIndependence, OldGeneratorFailsTheCheck) {
  const Agreement w = worst_agreement(bits_of(old_stream(kCount, 1 * 2 + 1)), bits_of(old_stream(kCount, 1 * 2 + 2)));
  EXPECT_EQ(w.shift, -1) << describe(w);  // X[j] == dY[j - 1], i.e. dY[j] == X[j + 1]
  EXPECT_GT(w.same, 0.99 * w.compared) << describe(w);
  EXPECT_TRUE(w.dependent()) << describe(w);
}

TEST(StreamIndependence, NoShiftMakesTwoBuffersAgreeBeyondChance) {
  struct Stream {
    std::string name;
    uint64_t key;
  };
  std::vector<Stream> streams;
  for (uint64_t seed : {0u, 1u})
    for (uint32_t b : {uint32_t(IRG_BUF_X), uint32_t(IRG_BUF_DY), uint32_t(IRG_BUF_DW), uint32_t(IRG_BUF_WS)})
      streams.push_back({"seed " + std::to_string(seed) + " buffer " + std::to_string(b), stream_key(seed, b)});
  streams.push_back({"seed 1 X subnormals", stream_key(1, IRG_BUF_X, StreamUse::subnormals)});
  // Random fp16 draws, and exact mode's widest and narrowest ranges ({-1, 0, 1}: a third of
  // pairs agree by chance; the check is against that).
  struct Draw {
    std::string name;
    std::vector<float> (*make)(uint64_t key);
  };
  const Draw draws[] = {
      {"random fp16", [](uint64_t key) { return seeded_values(kCount, IRG_DTYPE_F16, key); }},
      {"exact |k| <= 2048", [](uint64_t key) { return exact_values(kCount, key, {2048, -3}); }},
      {"exact |k| <= 1", [](uint64_t key) { return exact_values(kCount, key, {1, -6}); }},
  };
  size_t pairs = 0;
  for (const Draw& draw : draws) {
    std::vector<std::vector<uint32_t>> values;
    for (const Stream& s : streams) values.push_back(bits_of(draw.make(s.key)));
    for (size_t i = 0; i < streams.size(); ++i)
      for (size_t j = 0; j < streams.size(); ++j) {
        if (i == j) continue;
        const Agreement w = worst_agreement(values[i], values[j]);
        EXPECT_FALSE(w.dependent()) << draw.name << ": " << streams[i].name << " vs " << streams[j].name << ": " << describe(w);
        ++pairs;
      }
  }
  EXPECT_EQ(pairs, 3u * 9u * 8u);
}

}  // namespace
}  // namespace irgate::runtime
