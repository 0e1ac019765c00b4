// tests/dump/npy_test.cpp — the .npy writer against the format's own definition (numpy.lib.format
// version 1.0): magic, version, little-endian header length, the dict literal, 64-byte alignment,
// the data bytes unchanged; and the header parser on files written by hand.
#include <gtest/gtest.h>

#include <cstring>

#include "runtime/npy.h"

namespace irgate {
namespace {

TEST(Npy, HeaderIsTheFormatsDictPaddedTo64BytesAndDataFollowsUnchanged) {
  const uint16_t halves[6] = {0x3C00, 0xBC00, 0x0001, 0x7BFF, 0x8000, 0x3555};
  auto file = npy::encode("<f2", {2, 3}, halves, sizeof halves);
  ASSERT_TRUE(file) << file.error().message;
  ASSERT_GE(file->size(), 10u);
  EXPECT_EQ(file->substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
  const size_t len = size_t(uint8_t((*file)[8])) | size_t(uint8_t((*file)[9])) << 8;
  EXPECT_EQ((10 + len) % 64, 0u);
  const std::string dict = "{'descr': '<f2', 'fortran_order': False, 'shape': (2, 3), }";
  EXPECT_EQ(file->substr(10, dict.size()), dict);
  EXPECT_EQ((*file)[10 + len - 1], '\n');
  for (size_t i = 10 + dict.size(); i < 10 + len - 1; ++i) EXPECT_EQ((*file)[i], ' ') << i;
  ASSERT_EQ(file->size(), 10 + len + sizeof halves);
  EXPECT_EQ(std::memcmp(file->data() + 10 + len, halves, sizeof halves), 0);
  // little endian: 0x3C00 is stored 00 3C
  EXPECT_EQ(uint8_t((*file)[10 + len]), 0x00);
  EXPECT_EQ(uint8_t((*file)[10 + len + 1]), 0x3C);
}

TEST(Npy, OneDimensionalShapeHasTheTupleComma) {
  const float v[3] = {1, 2, 3};
  auto file = npy::encode("<f4", {3}, v, sizeof v);
  ASSERT_TRUE(file);
  EXPECT_NE(file->find("'shape': (3,), }"), std::string::npos);
  auto h = npy::parse_header(*file);
  ASSERT_TRUE(h) << h.error().message;
  EXPECT_EQ(h->descr, "<f4");
  EXPECT_EQ(h->shape, (std::vector<int64_t>{3}));
  EXPECT_FALSE(h->fortran_order);
  EXPECT_EQ(h->data_offset + sizeof v, file->size());
}

TEST(Npy, ParsesWhatItWritesForEveryDescr) {
  std::vector<uint8_t> bytes(2 * 9 * 9 * 37 * 2);
  for (const char* descr : {"<f2", "<u2"}) {
    auto file = npy::encode(descr, {2, 9, 9, 37}, bytes.data(), bytes.size());
    ASSERT_TRUE(file);
    auto h = npy::parse_header(*file);
    ASSERT_TRUE(h) << h.error().message;
    EXPECT_EQ(h->descr, descr);
    EXPECT_EQ(h->shape, (std::vector<int64_t>{2, 9, 9, 37}));
    EXPECT_EQ(h->data_offset % 64, 0u);
  }
}

TEST(Npy, ParsesAHeaderWrittenByHandAsNumPyWouldWriteIt) {
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (4, 1, 2), }";
  dict.append(128 - 10 - dict.size() - 1, ' ');
  dict += '\n';
  std::string file("\x93NUMPY\x01\x00", 8);
  file += char(dict.size()), file += char(0), file += dict, file.append(32, '\0');
  auto h = npy::parse_header(file);
  ASSERT_TRUE(h) << h.error().message;
  EXPECT_EQ(h->shape, (std::vector<int64_t>{4, 1, 2}));
  EXPECT_EQ(h->data_offset, 128u);
}

TEST(Npy, RefusesAShapeThatDoesNotMatchTheBytesAndUnknownDescrs) {
  const float v[4] = {};
  EXPECT_FALSE(npy::encode("<f4", {5}, v, sizeof v));
  EXPECT_FALSE(npy::encode("<f8", {2}, v, sizeof v));
  EXPECT_FALSE(npy::encode("<f4", {-1, -4}, v, sizeof v));
  EXPECT_FALSE(npy::parse_header("not a npy file"));
  std::string v2("\x93NUMPY\x02\x00\x00\x00", 10);
  EXPECT_FALSE(npy::parse_header(v2));
}

}  // namespace
}  // namespace irgate
