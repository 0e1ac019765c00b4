// tests/isa/exec_decode_fields_test.cpp — the decode layer as the ISA executor relies on it: the
// s_set_vgpr_msb field of a VGPR operand does not depend on what the first instance of the same
// opcode held in that slot. (The field was once learned once per opcode: a `v_mov_b32 v1, 0`
// decoded first left every later `v_mov_b32 vN, vM` with an unbanked source, so the executor
// read the low bank where llc meant v256+ — config 252 read v17 instead of v273.)
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "isa/decode.h"

namespace irgate::isa {
namespace {

// Instruction words as the code bytes (machine code is little endian, as the hosts we build on).
std::string words(const std::vector<uint32_t>& ws) { return std::string(reinterpret_cast<const char*>(ws.data()), ws.size() * 4); }

// gfx12 VOP1 v_mov_b32_e32 (opcode 1): 0x7E000000 | vdst << 17 | 1 << 9 | src0, where src0 is an
// inline constant (128 = 0) or 256 + a VGPR.
constexpr uint32_t mov_const0(unsigned vdst) { return 0x7E000200u | vdst << 17 | 128u; }
constexpr uint32_t mov_vgpr(unsigned vdst, unsigned vsrc) { return 0x7E000200u | vdst << 17 | (256u + vsrc); }

TEST(DecodeFields, SourceFieldDoesNotDependOnTheFirstInstanceOfTheOpcode) {
  for (bool constant_first : {true, false}) {
    auto d = Disassembler::create("gfx1250");  // a fresh one: nothing learned yet
    ASSERT_TRUE(d) << d.error().message;
    const std::string code = constant_first ? words({mov_const0(1), mov_vgpr(2, 3)}) : words({mov_vgpr(2, 3), mov_const0(1)});
    auto decoded = (*d)->decode(code, 0x1000);
    ASSERT_TRUE(decoded) << decoded.error().message;
    ASSERT_EQ(decoded->size(), 2u);
    const Instruction& with_vgpr = (*decoded)[constant_first ? 1 : 0];
    ASSERT_EQ(with_vgpr.operands.size(), 2u) << with_vgpr.text;
    EXPECT_TRUE(with_vgpr.operands[1].is_vgpr()) << with_vgpr.text;
    EXPECT_EQ(with_vgpr.operands[1].msb_field, kMsbFieldSrc0) << (constant_first ? "constant form decoded first" : "VGPR form first");
    EXPECT_EQ(with_vgpr.operands[0].msb_field, kMsbFieldDst);
    const Instruction& with_constant = (*decoded)[constant_first ? 0 : 1];
    EXPECT_EQ(with_constant.operands[0].msb_field, kMsbFieldDst);
    EXPECT_EQ(with_constant.operands[1].msb_field, -1);  // a constant has no bank
  }
}

}  // namespace
}  // namespace irgate::isa
