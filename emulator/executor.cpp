// emulator/executor.cpp — the per-wave interpreter: ALU ops, phi edge copies, branches with
// exec-mask divergence and reconvergence (lowest pending block in reverse post-order first).
//
// The loop is instantiated per wave size, so a dense lane loop has a constant trip count the
// compiler unrolls and vectorises. An ALU op whose operands are uniform (WaveState::uniform) is
// computed once for the first active lane and broadcast; the others run a dense loop when every
// lane is on, a masked one otherwise.
#include <algorithm>
#include <bit>
#include <cmath>

#include "machine/cpu_features.h"
#include "machine/float_bits.h"
#include "emulator/wave.h"

namespace irgate::emu {

std::string describe_site(const Program& p, const Inst& in) {
  return "@" + p.kernel_name + ": " + site_text(p, in.site);
}

void start_wave(const Program& p, WaveState& w, const std::vector<uint64_t>& kernargs) {
  if (w.reg_count != size_t(p.num_units) * w.W) {
    w.reg_count = size_t(p.num_units) * w.W;
    w.regs.reset(new uint64_t[w.reg_count]);
  }
  for (uint32_t u : p.zeroed_at_start) std::fill_n(w.unit(u), w.W, 0);
  for (const ConstInit& c : p.constants) {
    uint64_t* r = w.unit(c.unit);
    for (unsigned l = 0; l < w.W; ++l) r[l] = c.bits;
  }
  for (size_t k = 0; k < p.params.size() && k < kernargs.size(); ++k) {
    uint64_t* r = w.unit(p.params[k].unit);
    for (unsigned l = 0; l < w.W; ++l) r[l] = kernargs[k];
  }
  w.uniform.assign((size_t(p.num_units) + 63) / 64, ~uint64_t(0));  // every unit holds a broadcast
  w.pending.assign(p.blocks.size(), 0);
  w.pending[0] = w.present;
  w.pending_min = 0;
  w.live = w.present;
  w.in_block = false;
  w.status = WaveStatus::Ready;
  w.tensor_copies.clear();
}

namespace {

inline uint64_t mask_of(unsigned bits) { return bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1; }
inline int64_t sext(uint64_t v, unsigned bits) {
  return bits >= 64 ? int64_t(v) : int64_t(v << (64 - bits)) >> (64 - bits);
}
inline float f(uint64_t v) { return as_f32(v); }
inline uint64_t fb(float x) { return f32_bits(x); }

template <unsigned W>
constexpr uint64_t kFull = W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;

// Copies `units` units from src to dst for the lanes of `mask`; dst is uniform afterwards when
// src was and every live lane took the edge.
template <unsigned W>
void copy_units(WaveState& w, uint32_t dst, uint32_t src, uint32_t units, uint64_t mask) {
  const bool whole = mask == w.live;
  for (uint32_t u = 0; u < units; ++u) {
    uint64_t* d = w.unit(dst + u);
    const uint64_t* s = w.unit(src + u);
    if (mask == kFull<W>) {
      for (unsigned l = 0; l < W; ++l) d[l] = s[l];
    } else {
      for (uint64_t m = mask; m; m &= m - 1) d[std::countr_zero(m)] = s[std::countr_zero(m)];
    }
    w.set_uniform(dst + u, whole && w.is_uniform(src + u));
  }
}

template <unsigned W>
void take_edge(const Program& p, WaveState& w, const Successor& s, uint64_t mask) {
  if (!mask) return;
  if (!s.copies_overlap) {
    for (uint32_t c = s.copies_begin; c < s.copies_end; ++c) {
      const EdgeCopy& e = p.edge_copies[c];
      copy_units<W>(w, e.dst, e.src, e.units, mask);
    }
  } else {  // parallel copy through scratch: a phi may read another phi of the same block
    uint32_t t = p.scratch_unit;
    for (uint32_t c = s.copies_begin; c < s.copies_end; ++c) {
      const EdgeCopy& e = p.edge_copies[c];
      copy_units<W>(w, t, e.src, e.units, mask);
      t += e.units;
    }
    t = p.scratch_unit;
    for (uint32_t c = s.copies_begin; c < s.copies_end; ++c) {
      const EdgeCopy& e = p.edge_copies[c];
      copy_units<W>(w, e.dst, t, e.units, mask);
      t += e.units;
    }
  }
  w.pending[s.block] |= mask;
  if (s.block < w.pending_min) w.pending_min = s.block;
}

bool fcmp(uint8_t truth, float a, float b) {
  unsigned rel = std::isnan(a) || std::isnan(b) ? 8 : a == b ? 1 : a > b ? 2 : 4;
  return (truth & rel) != 0;
}

// Non-ALU ops whose result is the same in every active lane: the workgroup id, readfirstlane
// and ballot whatever their operands hold, a buffer resource built from uniform fields.
bool gives_every_lane_one_value(const WaveState& w, const Inst& in) {
  switch (in.op) {
    case Op::WorkgroupId:
    case Op::ReadFirstLane:
    case Op::Ballot: return true;
    case Op::MakeRsrc:
      return w.is_uniform(in.src[0]) && w.is_uniform(in.src[1]) && w.is_uniform(in.src[2]) &&
             w.is_uniform(in.src[3]);
    default: return false;
  }
}

// The lanes' bits of `src` (bit 0 of each unit) under `exec`, as a lane mask.
template <unsigned W>
uint64_t lane_bits(const uint64_t* src, uint64_t exec) {
  uint64_t bits = 0;
  if (exec == kFull<W>) {
    for (unsigned l = 0; l < W; ++l) bits |= (src[l] & 1) << l;
  } else {
    for (uint64_t m = exec; m; m &= m - 1) bits |= (src[std::countr_zero(m)] & 1) << std::countr_zero(m);
  }
  return bits;
}

// Every lane of `live` holds the same value in d.
template <unsigned W>
bool same_in_every_lane(const uint64_t* d, uint64_t live) {
  const uint64_t v = d[std::countr_zero(live)];
  uint64_t differ = 0;
  if (live == kFull<W>) {
    for (unsigned l = 0; l < W; ++l) differ |= d[l] ^ v;
  } else {
    for (uint64_t m = live; m; m &= m - 1) differ |= d[std::countr_zero(m)] ^ v;
  }
  return differ == 0;
}

// d[l] = fn(a[l], b[l], c[l]) for every lane. Not inlined, so that the restrict parameters tell
// the compiler d overlaps no operand: the constant-trip-count loop then vectorises (restrict on
// a local pointer, or on the parameter of an inlined function, is not used by GCC). An ALU op
// never writes one of its own operand units (GepIndex, which does, is not run through here).
template <unsigned W, class Fn>
[[gnu::noinline]] void every_lane(uint64_t* __restrict d, const uint64_t* __restrict a, const uint64_t* __restrict b,
                                  const uint64_t* __restrict c, Fn fn) {
  for (unsigned l = 0; l < W; ++l) d[l] = fn(a[l], b[l], c[l]);
}

// One ALU op: computed once and broadcast when its operands are uniform (`uni`), in a dense loop
// when every lane is on, lane by lane otherwise. The result is uniform when it was computed once
// with every live lane on (`whole`), or when `collapses` (shifts and divisions often turn a lane
// index into a wave index) and every live lane happens to hold the same value.
template <unsigned W, class Fn>
[[gnu::noinline]] bool alu_op(WaveState& w, const Inst& in, uint64_t exec, bool uni, bool whole, bool collapses, Fn fn) {
  uint64_t* d = w.unit(in.dst);
  const uint64_t* a = w.unit(in.src[0]);
  const uint64_t* b = w.unit(in.src[1]);
  const uint64_t* c = w.unit(in.src[2]);
  bool uniform = false;
  if (uni) {
    const unsigned l = unsigned(std::countr_zero(exec));
    const uint64_t v = fn(a[l], b[l], c[l]);
    if (whole) {
      for (unsigned k = 0; k < W; ++k) d[k] = v;
    } else {
      for (uint64_t m = exec; m; m &= m - 1) d[std::countr_zero(m)] = v;
    }
    uniform = whole;
  } else {
    if (exec == kFull<W>) {
      every_lane<W>(d, a, b, c, fn);
    } else {
      for (uint64_t m = exec; m; m &= m - 1) {
        const unsigned l = unsigned(std::countr_zero(m));
        d[l] = fn(a[l], b[l], c[l]);
      }
    }
    uniform = collapses && whole && same_in_every_lane<W>(d, w.live);
  }
  w.set_uniform(in.dst, uniform);
  return true;
}

// GepIndex: dst += sext(index) * scale, dst being the address accumulated so far (its own src[0]).
template <unsigned W>
[[gnu::noinline]] bool gep_index(WaveState& w, const Inst& in, uint64_t exec, bool uni, bool whole) {
  uint64_t* acc = w.unit(in.dst);
  const uint64_t* idx = w.unit(in.src[1]);
  if (uni) {
    const unsigned first = unsigned(std::countr_zero(exec));
    const uint64_t v = acc[first] + uint64_t(sext(idx[first], in.bits)) * in.imm;
    if (whole) {
      for (unsigned k = 0; k < W; ++k) acc[k] = v;
    } else {
      for (uint64_t m = exec; m; m &= m - 1) acc[std::countr_zero(m)] = v;
    }
  } else {
    for (uint64_t m = exec; m; m &= m - 1) {
      const unsigned l = unsigned(std::countr_zero(m));
      acc[l] += uint64_t(sext(idx[l], in.bits)) * in.imm;
    }
  }
  w.set_uniform(in.dst, uni && whole);
  return true;
}

#if IRGATE_EMU_AVX2_PATH
// llvm.fma.f32 on every lane, in vector FMA instructions: one rounding, as std::fma (which the
// baseline compilation can only reach through a call of libm's fmaf, once a lane).
template <unsigned W>
IRGATE_EMU_TARGET_AVX2_FMA [[gnu::noinline]] void fma_every_lane(uint64_t* __restrict d, const uint64_t* __restrict a,
                                                                const uint64_t* __restrict b,
                                                                const uint64_t* __restrict c) {
  for (unsigned l = 0; l < W; ++l) d[l] = fb(__builtin_fmaf(f(a[l]), f(b[l]), f(c[l])));
}
#endif

// Fma: as alu_op, with the dense loop in FMA instructions where the CPU has them.
template <unsigned W>
[[gnu::noinline]] bool fma_op(WaveState& w, const Inst& in, uint64_t exec, bool uni, bool whole) {
#if IRGATE_EMU_AVX2_PATH
  if (!uni && exec == kFull<W> && cpu_has_avx2_fma()) {
    fma_every_lane<W>(w.unit(in.dst), w.unit(in.src[0]), w.unit(in.src[1]), w.unit(in.src[2]));
    w.set_uniform(in.dst, false);  // as alu_op: an fma does not collapse lanes
    return true;
  }
#endif
  return alu_op<W>(w, in, exec, uni, whole, false,
                   [](uint64_t A, uint64_t B, uint64_t C) -> uint64_t { return fb(std::fma(f(A), f(B), f(C))); });
}

// The ALU ops: returns false if `in` is not one of them (the caller dispatches it elsewhere).
// `uni`: every operand is uniform; `whole`: every live lane is active. Each case is a tail call of
// its own alu_op instantiation, whose lambda captures by value: this function then keeps no frame,
// so the instructions a wave runs most pay no register saves for the cases they do not take.
template <unsigned W>
bool exec_alu(WaveState& w, const Inst& in, uint64_t exec, bool uni, bool whole) {
  const uint64_t m = mask_of(in.bits);
  const unsigned bits = in.bits;
  const uint64_t imm = in.imm;  // captured instead of `in`, which a by-value capture would copy whole
  // `expr` of the operands A, B, C of one lane (the op's src[0..2] units).
#define OP(expr) return alu_op<W>(w, in, exec, uni, whole, false, [=](uint64_t A, uint64_t B, uint64_t C) -> uint64_t { \
    (void)A, (void)B, (void)C;                                                                                           \
    return (expr);                                                                                                       \
  })
#define COLLAPSING_OP(expr) return alu_op<W>(w, in, exec, uni, whole, true, [=](uint64_t A, uint64_t B, uint64_t C) -> uint64_t { \
    (void)C;                                                                                                                      \
    return (expr);                                                                                                                \
  })
  switch (in.op) {
    case Op::Add: OP((A + B) & m);
    case Op::Sub: OP((A - B) & m);
    case Op::Mul: OP((A * B) & m);
    case Op::UDiv: COLLAPSING_OP(B ? A / B : 0);  // division by zero is poison: 0
    case Op::URem: OP(B ? A % B : 0);
    case Op::SDiv: COLLAPSING_OP(B ? uint64_t(sext(A, bits) / sext(B, bits)) & m : 0);
    case Op::SRem: OP(B ? uint64_t(sext(A, bits) % sext(B, bits)) & m : 0);
    case Op::And: OP(A & B);
    case Op::Or: OP(A | B);
    case Op::Xor: OP(A ^ B);
    case Op::Shl: OP(B < bits ? (A << B) & m : 0);
    case Op::LShr: COLLAPSING_OP(B < bits ? A >> B : 0);
    case Op::AShr: COLLAPSING_OP(B < bits ? uint64_t(sext(A, bits) >> B) & m : 0);
    case Op::ICmp:
      switch (IPred(in.pred)) {  // outside the lane loop, so each predicate's loop is straight code
        case IPred::Eq: OP(uint64_t(A == B));
        case IPred::Ne: OP(uint64_t(A != B));
        case IPred::Ult: OP(uint64_t(A < B));
        case IPred::Ule: OP(uint64_t(A <= B));
        case IPred::Ugt: OP(uint64_t(A > B));
        case IPred::Uge: OP(uint64_t(A >= B));
        case IPred::Slt: OP(uint64_t(sext(A, bits) < sext(B, bits)));
        case IPred::Sle: OP(uint64_t(sext(A, bits) <= sext(B, bits)));
        case IPred::Sgt: OP(uint64_t(sext(A, bits) > sext(B, bits)));
        case IPred::Sge: OP(uint64_t(sext(A, bits) >= sext(B, bits)));
      }
      break;
    case Op::Select: OP(A & 1 ? B : C);
    case Op::Copy: OP(A);
    case Op::Trunc: OP(A & m);
    case Op::SExt: {
      const uint64_t out = mask_of(in.pred ? in.pred : 64);
      OP(uint64_t(sext(A, bits)) & out);
    }
    case Op::UMin: OP(std::min(A, B));
    case Op::UMax: OP(std::max(A, B));
    case Op::SMin: OP(sext(A, bits) < sext(B, bits) ? A : B);
    case Op::SMax: OP(sext(A, bits) > sext(B, bits) ? A : B);
    case Op::FAdd: OP(fb(f(A) + f(B)));
    case Op::FSub: OP(fb(f(A) - f(B)));
    case Op::FMul: OP(fb(f(A) * f(B)));
    case Op::FDiv: OP(fb(f(A) / f(B)));
    case Op::FNeg: OP(A ^ (uint64_t(1) << (bits - 1)));
    case Op::Fma: return fma_op<W>(w, in, exec, uni, whole);
    case Op::FCmp: OP(uint64_t(fcmp(in.pred, f(A), f(B))));
    case Op::FMaxNum: OP(fb(std::fmax(f(A), f(B))));
    case Op::FMinNum: OP(fb(std::fmin(f(A), f(B))));
    case Op::FAbs: OP(A & 0x7FFFFFFFu);
    case Op::F16ToF32: OP(fb(f16_to_f32(uint16_t(A))));
    case Op::F32ToF16: OP(f32_to_f16(f(A)));
    case Op::BF16ToF32: OP(fb(bf16_to_f32(uint16_t(A))));
    case Op::F32ToBF16: OP(f32_to_bf16(f(A)));
    case Op::SIToF32: OP(fb(float(sext(A, bits))));
    case Op::UIToF32: OP(fb(float(A)));
    case Op::F32ToSI: OP(uint64_t(int64_t(f(A))) & m);
    case Op::F32ToUI: OP(uint64_t(f(A)) & m);
    // half arithmetic: the fp32 result of two halves rounded once to half is the correctly
    // rounded half result (fp32 has more than 2*11+2 significand bits).
    case Op::HAdd: OP(f32_to_f16(f16_to_f32(uint16_t(A)) + f16_to_f32(uint16_t(B))));
    case Op::HMul: OP(f32_to_f16(f16_to_f32(uint16_t(A)) * f16_to_f32(uint16_t(B))));
    case Op::HFma:
      OP(f32_to_f16(float(double(f16_to_f32(uint16_t(A))) * f16_to_f32(uint16_t(B)) + f16_to_f32(uint16_t(C)))));
    case Op::GepConst: OP(A + imm);
    case Op::GepIndex: return gep_index<W>(w, in, exec, uni, whole);
    default: return false;
  }
