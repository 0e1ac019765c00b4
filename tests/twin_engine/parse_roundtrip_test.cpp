// tests/twin_engine/parse_roundtrip_test.cpp — the twin's canonical parser: print(parse(print(k)))
// == print(k) and lower(parse(print(k))) == lower(k) for every family on several specs and every
// flavor; renumbering of arbitrary ids; ir_malformed names the line; ir_invalid after parsing.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "tests/support_lib/guard_page.h"
#include "tests/twin_engine/support.h"
#include "twin_engine/ir_passes.h"

namespace {

std::vector<irg_request_t> some_specs(const twin_test::Domains& d, int flavor) {
  std::vector<irg_request_t> out;
  irg_request_t a = twin_test::depthwise("gfx1100", flavor, d); /* one wave, no LDS */
  a.spec.depthwise.waves = 1;
  out.push_back(a);
  irg_request_t b = twin_test::depthwise("gfx90a", flavor, d); /* r_split 2 with a row guard, LDS */
  b.spec.depthwise.dtype = IRG_DTYPE_BF16;
  b.spec.depthwise.r_split = 2;
  b.spec.depthwise.ws_replicas = 3;
  out.push_back(b);
  irg_request_t c = twin_test::depthwise("gfx1100", flavor, d); /* 5x5 stride 2 */
  c.spec.depthwise.filter_h = c.spec.depthwise.filter_w = 5;
  c.spec.depthwise.stride_h = c.spec.depthwise.stride_w = 2;
  c.spec.depthwise.pad_h = c.spec.depthwise.pad_w = 2;
  out.push_back(c);
  for (int dtype : {IRG_DTYPE_F32, IRG_DTYPE_F16, IRG_DTYPE_BF16}) {
    irg_request_t r = twin_test::reduce("gfx1100", flavor, d);
    r.spec.reduce.out_dtype = dtype;
    r.spec.reduce.ws_replicas = dtype == IRG_DTYPE_F32 ? 1 : 4;
    out.push_back(r);
  }
  return out;
}

std::string reparse_print(const std::string& text, tw_fail* fail) {
  tw_arena arena{};
  tw_kernel k;
  tw_parse_canonical(text.data(), text.size(), &arena, &k, fail);
  std::string printed;
  if (!fail->status) {
    char why[256];
    EXPECT_TRUE(tw_verify(&k, why, sizeof why)) << why;
    tw_text out{};
    tw_print_canonical(&k, &out);
    printed.assign(out.data, out.size);
    tw_text_free(&out);
  }
  tw_arena_release(&arena);
  return printed;
}

TEST(TwinParser, PrintParsePrintIsIdentity) {
  twin_test::Domains d;
  for (const irg_request_t& req : some_specs(d, IRG_FLAVOR_LLVM22)) {
    twin_test::Emitted ir = twin_test::emit_ir(req);
    ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
    tw_fail fail{};
    EXPECT_EQ(reparse_print(ir.text, &fail), ir.text) << ir.stamp;
    EXPECT_EQ(fail.status, IRG_STATUS_OK) << fail.text;
  }
}

TEST(TwinParser, LowerOfParsedIrEqualsLowerOfBuiltKernelOnEveryFlavor) {
  twin_test::Domains d;
  for (int flavor = 0; flavor < IRG_FLAVOR_COUNT; ++flavor) {
    for (const irg_request_t& req : some_specs(d, flavor)) {
      twin_test::Emitted ir = twin_test::emit_ir(req);
      twin_test::Emitted ll = twin_test::emit_ll(req);
      ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
      ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
      twin_test::Emitted lowered = twin_test::lower_ir(ir.text, flavor, d.of(flavor));
      ASSERT_EQ(lowered.status, IRG_STATUS_OK) << lowered.refusal_text;
      EXPECT_EQ(lowered.text, ll.text) << ir.stamp << " flavor " << flavor;
    }
  }
}

/* Ids are renumbered into first-definition order whatever the input used (gaps, any order). */
TEST(TwinParser, RenumbersScrambledIds) {
  twin_test::Domains d;
  twin_test::Emitted ir = twin_test::emit_ir(twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM22, d));
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  std::regex id("%([0-9]+)");
  std::string scrambled;
  auto begin = std::sregex_iterator(ir.text.begin(), ir.text.end(), id);
  size_t last = 0;
  for (auto it = begin; it != std::sregex_iterator(); ++it) {
    long n = std::stol((*it)[1]);
    scrambled += ir.text.substr(last, it->position() - last) + "%" + std::to_string(100000 - 7 * n);
    last = it->position() + it->length();
  }
  scrambled += ir.text.substr(last);
  ASSERT_NE(scrambled, ir.text);
  tw_fail fail{};
  EXPECT_EQ(reparse_print(scrambled, &fail), ir.text);
}

