// tests/parity/lower_ir_order_test.cpp — the order of lower_ir's checks, asked of both engines
// (label quick).
//
// docs/ir-format.md, "lower_ir: the order of its checks", is a contract: flavor, parse, verify,
// arch, then op by op each op's own attribute checks before the intrinsics it needs. Each test
// below hands both engines a module that fails two adjacent steps at once and expects the earlier
// step's refusal id from both. The modules are small and written out here, so each test shows the
// two defects it combines; one test replays the imported-IR fuzz finding that started the
// contract (seed 20261203, round 46,008: the small-C stem kernel with its `groups` param turned
// into a buffer resource, lowered for llvm16, which has no gfx1250).
#include <gtest/gtest.h>

#include <string>

#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

class LowerIrOrder : public CorpusFixture {
 protected:
  // Lowers `ir` with both engines and expects each to refuse it with `id`.
  void expect_both_refuse(const std::string& ir, int flavor, const irg_arch_domain_t* table, const std::string& id) {
    for (const irg_engine* engine : {irg_reference_engine(), irg_twin_engine()}) {
      const Emission e = lower_ir(engine, ir, flavor, table);
      EXPECT_EQ(e.status, IRG_STATUS_REFUSED) << engine->name << ": " << e.refusal_id << ": " << e.refusal_text;
      EXPECT_EQ(e.refusal_id, id) << engine->name << " refused with: " << e.refusal_text << "\n--- module ---\n" << ir;
    }
  }
};

// A gfx1250 kernel that adds one value into a buffer. The rsrc is built without an intrinsic
// under llvm16 (docs/llvm-text.md, `tile.buffer_rsrc`), so there the atomic is the first op that
// needs one. Each test edits one or two of its lines.
std::string atomic_kernel(const std::string& arch = "gfx1250", const std::string& policy = "0",
                          const std::string& n_type = "i32", const std::string& before_atomic = "") {
  return "irgate.ir v1\n"
         "kernel @order {arch = \"" + arch + "\", block_size = 32}\n"
         "  param %0:ws : ptr<global> {align = 4, noalias = true}\n"
         "  param %1:n : " + n_type + "\n"
         "  %2:r = tile.buffer_rsrc %0, %1 : rsrc\n"
         "  %3:z = arith.constant {value = 0} : i32\n"
         "  %4:v = arith.constant {value = 0x0p+0} : f32\n" +
         before_atomic +
         "  tile.buffer_atomic_fadd_f32 %2, %3, %3, %4 {cachepolicy = " + policy + "}\n"
         "end\n";
}

const std::string kMalformedLine = "  %9:q = arith.nonsense %3 : i32\n";  // an op name no table has

TEST_F(LowerIrOrder, TheBaseModuleLowersOnLlvm22AndOnlyTheTableRefusesItOnLlvm16) {
  // The pairs below mean something only if the unedited module is fine where the target is.
  for (const irg_engine* engine : {irg_reference_engine(), irg_twin_engine()}) {
    EXPECT_EQ(lower_ir(engine, atomic_kernel(), IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22)).status, IRG_STATUS_OK)
        << engine->name;
  }
  expect_both_refuse(atomic_kernel(), IRG_FLAVOR_LLVM16, domain(IRG_FLAVOR_LLVM16), "arch_intrinsic_absent");
}

TEST_F(LowerIrOrder, FlavorBeforeParse) {
  expect_both_refuse(atomic_kernel("gfx1250", "0", "i32", kMalformedLine), IRG_FLAVOR_COUNT, nullptr,
                     "flavor_unknown");
}

TEST_F(LowerIrOrder, ParseBeforeVerify) {
  // The rsrc param is a verifier complaint on line 4; the unknown op on line 8 still wins.
  expect_both_refuse(atomic_kernel("gfx1250", "0", "rsrc", kMalformedLine), IRG_FLAVOR_LLVM22,
                     domain(IRG_FLAVOR_LLVM22), "ir_malformed");
}

TEST_F(LowerIrOrder, VerifyBeforeArch) {
  expect_both_refuse(atomic_kernel("gfx9999", "0", "rsrc"), IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22),
                     "ir_invalid");
}

TEST_F(LowerIrOrder, VerifyBeforeTheArchDomainTable) {
  expect_both_refuse(atomic_kernel("gfx1250", "0", "rsrc"), IRG_FLAVOR_LLVM16, domain(IRG_FLAVOR_LLVM16),
                     "ir_invalid");
}

TEST_F(LowerIrOrder, ArchBeforeTheFirstOp) {
  // An unknown arch with a bad policy and no table at all: the arch is asked before any op.
  expect_both_refuse(atomic_kernel("gfx9999", "99"), IRG_FLAVOR_LLVM22, nullptr, "arch_unknown");
}

TEST_F(LowerIrOrder, AnOpsOwnAttributeBeforeTheIntrinsicItNeeds) {
  // llvm16 knows no gfx1250: the atomic's own intrinsic would be refused by the table, but its
  // policy is a defect of the module and speaks first.
  expect_both_refuse(atomic_kernel("gfx1250", "99"), IRG_FLAVOR_LLVM16, domain(IRG_FLAVOR_LLVM16),
                     "ir_cachepolicy_range");
  expect_both_refuse(atomic_kernel("gfx1250", "true"), IRG_FLAVOR_LLVM16, nullptr, "ir_cachepolicy_type");
}

TEST_F(LowerIrOrder, AnEarlierOpsIntrinsicBeforeALaterOpsAttribute) {
  const std::string tid = "  %5:t = gpu.thread_id_x : i32\n";
  expect_both_refuse(atomic_kernel("gfx1250", "99", "i32", tid), IRG_FLAVOR_LLVM16, domain(IRG_FLAVOR_LLVM16),
                     "arch_intrinsic_absent");
  expect_both_refuse(atomic_kernel("gfx1250", "99", "i32", tid), IRG_FLAVOR_LLVM22, nullptr, "arch_domain_missing");
}

// The fuzz finding itself, on the corpus kernel it was found on.
TEST_F(LowerIrOrder, SmallCKernelWithAnRsrcParamIsInvalidOnEveryFlavor) {
  const int small_c_config = 239;
  const Emission canonical = emit_ir(irg_reference_engine(), request_for(small_c_config, IRG_FLAVOR_LLVM22));
  ASSERT_EQ(canonical.status, IRG_STATUS_OK) << canonical.refusal_text;
  std::string ir = canonical.text;
  const std::string groups = ":groups : i32\n";
  const size_t at = ir.find(groups);
  ASSERT_NE(at, std::string::npos) << "config " << small_c_config << " has no groups param";
  ir.replace(at, groups.size(), ":groups : rsrc\n");
  for (int flavor = 0; flavor < IRG_FLAVOR_COUNT; ++flavor) expect_both_refuse(ir, flavor, domain(flavor), "ir_invalid");
}

}  // namespace
}  // namespace irgate::testing