#undef OP
#undef COLLAPSING_OP
  return true;
}

// The other ops a wave runs itself (vectors, control); false after a fault, or when a barrier
// stops the wave. `stop` tells the caller to return.
template <unsigned W>
bool exec_rest(GroupContext& g, WaveState& w, const Inst& in, uint64_t exec, bool& stop) {
  const Program& p = g.prog;
  switch (in.op) {
    case Op::ExtractDyn: {
      const uint64_t* b = w.unit(in.src[1]);
      uint64_t* d = w.unit(in.dst);
      const uint64_t n = in.imm;
      for (uint64_t mk = exec; mk; mk &= mk - 1) {
        const unsigned l = unsigned(std::countr_zero(mk));
        d[l] = b[l] < n ? w.unit(in.src[0] + uint32_t(b[l]))[l] : 0;
      }
      return true;
    }
    case Op::InsertDyn: {
      const uint64_t* a = w.unit(in.src[0]);
      const uint64_t* b = w.unit(in.src[1]);
      const uint64_t n = in.imm;
      for (uint64_t mk = exec; mk; mk &= mk - 1) {
        const unsigned l = unsigned(std::countr_zero(mk));
        if (b[l] < n) w.unit(in.dst + uint32_t(b[l]))[l] = a[l];
      }
      return true;
    }
    case Op::Repack: {
      const unsigned from = in.bits, to = in.pred;
      for (uint64_t e = 0; e < in.imm; ++e) {
        uint64_t* de = w.unit(in.dst + uint32_t(e));
        for (uint64_t mk = exec; mk; mk &= mk - 1) {
          const unsigned l = unsigned(std::countr_zero(mk));
          uint64_t out = 0;
          for (unsigned got = 0; got < to;) {
            uint64_t bit = e * to + got;
            uint32_t s = uint32_t(bit / from);
            unsigned off = unsigned(bit % from);
            unsigned take = std::min(from - off, to - got);
            out |= ((w.unit(in.src[0] + s)[l] >> off) & mask_of(take)) << got;
            got += take;
          }
          de[l] = out;
        }
      }
      return true;
    }
    case Op::Nop: return true;
    case Op::UndefRead:
      if (g.check_uninitialised)
        g.report.add(FindingKind::Uninitialized, "read of an undef/poison value in " + describe_site(p, in));
      return true;
    case Op::Barrier:
      if (exec != w.live)
        g.report.add(FindingKind::DivergentBarrier, "s.barrier reached by part of a wave in " + describe_site(p, in));
      w.status = WaveStatus::AtBarrier;
      stop = true;
      return true;
    case Op::Br:
      take_edge<W>(p, w, p.blocks[w.block].succ[0], exec);
      w.in_block = false;
      return true;
    case Op::CondBr: {
      const uint64_t taken = lane_bits<W>(w.unit(in.src[0]), exec);
      take_edge<W>(p, w, p.blocks[w.block].succ[0], taken);
      take_edge<W>(p, w, p.blocks[w.block].succ[1], exec & ~taken);
      w.in_block = false;
      return true;
    }
    case Op::Ret:
      if (in.pred == 1) g.report.add(FindingKind::Fault, "reached unreachable in " + describe_site(p, in));
      w.live &= ~exec;
      w.in_block = false;
      return true;
    case Op::WorkitemId:
    case Op::WorkgroupId:
    case Op::ReadFirstLane:
    case Op::Ballot:
    case Op::MbcntLo:
    case Op::MbcntHi:
    case Op::DsBpermute:
    case Op::DsLoadTr16: return exec_crosslane(g, w, in);
    case Op::WmmaGfx11:
    case Op::WmmaGfx12:
    case Op::WmmaGfx1250:
    case Op::WmmaGfx1250F32: return exec_wmma(g, w, in);
    case Op::TensorLoadToLds:
    case Op::WaitTensorCnt: return exec_tensor(g, w, in);
    default: return exec_memory(g, w, in);
  }
}

