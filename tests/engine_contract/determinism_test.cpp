// tests/engine_contract/determinism_test.cpp — in both engines, emission is a pure function of its
// inputs: twice in one process, in shuffled order, from 4 threads at once, and in other processes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <thread>

#include "support/subprocess.h"
#include "registry/families.h"
#include "tests/support_lib/both_engines.h"

namespace irgate::testing {
namespace {

class Determinism : public BothEnginesTest {
 protected:
  std::map<std::pair<int, int>, std::string> emit_all(const std::vector<std::pair<int, int>>& order) {
    std::map<std::pair<int, int>, std::string> out;
    for (auto p : order) out[p] = emit_ll(engine(), request_for(p.first, p.second)).text;
    return out;
  }
};

TEST_P(Determinism, TwiceShuffledAndInFourThreadsGiveTheSameBytes) {
  auto pairs = emitting_pairs();
  auto first = emit_all(pairs);
  auto shuffled = pairs;
  std::mt19937 rng(42);
  std::shuffle(shuffled.begin(), shuffled.end(), rng);
  EXPECT_EQ(emit_all(shuffled), first);

  std::vector<std::map<std::pair<int, int>, std::string>> per_thread(4);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      auto order = pairs;
      std::mt19937 r(static_cast<unsigned>(t));
      std::shuffle(order.begin(), order.end(), r);
      for (auto p : order) per_thread[t][p] = emit_ll(engine(), request_for(p.first, p.second)).text;
    });
  for (auto& th : threads) th.join();
  for (int t = 0; t < 4; ++t) EXPECT_EQ(per_thread[t], first) << "thread " << t;
}

TEST_P(Determinism, AnotherProcessPrintsTheSameBytes) {
  const char* bin = std::getenv("IRGATE_BIN");
  ASSERT_NE(bin, nullptr);
  for (auto [id, flavor] : {std::pair{233, int{IRG_FLAVOR_LLVM22}}, std::pair{236, int{IRG_FLAVOR_LLVM16}}}) {
    std::string here = emit_ll(engine(), request_for(id, flavor)).text;
    for (int run = 0; run < 2; ++run) {
      auto r = run_process({bin, "emit", "--config", std::to_string(id), "--flavor", registry::flavor_name(flavor),
                            "--engine", engine()->name},
                           {});
      ASSERT_TRUE(r && r->exited_ok()) << (r ? r->err : r.error().message);
      EXPECT_EQ(r->out, here) << "config " << id << " run " << run;
    }
  }
}

IRGATE_INSTANTIATE_FOR_BOTH_ENGINES(Determinism);

}  // namespace
}  // namespace irgate::testing
