// engine/kernels/implicit_gemm_wgrad_build.cpp — the tile IR of implicit_gemm_wgrad.
//
// Follows docs/kernels/implicit_gemm_wgrad.md (Recipe) step by step: the prologue (lane map,
// block decode into group, k tile, tap and c tile from the runtime channel counts and, for a
// run-time-geometry spec, the geometry kernargs; the block's position range), one flat loop over 32-position steps (the 16-byte or the 2-channel staging path
// under one scf.if_else, barrier, transpose reads and WMMAs, barrier), then one atomic per
// accumulator lane. Every literal is an arith.constant made right before the op that uses it;
// every creating call is its own statement.
#include "engine/kernels/common.h"
#include "engine/kernels/implicit_gemm_wgrad.h"
#include "engine/kernels/request.h"
#include "engine/kernels/wmma_builder_base.h"
#include "engine/kernels/wmma_fragments.h"

namespace irgate::engine {
namespace {

using Spec = irg_implicit_gemm_wgrad_spec_t;
constexpr int64_t kImplicitGemmInvalidOffset = 0x7FFFFFFF;  // past every buffer: the load reads 0

// A staged row of a tile (one 8-channel chunk or one 2-channel pair): what DY_ROW / X_ROW make.
struct StagedRow {
  Value *e, *row, *chan, *ch;  // ch: kin (dY) or cin (X), the row's first channel in-group
  Value *ok, *base_ok, *el;    // base_ok: the guard of the row's position (pok / ok_b)
};

// The two tiles of a step differ only in these names and values (docs: DY_ROW vs X_ROW).
struct Tile {
  bool is_x;
  int columns;               // BM (dY) or BN (X)
  int pitch, lds_base;       // DYP / XP, 0 / x_lds
  int chunks, chunks_per_thread, pairs, pairs_per_thread;
  const char *ch_hint, *ok_hint, *value_hint, *channels;  // "kin"/"cin", "kok"/"cok", "dyv"/"xv", "kpg"/"cpg"
};

class ImplicitGemmBuilder : WmmaBuilderBase {
 public:
  ImplicitGemmBuilder(const Spec& s, const ArchInfo& a, const std::string& stamp)
      : WmmaBuilderBase(implicit_gemm_kernel_name(s), IRG_FAMILY_IMPLICIT_GEMM, a, stamp,
                        implicit_gemm_shape(s, a.family).threads, implicit_gemm_shape(s, a.family).vgpr_total,
                        s.dtype),
        s_(s), d_(implicit_gemm_shape(s, a.family)), runtime_geometry_(implicit_gemm_runtime_geometry(s)),
        k16_(a.family == IRG_ARCH_FAMILY_GFX11 || a.family == IRG_ARCH_FAMILY_GFX12),
        g11_(a.family == IRG_ARCH_FAMILY_GFX11),
        dy_{false, d_.block_m, d_.dy_pitch, 0, d_.dy_chunks, d_.dy_per_thread, d_.dy_pairs,
            d_.dy_pairs_per_thread, "kin", "kok", "dyv", "kpg"},
        x_{true, d_.block_n, d_.x_pitch, d_.x_lds, d_.x_chunks, d_.x_per_thread, d_.x_pairs,
           d_.x_pairs_per_thread, "cin", "cok", "xv", "cpg"} {}

  Kernel build() {
    make_kernel_params();
    prologue();
    auto body = [&](Value* t, std::span<Value* const> carried) {
      Value* to = shl(t, 5, "to");
      p_s_ = add(p_lo_, to, "p_s");
      return step(carried);
    };
    std::vector<Value*> acc = valu() ? accumulate_scalars(body) : accumulate(steps_, d_.accumulators, body);
    epilogue(acc);
    return b_.take();
  }

 private:
  // G11/G12 fp32: no fp32 WMMA, the VALU body of docs/implicit-gemm-gfx11-gfx12.md §6.
  bool valu() const { return k16_ && d_.fp32; }

