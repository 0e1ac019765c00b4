// engine/kernels/direct_wgrad_build.cpp — the tile IR of direct_wgrad.
//
// Follows docs/kernels/direct_wgrad.md (Recipe) step by step: the prologue (lane map, block
// decode, band, resources), the two loops over the band (rows_per_sync rows, 32 columns), one
// sync step per iteration (register-staged 16-byte loads, LDS stores, barrier, transpose reads,
// WMMAs, barrier), then the direct or the LDS epilogue. Every literal is an arith.constant made
// right before the op that uses it; every creating call is its own statement. With tdm_stages > 0
// the sync steps come from the Tensor Data Mover ring (§The TDM ring; its issue side is
// direct_wgrad_tdm.cpp) instead of register-staged loads.
#include "engine/kernels/common.h"
#include "engine/kernels/direct_wgrad.h"
#include "engine/kernels/direct_wgrad_tdm.h"
#include "engine/kernels/request.h"
#include "engine/kernels/wmma_builder_base.h"
#include "engine/kernels/wmma_fragments.h"

namespace irgate::engine {
namespace {

using Spec = irg_direct_wgrad_spec_t;
constexpr int64_t kInvalidOffset = 0x7FFFFFFF;  // past every buffer: the load reads 0

class DirectWgradBuilder : WmmaBuilderBase {
 public:
  DirectWgradBuilder(const Spec& s, const ArchInfo& a, const std::string& stamp)
      : WmmaBuilderBase(direct_wgrad_kernel_name(s), IRG_FAMILY_DIRECT_WGRAD, a, stamp, direct_wgrad_shape(s).threads,
                        direct_wgrad_shape(s).vgpr_total, s.dtype),
        s_(s), d_(direct_wgrad_shape(s)) {}

  Kernel build() {
    make_kernel_params();
    prologue();
    // One flat loop over the steps (rows_per_sync rows x 32 columns): nested loops would carry
    // the accumulators through two sets of phis, which llc-22 keeps as separate copies.
    Value* ncols_a = add(p("wo"), 31, "ncols_a");
    Value* ncols = b_.binary(Opcode::ARITH_SHRUI, ncols_a, 5, "ncols");
    Value* live = b_.cmpi("slt", ho_lo_, ho_hi_, "live");
    Value* span_a = b_.binary(Opcode::ARITH_SUBI, ho_hi_, ho_lo_, "span_a");
    Value* span = b_.select(live, span_a, int64_t{0}, "span");
    Value* rg_a = add(span, s_.rows_per_sync - 1, "rg_a");
    Value* rgs = b_.binary(Opcode::ARITH_DIVUI, rg_a, s_.rows_per_sync, "rgs");
    Value* steps = mul(rgs, ncols, "steps");
    std::vector<Value*> acc = s_.tdm_stages > 0 ? tdm_loop(steps, ncols) : register_staged_loop(steps, ncols);
    if (s_.lds_epilogue)
      lds_epilogue(acc);
    else
      direct_epilogue(acc);
    return b_.take();
  }

 private:
  int acc_index(int r, int s, int tk, int tc) const {
    return ((r * s_.filter_w + s) * s_.wave_tiles_k + tk) * s_.wave_tiles_c + tc;
  }
  int x_lds(int q, int r) const { return d_.x_lds(q, r); }

  std::vector<Value*> register_staged_loop(Value* steps, Value* ncols) {
    return accumulate(steps, d_.accumulators, [&](Value* t, std::span<Value* const> carried) {
      Value* rg = b_.binary(Opcode::ARITH_DIVUI, t, ncols, "rg");
      Value* ccol = b_.binary(Opcode::ARITH_REMUI, t, ncols, "ccol");
      Value* rgo = mul(rg, s_.rows_per_sync, "rgo");
      Value* ho_s = add(ho_lo_, rgo, "ho_s");
      Value* wo_s = shl(ccol, 5, "wo_s");
      return step(ho_s, wo_s, carried);
    });
  }

