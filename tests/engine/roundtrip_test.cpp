// tests/engine/roundtrip_test.cpp — canonical IR print -> parse -> print is the identity, and
// lower(parse(print(k))) == lower(k) byte for byte, for every emitting config x flavor.
#include <gtest/gtest.h>

#include "engine/ir/parser.h"
#include "engine/ir/printer.h"
#include "engine/refusal.h"
#include "tests/support_lib/corpus_fixture.h"

namespace irgate::testing {
namespace {

class RoundTrip : public CorpusFixture {};

TEST_F(RoundTrip, PrintParsePrintIsTheIdentity) {
  auto pairs = emitting_pairs();
  ASSERT_GE(pairs.size(), 15u);
  for (auto [id, flavor] : pairs) {
    Emission ir = emit_ir(irg_reference_engine(), request_for(id, flavor));
    ASSERT_EQ(ir.status, IRG_STATUS_OK) << id;
    ASSERT_TRUE(ir.text.starts_with("irgate.ir v1\n"));
    engine::Kernel k = engine::parse_canonical(ir.text);
    EXPECT_EQ(engine::print_canonical(k), ir.text) << "config " << id;
  }
}

TEST_F(RoundTrip, LoweringParsedIrGivesTheSameBytes) {
  for (auto [id, flavor] : emitting_pairs()) {
    irg_request_t req = request_for(id, flavor);
    Emission ll = emit_ll(irg_reference_engine(), req);
    Emission ir = emit_ir(irg_reference_engine(), req);
    Emission again = lower_ir(irg_reference_engine(), ir.text, flavor, domain(flavor));
    ASSERT_EQ(again.status, IRG_STATUS_OK) << id << ": " << again.refusal_text;
    EXPECT_EQ(again.text, ll.text) << "config " << id << " flavor " << flavor;
    EXPECT_EQ(again.stamp, ll.stamp);
  }
}

TEST_F(RoundTrip, TheParserRenumbersIdsAndKeepsHints) {
  std::string text =
      "irgate.ir v1\nkernel @k {arch = \"gfx1100\", block_size = 32}\n  param %7:n : i32\n"
      "  %9:tid = gpu.thread_id_x : i32\n  %3:sum = arith.addi %9, %7 : i32\nend\n";
  engine::Kernel k = engine::parse_canonical(text);
  EXPECT_EQ(engine::print_canonical(k),
            "irgate.ir v1\nkernel @k {arch = \"gfx1100\", block_size = 32}\n  param %0:n : i32\n"
            "  %1:tid = gpu.thread_id_x : i32\n  %2:sum = arith.addi %1, %0 : i32\nend\n");
}

TEST_F(RoundTrip, MalformedTextNamesTheLine) {
  Emission e = lower_ir(irg_reference_engine(),
                        "irgate.ir v1\nkernel @k {arch = \"gfx1100\", block_size = 32}\n  %1:x = arith.bogus : i32\nend\n",
                        IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(e.status, IRG_STATUS_REFUSED);
  EXPECT_EQ(e.refusal_id, "ir_malformed");
  EXPECT_TRUE(e.refusal_text.starts_with("canonical IR line 3: unknown op 'arith.bogus'")) << e.refusal_text;
}

TEST_F(RoundTrip, UnscopedUseIsRefusedByTheVerifier) {
  std::string text =
      "irgate.ir v1\nkernel @k {arch = \"gfx1100\", block_size = 32}\n  param %0:n : i32\n"
      "  %1:c = arith.cmpi %0, %0 {pred = \"ult\"} : i1\n  scf.if %1 {\n    %2:t = gpu.thread_id_x : i32\n  }\n"
      "  %3:u = arith.addi %2, %0 : i32\nend\n";
  Emission e = lower_ir(irg_reference_engine(), text, IRG_FLAVOR_LLVM22, domain(IRG_FLAVOR_LLVM22));
  EXPECT_EQ(e.refusal_id, "ir_invalid") << e.refusal_text;
  EXPECT_NE(e.refusal_text.find("not defined in scope"), std::string::npos);
}

}  // namespace
}  // namespace irgate::testing