  // §6's loop: zero = KF(0.0) in place of ZV, 8·NACC scalar f32 iter-args "acc".
  std::vector<Value*> accumulate_scalars(const std::function<std::vector<Value*>(Value*, std::span<Value* const>)>& body) {
    Value* zero = b_.const_f32(0.0);
    std::vector<Value*> inits(static_cast<size_t>(8 * d_.accumulators), zero);
    Value* first = b_.const_i32(0);
    Value* one = b_.const_i32(1);
    return b_.for_(first, steps_, one, inits, "t", "acc", body);
  }

  Value* below(Value* a, Value* limit, const char* hint) { return b_.cmpi("ult", a, limit, hint); }
  Value* div(Value* a, Value* b, const char* hint) { return b_.binary(Opcode::ARITH_DIVUI, a, b, hint); }
  Value* div(Value* a, int64_t k, const char* hint) { return b_.binary(Opcode::ARITH_DIVUI, a, k, hint); }
  Value* rem(Value* a, Value* b, const char* hint) { return b_.binary(Opcode::ARITH_REMUI, a, b, hint); }
  Value* rem(Value* a, int64_t k, const char* hint) { return b_.binary(Opcode::ARITH_REMUI, a, k, hint); }
  Value* sub(Value* a, Value* b, const char* hint) { return b_.binary(Opcode::ARITH_SUBI, a, b, hint); }

  // GEO(f): the kernarg of a run-time-geometry kernel, else the baked value as a constant made here.
  Value* geo(int baked, const char* kernarg) { return runtime_geometry_ ? p(kernarg) : b_.const_i32(baked); }
  // TAPS: the prologue's `taps` of a run-time-geometry kernel, else the constant R·S made here.
  Value* taps() { return runtime_geometry_ ? taps_ : b_.const_i32(d_.taps); }

  void prologue() {
    tid_ = b_.gpu(Opcode::GPU_THREAD_ID_X, "tid");
    Value* lane = b_.binary(Opcode::ARITH_ANDI, tid_, 31, "lane");
    Value* wave = b_.binary(Opcode::ARITH_SHRUI, tid_, 5, "wave");
    Value* wave_m = rem(wave, s_.waves_m, "wave_m");
    Value* wave_n = div(wave, s_.waves_m, "wave_n");
    wkb_ = mul(wave_m, 16 * s_.wave_tiles_m, "wkb");
    wcb_ = mul(wave_n, 16 * s_.wave_tiles_n, "wcb");
    if (valu()) {
      valu_lane_map(lane);
    } else if (d_.fp32) {
      fp32_lane_map(lane);
    } else if (g11_) {
      g11_lane_map(lane);
    } else if (k16_) {
      g12_lane_map(lane);
    } else {
      const Tr16LaneMap map = emit_tr16_lane_map(b_, lane);
      khalf_ = map.khalf;
      lcol_ = map.lcol;
      a_lane_ = emit_lane_read_base(b_, map, d_.dy_pitch, wkb_, "a");
      b_lane_ = emit_lane_read_base(b_, map, d_.x_pitch, wcb_, "b");
    }
    Value* bx = b_.gpu(Opcode::GPU_BLOCK_ID_X, "bx");
    split_ = b_.gpu(Opcode::GPU_BLOCK_ID_Y, "split");
    if (runtime_geometry_) taps_ = mul(p("filter_h"), p("filter_w"), "taps");
    Value* nct_a = add(p("cpg"), d_.block_n - 1, "nct_a");
    Value* nct = div(nct_a, d_.block_n, "nct");
    Value* nkt_a = add(p("kpg"), d_.block_m - 1, "nkt_a");
    Value* nkt = div(nkt_a, d_.block_m, "nkt");
    Value* ct = rem(bx, nct, "ct");
    Value* rest_a = div(bx, nct, "rest");
    Value* taps_a = taps();
    tap_ = rem(rest_a, taps_a, "tap");
    Value* taps_b = taps();
    Value* rest = div(rest_a, taps_b, "rest");
    Value* kt = rem(rest, nkt, "kt");
    Value* g = div(rest, nkt, "g");
    Value* fw_a = geo(s_.filter_w, "filter_w");
    Value* fr = div(tap_, fw_a, "fr");
    Value* fw_b = geo(s_.filter_w, "filter_w");
    Value* fs = rem(tap_, fw_b, "fs");
    Value* dil_h = geo(s_.dilation_h, "dilation_h");
    Value* rd = mul(fr, dil_h, "rd");
    Value* pad_h = geo(s_.pad_h, "pad_h");
    h_tap_ = sub(rd, pad_h, "h_tap");
    Value* dil_w = geo(s_.dilation_w, "dilation_w");
    Value* sd = mul(fs, dil_w, "sd");
    Value* pad_w = geo(s_.pad_w, "pad_w");
    w_tap_ = sub(sd, pad_w, "w_tap");
    k_blk_ = mul(kt, d_.block_m, "k_blk");
    c_blk_ = mul(ct, d_.block_n, "c_blk");
    gk_ = mul(g, p("kpg"), "gk");
    Value* gc = mul(g, p("cpg"), "gc");
    dy_ch_ = add(gk_, k_blk_, "dy_ch");
    x_ch_ = add(gc, c_blk_, "x_ch");
    if (!d_.fp32) {
      Value* ch_or = b_.binary(Opcode::ARITH_ORI, p("cpg"), p("kpg"), "ch_or");
      Value* ch_lo = b_.binary(Opcode::ARITH_ANDI, ch_or, 7, "ch_lo");
      vec_ok_ = b_.cmpi("eq", ch_lo, int64_t{0}, "vec_ok");
    }
    howo_ = mul(p("ho"), p("wo"), "howo");
    Value* npos = mul(p("n"), howo_, "npos");
    p_lo_ = mul(split_, d_.block_positions, "p_lo");
    Value* p_end = add(p_lo_, d_.block_positions, "p_end");
    Value* fits = below(p_end, npos, "fits");
    p_hi_ = b_.select(fits, p_end, npos, "p_hi");
    Value* live = below(p_lo_, p_hi_, "live");
    Value* span_a = b_.binary(Opcode::ARITH_SUBI, p_hi_, p_lo_, "span_a");
    Value* span = b_.select(live, span_a, int64_t{0}, "span");
    Value* st_a = add(span, 31, "st_a");
    steps_ = b_.binary(Opcode::ARITH_SHRUI, st_a, 5, "steps");
    rdy_ = b_.buffer_rsrc(p("dy"), p("dy_bytes"), "rdy");
    rx_ = b_.buffer_rsrc(p("x"), p("x_bytes"), "rx");
    rws_ = b_.buffer_rsrc(p("ws"), p("ws_bytes"), "rws");
    lds_ = b_.lds_alloc(d_.lds_bytes);
  }