  // The ring: steps 0..Sg-2 issued before the loop; iteration t waits for step t, publishes it
  // with one barrier, issues step t+Sg-1 into the slot step t-1 used, and multiplies step t.
  std::vector<Value*> tdm_loop(Value* steps, Value* ncols) {
    TdmRing ring(b_, s_, d_,
                 {tid_, lds_, issuer_, ncols, ho_lo_, ho_hi_, dy_img_, x_img_, dy_ch_, x_ch_, dy_dummy_, x_dummy_,
                  [this](const char* name) { return p(name); }});
    for (int i = 0; i + 1 < s_.tdm_stages; ++i) ring.issue(b_.const_i32(i));
    std::vector<Value*> acc = accumulate(steps, d_.accumulators, [&](Value* t, std::span<Value* const> carried) {
      tdm_wait((s_.tdm_stages - 2) * d_.tdm_copies);
      b_.barrier();
      Value* u = add(t, s_.tdm_stages - 1, "u");
      ring.issue(u);
      Value* slot = b_.binary(Opcode::ARITH_REMUI, t, s_.tdm_stages, "slot");
      Value* slot_off = mul(slot, d_.stage_bytes, "slot_off");
      Value* a_t = add(a_lane_, slot_off, "a_t");
      Value* b_t = add(b_lane_, slot_off, "b_t");
      std::vector<Value*> out(carried.begin(), carried.end());
      for (int q = 0; q < s_.rows_per_sync; ++q) multiply(q, out, a_t, b_t);
      return out;
    });
    // Nothing may land after the waves end, nor in the LDS epilogue's staging.
    tdm_wait(0);
    if (s_.lds_epilogue) b_.barrier();
    return acc;
  }

  void tdm_wait(int pending) { b_.emit(Opcode::TILE_TDM_WAIT, {}, {}, {{"pending", int64_t{pending}}}); }

  void prologue() {
    tid_ = b_.gpu(Opcode::GPU_THREAD_ID_X, "tid");
    lane_ = b_.binary(Opcode::ARITH_ANDI, tid_, 31, "lane");
    wave_ = b_.binary(Opcode::ARITH_SHRUI, tid_, 5, "wave");
    Value* wave_k = b_.binary(Opcode::ARITH_REMUI, wave_, s_.waves_k, "wave_k");
    Value* wave_c = b_.binary(Opcode::ARITH_DIVUI, wave_, s_.waves_k, "wave_c");
    wkb_ = mul(wave_k, 16 * s_.wave_tiles_k, "wkb");
    wcb_ = mul(wave_c, 16 * s_.wave_tiles_c, "wcb");
    const Tr16LaneMap map = emit_tr16_lane_map(b_, lane_);
    h8_ = map.khalf;
    l16_ = map.lcol;
    a_lane_ = emit_lane_read_base(b_, map, d_.dy_pitch, wkb_, "a");
    b_lane_ = emit_lane_read_base(b_, map, d_.x_pitch, wcb_, "b");
    Value* bx = b_.gpu(Opcode::GPU_BLOCK_ID_X, "bx");
    rblk_ = b_.gpu(Opcode::GPU_BLOCK_ID_Y, "rblk");
    img_ = b_.gpu(Opcode::GPU_BLOCK_ID_Z, "img");
    // The group's tiles from the run-time channel counts: ceil(cpg / BC), ceil(kpg / BK).
    Value* nct_a = add(p("cpg"), d_.block_c - 1, "nct_a");
    Value* nct = b_.binary(Opcode::ARITH_DIVUI, nct_a, d_.block_c, "nct");
    Value* nkt_a = add(p("kpg"), d_.block_k - 1, "nkt_a");
    Value* nkt = b_.binary(Opcode::ARITH_DIVUI, nkt_a, d_.block_k, "nkt");
    Value* ct = b_.binary(Opcode::ARITH_REMUI, bx, nct, "ct");
    Value* rest = b_.binary(Opcode::ARITH_DIVUI, bx, nct, "rest");
    Value* kt = b_.binary(Opcode::ARITH_REMUI, rest, nkt, "kt");
    Value* g = b_.binary(Opcode::ARITH_DIVUI, rest, nkt, "g");
    k0_ = mul(kt, d_.block_k, "k_blk");
    c0_ = mul(ct, d_.block_c, "c_blk");
    gk_ = mul(g, p("kpg"), "gk");
    Value* gc = mul(g, p("cpg"), "gc");
    dy_ch_ = add(gk_, k0_, "dy_ch");
    x_ch_ = add(gc, c0_, "x_ch");
    Value* band_a = add(p("ho"), s_.row_blocks - 1, "band_a");
    Value* band = b_.binary(Opcode::ARITH_DIVUI, band_a, s_.row_blocks, "band");
    ho_lo_ = mul(rblk_, band, "ho_lo");
    Value* ho_end = add(ho_lo_, band, "ho_end");
    Value* fits = b_.cmpi("ult", ho_end, p("ho"), "fits");
    ho_hi_ = b_.select(fits, ho_end, p("ho"), "ho_hi");
    rdy_ = b_.buffer_rsrc(p("dy"), p("dy_bytes"), "rdy");
    rx_ = b_.buffer_rsrc(p("x"), p("x_bytes"), "rx");
    rws_ = b_.buffer_rsrc(p("ws"), p("ws_bytes"), "rws");
    dy_img_ = mul(img_, p("dy_stride_n"), "dy_img");
    x_img_ = mul(img_, p("x_stride_n"), "x_img");
    lds_ = b_.lds_alloc(d_.lds_bytes);
    if (s_.tdm_stages == 0) return;
    // The ring's issuing wave (a uniform branch) and the junk copy's in-range sources.
    Value* wave_u = b_.one(Opcode::GPU_READFIRSTLANE, {wave_}, Type::i32(), "wave_u");
    issuer_ = b_.cmpi("eq", wave_u, int64_t{0}, "issuer");
    dy_dummy_ = add(dy_img_, dy_ch_, "dy_dummy");
    x_dummy_ = add(x_img_, x_ch_, "x_dummy");
  }

