// tests/isa/hazards_test.cpp — the hazard checker's rules (isa/hazards/rules.def) on small
// sequences assembled by llvm-mc-22 in the test: for each rule a sequence with enough cover
// passes and the same sequence with one wait state (or one wait) removed is caught. The
// expected wait states come from the sources, not from the checker: LLVM's
// llvm/test/CodeGen/AMDGPU/wmma-coexecution-valu-hazards.mir (gfx1250: four V_NOPs between a
// v_wmma_f32_16x16x32_bf16 and a VALU that reads or writes its D or writes its A; four
// independent VALUs need none; four SALUs cover nothing; a VOPD consumer is covered the same
// way), fixWMMAHazards (gfx11: one V_NOP before a WMMA reading the previous WMMA's D as A/B),
// PR #149024 (TRANS: one VALU), and the ISA guides' wait-counter semantics.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <regex>
#include <string>
#include <vector>

#include "isa/hazards/checker.h"
#include "support/subprocess.h"

namespace irgate::isa::hazards {
namespace {

// Machine code for `source`, from llvm-mc-22 -show-encoding (one instruction a line).
std::string assemble(const std::string& arch, const std::string& source) {
  ProcessOptions o;
  o.timeout = std::chrono::seconds(30);
  o.stdin_data = source;
  auto r = run_process({"llvm-mc-22", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + arch, "-show-encoding"}, o);
  EXPECT_TRUE(r && r->exited_ok()) << (r ? r->err : r.error().message);
  std::string bytes;
  if (!r) return bytes;
  static const std::regex encoding(R"(encoding: \[([^\]]*)\])");
  static const std::regex byte(R"(0x([0-9a-fA-F]{2}))");
  for (std::sregex_iterator m(r->out.begin(), r->out.end(), encoding), end; m != end; ++m) {
    const std::string list = (*m)[1];
    for (std::sregex_iterator b(list.begin(), list.end(), byte); b != end; ++b)
      bytes.push_back(static_cast<char>(std::stoi((*b)[1], nullptr, 16)));
  }
  return bytes;
}

class Hazards : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    auto r = run_process({"llvm-mc-22", "--version"}, {});
    if (!r || !r->exited_ok()) GTEST_SKIP() << "llvm-mc-22 is not installed";
  }
  // One disassembler per arch for the whole program (building one takes a while).
  static const Disassembler* disassembler(const std::string& arch) {
    static std::map<std::string, std::unique_ptr<Disassembler>> by_arch;
    auto& d = by_arch[arch];
    if (!d) {
      auto made = Disassembler::create(arch);
      EXPECT_TRUE(made) << made.error().message;
      if (made) d = std::move(*made);
    }
    return d.get();
  }
  HazardReport check(const std::string& source, const std::string& arch = "gfx1250", long vgpr_count = 0) {
    const Disassembler* d = disassembler(arch);
    if (!d) return {};
    auto code = d->decode(assemble(arch, source + "\ns_endpgm\n"), 0x1000);
    EXPECT_TRUE(code) << code.error().message;
    if (!code) return {};
    const ModeFlow flow = follow_vgpr_mode(*d, *code);
    return check_kernel(arch, "k", *code, flow.before, vgpr_count);
  }
  // The rule names of the findings, in order.
  std::vector<std::string> rules_of(const std::string& source, const std::string& arch = "gfx1250",
                                    long vgpr_count = 0) {
    std::vector<std::string> out;
    for (const HazardFinding& f : check(source, arch, vgpr_count).findings) out.push_back(rule_name(f.rule));
    return out;
  }
  using V = std::vector<std::string>;
};

const std::string kWmma = "v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[16:23]\n";
std::string nops(int n, const std::string& nop = "v_nop\n") {
  std::string s;
  for (int i = 0; i < n; ++i) s += nop;
  return s;
}

