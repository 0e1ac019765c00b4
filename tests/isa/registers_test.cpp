// tests/isa/registers_test.cpp — libLLVM's AMDGPU register names to (file, index, width, half),
// and the assembler spellings; every numbered register name of the linked libLLVM parses to a
// register of its file (a VGPR the audit could not see is the failure this guards against).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

#include "isa/decode.h"
#include "isa/registers.h"

namespace irgate::isa {
namespace {

TEST(Registers, NamesOfTheFilesParse) {
  EXPECT_EQ(describe_register("VGPR116_VGPR117"), (Register{RegFile::vgpr, 116, 2, -1, "VGPR116_VGPR117"}));
  EXPECT_EQ(describe_register("VGPR7"), (Register{RegFile::vgpr, 7, 1, -1, "VGPR7"}));
  EXPECT_EQ(describe_register("VGPR7_HI16"), (Register{RegFile::vgpr, 7, 1, 1, "VGPR7_HI16"}));
  EXPECT_EQ(describe_register("VGPR7_LO16"), (Register{RegFile::vgpr, 7, 1, 0, "VGPR7_LO16"}));
  EXPECT_EQ(describe_register("SGPR16_SGPR17_SGPR18_SGPR19"),
            (Register{RegFile::sgpr, 16, 4, -1, "SGPR16_SGPR17_SGPR18_SGPR19"}));
  EXPECT_EQ(describe_register("AGPR3"), (Register{RegFile::agpr, 3, 1, -1, "AGPR3"}));
  EXPECT_EQ(describe_register("TTMP6_gfx9plus"), (Register{RegFile::ttmp, 6, 1, -1, "TTMP6_gfx9plus"}));
}

TEST(Registers, SpecialRegistersAreNotNumbered) {
  for (const char* name : {"VCC_LO", "EXEC_LO", "M0", "SGPR_NULL_gfx11plus", "SCC", "MODE", "SRC_SHARED_BASE"}) {
    const Register r = describe_register(name);
    EXPECT_EQ(r.file, RegFile::special) << name;
    EXPECT_EQ(r.count, 0u) << name;
  }
  // Not one consecutive tuple: fail closed as special rather than guess a width.
  EXPECT_EQ(describe_register("VGPR1_VGPR3").file, RegFile::special);
  EXPECT_EQ(describe_register("VGPR1_SGPR2").file, RegFile::special);
}

TEST(Registers, AssemblerSpellings) {
  EXPECT_EQ(asm_name(RegFile::vgpr, 372, 2), "v[372:373]");
  EXPECT_EQ(asm_name(RegFile::vgpr, 12, 1), "v12");
  EXPECT_EQ(asm_name(RegFile::vgpr, 12, 1, 1), "v12.h");
  EXPECT_EQ(asm_name(RegFile::sgpr, 4, 4), "s[4:7]");
  EXPECT_EQ(asm_name(RegFile::agpr, 0, 1), "a0");
  EXPECT_EQ(asm_name(RegFile::ttmp, 6, 1), "ttmp6");
  EXPECT_EQ(asm_name(RegFile::special, 0, 0), "");
}

// Every register libLLVM 22 defines for AMDGPU whose name starts with a numbered VGPR, AGPR or
// SGPR parses as that file, and the VGPR file of gfx1250 reaches v1023.
TEST(Registers, EveryNumberedRegisterOfLibLlvmParses) {
  auto d = Disassembler::create("gfx1250");
  ASSERT_TRUE(d) << d.error().message;
  size_t vgprs = 0;
  unsigned highest_vgpr = 0;
  for (const Register& r : (*d)->registers()) {
    for (const char* p : {"VGPR", "AGPR", "SGPR"}) {
      const std::string_view n = r.name;
      if (n.starts_with(p) && n.size() > 4 && std::isdigit(static_cast<unsigned char>(n[4]))) {
        EXPECT_NE(r.file, RegFile::special) << r.name;
      }
    }
    if (r.file == RegFile::vgpr) ++vgprs, highest_vgpr = std::max(highest_vgpr, r.index + r.count - 1);
  }
  EXPECT_GT(vgprs, 1024u);
  EXPECT_EQ(highest_vgpr, 1023u);
}

}  // namespace
}  // namespace irgate::isa
