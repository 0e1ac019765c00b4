// tests/emulator/translate_hostile_test.cpp — replays what fuzz/llvm_translate_fuzzer found in
// emu::translate_kernel: text that is not LLVM IR must come back as an Error, never a crash.
//
// The found input is a `;` comment with a NUL in it and no newline, handed over as a
// string_view with no NUL after it. LLVM's lexer reads until a NUL one past the text, so it ran
// off the end. Here the text ends exactly at an unreadable page, so reading one byte past it
// faults in every build (not only under the fuzzer's allocator).
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstring>
#include <string_view>

#include "emulator/translate.h"

namespace {

// The bytes the fuzzer reported (crash-be4315bffd549028c89875035565434468e57fd7).
constexpr char kFoundInput[] =
    "; irga\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13\x13" "ce(8) @llvnestm.amdgcn.make\0\0\0\t"
    "fee(1) %ws, i16 0, i64 %nrec.1, 1";

// `text` copied to the very end of a readable page that an inaccessible page follows.
class TextBeforeGuardPage {
 public:
  explicit TextBeforeGuardPage(std::string_view text) : page_(size_t(sysconf(_SC_PAGESIZE))) {
    void* m = mmap(nullptr, 2 * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    EXPECT_NE(m, MAP_FAILED);
    base_ = static_cast<char*>(m);
    EXPECT_EQ(mprotect(base_ + page_, page_, PROT_NONE), 0);
    char* at = base_ + page_ - text.size();
    std::memcpy(at, text.data(), text.size());
    view_ = std::string_view(at, text.size());
  }
  ~TextBeforeGuardPage() { munmap(base_, 2 * page_); }
  std::string_view view() const { return view_; }

 private:
  size_t page_;
  char* base_ = nullptr;
  std::string_view view_;
};

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
