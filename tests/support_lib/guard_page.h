// tests/support_lib/guard_page.h — a text placed so that its last byte is the last readable byte:
// an inaccessible page follows it, so a reader that runs one byte past the end faults in every
// build, not only under ASan or the fuzzer's allocator.
//
// Used by the regression tests of libFuzzer findings where a parser read past a text that has no
// NUL after it (tests/emulator/translate_hostile_test.cpp, tests/twin_engine/parse_roundtrip_test.cpp).
//
//   irgate::testing::TextBeforeGuardPage text("irgate.ir v1\nkernel @k {}\n  %3");
//   parse(text.view());   // a read past "%3" is a SIGSEGV, not a silent overread
#pragma once

#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstring>
#include <string_view>

namespace irgate::testing {

class TextBeforeGuardPage {
 public:
  explicit TextBeforeGuardPage(std::string_view text) : page_(std::size_t(sysconf(_SC_PAGESIZE))) {
    EXPECT_LE(text.size(), page_);
    void* m = mmap(nullptr, 2 * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    EXPECT_NE(m, MAP_FAILED);
    base_ = static_cast<char*>(m);
    EXPECT_EQ(mprotect(base_ + page_, page_, PROT_NONE), 0);
    char* at = base_ + page_ - text.size();
    std::memcpy(at, text.data(), text.size());
    view_ = std::string_view(at, text.size());
  }
  TextBeforeGuardPage(const TextBeforeGuardPage&) = delete;
  TextBeforeGuardPage& operator=(const TextBeforeGuardPage&) = delete;
  ~TextBeforeGuardPage() { munmap(base_, 2 * page_); }
  std::string_view view() const { return view_; }

 private:
  std::size_t page_;
  char* base_ = nullptr;
  std::string_view view_;
};

}  // namespace irgate::testing