  // fp32: a lane holds A row / B column lane mod 16 and the two K 2·(lane / 16), + 1 of a 4-position
  // slice; the tiles are channel-major in LDS, so its two values are adjacent (one ds_load_b64).
  void fp32_lane_map(Value* lane) {
    Value* half = b_.binary(Opcode::ARITH_SHRUI, lane, 4, "half");
    khalf_ = shl(half, 3, "khalf");
    lcol_ = both_k(lane, 15, "lcol");
    Value* kpair = shl(half, 1, "kpair");
    a_lane_ = fp32_read_base(wkb_, kpair, "a_r", "a_q", "a_e", "a_lane");
    b_lane_ = fp32_read_base(wcb_, kpair, "b_r", "b_q", "b_e", "b_lane");
  }
  // G12 16-bit (§3): emit_lane_read_base with khalf as the row and lcol as the column.
  void g12_lane_map(Value* lane) {
    Value* half = b_.binary(Opcode::ARITH_SHRUI, lane, 4, "half");
    khalf_ = shl(half, 3, "khalf");
    lcol_ = both_k(lane, 15, "lcol");
    const Tr16LaneMap map{khalf_, lcol_, khalf_, lcol_};
    a_lane_ = emit_lane_read_base(b_, map, d_.dy_pitch, wkb_, "a");
    b_lane_ = emit_lane_read_base(b_, map, d_.x_pitch, wcb_, "b");
  }
  // G11 16-bit (§3): no row offset, lanes l and l + 16 read the same addresses; half is the D
  // row parity the EPILOGUE adds.
  void g11_lane_map(Value* lane) {
    half_ = b_.binary(Opcode::ARITH_SHRUI, lane, 4, "half");
    lcol_ = both_k(lane, 15, "lcol");
    Value* a_e = add(lcol_, wkb_, "a_e");
    a_lane_ = shl(a_e, 1, "a_lane");
    Value* b_e = add(lcol_, wcb_, "b_e");
    b_lane_ = shl(b_e, 1, "b_lane");
  }
  // G11/G12 fp32 (§6): the lane's first dY channel row (wkb + khalf) and its X channel row
  // (wcb + lcol) of the channel-major tiles.
  void valu_lane_map(Value* lane) {
    Value* half = b_.binary(Opcode::ARITH_SHRUI, lane, 4, "half");
    khalf_ = shl(half, 3, "khalf");
    lcol_ = both_k(lane, 15, "lcol");
    Value* a_r = add(wkb_, khalf_, "a_r");
    Value* a_q = mul(a_r, kImplicitGemmFp32Pitch, "a_q");
    a_lane_ = shl(a_q, 2, "a_lane");
    Value* b_r = add(wcb_, lcol_, "b_r");
    Value* b_q = mul(b_r, kImplicitGemmFp32Pitch, "b_q");
    b_lane_ = shl(b_q, 2, "b_lane");
  }
  Value* both_k(Value* a, int64_t k, const char* hint) { return b_.binary(Opcode::ARITH_ANDI, a, k, hint); }
  Value* fp32_read_base(Value* wave_base, Value* kpair, const char* r, const char* q, const char* e, const char* lane) {
    Value* row = add(wave_base, lcol_, r);
    Value* rowq = mul(row, kImplicitGemmFp32Pitch, q);
    Value* elem = add(rowq, kpair, e);
    return shl(elem, 2, lane);
  }

