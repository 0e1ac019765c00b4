// tests/twin_engine/validator_test.cpp — request checks and family validators: documented order
// (first failure wins), refusal texts filled from refusals.def with the documented arguments.
#include <gtest/gtest.h>

#include <cstdio>

#include "tests/twin_engine/support.h"

namespace {

using twin_test::Domains;
using twin_test::emit_ll;

TEST(TwinRequestChecks, RunInDocumentedOrder) {
  Domains d;
  irg_request_t r = twin_test::depthwise("gfx9999", 7, d);
  r.abi_version = 99;
  EXPECT_EQ(emit_ll(r).refusal_id, "abi_version_mismatch");
  EXPECT_EQ(emit_ll(r).refusal_text, twin_test::filled("abi_version_mismatch", (int)IRGATE_ABI_VERSION, 99));
  r.abi_version = IRGATE_ABI_VERSION;
  EXPECT_EQ(emit_ll(r).refusal_id, "flavor_unknown");
  r.flavor = IRG_FLAVOR_LLVM16;
  r.family = 42;
  EXPECT_EQ(emit_ll(r).refusal_text, "family must be a kernel family of families.def (got 42)");
  r.family = IRG_FAMILY_SMALL_C; /* family_unbuilt is retired (783ecda): the arch check comes next */
  EXPECT_EQ(emit_ll(r).refusal_id, "arch_unknown");
  r.family = IRG_FAMILY_DEPTHWISE;
  EXPECT_EQ(emit_ll(r).refusal_id, "arch_unknown");
  // A target ID normalises to its base arch; whether the flavor knows it is the table's call
  // (here the all-ok stand-in), not a request check.
  irg_request_t gfx942 = twin_test::depthwise("gfx942:sramecc+:xnack-", IRG_FLAVOR_LLVM16, d);
  EXPECT_EQ(emit_ll(gfx942).status, IRG_STATUS_OK);
}

TEST(TwinDepthwiseValidator, FirstFailingRuleWins) {
  Domains d;
  irg_request_t r = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.waves = 0;       /* rule 5 */
  r.spec.depthwise.ws_replicas = 0; /* rule 9 */
  EXPECT_EQ(emit_ll(r).refusal_text, "depthwise wgrad: waves per block must lie in 1..16 (got 0)");
  r.spec.depthwise.pad_h = 3; /* rule 4 comes first */
  EXPECT_EQ(emit_ll(r).refusal_text, "depthwise wgrad: padding must lie in 0..2, below the filter size (got 3x1)");
  r.spec.depthwise.dtype = 9;
  EXPECT_EQ(emit_ll(r).refusal_text, "depthwise wgrad: dtype must be fp16, bf16 or fp32 (got dtype#9)");
}

TEST(TwinDepthwiseValidator, LdsBudgetNamesBytesAndArch) {
  Domains d;
  irg_request_t r = twin_test::depthwise("gfx90a", IRG_FLAVOR_LLVM22, d);
  r.spec.depthwise.filter_h = r.spec.depthwise.filter_w = 7;
  r.spec.depthwise.pad_h = r.spec.depthwise.pad_w = 3;
  r.spec.depthwise.waves = 16;
  /* 16 waves x 7 rows x 7 taps x 64 lanes x 4 bytes */
  EXPECT_EQ(emit_ll(r).refusal_text,
            "depthwise wgrad: the LDS reduction needs 200704 bytes, over the 65536 bytes of gfx90a");
  EXPECT_EQ(twin_test::emit_ir(r).refusal_id, "dw_lds_budget");
}

TEST(TwinReduceValidator, BlockMustHoldWholeWaves) {
  Domains d;
  irg_request_t r = twin_test::reduce("gfx90a", IRG_FLAVOR_LLVM22, d);
  r.spec.reduce.block_size = 96;
  EXPECT_EQ(emit_ll(r).refusal_text,
            "wgrad reduce: block_size must be a multiple of the 64-lane wave of gfx90a (got 96)");
  r.arch[0] = '\0';
  std::snprintf(r.arch, sizeof r.arch, "gfx1100");
  EXPECT_EQ(emit_ll(r).status, IRG_STATUS_OK);
  r.spec.reduce.out_dtype = 0;
  EXPECT_EQ(emit_ll(r).refusal_text, "wgrad reduce: the output dtype must be fp32, fp16 or bf16 (got dtype#0)");
}

TEST(TwinArchDomain, RefusesAbsentKeysAndMissingTables) {
  Domains d;
  irg_request_t r = twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM22, d);
  r.domain = nullptr;
  EXPECT_EQ(emit_ll(r).refusal_text, "the request carries no arch-domain table for its flavor (got none for llvm22)");
  EXPECT_EQ(twin_test::emit_ir(r).status, IRG_STATUS_OK); /* canonical IR needs no table */
  r.domain = d.of(IRG_FLAVOR_LLVM19);
  EXPECT_EQ(emit_ll(r).refusal_id, "arch_domain_missing");
  d.tables[IRG_FLAVOR_LLVM22].cells[IRG_INTRINSIC_WORKGROUP_ID_X][IRG_ARCH_GFX1100] = {IRG_DOMAIN_ARCH_ABSENT,
                                                                                       "Cannot select"};
  d.tables[IRG_FLAVOR_LLVM22].cells[IRG_INTRINSIC_BUFFER_STORE_F32][IRG_ARCH_GFX1100] = {IRG_DOMAIN_TOOLCHAIN_CRASH,
                                                                                         "boom"};
  r.domain = d.of(IRG_FLAVOR_LLVM22);
  EXPECT_EQ(emit_ll(r).refusal_text,
            "intrinsic workgroup.id.x is not available on gfx1100 under llvm22: arch_absent (Cannot select)");
  d.tables[IRG_FLAVOR_LLVM22].cells[IRG_INTRINSIC_WORKGROUP_ID_X][IRG_ARCH_GFX1100] = {IRG_DOMAIN_OK, ""};
  EXPECT_EQ(emit_ll(r).refusal_text,
            "intrinsic raw.buffer.store.f32 has no measured answer on gfx1100 under llvm22: toolchain_crash (boom)");
}

