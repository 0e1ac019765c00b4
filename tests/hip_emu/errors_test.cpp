// tests/hip_emu/errors_test.cpp — the emulated device's errors (hip_emu/errors.h): names, the
// detail hipGetErrorString appends, the last error, and a refusal naming its call.
#include <gtest/gtest.h>

#include <string>

#include "hip_emu/errors.h"

namespace irgate::hipemu {
namespace {

TEST(HipEmuErrors, AFailureIsTheLastErrorUntilTakenAndItsDetailFollowsTheSentence) {
  (void)take_last_error();
  EXPECT_EQ(fail(hipErrorInvalidValue, "hipMalloc: ptr is null"), hipErrorInvalidValue);
  EXPECT_EQ(peek_last_error(), hipErrorInvalidValue);
  EXPECT_STREQ(error_name(hipErrorInvalidValue), "hipErrorInvalidValue");
  EXPECT_EQ(std::string(error_string(hipErrorInvalidValue)), "an argument is null or out of range: hipMalloc: ptr is null");
  EXPECT_EQ(take_last_error(), hipErrorInvalidValue);
  EXPECT_EQ(take_last_error(), hipSuccess);
}

TEST(HipEmuErrors, AStringHandedOutStaysValidAfterALaterDetail) {
  (void)fail(hipErrorNotFound, "first");
  const char* first = error_string(hipErrorNotFound);
  (void)fail(hipErrorNotFound, "second");
  EXPECT_STREQ(error_string(hipErrorNotFound), "not found: second");
  EXPECT_STREQ(first, "not found: first");
}

TEST(HipEmuErrors, ARefusalNamesTheCall) {
  EXPECT_EQ(refuse("hipGraphLaunch"), hipErrorNotSupported);
  EXPECT_EQ(std::string(error_string(hipErrorNotSupported)), "not supported: " + refusal_detail("hipGraphLaunch"));
  EXPECT_NE(refusal_detail("hipGraphLaunch").find("hipGraphLaunch is not implemented"), std::string::npos);
}

// 2000 names no error yet lies inside hipError_t's range (its enumerators end at hipErrorTbd,
// 1054: 11 bits, 0..2047); a value past the range is undefined behaviour before irgate sees it
// (UBSan's enum check says so).
TEST(HipEmuErrors, AValueThatIsNoErrorIsUnknown) {
  EXPECT_STREQ(error_name(hipError_t(2000)), "hipErrorUnknown");
  EXPECT_STREQ(error_string(hipError_t(2000)), "unknown error");
}

}  // namespace
}  // namespace irgate::hipemu
