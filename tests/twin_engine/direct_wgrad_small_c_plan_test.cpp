// tests/twin_engine/direct_wgrad_small_c_plan_test.cpp — the twin's op 46 gpu.readfirstlane (lowering per
// flavor, its table key, the verifier, its use by uniform_wave) and its direct_wgrad_small_c
// launch plans, against docs/llvm-text.md and docs/kernels.md §Launch plans. Split from
// direct_wgrad_small_c_test.cpp (the family's rules and builder); expected values come from the docs.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "tests/twin_engine/support.h"
#include "twin_engine/families.h"

using twin_test::Domains;

namespace sc_plan_test {

irg_request_t small_c(const twin_test::Domains& d, int flavor = IRG_FLAVOR_LLVM22) {
  irg_request_t r = irg_request_default(IRG_FAMILY_SMALL_C, flavor, "gfx1250");
  r.domain = d.of(flavor);
  return r;
}

}  // namespace sc_plan_test
/* ---- op 46 gpu.readfirstlane ---- */

namespace sc_plan_test {
const char* const kRflIr =
    "irgate.ir v1\n"
    "kernel @rfl {arch = \"gfx1100\", block_size = 32}\n"
    "  %0:tid = gpu.thread_id_x : i32\n"
    "  %1:wave = gpu.readfirstlane %0 : i32\n"
    "end\n";
}  // namespace sc_plan_test

/* llvm-text.md: need readfirstlane.i32; R = call i32 @<callee>(a), the callee from the flavor's
 * declare (intrinsics.def: unsuffixed under llvm16, .i32 from llvm19). */
TEST(TwinReadFirstLane, LoweringPerFlavor) {
  Domains d;
  const char* callee[IRG_FLAVOR_COUNT] = {};
  callee[IRG_FLAVOR_LLVM16] = "llvm.amdgcn.readfirstlane";
  callee[IRG_FLAVOR_LLVM19] = "llvm.amdgcn.readfirstlane.i32";
  callee[IRG_FLAVOR_LLVM22] = "llvm.amdgcn.readfirstlane.i32";
  for (int flavor : {IRG_FLAVOR_LLVM16, IRG_FLAVOR_LLVM19, IRG_FLAVOR_LLVM22}) {
    twin_test::Emitted ll = twin_test::lower_ir(sc_plan_test::kRflIr, flavor, d.of(flavor));
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << flavor << ": " << ll.refusal_text;
    std::string declares = "declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @" + std::string(callee[flavor]) +
                           "(i32)\n\n";
    EXPECT_NE(ll.text.find(declares), std::string::npos) << ll.text;
    EXPECT_NE(ll.text.find("entry:\n  %tid0 = call i32 @llvm.amdgcn.workitem.id.x()\n  %wave1 = call i32 @" +
                           std::string(callee[flavor]) + "(i32 %tid0)\n  ret void\n}\n"),
              std::string::npos)
        << ll.text;
    EXPECT_EQ(ll.stamp, "@rfl");
  }
}

TEST(TwinReadFirstLane, NeedsItsKeyInTheTable) {
  Domains d;
  d.tables[IRG_FLAVOR_LLVM22].cells[IRG_INTRINSIC_READFIRSTLANE_I32][IRG_ARCH_GFX1100] = {
      IRG_DOMAIN_TARGET_UNSUPPORTED, "nope"};
  twin_test::Emitted ll = twin_test::lower_ir(sc_plan_test::kRflIr, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(ll.refusal_id, "arch_intrinsic_absent");
  EXPECT_EQ(ll.refusal_text,
            "intrinsic readfirstlane.i32 is not available on gfx1100 under llvm22: target_unsupported (nope)");
}

/* ir-format.md: i32 → i32, one operand, one result. */
TEST(TwinReadFirstLane, VerifierWantsOneI32InAndOut) {
  Domains d;
  const irg_arch_domain_t* t = d.of(IRG_FLAVOR_LLVM22);
  const std::string ir = sc_plan_test::kRflIr;
  const std::string line = "  %1:wave = gpu.readfirstlane %0 : i32\n";
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, line, "  %1:wave = gpu.readfirstlane %0 : i1\n"), 2, t)
                .refusal_id,
            "ir_invalid");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, line, "  %1:wave = gpu.readfirstlane : i32\n"), 2, t)
                .refusal_id,
            "ir_invalid");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, line, "  %1:wave = gpu.readfirstlane %0, %0 : i32\n"), 2, t)
                .refusal_id,
            "ir_invalid");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, line,
                                                        "  %2:k = arith.constant {value = 1} : i1\n"
                                                        "  %1:wave = gpu.readfirstlane %2 : i32\n"),
                                2, t)
                .refusal_id,
            "ir_invalid");
  EXPECT_EQ(twin_test::lower_ir(twin_test::replace_once(ir, line, "  gpu.readfirstlane %0\n"), 2, t).refusal_id,
            "ir_invalid");
}

