// tests/twin_engine/tdm_ops_test.cpp — the twin's two Tensor Data Mover ops (ops 47, 48) against
// docs/ir-format.md and docs/llvm-text.md: the verifier's attribute and type rules through
// lower_ir (ir_invalid), print(parse(text)) == text, and the documented LLVM lines of the copy
// (descriptor words, temps in order) and of the wait, with their arch-domain needs.
#include <gtest/gtest.h>

#include <string>

#include "tests/twin_engine/support.h"
#include "twin_engine/ir_passes.h"

namespace {

using twin_test::Domains;
using twin_test::replace_once;

/* One copy of 5 rows of 16 elements (pitch 24) to LDS byte 64, then the wait. */
const std::string kKernel =
    "irgate.ir v1\n"
    "kernel @k {arch = \"gfx1250\", block_size = 32}\n"
    "  param %0:x : ptr<global> {align = 2}\n"
    "  param %1:n : i32\n"
    "  %2:lds = tile.lds_alloc {bytes = 4096} : ptr<lds>\n"
    "  %3:k = arith.constant {value = 64} : i32\n"
    "  %4:k = arith.constant {value = 5} : i32\n"
    "  tile.tdm_load_b16_2d %2, %3, %0, %1, %4, %1 {cols = 16, pitch = 24}\n"
    "  tile.tdm_wait {pending = 0}\n"
    "end\n";

const char kCopy[] = "{cols = 16, pitch = 24}";

std::string refusal_of(const std::string& text) {
  Domains d;
  twin_test::Emitted e = twin_test::lower_ir(text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  return e.status == IRG_STATUS_OK ? "ok" : e.refusal_id;
}

std::string body_of(const std::string& ll) {
  size_t from = ll.find("entry:\n") + 7;
  return ll.substr(from, ll.find("  ret void\n") - from);
}

TEST(TwinTdmOps, VerifierAcceptsTheDocumentedRanges) {
  EXPECT_EQ(refusal_of(kKernel), "ok");
  for (const char* copy : {"{cols = 4, pitch = 6}", "{cols = 512, pitch = 514}", "{cols = 512, pitch = 768}",
                           "{cols = 64, pitch = 72}", "{cols = 16, pitch = 18}"})
    EXPECT_EQ(refusal_of(replace_once(kKernel, kCopy, copy)), "ok") << copy;
  EXPECT_EQ(refusal_of(replace_once(kKernel, "{pending = 0}", "{pending = 32767}")), "ok");
  /* keys an op does not use are kept and ignored */
  EXPECT_EQ(refusal_of(replace_once(kKernel, kCopy, "{cols = 16, note = true, pitch = 24}")), "ok");
}

TEST(TwinTdmOps, VerifierRefusesAttributesOutsideTheirRules) {
  const char* const bad_copies[] = {
      /* cols: a power of two in 4..512, an integer, present */
      "{cols = 2, pitch = 4}", "{cols = 1024, pitch = 1032}", "{cols = 24, pitch = 32}", "{cols = 0, pitch = 8}",
      "{cols = -16, pitch = 8}", "{pitch = 24}", "{cols = true, pitch = 24}", "{cols = 0x1p+4, pitch = 24}",
      "{cols = \"16\", pitch = 24}",
      /* pitch: pitch − cols even, (pitch − cols) / 2 in 1..128, an integer, present */
      "{cols = 16, pitch = 16}", "{cols = 16, pitch = 17}", "{cols = 16, pitch = 25}", "{cols = 16, pitch = 274}",
      "{cols = 16, pitch = 8}", "{cols = 16}", "{cols = 16, pitch = false}",
      "{cols = 16, pitch = -9223372036854775807}",
  };
  for (const char* copy : bad_copies)
    EXPECT_EQ(refusal_of(replace_once(kKernel, kCopy, copy)), "ir_invalid") << copy;
  for (const char* wait : {"{pending = -1}", "{pending = 32768}", "{pending = \"0\"}", "{pending = 0x0p+0}", "{}"})
    EXPECT_EQ(refusal_of(replace_once(kKernel, "{pending = 0}", wait)), "ir_invalid") << wait;
  EXPECT_EQ(refusal_of(replace_once(kKernel, " {pending = 0}", "")), "ir_invalid"); /* no attributes at all */
}

TEST(TwinTdmOps, VerifierChecksOperandsAndResults) {
  /* types: ptr<lds>, i32, ptr<global>, i32, i32, i32 */
  EXPECT_EQ(refusal_of(replace_once(kKernel, "%2, %3, %0, %1, %4, %1", "%2, %3, %1, %1, %4, %1")), "ir_invalid");
  EXPECT_EQ(refusal_of(replace_once(kKernel, "%2, %3, %0, %1, %4, %1", "%0, %3, %0, %1, %4, %1")), "ir_invalid");
  EXPECT_EQ(refusal_of(replace_once(kKernel, "%2, %3, %0, %1, %4, %1", "%2, %3, %0, %1, %4, %2")), "ir_invalid");
  EXPECT_EQ(refusal_of(replace_once(kKernel, "%2, %3, %0, %1, %4, %1", "%2, %3, %0, %1, %4")), "ir_invalid");
  EXPECT_EQ(refusal_of(replace_once(kKernel, "  tile.tdm_wait {pending = 0}\n",
                                    "  %5:w = tile.tdm_wait {pending = 0} : i32\n")),
            "ir_invalid");
  EXPECT_EQ(refusal_of(replace_once(kKernel, "tile.tdm_wait {", "tile.tdm_wait %1 {")), "ir_invalid");
}

TEST(TwinTdmOps, PrintOfParseIsTheText) {
  tw_arena arena{};
  tw_fail fail{};
  tw_kernel k;
  tw_parse_canonical(kKernel.data(), kKernel.size(), &arena, &k, &fail);
  ASSERT_EQ(fail.status, IRG_STATUS_OK) << fail.text;
  char why[256];
  EXPECT_EQ(tw_verify(&k, why, sizeof why), 1) << why;
  tw_text printed = {};
  tw_print_canonical(&k, &printed);
  EXPECT_EQ(std::string(printed.data, printed.size), kKernel);
  tw_text_free(&printed);
  tw_arena_release(&arena);
  /* the op names are exact */
  EXPECT_EQ(refusal_of(replace_once(kKernel, "tile.tdm_wait", "tile.tdm_wait_")), "ir_malformed");
  EXPECT_EQ(refusal_of(replace_once(kKernel, "tile.tdm_load_b16_2d", "tile.tdm_load_b16")), "ir_malformed");
}

TEST(TwinTdmOps, LoweringPrintsTheDocumentedLines) {
  Domains d;
  twin_test::Emitted ll = twin_test::lower_ir(kKernel, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  /* W0 = 65536 + 1048576 + (log2(16/2) − 1)·4194304 + ((24 − 16)/2 − 1)·33554432; W1 = W3 = 16·65536 */
  EXPECT_EQ(body_of(ll.text),
            "  %gep.1 = getelementptr inbounds i8, ptr addrspace(3) @lds.k, i32 64\n"
            "  %lsa.2 = ptrtoint ptr addrspace(3) %gep.1 to i32\n"
            "  %src.3 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %n\n"
            "  %ga.4 = ptrtoint ptr addrspace(1) %src.3 to i64\n"
            "  %galo.5 = trunc i64 %ga.4 to i32\n"
            "  %gahw.6 = lshr i64 %ga.4, 32\n"
            "  %gahi.7 = trunc i64 %gahw.6 to i32\n"
            "  %gaty.8 = or i32 %gahi.7, -2147483648\n"
            "  %g0a.9 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.2, i32 1\n"
            "  %g0b.10 = insertelement <4 x i32> %g0a.9, i32 %galo.5, i32 2\n"
            "  %g0.11 = insertelement <4 x i32> %g0b.10, i32 %gaty.8, i32 3\n"
            "  %dim1.12 = shl i32 5, 16\n"
            "  %g1a.13 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, "
            "i32 0, i32 0>, i32 %dim1.12, i32 2\n"
            "  %g1b.14 = insertelement <8 x i32> %g1a.13, i32 5, i32 4\n"
            "  %g1.15 = insertelement <8 x i32> %g1b.14, i32 %n, i32 5\n"
            "  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.11, <8 x i32> %g1.15, <4 x i32> "
            "zeroinitializer, <4 x i32> zeroinitializer, i32 0)\n"
            "  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)\n");
  EXPECT_NE(ll.text.find("\ndeclare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, "
                         "i32 immarg)\ndeclare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)\n\n"),
            std::string::npos);
}

TEST(TwinTdmOps, DescriptorWordZeroIsSigned) {
  Domains d;
  struct Case {
    const char* copy;
    const char* words; /* W0, W1 of group 1 */
  } const cases[] = {
      {"{cols = 4, pitch = 6}", "<i32 1114112, i32 262144, i32 0, i32 262144, "},
      /* 1114112 + 7·4194304 + 127·33554432 = 4291887104 = 2^32 − 3080192 */
      {"{cols = 512, pitch = 768}", "<i32 -3080192, i32 33554432, i32 0, i32 33554432, "},
      {"{cols = 64, pitch = 72}", "<i32 118554624, i32 4194304, i32 0, i32 4194304, "},
  };
  for (const Case& c : cases) {
    twin_test::Emitted ll =
        twin_test::lower_ir(replace_once(kKernel, kCopy, c.copy), IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
    EXPECT_NE(ll.text.find(std::string("insertelement <8 x i32> ") + c.words), std::string::npos)
        << c.copy << "\n" << ll.text;
  }
}

TEST(TwinTdmOps, EachOpNeedsItsKeyAtItsFirstUse) {
  Domains d;
  irg_arch_domain_t* t = d.tables + IRG_FLAVOR_LLVM22;
  t->cells[IRG_INTRINSIC_S_WAIT_TENSORCNT][IRG_ARCH_GFX1250] = {IRG_DOMAIN_NAME_ABSENT, "no wait"};
  EXPECT_EQ(twin_test::lower_ir(kKernel, IRG_FLAVOR_LLVM22, t).refusal_text,
            "intrinsic s.wait.tensorcnt is not available on gfx1250 under llvm22: name_absent (no wait)");
  t->cells[IRG_INTRINSIC_TENSOR_LOAD_TO_LDS][IRG_ARCH_GFX1250] = {IRG_DOMAIN_UNMEASURED, nullptr};
  EXPECT_EQ(twin_test::lower_ir(kKernel, IRG_FLAVOR_LLVM22, t).refusal_id, "arch_domain_no_data");
  /* llvm19's table (as measured: gfx1250 unknown to llc-19) refuses the copy's key first */
  irg_arch_domain_t* old = d.tables + IRG_FLAVOR_LLVM19;
  old->cells[IRG_INTRINSIC_TENSOR_LOAD_TO_LDS][IRG_ARCH_GFX1250] = {IRG_DOMAIN_TARGET_UNSUPPORTED, "llc-19"};
  EXPECT_EQ(twin_test::lower_ir(kKernel, IRG_FLAVOR_LLVM19, old).refusal_id, "arch_intrinsic_absent");
  /* a wait alone needs only its own key */
  std::string wait_only =
      replace_once(kKernel, "  tile.tdm_load_b16_2d %2, %3, %0, %1, %4, %1 {cols = 16, pitch = 24}\n", "");
  twin_test::Emitted ll = twin_test::lower_ir(wait_only, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(ll.refusal_id, "arch_intrinsic_absent");
  t->cells[IRG_INTRINSIC_S_WAIT_TENSORCNT][IRG_ARCH_GFX1250] = {IRG_DOMAIN_OK, ""};
  ll = twin_test::lower_ir(wait_only, IRG_FLAVOR_LLVM22, t);
  ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
  EXPECT_EQ(ll.text.find("tensor.load.to.lds"), std::string::npos);
  EXPECT_EQ(body_of(ll.text), "  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)\n");
}

}  // namespace
