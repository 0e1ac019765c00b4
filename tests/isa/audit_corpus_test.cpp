// tests/isa/audit_corpus_test.cpp — the ISA audit on code objects llc-22 builds from the corpus:
// every llvm22-emitting config, built as the toolchain lane builds it, is clean (banked gfx1250
// kernels among them); built with llc-22 -O3 alone (no per-arch option), configs 212, 216 and
// 224 are flagged at the instructions issue 19 found by disassembly and simulation; and a clean
// banked kernel with one s_set_vgpr_msb word moved one slot earlier (the miscompile's shape) is
// flagged at the moved-over instruction, with the register it then really touches; and a kernel
// cache from before the audit is audited before it is reused.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "grid/cache_audit.h"
#include "isa/audit.h"
#include "isa/mode_flow.h"
#include "support/files.h"
#include "support/sha256.h"
#include "tests/isa/corpus_objects.h"
#include "toolchain/tempdir.h"

namespace irgate::isa {
namespace {

class AuditCorpus : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    if (!testing::toolchain_available(&why)) GTEST_SKIP() << why;
  }
  Auditor auditor_;
};

TEST_F(AuditCorpus, EveryLlvm22CorpusKernelIsClean) {
  size_t audited = 0, banked = 0;
  for (int id : testing::llvm22_corpus_ids()) {
    const testing::CorpusObject& o = testing::corpus_object(id);
    ASSERT_TRUE(o.failure.empty()) << id << ": " << o.failure;
    auto r = auditor_.audit(o.bytes, "config " + std::to_string(id));
    ASSERT_TRUE(r) << r.error().message;
    EXPECT_TRUE(r->clean()) << "config " << id << ": " << r->summary(8);
    ++audited;
    banked += r->kernels[0].mode_sets > 0;
  }
  EXPECT_GE(audited, 38u);  // the corpus's llvm22 kernels when this was written
  EXPECT_GE(banked, 7u);  // 211, 212, 216, 221, 224, 245, 252: over 256 VGPRs
}

// Issue 19's sites in llc-22 22.1.8's code objects (llc -O3, ld.lld, nothing else), at the
// addresses `llvm-objdump-22 -d` prints for the kernels with run-time channel counts (the same
// instructions and registers as issue 19's disassembly; the extra kernarg arithmetic moved them
// from 0x2340, 0x235c / 0x2570 and 0x2374).
TEST_F(AuditCorpus, Llc22WithoutTheWorkaroundIsFlaggedWhereTheIssueFoundIt) {
  const std::map<int, std::set<std::pair<uint64_t, std::string>>> expected = {
      {212, {{0x2450, "v[490:491]"}, {0x2450, "v[354:355]"}}},
      {216, {{0x244c, "v[372:373]"}, {0x2660, "v[400:407]"}}},
      {224, {{0x2460, "v[378:379]"}}},
  };
  for (const auto& [id, sites] : expected) {
    const testing::CorpusObject o = testing::corpus_object_without_arch_options(id);
    ASSERT_TRUE(o.failure.empty()) << id << ": " << o.failure;
    auto r = auditor_.audit(o.bytes, "config " + std::to_string(id));
    ASSERT_TRUE(r) << r.error().message;
    std::set<std::pair<uint64_t, std::string>> found;
    for (const Finding& f : r->findings)
      if (f.kind == FindingKind::vgpr_out_of_range) found.emplace(f.address, f.reg);
    for (const auto& site : sites)
      EXPECT_TRUE(found.count(site)) << "config " << id << ": no finding for " << site.second << " at 0x" << std::hex
                                     << site.first << "; " << r->summary(8);
  }
}

// Swaps the 4-byte words of instructions n-1 and n in the code object's bytes.
std::string swapped(const CodeObject& co, const Kernel& k, const Instruction& a, const Instruction& b) {
  std::string bytes = co.bytes;
  const size_t pa = k.code_file_offset + a.offset, pb = k.code_file_offset + b.offset;
  for (int i = 0; i < 4; ++i) std::swap(bytes[pa + i], bytes[pb + i]);
  return bytes;
}

TEST_F(AuditCorpus, AModeChangeMovedOneSlotEarlierIsFlagged) {
  const testing::CorpusObject& o = testing::corpus_object(211);  // 338 VGPRs, clean
  ASSERT_TRUE(o.failure.empty()) << o.failure;
  auto co = read_code_object(o.bytes, "211");
  ASSERT_TRUE(co) << co.error().message;
  auto d = Disassembler::create(co->arch);
  ASSERT_TRUE(d);
  const Kernel& k = co->kernels[0];
  auto code = decode_kernel(**d, *co, k);
  ASSERT_TRUE(code) << code.error().message;
  const long vgprs = k.resources.vgpr_count;

  // The first "V; s_set_vgpr_msb X" (both one word, V not a mode change) where V, run under X,
  // touches a VGPR past the allocation: the planted code runs V under X.
  uint8_t mode = 0;
  for (size_t n = 1; n < code->size(); ++n) {
    const Instruction& v = (*code)[n - 1];
    const Instruction& set = (*code)[n];
    if (is_set_vgpr_msb(v)) mode = static_cast<uint8_t>(v.operands[0].imm & 0xff);
    if (!is_set_vgpr_msb(set) || is_set_vgpr_msb(v) || v.size != 4 || set.size != 4 || v.branch_target) continue;
    const auto x = static_cast<uint8_t>(set.operands[0].imm & 0xff);
    for (const Operand& op : v.operands) {
      if (!op.is_vgpr() || op.msb_field < 0) continue;
      const unsigned moved = op.reg.index + 256 * ((x >> (2 * op.msb_field)) & 3u);  // the ISA rule
      if (static_cast<long>(moved + op.reg.count) <= vgprs) continue;
      ASSERT_TRUE(auditor_.audit(o.bytes, "211")->clean());
      auto planted = auditor_.audit(swapped(*co, k, v, set), "211 planted");
      ASSERT_TRUE(planted) << planted.error().message;
      const std::string reg = asm_name(RegFile::vgpr, moved, op.reg.count, op.reg.half);
      bool caught = false;
      for (const Finding& f : planted->findings)
        caught |= f.kind == FindingKind::vgpr_out_of_range && f.address == set.address && f.reg == reg;
      EXPECT_TRUE(caught) << "planted at 0x" << std::hex << v.address << " (mode 0x" << int(mode) << " -> 0x"
                          << int(x) << "), expected " << reg << "; " << planted->summary(8);
      return;
    }
  }
  FAIL() << "config 211 has no site to plant the miscompile at";
}