/* kernels.md: with uniform_wave the wave index goes through gpu.readfirstlane (hint "wave") and
 * every later use (wkb) reads that value; without it, wkb reads the shift. */
TEST(TwinReadFirstLane, UniformWaveFeedsTheWaveBase) {
  Domains d;
  irg_request_t r = sc_plan_test::small_c(d);
  std::string plain = twin_test::emit_ir(r).text;
  EXPECT_NE(plain.find("  %23:wave = arith.shrui %19, %22 : i32\n  %24:k = arith.constant {value = 16} : i32\n"
                       "  %25:wkb = arith.muli %23, %24 : i32\n"),
            std::string::npos);
  r.spec.small_c.uniform_wave = 1;
  r.spec.small_c.wave_tiles = 2;
  std::string ir = twin_test::emit_ir(r).text;
  EXPECT_NE(ir.find("  %23:wave = arith.shrui %19, %22 : i32\n  %24:wave = gpu.readfirstlane %23 : i32\n"
                    "  %25:k = arith.constant {value = 32} : i32\n  %26:wkb = arith.muli %24, %25 : i32\n"),
            std::string::npos);
  twin_test::Emitted ll = twin_test::emit_ll(r);
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  EXPECT_NE(ll.text.find("  %wave24 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wave23)\n"), std::string::npos);
  EXPECT_NE(ll.text.find("declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n"), std::string::npos);
  EXPECT_EQ(twin_test::lower_ir(ir, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22)).text, ll.text);
}

/* ---- plan ---- */

namespace sc_plan_test {
irg_problem_t problem_of(const irg_small_c_wgrad_spec_t& s, long long n, long long h, long long w, long long g,
                         long long kpg, int dw_dtype) {
  irg_problem_t p{};
  p.dilation_h = p.dilation_w = 1; /* ABI 2: a dilation of 0 is refused */
  p.n = n, p.hi = h, p.wi = w, p.groups = g, p.cpg = s.c, p.kpg = kpg;
  p.filter_h = s.filter_h, p.filter_w = s.filter_w, p.stride_h = s.stride_h, p.stride_w = s.stride_w;
  p.pad_h = s.pad_h, p.pad_w = s.pad_w, p.dtype = s.dtype, p.dw_dtype = dw_dtype;
  return p;
}
}  // namespace sc_plan_test

/* kernels.md §Launch plans, small_c column: grid (nkt, Ho, ns), block (T, 1, 1), count K·F. */
TEST(TwinSmallCPlan, OneStepGridStridesAndBuffers) {
  Domains d;
  irg_request_t r = sc_plan_test::small_c(d);
  r.spec.small_c.stride_h = r.spec.small_c.stride_w = 2;
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  irg_problem_t p = sc_plan_test::problem_of(r.spec.small_c, 2, 21, 18, 1, 160, IRG_DTYPE_F32);
  ASSERT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  /* Ho = (21 + 2 − 3) / 2 + 1 = 11, Wo = floor(17 / 2) + 1 = 9; K = 160, C = 3, F = 27 */
  long long count = 160 * 27;
  EXPECT_EQ(out->n_launches, 1);
  EXPECT_EQ(out->n_slices, 1);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_DW);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], count * 4);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_WS], 0);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_X], 2 * 21 * 18 * 3 * 2);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DY], 2 * 11 * 9 * 160 * 2);
  const irg_launch_t& l = out->launches[0];
  EXPECT_EQ(l.request.family, IRG_FAMILY_SMALL_C);
  EXPECT_EQ(l.slice, 0);
  EXPECT_EQ(l.grid[0], 3u); /* nkt = ceil(160 / 64) */
  EXPECT_EQ(l.grid[1], 11u); /* Ho */
  EXPECT_EQ(l.grid[2], 2u);  /* ns */
  EXPECT_EQ(l.block[0], 128u);
  EXPECT_EQ(l.block[1], 1u);
  EXPECT_EQ(l.block[2], 1u);
  ASSERT_EQ(l.n_kernargs, 19); /* the SMALL_C IRG_KERNARG rows (direct_wgrad's list without cpg) */
  const long long want[19] = {0, 0, 0, 2 * 11 * 9 * 160 * 2, 2 * 21 * 18 * 3 * 2, count * 4, 2, 21, 18, 11, 9, 1,
                              11 * 9 * 160, 9 * 160, 160, 21 * 18 * 3, 18 * 3, 3, 160};
  for (int i = 3; i < 19; ++i) EXPECT_EQ(l.kernargs[i].value, want[i]) << "kernarg " << i;
  EXPECT_EQ(l.kernargs[0].buffer, IRG_BUF_DY);
  EXPECT_EQ(l.kernargs[1].buffer, IRG_BUF_X);
  EXPECT_EQ(l.kernargs[2].buffer, IRG_BUF_DW);
}

