// tests/refusals/imported_ir_test.cpp — both engines judge imported canonical IR alike: the
// same refusal id for the same edit of a corpus kernel's IR, and the same bytes when it lowers.
#include <gtest/gtest.h>

#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

class ImportedIr : public CorpusFixture {
 protected:
  std::string ir_of(int id) { return emit_ir(irg_reference_engine(), request_for(id, IRG_FLAVOR_LLVM22)).text; }
  void expect_same(const std::string& text, const std::string& id) {
    Emission ref = lower_ir(irg_reference_engine(), text, IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
    Emission twin = lower_ir(irg_twin_engine(), text, IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
    EXPECT_EQ(ref.refusal_id, id) << ref.refusal_text;
    EXPECT_EQ(twin.refusal_id, id) << twin.refusal_text;
    EXPECT_EQ(ref.text, twin.text);
    EXPECT_EQ(ref.stamp, twin.stamp);
  }
};

std::string replace_first(std::string s, const std::string& from, const std::string& to) {
  size_t at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) s.replace(at, from.size(), to);
  return s;
}

TEST_F(ImportedIr, AnUndefinedOperandIsAVerifierMatter) {
  expect_same(replace_first(ir_of(204), "arith.addi %", "arith.addi %9999, %"), "ir_invalid");
}

TEST_F(ImportedIr, ATwiceDefinedIdIsAVerifierMatter) {
  expect_same(replace_first(ir_of(204), "%6:blk", "%5:blk"), "ir_invalid");
}

TEST_F(ImportedIr, AnIdOfMoreThanNineDigitsIsMalformedNeverWrapped) {
  // fuzz/tile_ir_differential found it: the reference read %0000000000000000000000000000000000000000000
  // as %0 (and %4294967296 would have wrapped to it), the twin refused it. Ids are 1 to 9 digits.
  expect_same(replace_first(ir_of(204), "%6:blk", "%0000000006:blk"), "ir_malformed");
  expect_same(replace_first(ir_of(204), "%6:blk", "%4294967302:blk"), "ir_malformed");
  // Within 9 digits, leading zeros name the same id in both engines.
  const std::string padded = replace_first(ir_of(204), "%6:blk", "%000000006:blk");
  expect_same(padded, "");
}

TEST_F(ImportedIr, AKernelLineWithoutItsAttributeBracesIsMalformed) {
  // fuzz/tile_ir_differential: the reference read `kernel @name` alone, the twin refused it.
  const std::string ir = ir_of(204);
  const size_t line2 = ir.find('\n') + 1, brace = ir.find(" {", line2);
  expect_same(ir.substr(0, brace) + ir.substr(ir.find('\n', line2)), "ir_malformed");
}

TEST_F(ImportedIr, AStringEscapeOtherThanQuoteOrBackslashIsMalformed) {
  // fuzz/tile_ir_differential: the reference read "\o" as "o", the twin refused it.
  expect_same(replace_first(ir_of(204), "ws_replicas=", "ws_\\o_replicas="), "ir_malformed");
}

TEST_F(ImportedIr, ANumberOutOfRangeOrTooLongIsMalformedNeverClamped) {
  // fuzz/tile_ir_differential: the reference clamped {value = 222...2} to INT64_MAX, the twin
  // refused it.
  expect_same(replace_first(ir_of(204), "{value = 2}", "{value = 22222222222222222222}"), "ir_malformed");
  expect_same(replace_first(ir_of(204), "{value = 2}", "{value = " + std::string(64, '2') + "}"), "ir_malformed");
}

TEST_F(ImportedIr, AnAttributeKeyGivenTwiceIsMalformed) {
  // fuzz/tile_ir_differential: the reference kept the last value, the twin refused it.
  expect_same(replace_first(ir_of(204), "{value = 2}", "{value = 2, value = 3}"), "ir_malformed");
}

TEST_F(ImportedIr, UnsortedAttributeKeysAreReadAlike) {  // the printer sorts; a parser takes any order
  expect_same(replace_first(ir_of(204), "{arch = \"gfx1100\", block_size = 64,", "{block_size = 64, arch = \"gfx1100\","), "");
}

TEST_F(ImportedIr, TheHeaderLineAloneIsMalformed) {
  // fuzz/tile_ir_differential: the reference read a second line that did not exist
  // (heap-buffer-overflow under ASan).
  expect_same("irgate.ir v1\n", "ir_malformed");
  expect_same("irgate.ir v1", "ir_malformed");
}

TEST_F(ImportedIr, EndIsAtColumnZeroWhileOpIndentationIsFree) {
  // fuzz/tile_ir_differential: the reference took " end" as the kernel's end, the twin as an op.
  expect_same(replace_first(ir_of(204), "\nend\n", "\n end\n"), "ir_malformed");
  expect_same(replace_first(ir_of(204), "\n  %6:blk", "\n     %6:blk"), "");
}

TEST_F(ImportedIr, AnAttributeKeyOutsideTheGrammarIsMalformed) {
  expect_same(replace_first(ir_of(204), "{value = ", "{va.lue = "), "ir_malformed");
}

TEST_F(ImportedIr, NonCanonicalSpacingIsMalformed) {
  expect_same(replace_first(ir_of(204), " : i32\n", ": i32\n"), "ir_malformed");
}

TEST_F(ImportedIr, AHintOutsideTheGrammarIsAVerifierMatter) {
  expect_same(replace_first(ir_of(204), "%6:blk", "%6:bl=k"), "ir_invalid");
  expect_same(replace_first(ir_of(204), "%6:blk", "%6:"), "ir_invalid");
}

TEST_F(ImportedIr, TextAfterEndAndNulBytesAreMalformed) {
  expect_same(ir_of(204) + "  gpu.barrier\n", "ir_malformed");
  expect_same(replace_first(ir_of(204), "gpu.block_id_x", std::string("gpu.block\0id_x", 14)), "ir_malformed");
}

TEST_F(ImportedIr, ARegionOnAnArithmeticOpIsAVerifierMatter) {
  std::string text = replace_first(ir_of(204), "%6:blk = gpu.block_id_x : i32\n", "%6:blk = gpu.block_id_x : i32 {\n  }\n");
  expect_same(text, "ir_invalid");
}

TEST_F(ImportedIr, WithoutASpecAttributeTheStampIsTheKernelName) {
  std::string text = ir_of(204);
  size_t spec = text.find(", spec = ");
  ASSERT_NE(spec, std::string::npos);
  text.erase(spec, text.find("\"}", spec) + 1 - spec);  // the stamp itself holds a '}'
  ASSERT_TRUE(text.find("\n", text.find("kernel @")) > text.find("@irg_"));
  expect_same(text, "");
  Emission ref = lower_ir(irg_reference_engine(), text, IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(ref.stamp, "@irg_wgrad_reduce_wsr8_fp32_b64");
}

TEST_F(ImportedIr, EveryCorpusKernelLowersToTheSameBytesInBothEngines) {
  for (auto [id, flavor] : emitting_pairs()) {
    std::string ir = emit_ir(irg_twin_engine(), request_for(id, flavor)).text;
    Emission ref = lower_ir(irg_reference_engine(), ir, flavor, domain(flavor));
    Emission twin_ll = emit_ll(irg_twin_engine(), request_for(id, flavor));
    ASSERT_EQ(ref.status, IRG_STATUS_OK) << id << ": " << ref.refusal_text;
    EXPECT_EQ(ref.text, twin_ll.text) << "reference lowering of the twin's IR, config " << id;
  }
}

}  // namespace
}  // namespace irgate::testing
