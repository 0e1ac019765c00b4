// engine/kernels/direct_depthwise_wgrad_build.cpp — the tile IR of direct_depthwise_wgrad.
//
// Follows docs/kernels/direct_depthwise_wgrad.md step by step; every literal is an
// arith.constant created right before the op that uses it. One builder for both kinds of kernel:
// a baked filter (the whole filter, or an r_split share of its rows, a lane) and a run-time
// geometry (a tap tile of TR x TC taps a block, the geometry read from kernargs); they share the
// row band, the dY load, the LDS reduction over waves and the slab addressing.
#include <bit>
#include <functional>
#include <vector>

#include "engine/kernels/common.h"
#include "engine/kernels/direct_depthwise_wgrad.h"
#include "engine/kernels/request.h"

namespace irgate::engine {
namespace {

using Spec = irg_depthwise_wgrad_spec_t;
constexpr int64_t kInvalidOffset = 0x7FFFFFFF;  // past every buffer: the load reads 0

struct Lane {
  Value *lane, *wave, *rgrp, *part, *img, *c, *cok, *r0;
};

// A run-time-geometry block's tap tile: each row's index, bound and input-row offset
// (hi = ho * stride_h + hoff), each column's likewise.
struct TapTile {
  std::vector<Value*> r, rok, hoff;
  std::vector<Value*> s, sok, woff;
};

class DepthwiseBuilder {
 public:
  DepthwiseBuilder(const Spec& s, const ArchInfo& a, const std::string& stamp)
      : s_(s), arch_(a), shape_(depthwise_shape(s, a)),
        b_(direct_depthwise_wgrad_kernel_name(s), {{"arch", std::string(a.name)},
                                      {"block_size", int64_t{depthwise_shape(s, a).block_size}},
                                      {"spec", stamp}}) {}

  Kernel build() {
    const int elem_bytes = 1 << element_shift(s_.dtype);
    p_ = make_params(b_, IRG_FAMILY_DEPTHWISE, [elem_bytes](std::string_view n) { return n == "ws" ? 4 : elem_bytes; });
    Lane l = shape_.runtime_geometry ? tile_lane_ids() : lane_ids();
    Value* ho0 = b_.binary(Opcode::ARITH_MULI, hblk_, s_.ho_per_block, "ho_lo");
    Value* ho_end = b_.binary(Opcode::ARITH_ADDI, ho0, s_.ho_per_block, "ho_end");
    Value* fits = b_.cmpi("ult", ho_end, p_.at("ho"), "fits");
    Value* ho1 = b_.select(fits, ho_end, p_.at("ho"), "ho_hi");
    Value* nrows = b_.binary(Opcode::ARITH_SUBI, ho1, ho0, "nrows");
    Value* count = b_.binary(Opcode::ARITH_MULI, nrows, p_.at("wo"), "count");
    Value* rdy = b_.buffer_rsrc(p_.at("dy"), p_.at("dy_bytes"), "rdy");
    Value* rx = b_.buffer_rsrc(p_.at("x"), p_.at("x_bytes"), "rx");
    Value* rws = b_.buffer_rsrc(p_.at("ws"), p_.at("ws_bytes"), "rws");
    Value* dy_img = b_.binary(Opcode::ARITH_MULI, l.img, p_.at("dy_stride_n"), "dy_img");
    Value* x_img = b_.binary(Opcode::ARITH_MULI, l.img, p_.at("x_stride_n"), "x_img");
    Value* zero = b_.const_f32(0.0);
    std::vector<Value*> inits(static_cast<size_t>(taps()), zero);
    Value* step = b_.const_i32(shape_.parts);
    std::vector<Value*> acc = b_.for_(l.part, count, step, inits, "pos", "acc",
                                      [&](Value* pos, std::span<Value* const> args) {
                                        Position at = position(l, pos, ho0, rdy, dy_img);
                                        return shape_.runtime_geometry ? tile_taps(l, at, args, rx, x_img)
                                                                       : filter_taps(l, at, args, rx, x_img);
                                      });
    auto epilogue = [&](const std::vector<Value*>& vals) {
      if (shape_.runtime_geometry) {
        tile_epilogue(l, vals, rws);
      } else {
        filter_epilogue(l, vals, rws);
      }
    };
    if (shape_.parts > 1) {
      reduce_over_waves(l, acc, epilogue);
    } else {
      epilogue(acc);
    }
    return b_.take();
  }