TEST(TwinSmallCPlan, TwoStepFoldsWithTheReduce) {
  Domains d;
  irg_request_t r = sc_plan_test::small_c(d);
  r.spec.small_c.ws_replicas = 2;
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  irg_problem_t p = sc_plan_test::problem_of(r.spec.small_c, 1, 8, 8, 1, 32, IRG_DTYPE_BF16);
  ASSERT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  long long count = 32 * 27;
  ASSERT_EQ(out->n_launches, 2);
  EXPECT_EQ(out->zeroed, 1u << IRG_BUF_WS);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_WS], 2 * count * 4);
  EXPECT_EQ(out->buffer_bytes[IRG_BUF_DW], count * 2);
  EXPECT_EQ(out->launches[0].grid[0], 1u);
  EXPECT_EQ(out->launches[0].grid[1], 8u);
  EXPECT_EQ(out->launches[0].kernargs[2].buffer, IRG_BUF_WS);
  const irg_launch_t& fold = out->launches[1];
  EXPECT_EQ(fold.request.family, IRG_FAMILY_REDUCE);
  EXPECT_EQ(fold.request.spec.reduce.ws_replicas, 2);
  EXPECT_EQ(fold.request.spec.reduce.out_dtype, IRG_DTYPE_BF16);
  EXPECT_EQ(fold.slice, -1);
  EXPECT_EQ(fold.kernargs[4].value, count);
  EXPECT_EQ(fold.grid[0], (unsigned)((count + 255) / 256));
}

/* kernels.md: n, hi, wi, groups ≥ 1 first; then, for small_c only, groups == 1 (groups, 1, value);
 * then cpg (the spec's c), then kpg a positive multiple of 8; the validator before all of them. */
TEST(TwinSmallCPlan, GroupsMustBeOneAndTheProblemMustMatch) {
  Domains d;
  irg_request_t r = sc_plan_test::small_c(d);
  auto out = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  irg_problem_t p = sc_plan_test::problem_of(r.spec.small_c, 1, 8, 8, 2, 32, IRG_DTYPE_F32);
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "plan_problem_mismatch");
  EXPECT_STREQ(why.text, "plan: problem field groups must equal the spec's 1 (got 2)");
  EXPECT_EQ(out->n_launches, 0);
  p.cpg = 4; /* groups is checked before cpg */
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.text, "plan: problem field groups must equal the spec's 1 (got 2)");
  p.groups = 0; /* positivity first */
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "plan_problem_invalid");
  EXPECT_STREQ(why.text, "plan: problem field groups must be positive (got 0)");
  p.groups = 1;
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.text, "plan: problem field cpg must equal the spec's 3 (got 4)");
  p.cpg = 3, p.kpg = 36;
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "plan_problem_granule");
  EXPECT_EQ(why.text, twin_test::filled("plan_problem_granule", "kpg", 8, 36LL));
  p.kpg = 0;
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_EQ(why.text, twin_test::filled("plan_problem_granule", "kpg", 8, 0LL));
  p.kpg = 24; /* one kernel, any multiple of 8 */
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
  EXPECT_EQ(out->launches[0].kernargs[18].value, 24);
  p.kpg = 32, p.stride_w = 2;
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.text, "plan: problem field stride_w must equal the spec's 1 (got 2)");
  p.stride_w = 1, p.groups = 2;
  r.spec.small_c.waves = 17; /* the validator runs before the problem */
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_REFUSED);
  EXPECT_STREQ(why.id, "sc_waves");
  r.spec.small_c.waves = 4, p.groups = 1;
  EXPECT_EQ(irg_twin_engine()->plan(&r, &p, out.get(), &why), IRG_STATUS_OK) << why.text;
}