  // One step: stage (16-byte or pair path; fp32: one element a load, stored transposed), barrier,
  // multiply, barrier.
  std::vector<Value*> step(std::span<Value* const> acc) {
    if (d_.fp32)
      fp32_stage();
    else
      b_.if_else(vec_ok_, [&] { vec_stage(); }, [&] { pair_stage(); });
    b_.barrier();
    std::vector<Value*> out(acc.begin(), acc.end());
    if (valu())
      multiply_fma(out);
    else if (d_.fp32)
      multiply_fp32(out);
    else if (k16_)
      multiply_k16(out);
    else
      multiply(out);
    b_.barrier();
    return out;
  }

  // DY_ROW / X_ROW: row `e` of the tile staged `per_row` segments a row of 2^lg channels each.
  StagedRow staged_row(const Tile& t, Value* e, int per_row, int lg) {
    StagedRow r{};
    r.e = e;
    r.row = div(e, per_row, "row");
    Value* cc = rem(e, per_row, "cc");
    r.chan = lg == 0 ? cc : shl(cc, lg, "chan");  // one channel a row segment: cc is the channel
    Value* pos = add(p_s_, r.row, "pos");
    Value* pok = below(pos, p_hi_, "pok");
    Value* n = div(pos, howo_, "n");
    Value* prem = rem(pos, howo_, "prem");
    Value* ho = div(prem, p("wo"), "ho");
    Value* wo = rem(prem, p("wo"), "wo");
    Value *row_n, *row_h, *row_w;
    if (!t.is_x) {
      r.ch = add(k_blk_, r.chan, "kin");
      Value* kok = below(r.ch, p("kpg"), "kok");
      r.ok = both(pok, kok, "ok");
      r.base_ok = pok;
      row_n = mul(n, p("dy_stride_n"), "e_n");
      row_h = mul(ho, p("dy_stride_h"), "e_h");
      row_w = mul(wo, p("dy_stride_w"), "e_w");
    } else {
      Value* stride_h = geo(s_.stride_h, "stride_h");
      Value* h_a = mul(ho, stride_h, "h_a");
      Value* hi = add(h_a, h_tap_, "hi");
      Value* hiok = below(hi, p("hi"), "hiok");
      Value* stride_w = geo(s_.stride_w, "stride_w");
      Value* w_a = mul(wo, stride_w, "w_a");
      Value* wi = add(w_a, w_tap_, "wi");
      Value* wiok = below(wi, p("wi"), "wiok");
      r.ch = add(c_blk_, r.chan, "cin");
      Value* cok = below(r.ch, p("cpg"), "cok");
      Value* ok_a = both(pok, hiok, "ok");
      r.base_ok = both(ok_a, wiok, "ok");
      r.ok = both(r.base_ok, cok, "ok");
      row_n = mul(n, p("x_stride_n"), "e_n");
      row_h = mul(hi, p("x_stride_h"), "e_h");
      row_w = mul(wi, p("x_stride_w"), "e_w");
    }
    Value* el_a = add(row_n, row_h, "el");
    Value* el_b = add(el_a, row_w, "el");
    Value* el_c = add(el_b, t.is_x ? x_ch_ : dy_ch_, "el");
    r.el = add(el_c, r.chan, "el");
    return r;
  }

