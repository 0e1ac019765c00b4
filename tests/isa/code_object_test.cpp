// tests/isa/code_object_test.cpp — code objects llc-22 and ld.lld-22 build from corpus configs
// (one per family, gfx1250 and the other wired arches): read in process, their kernel found with
// a descriptor that agrees with the metadata note, and decoded in full with the same text
// llvm-objdump-22 prints for every instruction (the decode layer adds nothing to, and drops
// nothing from, what LLVM's own disassembler says). Bad input fails with the origin named.
#include <gtest/gtest.h>

#include <sstream>

#include "isa/code_object.h"
#include "irgate/abi.h"
#include "isa/decode.h"
#include "support/subprocess.h"
#include "tests/isa/corpus_objects.h"
#include "toolchain/tempdir.h"
#include "toolchain/tools.h"

namespace irgate::isa {
namespace {

class CorpusCodeObjects : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override {
    std::string why;
    if (!testing::toolchain_available(&why)) GTEST_SKIP() << why;
  }
};

// llvm-objdump-22 beside llc-22.
std::string objdump_path() {
  auto tc = toolchain::find_toolchain(IRG_FLAVOR_LLVM22);
  std::string llc = tc ? tc->llc : "llc-22";
  const size_t at = llc.rfind("llc");
  return llc.substr(0, at) + "llvm-objdump" + llc.substr(at + 3);
}

// The instruction texts llvm-objdump prints for a code object, in address order: the part of
// each "\t<text>   // <address>: <encoding>" line before its last "// ".
std::vector<std::string> objdump_texts(const std::string& bytes, const std::string& arch) {
  auto dir = toolchain::TempDir::create("irgate-isa-objdump");
  EXPECT_TRUE(dir);
  if (!dir) return {};
  EXPECT_TRUE(toolchain::write_scratch(dir->path() / "k.hsaco", bytes));
  auto r = run_process({objdump_path(), "-d", "--mcpu=" + arch, (dir->path() / "k.hsaco").string()}, {});
  EXPECT_TRUE(r && r->exited_ok()) << (r ? r->err : r.error().message);
  std::vector<std::string> out;
  if (!r) return out;
  std::istringstream in(r->out);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] != '\t') continue;
    size_t end = line.rfind("// ");  // the address comment; a long text runs into it ("*/// 000...")
    std::string t = line.substr(1, end == std::string::npos ? std::string::npos : end - 1);
    t.erase(t.find_last_not_of(' ') + 1);
    out.push_back(t);
  }
  return out;
}

TEST_P(CorpusCodeObjects, ReadDecodedAndIdenticalToObjdump) {
  const testing::CorpusObject& o = testing::corpus_object(GetParam());
  ASSERT_TRUE(o.failure.empty()) << o.failure;
  auto co = read_code_object(o.bytes, "config " + std::to_string(o.config));
  ASSERT_TRUE(co) << co.error().message;
  EXPECT_EQ(co->arch, o.arch);
  ASSERT_EQ(co->kernels.size(), 1u);
  const Kernel& k = co->kernels[0];
  EXPECT_EQ(k.resources.name, k.name);
  // The descriptor and the metadata note are written by llc from the same numbers.
  EXPECT_EQ(static_cast<long>(k.descriptor.group_segment_fixed_size), k.resources.group_segment_fixed_size);
  EXPECT_EQ(static_cast<long>(k.descriptor.private_segment_fixed_size), k.resources.private_segment_fixed_size);
  EXPECT_EQ(k.descriptor.wave32, k.resources.wavefront_size == 32);
  EXPECT_GT(k.descriptor.kernarg_size, 0u);
  EXPECT_TRUE(k.descriptor.sgpr_kernarg_segment_ptr);

  auto d = Disassembler::create(co->arch);
  ASSERT_TRUE(d) << d.error().message;
  auto code = decode_kernel(**d, *co, k);
  ASSERT_TRUE(code) << code.error().message;
  ASSERT_FALSE(code->empty());
  uint64_t next = k.entry_address;
  bool has_endpgm = false;
  for (const Instruction& i : *code) {
    EXPECT_EQ(i.address, next) << i.text;  // contiguous, from the entry to the symbol's end
    next += i.size;
    has_endpgm |= i.mnemonic == "s_endpgm";
  }
  EXPECT_EQ(next, k.entry_address + k.code_size);
  EXPECT_TRUE(has_endpgm);

  // llvm-objdump prints the whole .text section; the kernel is its only function.
  const std::vector<std::string> expected = objdump_texts(o.bytes, o.arch);
  ASSERT_GE(expected.size(), code->size());
  for (size_t i = 0; i < code->size(); ++i)
    ASSERT_EQ((*code)[i].text, expected[i]) << "config " << o.config << ", instruction " << i << " at 0x" << std::hex
                                            << (*code)[i].address;
}

// One config per family and arch group: depthwise on gfx1100, gfx1201, gfx1250, gfx950 and
// gfx90a; reduce on gfx942; direct_wgrad (over and under 256 VGPRs) and small-C on gfx1250.
INSTANTIATE_TEST_SUITE_P(Families, CorpusCodeObjects, ::testing::Values(232, 233, 234, 235, 236, 205, 201, 208, 216, 239));

TEST(CodeObjectInput, NotAnElfNamesTheOrigin) {
  auto co = read_code_object("not an elf", "objects/bad.hsaco");
  ASSERT_FALSE(co);
  EXPECT_EQ(co.error().exit_code, 2);
  EXPECT_NE(co.error().message.find("objects/bad.hsaco"), std::string::npos) << co.error().message;
}

TEST(CodeObjectInput, ATruncatedObjectFailsCleanly) {
  std::string why;
  if (!testing::toolchain_available(&why)) GTEST_SKIP() << why;
  const testing::CorpusObject& o = testing::corpus_object(234);
  ASSERT_TRUE(o.failure.empty()) << o.failure;
  for (size_t n : {size_t{16}, size_t{64}, o.bytes.size() / 2, o.bytes.size() - 1}) {
    auto co = read_code_object(o.bytes.substr(0, n), "cut");
    EXPECT_FALSE(co) << n << " bytes read as a code object";
    if (!co) {
      EXPECT_NE(co.error().message.find("cut"), std::string::npos) << co.error().message;
    }
  }
}

}  // namespace
}  // namespace irgate::isa
