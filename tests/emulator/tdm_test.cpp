// tests/emulator/tdm_test.cpp — the Tensor Data Mover model (emulator/exec_tensor.cpp) one field
// at a time, on tests/emulator/tdm_kernel.h's single-copy kernel: what a copy lands (2-D, padded,
// 1-D, past its tensor, under a partial EXEC), and one negative test per field the model refuses,
// named after the field (as Halide's test/error: one expected error per test).
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "tests/emulator/harness.h"
#include "tests/emulator/tdm_kernel.h"

namespace irgate::emu {
namespace {

using test::TdmDescriptor;

// A 16 x 8 tensor of 16-bit elements whose element (c, r) holds 0x100 * r + c + 1 (never 0).
struct TdmSetup {
  GlobalMemory mem;
  uint64_t src = 0, out = 0;
  static constexpr uint32_t kCols = 16, kRows = 8;
  TdmSetup() {
    src = mem.allocate("src", kCols * kRows * 2);
    out = mem.allocate("out", 256);
    std::vector<uint16_t> v(kCols * kRows);
    for (uint32_t r = 0; r < kRows; ++r)
      for (uint32_t c = 0; c < kCols; ++c) v[r * kCols + c] = uint16_t(0x100 * r + c + 1);
    mem.write(src, v.data(), v.size() * 2);
    mem.fill_zero(out, 256);
  }
  // Runs the copy with `issuers` lanes issuing it; returns the 128 halves of LDS (the whole array).
  std::vector<uint16_t> run(const TdmDescriptor& d, Report& r, uint32_t issuers = 32) {
    r = test::run_ok(test::kTdmCopy, "gfx1250", {1, 1, 1}, {32, 1, 1}, d.kernargs(out, issuers), mem);
    return test::read_back<uint16_t>(mem, out, 128);
  }
  static uint16_t element(uint32_t c, uint32_t r) { return uint16_t(0x100 * r + c + 1); }
};

// The fault's text for a descriptor the model must refuse.
std::string refusal(const TdmDescriptor& d) {
  TdmSetup s;
  Report r;
  s.run(d, r);
  EXPECT_TRUE(r.faulted) << "the copy was accepted";
  return test::findings_text(r);
}

TdmDescriptor tile_4x4(const TdmSetup& s) { return TdmDescriptor::copy_2d(s.src, 4, 4, TdmSetup::kCols); }

// The whole 16 x 8 tensor: 256 bytes, all of the kernel's LDS (so its read-back of LDS reads only
// bytes the copy wrote, and any finding is the copy's).
TdmDescriptor tile_whole(const TdmSetup& s) {
  return TdmDescriptor::copy_2d(s.src, TdmSetup::kCols, TdmSetup::kRows, TdmSetup::kCols);
}

TEST(Tdm, TwoDimensionalCopyLandsRowByRow) {
  TdmSetup s;
  Report r;
  std::vector<uint16_t> lds = s.run(tile_whole(s), r);
  ASSERT_EQ(r.total(), 0u) << test::findings_text(r);
  for (uint32_t row = 0; row < TdmSetup::kRows; ++row)
    for (uint32_t c = 0; c < TdmSetup::kCols; ++c)
      EXPECT_EQ(lds[row * TdmSetup::kCols + c], TdmSetup::element(c, row)) << row << "," << c;
}

TEST(Tdm, PaddingSkipsDwordsAfterEachInterval) {
  TdmSetup s;
  TdmDescriptor d = tile_4x4(s);  // rows of 8 bytes = 2 dwords
  d.set_padding(2, 1);           // after every 2 dwords of the stream, skip 1
  Report r;
  // The skipped dwords are never written, so the kernel's read-back of them is an uninitialised
  // read: check what landed, and that the only findings are those reads.
  std::vector<uint16_t> lds = s.run(d, r);
  EXPECT_EQ(r.count(FindingKind::Fault), 0u) << test::findings_text(r);
  for (uint32_t row = 0; row < 4; ++row)
    for (uint32_t c = 0; c < 4; ++c) EXPECT_EQ(lds[row * 6 + c], TdmSetup::element(c, row)) << row << "," << c;
}

TEST(Tdm, TileDim1ZeroIsAOneDimensionalCopy) {
  // tile_dim1 = 0: dimension 1 unused (rocJITsu: the rank is the highest non-zero tile dim; MLIR
  // leaves tile_dim1 zero for a rank-1 LDS shape): tile_dim0 elements of row 0, tensor_dim1 unread.
  TdmSetup s;
  TdmDescriptor d = TdmDescriptor::copy_2d(s.src, 8, 0, TdmSetup::kCols);
  d.set_tensor(8, 0);
  Report r;
  std::vector<uint16_t> lds = s.run(d, r);
  for (uint32_t c = 0; c < 8; ++c) EXPECT_EQ(lds[c], TdmSetup::element(c, 0)) << c;
  EXPECT_EQ(r.count(FindingKind::Fault), 0u) << test::findings_text(r);
  EXPECT_GE(r.count(FindingKind::Uninitialized), 1u) << "the bytes past the 8 elements were never written";
}

TEST(Tdm, ElementsPastTheTensorLandAsZeros) {
  // tensor 13 x 5 under the 16 x 8 tile: columns 13-15 and rows 5-7 are outside and land as zero
  // (written: the read-back finds no never-written byte).
  TdmSetup s;
  TdmDescriptor d = tile_whole(s);
  d.set_tensor(13, 5);
  Report r;
  std::vector<uint16_t> lds = s.run(d, r);
  ASSERT_EQ(r.total(), 0u) << test::findings_text(r);
  for (uint32_t row = 0; row < TdmSetup::kRows; ++row)
    for (uint32_t c = 0; c < TdmSetup::kCols; ++c)
      EXPECT_EQ(lds[row * TdmSetup::kCols + c], row < 5 && c < 13 ? TdmSetup::element(c, row) : 0) << row << "," << c;
}

TEST(Tdm, AZeroTensorExtentMasksTheWholeCopy) {
  TdmSetup s;
  TdmDescriptor d = tile_whole(s);
  d.set_tensor(0, TdmSetup::kRows);
  Report r;
  std::vector<uint16_t> lds = s.run(d, r);
  ASSERT_EQ(r.total(), 0u) << test::findings_text(r);
  for (uint32_t k = 0; k < 128; ++k) EXPECT_EQ(lds[k], 0) << k;
}

TEST(Tdm, OutOfTensorElementsReadNoMemory) {
  // A source pointer 4 bytes before the end of its allocation, with a tensor of 2 elements: the
  // in-tensor elements are in the allocation, the tile's other two would not be.
  TdmSetup s;
  TdmDescriptor d = TdmDescriptor::copy_2d(s.src + TdmSetup::kCols * TdmSetup::kRows * 2 - 4, 4, 0, 4);
  d.set_tensor(2, 0);
  Report r;
  std::vector<uint16_t> lds = s.run(d, r);
  EXPECT_EQ(r.count(FindingKind::Fault), 0u) << test::findings_text(r);
  EXPECT_EQ(lds[0], TdmSetup::element(14, 7));
  EXPECT_EQ(lds[1], TdmSetup::element(15, 7));
  EXPECT_EQ(lds[2], 0);
  EXPECT_EQ(lds[3], 0);
}

TEST(Tdm, OnePartialExecIssueIsOneWholeCopy) {
  // Lanes 0-4 issue it: the wave still issues one copy of the whole tile (EXEC is not a lane mask
  // of the transfer: the descriptor is read from SGPRs).
  TdmSetup s;
  Report r;
  std::vector<uint16_t> lds = s.run(tile_whole(s), r, 5);
  ASSERT_EQ(r.total(), 0u) << test::findings_text(r);
  for (uint32_t row = 0; row < TdmSetup::kRows; ++row)
    for (uint32_t c = 0; c < TdmSetup::kCols; ++c)
      EXPECT_EQ(lds[row * TdmSetup::kCols + c], TdmSetup::element(c, row)) << row << "," << c;
}

// One negative test per refused field.
void expect_refused(TdmDescriptor d, const char* field) {
  const std::string text = refusal(d);
  EXPECT_NE(text.find("unsupported: tensor.load.to.lds"), std::string::npos) << text;
  EXPECT_NE(text.find(field), std::string::npos) << text;
}

class TdmUnsupported : public ::testing::Test {
 protected:
  TdmSetup s;
  TdmDescriptor d = tile_4x4(s);
};

TEST_F(TdmUnsupported, IsRestore) { d.g0[0] |= 1u << 2; expect_refused(d, "is_restore"); }
TEST_F(TdmUnsupported, IsStore) { d.g0[0] |= 1u << 3; expect_refused(d, "is_store"); }
TEST_F(TdmUnsupported, Nv) { d.g0[0] |= 1u << 4; expect_refused(d, "nv (g0.0 bit 4)"); }
TEST_F(TdmUnsupported, Scope) { d.g0[0] |= 1u << 6; expect_refused(d, "scope"); }
TEST_F(TdmUnsupported, Th) { d.g0[0] |= 1u << 8; expect_refused(d, "th (g0.0"); }
TEST_F(TdmUnsupported, Group0ReservedBits) { d.g0[0] |= 1u << 20; expect_refused(d, "reserved bits g0.0[29:10]"); }
TEST_F(TdmUnsupported, GatherMode) { d.g0[0] |= 1u << 31; expect_refused(d, "gather/scatter"); }
TEST_F(TdmUnsupported, CountOtherThanOne) { d.g0[0] = (d.g0[0] & ~3u) | 2u; expect_refused(d, "count (pred"); }
TEST_F(TdmUnsupported, TypeOtherThanTwo) { d.g0[3] &= ~(3u << 30); expect_refused(d, "type (g0.3"); }
TEST_F(TdmUnsupported, Group0Word3ReservedBits) { d.g0[3] |= 1u << 27; expect_refused(d, "reserved bits g0.3[29:25]"); }
TEST_F(TdmUnsupported, Multicast) { d.g1[0] |= 1u; expect_refused(d, "multicast"); }
TEST_F(TdmUnsupported, AtomicBarrier) { d.g1[0] |= 1u << 18; expect_refused(d, "atomic barrier"); }
TEST_F(TdmUnsupported, IterateMode) { d.g1[0] |= 1u << 19; expect_refused(d, "iterate mode"); }
TEST_F(TdmUnsupported, EarlyTimeout) { d.g1[0] |= 1u << 21; expect_refused(d, "early_timeout (g1.0 bit 21)"); }
TEST_F(TdmUnsupported, TileDim2) { d.g1[4] |= 1u << 16; expect_refused(d, "tile_dim2"); }
TEST_F(TdmUnsupported, RowStrideAbove32Bits) { d.g1[6] |= 1u; expect_refused(d, "row stride above 32 bits"); }
TEST_F(TdmUnsupported, TensorDim1Stride) { d.g1[6] |= 1u << 16; expect_refused(d, "tensor_dim1_stride"); }
TEST_F(TdmUnsupported, MoreThanTwoDimensions) { d.g2_0 = 1; expect_refused(d, "more than 2 dimensions"); }
TEST_F(TdmUnsupported, TileDim0ZeroUnderRows) {
  d.g1[3] &= 0xFFFFu;  // tile_dim0 = 0, tile_dim1 = 4
  expect_refused(d, "tile_dim0 of 0 under a tile_dim1 of 4");
}
TEST_F(TdmUnsupported, EmptyTile) {
  d.g1[3] &= 0xFFFFu;
  d.g1[4] = 0;
  expect_refused(d, "empty tile");
}
TEST_F(TdmUnsupported, PaddingOfRowsNotAMultipleOfFourBytes) {
  TdmDescriptor odd = TdmDescriptor::copy_2d(s.src, 3, 4, TdmSetup::kCols);  // rows of 6 bytes
  odd.set_padding(2, 1);
  expect_refused(odd, "padding of rows of 6 bytes");
}
TEST_F(TdmUnsupported, DescriptorThatDiffersBetweenLanes) {
  d.vary = true;  // lane l's LDS address is l: the SGPR descriptor cannot hold that
  expect_refused(d, "descriptor that differs between lanes");
}

}  // namespace
}  // namespace irgate::emu