 private:
  Lane lane_ids() {
    Lane l;
    Value* tid = b_.gpu(Opcode::GPU_THREAD_ID_X, "tid");
    l.lane = b_.binary(Opcode::ARITH_ANDI, tid, shape_.wave_size - 1, "lane");
    l.wave = b_.binary(Opcode::ARITH_SHRUI, tid, std::countr_zero(static_cast<unsigned>(shape_.wave_size)), "wave");
    l.rgrp = b_.binary(Opcode::ARITH_REMUI, l.wave, s_.r_split, "rgrp");
    l.part = b_.binary(Opcode::ARITH_DIVUI, l.wave, s_.r_split, "part");
    Value* cblk = b_.gpu(Opcode::GPU_BLOCK_ID_X, "cblk");
    l.img = b_.gpu(Opcode::GPU_BLOCK_ID_Y, "img");
    hblk_ = b_.gpu(Opcode::GPU_BLOCK_ID_Z, "hblk");
    Value* cbase = b_.binary(Opcode::ARITH_MULI, cblk, shape_.wave_size, "cbase");
    l.c = b_.binary(Opcode::ARITH_ADDI, cbase, l.lane, "c");
    l.cok = b_.cmpi("ult", l.c, p_.at("groups"), "cok");
    l.r0 = b_.binary(Opcode::ARITH_MULI, l.rgrp, shape_.rows, "r_lo");
    return l;
  }

  // A run-time-geometry block: lanes own channels of channel block `cblk`, the block owns tap tile
  // (trow, tcol); every wave is a part (r_split is 1), so `rgrp` and `part` are `wave`.
  Lane tile_lane_ids() {
    Lane l;
    Value* tid = b_.gpu(Opcode::GPU_THREAD_ID_X, "tid");
    l.lane = b_.binary(Opcode::ARITH_ANDI, tid, shape_.wave_size - 1, "lane");
    l.wave = b_.binary(Opcode::ARITH_SHRUI, tid, std::countr_zero(static_cast<unsigned>(shape_.wave_size)), "wave");
    l.rgrp = l.part = l.wave;
    Value* bx = b_.gpu(Opcode::GPU_BLOCK_ID_X, "bx");
    l.img = b_.gpu(Opcode::GPU_BLOCK_ID_Y, "img");
    hblk_ = b_.gpu(Opcode::GPU_BLOCK_ID_Z, "hblk");
    Value* ncb_a = b_.binary(Opcode::ARITH_ADDI, p_.at("groups"), shape_.wave_size - 1, "ncb_a");
    Value* ncb = b_.binary(Opcode::ARITH_DIVUI, ncb_a, shape_.wave_size, "ncb");
    Value* ntc_a = b_.binary(Opcode::ARITH_ADDI, p_.at("filter_w"), s_.tap_cols - 1, "ntc_a");
    Value* ntc = b_.binary(Opcode::ARITH_DIVUI, ntc_a, s_.tap_cols, "ntc");
    Value* cblk = b_.binary(Opcode::ARITH_REMUI, bx, ncb, "cblk");
    Value* trest = b_.binary(Opcode::ARITH_DIVUI, bx, ncb, "trest");
    Value* tcol = b_.binary(Opcode::ARITH_REMUI, trest, ntc, "tcol");
    Value* trow = b_.binary(Opcode::ARITH_DIVUI, trest, ntc, "trow");
    Value* cbase = b_.binary(Opcode::ARITH_MULI, cblk, shape_.wave_size, "cbase");
    l.c = b_.binary(Opcode::ARITH_ADDI, cbase, l.lane, "c");
    l.cok = b_.cmpi("ult", l.c, p_.at("groups"), "cok");
    Value* r0 = b_.binary(Opcode::ARITH_MULI, trow, s_.tap_rows, "r_lo");
    Value* s0 = b_.binary(Opcode::ARITH_MULI, tcol, s_.tap_cols, "s_lo");
    l.r0 = r0;
    tile_axis(r0, s_.tap_rows, "r", "rok", "rd", "hoff", "filter_h", "dilation_h", "pad_h", tile_.r, tile_.rok, tile_.hoff);
    tile_axis(s0, s_.tap_cols, "s", "sok", "sd", "woff", "filter_w", "dilation_w", "pad_w", tile_.s, tile_.sok, tile_.woff);
    return l;
  }

  // The tile's taps along one axis: index first + i, in range of the filter, and its input offset
  // index * dilation - pad.
  void tile_axis(Value* first, int count, const char* index_hint, const char* ok_hint, const char* dil_hint,
                 const char* off_hint, const char* filter, const char* dilation, const char* pad, std::vector<Value*>& index,
                 std::vector<Value*>& ok, std::vector<Value*>& offset) {
    for (int i = 0; i < count; ++i) {
      index.push_back(b_.binary(Opcode::ARITH_ADDI, first, i, index_hint));
      ok.push_back(b_.cmpi("ult", index.back(), p_.at(filter), ok_hint));
      Value* dilated = b_.binary(Opcode::ARITH_MULI, index.back(), p_.at(dilation), dil_hint);
      offset.push_back(b_.binary(Opcode::ARITH_SUBI, dilated, p_.at(pad), off_hint));
    }
  }

