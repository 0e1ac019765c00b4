// tests/toolchain/isolated_builder_test.cpp — IsolatedBuilder with a stand-in inner builder in its
// worker (the tests' worker program, tests/support_lib/stand_in_services.h): what the inner
// builder returns arrives unchanged (binary bytes too), one worker serves build after build, and
// a worker that segfaults, aborts after a fatal error, exits or hangs fails only its own build,
// with how it died and the first line it wrote to stderr; the next build gets a new worker. The
// real backend's abort is in in_process_identity_test.cpp.
#include <gtest/gtest.h>

#include <signal.h>

#include <cstring>

#include "toolchain/isolated_builder.h"
#include "toolchain/tempdir.h"

namespace irgate::toolchain {
namespace {

BuiltObject build(IsolatedBuilder& builder, const std::string& text) {
  auto dir = TempDir::create("irgate-isolated-test");
  if (!dir) return BuiltObject{.failure = dir.error().message};
  return builder.build(dir->path(), text, "gfx1250");
}

// The worker's inner builder is the stand-in of tests/support_lib/stand_in_services.h.
IsolatedBuilder make(std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
  return IsolatedBuilder("stand_in_build", "", timeout);
}

TEST(IsolatedBuilder, WhatTheInnerBuilderReturnsArrivesUnchanged) {
  auto builder = make();
  const BuiltObject b = build(builder, "module");
  EXPECT_EQ(b.failure, "");
  EXPECT_EQ(b.code_object, std::string("\x7f" "ELF\0\0\xff", 7) + "module");
  EXPECT_EQ(b.notes, "amdhsa.kernels:\n  - .name: k\n");
  EXPECT_EQ(b.seconds.verify, 0.25);
  EXPECT_EQ(b.seconds.compile, 1.5);
  EXPECT_EQ(b.seconds.link, 0.125);
  EXPECT_EQ(b.seconds.metadata, 0.0625);
  EXPECT_EQ(build(builder, "fails").failure, "compile: error: stand-in");
}

TEST(IsolatedBuilder, OneChildBuildsKernelAfterKernelUntilItDies) {
  auto builder = make();
  EXPECT_EQ(build(builder, "count").code_object, "1");
  EXPECT_EQ(build(builder, "count").code_object, "2");  // the same worker, still warm
  EXPECT_NE(build(builder, "segfault").failure, "");
  EXPECT_EQ(build(builder, "count").code_object, "1");  // a new worker
}

TEST(IsolatedBuilder, ASegfaultFailsThatBuildOnly) {
  auto builder = make();
  const BuiltObject crashed = build(builder, "segfault");
  EXPECT_EQ(crashed.failure.rfind("crash: killed by signal 11", 0), 0u) << crashed.failure;
  EXPECT_TRUE(crashed.code_object.empty());
  EXPECT_EQ(build(builder, "after").failure, "");
}

TEST(IsolatedBuilder, AFatalErrorNamesItsFirstStderrLine) {
  auto builder = make();
  const BuiltObject crashed = build(builder, "fatal");
  EXPECT_EQ(crashed.failure, "crash: killed by signal 6 (" + std::string(strsignal(SIGABRT)) +
                                 "): LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.stand.in");
  const BuiltObject exited = build(builder, "exit");
  EXPECT_EQ(exited.failure, "crash: exited with code 1 before reporting");
}

TEST(IsolatedBuilder, AHangIsKilledAtTheTimeout) {
  auto builder = make(std::chrono::milliseconds(300));
  EXPECT_EQ(build(builder, "hang").failure, "crash: timed out");
  EXPECT_EQ(build(builder, "after").failure, "");
}

}  // namespace
}  // namespace irgate::toolchain