TEST(TwinEmission, StampAndNameFollowTheSpec) {
  Domains d;
  irg_request_t r = twin_test::reduce("gfx1250", IRG_FLAVOR_LLVM22, d);
  r.spec.reduce.ws_replicas = 2;
  r.spec.reduce.out_dtype = IRG_DTYPE_F16;
  twin_test::Emitted ll = emit_ll(r);
  ASSERT_EQ(ll.status, IRG_STATUS_OK);
  EXPECT_EQ(ll.stamp, "direct_wgrad_reduce{ws_replicas=2,out_dtype=fp16,block_size=256}@gfx1250");
  EXPECT_EQ(ll.text.rfind("; irgate " + ll.stamp + " flavor=llvm22\ntarget triple = \"amdgcn-amd-amdhsa\"\n\n", 0), 0u);
  EXPECT_NE(ll.text.find("define amdgpu_kernel void @irg_wgrad_reduce_wsr2_fp16_b256("), std::string::npos);
  EXPECT_EQ(ll.text.find("datalayout"), std::string::npos);
}

}  // namespace

namespace {

TEST(TwinEntryPoints, NullArgumentsAreInternalErrorsNotCrashes) {
  irg_text_t text{};
  irg_refusal_t why{};
  EXPECT_EQ(irg_twin_engine()->emit_ll(nullptr, &text, &why), IRG_STATUS_ERROR);
  EXPECT_STREQ(why.id, "internal_error");
  EXPECT_EQ(text.data, nullptr);
  twin_test::Domains d;
  irg_request_t r = twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM22, d);
  EXPECT_EQ(irg_twin_engine()->emit_ir(&r, nullptr, &why), IRG_STATUS_ERROR);
  EXPECT_EQ(irg_twin_engine()->lower_ir("irgate.ir v1\n", 13, IRG_FLAVOR_LLVM22, nullptr, nullptr, &why), IRG_STATUS_ERROR);
  EXPECT_EQ(irg_twin_engine()->plan(&r, nullptr, nullptr, &why), IRG_STATUS_ERROR);
  EXPECT_STREQ(irg_twin_engine()->name, "twin");
}

}  // namespace
