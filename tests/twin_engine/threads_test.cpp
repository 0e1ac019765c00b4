// tests/twin_engine/threads_test.cpp — the twin is re-entrant: four threads emitting the same
// requests (a depthwise and an implicit_gemm_wgrad kernel, LLVM text and canonical IR, many times
// each, interleaved) get the same bytes as one thread.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "tests/twin_engine/support.h"

namespace {

TEST(TwinThreads, FourThreadsEmitIdenticalBytes) {
  twin_test::Domains d;
  irg_request_t depthwise = twin_test::depthwise("gfx1201", IRG_FLAVOR_LLVM22, d);
  depthwise.spec.depthwise.r_split = 3;
  depthwise.spec.depthwise.waves = 6;
  irg_request_t igemm = twin_test::implicit_gemm(d); /* two staging paths, an scf.if_else */
  igemm.spec.implicit_gemm.dilation_h = 2, igemm.spec.implicit_gemm.pad_h = 2;
  const irg_request_t requests[2] = {depthwise, igemm};
  twin_test::Emitted ll[2], ir[2];
  for (int k = 0; k < 2; ++k) {
    ll[k] = twin_test::emit_ll(requests[k]);
    ir[k] = twin_test::emit_ir(requests[k]);
    ASSERT_EQ(ll[k].status, IRG_STATUS_OK) << ll[k].refusal_text;
    ASSERT_EQ(ir[k].status, IRG_STATUS_OK) << ir[k].refusal_text;
  }
  std::vector<int> mismatches(4, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 25; ++i) {
        int k = (t + i) % 2; /* the threads interleave the two families */
        if (twin_test::emit_ll(requests[k]).text != ll[k].text) ++mismatches[t];
        if (twin_test::emit_ir(requests[k]).text != ir[k].text) ++mismatches[t];
      }
    });
  }
  for (std::thread& t : threads) t.join();
  for (int t = 0; t < 4; ++t) EXPECT_EQ(mismatches[t], 0) << "thread " << t;
}

}  // namespace
