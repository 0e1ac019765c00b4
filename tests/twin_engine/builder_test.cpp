// tests/twin_engine/builder_test.cpp — the twin builder's sticky errors: the first failure is
// kept, every later call is a no-op returning -1, and nothing is appended after it.
#include <gtest/gtest.h>

#include <cstring>

#include "twin_engine/builder.h"
#include "twin_engine/ir_passes.h"

namespace {

struct Fixture {
  tw_arena arena{};
  tw_fail fail{};
  tw_kernel kernel{};
  tw_builder b{};
  Fixture() {
    tw_kernel_init(&kernel, &arena);
    tw_builder_init(&b, &kernel, &fail);
  }
  ~Fixture() { tw_arena_release(&arena); }
};

TEST(TwinBuilder, NumbersValuesInCreationOrder) {
  Fixture f;
  int n = tw_b_param(&f.b, "n", TW_TYPE_I32, nullptr, 0);
  int tid = tw_b_nullary(&f.b, TW_OP_GPU_THREAD_ID_X, "tid");
  int k = tw_b_const_i32(&f.b, 31);
  int lane = tw_b_binary(&f.b, TW_OP_ARITH_ANDI, tid, k, "lane");
  EXPECT_EQ(n, 0);
  EXPECT_EQ(tid, 1);
  EXPECT_EQ(k, 2);
  EXPECT_EQ(lane, 3);
  EXPECT_EQ(f.fail.status, IRG_STATUS_OK);
}

TEST(TwinBuilder, FirstRefusalWinsAndLaterCallsAreNoOps) {
  Fixture f;
  int tid = tw_b_nullary(&f.b, TW_OP_GPU_THREAD_ID_X, "tid");
  int ops_before = f.kernel.n_ops;
  tw_attr bad = tw_attr_int("cachepolicy", 32);
  tw_b_atomic_fadd(&f.b, tid, tid, tid, tid, &bad); /* refused: range */
  EXPECT_EQ(f.fail.status, IRG_STATUS_REFUSED);
  EXPECT_STREQ(f.fail.id, "ir_cachepolicy_range");
  EXPECT_EQ(f.kernel.n_ops, ops_before);

  tw_b_atomic_fadd(&f.b, tid, tid, tid, tid, nullptr); /* would be "missing": ignored */
  EXPECT_STREQ(f.fail.id, "ir_cachepolicy_range");
  EXPECT_EQ(tw_b_const_i32(&f.b, 1), -1);
  EXPECT_EQ(tw_b_binary(&f.b, TW_OP_ARITH_ADDI, tid, tid, "x"), -1);
  tw_loop loop;
  tw_b_for_begin(&f.b, tid, tid, tid, nullptr, 0, "res", "i", "acc", &loop);
  EXPECT_EQ(loop.op, -1);
  EXPECT_EQ(f.kernel.n_ops, ops_before);
  EXPECT_STREQ(f.fail.id, "ir_cachepolicy_range");
}

TEST(TwinBuilder, AMissingOperandIsAnInternalError) {
  Fixture f;
  EXPECT_EQ(tw_b_binary(&f.b, TW_OP_ARITH_ADDI, -1, 7, "x"), -1);
  EXPECT_EQ(f.fail.status, IRG_STATUS_ERROR);
  EXPECT_STREQ(f.fail.id, "internal_error");
  tw_refuse(&f.fail, TW_REFUSAL_dw_waves, 99); /* a later refusal does not overwrite it */
  EXPECT_EQ(f.fail.status, IRG_STATUS_ERROR);
}

TEST(TwinBuilder, ALoopNumbersResultsThenIvThenIterArgsThenBody) {
  Fixture f;
  int lo = tw_b_const_i32(&f.b, 0);
  int hi = tw_b_const_i32(&f.b, 8);
  int step = tw_b_const_i32(&f.b, 1);
  int zero = tw_b_const_f32(&f.b, 0.0);
  int inits[2] = {zero, zero};
  tw_loop loop;
  tw_b_for_begin(&f.b, lo, hi, step, inits, 2, "res", "i", "acc", &loop);
  EXPECT_EQ(loop.first_result, 4);
  EXPECT_EQ(loop.iv, 6);
  EXPECT_EQ(loop.first_arg, 7);
  int sum = tw_b_binary(&f.b, TW_OP_ARITH_ADDF, loop.first_arg, loop.first_arg + 1, "sum");
  EXPECT_EQ(sum, 9);
  int yields[2] = {sum, sum};
  tw_b_for_end(&f.b, &loop, yields);
  tw_attr attrs[2] = {tw_attr_string("arch", "gfx1100"), tw_attr_int("block_size", 32)};
  tw_b_kernel_attrs(&f.b, "k", attrs, 2);
  char why[256] = "";
  EXPECT_TRUE(tw_verify(&f.kernel, why, sizeof why)) << why;
}

TEST(TwinVerifier, RejectsAValueUsedOutsideItsRegion) {
  Fixture f;
  int lo = tw_b_const_i32(&f.b, 0);
  tw_loop loop;
  tw_b_for_begin(&f.b, lo, lo, lo, nullptr, 0, "res", "i", "acc", &loop);
  int inside = tw_b_binary(&f.b, TW_OP_ARITH_ADDI, loop.iv, lo, "inside");
  tw_b_for_end(&f.b, &loop, nullptr);
  tw_b_binary(&f.b, TW_OP_ARITH_ADDI, inside, lo, "outside"); /* the builder does not check scope */
  tw_attr attrs[2] = {tw_attr_string("arch", "gfx1100"), tw_attr_int("block_size", 32)};
  tw_b_kernel_attrs(&f.b, "k", attrs, 2);
  char why[256] = "";
  EXPECT_FALSE(tw_verify(&f.kernel, why, sizeof why));
  EXPECT_NE(std::strstr(why, "not in scope"), nullptr) << why;
}

}  // namespace
