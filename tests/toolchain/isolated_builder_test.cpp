// tests/toolchain/isolated_builder_test.cpp — IsolatedBuilder with stand-in inner builders: what
// the inner builder returns arrives unchanged (binary bytes too), one child serves build after
// build, and a child that segfaults, aborts after a fatal error, exits or hangs fails only its own
// build, with how it died and the first line it wrote to stderr; the next build gets a new child. The real backend's abort is in in_process_identity_test.cpp.
#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>

#include "toolchain/isolated_builder.h"
#include "toolchain/tempdir.h"

namespace irgate::toolchain {
namespace {

class StandIn final : public ObjectBuilder {
 public:
  explicit StandIn(std::function<BuiltObject(const std::string&)> fn) : fn_(std::move(fn)) {}
  BuiltObject build(const std::filesystem::path&, const std::string& text, const std::string&) override {
    return fn_(text);
  }

 private:
  std::function<BuiltObject(const std::string&)> fn_;
};

// The stand-in's behaviour is chosen by the "LLVM text" it is given.
BuiltObject behave(const std::string& text) {
  if (text == "segfault") ::raise(SIGSEGV);
  if (text == "fatal") {
    std::fputs("\nLLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.stand.in\nStack dump:\n", stderr);
    std::fflush(stderr);
    std::abort();
  }
  if (text == "exit") std::exit(1);
  if (text == "hang") ::pause();
  static int builds_in_this_process = 0;
  if (text == "count") return BuiltObject{.code_object = std::to_string(++builds_in_this_process)};
  BuiltObject b;
  b.code_object = std::string("\x7f" "ELF\0\0\xff", 7) + text;
  b.notes = "amdhsa.kernels:\n  - .name: k\n";
  b.failure = text == "fails" ? "compile: error: stand-in" : "";
  b.seconds = {0.25, 1.5, 0.125, 0.0625};
  return b;
}

BuiltObject build(IsolatedBuilder& builder, const std::string& text) {
  auto dir = TempDir::create("irgate-isolated-test");
  if (!dir) return BuiltObject{.failure = dir.error().message};
  return builder.build(dir->path(), text, "gfx1250");
}

IsolatedBuilder make(std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
  return IsolatedBuilder(std::make_unique<StandIn>(behave), timeout);
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
  EXPECT_EQ(build(builder, "count").code_object, "2");  // the same child, still warm
  EXPECT_NE(build(builder, "segfault").failure, "");
  EXPECT_EQ(build(builder, "count").code_object, "1");  // a new child
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
