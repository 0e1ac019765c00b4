// engine/kernels/direct_wgrad_small_c_build.cpp — the tile IR of direct_wgrad_small_c.
//
// Follows docs/kernels/direct_wgrad_small_c.md (Recipe) step by step: the prologue (wave, lane
// map, block decode, resources), one flat loop over the steps of the block's output row (sub_steps
// chunks of 32 positions each: dY chunks and im2col items loaded, then stored to LDS, barrier,
// transpose reads and WMMAs, barrier), then one atomic per accumulator lane. Every literal is an
// arith.constant made right before the op that uses it; every creating call is its own statement.
#include "engine/kernels/common.h"
#include "engine/kernels/request.h"
#include "engine/kernels/direct_wgrad_small_c.h"
#include "engine/kernels/wmma_builder_base.h"
#include "engine/kernels/wmma_fragments.h"

namespace irgate::engine {
namespace {

using Spec = irg_small_c_wgrad_spec_t;
constexpr int64_t kSmallCInvalidOffset = 0x7FFFFFFF;  // past every buffer: the load reads 0

// An im2col item between its loads and its LDS stores: 2*vec_x elements of one position.
struct StagedItem {
  std::vector<Value*> elements;
  StagedChunk where;  // lds_offset and guard; value unused
};

class SmallCBuilder : WmmaBuilderBase {
 public:
  SmallCBuilder(const Spec& s, const ArchInfo& a, const std::string& stamp)
      : WmmaBuilderBase(direct_wgrad_small_c_kernel_name(s), IRG_FAMILY_SMALL_C, a, stamp, small_c_shape(s).threads,
                        small_c_shape(s).vgpr_total, s.dtype),
        s_(s), d_(small_c_shape(s)) {}

  Kernel build() {
    make_kernel_params();
    prologue();
    Value* nch_a = add(p("wo"), 31, "nch_a");
    Value* nch = b_.binary(Opcode::ARITH_SHRUI, nch_a, 5, "nch");
    Value* st_a = add(nch, s_.sub_steps - 1, "st_a");
    Value* steps = b_.binary(Opcode::ARITH_DIVUI, st_a, s_.sub_steps, "steps");
    std::vector<Value*> acc = accumulate(steps, d_.accumulators, [&](Value* t, std::span<Value* const> carried) {
      Value* tu = mul(t, s_.sub_steps, "tu");
      return step(tu, carried);
    });
    epilogue(acc);
    return b_.take();
  }

 private:
  Value* below(Value* a, Value* limit, const char* hint) { return b_.cmpi("ult", a, limit, hint); }
  Value* below(Value* a, int64_t limit, const char* hint) { return b_.cmpi("ult", a, limit, hint); }
  int x_lds(int u) const { return s_.sub_steps * 32 * d_.dy_pitch * 2 + u * 32 * d_.x_pitch * 2; }
  // A load at `offset` when `ok`, else at the invalid offset, which reads 0.
  Value* guarded_load(Opcode code, Value* rsrc, Value* ok, Value* element, Type type, const char* hint) {
    Value* off = shl(element, 1, "off");
    Value* safe = b_.select(ok, off, kSmallCInvalidOffset, "safe");
    Value* soff = b_.const_i32(0);
    return b_.one(code, {rsrc, safe, soff}, type, hint);
  }

  void prologue() {
    tid_ = b_.gpu(Opcode::GPU_THREAD_ID_X, "tid");
    Value* lane = b_.binary(Opcode::ARITH_ANDI, tid_, 31, "lane");
    Value* wave = b_.binary(Opcode::ARITH_SHRUI, tid_, 5, "wave");
    if (s_.uniform_wave) wave = b_.one(Opcode::GPU_READFIRSTLANE, {wave}, Type::i32(), "wave");
    wkb_ = mul(wave, 16 * s_.wave_tiles, "wkb");
    const Tr16LaneMap map = emit_tr16_lane_map(b_, lane);
    khalf_ = map.khalf;
    lcol_ = map.lcol;
    a_lane_ = emit_lane_read_base(b_, map, d_.dy_pitch, wkb_, "a");
    b_lane_ = emit_lane_read_base(b_, map, d_.x_pitch, nullptr, "b");
    Value* kt = b_.gpu(Opcode::GPU_BLOCK_ID_X, "kt");
    orow_ = b_.gpu(Opcode::GPU_BLOCK_ID_Y, "orow");
    img_ = b_.gpu(Opcode::GPU_BLOCK_ID_Z, "img");
    k_blk_ = mul(kt, d_.block_k, "k_blk");
    rdy_ = b_.buffer_rsrc(p("dy"), p("dy_bytes"), "rdy");
    rx_ = b_.buffer_rsrc(p("x"), p("x_bytes"), "rx");
    rws_ = b_.buffer_rsrc(p("ws"), p("ws_bytes"), "rws");
    Value* dy_img = mul(img_, p("dy_stride_n"), "dy_img");
    x_img_ = mul(img_, p("x_stride_n"), "x_img");
    Value* dy_row = mul(orow_, p("dy_stride_h"), "dy_row");
    dy_r_ = add(dy_img, dy_row, "dy_r");
    Value* hb_a = mul(orow_, s_.stride_h, "hb_a");
    hb_ = b_.binary(Opcode::ARITH_SUBI, hb_a, s_.pad_h, "hb");
    lds_ = b_.lds_alloc(d_.lds_bytes);
  }

