// tests/isa/hazards_corpus_test.cpp — the hazard checker (isa/hazards/, run inside the ISA
// audit) on code objects llc-22 builds from the corpus: the count of findings by rule over every
// llvm22 config (no hazard finding: llc-22's kernels are clean under every rule; the advisories
// are counted), and planted removals in a real gfx1250 kernel, each caught: one v_nop of a WMMA
// window replaced by s_nop, an s_wait_loadcnt weakened by one, an s_wait_dscnt before a barrier
// replaced by s_nop.
#include <gtest/gtest.h>

#include <algorithm>

#include <iostream>
#include <map>

#include "isa/audit.h"
#include "isa/hazards/checker.h"
#include "tests/isa/corpus_objects.h"

namespace irgate::isa {
namespace {

class HazardsCorpus : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    if (!testing::toolchain_available(&why)) GTEST_SKIP() << why;
  }
  Auditor auditor_;
};

TEST_F(HazardsCorpus, EveryLlvm22CorpusKernelIsFreeOfHazardsAndTheAdvisoriesAreCounted) {
  std::map<std::string, size_t> by_rule;  // "<arch> <rule>" -> findings
  size_t kernels = 0, checked = 0;
  for (int id : testing::llvm22_corpus_ids()) {
    const testing::CorpusObject& o = testing::corpus_object(id);
    ASSERT_TRUE(o.failure.empty()) << id << ": " << o.failure;
    auto r = auditor_.audit(o.bytes, "config " + std::to_string(id));
    ASSERT_TRUE(r) << r.error().message;
    ++kernels;
    checked += r->kernels[0].hazards_checked;
    for (const Finding& f : r->findings)
      if (f.kind == FindingKind::hazard || f.kind == FindingKind::unclassified)
        ADD_FAILURE() << "config " << id << ": " << f.message();
    for (const Finding& f : r->advisories) {
      const size_t end = f.detail.find(", advisory]"), begin = f.detail.rfind('[', end) + 1;
      const std::string rule = f.detail.substr(begin, end - begin);
      ++by_rule[o.arch + " " + rule];
    }
  }
  for (const auto& [rule, n] : by_rule) std::cout << "[ advisory ] " << rule << ": " << n << "\n";
  EXPECT_GE(kernels, 38u);
  EXPECT_GE(checked, 30u);  // the gfx11/gfx12/gfx1250 kernels; the checker has no rules for gfx9/gfx10
}

// A code object with the 4-byte word of `at` replaced by `word`.
std::string planted(const CodeObject& co, const Kernel& k, const Instruction& at, uint32_t word) {
  std::string bytes = co.bytes;
  for (int i = 0; i < 4; ++i) bytes[k.code_file_offset + at.offset + i] = static_cast<char>((word >> (8 * i)) & 0xff);
  return bytes;
}

constexpr uint32_t kSNop0 = 0xBF800000;

struct Decoded {
  CodeObject co;
  std::vector<Instruction> code;
};
Decoded decoded(int id) {
  const testing::CorpusObject& o = testing::corpus_object(id);
  EXPECT_TRUE(o.failure.empty()) << o.failure;
  auto co = read_code_object(o.bytes, std::to_string(id));
  EXPECT_TRUE(co) << co.error().message;
  auto d = Disassembler::create(co->arch);
  EXPECT_TRUE(d);
  auto code = decode_kernel(**d, *co, co->kernels[0]);
  EXPECT_TRUE(code) << code.error().message;
  return {std::move(*co), std::move(*code)};
}

// Whether the audit of `bytes` has a hazard finding of a rule starting with `rule` at `consumer_after`
// or later.
bool caught(const Auditor& a, const std::string& bytes, const std::string& rule, uint64_t after, std::string* summary) {
  auto r = a.audit(bytes, "planted");
  EXPECT_TRUE(r) << r.error().message;
  if (!r) return false;
  *summary = r->summary(4);
  for (const Finding& f : r->findings)
    if (f.kind == FindingKind::hazard && f.detail.find("[" + rule) != std::string::npos && f.address >= after) return true;
  return false;
}

// Config 208 (gfx1250 fp16 direct_wgrad): llc-22 puts v_nops after a WMMA where a VALU then writes
// its B. Each such v_nop replaced by s_nop 0 is caught (PR #202523: only VALUs cover the window).
TEST_F(HazardsCorpus, AVNopOfAWmmaWindowReplacedBySNopIsCaught) {
  const Decoded k = decoded(208);
  ASSERT_EQ(k.co.arch, "gfx1250");
  ASSERT_TRUE(auditor_.audit(k.co.bytes, "208")->clean());
  size_t sites = 0;
  for (size_t n = 0; n < k.code.size(); ++n) {
    if (k.code[n].mnemonic != "v_nop") continue;
    bool after_wmma = false;  // a WMMA among the five instructions before it
    for (size_t b = n; b-- > 0 && n - b <= 5;) after_wmma |= k.code[b].mnemonic.starts_with("v_wmma");
    if (!after_wmma) continue;
    ++sites;
    std::string summary;
    EXPECT_TRUE(caught(auditor_, planted(k.co, k.co.kernels[0], k.code[n], kSNop0), "wmma_", k.code[n].address, &summary))
        << "v_nop at " << hex(k.code[n].address) << " replaced by s_nop 0: " << summary;
  }
  EXPECT_GE(sites, 4u);
}

