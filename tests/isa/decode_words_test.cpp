// tests/isa/decode_words_test.cpp — the decode layer on machine words taken from a gfx1250 code
// object llc-22 built (parity config 216): operands with their files, indices and widths, the
// s_set_vgpr_msb field that banks each VGPR operand, branch targets, and a word the disassembler
// rejects named by its offset. Expected banks and targets follow from the ISA rules (v + 256 *
// field bits; target = next address + 4 * simm16), not from the decoder's own output.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "isa/decode.h"

namespace irgate::isa {
namespace {

// Little-endian bytes of 32-bit instruction words.
std::string words(std::initializer_list<uint32_t> ws) {
  std::string b;
  for (uint32_t w : ws)
    for (int i = 0; i < 4; ++i) b.push_back(static_cast<char>((w >> (8 * i)) & 0xff));
  return b;
}

class DecodeWords : public ::testing::Test {
 protected:
  void SetUp() override {
    auto d = Disassembler::create("gfx1250");
    ASSERT_TRUE(d) << d.error().message;
    d_ = std::move(*d);
  }
  std::unique_ptr<Disassembler> d_;
};

TEST_F(DecodeWords, TheMiscompiledSequenceOfConfig216) {
  // 0x2354 s_set_vgpr_msb 64; s_set_vgpr_msb 0x4001; v_mov_b64_e32 v[12:13], v[116:117];
  // s_barrier_wait 0xffff; ds_load_tr16_b128 v[148:151], v38 offset:1280
  auto code = d_->decode(words({0xBF860040, 0xBF864001, 0x7E183B74, 0xBF94FFFF, 0xDBF00500, 0x94000026}), 0x2354);
  ASSERT_TRUE(code) << code.error().message;
  ASSERT_EQ(code->size(), 5u);
  const Instruction& set = (*code)[1];
  EXPECT_EQ(set.mnemonic, "s_set_vgpr_msb");
  EXPECT_EQ(set.address, 0x2358u);
  EXPECT_EQ(set.offset, 4u);
  ASSERT_EQ(set.operands.size(), 1u);
  EXPECT_EQ(set.operands[0].imm, 0x4001);

  const Instruction& mov = (*code)[2];
  EXPECT_EQ(mov.mnemonic, "v_mov_b64_e32");
  EXPECT_EQ(mov.size, 4u);
  ASSERT_EQ(mov.operands.size(), 2u);
  const Operand& dst = mov.operands[0];
  const Operand& src = mov.operands[1];
  EXPECT_TRUE(dst.is_def && dst.is_vgpr());
  EXPECT_EQ(dst.reg.index, 12u);
  EXPECT_EQ(dst.reg.count, 2u);
  EXPECT_EQ(dst.msb_field, kMsbFieldDst);
  EXPECT_FALSE(src.is_def);
  EXPECT_EQ(src.reg.index, 116u);
  EXPECT_EQ(src.msb_field, kMsbFieldSrc0);
  // Mode 0x01 (set by 0x4001): src0 reads from bank 1, dst stays in bank 0.
  EXPECT_EQ(banked_index(src, 0x01), 116u + 256u);
  EXPECT_EQ(banked_name(src, 0x01), "v[372:373]");
  EXPECT_EQ(banked_index(dst, 0x01), 12u);
  EXPECT_EQ(banked_index(dst, 0x40), 12u + 256u);  // mode 64: dst bank 1
  // The printer, following the mode in straight-line order, annotates what the hardware reads.
  EXPECT_NE(mov.text.find("/*v[372:373]*/"), std::string::npos) << mov.text;

  const Instruction& ds = (*code)[4];
  EXPECT_EQ(ds.mnemonic, "ds_load_tr16_b128");
  EXPECT_EQ(ds.size, 8u);
  EXPECT_TRUE(ds.may_load);
  ASSERT_GE(ds.operands.size(), 2u);
  EXPECT_EQ(ds.operands[0].reg.count, 4u);
  EXPECT_EQ(ds.operands[0].msb_field, kMsbFieldDst);  // DS: vdst is field 3, addr field 0
  EXPECT_EQ(ds.operands[1].msb_field, kMsbFieldSrc0);
}

TEST_F(DecodeWords, FieldsOfWmmaVopdAndBufferOperands) {
  // v_wmma_f32_16x16x32_bf16 v[16:23], v[144:151], v[152:159], v[16:23]
  // v_dual_lshrrev_b32 v41, 2, v36 :: v_dual_mov_b32 v1, v144
  // buffer_atomic_add_f32 v131, v132, s[16:19], null offen
  auto code = d_->decode(words({0xCC620010, 0x1C433190, 0xCF548082, 0x00240190, 0x01000029, 0xC415807C, 0x40C82083,
                                0x00000084}),
                         0x1000);
  ASSERT_TRUE(code) << code.error().message;
  ASSERT_EQ(code->size(), 3u);
  auto fields_of_vgprs = [](const Instruction& i) {
    std::vector<int> f;
    for (const Operand& op : i.operands)
      if (op.is_vgpr()) f.push_back(op.msb_field);
    return f;
  };
  // WMMA D, A, B, C: dst, src0, src1, src2.
  EXPECT_EQ(fields_of_vgprs((*code)[0]), (std::vector<int>{3, 0, 1, 2})) << (*code)[0].text;
  // VOPD: vdstX, vdstY (both dst), vsrc1X (src1), src0Y (src0).
  EXPECT_EQ(fields_of_vgprs((*code)[1]), (std::vector<int>{3, 3, 1, 0})) << (*code)[1].text;
  // Buffer: vdata is field 3, vaddr field 0 (LLVM's BUFOps table).
  EXPECT_EQ(fields_of_vgprs((*code)[2]), (std::vector<int>{3, 0})) << (*code)[2].text;
  const Instruction& buf = (*code)[2];
  EXPECT_TRUE(buf.may_load && buf.may_store);
  bool rsrc = false;
  for (const Operand& op : buf.operands) rsrc |= op.kind == Operand::Kind::reg && op.reg.file == RegFile::sgpr && op.reg.index == 16 && op.reg.count == 4;
  EXPECT_TRUE(rsrc) << buf.text;
}

TEST_F(DecodeWords, Fp32WmmaTuplesAndFields) {
  // v_wmma_f32_16x16x4_f32 v[16:23], v[30:31], v[40:41], v[16:23] neg_lo:[1,1,0] (llvm-mc-22)
  auto code = d_->decode(words({0xCC5D0010, 0x7C42511E}), 0x1000);
  ASSERT_TRUE(code) << code.error().message;
  ASSERT_EQ(code->size(), 1u);
  const Instruction& w = (*code)[0];
  EXPECT_EQ(w.mnemonic, "v_wmma_f32_16x16x4_f32");
  EXPECT_EQ(w.size, 8u);
  std::vector<std::pair<unsigned, unsigned>> vgprs;  // (first, count) of D, A, B, C
  std::vector<int> fields;
  for (const Operand& op : w.operands)
    if (op.is_vgpr()) vgprs.push_back({op.reg.index, op.reg.count}), fields.push_back(op.msb_field);
  EXPECT_EQ(vgprs, (std::vector<std::pair<unsigned, unsigned>>{{16, 8}, {30, 2}, {40, 2}, {16, 8}})) << w.text;
  EXPECT_EQ(fields, (std::vector<int>{3, 0, 1, 2})) << w.text;
}

TEST_F(DecodeWords, BranchTargetsAndTerminators) {
  // 0x2c18 s_cbranch_execz -581 (0xfdbb): target 0x2c18 + 4 - 4 * 581 = 0x2308; then s_endpgm.
  auto code = d_->decode(words({0xBFA5FDBB, 0xBFB00000}), 0x2c18);
  ASSERT_TRUE(code) << code.error().message;
  ASSERT_EQ(code->size(), 2u);
  EXPECT_TRUE((*code)[0].is_branch && (*code)[0].is_conditional_branch);
  ASSERT_TRUE((*code)[0].branch_target);
  EXPECT_EQ(*(*code)[0].branch_target, 0x2308u);
  EXPECT_EQ((*code)[1].mnemonic, "s_endpgm");
  EXPECT_TRUE((*code)[1].is_terminator);
  EXPECT_FALSE((*code)[1].branch_target);
}

TEST_F(DecodeWords, SetregToModeCarriesTheStartingMsbMode) {
  // s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1: imm32 bits 19:12 are 0, mode 0.
  auto code = d_->decode(words({0xB9800641, 0x00000001}), 0x1e00);
  ASSERT_TRUE(code) << code.error().message;
  ASSERT_EQ(code->size(), 1u);
  EXPECT_EQ((*code)[0].mnemonic, "s_setreg_imm32_b32");
  EXPECT_EQ((*code)[0].size, 8u);
  EXPECT_EQ(msb_mode_from_setreg_imm32(1), 0);
  // MODE order in imm32[19:12] is dst, src0, src1, src2: 0x01 << 12 means dst bank 1, which is
  // 0x40 in s_set_vgpr_msb order; 0x04 << 12 (src0 bank 1) is 0x01.
  EXPECT_EQ(msb_mode_from_setreg_imm32(0x01u << 12), 0x40);
  EXPECT_EQ(msb_mode_from_setreg_imm32(0x04u << 12), 0x01);
}

TEST_F(DecodeWords, AnUndecodableWordIsAnErrorNamingItsOffset) {
  auto code = d_->decode(words({0xBFB00000, 0xFFFFFFFF}), 0x100);
  ASSERT_FALSE(code);
  EXPECT_NE(code.error().message.find("offset 0x4"), std::string::npos) << code.error().message;
  EXPECT_NE(code.error().message.find("address 0x104"), std::string::npos) << code.error().message;
}

TEST_F(DecodeWords, ABadProcessorIsAnError) {
  auto d = Disassembler::create("gfx9999");
  ASSERT_FALSE(d);
  EXPECT_NE(d.error().message.find("gfx9999"), std::string::npos);
}

TEST(DecodeArches, OnlyGfx1250BanksVgprs) {
  for (const char* arch : {"gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1151", "gfx1200", "gfx1201"}) {
    auto d = Disassembler::create(arch);
    ASSERT_TRUE(d) << arch << ": " << d.error().message;
    EXPECT_FALSE((*d)->banks_vgprs()) << arch;
  }
  auto d = Disassembler::create("gfx1250:xnack-");
  ASSERT_TRUE(d);
  EXPECT_EQ((*d)->arch(), "gfx1250");
  EXPECT_TRUE((*d)->banks_vgprs());
  EXPECT_TRUE((*d)->setreg_writes_vgpr_msbs());
}

}  // namespace
}  // namespace irgate::isa
