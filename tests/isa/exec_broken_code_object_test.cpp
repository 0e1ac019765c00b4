// tests/isa/exec_broken_code_object_test.cpp — bugs only the ISA executor can see, planted in
// the machine code of real corpus kernels (the LLVM IR stays correct, so the IR emulator passes
// the same case): a dropped s_wait_loadcnt must show as a read of a register its load has not
// written yet, or as wrong dW, and an s_set_vgpr_msb moved
// one instruction early (the llc-22 miscompile class of issue 19) as a fault or wrong dW; the
// unbroken code object is the control. Each test first checks that its patch applied. And the
// real thing: the configs llc-22 miscompiles when built without the toolchain lane's per-arch
// llc options (212, 216, 224) fault on this executor, naming a register past the allocation.
// The tensor data mover ring of direct_wgrad: its s_wait_tensorcnt dropped (the WMMAs read
// slots whose copies have not landed) or its barriers dropped (the waves read LDS wave 0's
// copies write, unpublished): the timing rule docs/isa-hazards.md leaves to this executor.
#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <initializer_list>
#include <iostream>
#include <memory>

#include "irgate/engine_api.h"
#include "isa/code_object.h"
#include "isa/decode.h"
#include "runtime/emulated_plan.h"
#include "tests/isa/corpus_objects.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

// s_nop 0 on gfx11/gfx12 (SOPP opcode 0, simm16 0), the word a dropped wait becomes.
constexpr uint32_t kSnop0 = 0xBF800000u;

// The code object `bytes` with `edit` applied to each kernel's decoded instructions (`out` is
// the whole file; a kernel's instruction sits at k.code_file_offset + i.offset).
using CodeEdit = std::function<void(const isa::Kernel& k, const std::vector<isa::Instruction>& code, std::string& out)>;
std::string edit_code(const std::string& bytes, const CodeEdit& edit) {
  auto co = isa::read_code_object(bytes, "test");
  if (!co) return ADD_FAILURE() << co.error().message, bytes;
  auto dis = isa::Disassembler::create(co->arch);
  if (!dis) return ADD_FAILURE() << dis.error().message, bytes;
  std::string out = bytes;
  for (const isa::Kernel& k : co->kernels) {
    auto code = isa::decode_kernel(**dis, *co, k);
    if (!code) return ADD_FAILURE() << code.error().message, bytes;
    edit(k, *code, out);
  }
  return out;
}

// Replaces every instruction whose opcode name starts with `prefix` by s_nop 0 (only 4-byte
// instructions); counts the replacements in `patched`.
std::string replace_with_nop(const std::string& bytes, const std::string& prefix, int& patched) {
  return edit_code(bytes, [&](const isa::Kernel& k, const std::vector<isa::Instruction>& code, std::string& out) {
    for (const isa::Instruction& i : code) {
      if (!i.opcode_name.starts_with(prefix) || i.size != 4) continue;
      std::memcpy(out.data() + k.code_file_offset + i.offset, &kSnop0, 4);
      ++patched;
    }
  });
}

// Swaps the first s_set_vgpr_msb that changes the field banking a VGPR operand of the
// instruction right before it with that instruction: the earlier instruction now runs under
// the new mode (the immediate's high byte records the mode it replaces, which is the mode the
// earlier instruction ran under). Counts the swaps in `patched`; `what` describes the one made.
std::string move_msb_one_early(const std::string& bytes, int& patched, std::string& what) {
  return edit_code(bytes, [&](const isa::Kernel& k, const std::vector<isa::Instruction>& code, std::string& out) {
    for (size_t i = 1; i < code.size() && patched == 0; ++i) {
      const isa::Instruction& msb = code[i];
      const isa::Instruction& before = code[i - 1];
      if (!msb.opcode_name.starts_with("S_SET_VGPR_MSB") || before.is_branch || before.is_terminator) continue;
      const auto mode = uint32_t(msb.operands.at(0).imm);
      const uint8_t old_mode = uint8_t(mode >> 8), new_mode = uint8_t(mode);
      bool changes = false;
      for (const isa::Operand& op : before.operands)
        changes |= op.is_vgpr() && isa::msb_field_bits(old_mode, op.msb_field) != isa::msb_field_bits(new_mode, op.msb_field);
      if (!changes) continue;
      const size_t at = k.code_file_offset + before.offset;
      const std::string a = out.substr(at, before.size), b = out.substr(at + before.size, msb.size);
      out.replace(at, a.size() + b.size(), b + a);
      what = "`" + msb.text + "` moved above `" + before.text + "`";
      ++patched;
    }
  });
}

