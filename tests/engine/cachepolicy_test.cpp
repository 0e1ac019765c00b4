// tests/engine/cachepolicy_test.cpp — tile.buffer_atomic_fadd_f32's cache policy: the builder
// and the lowerer both refuse a missing, non-integer (bool included) or out-of-range policy, and
// the depthwise kernel uses CPOL_ATOMIC_CASCADE_DEV (20) exactly on gfx12 targets.
#include <gtest/gtest.h>

#include "engine/ir/builder.h"
#include "engine/refusal.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

using engine::AttrValue;

std::string builder_refusal(std::optional<AttrValue> policy) {
  engine::Builder b("k", {{"arch", std::string("gfx1250")}, {"block_size", int64_t{32}}});
  engine::Value* p = b.param("p", engine::Type::ptr(engine::AddrSpace::Global), {});
  engine::Value* n = b.param("n", engine::Type::i32(), {});
  engine::Value* r = b.buffer_rsrc(p, n, "r");
  engine::Value* zero = b.const_i32(0);
  engine::Value* v = b.const_f32(1.0);
  try {
    b.buffer_atomic_fadd_f32(r, zero, zero, v, policy);
  } catch (const engine::Failure& f) {
    return engine::refusal_name(f.refusal.id);
  }
  return "accepted";
}

TEST(CachePolicyBuilder, RefusesWhatIsNotAnIntegerIn0To31) {
  EXPECT_EQ(builder_refusal(std::nullopt), "ir_cachepolicy_missing");
  EXPECT_EQ(builder_refusal(AttrValue{true}), "ir_cachepolicy_type");
  EXPECT_EQ(builder_refusal(AttrValue{20.9}), "ir_cachepolicy_type");
  EXPECT_EQ(builder_refusal(AttrValue{std::string("20")}), "ir_cachepolicy_type");
  EXPECT_EQ(builder_refusal(AttrValue{int64_t{-1}}), "ir_cachepolicy_range");
  EXPECT_EQ(builder_refusal(AttrValue{int64_t{32}}), "ir_cachepolicy_range");
  EXPECT_EQ(builder_refusal(AttrValue{int64_t{0}}), "accepted");
  EXPECT_EQ(builder_refusal(AttrValue{int64_t{31}}), "accepted");
}

class CachePolicyLowerer : public CorpusFixture {};

// Config 234 (gfx1250) carries policy 20 on every atomic; rewrite the attribute in its IR.
TEST_F(CachePolicyLowerer, RefusesABadAttributeOnImportedIr) {
  Emission ir = emit_ir(irg_reference_engine(), request_for(234, IRG_FLAVOR_LLVM22));
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  const std::string needle = " {cachepolicy = 20}";
  ASSERT_NE(ir.text.find(needle), std::string::npos);
  struct Case {
    std::string replacement, id, text_tail;
  } cases[] = {{"", "ir_cachepolicy_missing", "(got none)"},
               {" {cachepolicy = true}", "ir_cachepolicy_type", "(got true)"},
               {" {cachepolicy = 0x1.4e66666666666p+4}", "ir_cachepolicy_type", "(got 0x1.4e66666666666p+4)"},
               {" {cachepolicy = \"20\"}", "ir_cachepolicy_type", "(got \"20\")"},
               {" {cachepolicy = -1}", "ir_cachepolicy_range", "(got -1)"},
               {" {cachepolicy = 32}", "ir_cachepolicy_range", "(got 32)"}};
  for (const Case& c : cases) {
    std::string edited = ir.text;
    edited.replace(edited.find(needle), needle.size(), c.replacement);
    Emission e = lower_ir(irg_reference_engine(), edited, IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
    EXPECT_EQ(e.refusal_id, c.id) << c.replacement;
    EXPECT_TRUE(e.refusal_text.ends_with(c.text_tail)) << e.refusal_text;
  }
}

TEST_F(CachePolicyLowerer, DepthwiseAtomicsUseTheCascadePolicyOnlyOnGfx12) {
  struct Case {
    int id, flavor;
    std::string policy;
  } cases[] = {{232, IRG_FLAVOR_LLVM22, "i32 0)"},   // gfx1100
               {233, IRG_FLAVOR_LLVM22, "i32 20)"},  // gfx1201
               {234, IRG_FLAVOR_LLVM22, "i32 20)"},  // gfx1250
               {235, IRG_FLAVOR_LLVM22, "i32 0)"},   // gfx950
               {236, IRG_FLAVOR_LLVM16, "i32 0)"}};  // gfx90a
  for (const Case& c : cases) {
    Emission ll = emit_ll(irg_reference_engine(), request_for(c.id, c.flavor));
    ASSERT_EQ(ll.status, IRG_STATUS_OK);
    size_t atomics = 0;
    for (size_t p = ll.text.find("buffer.atomic.fadd.f32(float %"); p != std::string::npos;
         p = ll.text.find("buffer.atomic.fadd.f32(float %", p + 1)) {
      ++atomics;
      size_t end = ll.text.find('\n', p);
      EXPECT_TRUE(ll.text.substr(p, end - p).ends_with(c.policy)) << c.id << ": " << ll.text.substr(p, end - p);
    }
    EXPECT_GT(atomics, 0u) << c.id;
  }
}

}  // namespace
}  // namespace irgate::testing