// wmma-coexecution-valu-hazards.mir, test_wmma_f32_16x16x32_bf16_D0_overlaps_Use1: 4 V_NOPs.
TEST_F(Hazards, WmmaResultReadByValuNeedsFourValuWaitStates) {
  const std::string use = "v_add_f32_e32 v25, v24, v16\n";
  EXPECT_EQ(rules_of(kWmma + nops(4) + use), V{});
  EXPECT_EQ(rules_of(kWmma + nops(3) + use), V{"wmma_valu_raw"});
  // ..._with_4_valus_in_between: independent VALUs count, no V_NOP needed.
  const std::string valus = "v_mov_b32_e32 v26, 26\nv_mov_b32_e32 v27, 27\nv_mov_b32_e32 v28, 28\nv_mov_b32_e32 v29, 29\n";
  EXPECT_EQ(rules_of(kWmma + valus + use), V{});
  // ..._with_4_salus_in_between: SALUs cover nothing; nor does s_nop (PR #202523).
  const std::string salus = "s_mov_b32 s0, 0\ns_mov_b32 s1, 1\ns_mov_b32 s2, 2\ns_mov_b32 s3, 3\n";
  EXPECT_EQ(rules_of(kWmma + salus + nops(4) + use), V{});
  EXPECT_EQ(rules_of(kWmma + salus + nops(3) + use), V{"wmma_valu_raw"});
  EXPECT_EQ(rules_of(kWmma + nops(3) + "s_nop 7\n" + use), V{"wmma_valu_raw"});
}

TEST_F(Hazards, AFindingNamesBothInstructionsTheRegistersTheRuleAndItsSource) {
  const HazardReport r = check(kWmma + nops(3) + "v_add_f32_e32 v25, v24, v16\n");
  ASSERT_EQ(r.findings.size(), 1u);
  const HazardFinding& f = r.findings[0];
  EXPECT_EQ(f.kernel, "k");
  EXPECT_EQ(f.producer_offset, 0u);
  EXPECT_EQ(f.consumer_offset, 8u + 3 * 4);  // the 8-byte WMMA, three 4-byte v_nops
  EXPECT_EQ(f.regs, "v16");
  EXPECT_NE(f.producer.find("v_wmma_f32_16x16x32_bf16"), std::string::npos);
  EXPECT_NE(f.consumer.find("v_add_f32"), std::string::npos);
  EXPECT_NE(f.message().find("3 of 4 VALU wait states"), std::string::npos) << f.message();
  EXPECT_NE(f.message().find("#149865"), std::string::npos) << f.message();
  EXPECT_EQ(f.severity, Severity::hazard);
}

// ..._D0_overlaps_D1 (WAW) and ..._A0_overlaps_D1 (WAR): 4 V_NOPs each.
TEST_F(Hazards, WmmaResultOrSourceOverwrittenByValu) {
  EXPECT_EQ(rules_of(kWmma + nops(4) + "v_add_f32_e32 v16, v24, v25\n"), V{});
  // D is also C here (in-place accumulation): the write is a WAW on D and a WAR on C.
  EXPECT_EQ(rules_of(kWmma + nops(3) + "v_add_f32_e32 v16, v24, v25\n"), (V{"wmma_valu_waw", "wmma_valu_war_c"}));
  EXPECT_EQ(rules_of(kWmma + nops(4) + "v_add_f32_e32 v0, v24, v25\n"), V{});
  EXPECT_EQ(rules_of(kWmma + nops(3) + "v_add_f32_e32 v0, v24, v25\n"), V{"wmma_valu_war_ab"});
  EXPECT_EQ(rules_of(kWmma + nops(3) + "v_add_f32_e32 v9, v24, v25\n"), V{"wmma_valu_war_ab"});  // B
}

// llvm-project issue #222932: the WAR rule holds for C too (LLVM does not apply it).
TEST_F(Hazards, WmmaCOperandOverwrittenByValuIsCaught) {
  const std::string wmma = "v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[24:31]\n";
  EXPECT_EQ(rules_of(wmma + nops(4) + "v_mov_b32_e32 v24, 0\n"), V{});
  EXPECT_EQ(rules_of(wmma + nops(3) + "v_mov_b32_e32 v24, 0\n"), V{"wmma_valu_war_c"});
}