const numerics_test::Case& llvm22_case(int id, std::vector<numerics_test::Case>& keep,
                                       const std::string& family = "direct_depthwise_wgrad") {
  auto cases = numerics_test::emitting_cases(family);
  EXPECT_TRUE(cases) << cases.error().message;
  keep = std::move(*cases);
  for (const auto& c : keep)
    if (c.id == id && c.flavor == IRG_FLAVOR_LLVM22) return c;
  ADD_FAILURE() << "config " << id << " does not emit under llvm22";
  return keep.front();
}

// gfx1250 hands a wave its workgroup IDs y and z in 16 bits each of TTMP7: a launch past 65,536
// workgroups along y would run some twice and others never. The plans keep within the range
// (tests/engine_contract/implicit_gemm_plan_test.cpp); a launch that does not is refused here.
TEST(BrokenCodeObject, ALaunchPastTheArchitectedWorkgroupIdsIsRefused) {
  std::vector<numerics_test::Case> keep;
  const numerics_test::Case& c = llvm22_case(260, keep, "implicit_gemm_wgrad");  // on gfx1250
  irg_problem_t problem{};
  auto plan = std::make_unique<irg_plan_t>();
  irg_refusal_t why{};
  ASSERT_EQ(c.id, 260);
  ASSERT_EQ(runtime::plan_default_problem(*irg_reference_engine(), c.request, {}, 0, problem, *plan, why), IRG_STATUS_OK)
      << why.text;
  plan->launches[0].grid[1] = 65537;
  runtime::PlanRunOptions o;
  o.executor = runtime::Executor::isa;
  runtime::PlanRun run;
  const Status s = runtime::run_plan_on_emulator(*irg_reference_engine(), *plan, problem, o, run);
  ASSERT_FALSE(s) << "a launch of 65537 workgroups along grid.y ran";
  EXPECT_NE(s.error().message.find("grid.y of 65537 workgroups, past the 65536 workgroup IDs gfx1250 packs in 16 bits"),
            std::string::npos)
      << s.error().message;
}

TEST(BrokenCodeObject, DroppedLoadWaitIsCaught) {
  std::vector<numerics_test::Case> keep;
  const numerics_test::Case& c = llvm22_case(234, keep);  // gfx1250: s_wait_loadcnt before the fma_mix chain
  runtime::NumericsOptions o;
  o.executor = runtime::Executor::isa;
  runtime::NumericsResult control = runtime::check_numerics(*irg_reference_engine(), c.request, o);
  EXPECT_EQ(control.verdict, runtime::Verdict::Pass) << control.detail;

  int patched = 0;
  o.rewrite_code_object = [&patched](const std::string& b) { return replace_with_nop(b, "S_WAIT_LOADCNT", patched); };
  runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
  ASSERT_GE(patched, 1) << "no s_wait_loadcnt in the code object: the kernel changed shape";
  // The loads have not landed when their registers are read: the first read of a loaded
  // register is an uninitialised read (it names the register), a later one reads stale data.
  const bool uninitialised = r.verdict == runtime::Verdict::Findings &&
                             r.detail.find("is read before any instruction of the wave wrote it") != std::string::npos;
  const bool wrong_dw = r.verdict == runtime::Verdict::Mismatch && r.comparison.mismatches > 0;
  EXPECT_TRUE(uninitialised || wrong_dw) << runtime::verdict_name(r.verdict) << "\n" << r.detail;

  // The IR emulator runs the (unchanged) LLVM text and passes: only the machine code is broken.
  EXPECT_EQ(runtime::check_numerics(*irg_reference_engine(), c.request, {}).verdict, runtime::Verdict::Pass);
}

TEST(BrokenCodeObject, SetVgprMsbMovedOneEarlyIsCaught) {
  // 211 uses more than 256 VGPRs (banked operands) and computes the right dW when unbroken.
  std::vector<numerics_test::Case> keep;
  const numerics_test::Case& c = llvm22_case(211, keep, "direct_wgrad");
  runtime::NumericsOptions o;
  o.executor = runtime::Executor::isa;
  EXPECT_EQ(runtime::check_numerics(*irg_reference_engine(), c.request, o).verdict, runtime::Verdict::Pass);

  int patched = 0;
  std::string what;
  o.rewrite_code_object = [&](const std::string& b) { return move_msb_one_early(b, patched, what); };
  runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
  ASSERT_EQ(patched, 1) << "no s_set_vgpr_msb that rebanks the instruction before it: the kernel changed shape";
  EXPECT_TRUE(r.verdict == runtime::Verdict::Findings || r.verdict == runtime::Verdict::Mismatch)
      << what << ": " << runtime::verdict_name(r.verdict) << "\n" << r.detail;
  EXPECT_EQ(runtime::check_numerics(*irg_reference_engine(), c.request, {}).verdict, runtime::Verdict::Pass);
}

