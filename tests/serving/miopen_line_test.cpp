// tests/serving/miopen_line_test.cpp — the MIOpen driver-line grammar (docs/grid.md §Serving):
// the lines people paste parse, and every way a line can be wrong is its own usage error
// (exit 2) naming the word.
#include <gtest/gtest.h>

#include "serve/miopen_line.h"

namespace irgate::serve {
namespace {

constexpr const char* kStem = "convbfp16 -n 2 -c 3 -H 224 -W 224 -k 64 -y 7 -x 7 -p 3 -q 3 -u 2 -v 2 -g 1 -F 4";

TEST(MiopenLine, TheIssuesStemLineParses) {
  auto p = parse_miopen_line(kStem);
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(p->dtype, IRG_DTYPE_BF16);
  EXPECT_EQ(p->n, 2);
  EXPECT_EQ(p->c, 3);
  EXPECT_EQ(p->h, 224);
  EXPECT_EQ(p->w, 224);
  EXPECT_EQ(p->k, 64);
  EXPECT_EQ(p->filter_h, 7);
  EXPECT_EQ(p->filter_w, 7);
  EXPECT_EQ(p->pad_h, 3);
  EXPECT_EQ(p->pad_w, 3);
  EXPECT_EQ(p->stride_h, 2);
  EXPECT_EQ(p->stride_w, 2);
  EXPECT_EQ(p->groups, 1);
}

TEST(MiopenLine, APastedLogLineWithDriverPathDefaultsAndLongFlagsParses) {
  auto p = parse_miopen_line(
      "./bin/MIOpenDriver convfp16 --batchsize 4 -c 64 -H 56 -W 56 --out_channels 64 -y 3 -x 3 -l 1 -j 1 -m conv "
      "-g 64 -F 4 -t 1 --in_layout NHWC --out_layout NHWC --fil_layout NHWC");
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(p->dtype, IRG_DTYPE_F16);
  EXPECT_EQ(p->n, 4);
  EXPECT_EQ(p->k, 64);
  EXPECT_EQ(p->pad_h, 0);  // MIOpenDriver's defaults: pad 0, stride 1
  EXPECT_EQ(p->stride_w, 1);
  const irg_problem_t w = wgrad_problem(*p, IRG_DTYPE_F32);
  EXPECT_EQ(w.groups, 64);
  EXPECT_EQ(w.cpg, 1);
  EXPECT_EQ(w.kpg, 1);
  EXPECT_EQ(w.dtype, IRG_DTYPE_F16);
  EXPECT_EQ(w.dw_dtype, IRG_DTYPE_F32);
}

TEST(MiopenLine, DilationAndTheSolverIdOfAMiopenLogLine) {
  // As MIOpen's LogCmdConvolution prints it (MIOpen src/driver_arguments.cpp): -l -j always, -S
  // when the solver is known.
  auto p = parse_miopen_line("./bin/MIOpenDriver convbfp16 -n 8 -c 256 -H 65 -W 65 -k 256 -y 3 -x 3 -p 12 -q 12 "
                             "-u 1 -v 1 -l 12 -j 12 -m conv -g 1 -F 4 -t 1 -S 89");
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(p->dilation_h, 12);
  EXPECT_EQ(p->dilation_w, 12);
  const irg_problem_t w = wgrad_problem(*p, IRG_DTYPE_BF16);
  EXPECT_EQ(w.dilation_h, 12);
  EXPECT_EQ(w.dilation_w, 12);
  EXPECT_NE(miopen_line_text(*p).find(" -l 12 -j 12 "), std::string::npos) << miopen_line_text(*p);
  auto plain = parse_miopen_line(kStem);
  ASSERT_TRUE(plain);
  EXPECT_EQ(wgrad_problem(*plain, IRG_DTYPE_F32).dilation_h, 1);  // absent -l: undilated
}

TEST(MiopenLine, PlainConvIsFp32AndTheCanonicalTextParsesBackToTheSameProblem) {
  auto p = parse_miopen_line("conv -n 1 -c 32 -H 8 -W 9 -k 48 -y 3 -x 1 -p 1 -q 0 -u 1 -v 1 -g 2 -F 4");
  ASSERT_TRUE(p) << p.error().message;
  EXPECT_EQ(p->dtype, IRG_DTYPE_F32);
  auto again = parse_miopen_line(miopen_line_text(*p));
  ASSERT_TRUE(again) << again.error().message;
  EXPECT_EQ(miopen_line_text(*again), miopen_line_text(*p));
  EXPECT_EQ(wgrad_problem(*p, IRG_DTYPE_F16).kpg, 24);
}

// The line's error, which must be a usage error (exit 2) whose message holds `says`.
void expect_usage_error(const std::string& line, const std::string& says) {
  auto p = parse_miopen_line(line);
  ASSERT_FALSE(p) << line;
  EXPECT_EQ(p.error().exit_code, 2) << line;
  EXPECT_NE(p.error().message.find(says), std::string::npos) << line << "\n -> " << p.error().message;
}

const std::string kBase = "convfp16 -n 2 -c 8 -H 9 -W 9 -k 8 -y 3 -x 3 -p 1 -q 1";

TEST(MiopenLineErrors, EmptyLine) { expect_usage_error("   ", "empty driver line"); }
TEST(MiopenLineErrors, DriverPathAlone) { expect_usage_error("/opt/rocm/bin/MIOpenDriver", "empty driver line"); }
TEST(MiopenLineErrors, NotAConvCommand) { expect_usage_error("convint8 -n 1 -F 4", "'convint8' is not a conv command"); }
TEST(MiopenLineErrors, UnknownFlag) { expect_usage_error(kBase + " -F 4 -Z 3", "unknown flag -Z"); }
TEST(MiopenLineErrors, StrayWord) { expect_usage_error(kBase + " -F 4 fast", "unexpected word 'fast'"); }
TEST(MiopenLineErrors, FlagWithoutValue) { expect_usage_error(kBase + " -F", "-F needs a value"); }
TEST(MiopenLineErrors, FlagGivenTwice) { expect_usage_error(kBase + " -F 4 -n 3", "-n is given twice"); }
TEST(MiopenLineErrors, MalformedNumber) { expect_usage_error("convfp16 -n 2x -c 8 -F 4", "-n '2x': the batch size must be a whole number"); }
TEST(MiopenLineErrors, FlagWhereANumberBelongs) { expect_usage_error("convfp16 -n -c 8 -F 4", "-n '-c'"); }
TEST(MiopenLineErrors, NumberOverInt32) { expect_usage_error(kBase + " -F 4 -g 99999999999", "-g 99999999999: the group count is over 2147483647"); }
TEST(MiopenLineErrors, NumberBelowItsMinimum) { expect_usage_error(kBase + " -F 4 -u 0", "-u 0: the stride height must be at least 1"); }
TEST(MiopenLineErrors, NegativePad) { expect_usage_error("convfp16 -n 2 -c 8 -H 9 -W 9 -k 8 -y 3 -x 3 -p -1 -F 4", "the pad height must be at least 0"); }
TEST(MiopenLineErrors, MissingGeometry) { expect_usage_error("convfp16 -n 2 -c 8 -H 9 -W 9 -y 3 -x 3 -F 4", "gives no -k (output channels)"); }
TEST(MiopenLineErrors, MissingDirection) { expect_usage_error(kBase, "gives no -F (direction)"); }
TEST(MiopenLineErrors, ForwardDirection) { expect_usage_error(kBase + " -F 1", "-F 1 asks for forward; irgate serves backward weights only"); }
TEST(MiopenLineErrors, AllDirections) { expect_usage_error(kBase + " -F 0", "-F 0 asks for forward, backward data and backward weights"); }
TEST(MiopenLineErrors, DilationBelowOne) { expect_usage_error(kBase + " -F 4 -l 0", "-l 0: the dilation height must be at least 1"); }
TEST(MiopenLineErrors, TransposedConvolution) { expect_usage_error(kBase + " -F 4 -m trans", "-m trans: irgate serves convolution"); }
TEST(MiopenLineErrors, NchwLayout) { expect_usage_error(kBase + " -F 4 --in_layout NCHW", "--in_layout NCHW: irgate's kernels read X in NHWC"); }
TEST(MiopenLineErrors, TensorsPastWhatAPlanCanCount) {
  expect_usage_error("convfp16 -n 2147483647 -c 2147483647 -H 2147483647 -W 9 -k 8 -y 3 -x 3 -F 4", "more than 2^62 bytes");
}
TEST(MiopenLineErrors, GroupsThatDoNotDivideTheChannels) { expect_usage_error(kBase + " -F 4 -g 3", "-g 3 does not divide -c 8 and -k 8"); }

}  // namespace
}  // namespace irgate::serve