TEST_F(AuditCorpus, AModeChangeMovedOntoTheNextOneIsDead) {
  const testing::CorpusObject& o = testing::corpus_object(211);
  ASSERT_TRUE(o.failure.empty()) << o.failure;
  auto co = read_code_object(o.bytes, "211");
  ASSERT_TRUE(co);
  auto d = Disassembler::create(co->arch);
  ASSERT_TRUE(d);
  const Kernel& k = co->kernels[0];
  auto code = decode_kernel(**d, *co, k);
  ASSERT_TRUE(code);
  // "set A; V; set B" -> "set A; set B; V": A now changes the mode of no instruction.
  for (size_t n = 2; n < code->size(); ++n) {
    const Instruction &a = (*code)[n - 2], &v = (*code)[n - 1], &b = (*code)[n];
    if (!is_set_vgpr_msb(a) || !is_set_vgpr_msb(b) || is_set_vgpr_msb(v) || v.size != 4 || v.branch_target) continue;
    auto planted = auditor_.audit(swapped(*co, k, v, b), "211 planted");
    ASSERT_TRUE(planted) << planted.error().message;
    bool caught = false;
    for (const Finding& f : planted->findings) caught |= f.kind == FindingKind::mode_set_dead && f.address == a.address;
    EXPECT_TRUE(caught) << planted->summary(8);
    return;
  }
  FAIL() << "config 211 has no set/V/set site";
}

}  // namespace
}  // namespace irgate::isa

namespace irgate::grid {
namespace {

// A kernel cache from before the audit (no isa_audit in its index) holding a clean object and a
// planted one: grid compile's re-audit keeps the first, files the second under excluded with
// the audit's reason, and records the audit version, after which nothing is audited again.
TEST(CacheAudit, ACacheFromBeforeTheAuditIsAuditedOnce) {
  std::string why;
  if (!isa::testing::toolchain_available(&why)) GTEST_SKIP() << why;
  const isa::testing::CorpusObject& clean = isa::testing::corpus_object(211);
  const isa::testing::CorpusObject flagged = isa::testing::corpus_object_without_arch_options(216);
  ASSERT_TRUE(clean.failure.empty() && flagged.failure.empty());
  auto dir = toolchain::TempDir::create("irgate-cache-audit");
  ASSERT_TRUE(dir);
  std::filesystem::create_directories(dir->path() / "objects");
  CacheIndex idx;
  idx.toolchain = "22.1.8";
  for (const auto* o : {&clean, &flagged}) {
    CacheEntry e{o->family, o->arch, "fp16", "stamp"};
    e.llvm_sha256 = sha256_hex(o->text), e.object_sha256 = sha256_hex(o->bytes);
    e.vgpr = e.sgpr = 1, e.vgpr_spills = e.sgpr_spills = e.scratch = e.lds = 0;
    ASSERT_TRUE(write_atomic(CacheIndex::object_path(dir->path(), e.object_sha256), o->bytes));
    idx.put("config" + std::to_string(o->config), e);
  }
  const isa::Auditor auditor;
  auto moved = audit_cached_objects(idx, dir->path(), auditor);
  ASSERT_TRUE(moved) << moved.error().message;
  ASSERT_EQ(moved->size(), 1u);
  EXPECT_EQ((*moved)[0].first, "config216");
  EXPECT_EQ((*moved)[0].second.rfind("ISA audit: ", 0), 0u) << (*moved)[0].second;
  EXPECT_TRUE(idx.kernels.count("config211"));
  ASSERT_TRUE(idx.excluded.count("config216"));
  EXPECT_EQ(idx.excluded.at("config216").reason, (*moved)[0].second);
  EXPECT_EQ(idx.isa_audit, isa::kAuditVersion);
  auto again = audit_cached_objects(idx, dir->path(), auditor);
  ASSERT_TRUE(again);
  EXPECT_TRUE(again->empty());
  // The version survives the index file.
  ASSERT_TRUE(idx.save(dir->path()));
  auto loaded = CacheIndex::load(dir->path());
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded->isa_audit, isa::kAuditVersion);
}

}  // namespace
}  // namespace irgate::grid