  // GUARDED: a load at element `el` when `ok`, else at the invalid offset, which reads 0.
  Value* guarded_load(Opcode code, Value* rsrc, Value* ok, Value* el, Type type, const char* hint) {
    Value* off = shl(el, element_shift(s_.dtype), "off");
    Value* safe = b_.select(ok, off, kImplicitGemmInvalidOffset, "safe");
    Value* soff = b_.const_i32(0);
    return b_.one(code, {rsrc, safe, soff}, type, hint);
  }

  Value* rsrc_of(const Tile& t) const { return t.is_x ? rx_ : rdy_; }

  // Stores `store` at `where`, under the region guard when the tile does not fill every thread.
  void guarded_store(const StagedChunk& where, const std::function<void()>& store) {
    if (where.in_region)
      b_.if_(where.in_region, store);
    else
      store();
  }

  // VEC_STAGE: every 16-byte load of the step (dY chunks, then X chunks), then the LDS stores.
  void vec_stage() {
    std::vector<StagedChunk> chunks;
    for (const Tile* t : {&dy_, &x_})
      for (int j = 0; j < t->chunks_per_thread; ++j) {
        Value* e = add(tid_, d_.threads * j, "e");
        const StagedRow r = staged_row(*t, e, t->columns / 8, 3);
        Value* v = guarded_load(Opcode::TILE_BUFFER_LOAD_B128, rsrc_of(*t), r.ok, r.el, Type::vec(ScalarKind::I32, 4),
                                t->value_hint);
        chunks.push_back(emit_store_address(b_, v, r.row, r.chan, t->pitch, t->lds_base, e, t->chunks, d_.threads));
      }
    for (const StagedChunk& c : chunks)
      guarded_store(c, [&] { b_.emit(Opcode::TILE_LDS_STORE_B128, {lds_, c.lds_offset, c.value}, {}); });
  }

  // PAIR_STAGE: channels c and c + 1 of one pixel, two guarded 16-bit loads packed into one
  // dword LDS store, pair by pair.
  void pair_stage() {
    for (const Tile* t : {&dy_, &x_})
      for (int j = 0; j < t->pairs_per_thread; ++j) {
        Value* e = add(tid_, d_.threads * j, "e");
        const StagedRow r = staged_row(*t, e, t->columns / 2, 1);
        Value* v0 = guarded_load(Opcode::TILE_BUFFER_LOAD_I16, rsrc_of(*t), r.ok, r.el, Type::i16(), t->value_hint);
        Value* ch1 = add(r.ch, 1, t->ch_hint);
        Value* cok1 = below(ch1, p(t->channels), t->ok_hint);
        Value* ok1 = both(r.base_ok, cok1, "ok");
        Value* el1 = add(r.el, 1, "el");
        Value* v1 = guarded_load(Opcode::TILE_BUFFER_LOAD_I16, rsrc_of(*t), ok1, el1, Type::i16(), t->value_hint);
        const StagedChunk where =
            emit_store_address(b_, nullptr, r.row, r.chan, t->pitch, t->lds_base, e, t->pairs, d_.threads);
        guarded_store(where, [&] {
          Value* lo = b_.cast(Opcode::ARITH_EXTUI, v0, Type::i32(), "lo");
          Value* hw = b_.cast(Opcode::ARITH_EXTUI, v1, Type::i32(), "hw");
          Value* hs = shl(hw, 16, "hs");
          Value* pair = b_.binary(Opcode::ARITH_ORI, lo, hs, "pair");
          Value* pf = b_.cast(Opcode::ARITH_BITCAST, pair, Type::f32(), "pairf");
          b_.lds_store_f32(lds_, where.lds_offset, pf);
        });
      }
  }