  int taps() const { return shape_.rows * shape_.cols; }

  // What a position's taps read: its output row and column and its dY value.
  struct Position {
    Value *ho, *wo, *dy;
  };

  // One output position: its row and column in the band, and its dY value, loaded once.
  Position position(const Lane& l, Value* pos, Value* ho0, Value* rdy, Value* dy_img) {
    Value* hrel = b_.binary(Opcode::ARITH_DIVUI, pos, p_.at("wo"), "hrel");
    Value* wo = b_.binary(Opcode::ARITH_REMUI, pos, p_.at("wo"), "wo");
    Value* ho = b_.binary(Opcode::ARITH_ADDI, ho0, hrel, "ho");
    Value* dy_row = b_.binary(Opcode::ARITH_MULI, ho, p_.at("dy_stride_h"), "dy_row");
    Value* dy_col = b_.binary(Opcode::ARITH_MULI, wo, p_.at("dy_stride_w"), "dy_col");
    Value* dy_a = b_.binary(Opcode::ARITH_ADDI, dy_img, dy_row, "dy_a");
    Value* dy_b = b_.binary(Opcode::ARITH_ADDI, dy_a, dy_col, "dy_b");
    Value* dy_e = b_.binary(Opcode::ARITH_ADDI, dy_b, l.c, "dy_e");
    Value* dy_off = b_.binary(Opcode::ARITH_SHLI, dy_e, element_shift(s_.dtype), "dy_off");
    Value* dy_safe = b_.select(l.cok, dy_off, kInvalidOffset, "dy_safe");
    Value* soff = b_.const_i32(0);
    return {ho, wo, load_element(b_, s_.dtype, rdy, dy_safe, soff, "dy")};
  }

  // A tap's X value: 0 (the load guarded off) unless `ok`.
  Value* x_at(const Lane& l, Value* ok, Value* x_r, Value* x_col, Value* rx) {
    Value* x_a = b_.binary(Opcode::ARITH_ADDI, x_r, x_col, "x_a");
    Value* x_e = b_.binary(Opcode::ARITH_ADDI, x_a, l.c, "x_e");
    Value* x_off = b_.binary(Opcode::ARITH_SHLI, x_e, element_shift(s_.dtype), "x_off");
    Value* x_safe = b_.select(ok, x_off, kInvalidOffset, "x_safe");
    Value* x_soff = b_.const_i32(0);
    return load_element(b_, s_.dtype, rx, x_safe, x_soff, "x");
  }

  // A baked filter: every owned tap of the filter, accumulating with fma.
  std::vector<Value*> filter_taps(const Lane& l, const Position& at, std::span<Value* const> acc, Value* rx,
                                  Value* x_img) {
    Value* ho = at.ho;
    Value* wo = at.wo;
    Value* h_a = b_.binary(Opcode::ARITH_MULI, ho, s_.stride_h, "h_a");
    Value* h_base = b_.binary(Opcode::ARITH_SUBI, h_a, s_.pad_h, "h_base");
    Value* w_a = b_.binary(Opcode::ARITH_MULI, wo, s_.stride_w, "w_a");
    Value* w_base = b_.binary(Opcode::ARITH_SUBI, w_a, s_.pad_w, "w_base");
    std::vector<Value*> out;
    for (int rl = 0; rl < shape_.rows; ++rl) {
      Value* r = b_.binary(Opcode::ARITH_ADDI, l.r0, rl, "r");
      Value* hi = b_.binary(Opcode::ARITH_ADDI, h_base, r, "hi");
      Value* hok = b_.cmpi("ult", hi, p_.at("hi"), "hok");
      Value* x_row = b_.binary(Opcode::ARITH_MULI, hi, p_.at("x_stride_h"), "x_row");
      Value* x_r = b_.binary(Opcode::ARITH_ADDI, x_img, x_row, "x_r");
      for (int s = 0; s < s_.filter_w; ++s) {
        Value* wi = b_.binary(Opcode::ARITH_ADDI, w_base, s, "wi");
        Value* wok = b_.cmpi("ult", wi, p_.at("wi"), "wok");
        Value* in_img = b_.binary(Opcode::ARITH_ANDI, hok, wok, "in_img");
        Value* ok = b_.binary(Opcode::ARITH_ANDI, in_img, l.cok, "ok");
        Value* x_col = b_.binary(Opcode::ARITH_MULI, wi, p_.at("x_stride_w"), "x_col");
        Value* x = x_at(l, ok, x_r, x_col, rx);
        out.push_back(b_.fma(at.dy, x, acc[static_cast<size_t>(rl * s_.filter_w + s)], "acc"));
      }
    }
    return out;
  }