// gfx1250's fp32 WMMA is no XDL WMMA. What llc-22 emits for it (hand-written kernels compiled
// with llc-22 -O3 -mcpu=gfx1250, docs/isa-hazards.md): no V_NOP before a VALU reads its D, none
// before a WMMA takes its D as C or an XDL WMMA as A, one before the next fp32 WMMA takes it as
// A or B (fixWMMAHazards); after an XDL WMMA it is a VALU consumer (4 wait states).
TEST_F(Hazards, Fp32WmmaIsHeldToTheRulesLlcAppliesToIt) {
  const std::string f32 = "v_wmma_f32_16x16x4_f32 v[8:15], v[16:17], v[18:19], v[0:7]\n";
  EXPECT_EQ(rules_of(f32 + "v_add_f32_e32 v24, 1.0, v8\n"), V{});
  EXPECT_EQ(rules_of(f32 + "v_wmma_f32_16x16x4_f32 v[0:7], v[8:9], v[18:19], v[0:7]\n"), V{"wmma_valu_wmma_raw"});
  EXPECT_EQ(rules_of(f32 + "v_wmma_f32_16x16x4_f32 v[0:7], v[18:19], v[10:11], v[0:7]\n"), V{"wmma_valu_wmma_raw"});  // B
  EXPECT_EQ(rules_of(f32 + nops(1) + "v_wmma_f32_16x16x4_f32 v[0:7], v[8:9], v[18:19], v[0:7]\n"), V{});
  EXPECT_EQ(rules_of(f32 + "v_wmma_f32_16x16x4_f32 v[8:15], v[18:19], v[16:17], v[8:15]\n"), V{});  // D as C
  EXPECT_EQ(rules_of(f32 + "v_wmma_f32_16x16x32_f16 v[24:31], v[8:15], v[32:39], v[24:31]\n"), V{});
  const std::string xdl = "v_wmma_f32_16x16x32_f16 v[24:31], v[0:7], v[8:15], v[16:23]\n";
  EXPECT_EQ(rules_of(xdl + nops(4) + "v_wmma_f32_16x16x4_f32 v[40:47], v[24:25], v[32:33], v[40:47]\n"), V{});
  EXPECT_EQ(rules_of(xdl + nops(3) + "v_wmma_f32_16x16x4_f32 v[40:47], v[24:25], v[32:33], v[40:47]\n"),
            V{"wmma_valu_raw"});
  EXPECT_EQ(rules_of(xdl + nops(3) + "v_wmma_f32_16x16x4_f32 v[40:47], v[32:33], v[32:33], v[24:31]\n"),
            V{"wmma_valu_raw"});  // the XDL D read as C
}

// ..._D0_overlaps_vopd_vdstX (PR #183573) and a TRANS consumer (PR #186269).
TEST_F(Hazards, VopdAndTransConsumersAreChecked) {
  const std::string vopd = "v_dual_sub_f32 v16, v1, v1 :: v_dual_mul_f32 v255, v0, v0\n";
  EXPECT_EQ(rules_of(kWmma + nops(4) + vopd), V{});
  EXPECT_EQ(rules_of(kWmma + nops(3) + vopd), (V{"wmma_valu_waw", "wmma_valu_war_c"}));
  EXPECT_EQ(rules_of(kWmma + nops(4) + "v_rcp_f32_e32 v30, v17\n"), V{});
  EXPECT_EQ(rules_of(kWmma + nops(3) + "v_rcp_f32_e32 v30, v17\n"), V{"wmma_valu_raw"});
}

// PR #149865: a dependent WMMA (its A/B is D0) needs five wait states for an 8-cycle WMMA.
TEST_F(Hazards, WmmaResultReadAsAOrBByTheNextWmma) {
  const std::string next = "v_wmma_f32_16x16x32_bf16 v[32:39], v[16:23], v[8:15], v[32:39]\n";
  EXPECT_EQ(rules_of(kWmma + nops(5) + next), V{});
  EXPECT_EQ(rules_of(kWmma + nops(4) + next), V{"wmma_wmma_raw"});
  // An accumulation chain (C = D0) is forwarded by the hardware: no rule.
  EXPECT_EQ(rules_of(kWmma + "v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[16:23]\n"), V{});
}

