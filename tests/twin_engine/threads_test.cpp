// tests/twin_engine/threads_test.cpp — the twin is re-entrant: four threads emitting the same
// request (LLVM text and canonical IR, many times each) get the same bytes as one thread.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "tests/twin_engine/support.h"

namespace {

TEST(TwinThreads, FourThreadsEmitIdenticalBytes) {
  twin_test::Domains d;
  irg_request_t req = twin_test::depthwise("gfx1201", IRG_FLAVOR_LLVM22, d);
  req.spec.depthwise.r_split = 3;
  req.spec.depthwise.waves = 6;
  const twin_test::Emitted ll = twin_test::emit_ll(req);
  const twin_test::Emitted ir = twin_test::emit_ir(req);
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
  std::vector<int> mismatches(4, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 25; ++i) {
        if (twin_test::emit_ll(req).text != ll.text) ++mismatches[t];
        if (twin_test::emit_ir(req).text != ir.text) ++mismatches[t];
      }
    });
  }
  for (std::thread& t : threads) t.join();
  for (int t = 0; t < 4; ++t) EXPECT_EQ(mismatches[t], 0) << "thread " << t;
}

}  // namespace
