// engine/kernels/wmma_fragments.h — the pieces the two gfx1250 WMMA families share: the wave32
// ds_load_tr16_b128 lane map, the lane's read base into a K-major LDS tile, one 16-element WMMA
// fragment from two transpose reads, and the LDS store address of a staged 16-byte chunk.
// docs/kernels/direct_wgrad.md (TR16_LANE_MAP, STORE_ADDR, COMPUTE) is the recipe they follow;
// §direct_wgrad_small_c uses the same lines.
//
//   Tr16LaneMap map = emit_tr16_lane_map(b, lane);
//   Value* a_lane = emit_lane_read_base(b, map, dy_pitch, wkb, "a");   // a_r, a_c, a_e, a_lane
//   Value* a = emit_fragment(b, lds, a_lane, offset, dy_pitch, ScalarKind::F16, "a");
#pragma once

#include <string>

#include "engine/ir/builder.h"

namespace irgate::engine {

// tr_row = 8*(lane/16) + lane%8 and tr_col = 8*((lane%16)/8), with the two partial values the
// epilogues reuse: khalf = 8*(lane/16) (the first accumulator row of the lane) and lcol = lane%16
// (its accumulator column).
struct Tr16LaneMap {
  Value *khalf, *lcol, *tr_row, *tr_col;
};
Tr16LaneMap emit_tr16_lane_map(Builder& b, Value* lane);

// The byte address a lane supplies to a transpose read of a tile with `pitch` elements a row,
// less the per-read constants: <x>_r = tr_row*pitch, <x>_c = + tr_col, [<x>_e = + wave_base],
// <x>_lane = *2. wave_base may be nullptr (every wave reads the whole tile).
Value* emit_lane_read_base(Builder& b, const Tr16LaneMap& map, int pitch, Value* wave_base, const std::string& x);

// Two transpose reads 16 rows apart (<x>_addr, <x>_lo, <x>_addr, <x>_hi), concatenated into one
// vec<16 x elem> WMMA operand (<x>_frag).
Value* emit_fragment(Builder& b, Value* lds, Value* lane_base, int offset, int pitch, ScalarKind elem,
                     const std::string& x);

// A staged value between the load and the store phase of a sync step.
struct StagedChunk {
  Value* value;
  Value* lds_offset;
  Value* in_region;  // the chunk-index guard, or nullptr when every thread's chunk is real
};

// STORE_ADDR(row, col, P, base, e, N): byte offset ((row*P + col)*2 + base) of a staged chunk,
// and the guard e < N when N is not a multiple of the block's threads.
StagedChunk emit_store_address(Builder& b, Value* value, Value* row, Value* col, int pitch, int base, Value* e,
                               int region_chunks, int threads);

}  // namespace irgate::engine