  // STEP_F32's staging: one guarded 32-bit load an element, stored at once at its transposed LDS
  // address (TSTORE): row `chan` of DQ floats, column `row`.
  void fp32_stage() {
    for (const Tile* t : {&dy_, &x_}) {
      const int elems = t->is_x ? d_.x_elems : d_.dy_elems;
      const int per_thread = t->is_x ? d_.x_elems_per_thread : d_.dy_elems_per_thread;
      for (int j = 0; j < per_thread; ++j) {
        Value* e = add(tid_, d_.threads * j, "e");
        const StagedRow r = staged_row(*t, e, t->columns, 0);
        Value* v = guarded_load(Opcode::TILE_BUFFER_LOAD_F32, rsrc_of(*t), r.ok, r.el, Type::f32(), t->value_hint);
        Value* trow = mul(r.chan, kImplicitGemmFp32Pitch, "trow");
        Value* tel = add(trow, r.row, "tel");
        Value* tb = shl(tel, 2, "tb");
        Value* la = add(tb, t->is_x ? d_.x_lds : 0, "la");
        auto store = [&] { b_.lds_store_f32(lds_, la, v); };
        if (elems % d_.threads == 0) {
          store();
        } else {
          Value* eok = below_k(e, elems, "eok");
          b_.if_(eok, store);
        }
      }
    }
  }
  Value* below_k(Value* a, int64_t k, const char* hint) { return b_.cmpi("ult", a, k, hint); }

  // COMPUTE_F32: the step's 8 slices of 4 positions; per slice every A fragment, then per n tile its
  // B fragment and TM WMMAs.
  void multiply_fp32(std::vector<Value*>& acc) {
    const Type pair = Type::vec(ScalarKind::F32, 2);
    for (int q = 0; q < 8; ++q) {
      std::vector<Value*> a(static_cast<size_t>(s_.wave_tiles_m));
      for (int tm = 0; tm < s_.wave_tiles_m; ++tm) {
        Value* addr = add(a_lane_, (16 * tm * kImplicitGemmFp32Pitch + 4 * q) * 4, "a_addr");
        a[tm] = b_.one(Opcode::TILE_LDS_LOAD_B64, {lds_, addr}, pair, "a_frag");
      }
      for (int tn = 0; tn < s_.wave_tiles_n; ++tn) {
        Value* addr = add(b_lane_, d_.x_lds + (16 * tn * kImplicitGemmFp32Pitch + 4 * q) * 4, "b_addr");
        Value* bf = b_.one(Opcode::TILE_LDS_LOAD_B64, {lds_, addr}, pair, "b_frag");
        for (int tm = 0; tm < s_.wave_tiles_m; ++tm) {
          Value*& slot = acc[tm * s_.wave_tiles_n + tn];
          slot = b_.one(Opcode::TILE_WMMA_F32_16X16X4_F32, {a[tm], bf, slot}, Type::vec(ScalarKind::F32, 8), "acc");
        }
      }
    }
  }