  // One step: sub_steps chunks staged, barrier, multiplied, barrier.
  std::vector<Value*> step(Value* tu, std::span<Value* const> acc) {
    std::vector<StagedChunk> dy_chunks;
    std::vector<StagedItem> x_items;
    std::vector<bool> order;  // true: next staged value is a dY chunk (stores follow load order)
    for (int u = 0; u < s_.sub_steps; ++u) {
      Value* ch = add(tu, u, "ch");
      Value* wo_s = shl(ch, 5, "wo_s");
      for (int j = 0; j < d_.dy_per_thread; ++j) {
        dy_chunks.push_back(load_dy_chunk(wo_s, u, j));
        order.push_back(true);
      }
      for (int j = 0; j < d_.x_per_thread; ++j) {
        x_items.push_back(load_x_item(wo_s, u, j));
        order.push_back(false);
      }
    }
    size_t next_dy = 0, next_x = 0;
    for (bool is_dy : order) {
      if (is_dy)
        store_dy_chunk(dy_chunks[next_dy++]);
      else
        store_x_item(x_items[next_x++]);
    }
    b_.barrier();
    std::vector<Value*> out(acc.begin(), acc.end());
    for (int u = 0; u < s_.sub_steps; ++u) multiply(u, out);
    b_.barrier();
    return out;
  }

  StagedChunk load_dy_chunk(Value* wo_s, int u, int j) {
    Value* e = add(tid_, d_.threads * j, "e");
    Value* row = b_.binary(Opcode::ARITH_DIVUI, e, d_.block_k / 8, "row");
    Value* cc = b_.binary(Opcode::ARITH_REMUI, e, d_.block_k / 8, "cc");
    Value* chan = shl(cc, 3, "chan");
    Value* wo = add(wo_s, row, "wo");
    Value* wok = below(wo, p("wo"), "wok");
    Value* kin = add(k_blk_, chan, "kin");
    Value* kok = below(kin, p("kpg"), "kok");
    Value* ok = both(wok, kok, "ok");
    Value* col = mul(wo, p("dy_stride_w"), "col");
    Value* el_a = add(dy_r_, col, "el");
    Value* el = add(el_a, kin, "el");
    Value* v = guarded_load(Opcode::TILE_BUFFER_LOAD_B128, rdy_, ok, el, Type::vec(ScalarKind::I32, 4), "dyv");
    return emit_store_address(b_, v, row, chan, d_.dy_pitch, d_.dy_lds(u), e, d_.dy_chunks, d_.threads);
  }

  // An im2col item: 2*vec_x adjacent columns f of position wo_s + prow; column f is filter tap
  // (r, s, c) = (f / (S*C), f % (S*C) / C, f % C), input pixel (hb + r, wb + s).
  StagedItem load_x_item(Value* wo_s, int u, int j) {
    const int sc = s_.filter_w * s_.c;
    Value* e = add(tid_, d_.threads * j, "e");
    Value* prow = b_.binary(Opcode::ARITH_DIVUI, e, d_.items_per_row, "prow");
    Value* ig = b_.binary(Opcode::ARITH_REMUI, e, d_.items_per_row, "ig");
    Value* fb = mul(ig, 2 * s_.vec_x, "fb");
    Value* wo = add(wo_s, prow, "wo");
    Value* wok = below(wo, p("wo"), "wok");
    Value* wb_a = mul(wo, s_.stride_w, "wb_a");
    Value* wb = b_.binary(Opcode::ARITH_SUBI, wb_a, s_.pad_w, "wb");
    StagedItem item;
    for (int i = 0; i < 2 * s_.vec_x; ++i) {
      Value* f = add(fb, i, "f");
      Value* fok = below(f, d_.row_length, "fok");
      Value* fr = b_.binary(Opcode::ARITH_DIVUI, f, sc, "fr");
      Value* frem = b_.binary(Opcode::ARITH_REMUI, f, sc, "frem");
      Value* fs = b_.binary(Opcode::ARITH_DIVUI, frem, s_.c, "fs");
      Value* fc = b_.binary(Opcode::ARITH_REMUI, frem, s_.c, "fc");
      Value* hi = add(hb_, fr, "hi");
      Value* hiok = below(hi, p("hi"), "hiok");
      Value* wi = add(wb, fs, "wi");
      Value* wiok = below(wi, p("wi"), "wiok");
      Value* ok_a = both(wok, fok, "ok");
      Value* ok_b = both(ok_a, hiok, "ok");
      Value* ok = both(ok_b, wiok, "ok");
      Value* x_row = mul(hi, p("x_stride_h"), "x_row");
      Value* col = mul(wi, p("x_stride_w"), "col");
      Value* el_a = add(x_img_, x_row, "el");
      Value* el_b = add(el_a, col, "el");
      Value* el = add(el_b, fc, "el");
      item.elements.push_back(guarded_load(Opcode::TILE_BUFFER_LOAD_I16, rx_, ok, el, Type::i16(), "xv"));
    }
    item.where = emit_store_address(b_, nullptr, prow, fb, d_.x_pitch, x_lds(u), e, d_.x_items, d_.threads);
    return item;
  }