  // One sync step: stage, barrier, multiply, barrier.
  std::vector<Value*> step(Value* ho0, Value* wo0, std::span<Value* const> acc) {
    Value* wb = b_.binary(Opcode::ARITH_SUBI, wo0, s_.pad_w, "wb");
    std::vector<StagedChunk> chunks;
    for (int q = 0; q < s_.rows_per_sync; ++q) {
      Value* hq = add(ho0, q, "ho");
      Value* hok = b_.cmpi("ult", hq, ho_hi_, "hok");
      Value* dy_row = mul(hq, p("dy_stride_h"), "dy_row");
      Value* dy_r = add(dy_img_, dy_row, "dy_r");
      const Region dy{rdy_, hok, dy_r, wo0, "wo", "wo", "wok", "dy_stride_w", k0_, p("kpg"), "kin", "kok",
                      dy_ch_, "dyv", d_.block_k / 8, d_.dy_pitch, d_.dy_lds(q), d_.dy_chunks};
      for (int j = 0; j < d_.dy_per_thread; ++j) chunks.push_back(load_chunk(dy, j));
      for (int r = 0; r < s_.filter_h; ++r) {
        Value* h_a = add(hq, r, "h_a");
        Value* hi = b_.binary(Opcode::ARITH_SUBI, h_a, s_.pad_h, "hi");
        Value* hiok = b_.cmpi("ult", hi, p("hi"), "hiok");
        Value* x_row = mul(hi, p("x_stride_h"), "x_row");
        Value* x_r = add(x_img_, x_row, "x_r");
        const Region x{rx_, hiok, x_r, wb, "wi", "wi", "wiok", "x_stride_w", c0_, p("cpg"), "cin", "cok",
                       x_ch_, "xv", d_.block_c / 8, d_.x_pitch, x_lds(q, r), d_.x_chunks};
        for (int j = 0; j < d_.x_per_thread; ++j) chunks.push_back(load_chunk(x, j));
      }
    }
    for (const StagedChunk& c : chunks) {
      if (!c.in_region) {
        b_.emit(Opcode::TILE_LDS_STORE_B128, {lds_, c.lds_offset, c.value}, {});
        continue;
      }
      b_.if_(c.in_region, [&] { b_.emit(Opcode::TILE_LDS_STORE_B128, {lds_, c.lds_offset, c.value}, {}); });
    }
    b_.barrier();
    std::vector<Value*> out(acc.begin(), acc.end());
    for (int q = 0; q < s_.rows_per_sync; ++q) multiply(q, out, a_lane_, b_lane_);
    b_.barrier();
    return out;
  }

  // One staged region: dY(q) (positions along a dY row, k channels) or X(q, r) (strip columns,
  // c channels). The recipe's two chunk loops differ only in these names and values.
  struct Region {
    Value* rsrc;
    Value* row_ok;       // hok / hiok: the region's image row is in range
    Value* row_base;     // dy_r / x_r: element offset of that row
    Value* first_pos;    // wo_s / wb: position of the region's row 0
    const char* limit;   // the kernarg bounding the positions: "wo" / "wi"
    const char* pos_hint, *pos_ok_hint, *stride_w;
    Value* first_chan;   // k_blk / c_blk: the block's first channel, in-group
    Value* chan_limit;   // the kpg / cpg kernarg
    const char* chan_hint, *chan_ok_hint;
    Value* chan_base;    // dy_ch / x_ch: the block's first channel, global
    const char* value_hint;
    int chunks_per_row, pitch, lds_base, chunks;
  };

