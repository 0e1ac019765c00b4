// tests/numerics/broken_tdm_kernel_test.cpp — direct_wgrad's Tensor Data Mover ring broken in the
// ways a ring breaks: the loop's s.wait.tensorcnt dropped (the WMMAs read a slot whose copies
// have not landed), every wait dropped (copies still in flight when the waves end), the wait
// count one too loose (step t's last copy may still be in flight), and the zero fill of the rows
// no copy covers dropped. The emulator lands a copy only at a wait (docs/emulator.md §Tensor Data
// Mover), so each must be caught. Each test first checks that its mutation applied.
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace broken_tdm {  // not anonymous: unity batches share a translation unit with other tests

using numerics_test::CountingEdit;

constexpr int kTdmConfigs[] = {229, 250, 251, 252};  // 2, 3, 4 and 2 slots; 252 has strip edges

constexpr auto run = numerics_test::run_edited;

// The first wait in the text is the loop's (the one after the loop comes later).
std::string drop_loop_wait(const std::string& text) {
  return std::regex_replace(text, std::regex(R"(\n  call void @llvm\.amdgcn\.s\.wait\.tensorcnt\(i16 \d+\))"), "",
                            std::regex_constants::format_first_only);
}

class BrokenTdmKernel : public numerics_test::Llvm22Cases {
 protected:
  BrokenTdmKernel() : Llvm22Cases("direct_wgrad") {}
};

TEST_F(BrokenTdmKernel, CorrectRingsPass) {  // the control
  for (int id : kTdmConfigs) {
    runtime::NumericsResult r = run(at(id), nullptr);
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << id << "\n" << r.detail;
  }
}

TEST_F(BrokenTdmKernel, RingWithoutItsWaitIsCaught) {
  // Step t's copies land only at the wait after the loop: every WMMA reads a slot holding the
  // previous round's rows, zeros, or never-written bytes.
  for (int id : kTdmConfigs) {
    CountingEdit edit{drop_loop_wait};
    runtime::NumericsResult r = run(at(id), &edit);
    ASSERT_GE(edit.applied, 1) << "mutation did not apply: the kernel text changed shape";
    EXPECT_NE(r.verdict, runtime::Verdict::Pass) << id << "\n" << r.detail;
  }
}

TEST_F(BrokenTdmKernel, NoWaitAtAllLeavesCopiesInFlight) {
  CountingEdit edit{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"(\n  call void @llvm\.amdgcn\.s\.wait\.tensorcnt\(i16 \d+\))"), "");
  }};
  runtime::NumericsResult r = run(at(229), &edit);
  ASSERT_GE(edit.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Findings) << r.detail;
  EXPECT_NE(r.detail.find("in flight"), std::string::npos) << r.detail;
}

TEST_F(BrokenTdmKernel, AWaitCountOneTooLooseIsCaught) {
  // 250 (3 slots, M = 8 copies a step) waits for at most 8 in flight; 9 lets step t's last copy
  // (the X strip of its last row and filter row) land after the WMMAs read it.
  CountingEdit edit{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"(s\.wait\.tensorcnt\(i16 8\))"), "s.wait.tensorcnt(i16 9)");
  }};
  runtime::NumericsResult r = run(at(250), &edit);
  ASSERT_GE(edit.applied, 1) << "mutation did not apply";
  EXPECT_NE(r.verdict, runtime::Verdict::Pass) << r.detail;
}

TEST_F(BrokenTdmKernel, DroppedZeroFillIsCaught) {
  // 252's strips start left of the image (pad 1) and its dY row groups end past Wo: without the
  // fill those LDS rows keep the previous round's data (or were never written).
  CountingEdit edit{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"(\n  store float 0x0000000000000000, ptr addrspace\(3\) %gep\.\d+, align 4)"),
                              "");
  }};
  runtime::NumericsResult r = run(at(252), &edit);
  ASSERT_GE(edit.applied, 1) << "mutation did not apply";
  EXPECT_NE(r.verdict, runtime::Verdict::Pass) << r.detail;
}

}  // namespace broken_tdm
}  // namespace irgate