  // COMPUTE_FMA (G11/G12 fp32, §6): per 2-position slice, a lane's 8 dY rows of each m tile (one
  // 8-byte read each), then per n tile its X column and 16 FMAs a dW element pair.
  void multiply_fma(std::vector<Value*>& acc) {
    const Type pair = Type::vec(ScalarKind::F32, 2);
    const int tm_n = s_.wave_tiles_m, tn_n = s_.wave_tiles_n;
    for (int q = 0; q < 16; ++q) {
      std::vector<Value*> alo(static_cast<size_t>(8 * tm_n)), ahi(static_cast<size_t>(8 * tm_n));
      for (int tm = 0; tm < tm_n; ++tm)
        for (int i = 0; i < 8; ++i) {
          Value* addr = add(a_lane_, ((16 * tm + i) * kImplicitGemmFp32Pitch + 2 * q) * 4, "a_addr");
          Value* a_pair = b_.one(Opcode::TILE_LDS_LOAD_B64, {lds_, addr}, pair, "a_frag");
          alo[8 * tm + i] = b_.one(Opcode::VEC_EXTRACT, {a_pair}, Type::f32(), "a_lo", {{"index", int64_t{0}}});
          ahi[8 * tm + i] = b_.one(Opcode::VEC_EXTRACT, {a_pair}, Type::f32(), "a_hi", {{"index", int64_t{1}}});
        }
      for (int tn = 0; tn < tn_n; ++tn) {
        Value* addr = add(b_lane_, d_.x_lds + (16 * tn * kImplicitGemmFp32Pitch + 2 * q) * 4, "b_addr");
        Value* b_pair = b_.one(Opcode::TILE_LDS_LOAD_B64, {lds_, addr}, pair, "b_frag");
        Value* blo = b_.one(Opcode::VEC_EXTRACT, {b_pair}, Type::f32(), "b_lo", {{"index", int64_t{0}}});
        Value* bhi = b_.one(Opcode::VEC_EXTRACT, {b_pair}, Type::f32(), "b_hi", {{"index", int64_t{1}}});
        for (int tm = 0; tm < tm_n; ++tm)
          for (int i = 0; i < 8; ++i) {
            Value*& slot = acc[8 * (tm * tn_n + tn) + i];
            slot = b_.fma(alo[8 * tm + i], blo, slot, "acc");
            slot = b_.fma(ahi[8 * tm + i], bhi, slot, "acc");
          }
      }
    }
  }

  // FRAG16 (§3): a lane's K run of one 16 x 16 block, one 16-bit LDS read an element, P elements
  // apart, assembled into the WMMA operand (16 elements on G11, 8 on G12).
  Value* frag16(Value* lane_base, int base, int pitch, const std::string& x) {
    const int ne = g11_ ? 16 : 8;
    std::vector<Value*> el;
    for (int e = 0; e < ne; ++e) {
      Value* addr = add(lane_base, base + 2 * pitch * e, (x + "_addr").c_str());
      el.push_back(b_.one(Opcode::TILE_LDS_LOAD_B16, {lds_, addr}, Type::scalar_of(elem_), x + "_el"));
    }
    return b_.one(Opcode::VEC_FROM_ELEMENTS, std::move(el), Type::vec(elem_, ne), x + "_frag");
  }

  // COMPUTE_K16 (G11/G12 fp16/bf16, §4): per half step (positions 16h … 16h+15) every A fragment,
  // then per n tile its B fragment and TM WMMAs; the second half's WMMAs chain on the first's.
  void multiply_k16(std::vector<Value*>& acc) {
    for (int h = 0; h < 2; ++h) {
      std::vector<Value*> a(static_cast<size_t>(s_.wave_tiles_m));
      for (int tm = 0; tm < s_.wave_tiles_m; ++tm) a[tm] = frag16(a_lane_, 32 * h * d_.dy_pitch + 32 * tm, d_.dy_pitch, "a");
      for (int tn = 0; tn < s_.wave_tiles_n; ++tn) {
        Value* bf = frag16(b_lane_, d_.x_lds + 32 * h * d_.x_pitch + 32 * tn, d_.x_pitch, "b");
        for (int tm = 0; tm < s_.wave_tiles_m; ++tm) {
          Value*& slot = acc[tm * s_.wave_tiles_n + tn];
          slot = b_.one(Opcode::TILE_WMMA_F32_16X16X16, {a[tm], bf, slot}, Type::vec(ScalarKind::F32, 8), "acc");
        }
      }
    }
  }

  // COMPUTE: every A fragment of the wave, then per n tile its B fragment and TM WMMAs.
  void multiply(std::vector<Value*>& acc) {
    std::vector<Value*> a(static_cast<size_t>(s_.wave_tiles_m));
    for (int tm = 0; tm < s_.wave_tiles_m; ++tm)
      a[tm] = emit_fragment(b_, lds_, a_lane_, 32 * tm, d_.dy_pitch, elem_, "a");
    for (int tn = 0; tn < s_.wave_tiles_n; ++tn) {
      Value* bf = emit_fragment(b_, lds_, b_lane_, d_.x_lds + 32 * tn, d_.x_pitch, elem_, "b");
      for (int tm = 0; tm < s_.wave_tiles_m; ++tm) {
        Value*& slot = acc[tm * s_.wave_tiles_n + tn];
        slot = b_.one(Opcode::TILE_WMMA_F32_16X16X32, {a[tm], bf, slot}, Type::vec(ScalarKind::F32, 8), "acc");
      }
    }
  }