// direct_wgrad's TDM ring configs (gfx1250): 2, 3, 4 and 2 slots; 252 has strip edges.
constexpr int kTdmRingConfigs[] = {229, 250, 251, 252};

// Every instruction whose opcode name starts with one of `prefixes` replaced by s_nop 0; checks
// that the unbroken code object passes, then returns the broken one's result.
runtime::NumericsResult run_tdm_ring_without(int id, std::initializer_list<const char*> prefixes, int& patched) {
  std::vector<numerics_test::Case> keep;
  const numerics_test::Case& c = llvm22_case(id, keep, "direct_wgrad");
  runtime::NumericsOptions o;
  o.executor = runtime::Executor::isa;
  const runtime::NumericsResult control = runtime::check_numerics(*irg_reference_engine(), c.request, o);
  EXPECT_EQ(control.verdict, runtime::Verdict::Pass) << "config " << id << "\n" << control.detail;
  o.rewrite_code_object = [&](const std::string& bytes) {
    std::string out = bytes;
    for (const char* prefix : prefixes) out = replace_with_nop(out, prefix, patched);
    return out;
  };
  return runtime::check_numerics(*irg_reference_engine(), c.request, o);
}

// A ring that keeps at least 7 copies in flight (the tensor counter's depth) lands each copy when
// the 8th is issued, before any wave reads it, so dropping its waits changes nothing: config 250
// is such a ring (8 copies a step: rows_per_sync 2 x (1 + filter_h 3); the executor says PASS,
// correctly). The others must be caught.
TEST(BrokenCodeObject, DroppedTensorWaitOfTheTdmRingIsCaught) {
  int caught_n = 0;
  for (int id : kTdmRingConfigs) {
    int patched = 0;
    const runtime::NumericsResult r = run_tdm_ring_without(id, {"S_WAIT_TENSORCNT"}, patched);
    ASSERT_GE(patched, 1) << "config " << id << ": no s_wait_tensorcnt: the kernel changed shape";
    const bool hit = r.verdict == runtime::Verdict::Findings || r.verdict == runtime::Verdict::Mismatch;
    caught_n += hit;
    std::cout << "[ tensorcnt ] config " << id << " without its waits: " << runtime::verdict_name(r.verdict) << "\n";
  }
  EXPECT_GE(caught_n, 3);
}

// Multi-wave rings only: a one-wave workgroup has no barrier to drop.
TEST(BrokenCodeObject, DroppedBarriersOfTheTdmRingAreCaught) {
  int rings = 0;
  for (int id : kTdmRingConfigs) {
    int patched = 0;
    const runtime::NumericsResult r = run_tdm_ring_without(id, {"S_BARRIER"}, patched);
    if (patched == 0) continue;
    ++rings;
    EXPECT_TRUE(r.verdict == runtime::Verdict::Findings || r.verdict == runtime::Verdict::Mismatch)
        << "config " << id << ": " << runtime::verdict_name(r.verdict) << "\n" << r.detail;
  }
  EXPECT_GE(rings, 1);
}

TEST(BrokenCodeObject, LlcMiscompileWithoutTheArchOptionIsCaught) {
  std::string why;
  ASSERT_TRUE(isa::testing::toolchain_available(&why)) << why;
  for (int id : {212, 216, 224}) {
    std::vector<numerics_test::Case> keep;
    const numerics_test::Case& c = llvm22_case(id, keep, "direct_wgrad");
    const isa::testing::CorpusObject bare = isa::testing::corpus_object_without_arch_options(id);
    ASSERT_TRUE(bare.failure.empty()) << id << ": " << bare.failure;
    runtime::NumericsOptions o;
    o.executor = runtime::Executor::both;
    o.code_objects = [&bare](const irg_request_t&, const std::string&) -> Result<std::string> { return bare.bytes; };
    runtime::NumericsResult r = runtime::check_numerics(*irg_reference_engine(), c.request, o);
    EXPECT_EQ(r.verdict, runtime::Verdict::Findings) << "config " << id << "\n" << r.detail;
    EXPECT_NE(r.detail.find("is past the kernel's"), std::string::npos) << "config " << id << "\n" << r.detail;
    EXPECT_NE(r.detail.find("banked by s_set_vgpr_msb"), std::string::npos) << "config " << id << "\n" << r.detail;
    EXPECT_NE(r.detail.find("ir: PASS"), std::string::npos) << "the IR emulator passes config " << id << "\n" << r.detail;
  }
}

}  // namespace
}  // namespace irgate