  StagedChunk load_chunk(const Region& g, int j) {
    Value* e = add(tid_, d_.threads * j, "e");
    Value* row = b_.binary(Opcode::ARITH_DIVUI, e, g.chunks_per_row, "row");
    Value* cc = b_.binary(Opcode::ARITH_REMUI, e, g.chunks_per_row, "cc");
    Value* chan = shl(cc, 3, "chan");
    Value* pos = add(g.first_pos, row, g.pos_hint);
    Value* pos_ok = b_.cmpi("ult", pos, p(g.limit), g.pos_ok_hint);
    Value* ch = add(g.first_chan, chan, g.chan_hint);
    Value* ch_ok = b_.cmpi("ult", ch, g.chan_limit, g.chan_ok_hint);
    Value* ok_a = both(g.row_ok, pos_ok, "ok");
    Value* ok = both(ok_a, ch_ok, "ok");
    Value* col = mul(pos, p(g.stride_w), "col");
    Value* el_a = add(g.row_base, col, "el");
    Value* el_b = add(el_a, g.chan_base, "el");
    Value* el = add(el_b, chan, "el");
    Value* off = shl(el, 1, "off");
    Value* safe = b_.select(ok, off, kInvalidOffset, "safe");
    Value* soff = b_.const_i32(0);
    Value* v = b_.one(Opcode::TILE_BUFFER_LOAD_B128, {g.rsrc, safe, soff}, Type::vec(ScalarKind::I32, 4), g.value_hint);
    return emit_store_address(b_, v, row, chan, g.pitch, g.lds_base, e, g.chunks, d_.threads);
  }

  // COMPUTE of sync row q, reading the slot the lane bases point into.
  void multiply(int q, std::vector<Value*>& acc, Value* a_lane, Value* b_lane) {
    std::vector<Value*> a(static_cast<size_t>(s_.wave_tiles_k));
    for (int tk = 0; tk < s_.wave_tiles_k; ++tk)
      a[tk] = emit_fragment(b_, lds_, a_lane, d_.dy_lds(q) + 32 * tk, d_.dy_pitch, elem_, "a");
    for (int r = 0; r < s_.filter_h; ++r)
      for (int s = 0; s < s_.filter_w; ++s)
        for (int tc = 0; tc < s_.wave_tiles_c; ++tc) {
          const int base = x_lds(q, r) + 2 * (s * d_.x_pitch + 16 * tc);
          Value* bf = emit_fragment(b_, lds_, b_lane, base, d_.x_pitch, elem_, "b");
          for (int tk = 0; tk < s_.wave_tiles_k; ++tk) {
            Value*& slot = acc[acc_index(r, s, tk, tc)];
            slot = b_.one(Opcode::TILE_WMMA_F32_16X16X32, {a[tk], bf, slot}, Type::vec(ScalarKind::F32, 8), "acc");
          }
        }
  }

  // SLAB: the slab's row of k = 0 of this group.
  void slab() {
    Value* slab_a = mul(img_, s_.row_blocks, "slab_a");
    Value* slab_b = add(slab_a, rblk_, "slab_b");
    Value* slab = b_.binary(Opcode::ARITH_REMUI, slab_b, s_.ws_replicas, "slab");
    Value* slab_g = mul(slab, p("groups"), "slab_g");
    Value* slab_k = mul(slab_g, p("kpg"), "slab_k");
    kbase_ = add(slab_k, gk_, "kbase");
  }

  // WS_OFF: the byte offset of (k, r, s, c) in the slab, ((kbase + k)·R + r)·S + s)·cpg + c.
  Value* ws_offset(Value* kin, Value* cin, int r, int s) {
    Value* krow = add(kbase_, kin, "krow");
    Value* kr = mul(krow, s_.filter_h, "kr");
    Value* t_r = add(kr, r, "t_r");
    Value* t_s = mul(t_r, s_.filter_w, "t_s");
    Value* t_c = add(t_s, s, "t_c");
    Value* t_e = mul(t_c, p("cpg"), "t_e");
    Value* el = add(t_e, cin, "el");
    return shl(el, 2, "off");
  }

