// tests/emulator/translate_hostile_test.cpp — replays what fuzz/llvm_translate_fuzzer found in
// emu::translate_kernel: text that is not LLVM IR must come back as an Error, never a crash.
//
// The found input is a `;` comment with a NUL in it and no newline, handed over as a
// string_view with no NUL after it. LLVM's lexer reads until a NUL one past the text, so it ran
// off the end. Here the text ends exactly at an unreadable page, so reading one byte past it
// faults in every build (not only under the fuzzer's allocator).
#include <gtest/gtest.h>

#include <string_view>

#include "emulator/translate.h"
#include "tests/support_lib/guard_page.h"

namespace {

using irgate::testing::TextBeforeGuardPage;

// The bytes the fuzzer reported (crash-be4315bffd549028c89875035565434468e57fd7).
constexpr char kFoundInput[] =
    "; irga\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13" "ce(8) @llvnestm.amdgcn.make\0\0\0\t"
    "fee(1) %ws, i16 0, i64 %nrec.1, 1";

TEST(TranslateHostile, CommentRunningToTheEndOfAnUnterminatedViewIsAnError) {
  TextBeforeGuardPage text(std::string_view(kFoundInput, sizeof kFoundInput - 1));
  auto program = irgate::emu::translate_kernel(text.view());
  ASSERT_FALSE(program);
  EXPECT_NE(program.error().message.find("no amdgpu_kernel"), std::string::npos) << program.error().message;
}

TEST(TranslateHostile, GarbageAtTheEndOfAnUnterminatedViewIsAParseError) {
  TextBeforeGuardPage text("define amdgpu_kernel void @k(");
  auto program = irgate::emu::translate_kernel(text.view());
  ASSERT_FALSE(program);
  EXPECT_NE(program.error().message.find("parse error"), std::string::npos) << program.error().message;
}

}  // namespace