// The llc-22 pattern in the corpus (config 208): four v_nops after a WMMA before a v_mov writes
// its B; one v_nop replaced by s_nop is caught.
TEST_F(Hazards, CorpusPatternVNopReplacedBySNopIsCaught) {
  const std::string wmma = "v_wmma_f32_16x16x32_f16 v[88:95], v[158:165], v[96:103], v[88:95]\n";
  const std::string write_b = "v_mov_b64_e32 v[102:103], v[22:23]\n";
  EXPECT_EQ(rules_of(wmma + "ds_load_tr16_b128 v[84:87], v148\n" + nops(4) + write_b + "s_wait_dscnt 0\n"), V{});
  EXPECT_EQ(rules_of(wmma + "ds_load_tr16_b128 v[84:87], v148\n" + nops(3) + "s_nop 0\n" + write_b + "s_wait_dscnt 0\n"),
            V{"wmma_valu_war_ab"});
}

// A window crosses a loop's back edge: the WMMA at the loop's end, the write at its head.
TEST_F(Hazards, WindowsCrossLoopBackEdges) {
  // head: v_mov writes v0 (A of the WMMA at the loop's end); body; s_cbranch back to head.
  const std::string with = "v_mov_b32_e32 v0, 0\n" + nops(4) + kWmma + nops(4) + "s_cbranch_scc0 -" +
                           std::to_string(1 + 4 + 2 + 4 + 1) + "\n";
  EXPECT_EQ(rules_of(with), V{});
  const std::string without = "v_mov_b32_e32 v0, 0\n" + nops(4) + kWmma + nops(3) + "s_cbranch_scc0 -" +
                              std::to_string(1 + 4 + 2 + 3 + 1) + "\n";
  EXPECT_EQ(rules_of(without), V{"wmma_valu_war_ab"});
}

// PR #149024: one VALU between a TRANS and a VALU that reads its result or writes its source.
// llc-22 emits `v_rcp_iflag_f32 v1, s0; s_mov_b32 s23, 0; v_nop; v_readfirstlane_b32 s20, v1`.
TEST_F(Hazards, TransNeedsOneValuBeforeItsResultIsUsedOrItsSourceWritten) {
  const std::string rcp = "v_rcp_iflag_f32_e32 v1, v2\n";
  EXPECT_EQ(rules_of(rcp + "s_mov_b32 s23, 0\nv_nop\nv_readfirstlane_b32 s20, v1\n"), V{});
  EXPECT_EQ(rules_of(rcp + "s_mov_b32 s23, 0\nv_readfirstlane_b32 s20, v1\n"), V{"trans_valu_raw"});
  EXPECT_EQ(rules_of(rcp + "v_nop\nv_mov_b32_e32 v2, 0\n"), V{});
  EXPECT_EQ(rules_of(rcp + "v_mov_b32_e32 v2, 0\n"), V{"trans_valu_war"});
}

// fixWMMAHazards: on gfx11 (and gfx12) one V_NOP between a WMMA and a WMMA reading its D as A/B.
TEST_F(Hazards, Gfx11WmmaToWmmaNeedsOneVNop) {
  const std::string w0 = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n";
  const std::string w1 = "v_wmma_f32_16x16x16_f16 v[24:31], v[0:7], v[16:23], v[24:31]\n";
  EXPECT_EQ(rules_of(w0 + "v_nop\n" + w1, "gfx1100"), V{});
  EXPECT_EQ(rules_of(w0 + w1, "gfx1100"), V{"wmma_wmma_raw_gfx11"});
  // The gfx1250 co-execution rules do not apply to gfx11.
  EXPECT_EQ(rules_of(w0 + "v_nop\nv_add_f32_e32 v40, v0, v0\n", "gfx1100"), V{});
}