  void direct_epilogue(const std::vector<Value*>& acc) {
    slab();
    Value* c_w = add(c0_, wcb_, "c_w");
    Value* k_w = add(k0_, wkb_, "k_w");
    Value* k_h = add(k_w, h8_, "k_h");
    for (int tk = 0; tk < s_.wave_tiles_k; ++tk)
      for (int tc = 0; tc < s_.wave_tiles_c; ++tc) {
        Value* cin_a = add(c_w, 16 * tc, "cin");
        Value* cin = add(cin_a, l16_, "cin");
        Value* cok = b_.cmpi("ult", cin, p("cpg"), "cok");
        for (int i = 0; i < 8; ++i) {
          Value* kin = add(k_h, 16 * tk + i, "kin");
          Value* kok = b_.cmpi("ult", kin, p("kpg"), "kok");
          Value* ok = both(kok, cok, "ok");
          b_.if_(ok, [&] {
            for (int r = 0; r < s_.filter_h; ++r)
              for (int s = 0; s < s_.filter_w; ++s) {
                Value* off = ws_offset(kin, cin, r, s);
                Value* v = extract(acc[acc_index(r, s, tk, tc)], i);
                atomic_add(rws_, off, v);
              }
          });
        }
      }
  }

  void lds_epilogue(const std::vector<Value*>& acc) {
    slab();
    Value* er = add(wkb_, h8_, "er");
    Value* erb = mul(er, d_.block_c, "erb");
    Value* ec = add(erb, wcb_, "ec");
    Value* ecl = add(ec, l16_, "ecl");
    Value* e_lane = shl(ecl, 2, "e_lane");
    for (int r = 0; r < s_.filter_h; ++r)
      for (int s = 0; s < s_.filter_w; ++s) {
        for (int tk = 0; tk < s_.wave_tiles_k; ++tk)
          for (int tc = 0; tc < s_.wave_tiles_c; ++tc)
            for (int i = 0; i < 8; ++i) {
              Value* e_addr = add(e_lane, 4 * ((16 * tk + i) * d_.block_c + 16 * tc), "e_addr");
              Value* v = extract(acc[acc_index(r, s, tk, tc)], i);
              b_.lds_store_f32(lds_, e_addr, v);
            }
        b_.barrier();
        for (int j = 0; j < 8 * s_.wave_tiles_k * s_.wave_tiles_c; ++j) coalesced_add(j, r, s);
        b_.barrier();
      }
  }

  // Element tid + T·j of the staged BK x BC tile, added into the slab with its neighbours.
  void coalesced_add(int j, int r, int s) {
    Value* e = add(tid_, d_.threads * j, "e");
    Value* kl = b_.binary(Opcode::ARITH_DIVUI, e, d_.block_c, "kl");
    Value* cl = b_.binary(Opcode::ARITH_REMUI, e, d_.block_c, "cl");
    Value* la = shl(e, 2, "la");
    Value* v = b_.lds_load_f32(lds_, la, "v");
    Value* kin = add(k0_, kl, "kin");
    Value* cin = add(c0_, cl, "cin");
    Value* kok = b_.cmpi("ult", kin, p("kpg"), "kok");
    Value* cok = b_.cmpi("ult", cin, p("cpg"), "cok");
    Value* ok = both(kok, cok, "ok");
    b_.if_(ok, [&] {
      Value* off = ws_offset(kin, cin, r, s);
      atomic_add(rws_, off, v);
    });
  }

  const Spec& s_;
  const DirectWgradShape d_;
  Value *tid_ = nullptr, *lane_ = nullptr, *wkb_ = nullptr, *wcb_ = nullptr, *h8_ = nullptr, *l16_ = nullptr;
  Value *a_lane_ = nullptr, *b_lane_ = nullptr;
  Value *rblk_ = nullptr, *img_ = nullptr, *k0_ = nullptr, *c0_ = nullptr, *gk_ = nullptr;
  Value *dy_ch_ = nullptr, *x_ch_ = nullptr, *ho_lo_ = nullptr, *ho_hi_ = nullptr;
  Value *rdy_ = nullptr, *rx_ = nullptr, *rws_ = nullptr, *dy_img_ = nullptr, *x_img_ = nullptr, *lds_ = nullptr;
  Value* kbase_ = nullptr;
  Value *wave_ = nullptr, *issuer_ = nullptr, *dy_dummy_ = nullptr, *x_dummy_ = nullptr;  // issuer etc.: TDM only
};

}  // namespace

Kernel build_direct_wgrad(const Spec& spec, const ArchInfo& arch, const std::string& stamp) {
  return DirectWgradBuilder(spec, arch, stamp).build();
}

}  // namespace irgate::engine