  // One atomic per accumulator lane into slab split mod ws_replicas, at
  // (((slab·G + g)·kpg + k)·R·S + tap)·cpg + c fp32 elements.
  void epilogue(const std::vector<Value*>& acc) {
    Value* slab = rem(split_, s_.ws_replicas, "slab");
    Value* slab_g = mul(slab, p("groups"), "slab_g");
    Value* slab_k = mul(slab_g, p("kpg"), "slab_k");
    Value* kbase = add(slab_k, gk_, "kbase");
    Value* taps_e = taps();
    Value* frow = mul(p("cpg"), taps_e, "frow");
    Value* tap_c = mul(tap_, p("cpg"), "tap_c");
    Value* c_w = add(c_blk_, wcb_, "c_w");
    Value* k_w = add(k_blk_, wkb_, "k_w");
    // G11 16-bit: slot i of lane l is row 2i + l/16 (§5); elsewhere 8·(l/16) + i.
    const bool g11_rows = g11_ && !d_.fp32;
    Value* k_h = add(k_w, g11_rows ? half_ : khalf_, "k_h");
    for (int tm = 0; tm < s_.wave_tiles_m; ++tm)
      for (int tn = 0; tn < s_.wave_tiles_n; ++tn) {
        Value* cin_a = add(c_w, 16 * tn, "cin");
        Value* cin = add(cin_a, lcol_, "cin");
        Value* cok = below(cin, p("cpg"), "cok");
        for (int i = 0; i < 8; ++i) {
          Value* kin = add(k_h, 16 * tm + (g11_rows ? 2 * i : i), "kin");
          Value* kok = below(kin, p("kpg"), "kok");
          Value* ok = both(kok, cok, "ok");
          b_.if_(ok, [&] {
            Value* krow = add(kbase, kin, "krow");
            Value* t_k = mul(krow, frow, "t_k");
            Value* t_t = add(t_k, tap_c, "t_t");
            Value* el = add(t_t, cin, "el");
            Value* off = shl(el, 2, "off");
            Value* v = valu() ? acc[8 * (tm * s_.wave_tiles_n + tn) + i] : extract(acc[tm * s_.wave_tiles_n + tn], i);
            atomic_add(rws_, off, v);
          });
        }
      }
  }

  const Spec& s_;
  const ImplicitGemmShape d_;
  const bool runtime_geometry_;
  const bool k16_, g11_;  // the arch class is G11 or G12 (16x16x16 WMMA, §1); it is G11
  const Tile dy_, x_;
  Value *half_ = nullptr;  // G11 16-bit: lane / 16, the D row parity
  Value *tid_ = nullptr, *wkb_ = nullptr, *wcb_ = nullptr, *khalf_ = nullptr, *lcol_ = nullptr;
  Value *a_lane_ = nullptr, *b_lane_ = nullptr, *split_ = nullptr, *tap_ = nullptr, *h_tap_ = nullptr,
        *w_tap_ = nullptr, *taps_ = nullptr;
  Value *k_blk_ = nullptr, *c_blk_ = nullptr, *gk_ = nullptr, *dy_ch_ = nullptr, *x_ch_ = nullptr, *vec_ok_ = nullptr;
  Value *howo_ = nullptr, *p_lo_ = nullptr, *p_hi_ = nullptr, *steps_ = nullptr, *p_s_ = nullptr;
  Value *rdy_ = nullptr, *rx_ = nullptr, *rws_ = nullptr, *lds_ = nullptr;
};

}  // namespace

Kernel build_implicit_gemm(const Spec& spec, const ArchInfo& arch, const std::string& stamp) {
  return ImplicitGemmBuilder(spec, arch, stamp).build();
}

}  // namespace irgate::engine
