// tests/emulator/corpus_bits_test.cpp — the emulator's results on the whole shipped corpus are bit
// for bit what they were when tests/emulator/data/corpus_bits.json was recorded.
//
// For every emitting config x flavor of every family (also on each of its exact-stage shapes,
// runtime::exact_stage_shapes: depthwise's one-writer shape), in
// wave order and under schedule seed 7 (seeded interleaving, shuffled workgroups), the reference
// engine's plan runs through check_numerics with the default WMMA model, and the case is
// summarised as SHA-256 of the dW bytes the kernel left, SHA-256 of WS as Stage 2 read it (when a
// reduce ran), the lane-instruction count and the verdict. The expected file was recorded by the
// emulator *before* the interpreter speed work of issue 22 (see its "generator" field), not by
// the code under test: a faster interpreter must compute the same bits and count the same work.
//
// A case with no expected entry, or an expected entry no case produces, fails: re-record with
//   IRGATE_RECORD_CORPUS_BITS=tests/emulator/data/corpus_bits.json build/tests/emulator/emulator_corpus_bits_test
// only when the corpus or an engine changed on purpose (the test then skips, visibly: a recording
// checks nothing), and say in the commit why the bits moved.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "irgate/engine_api.h"
#include "registry/families.h"
#include "runtime/numerics.h"
#include "support/files.h"
#include "support/json.h"
#include "support/sha256.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

std::string digest(const std::vector<uint8_t>& bytes) {
  return sha256_hex(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

std::string ws_digest(const runtime::NumericsTensors& t) {
  if (t.ws.empty()) return "-";
  return sha256_hex(std::string_view(reinterpret_cast<const char*>(t.ws.data()), t.ws.size() * sizeof(float)));
}

// Every case of the corpus: "config/flavor/shape/seed" -> "dw=<sha> ws=<sha|-> lanes=<n> <VERDICT>".
std::map<std::string, std::string> run_corpus() {
  std::map<std::string, std::string> out;
  for (const registry::Family& family : registry::families()) {  // every families.def row
    auto cases = numerics_test::emitting_cases(family.name);
    EXPECT_TRUE(cases) << cases.error().message;
    if (!cases) continue;
    for (const numerics_test::Case& c : *cases) {
      // The default shape, then each shape on which the family checks a stage bit for bit.
      std::vector<std::pair<std::string, runtime::ProblemShape>> shapes = {{"default", {}}};
      const std::vector<runtime::ProblemShape> exact = runtime::exact_stage_shapes(c.request);
      for (size_t i = 0; i < exact.size(); ++i)
        shapes.emplace_back("exact_stage" + (i ? std::to_string(i) : std::string()), exact[i]);
      for (const auto& [shape_name, shape] : shapes) {
        for (const uint64_t seed : {0u, 7u}) {
          runtime::NumericsOptions o;
          o.keep_tensors = true;
          o.schedule_seed = seed;
          o.shape = shape;
          runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
          const std::string key = std::to_string(c.id) + "/" + registry::flavor_name(c.flavor) + "/" + shape_name +
                                  "/s" + std::to_string(seed);
          out[key] = "dw=" + digest(r.tensors.dw_bytes) + " ws=" + ws_digest(r.tensors) +
                     " lanes=" + std::to_string(r.lane_instructions) + " " + runtime::verdict_name(r.verdict);
        }
      }
    }
  }
  return out;
}

std::filesystem::path expected_path() { return numerics_test::root() / "tests/emulator/data/corpus_bits.json"; }

TEST(CorpusBits, EveryCaseComputesTheRecordedBits) {
  const std::map<std::string, std::string> got = run_corpus();
  ASSERT_GE(got.size(), 100u) << "the corpus yielded too few cases to mean anything";
  if (const char* record = std::getenv("IRGATE_RECORD_CORPUS_BITS"); record && *record) {
    nlohmann::json j;
    j["schema"] = "irgate.corpus_bits/v1";
    j["generator"] = std::getenv("IRGATE_RECORD_GENERATOR") ? std::getenv("IRGATE_RECORD_GENERATOR") : "unnamed";
    j["cases"] = got;
    auto w = write_atomic(record, dump_json(j));
    ASSERT_TRUE(w) << w.error().message;
    GTEST_SKIP() << "recorded " << got.size() << " cases into " << record << "; nothing was checked";
  }
  auto text = load_json(expected_path());
  ASSERT_TRUE(text) << text.error().message;
  ASSERT_EQ((*text)["schema"], "irgate.corpus_bits/v1") << expected_path();
  const auto& expected = (*text)["cases"];
  size_t compared = 0;
  for (const auto& [key, value] : got) {
    if (!expected.contains(key)) {
      ADD_FAILURE() << key << ": no recorded bits (new config? see this file's header)\n  got " << value;
      continue;
    }
    EXPECT_EQ(expected[key].get<std::string>(), value) << key;
    ++compared;
  }
  for (const auto& [key, value] : expected.items())
    EXPECT_TRUE(got.count(key)) << key << ": recorded but no longer produced (" << value.get<std::string>() << ")";
  EXPECT_EQ(compared, expected.size());
}

}  // namespace
}  // namespace irgate
