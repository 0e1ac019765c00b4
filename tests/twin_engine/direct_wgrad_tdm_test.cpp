// tests/twin_engine/direct_wgrad_tdm_test.cpp — the twin's direct_wgrad TDM ring against docs/kernels.md
// §direct_wgrad (Shape with TDM, register estimate, rule 17) and §The TDM ring: a TDM spec emits,
// verifies and round-trips; the copies per step and the wait counts are the documented constants
// (step t has landed at iteration t's wait, and nothing is in flight after the loop); the copies
// are issued by wave 0 only; the prologue and loop-body op order.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/twin_engine/support.h"
#include "twin_engine/direct_wgrad_shape.h"

namespace {

using twin_test::Domains;
using twin_test::count_of;
using twin_test::lines_of;

/* The lead's parity shape: waves 2x1, tiles 1x1, 3x3 pad 1 (the channels are the problem's). */
irg_request_t ring(int stages, const Domains& d) {
  irg_request_t r = irg_request_default(IRG_FAMILY_DIRECT_WGRAD, IRG_FLAVOR_LLVM22, "gfx1250");
  r.domain = d.of(IRG_FLAVOR_LLVM22);
  r.spec.direct.waves_k = 2;
  r.spec.direct.tdm_stages = stages;
  return r;
}

/* The hint of a defining line (`%12:hint = …`), the op name of any other. */
std::string label_of(const std::string& line) {
  size_t first = line.find_first_not_of(' ');
  size_t eq = line.find(" = ");
  if (line[first] == '%' && eq != std::string::npos) {
    size_t colon = line.find(':', first);
    return line.substr(colon + 1, eq - colon - 1);
  }
  return line.substr(first, line.find_first_of(" ", first) - first);
}

TEST(TwinDirectTdm, ShapeLdsAndEstimateFollowTheRing) {
  Domains d;
  for (int stages : {2, 3, 4}) {
    irg_request_t r = ring(stages, d);
    tw_img_shape sh = tw_img_shape_of(&r.spec.direct);
    /* BK 32, BC 16: DYP 40, XP 24; stage = (32·40 + 3·34·24)·2 = 7456; junk row 2·40 bytes */
    EXPECT_EQ(sh.stage_bytes, 7456);
    EXPECT_EQ(sh.M, 4);
    EXPECT_EQ(sh.junk, stages * 7456LL);
    EXPECT_EQ(sh.lds_bytes, stages * 7456LL + 80);
    EXPECT_EQ(sh.staging, 64);
    EXPECT_EQ(sh.estimate, 16 * 9 + 16 + 64 + 32);
    twin_test::Emitted ir = twin_test::emit_ir(r);
    ASSERT_EQ(ir.status, IRG_STATUS_OK) << ir.refusal_text;
    EXPECT_NE(ir.text.find("= tile.lds_alloc {bytes = " + std::to_string(stages * 7456 + 80) + "} : ptr<lds>\n"),
              std::string::npos);
    EXPECT_NE(ir.text.find(", vgpr_estimate = 256}\n"), std::string::npos);
  }
  /* the LDS epilogue's tile can be the larger: BK·BC·4 = 65536 bytes over the ring's 35088 */
  irg_request_t r = ring(2, d);
  r.spec.direct.lds_epilogue = 1;
  r.spec.direct.filter_h = r.spec.direct.filter_w = 1, r.spec.direct.pad_h = r.spec.direct.pad_w = 0;
  r.spec.direct.waves_k = 4, r.spec.direct.waves_c = 4, r.spec.direct.wave_tiles_k = r.spec.direct.wave_tiles_c = 2;
  tw_img_shape sh = tw_img_shape_of(&r.spec.direct);
  EXPECT_EQ(sh.epi_bytes, 128 * 128 * 4);
  EXPECT_EQ(sh.lds_bytes, sh.epi_bytes); /* ring: 2·(32·136 + 32·136)·2 + 2·136 = 35088 */
}

/* img_tdm_tile's text with its arguments (BK, BC), or what refused instead. */
std::string tdm_tile_text(const irg_request_t& r) {
  twin_test::Emitted e = twin_test::emit_ir(r);
  if (e.refusal_id != "img_tdm_tile") return "refused " + e.refusal_id + " instead";
  return e.refusal_text;
}

/* Rule 17 names the block tiles only: the channel tail is the plan's (img_tdm_channels, direct_test). */
TEST(TwinDirectTdm, RuleSeventeenNamesTheTiles) {
  Domains d;
  irg_request_t r = ring(2, d);
  r.spec.direct.waves_k = 3; /* BK 48: no power of two */
  EXPECT_EQ(tdm_tile_text(r), twin_test::filled("img_tdm_tile", 48, 16));
  r = ring(3, d);
  r.spec.direct.wave_tiles_c = 3; /* BC 48 */
  EXPECT_EQ(tdm_tile_text(r), twin_test::filled("img_tdm_tile", 32, 48));
  /* BK 1024 (16 waves along k, 4 tiles, 1x1): both budgets hold, the pad interval would not fit */
  r = ring(2, d);
  r.spec.direct.filter_h = r.spec.direct.filter_w = 1, r.spec.direct.pad_h = r.spec.direct.pad_w = 0;
  r.spec.direct.waves_k = 16, r.spec.direct.wave_tiles_k = 4;
  EXPECT_EQ(tdm_tile_text(r), twin_test::filled("img_tdm_tile", 1024, 16));
  r.spec.direct.tdm_stages = 0; /* the register-staged kernel has no such limit */
  EXPECT_EQ(twin_test::emit_ir(r).status, IRG_STATUS_OK) << twin_test::emit_ir(r).refusal_text;
  r.spec.direct.tdm_stages = 2, r.spec.direct.wave_tiles_k = 2; /* BK 512 */
  EXPECT_EQ(twin_test::emit_ir(r).status, IRG_STATUS_OK) << twin_test::emit_ir(r).refusal_text;
}

TEST(TwinDirectTdm, SpecsEmitVerifyAndRoundTrip) {
  Domains d;
  for (int stages : {2, 3, 4})
    for (int rps : {1, 2})
      for (int le : {0, 1}) {
        irg_request_t r = ring(stages, d);
        r.spec.direct.rows_per_sync = rps, r.spec.direct.lds_epilogue = le;
        r.spec.direct.dtype = le ? IRG_DTYPE_BF16 : IRG_DTYPE_F16;
        std::string label = "Sg " + std::to_string(stages) + " rps " + std::to_string(rps) + " le " +
                            std::to_string(le);
        twin_test::Emitted ir = twin_test::emit_ir(r), ll = twin_test::emit_ll(r);
        ASSERT_EQ(ir.status, IRG_STATUS_OK) << label << ": " << ir.refusal_text;
        ASSERT_EQ(ll.status, IRG_STATUS_OK) << label << ": " << ll.refusal_text;
        twin_test::Emitted back = twin_test::lower_ir(ir.text, IRG_FLAVOR_LLVM22, d.of(IRG_FLAVOR_LLVM22));
        ASSERT_EQ(back.status, IRG_STATUS_OK) << label << ": " << back.refusal_text;
        EXPECT_EQ(back.text, ll.text) << label;
        /* the ring replaces the register staging: no 16-byte loads, no b128 stores */
        EXPECT_EQ(count_of(ir.text, "tile.buffer_load_b128"), 0) << label;
        EXPECT_EQ(count_of(ir.text, "tile.lds_store_b128"), 0) << label;
        long long M = rps * 4;
        EXPECT_EQ(count_of(ll.text, "call void @llvm.amdgcn.tensor.load.to.lds("), M * stages) << label;
        EXPECT_EQ(count_of(ll.text, "call void @llvm.amdgcn.s.wait.tensorcnt(i16 "), 2) << label;
      }
}

/* The wait counts as documented, and what they mean: copies complete in issue order, M a step. */
TEST(TwinDirectTdm, WaitCountsLandExactlyTheStepAboutToBeRead) {
  Domains d;
  for (int stages : {2, 3, 4})
    for (int rps : {1, 3}) {
      irg_request_t r = ring(stages, d);
      r.spec.direct.rows_per_sync = rps;
      std::string ir = twin_test::emit_ir(r).text;
      ASSERT_FALSE(ir.empty());
      long long M = rps * 4;
      size_t loop = ir.find("= scf.for ");
      size_t loop_end = ir.find("\n  }\n", loop);
      ASSERT_NE(loop_end, std::string::npos);
      std::string before = ir.substr(0, loop), body = ir.substr(loop, loop_end - loop), after = ir.substr(loop_end);
      long long issued_before = count_of(before, "tile.tdm_load_b16_2d ");
      long long issued_per_step = count_of(body, "tile.tdm_load_b16_2d ");
      EXPECT_EQ(issued_before, (stages - 1) * M);
      EXPECT_EQ(issued_per_step, M);
      std::string in_loop_wait = "tile.tdm_wait {pending = " + std::to_string((stages - 2) * M) + "}\n";
      EXPECT_EQ(count_of(body, in_loop_wait), 1) << in_loop_wait;
      EXPECT_EQ(count_of(body, "tile.tdm_wait "), 1);
      /* at iteration t's wait, steps t … t+Sg−2 are in flight: leaving (Sg−2)·M lands step t only */
      long long in_flight = issued_before, pending = (stages - 2) * M;
      EXPECT_EQ(in_flight - pending, M);
      EXPECT_EQ(count_of(after, "tile.tdm_wait "), 1);
      EXPECT_EQ(count_of(after, "tile.tdm_wait {pending = 0}\n"), 1);
      EXPECT_EQ(count_of(before, "tile.tdm_wait "), 0);
    }
}

TEST(TwinDirectTdm, OnlyWaveZeroIssuesAndEveryRegionCopiesOnce) {
  Domains d;
  irg_request_t r = ring(3, d);
  std::string ir = twin_test::emit_ir(r).text;
  std::vector<std::string> lines = lines_of(ir);
  std::string issuer;
  for (const std::string& line : lines)
    if (line.find(":issuer = arith.cmpi ") != std::string::npos) issuer = line.substr(2, line.find(':') - 2);
  ASSERT_FALSE(issuer.empty());
  int copies = 0, dy = 0, x = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].find("tile.tdm_load_b16_2d ") == std::string::npos) continue;
    ++copies;
    ASSERT_GT(i, 0u);
    EXPECT_EQ(lines[i - 1].substr(lines[i - 1].find_first_not_of(' ')), "scf.if " + issuer + " {");
    EXPECT_EQ(lines[i + 1].substr(lines[i + 1].find_first_not_of(' ')), "}");
    if (lines[i].find("{cols = 32, pitch = 40}") != std::string::npos) ++dy; /* BK, DYP */
    if (lines[i].find("{cols = 16, pitch = 24}") != std::string::npos) ++x;  /* BC, XP */
  }
  EXPECT_EQ(copies, 3 * 4);
  EXPECT_EQ(dy, 3);
  EXPECT_EQ(x, 9);
}