template <unsigned W>
uint64_t run_wave_w(GroupContext& g, WaveState& w, uint64_t budget) {
  const Program& p = g.prog;
  // Counted here and added to the report once: the register stores of every instruction may
  // alias a counter in memory, which would make each += a load and a store.
  uint64_t executed = 0, lane_instructions = 0;
  uint64_t lanes = uint64_t(std::popcount(w.exec));  // a wave may resume inside a block
  while (executed < budget) {
    if (!w.in_block) {
      uint32_t b = w.pending_min;
      while (b < w.pending.size() && w.pending[b] == 0) ++b;
      if (b >= w.pending.size()) {
        check_tensor_copies_retired(g, w);
        w.status = WaveStatus::Done;
        break;
      }
      w.block = b;
      w.exec = w.pending[b];
      w.pending[b] = 0;
      w.pending_min = b + 1;
      w.pc = p.blocks[b].first;
      w.in_block = true;
      lanes = uint64_t(std::popcount(w.exec));
    }
    const Inst& in = p.insts[w.pc];
    const uint64_t exec = w.exec;
    ++executed;
    lane_instructions += lanes;
    ++w.pc;
    const bool uni = w.is_uniform(in.src[0]) && w.is_uniform(in.src[1]) && w.is_uniform(in.src[2]);
    if (exec_alu<W>(w, in, exec, uni, exec == w.live)) continue;
    bool stop = false;
    const bool ok = exec_rest<W>(g, w, in, exec, stop);
    const bool one_value = exec == w.live && gives_every_lane_one_value(w, in);
    for (uint32_t u = in.dst; u < in.dst + in.dst_units; ++u) w.set_uniform(u, one_value);
    if (!ok || stop || g.report.faulted) break;
  }
  g.report.stats.wave_instructions += executed;
  g.report.stats.lane_instructions += lane_instructions;
  return executed;
}

}  // namespace

uint64_t run_wave(GroupContext& g, WaveState& w, uint64_t budget) {
  return w.W == 64 ? run_wave_w<64>(g, w, budget) : run_wave_w<32>(g, w, budget);
}

}  // namespace irgate::emu