  void store_dy_chunk(const StagedChunk& c) {
    auto store = [&] { b_.emit(Opcode::TILE_LDS_STORE_B128, {lds_, c.lds_offset, c.value}, {}); };
    if (c.in_region)
      b_.if_(c.in_region, store);
    else
      store();
  }

  // The item's elements as vec_x dwords of two 16-bit values each, low element first.
  void store_x_item(const StagedItem& item) {
    auto store = [&] {
      for (int d = 0; d < s_.vec_x; ++d) {
        Value* lo = b_.cast(Opcode::ARITH_EXTUI, item.elements[2 * d], Type::i32(), "lo");
        Value* hw = b_.cast(Opcode::ARITH_EXTUI, item.elements[2 * d + 1], Type::i32(), "hw");
        Value* hs = shl(hw, 16, "hs");
        Value* pair = b_.binary(Opcode::ARITH_ORI, lo, hs, "pair");
        Value* pf = b_.cast(Opcode::ARITH_BITCAST, pair, Type::f32(), "pairf");
        Value* at = d == 0 ? item.where.lds_offset : add(item.where.lds_offset, 4 * d, "da");
        b_.lds_store_f32(lds_, at, pf);
      }
    };
    if (item.where.in_region)
      b_.if_(item.where.in_region, store);
    else
      store();
  }

  void multiply(int u, std::vector<Value*>& acc) {
    std::vector<Value*> a(static_cast<size_t>(s_.wave_tiles));
    for (int tk = 0; tk < s_.wave_tiles; ++tk)
      a[tk] = emit_fragment(b_, lds_, a_lane_, d_.dy_lds(u) + 32 * tk, d_.dy_pitch, elem_, "a");
    for (int nt = 0; nt < d_.n_tiles; ++nt) {
      Value* bf = emit_fragment(b_, lds_, b_lane_, x_lds(u) + 32 * nt, d_.x_pitch, elem_, "b");
      for (int tk = 0; tk < s_.wave_tiles; ++tk) {
        Value*& slot = acc[tk * d_.n_tiles + nt];
        slot = b_.one(Opcode::TILE_WMMA_F32_16X16X32, {a[tk], bf, slot}, Type::vec(ScalarKind::F32, 8), "acc");
      }
    }
  }

  // One atomic per accumulator lane into slab (img*Ho + orow) mod ws_replicas, at
  // ((slab*kpg + k)*F + f)*4 bytes: f is dW's KRSC inner index.
  void epilogue(const std::vector<Value*>& acc) {
    Value* slab_a = mul(img_, p("ho"), "slab_a");
    Value* slab_b = add(slab_a, orow_, "slab_b");
    Value* slab = b_.binary(Opcode::ARITH_REMUI, slab_b, s_.ws_replicas, "slab");
    Value* kbase = mul(slab, p("kpg"), "kbase");
    Value* k_w = add(k_blk_, wkb_, "k_w");
    Value* k_h = add(k_w, khalf_, "k_h");
    for (int tk = 0; tk < s_.wave_tiles; ++tk)
      for (int nt = 0; nt < d_.n_tiles; ++nt) {
        Value* f = add(lcol_, 16 * nt, "f");
        Value* fok = below(f, d_.row_length, "fok");
        for (int i = 0; i < 8; ++i) {
          Value* kin = add(k_h, 16 * tk + i, "kin");
          Value* kok = below(kin, p("kpg"), "kok");
          Value* ok = both(kok, fok, "ok");
          b_.if_(ok, [&] {
            Value* krow = add(kbase, kin, "krow");
            Value* t_f = mul(krow, d_.row_length, "t_f");
            Value* el = add(t_f, f, "el");
            Value* off = shl(el, 2, "off");
            Value* v = extract(acc[tk * d_.n_tiles + nt], i);
            atomic_add(rws_, off, v);
          });
        }
      }
  }

  const Spec& s_;
  const SmallCShape d_;
  Value *tid_ = nullptr, *wkb_ = nullptr, *khalf_ = nullptr, *lcol_ = nullptr, *a_lane_ = nullptr,
        *b_lane_ = nullptr;
  Value *orow_ = nullptr, *img_ = nullptr, *k_blk_ = nullptr, *hb_ = nullptr, *dy_r_ = nullptr, *x_img_ = nullptr;
  Value *rdy_ = nullptr, *rx_ = nullptr, *rws_ = nullptr, *lds_ = nullptr;
};

}  // namespace

Kernel build_direct_wgrad_small_c(const Spec& spec, const ArchInfo& arch, const std::string& stamp) {
  return SmallCBuilder(spec, arch, stamp).build();
}

}  // namespace irgate::engine