// Every use of a loaded value waits on its own counter; waits retire in order.
TEST_F(Hazards, LoadedValuesAreUsedOnlyAfterTheirCounterCoversThem) {
  const std::string two = "buffer_load_b32 v1, v10, s[0:3], null offen\nbuffer_load_b32 v2, v10, s[0:3], null offen\n";
  EXPECT_EQ(rules_of(two + "s_wait_loadcnt 1\nv_add_f32_e32 v3, v1, v1\ns_wait_loadcnt 0\nv_add_f32_e32 v3, v2, v2\n"), V{});
  EXPECT_EQ(rules_of(two + "s_wait_loadcnt 1\nv_add_f32_e32 v3, v2, v2\n"), V{"load_use"});  // weakened wait
  EXPECT_EQ(rules_of(two + "s_wait_dscnt 0\nv_add_f32_e32 v3, v1, v1\n"), V{"load_use"});     // wrong counter
  EXPECT_EQ(rules_of("ds_load_b32 v1, v10\ns_wait_dscnt 0\nv_add_f32_e32 v3, v1, v1\n"), V{});
  EXPECT_EQ(rules_of("ds_load_b32 v1, v10\nv_add_f32_e32 v3, v1, v1\n"), V{"load_use"});
  EXPECT_EQ(rules_of("ds_load_b32 v1, v10\nv_mov_b32_e32 v1, 0\n"), V{"load_overwrite"});
  // The combined wait: loadcnt in [13:8], dscnt in [5:0].
  EXPECT_EQ(rules_of("ds_load_b32 v4, v10\n" + two + "s_wait_loadcnt_dscnt 0x100\nv_add_f32_e32 v3, v4, v1\n"), V{});
  EXPECT_EQ(rules_of("ds_load_b32 v4, v10\n" + two + "s_wait_loadcnt_dscnt 0x100\nv_add_f32_e32 v3, v2, v2\n"),
            V{"load_use"});
  // Two loads of one register on different counters: the first may return last.
  EXPECT_EQ(rules_of("ds_load_b32 v1, v10\n" + two), V{"load_overwrite"});
}

// SMEM returns out of order: only s_wait_kmcnt 0 covers one of several loads.
TEST_F(Hazards, ScalarLoadsNeedAWaitForZero) {
  const std::string two = "s_load_b32 s4, s[0:1], 0x0\ns_load_b32 s5, s[0:1], 0x4\n";
  EXPECT_EQ(rules_of(two + "s_wait_kmcnt 0\ns_add_co_u32 s6, s4, s4\n"), V{});
  EXPECT_EQ(rules_of(two + "s_wait_kmcnt 1\ns_add_co_u32 s6, s4, s4\n"), V{"load_use"});
}

// An outstanding load crosses a loop's back edge until a wait covers it.
TEST_F(Hazards, OutstandingLoadsCrossLoopBackEdges) {
  // head: v_add reads v1; then the load of v1 for the next iteration; branch back.
  EXPECT_EQ(rules_of("v_add_f32_e32 v3, v1, v1\nbuffer_load_b32 v1, v10, s[0:3], null offen\ns_wait_loadcnt 0\n"
                     "s_cbranch_scc0 -6\n"),
            V{});
  EXPECT_EQ(rules_of("v_add_f32_e32 v3, v1, v1\nbuffer_load_b32 v1, v10, s[0:3], null offen\ns_cbranch_scc0 -5\n"),
            V{"load_use"});
}

// llvm-project #213394: a register a VMEM operation reads is not overwritten until s_wait_xcnt
// (or the operation's own counter) covers it.
TEST_F(Hazards, VmemSourcesAreNotOverwrittenBeforeTranslation) {
  const std::string atomic = "buffer_atomic_add_f32 v5, v6, s[0:3], null offen\n";
  EXPECT_EQ(rules_of(atomic + "s_wait_xcnt 0\nv_mov_b32_e32 v6, 0\n"), V{});
  EXPECT_EQ(rules_of(atomic + "s_wait_storecnt 0\nv_mov_b32_e32 v6, 0\n"), V{});
  EXPECT_EQ(rules_of(atomic + "v_mov_b32_e32 v6, 0\n"), V{"xcnt_war"});
  EXPECT_EQ(rules_of(atomic + "v_mov_b32_e32 v5, 0\n"), V{"xcnt_war"});
  // A load's address reused before translation: an advisory (llc-22 does not wait there).
  const HazardReport load = check("buffer_load_b32 v1, v6, s[0:3], null offen\nv_mov_b32_e32 v6, 0\ns_wait_loadcnt 0\n");
  ASSERT_EQ(load.findings.size(), 1u);
  EXPECT_EQ(load.findings[0].rule, RuleId::xcnt_war_load);
  EXPECT_EQ(load.findings[0].severity, Severity::advisory);
  EXPECT_TRUE(check("buffer_load_b32 v1, v6, s[0:3], null offen\ns_wait_xcnt 0\nv_mov_b32_e32 v6, 0\ns_wait_loadcnt 0\n")
                  .findings.empty());
}

