// engine/kernels/direct_wgrad_tdm.cpp — see direct_wgrad_tdm.h. Follows docs/kernels.md
// §The TDM ring line by line: every literal is an arith.constant made right before its op.
#include "engine/kernels/direct_wgrad_tdm.h"

#include <string>

namespace irgate::engine {

void TdmRing::issue(Value* u) {
  auto add = [&](Value* a, auto k, const char* hint) { return b_.binary(Opcode::ARITH_ADDI, a, k, hint); };
  Value* rg = b_.binary(Opcode::ARITH_DIVUI, u, v_.ncols, "rg");
  Value* ccol = b_.binary(Opcode::ARITH_REMUI, u, v_.ncols, "ccol");
  Value* rgo = b_.binary(Opcode::ARITH_MULI, rg, s_.rows_per_sync, "rgo");
  Value* ho_s = add(v_.ho_lo, rgo, "ho_s");
  Value* wo_s = b_.binary(Opcode::ARITH_SHLI, ccol, 5, "wo_s");
  Value* slot = b_.binary(Opcode::ARITH_REMUI, u, s_.tdm_stages, "slot");
  Value* slot_off = b_.binary(Opcode::ARITH_MULI, slot, d_.stage_bytes, "slot_off");
  // Positions of the dY row group in range: the step's column chunk always starts inside Wo.
  Value* wo_left = b_.binary(Opcode::ARITH_SUBI, v_.param("wo"), wo_s, "wo_left");
  Value* wo_fit = b_.cmpi("ult", wo_left, 32, "wo_fit");
  Value* wo_n = b_.select(wo_fit, wo_left, int64_t{32}, "wo_n");
  // The X strip's rows inside the image: [lead, lead + x_span) of the SW strip rows.
  Value* wb = b_.binary(Opcode::ARITH_SUBI, wo_s, s_.pad_w, "wb");
  Value* lead_neg = b_.cmpi("slt", wb, int64_t{0}, "lead_neg");
  Value* lead_a = b_.binary(Opcode::ARITH_SUBI, b_.const_i32(0), wb, "lead_a");
  Value* lead = b_.select(lead_neg, lead_a, int64_t{0}, "lead");
  Value* x_first = add(wb, lead, "x_first");
  Value* x_end_a = add(wb, int64_t{d_.strip_rows}, "x_end");
  Value* x_fit = b_.cmpi("slt", x_end_a, v_.param("wi"), "x_fit");
  Value* x_end = b_.select(x_fit, x_end_a, v_.param("wi"), "x_end");
  Value* x_span_a = b_.binary(Opcode::ARITH_SUBI, x_end, x_first, "x_span");
  Value* x_some = b_.cmpi("slt", x_first, x_end, "x_some");
  Value* x_span = b_.select(x_some, x_span_a, int64_t{0}, "x_span");
  Value* lead_b = b_.binary(Opcode::ARITH_MULI, lead, 2 * d_.x_pitch, "lead_b");
  // el: the element offset of (image row `row`, position `first`, the block's first channel) of
  // tensor `t` ("dy" or "x"): <t>_row, <t>_r, col, el, el.
  auto element = [&](const std::string& t, Value* row, Value* first, Value* image, Value* channel) {
    Value* row_off = b_.binary(Opcode::ARITH_MULI, row, v_.param((t + "_stride_h").c_str()), t + "_row");
    Value* row_base = add(image, row_off, (t + "_r").c_str());
    Value* col = b_.binary(Opcode::ARITH_MULI, first, v_.param((t + "_stride_w").c_str()), "col");
    Value* el = add(row_base, col, "el");
    return add(el, channel, "el");
  };
  for (int q = 0; q < s_.rows_per_sync; ++q) {
    Value* hq = add(ho_s, int64_t{q}, "ho");
    Value* hok = b_.cmpi("ult", hq, v_.ho_hi, "hok");
    Value* dy_n = b_.select(hok, wo_n, int64_t{0}, "dy_n");
    Value* dy_el = element("dy", hq, wo_s, v_.dy_img, v_.dy_ch);
    Value* dy_dst = add(slot_off, int64_t{d_.dy_lds(q)}, "dst");
    const Region dy{dy_n, nullptr, nullptr, dy_el, v_.dy_dummy, "dy", "dy_stride_w", d_.block_k, d_.dy_pitch,
                    d_.dy_lds(q), 32, d_.block_k / 8, d_.dy_chunks, d_.dy_per_thread};
    copy(dy, dy_dst);
    fill(dy, slot_off);
    for (int r = 0; r < s_.filter_h; ++r) {
      Value* h_a = add(hq, int64_t{r}, "h_a");
      Value* hi = b_.binary(Opcode::ARITH_SUBI, h_a, s_.pad_h, "hi");
      Value* hiok = b_.cmpi("ult", hi, v_.param("hi"), "hiok");
      Value* x_n = b_.select(hiok, x_span, int64_t{0}, "x_n");
      Value* x_el = element("x", hi, x_first, v_.x_img, v_.x_ch);
      Value* x_dst_a = add(slot_off, lead_b, "dst");
      const int base = d_.x_lds(q, r);
      Value* x_dst = add(x_dst_a, int64_t{base}, "dst");
      const Region x{x_n, lead, nullptr, x_el, v_.x_dummy, "x", "x_stride_w", d_.block_c, d_.x_pitch,
                     base, d_.strip_rows, d_.block_c / 8, d_.x_chunks, d_.x_per_thread};
      copy(x, x_dst);
      fill(x, slot_off);
    }
  }
}

// COPY: always one copy a region, so every step issues exactly M and the wait count is a
// constant; a region with nothing in range copies one row into the junk row.
void TdmRing::copy(const Region& g, Value* dst_a) {
  Value* some = b_.cmpi("ne", g.rows, int64_t{0}, "some");
  Value* dst = b_.select(some, dst_a, int64_t{d_.tdm_junk}, "dst");
  Value* src = b_.select(some, g.source, g.dummy, "src");
  Value* rows = b_.select(some, g.rows, int64_t{1}, "rows");
  b_.if_(v_.issuer, [&] {
    b_.emit(Opcode::TILE_TDM_LOAD_B16_2D, {v_.lds, dst, v_.param(g.tensor), src, rows, v_.param(g.row_stride)}, {},
            {{"cols", int64_t{g.cols}}, {"pitch", int64_t{g.pitch}}});
  });
}

// FILL: zero the region's rows outside [lead, lead + n) with plain LDS stores; they never touch
// a byte the copy writes, so no order between them is needed.
void TdmRing::fill(Region g, Value* slot_off) {
  if (g.lead) g.cover_end = b_.binary(Opcode::ARITH_ADDI, g.lead, g.rows, "cover_end");
  Value* partial = b_.cmpi("ult", g.rows, g.region_rows, "partial");
  b_.if_(partial, [&] {
    for (int j = 0; j < g.per_thread; ++j) {
      Value* e = b_.binary(Opcode::ARITH_ADDI, v_.tid, d_.threads * j, "e");
      Value* row = b_.binary(Opcode::ARITH_DIVUI, e, g.chunks_per_row, "row");
      Value* cc = b_.binary(Opcode::ARITH_REMUI, e, g.chunks_per_row, "cc");
      Value* chan = b_.binary(Opcode::ARITH_SHLI, cc, 3, "chan");
      Value* hole = nullptr;
      if (!g.lead) {
        hole = b_.cmpi("uge", row, g.rows, "hole");
      } else {
        Value* below = b_.cmpi("ult", row, g.lead, "below");
        Value* above = b_.cmpi("uge", row, g.cover_end, "above");
        hole = b_.binary(Opcode::ARITH_ORI, below, above, "hole");
      }
      if (g.chunks % d_.threads != 0) {
        Value* ein = b_.cmpi("ult", e, g.chunks, "ein");
        hole = b_.binary(Opcode::ARITH_ANDI, hole, ein, "hole");
      }
      Value* lrow = b_.binary(Opcode::ARITH_MULI, row, g.pitch, "lrow");
      Value* lel = b_.binary(Opcode::ARITH_ADDI, lrow, chan, "lel");
      Value* lb = b_.binary(Opcode::ARITH_SHLI, lel, 1, "lb");
      Value* lz = b_.binary(Opcode::ARITH_ADDI, lb, slot_off, "lz");
      b_.if_(hole, [&] {
        for (int w = 0; w < 4; ++w) {
          Value* za = b_.binary(Opcode::ARITH_ADDI, lz, g.base + 4 * w, "za");
          b_.lds_store_f32(v_.lds, za, b_.const_f32(0.0));
        }
      });
    }
  });
}

}  // namespace irgate::engine
