// tests/numerics/broken_wmma_kernel_test.cpp — direct_wgrad kernels broken in the ways that print
// byte-identical text in both engines yet compute the wrong dW, which only numerics can catch:
// two tempting transpose-read lane maps ("each lane its own column, a straight K run"; "one K row
// per lane group"), missing barriers around the LDS staging, and a widened channel guard. Each test
// first checks that its mutation applied.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <regex>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

using numerics_test::CountingEdit;
constexpr auto run = numerics_test::run_edited;

// tr_row = khalf + lrow becomes khalf (rows 8*(lane/16) + 0, 1, ... as a straight run), and
// tr_col = 8*((lane%16)/8) becomes lane%16 (the lane's own column).
std::string own_column_straight_run(const std::string& text) {
  std::smatch lcol;
  if (!std::regex_search(text, lcol, std::regex(R"((%lcol\d+) = and i32 %lane\d+, 15)"))) return text;
  std::string out = std::regex_replace(text, std::regex(R"((%tr_row\d+ = add i32 %khalf\d+), %lrow\d+)"), "$1, 0");
  return std::regex_replace(out, std::regex(R"((%tr_col\d+) = shl i32 %cgrp\d+, 3)"), "$1 = add i32 " + lcol.str(1) + ", 0");
}

class BrokenWmmaKernel : public numerics_test::Llvm22Cases {
 protected:
  BrokenWmmaKernel() : Llvm22Cases("direct_wgrad") {}
};

TEST_F(BrokenWmmaKernel, CorrectKernelsPass) {  // the control
  for (int id : {208, 209, 210, 212}) {
    runtime::NumericsResult r = run(at(id), nullptr);
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << id << "\n" << r.detail;
  }
}

TEST_F(BrokenWmmaKernel, OwnColumnStraightRunLaneMapIsCaught) {
  // Each lane reads 8 elements from its own column: the last columns run into the LDS row
  // padding no store wrote, and the uninitialised-read check names the transpose read.
  for (int id : {208, 209, 210, 212}) {  // fp16 and bf16, one wave and several
    CountingEdit w{own_column_straight_run};
    runtime::NumericsResult r = run(at(id), &w);
    ASSERT_GE(w.applied, 1) << "mutation did not apply: the kernel text changed shape";
    EXPECT_EQ(r.verdict, runtime::Verdict::Findings) << id << "\n" << r.detail;
    EXPECT_NE(r.detail.find("ds.load.tr16.b128"), std::string::npos) << id << "\n" << r.detail;
  }
}

// The other tempting map: the 8 lanes of a group supply one K row between them (the row's lane
// term dropped). Every address stays inside the staged tile, so only the numbers can tell.
std::string one_row_per_group(const std::string& text) {
  return std::regex_replace(text, std::regex(R"((%tr_row\d+ = add i32 %khalf\d+), %lrow\d+)"), "$1, 0");
}

TEST_F(BrokenWmmaKernel, OneRowPerLaneGroupIsAMismatch) {
  for (int id : {208, 209, 216}) {  // fp16, bf16, and the LDS epilogue with 2 k tiles a wave
    CountingEdit w{one_row_per_group};
    runtime::NumericsResult r = run(at(id), &w);
    ASSERT_GE(w.applied, 1) << "mutation did not apply";
    EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << id << "\n" << r.detail;
    EXPECT_GT(r.comparison.mismatches, 0u);
  }
}

TEST_F(BrokenWmmaKernel, MissingStageBarrierIsARace) {
  // 210 stages with 4 waves; drop every barrier: a wave's transpose reads meet other waves'
  // stores of the same step.
  CountingEdit w{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"(\n *call void @llvm\.amdgcn\.s\.barrier\(\))"), "");
  }};
  runtime::NumericsResult r = run(at(210), &w);
  ASSERT_GE(w.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Findings) << r.detail;
  // A wave reads a chunk another wave has not stored yet (uninitialised) or stores over one a
  // wave is reading (race): either way the missing barrier is named.
  EXPECT_TRUE(r.detail.find("lds-race") != std::string::npos ||
              r.detail.find("uninitialized-read") != std::string::npos) << r.detail;
}

TEST_F(BrokenWmmaKernel, DroppedChannelGuardFaultsOnGfx1250) {
  // Numerics runs 208 on ragged channels (cpg 24 in a 16-wide c tile pair, the kernarg): the
  // c < cpg guards made always true add past the group's channels, into the next tap's or past
  // the slab's end.
  CountingEdit w{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"((%cok\d+) = icmp ult i32 (%cin\d+), %cpg)"), "$1 = icmp ult i32 $2, 2147483647");
  }};
  runtime::NumericsResult r = run(at(208), &w);
  EXPECT_EQ(r.problem.cpg, 24) << "the default problem's channels changed: the tail this test breaks is gone";
  ASSERT_GE(w.applied, 1) << "mutation did not apply";
  EXPECT_NE(r.verdict, runtime::Verdict::Pass) << r.detail;
}

}  // namespace
}  // namespace irgate