TEST(TwinParser, MalformedNamesTheLine) {
  twin_test::Domains d;
  twin_test::Emitted ir = twin_test::emit_ir(twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM22, d));
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  std::string broken = twin_test::replace_once(ir.text, "gpu.block_id_x", "gpu.block_id_w");
  size_t line = 1 + std::count(ir.text.begin(), ir.text.begin() + ir.text.find("gpu.block_id_x"), '\n');
  twin_test::Emitted ll = twin_test::lower_ir(broken, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(ll.refusal_id, "ir_malformed");
  EXPECT_EQ(ll.refusal_text.rfind("canonical IR line " + std::to_string(line) + ": ", 0), 0u) << ll.refusal_text;
  twin_test::Emitted header = twin_test::lower_ir("irgate.ir v2\n", IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(header.refusal_id, "ir_malformed");
  EXPECT_EQ(header.refusal_text.rfind("canonical IR line 1: ", 0), 0u) << header.refusal_text;
}

TEST(TwinParser, UseBeforeDefinitionIsInvalidNotMalformed) {
  twin_test::Domains d;
  twin_test::Emitted ir = twin_test::emit_ir(twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM22, d));
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  /* the block id (%6) used by its own definition's predecessor: swap in a later id */
  std::string edited = twin_test::replace_once(ir.text, "arith.muli %6,", "arith.muli %9999,");
  twin_test::Emitted ll = twin_test::lower_ir(edited, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(ll.refusal_id, "ir_invalid") << ll.refusal_text;
}

/* A float attribute round-trips as printf("%a") text and lowers to the double of its f32 value. */
TEST(TwinParser, FloatConstantsRoundTripAndLowerAsRoundedDoubles) {
  twin_test::Domains d;
  irg_request_t req = twin_test::depthwise("gfx1100", IRG_FLAVOR_LLVM22, d);
  req.spec.depthwise.waves = 1;
  twin_test::Emitted ir = twin_test::emit_ir(req);
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  /* 0.1 is not a float: it lowers as the double of (float)0.1 = 0x3FB99999A0000000 */
  for (const auto& [spelled, lowered] : {std::pair<std::string, std::string>{"0x1.8p+0", "0x3FF8000000000000"},
                                         {"0x1.999999999999ap-4", "0x3FB99999A0000000"}}) {
    std::string edited = twin_test::replace_once(ir.text, "{value = 0x0p+0}", "{value = " + spelled + "}");
    tw_fail fail{};
    EXPECT_EQ(reparse_print(edited, &fail), edited);
    twin_test::Emitted ll = twin_test::lower_ir(edited, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
    ASSERT_EQ(ll.status, IRG_STATUS_OK) << ll.refusal_text;
    EXPECT_NE(ll.text.find("phi float [ " + lowered + ", %entry ]"), std::string::npos) << spelled;
  }
}

TEST(TwinParser, ALaterSyntaxErrorWinsOverAnEarlierIdProblem) {
  twin_test::Domains d;
  twin_test::Emitted ir = twin_test::emit_ir(twin_test::reduce("gfx1100", IRG_FLAVOR_LLVM22, d));
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  std::string edited = twin_test::replace_once(ir.text, "arith.muli %6,", "arith.muli %9999,");
  edited = twin_test::replace_once(edited, "scf.if ", "scf.iff ");
  EXPECT_EQ(twin_test::lower_ir(edited, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22)).refusal_id, "ir_malformed");
}

TEST(TwinParser, ImportedIrAsksTheTableWhetherTheFlavorKnowsTheArch) {
  twin_test::Domains d;
  twin_test::Emitted ir = twin_test::emit_ir(twin_test::reduce("gfx1250", IRG_FLAVOR_LLVM22, d));
  ASSERT_EQ(ir.status, IRG_STATUS_OK);
  // No remembered flavor ladder: with an all-ok stand-in table the old flavor lowers it ...
  EXPECT_EQ(twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM19, d.of(IRG_FLAVOR_LLVM19)).status, IRG_STATUS_OK);
  // ... and a table whose gfx1250 column says llc-19 does not know the target refuses it.
  for (int k = 0; k < IRG_INTRINSIC_COUNT; ++k)
    d.tables[IRG_FLAVOR_LLVM19].cells[k][IRG_ARCH_GFX1250] = {IRG_DOMAIN_TARGET_UNSUPPORTED, "not in -mcpu=help"};
  twin_test::Emitted old = twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM19, d.of(IRG_FLAVOR_LLVM19));
  EXPECT_EQ(old.refusal_id, "arch_intrinsic_absent");
  EXPECT_NE(old.refusal_text.find("target_unsupported (not in -mcpu=help)"), std::string::npos) << old.refusal_text;
  std::string alien = twin_test::replace_once(ir.text, "arch = \"gfx1250\"", "arch = \"gfx9999\"");
  EXPECT_EQ(twin_test::lower_ir(alien, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22)).refusal_id, "arch_unknown");
}

// fuzz/tile_ir_differential_fuzzer found it (crash-3bb02d5447fd2774cb8ded4d738ca1e3d0baa1d8, a
// blessed kernel cut after "%3"): a value id that ends the text was read with strtoll, which ran
// on past the end. Now it is ir_malformed, read within the text.
TEST(TwinParser, ValueIdEndingTheTextIsReadWithinIt) {
  irgate::testing::TextBeforeGuardPage text(
      "irgate.ir v1\nkernel @k {arch = \"gfx1250\", block_size = 256}\n  param %0:ws : ptr<global>\n  %3");
  tw_arena arena{};
  tw_fail fail{};
  tw_kernel k;
  tw_parse_canonical(text.view().data(), text.view().size(), &arena, &k, &fail);
  EXPECT_EQ(fail.status, IRG_STATUS_REFUSED);
  EXPECT_STREQ(fail.id, "ir_malformed");
  tw_arena_release(&arena);
}

}  // namespace
