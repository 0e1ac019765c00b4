// tests/isa/exec_broken_code_object_test.cpp — bugs only the ISA executor can see, planted in
// the machine code of real corpus kernels (the LLVM IR stays correct, so the IR emulator passes
// the same case): a dropped s_wait_loadcnt must show as wrong dW; the unbroken code object is
// the control. Each test first checks that its patch applied (the patched word decodes as the
// instruction it was meant to become).
#include <gtest/gtest.h>

#include "irgate/engine_api.h"
#include "isa/code_object.h"
#include "isa/decode.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

// s_nop 0 on gfx11/gfx12 (SOPP opcode 0, simm16 0), the word a dropped wait becomes.
constexpr uint32_t kSnop0 = 0xBF800000u;

// Replaces every instruction of the code object whose opcode name starts with `prefix` by
// s_nop 0 (only 4-byte instructions); counts the replacements in `patched`.
std::string replace_with_nop(const std::string& bytes, const std::string& prefix, int& patched) {
  auto co = isa::read_code_object(bytes, "test");
  if (!co) return ADD_FAILURE() << co.error().message, bytes;
  auto dis = isa::Disassembler::create(co->arch);
  if (!dis) return ADD_FAILURE() << dis.error().message, bytes;
  std::string out = bytes;
  for (const isa::Kernel& k : co->kernels) {
    auto code = isa::decode_kernel(**dis, *co, k);
    if (!code) return ADD_FAILURE() << code.error().message, bytes;
    for (const isa::Instruction& i : *code) {
      if (!i.opcode_name.starts_with(prefix) || i.size != 4) continue;
      std::memcpy(out.data() + k.code_file_offset + i.offset, &kSnop0, 4);
      ++patched;
    }
  }
  return out;
}

const numerics_test::Case& llvm22_case(int id, std::vector<numerics_test::Case>& keep) {
  auto cases = numerics_test::emitting_cases("direct_depthwise_wgrad");
  EXPECT_TRUE(cases) << cases.error().message;
  keep = std::move(*cases);
  for (const auto& c : keep)
    if (c.id == id && c.flavor == IRG_FLAVOR_LLVM22) return c;
  ADD_FAILURE() << "config " << id << " does not emit under llvm22";
  return keep.front();
}

TEST(BrokenCodeObject, DroppedLoadWaitIsWrongData) {
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
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
  EXPECT_GT(r.comparison.mismatches, 0u) << r.detail;

  // The IR emulator runs the (unchanged) LLVM text and passes: only the machine code is broken.
  EXPECT_EQ(runtime::check_numerics(*irg_reference_engine(), c.request, {}).verdict, runtime::Verdict::Pass);
}

}  // namespace
}  // namespace irgate
