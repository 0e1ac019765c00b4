// tests/numerics/broken_small_c_kernel_test.cpp — direct_wgrad_small_c kernels broken in ways
// both engines could share (a misread of the flattened filter row, of the dword packing, of the
// column guard) and that only numerics can catch. Each test first checks that its mutation applied;
// the control shows the same cases pass unmutated.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <regex>

#include "irgate/engine_api.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate {
namespace {

using numerics_test::CountingEdit;

class BrokenSmallCKernel : public numerics_test::Llvm22Cases {
 protected:
  BrokenSmallCKernel() : Llvm22Cases("direct_wgrad_small_c") {}
  runtime::NumericsResult run(int id, const CountingEdit* w) { return numerics_test::run_edited(at(id), w); }
};

TEST_F(BrokenSmallCKernel, CorrectKernelsPass) {  // the control
  for (int id : {240, 246, 247}) {
    runtime::NumericsResult r = run(id, nullptr);
    EXPECT_EQ(r.verdict, runtime::Verdict::Pass) << id << "\n" << r.detail;
  }
}

TEST_F(BrokenSmallCKernel, ChannelMajorColumnDecodeIsAMismatch) {
  // f = (r*S + s)*C + c read as (r*S + ...)*... with c the slow index: s = frem % 3, c = frem / 3.
  // With S = C = 3 every address stays in the image row: only the numbers tell.
  CountingEdit w{[](const std::string& t) {
    std::string out = std::regex_replace(t, std::regex(R"((%fs\d+) = udiv i32 (%frem\d+), 3)"), "$1 = urem i32 $2, 3");
    return std::regex_replace(out, std::regex(R"((%fc\d+) = urem i32 (%frem\d+), 3\b)"), "$1 = udiv i32 $2, 3");
  }};
  for (int id : {240, 246}) {  // fp16 and bf16 (with two slabs and the reduce)
    runtime::NumericsResult r = run(id, &w);
    ASSERT_GE(w.applied, 1) << "mutation did not apply";
    EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << id << "\n" << r.detail;
  }
}

TEST_F(BrokenSmallCKernel, SwappedDwordHalvesAreAMismatch) {
  // The pair's low half must be the item's even column: packing the odd one low swaps every
  // pair of neighbouring columns of the im2col tile.
  CountingEdit w{[](const std::string& t) {
    return std::regex_replace(
        t, std::regex(R"((%lo\d+) = zext i16 (%xv\d+) to i32\n(\s*)(%hw\d+) = zext i16 (%xv\d+) to i32)"),
        "$1 = zext i16 $5 to i32\n$3$4 = zext i16 $2 to i32");
  }};
  runtime::NumericsResult r = run(240, &w);
  ASSERT_GE(w.applied, 1) << "mutation did not apply";
  EXPECT_EQ(r.verdict, runtime::Verdict::Mismatch) << r.detail;
}

TEST_F(BrokenSmallCKernel, WidenedColumnGuardIsCaught) {
  // Columns F..NP-1 of the padded row must stay out of both the staging and the epilogue: with
  // the guards widened to the padded row, columns 27..31 of k row k land on row k+1's 0..4.
  CountingEdit w{[](const std::string& t) {
    return std::regex_replace(t, std::regex(R"((%fok\d+) = icmp ult i32 (%f\d+), 27)"), "$1 = icmp ult i32 $2, 32");
  }};
  runtime::NumericsResult r = run(240, &w);
  ASSERT_GE(w.applied, 1) << "mutation did not apply";
  EXPECT_NE(r.verdict, runtime::Verdict::Pass) << r.detail;
}

}  // namespace
}  // namespace irgate