  // A run-time-geometry tile: every tap of the tile; taps past the filter have their loads guarded
  // off by rok / sok, as taps outside the image.
  std::vector<Value*> tile_taps(const Lane& l, const Position& at, std::span<Value* const> acc, Value* rx,
                                Value* x_img) {
    Value* h_a = b_.binary(Opcode::ARITH_MULI, at.ho, p_.at("stride_h"), "h_a");
    Value* w_a = b_.binary(Opcode::ARITH_MULI, at.wo, p_.at("stride_w"), "w_a");
    std::vector<Value*> wok(static_cast<size_t>(s_.tap_cols)), x_col(static_cast<size_t>(s_.tap_cols));
    for (size_t j = 0; j < wok.size(); ++j) {
      Value* wi = b_.binary(Opcode::ARITH_ADDI, w_a, tile_.woff[j], "wi");
      Value* in_row = b_.cmpi("ult", wi, p_.at("wi"), "wok");
      wok[j] = b_.binary(Opcode::ARITH_ANDI, in_row, tile_.sok[j], "wok");
      x_col[j] = b_.binary(Opcode::ARITH_MULI, wi, p_.at("x_stride_w"), "x_col");
    }
    std::vector<Value*> out;
    for (size_t i = 0; i < tile_.r.size(); ++i) {
      Value* hi = b_.binary(Opcode::ARITH_ADDI, h_a, tile_.hoff[i], "hi");
      Value* in_col = b_.cmpi("ult", hi, p_.at("hi"), "hok");
      Value* hok = b_.binary(Opcode::ARITH_ANDI, in_col, tile_.rok[i], "hok");
      Value* x_row = b_.binary(Opcode::ARITH_MULI, hi, p_.at("x_stride_h"), "x_row");
      Value* x_r = b_.binary(Opcode::ARITH_ADDI, x_img, x_row, "x_r");
      for (size_t j = 0; j < wok.size(); ++j) {
        Value* in_img = b_.binary(Opcode::ARITH_ANDI, hok, wok[j], "in_img");
        Value* ok = b_.binary(Opcode::ARITH_ANDI, in_img, l.cok, "ok");
        Value* x = x_at(l, ok, x_r, x_col[j], rx);
        out.push_back(b_.fma(at.dy, x, acc[i * wok.size() + j], "acc"));
      }
    }
    return out;
  }

  // Every wave parks its sums in LDS; after the barrier the group's lead wave (part 0) adds
  // the other parts' sums to its own and runs the epilogue.
  void reduce_over_waves(const Lane& l, const std::vector<Value*>& acc,
                         const std::function<void(const std::vector<Value*>&)>& epilogue) {
    const int taps = this->taps();
    Value* lds = b_.lds_alloc(shape_.lds_bytes);
    Value* slot0 = b_.binary(Opcode::ARITH_MULI, l.wave, taps, "slot_base");
    for (int k = 0; k < taps; ++k) {
      Value* off = lds_offset(l, slot0, k);
      b_.lds_store_f32(lds, off, acc[static_cast<size_t>(k)]);
    }
    b_.barrier();
    Value* lead = b_.cmpi("ult", l.wave, s_.r_split, "lead");
    b_.if_(lead, [&] {
      std::vector<Value*> sums;
      for (int k = 0; k < taps; ++k) {
        Value* sum = acc[static_cast<size_t>(k)];
        for (int p = 1; p < shape_.parts; ++p) {
          Value* peer = b_.binary(Opcode::ARITH_ADDI, l.rgrp, p * s_.r_split, "peer");
          Value* peer0 = b_.binary(Opcode::ARITH_MULI, peer, taps, "peer_base");
          Value* off = lds_offset(l, peer0, k);
          Value* part = b_.lds_load_f32(lds, off, "part");
          sum = b_.binary(Opcode::ARITH_ADDF, sum, part, "sum");
        }
        sums.push_back(sum);
      }
      epilogue(sums);
    });
  }

