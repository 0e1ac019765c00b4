// tests/contract/opcode_values_test.cpp — pins every opcode value of opcodes.def.
//
// Values are append-only: a reorder, a reuse or a renumbering of any row fails here. Adding an
// op means adding its pin below with the next free value.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

namespace {

struct Row {
  const char* name;
  int value;
};
constexpr Row kTable[] = {
#define IRG_OP(Enum, name, value, effect, n_in, n_out, hint) {name, value},
#include "irgate/opcodes.def"
#undef IRG_OP
};

const std::map<std::string, int> kPinned = {
    {"arith.constant", 1},
    {"arith.addi", 2},
    {"arith.subi", 3},
    {"arith.muli", 4},
    {"arith.divui", 5},
    {"arith.remui", 6},
    {"arith.andi", 7},
    {"arith.ori", 8},
    {"arith.shli", 9},
    {"arith.shrui", 10},
    {"arith.cmpi", 11},
    {"arith.select", 12},
    {"arith.addf", 13},
    {"arith.mulf", 14},
    {"arith.fma", 15},
    {"arith.cmpf", 16},
    {"arith.extf", 17},
    {"arith.truncf", 18},
    {"arith.extui", 19},
    {"arith.trunci", 20},
    {"arith.bitcast", 21},
    {"gpu.thread_id_x", 22},
    {"gpu.block_id_x", 23},
    {"gpu.block_id_y", 24},
    {"gpu.block_id_z", 25},
    {"gpu.barrier", 26},
    {"tile.buffer_rsrc", 27},
    {"tile.buffer_load_i16", 28},
    {"tile.buffer_load_f32", 29},
    {"tile.buffer_store_i16", 30},
    {"tile.buffer_store_f32", 31},
    {"tile.buffer_atomic_fadd_f32", 32},
    {"tile.lds_alloc", 33},
    {"tile.lds_load_f32", 34},
    {"tile.lds_store_f32", 35},
    {"scf.for", 36},
    {"scf.yield", 37},
    {"scf.if", 38},
    {"scf.if_else", 39},
    {"vec.concat", 40},
    {"vec.extract", 41},
    {"tile.buffer_load_b128", 42},
    {"tile.lds_store_b128", 43},
    {"tile.lds_load_tr16_b128", 44},
    {"tile.wmma_f32_16x16x32", 45},
    {"gpu.readfirstlane", 46},
    {"tile.tdm_load_b16_2d", 47},
    {"tile.tdm_wait", 48},
    {"tile.lds_load_b64", 49},
    {"tile.wmma_f32_16x16x4_f32", 50},
    {"tile.lds_load_b16", 51},
    {"vec.from_elements", 52},
    {"tile.wmma_f32_16x16x16", 53},
};

TEST(OpcodeValues, EveryOpHasItsPinnedValue) {
  for (const Row& r : kTable) {
    auto it = kPinned.find(r.name);
    ASSERT_NE(it, kPinned.end()) << r.name << " has no pin: add it with the next free value";
    EXPECT_EQ(r.value, it->second) << r.name << " moved: opcode values are append-only";
  }
  EXPECT_EQ(std::size(kTable), kPinned.size()) << "a pinned op disappeared from opcodes.def";
}

TEST(OpcodeValues, ValuesAreUniqueAndDense) {
  std::set<int> seen;
  for (const Row& r : kTable) EXPECT_TRUE(seen.insert(r.value).second) << r.name << " reuses " << r.value;
  EXPECT_EQ(*seen.begin(), 1);
  EXPECT_EQ(*seen.rbegin(), static_cast<int>(seen.size()));
}

TEST(OpcodeValues, TheBufferAtomicIsAnEffectfulOp) {
  EXPECT_EQ(kPinned.at("tile.buffer_atomic_fadd_f32"), 32);
}

}  // namespace