// Each s_wait_loadcnt N of config 208 weakened to N + 1: where the weaker wait lets a use run
// before its load, the audit says so. llc-22 waits for exactly what the next use needs, so at
// least one weakened wait must be caught; the count of those that are not (their wait was
// stronger than needed) is printed.
TEST_F(HazardsCorpus, AnSWaitLoadcntWeakenedIsCaught) {
  const Decoded k = decoded(208);
  size_t waits = 0, caught_n = 0;
  for (const Instruction& i : k.code) {
    if (i.mnemonic != "s_wait_loadcnt" || i.size != 4) continue;
    ++waits;
    const uint32_t word = 0xBFC00000u | static_cast<uint32_t>((i.operands[0].imm + 1) & 0x3f);
    std::string summary;
    caught_n += caught(auditor_, planted(k.co, k.co.kernels[0], i, word), "load_use", i.address, &summary);
  }
  std::cout << "[ weakened ] " << caught_n << " of " << waits << " s_wait_loadcnt caught\n";
  EXPECT_GE(waits, 4u);
  EXPECT_GE(caught_n * 2, waits);  // most of llc's waits are exact
}

// An s_wait_dscnt 0 in front of s_barrier_signal (config 216, gfx1250) replaced by s_nop 0.
TEST_F(HazardsCorpus, AnSWaitDscntDroppedBeforeABarrierIsCaught) {
  const Decoded k = decoded(216);
  size_t sites = 0;
  for (size_t n = 0; n + 1 < k.code.size(); ++n) {
    const Instruction& w = k.code[n];
    if (w.mnemonic != "s_wait_dscnt" || w.operands[0].imm != 0 || k.code[n + 1].mnemonic != "s_barrier_signal") continue;
    ++sites;
    std::string summary;
    EXPECT_TRUE(caught(auditor_, planted(k.co, k.co.kernels[0], w, kSNop0), "barrier_ds_drain", w.address, &summary))
        << "s_wait_dscnt at " << hex(w.address) << " dropped: " << summary;
  }
  EXPECT_GE(sites, 1u);
}

// gfx12's SGPR read hazard (PR #118750, an advisory here): every s_wait_alu of the gfx12 corpus
// kernels that commits SGPR writes (sa_sdst, va_sdst or va_vcc 0) replaced by s_nop 0. llc-22's
// AMDGPUWaitSGPRHazards puts them where a read needs one, so most removals are caught; the
// count of those that are not (llc waited where the rule, as the pass's source states it, sees
// no VALU read of the pair: docs/isa-hazards.md) is printed.
TEST_F(HazardsCorpus, AnSWaitAluDroppedBeforeAnSgprReadIsCaught) {
  size_t sites = 0, caught_n = 0;
  for (int id : testing::llvm22_corpus_ids()) {
    const testing::CorpusObject& o = testing::corpus_object(id);
    if (!o.arch.starts_with("gfx12") || o.arch.starts_with("gfx125")) continue;
    const Decoded k = decoded(id);
    for (const Instruction& w : k.code) {
      if (w.mnemonic != "s_wait_alu" || w.size != 4) continue;
      const int64_t imm = w.operands[0].imm;
      const bool commits = ((imm >> 9) & 7) == 0 || ((imm >> 1) & 1) == 0 || (imm & 1) == 0;
      if (!commits) continue;
      ++sites;
      // The rules are advisories (docs/isa-hazards.md): look among the audit's advisories.
      auto r = auditor_.audit(planted(k.co, k.co.kernels[0], w, kSNop0), "planted");
      ASSERT_TRUE(r) << r.error().message;
      const bool hit = std::any_of(r->advisories.begin(), r->advisories.end(), [&](const Finding& f) {
        return f.detail.find("sgpr_read_gfx12") != std::string::npos && f.address >= w.address;
      });
      caught_n += hit;
      if (!hit) std::cout << "[ not caught ] config " << id << ": `" << w.text << "` at " << hex(w.address) << "\n";
    }
  }
  std::cout << "[ s_wait_alu ] " << caught_n << " of " << sites << " dropped waits caught\n";
  EXPECT_GE(sites, 10u);
  EXPECT_GE(caught_n * 5, sites * 4);  // at least 80 %
}

}  // namespace
}  // namespace irgate::isa