  // Byte offset of tap k of the wave whose first slot is slot0: ((slot0 + k) * W + lane) * 4.
  Value* lds_offset(const Lane& l, Value* slot0, int k) {
    Value* slot = b_.binary(Opcode::ARITH_ADDI, slot0, k, "slot");
    Value* row = b_.binary(Opcode::ARITH_MULI, slot, shape_.wave_size, "lrow");
    Value* elem = b_.binary(Opcode::ARITH_ADDI, row, l.lane, "lelem");
    return b_.binary(Opcode::ARITH_SHLI, elem, 2, "loff");
  }

  // Adds each tap's sum into slab (img mod ws_replicas) at [slab][c][r][s] with a buffer atomic;
  // lanes past the channel count and rows past the filter are guarded (an out-of-range atomic
  // faults on gfx1250).
  void filter_epilogue(const Lane& l, const std::vector<Value*>& vals, Value* rws) {
    const int64_t policy = atomic_policy();
    Value* chan = slab_channel(l);
    Value* chan_r = b_.binary(Opcode::ARITH_MULI, chan, s_.filter_h, "chan_r");
    b_.if_(l.cok, [&] {
      for (int rl = 0; rl < shape_.rows; ++rl) {
        Value* r = b_.binary(Opcode::ARITH_ADDI, l.r0, rl, "r");
        auto row = [&] {
          Value* rr = b_.binary(Opcode::ARITH_ADDI, chan_r, r, "rr");
          Value* tap0 = b_.binary(Opcode::ARITH_MULI, rr, s_.filter_w, "tap_base");
          for (int s = 0; s < s_.filter_w; ++s) {
            Value* tap = b_.binary(Opcode::ARITH_ADDI, tap0, s, "tap");
            Value* off = b_.binary(Opcode::ARITH_SHLI, tap, 2, "ws_off");
            Value* soff = b_.const_i32(0);
            b_.buffer_atomic_fadd_f32(rws, off, soff, vals[static_cast<size_t>(rl * s_.filter_w + s)], AttrValue{policy});
          }
        };
        if (shape_.rows * s_.r_split > s_.filter_h) {
          Value* rok = b_.cmpi("ult", r, s_.filter_h, "rok");
          b_.if_(rok, row);
        } else {
          row();
        }
      }
    });
  }

  // A tile's sums: tap (r, s) of the tile adds into [slab][c][r][s] when it lies in the filter.
  void tile_epilogue(const Lane& l, const std::vector<Value*>& vals, Value* rws) {
    const int64_t policy = atomic_policy();
    Value* chan = slab_channel(l);
    Value* chan_r = b_.binary(Opcode::ARITH_MULI, chan, p_.at("filter_h"), "chan_r");
    b_.if_(l.cok, [&] {
      for (size_t i = 0; i < tile_.r.size(); ++i) {
        Value* rr = b_.binary(Opcode::ARITH_ADDI, chan_r, tile_.r[i], "rr");
        Value* tap0 = b_.binary(Opcode::ARITH_MULI, rr, p_.at("filter_w"), "tap_base");
        for (size_t j = 0; j < tile_.s.size(); ++j) {
          Value* tok = b_.binary(Opcode::ARITH_ANDI, tile_.rok[i], tile_.sok[j], "tok");
          b_.if_(tok, [&] {
            Value* tap = b_.binary(Opcode::ARITH_ADDI, tap0, tile_.s[j], "tap");
            Value* off = b_.binary(Opcode::ARITH_SHLI, tap, 2, "ws_off");
            Value* soff = b_.const_i32(0);
            b_.buffer_atomic_fadd_f32(rws, off, soff, vals[i * tile_.s.size() + j], AttrValue{policy});
          });
        }
      }
    });
  }

  // The lane's channel row in its slab (img mod ws_replicas): slab * G + c.
  Value* slab_channel(const Lane& l) {
    Value* slab = b_.binary(Opcode::ARITH_REMUI, l.img, s_.ws_replicas, "slab");
    Value* slab_c = b_.binary(Opcode::ARITH_MULI, slab, p_.at("groups"), "slab_c");
    return b_.binary(Opcode::ARITH_ADDI, slab_c, l.c, "chan");
  }

  int64_t atomic_policy() const { return arch_.gfx12_cache_policy ? kCpolAtomicCascadeDev : 0; }

  const Spec& s_;
  const ArchInfo& arch_;
  DepthwiseShape shape_;
  Builder b_;
  std::map<std::string, Value*, std::less<>> p_;
  Value* hblk_ = nullptr;
  TapTile tile_;
};

}  // namespace

Kernel build_direct_depthwise_wgrad(const Spec& spec, const ArchInfo& arch, const std::string& stamp) {
  return DepthwiseBuilder(spec, arch, stamp).build();
}

}  // namespace irgate::engine
