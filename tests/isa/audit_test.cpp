// tests/isa/audit_test.cpp — the ISA audit's rules on hand-assembled gfx1250 machine words
// (encodings from llvm-mc-22 -show-encoding): banked VGPRs against .vgpr_count, the starting
// mode from an s_setreg to MODE, SGPRs against .sgpr_count, a mode conflict at a branch
// target, a mode change the hardware drops, an unknown mode, dead mode changes, and control
// flow the audit refuses to guess through. Expected registers follow from the ISA rule
// (v + 256 * field bits), not from the audit's own output.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "isa/audit.h"

namespace irgate::isa {
namespace {

constexpr uint32_t kEndpgm = 0xBFB00000;
constexpr uint32_t kMovV1V2 = 0x7E020302;     // v_mov_b32_e32 v1, v2 (dst field 3, src0 field 0)
constexpr uint32_t kMovS60S1 = 0xBEBC0001;    // s_mov_b32 s60, s1
constexpr uint32_t kSetregModeS0 = 0xB900F801;  // s_setreg_b32 hwreg(HW_REG_WAVE_MODE), s0
constexpr uint32_t kSetregImmMode = 0xB980F801; // s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE), <next word>
constexpr uint32_t kSetPc = 0xBE804800;       // s_set_pc_i64 s[0:1]
uint32_t set_msb(uint32_t imm) { return 0xBF860000 | imm; }
uint32_t cbranch_execz(int16_t words) { return 0xBFA50000 | static_cast<uint16_t>(words); }

class AuditWords : public ::testing::Test {
 protected:
  void SetUp() override {
    auto d = Disassembler::create("gfx1250");
    ASSERT_TRUE(d) << d.error().message;
    d_ = std::move(*d);
  }
  // Audits `ws` as a kernel at 0x1000 with the given allocation.
  AuditReport audit(std::initializer_list<uint32_t> ws, long vgprs, long sgprs = 100) {
    std::string bytes;
    for (uint32_t w : ws)
      for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<char>((w >> (8 * i)) & 0xff));
    auto code = d_->decode(bytes, 0x1000);
    EXPECT_TRUE(code) << code.error().message;
    Kernel k;
    k.name = "k";
    k.entry_address = 0x1000;
    k.resources.vgpr_count = vgprs, k.resources.sgpr_count = sgprs, k.resources.agpr_count = 0;
    return audit_kernel(*d_, k, code ? *code : std::vector<Instruction>{});
  }
  static std::vector<std::string> kinds(const AuditReport& r) {
    std::vector<std::string> out;
    for (const Finding& f : r.findings) out.push_back(finding_kind_name(f.kind));
    return out;
  }
  std::unique_ptr<Disassembler> d_;
};

TEST_F(AuditWords, BankedOperandsInsideTheAllocationAreClean) {
  // mode 0x41: dst bank 1 (v1 -> v257), src0 bank 1 (v2 -> v258); 259 VGPRs hold both.
  const AuditReport r = audit({set_msb(0x41), kMovV1V2, kEndpgm}, 259);
  EXPECT_TRUE(r.clean()) << r.summary();
  ASSERT_EQ(r.kernels.size(), 1u);
  EXPECT_EQ(r.kernels[0].vgprs_used, 259u);
  EXPECT_EQ(r.kernels[0].mode_sets, 1u);
  EXPECT_EQ(r.kernels[0].reachable, 3u);
}

TEST_F(AuditWords, ABankedReadPastTheAllocationIsAFindingNamingTheRealRegister) {
  const AuditReport r = audit({set_msb(0x41), kMovV1V2, kEndpgm}, 258);  // v258 is one past the end
  ASSERT_EQ(r.findings.size(), 1u) << r.summary();
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.kind, FindingKind::vgpr_out_of_range);
  EXPECT_EQ(f.reg, "v258");
  EXPECT_EQ(f.address, 0x1004u);
  EXPECT_EQ(f.offset, 4u);
  EXPECT_EQ(f.kernel, "k");
  EXPECT_NE(f.instruction.find("v_mov_b32"), std::string::npos);
  EXPECT_NE(f.message().find("src0 under mode 0x41"), std::string::npos) << f.message();
  EXPECT_NE(f.message().find(".vgpr_count 258"), std::string::npos) << f.message();
}

// gfx1250's fp32 WMMA: D and C 8 VGPRs, A and B 2 each; the audit sees B's upper register (v11,
// past an allocation of 11, flags the operand v[10:11]).
TEST_F(AuditWords, Fp32WmmaOperandsAreTheirWholeTuples) {
  // v_wmma_f32_16x16x4_f32 v[0:7], v[8:9], v[10:11], v[0:7]
  const std::initializer_list<uint32_t> wmma = {0xCC5D0000, 0x1C021508, kEndpgm};
  const AuditReport inside = audit(wmma, 12);
  EXPECT_TRUE(inside.clean()) << inside.summary();
  ASSERT_EQ(inside.kernels.size(), 1u);
  EXPECT_EQ(inside.kernels[0].vgprs_used, 12u);
  const AuditReport past = audit(wmma, 11);
  ASSERT_EQ(past.findings.size(), 1u) << past.summary();
  EXPECT_EQ(past.findings[0].kind, FindingKind::vgpr_out_of_range);
  EXPECT_EQ(past.findings[0].reg, "v[10:11]");
  EXPECT_NE(past.findings[0].instruction.find("v_wmma_f32_16x16x4_f32"), std::string::npos);
}

