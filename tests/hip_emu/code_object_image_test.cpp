// tests/hip_emu/code_object_image_test.cpp — hipModuleLoadData's image size read from the ELF
// headers (hip_emu/code_object_image.h) on a planted ELF64 whose furthest byte is, in turn, the
// section header table, a section and a segment; and one case per refused image.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "hip_emu/code_object_image.h"

namespace irgate::hipemu {
namespace {

template <class T>
void put(std::vector<uint8_t>& b, size_t at, T v) {
  std::memcpy(b.data() + at, &v, sizeof v);
}

// An ELF64 image with one PROGBITS section [section_at, +section_size), one NOBITS section far
// past everything (it has no file bytes), one segment [0, segment_size), section headers at shoff.
std::vector<uint8_t> elf(uint64_t shoff, uint64_t section_at, uint64_t section_size, uint64_t segment_size) {
  std::vector<uint8_t> b(0x4000, 0);
  std::memcpy(b.data(), "\x7f" "ELF", 4);
  b[4] = 2, b[5] = 1;
  put<uint64_t>(b, 32, 64);     // e_phoff
  put<uint64_t>(b, 40, shoff);  // e_shoff
  put<uint16_t>(b, 54, 56), put<uint16_t>(b, 56, 1);
  put<uint16_t>(b, 58, 64), put<uint16_t>(b, 60, 2);
  put<uint64_t>(b, 64 + 8, 0), put<uint64_t>(b, 64 + 32, segment_size);  // p_offset, p_filesz
  put<uint32_t>(b, shoff + 4, 1), put<uint64_t>(b, shoff + 24, section_at), put<uint64_t>(b, shoff + 32, section_size);
  put<uint32_t>(b, shoff + 64 + 4, 8), put<uint64_t>(b, shoff + 64 + 24, 0x100000), put<uint64_t>(b, shoff + 64 + 32, 0x100000);
  return b;
}

TEST(HipEmuImage, TheSizeIsTheFurthestByteTheHeadersName) {
  EXPECT_EQ(*elf_image_size(elf(0x2000, 0x1000, 0x200, 0x1300).data()), 0x2000u + 2 * 64) << "the section headers";
  EXPECT_EQ(*elf_image_size(elf(0x1000, 0x1100, 0x2000, 0x100).data()), 0x3100u) << "a section";
  EXPECT_EQ(*elf_image_size(elf(0x1000, 0x1100, 0x10, 0x3800).data()), 0x3800u) << "a segment";
}

void expect_refused(const void* image, const std::string& says) {
  auto size = elf_image_size(image);
  ASSERT_FALSE(size);
  EXPECT_NE(size.error().message.find(says), std::string::npos) << size.error().message;
}

TEST(HipEmuImage, ANullImageIsRefused) { expect_refused(nullptr, "null"); }
TEST(HipEmuImage, AnImageWithoutTheElfMagicIsRefused) {
  std::vector<uint8_t> b(64, 0);
  expect_refused(b.data(), "not an ELF image");
}
TEST(HipEmuImage, AnElf32ImageIsRefused) {
  std::vector<uint8_t> b = elf(0x2000, 0x1000, 0x10, 0x10);
  b[4] = 1;
  expect_refused(b.data(), "not an ELF64 little-endian image");
}
TEST(HipEmuImage, AClangOffloadBundleIsRefusedByName) {
  std::vector<uint8_t> b(64, 0);
  std::memcpy(b.data(), "__CLANG_OFFLOAD_BUNDLE__", 24);
  expect_refused(b.data(), "clang offload bundle");
}
TEST(HipEmuImage, ASectionPastOneGibibyteIsRefused) {
  expect_refused(elf(0x2000, 0x1000, uint64_t(1) << 31, 0x10).data(), "ends past 1 GiB");
}

}  // namespace
}  // namespace irgate::hipemu
