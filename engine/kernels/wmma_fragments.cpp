// engine/kernels/wmma_fragments.cpp — see wmma_fragments.h.
#include "engine/kernels/wmma_fragments.h"

namespace irgate::engine {

Tr16LaneMap emit_tr16_lane_map(Builder& b, Value* lane) {
  Value* half = b.binary(Opcode::ARITH_SHRUI, lane, 4, "half");
  Value* khalf = b.binary(Opcode::ARITH_SHLI, half, 3, "khalf");
  Value* lrow = b.binary(Opcode::ARITH_ANDI, lane, 7, "lrow");
  Value* tr_row = b.binary(Opcode::ARITH_ADDI, khalf, lrow, "tr_row");
  Value* lcol = b.binary(Opcode::ARITH_ANDI, lane, 15, "lcol");
  Value* cgrp = b.binary(Opcode::ARITH_SHRUI, lcol, 3, "cgrp");
  Value* tr_col = b.binary(Opcode::ARITH_SHLI, cgrp, 3, "tr_col");
  return {khalf, lcol, tr_row, tr_col};
}

Value* emit_lane_read_base(Builder& b, const Tr16LaneMap& map, int pitch, Value* wave_base, const std::string& x) {
  Value* row = b.binary(Opcode::ARITH_MULI, map.tr_row, pitch, x + "_r");
  Value* element = b.binary(Opcode::ARITH_ADDI, row, map.tr_col, x + "_c");
  if (wave_base) element = b.binary(Opcode::ARITH_ADDI, element, wave_base, x + "_e");
  return b.binary(Opcode::ARITH_SHLI, element, 1, x + "_lane");
}

Value* emit_fragment(Builder& b, Value* lds, Value* lane_base, int offset, int pitch, ScalarKind elem,
                     const std::string& x) {
  const Type half8 = Type::vec(elem, 8);
  Value* addr_lo = b.binary(Opcode::ARITH_ADDI, lane_base, offset, x + "_addr");
  Value* lo = b.one(Opcode::TILE_LDS_LOAD_TR16_B128, {lds, addr_lo}, half8, x + "_lo");
  Value* addr_hi = b.binary(Opcode::ARITH_ADDI, lane_base, offset + 32 * pitch, x + "_addr");
  Value* hi = b.one(Opcode::TILE_LDS_LOAD_TR16_B128, {lds, addr_hi}, half8, x + "_hi");
  return b.one(Opcode::VEC_CONCAT, {lo, hi}, Type::vec(elem, 16), x + "_frag");
}

StagedChunk emit_store_address(Builder& b, Value* value, Value* row, Value* col, int pitch, int base, Value* e,
                               int region_chunks, int threads) {
  Value* lrow = b.binary(Opcode::ARITH_MULI, row, pitch, "lrow");
  Value* lel = b.binary(Opcode::ARITH_ADDI, lrow, col, "lel");
  Value* lb = b.binary(Opcode::ARITH_SHLI, lel, 1, "lb");
  Value* la = b.binary(Opcode::ARITH_ADDI, lb, base, "la");
  Value* in_region = nullptr;
  if (region_chunks % threads != 0) in_region = b.cmpi("ult", e, region_chunks, "eok");
  return {value, la, in_region};
}

}  // namespace irgate::engine