TEST_F(AuditWords, TheStartingModeComesFromTheSetregToMode) {
  // imm32 0x1000: MODE bits [19:12] = 0x01, dst in MODE order, so dst bank 1: v1 is v257.
  const AuditReport r = audit({kSetregImmMode, 0x00001000, kMovV1V2, kEndpgm}, 257);
  ASSERT_EQ(r.findings.size(), 1u) << r.summary();
  EXPECT_EQ(r.findings[0].reg, "v257");
  EXPECT_TRUE(audit({kSetregImmMode, 0x00000001, kMovV1V2, kEndpgm}, 3).clean());  // imm32 bits 19:12 = 0
}

TEST_F(AuditWords, SgprsPastTheAllocation) {
  const AuditReport r = audit({kMovS60S1, kEndpgm}, 8, 60);
  EXPECT_EQ(kinds(r), (std::vector<std::string>{"sgpr_out_of_range"}));
  ASSERT_FALSE(r.findings.empty());
  EXPECT_EQ(r.findings[0].reg, "s60");
  EXPECT_TRUE(audit({kMovS60S1, kEndpgm}, 8, 61).clean());
}

TEST_F(AuditWords, TwoModesMeetingAtABranchTargetIsAFinding) {
  // 0x1000 set 0x40; 0x1004 s_cbranch_execz +1 (to 0x100c); 0x1008 set 0; 0x100c v_mov; end.
  const AuditReport r = audit({set_msb(0x40), cbranch_execz(1), set_msb(0), kMovV1V2, kEndpgm}, 512);
  EXPECT_EQ(kinds(r), (std::vector<std::string>{"mode_conflict"}));
  ASSERT_FALSE(r.findings.empty());
  EXPECT_EQ(r.findings[0].address, 0x100cu);
  // The same modes on both edges: no finding.
  EXPECT_TRUE(audit({set_msb(0x40), cbranch_execz(1), set_msb(0x40), kMovV1V2, kEndpgm}, 512).clean());
}

TEST_F(AuditWords, AModeChangeRightAfterASetregToModeIsDropped) {
  // The hardware drops the s_set_vgpr_msb, so v_mov runs in mode 0: in range with 3 VGPRs.
  const AuditReport r = audit({kSetregImmMode, 0x00000000, set_msb(0x41), kMovV1V2, kEndpgm}, 3);
  EXPECT_EQ(kinds(r), (std::vector<std::string>{"mode_set_dropped"}));
}

TEST_F(AuditWords, MODEWrittenFromARegisterLeavesTheModeUnknown) {
  const AuditReport r = audit({kSetregModeS0, kMovV1V2, kEndpgm}, 300);
  EXPECT_EQ(kinds(r), (std::vector<std::string>{"mode_unknown"}));
}

TEST_F(AuditWords, AModeChangeNoInstructionSeesIsDead) {
  const AuditReport r = audit({set_msb(0x40), set_msb(0x4001), kMovV1V2, kEndpgm}, 512);
  EXPECT_EQ(kinds(r), (std::vector<std::string>{"mode_set_dead"}));
  ASSERT_FALSE(r.findings.empty());
  EXPECT_EQ(r.findings[0].address, 0x1000u);
  // A second set that is a branch target (0x100c) is where another path enters: not dead.
  const AuditReport joined = audit({set_msb(0x40), cbranch_execz(1), set_msb(0x40), set_msb(0x40), kMovV1V2, kEndpgm}, 512);
  EXPECT_TRUE(joined.clean()) << joined.summary();
}

TEST_F(AuditWords, ControlFlowTheAuditCannotFollowIsAFinding) {
  EXPECT_EQ(kinds(audit({kSetPc}, 8)), (std::vector<std::string>{"unfollowable"}));                // indirect
  EXPECT_EQ(kinds(audit({kMovV1V2}, 8)), (std::vector<std::string>{"unfollowable"}));              // runs off the end
  EXPECT_EQ(kinds(audit({cbranch_execz(8), kEndpgm}, 8)), (std::vector<std::string>{"unfollowable"}));  // out of the kernel
}

TEST(AuditReportText, SummaryOfACleanAndAFailingReport) {
  AuditReport r;
  EXPECT_FALSE(r.clean());  // nothing audited is no pass
  EXPECT_EQ(r.summary(), "no kernel audited");
  r.kernels.push_back({"k", 8, 0, 8, 10, 10});
  EXPECT_TRUE(r.clean());
  EXPECT_EQ(r.summary(), "clean: 1 kernel(s), 10 instructions");
  r.findings.push_back({FindingKind::vgpr_out_of_range, "k", 0x10, 0x4, "v_mov_b32 v1, v2", "v258", "why"});
  r.findings.push_back(r.findings[0]);
  EXPECT_FALSE(r.clean());
  EXPECT_EQ(r.summary(1), "2 ISA audit finding(s): k +0x4 (0x10) `v_mov_b32 v1, v2`: v258: why [vgpr_out_of_range] (+1 more)");
}

}  // namespace
}  // namespace irgate::isa
