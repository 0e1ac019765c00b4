// tests/twin_engine/cachepolicy_test.cpp — the cache policy of tile.buffer_atomic_fadd_f32 is
// refused by the builder and by the lowerer (lower_ir on edited canonical IR), in the documented
// order: missing, then not an integer (bool, float, string), then outside 0..31.
#include <gtest/gtest.h>

#include <string>

#include "tests/twin_engine/builder_scope.h"
#include "tests/twin_engine/support.h"
#include "twin_engine/builder.h"

namespace {

struct CachePolicyCase {
  const char* name;
  tw_attr attr;
  bool present;
  const char* id;
  const char* got; /* what the refusal text must end with */
};

const CachePolicyCase kCases[] = {
    {"missing", tw_attr_int("cachepolicy", 0), false, "ir_cachepolicy_missing", "(got none)"},
    {"bool", tw_attr_bool("cachepolicy", 1), true, "ir_cachepolicy_type", "(got true)"},
    {"float", tw_attr_float("cachepolicy", 20.0), true, "ir_cachepolicy_type", "(got 0x1.4p+4)"},
    {"string", tw_attr_string("cachepolicy", "20"), true, "ir_cachepolicy_type", "(got \"20\")"},
    {"minus_one", tw_attr_int("cachepolicy", -1), true, "ir_cachepolicy_range", "(got -1)"},
    {"thirty_two", tw_attr_int("cachepolicy", 32), true, "ir_cachepolicy_range", "(got 32)"},
};

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

/* The builder's verdict on one atomic with `policy` (NULL: no attribute). */
tw_fail build_atomic(const tw_attr* policy) {
  twin_test::BuilderScope s;
  int v = tw_b_nullary(&s.b, TW_OP_GPU_THREAD_ID_X, "tid");
  tw_b_atomic_fadd(&s.b, v, v, v, v, policy);
  return s.fail;
}

TEST(TwinCachePolicy, BuilderRefusesEveryBadPolicy) {
  for (const CachePolicyCase& c : kCases) {
    tw_fail fail = build_atomic(c.present ? &c.attr : nullptr);
    EXPECT_EQ(fail.status, IRG_STATUS_REFUSED) << c.name;
    EXPECT_STREQ(fail.id, c.id) << c.name;
    EXPECT_TRUE(ends_with(fail.text, c.got)) << c.name << ": " << fail.text;
  }
}

TEST(TwinCachePolicy, BuilderAcceptsTheBounds) {
  for (long long policy : {0LL, 20LL, 31LL}) {
    tw_attr a = tw_attr_int("cachepolicy", policy);
    EXPECT_EQ(build_atomic(&a).status, IRG_STATUS_OK) << policy;
  }
}

/* gfx1201 carries the cascade policy 20 on its atomics (kernels.md): edit it in the text. */
TEST(TwinCachePolicy, LowererRefusesEveryBadPolicyInImportedIr) {
  twin_test::Domains domains;
  irg_request_t req = twin_test::depthwise("gfx1201", IRG_FLAVOR_LLVM22, domains);
  twin_test::Emitted ir = twin_test::emit_ir(req);
  ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
  const std::string policy = " {cachepolicy = 20}";
  ASSERT_NE(ir.text.find(policy), std::string::npos);
  const std::pair<const char*, std::string> spelled[] = {{"missing", ""},
                                                         {"bool", " {cachepolicy = true}"},
                                                         {"float", " {cachepolicy = 0x1.4p+4}"},
                                                         {"string", " {cachepolicy = \"20\"}"},
                                                         {"minus_one", " {cachepolicy = -1}"},
                                                         {"thirty_two", " {cachepolicy = 32}"}};
  for (size_t i = 0; i < sizeof kCases / sizeof kCases[0]; ++i) {
    std::string edited = twin_test::replace_once(ir.text, policy, spelled[i].second);
    for (int flavor = IRG_FLAVOR_LLVM19; flavor < IRG_FLAVOR_COUNT; ++flavor) {
      twin_test::Emitted ll = twin_test::lower_ir(edited, flavor, domains.of(flavor));
      EXPECT_EQ(ll.status, IRG_STATUS_REFUSED) << kCases[i].name;
      EXPECT_EQ(ll.refusal_id, kCases[i].id) << kCases[i].name;
      EXPECT_TRUE(ends_with(ll.refusal_text, kCases[i].got)) << kCases[i].name << ": " << ll.refusal_text;
    }
  }
  twin_test::Emitted untouched = twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM22, domains.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(untouched.status, IRG_STATUS_OK) << untouched.refusal_text;
  EXPECT_NE(untouched.text.find(", i32 20)"), std::string::npos);
}

}  // namespace
