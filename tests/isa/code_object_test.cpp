// tests/isa/code_object_test.cpp — code objects llc-22 and ld.lld-22 build from corpus configs
// (one per family, gfx1250 and the other wired arches): read in process, their kernel found with
// a descriptor that agrees with the metadata note, and decoded in full with the same text
// llvm-objdump-22 prints for every instruction (the decode layer adds nothing to, and drops
// nothing from, what LLVM's own disassembler says), and with the pipe cycles llvm-mca-22 charges
// each instruction under the arch's scheduling model (what serving's cost model adds up). Bad
// input fails with the origin named.
#include <gtest/gtest.h>

#include <map>
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

// An LLVM 22 tool beside llc-22 ("llvm-objdump" -> .../llvm-objdump-22).
std::string llvm_tool_path(const std::string& tool) {
  auto tc = toolchain::find_toolchain(IRG_FLAVOR_LLVM22);
  std::string llc = tc ? tc->llc : "llc-22";
  const size_t at = llc.rfind("llc");
  return llc.substr(0, at) + tool + llc.substr(at + 3);
}

// The instruction texts llvm-objdump prints for a code object, in address order: the part of
// each "\t<text>   // <address>: <encoding>" line before its last "// ".
std::vector<std::string> objdump_texts(const std::string& bytes, const std::string& arch) {
  auto dir = toolchain::TempDir::create("irgate-isa-objdump");
  EXPECT_TRUE(dir);
  if (!dir) return {};
  EXPECT_TRUE(toolchain::write_scratch(dir->path() / "k.hsaco", bytes));
  auto r = run_process({llvm_tool_path("llvm-objdump"), "-d", "--mcpu=" + arch, (dir->path() / "k.hsaco").string()}, {});
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

// llvm-mca-22's "Resource pressure by instruction" table of `texts` (one iteration): per line, the
// resource name and the cycles of every column that is not "-".
std::vector<std::map<std::string, double>> mca_pressure(const std::vector<std::string>& texts, const std::string& arch) {
  auto dir = toolchain::TempDir::create("irgate-isa-mca");
  EXPECT_TRUE(dir);
  if (!dir) return {};
  std::string source;
  for (const std::string& t : texts) source += t + "\n";
  EXPECT_TRUE(toolchain::write_scratch(dir->path() / "k.s", source));
  auto r = run_process({llvm_tool_path("llvm-mca"), "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + arch, "-iterations=1",
                        "-resource-pressure", "-instruction-info=0", "-dispatch-stats=0", (dir->path() / "k.s").string()},
                       {});
  EXPECT_TRUE(r && r->exited_ok()) << (r ? r->err : r.error().message);
  std::vector<std::map<std::string, double>> rows;
  if (!r) return rows;
  std::istringstream in(r->out);
  std::vector<std::string> resources;
  bool in_table = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("[", 0) == 0 && line.find("   - ") != std::string::npos)  // "[3]   - HWRC"
      resources.push_back(line.substr(line.find("- ") + 2));
    if (line == "Resource pressure by instruction:") in_table = true;
    if (!in_table || line.empty() || line[0] == '[' || line.back() == ':') continue;  // the table's header lines
    std::istringstream cells(line);
    std::map<std::string, double> row;
    for (const std::string& name : resources) {
      std::string cell;
      cells >> cell;
      if (cell != "-") row[name] = std::stod(cell);
    }
    rows.push_back(row);
  }
  return rows;
}

TEST_P(CorpusCodeObjects, PipeCyclesAreLlvmMcasResourcePressure) {
  const testing::CorpusObject& o = testing::corpus_object(GetParam());
  ASSERT_TRUE(o.failure.empty()) << o.failure;
  auto co = read_code_object(o.bytes, "config " + std::to_string(o.config));
  ASSERT_TRUE(co) << co.error().message;
  auto d = Disassembler::create(co->arch);
  ASSERT_TRUE(d) << d.error().message;
  auto code = decode_kernel(**d, *co, co->kernels[0]);
  ASSERT_TRUE(code) << code.error().message;
  std::vector<std::string> texts;
  for (const Instruction& i : *code) texts.push_back(i.text);
  const auto rows = mca_pressure(texts, co->arch);
  ASSERT_EQ(rows.size(), code->size());
  size_t charged = 0;
  for (size_t i = 0; i < code->size(); ++i) {
    std::map<std::string, double> ours;
    for (const PipeUse& use : (*code)[i].pipes) ours[use.pipe] += use.cycles;
    ASSERT_EQ(ours, rows[i]) << "config " << o.config << ", instruction " << i << ": " << texts[i];
    charged += !ours.empty();
  }
  EXPECT_GT(charged, code->size() / 2);  // a model that charges nothing would agree trivially
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
