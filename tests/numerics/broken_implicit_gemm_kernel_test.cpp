// tests/numerics/broken_implicit_gemm_kernel_test.cpp — implicit_gemm_wgrad kernels broken in ways
// both engines could share (a dilation left out of the im2col address, the tap's row and column
// swapped, the image of a position misread, split-K ranges that overlap) and that only numerics
// can catch. Each test first checks that its mutation applied; the control shows the same cases
// pass unmutated.
#include <gtest/gtest.h>

#include <regex>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

using numerics_test::CountingEdit;

class BrokenImplicitGemmKernel : public numerics_test::Llvm22Cases {
 protected:
  BrokenImplicitGemmKernel() : Llvm22Cases("implicit_gemm_wgrad") {}
  runtime::NumericsResult run(int id, const CountingEdit* w) { return numerics_test::run_edited(at(id), w); }
};

TEST_F(BrokenImplicitGemmKernel, CorrectKernelsPass) {  // the control
  for (int id : {260, 263, 264}) {
    runtime::NumericsResult r = run(id, nullptr);
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << id << "\n" << r.detail;
  }
}

TEST_F(BrokenImplicitGemmKernel, UndilatedIm2colIsAMismatch) {
  // Config 264 is 3x3 dilation 2 pad 2: reading tap r at row ho + r - 2 instead of ho + 2r - 2
  // stays inside the image for most taps; only the numbers tell.
  CountingEdit w{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"((%rd\d+) = mul i32 (%fr\d+), 2)"), "$1 = mul i32 $2, 1");
  }};
  runtime::NumericsResult r = run(264, &w);
  ASSERT_GE(w.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
}

TEST_F(BrokenImplicitGemmKernel, TransposedTapIsAMismatch) {
  // tap = r*S + s decoded with r and s swapped: with R = S every address is valid.
  CountingEdit w{[](const std::string& t) {
    std::string out = std::regex_replace(t, std::regex(R"((%fr\d+) = udiv i32 (%tap\d+), 3)"), "$1 = urem i32 $2, 3");
    return std::regex_replace(out, std::regex(R"((%fs\d+) = urem i32 (%tap\d+), 3)"), "$1 = udiv i32 $2, 3");
  }};
  for (int id : {260, 263}) {  // fp16, and bf16 stride 2 with two slabs and the reduce
    runtime::NumericsResult r = run(id, &w);
    ASSERT_GE(w.applied, 1) << "mutation did not apply";
    EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << id << "\n" << r.detail;
  }
}

TEST_F(BrokenImplicitGemmKernel, PositionsReadFromTheFirstImageOnlyAreAMismatch) {
  // A step's positions cross images (the default problem has two): image n read as image 0.
  CountingEdit w{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"((%n\d+) = udiv i32 (%pos\d+), (%howo\d+))"), "$1 = and i32 $2, 0");
  }};
  runtime::NumericsResult r = run(260, &w);
  ASSERT_GE(w.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
}

TEST_F(BrokenImplicitGemmKernel, OverlappingSplitKRangesAreAMismatch) {
  // Block `split` owns positions split*KB ... split*KB + KB - 1 (KB = 128 for config 260): started
  // at split*64 instead, the two blocks of the default problem (162 positions) overlap.
  CountingEdit w{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"((%p_lo\d+) = mul i32 (%split\d+), 128)"), "$1 = mul i32 $2, 64");
  }};
  runtime::NumericsResult r = run(260, &w);
  ASSERT_GE(w.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
}

}  // namespace
}  // namespace irgate