// rocm-libraries #10653: LDS operations are drained before a barrier.
TEST_F(Hazards, LdsIsDrainedBeforeABarrier) {
  const std::string store = "ds_store_b32 v1, v2\n";
  EXPECT_EQ(rules_of(store + "s_wait_dscnt 0\ns_barrier_signal -1\ns_barrier_wait 0xffff\n"), V{});
  EXPECT_EQ(rules_of(store + "s_barrier_signal -1\ns_barrier_wait 0xffff\n"), V{"barrier_ds_drain"});
}

// rocm-libraries PR #9384: a load into an in-flight WMMA's A/B is an advisory, not a hazard.
TEST_F(Hazards, ALoadIntoAnInFlightWmmaSourceIsAnAdvisory) {
  const HazardReport r = check(kWmma + "ds_load_b128 v[8:11], v40\ns_wait_dscnt 0\n");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].rule, RuleId::wmma_load_war_ab);
  EXPECT_EQ(r.findings[0].severity, Severity::advisory);
  EXPECT_TRUE(check(kWmma + nops(4) + "ds_load_b128 v[8:11], v40\ns_wait_dscnt 0\n").findings.empty());
}

// gfx12's SGPR read hazard, as AMDGPUWaitSGPRHazards.cpp (PR #118750) mitigates it and its test
// llvm/test/CodeGen/AMDGPU/valu-read-sgpr-hazard.mir expects: a VALU has read s4 (as a lane
// mask); an SALU then writes s4; the next read needs s_wait_alu depctr_sa_sdst(0) first.
const std::string kValuReadsS4 = "v_cndmask_b32_e64 v0, v1, v2, s4\n";
TEST_F(Hazards, Gfx12SaluWriteOfAnSgprAValuReadIsCommittedBeforeTheNextRead) {
  const std::string write = "s_mov_b32 s4, 0\n", read = "v_cndmask_b32_e64 v3, v1, v2, s4\n";
  EXPECT_EQ(rules_of(kValuReadsS4 + write + "s_wait_alu depctr_sa_sdst(0)\n" + read, "gfx1200"), V{});
  EXPECT_EQ(rules_of(kValuReadsS4 + write + read, "gfx1200"), V{"salu_sgpr_read_gfx12"});
  EXPECT_EQ(rules_of(kValuReadsS4 + write + "s_add_co_u32 s5, s4, 1\n", "gfx1200"), V{"salu_sgpr_read_gfx12"});
  // A pair no VALU has read carries no hazard; an SMEM or MUBUF instruction commits the writes.
  EXPECT_EQ(rules_of(write + read, "gfx1200"), V{});
  EXPECT_EQ(rules_of(kValuReadsS4 + write + "s_load_b32 s8, s[0:1], 0x0\n" + read + "s_wait_kmcnt 0\n", "gfx1200"), V{});
  // gfx1250 does not have the hazard (GCNSubtarget::hasVALUReadSGPRHazard).
  EXPECT_EQ(rules_of(kValuReadsS4 + write + read, "gfx1250"), V{});
}

TEST_F(Hazards, Gfx12ValuWriteOfAnSgprOrVccIsCommittedBeforeAValuReadsIt) {
  const std::string write = "v_cmp_eq_u32_e64 s4, v0, v1\n", read = "v_cndmask_b32_e64 v3, v1, v2, s4\n";
  EXPECT_EQ(rules_of(kValuReadsS4 + write + "s_wait_alu depctr_va_sdst(0)\n" + read, "gfx1200"), V{});
  EXPECT_EQ(rules_of(kValuReadsS4 + write + read, "gfx1200"), V{"valu_sgpr_read_gfx12"});
  // An SALU reading an SGPR waits for the VALU writes itself.
  EXPECT_EQ(rules_of(kValuReadsS4 + write + "s_mov_b32 s6, s4\n" + read, "gfx1200"), V{});
  // VCC: written by a VOPC (implicitly), committed by va_vcc(0), not by va_sdst(0).
  const std::string vcc_read = "v_cndmask_b32_e32 v0, v1, v2, vcc_lo\n", vcc_write = "v_cmp_eq_u32_e32 vcc_lo, v0, v1\n";
  EXPECT_EQ(rules_of(vcc_read + vcc_write + "s_wait_alu depctr_va_vcc(0)\n" + vcc_read, "gfx1200"), V{});
  EXPECT_EQ(rules_of(vcc_read + vcc_write + "s_wait_alu depctr_va_sdst(0)\n" + vcc_read, "gfx1200"),
            V{"valu_sgpr_read_gfx12"});
  const HazardReport r = check(vcc_read + vcc_write + vcc_read, "gfx1200");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_NE(r.findings[0].message().find("depctr_va_vcc(0)"), std::string::npos) << r.findings[0].message();
  EXPECT_NE(r.findings[0].producer.find("v_cmp_eq_u32"), std::string::npos) << r.findings[0].message();
}