TEST(TwinDirectTdm, PrologueAndLoopBodyOrder) {
  Domains d;
  irg_request_t r = ring(2, d);
  std::string ir = twin_test::emit_ir(r).text;
  std::vector<std::string> lines = lines_of(ir);
  size_t at = 0;
  while (at < lines.size() && lines[at].find(":lds = tile.lds_alloc") == std::string::npos) ++at;
  ASSERT_LT(at, lines.size());
  std::vector<std::string> got;
  for (size_t i = at; i < at + 7; ++i) got.push_back(label_of(lines[i]));
  EXPECT_EQ(got, (std::vector<std::string>{"lds", "wave_u", "k", "issuer", "dy_dummy", "x_dummy", "k"}));
  /* ISSUE(0) after steps: u is the one K(0) before rg */
  while (at < lines.size() && label_of(lines[at]) != "steps") ++at;
  got.clear();
  for (size_t i = at; i < at + 4; ++i) got.push_back(label_of(lines[i]));
  EXPECT_EQ(got, (std::vector<std::string>{"steps", "k", "rg", "ccol"}));
  while (at < lines.size() && lines[at].find("= scf.for ") == std::string::npos) ++at;
  got.clear();
  for (size_t i = at + 1; i < at + 7; ++i) got.push_back(label_of(lines[i]));
  EXPECT_EQ(got, (std::vector<std::string>{"tile.tdm_wait", "gpu.barrier", "k", "u", "rg", "ccol"}));
  /* one barrier a step: the loop body's own level has exactly one */
  size_t loop = ir.find("= scf.for "), loop_end = ir.find("\n  }\n", loop);
  EXPECT_EQ(count_of(ir.substr(loop, loop_end - loop), "\n    gpu.barrier\n"), 1);
  /* COMPUTE reads from the step's slot: every A and B transposed-read address starts at a_t / b_t */
  std::string a_t, b_t;
  for (const std::string& line : lines) {
    if (line.find(":a_t = arith.addi ") != std::string::npos) a_t = line.substr(4, line.find(':') - 4);
    if (line.find(":b_t = arith.addi ") != std::string::npos) b_t = line.substr(4, line.find(':') - 4);
  }
  ASSERT_FALSE(a_t.empty());
  EXPECT_EQ(count_of(ir, ":a_addr = arith.addi " + a_t + ", "), 2);      /* one k tile: lo and hi */
  EXPECT_EQ(count_of(ir, ":b_addr = arith.addi " + b_t + ", "), 2 * 9);  /* per tap */
  /* after the loop: the last wait, and with the direct epilogue no extra barrier */
  size_t tail = ir.find("tile.tdm_wait {pending = 0}\n", loop_end);
  ASSERT_NE(tail, std::string::npos);
  EXPECT_EQ(ir.find("gpu.barrier", tail), std::string::npos);
  r.spec.direct.lds_epilogue = 1;
  std::string le = twin_test::emit_ir(r).text;
  size_t le_tail = le.find("  tile.tdm_wait {pending = 0}\n  gpu.barrier\n  %");
  EXPECT_NE(le_tail, std::string::npos);
  EXPECT_NE(le.find(":slab_a = ", le_tail), std::string::npos);
}

}  // namespace