// PR #175925: s_delay_alu's instskip must not count past an s_set_vgpr_msb (an advisory:
// s_delay_alu only avoids stalls).
TEST_F(Hazards, ADelayAluSkippingAnSetVgprMsbIsAnAdvisory) {
  const std::string delay = "v_add_f32_e32 v1, v0, v0\ns_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)\n";
  const HazardReport r = check(delay + "v_add_f32_e32 v2, v1, v1\ns_set_vgpr_msb 0\nv_add_f32_e32 v3, v1, v1\n");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].rule, RuleId::delay_alu_skips_msb);
  EXPECT_EQ(r.findings[0].severity, Severity::advisory);
  EXPECT_EQ(rules_of(delay + "v_add_f32_e32 v2, v1, v1\nv_add_f32_e32 v3, v1, v1\ns_set_vgpr_msb 0\n"), V{});
}

// PR #224741 (open): a VOPD3 whose OPX is 64-bit must not read the wave's last VGPR as an OPY
// source. v15 is the last VGPR of a 16-VGPR allocation (granule 16), not of a 32-VGPR one.
TEST_F(Hazards, AVopd3WithA64BitOpxReadingTheLastVgprAsOpyIsCaught) {
  const std::string last = "v_dual_add_f64 v[2:3], v[4:5], v[8:9] :: v_dual_mov_b32 v7, v15\n";
  EXPECT_EQ(rules_of(last, "gfx1250", /*vgpr_count=*/16), V{"vopd3_f64_opy_last_vgpr"});
  EXPECT_EQ(rules_of(last, "gfx1250", /*vgpr_count=*/10), V{"vopd3_f64_opy_last_vgpr"});  // rounded up to 16
  EXPECT_EQ(rules_of(last, "gfx1250", /*vgpr_count=*/32), V{});
  EXPECT_EQ(rules_of("v_dual_add_f64 v[2:3], v[4:5], v[8:9] :: v_dual_mov_b32 v7, v14\n", "gfx1250", 16), V{});
  // Unknown allocation: any VGPR below a granule boundary may be the last one.
  EXPECT_EQ(rules_of(last, "gfx1250", 0), V{"vopd3_f64_opy_last_vgpr"});
  // A 32-bit OPX is not affected.
  EXPECT_EQ(rules_of("v_dual_add_f32 v2, v4, v8 :: v_dual_mov_b32 v7, v15\n", "gfx1250", 16), V{});
}

// An instruction the checker has no class for is a finding, never a pass.
TEST_F(Hazards, AnUnknownInstructionIsUnclassified) {
  Instruction i;
  i.mnemonic = "image_sample";
  i.text = "image_sample v[0:3], v[4:5], s[0:7], s[8:11]";
  Instruction end;
  end.mnemonic = "s_endpgm";
  end.address = end.offset = 8;
  std::vector<ModeAt> modes(2, ModeAt{true, true, 0});
  const HazardReport r = check_kernel("gfx1250", "k", {i, end}, modes);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].rule, RuleId::unclassified);
  EXPECT_NE(r.findings[0].message().find("image_sample"), std::string::npos);
  // An arch without rules is reported as not covered, not as clean.
  EXPECT_FALSE(check_kernel("gfx90a", "k", {i, end}, modes).applies);
}

}  // namespace
}  // namespace irgate::isa::hazards
