// emulator/executor.cpp — the per-wave interpreter: ALU ops, phi edge copies, branches with
// exec-mask divergence and reconvergence (lowest pending block in reverse post-order first).
#include <bit>
#include <cmath>

#include "emulator/float_bits.h"
#include "emulator/wave.h"

namespace irgate::emu {

std::string describe_site(const Program& p, const Inst& in) {
  return "@" + p.kernel_name + ": " + (in.site < p.sites.size() ? p.sites[in.site] : std::string("?"));
}

void start_wave(const Program& p, WaveState& w, const std::vector<uint64_t>& kernargs) {
  w.regs.assign(size_t(p.num_units) * w.W, 0);
  for (const ConstInit& c : p.constants) {
    uint64_t* r = w.unit(c.unit);
    for (unsigned l = 0; l < w.W; ++l) r[l] = c.bits;
  }
  for (size_t k = 0; k < p.params.size() && k < kernargs.size(); ++k) {
    uint64_t* r = w.unit(p.params[k].unit);
    for (unsigned l = 0; l < w.W; ++l) r[l] = kernargs[k];
  }
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

void take_edge(const Program& p, WaveState& w, const Successor& s, uint64_t mask) {
  if (!mask) return;
  if (!s.copies_overlap) {
    for (uint32_t c = s.copies_begin; c < s.copies_end; ++c) {
      const EdgeCopy& e = p.edge_copies[c];
      for (uint32_t u = 0; u < e.units; ++u) {
        uint64_t* d = w.unit(e.dst + u);
        const uint64_t* src = w.unit(e.src + u);
        for_lanes(mask, w.W, [&](unsigned l) { d[l] = src[l]; });
      }
    }
  } else {  // parallel copy through scratch: a phi may read another phi of the same block
    uint32_t t = p.scratch_unit;
    for (uint32_t c = s.copies_begin; c < s.copies_end; ++c) {
      const EdgeCopy& e = p.edge_copies[c];
      for (uint32_t u = 0; u < e.units; ++u, ++t) {
        uint64_t* d = w.unit(t);
        const uint64_t* src = w.unit(e.src + u);
        for_lanes(mask, w.W, [&](unsigned l) { d[l] = src[l]; });
      }
    }
    t = p.scratch_unit;
    for (uint32_t c = s.copies_begin; c < s.copies_end; ++c) {
      const EdgeCopy& e = p.edge_copies[c];
      for (uint32_t u = 0; u < e.units; ++u, ++t) {
        uint64_t* d = w.unit(e.dst + u);
        const uint64_t* src = w.unit(t);
        for_lanes(mask, w.W, [&](unsigned l) { d[l] = src[l]; });
      }
    }
  }
  w.pending[s.block] |= mask;
  if (s.block < w.pending_min) w.pending_min = s.block;
}

bool icmp(IPred p, uint64_t a, uint64_t b, unsigned bits) {
  switch (p) {
    case IPred::Eq: return a == b;
    case IPred::Ne: return a != b;
    case IPred::Ult: return a < b;
    case IPred::Ule: return a <= b;
    case IPred::Ugt: return a > b;
    case IPred::Uge: return a >= b;
    case IPred::Slt: return sext(a, bits) < sext(b, bits);
    case IPred::Sle: return sext(a, bits) <= sext(b, bits);
    case IPred::Sgt: return sext(a, bits) > sext(b, bits);
    case IPred::Sge: return sext(a, bits) >= sext(b, bits);
  }
  return false;
}

bool fcmp(uint8_t truth, float a, float b) {
  unsigned rel = std::isnan(a) || std::isnan(b) ? 8 : a == b ? 1 : a > b ? 2 : 4;
  return (truth & rel) != 0;
}

}  // namespace

uint64_t run_wave(GroupContext& g, WaveState& w, uint64_t budget) {
  const Program& p = g.prog;
  const unsigned W = w.W;
  uint64_t executed = 0;
  while (executed < budget) {
    if (!w.in_block) {
      uint32_t b = w.pending_min;
      while (b < w.pending.size() && w.pending[b] == 0) ++b;
      if (b >= w.pending.size()) {
        check_tensor_copies_retired(g, w);
        w.status = WaveStatus::Done;
        return executed;
      }
      w.block = b;
      w.exec = w.pending[b];
      w.pending[b] = 0;
      w.pending_min = b + 1;
      w.pc = p.blocks[b].first;
      w.in_block = true;
    }
    const Inst& in = p.insts[w.pc];
    const uint64_t exec = w.exec;
    ++executed;
    g.report.stats.wave_instructions += 1;
    g.report.stats.lane_instructions += uint64_t(std::popcount(exec));
    uint64_t* d = w.unit(in.dst);
    const uint64_t* a = w.unit(in.src[0]);
    const uint64_t* b = w.unit(in.src[1]);
    const uint64_t* c = w.unit(in.src[2]);
    const uint64_t m = mask_of(in.bits);
    ++w.pc;
#define LANES(expr) for_lanes(exec, W, [&](unsigned l) { d[l] = (expr); })
    switch (in.op) {
      case Op::Add: LANES((a[l] + b[l]) & m); break;
      case Op::Sub: LANES((a[l] - b[l]) & m); break;
      case Op::Mul: LANES((a[l] * b[l]) & m); break;
      case Op::UDiv: LANES(b[l] ? a[l] / b[l] : 0); break;  // division by zero is poison: 0
      case Op::URem: LANES(b[l] ? a[l] % b[l] : 0); break;
      case Op::SDiv: LANES(b[l] ? uint64_t(sext(a[l], in.bits) / sext(b[l], in.bits)) & m : 0); break;
      case Op::SRem: LANES(b[l] ? uint64_t(sext(a[l], in.bits) % sext(b[l], in.bits)) & m : 0); break;
      case Op::And: LANES(a[l] & b[l]); break;
      case Op::Or: LANES(a[l] | b[l]); break;
      case Op::Xor: LANES(a[l] ^ b[l]); break;
      case Op::Shl: LANES(b[l] < in.bits ? (a[l] << b[l]) & m : 0); break;
      case Op::LShr: LANES(b[l] < in.bits ? a[l] >> b[l] : 0); break;
      case Op::AShr: LANES(b[l] < in.bits ? uint64_t(sext(a[l], in.bits) >> b[l]) & m : 0); break;
      case Op::ICmp: LANES(uint64_t(icmp(IPred(in.pred), a[l], b[l], in.bits))); break;
      case Op::Select: LANES(a[l] & 1 ? b[l] : c[l]); break;
      case Op::Copy: LANES(a[l]); break;
      case Op::Trunc: LANES(a[l] & m); break;
      case Op::SExt: {
        const uint64_t out = mask_of(in.pred ? in.pred : 64);
        LANES(uint64_t(sext(a[l], in.bits)) & out);
        break;
      }
      case Op::UMin: LANES(std::min(a[l], b[l])); break;
      case Op::UMax: LANES(std::max(a[l], b[l])); break;
      case Op::SMin: LANES(sext(a[l], in.bits) < sext(b[l], in.bits) ? a[l] : b[l]); break;
      case Op::SMax: LANES(sext(a[l], in.bits) > sext(b[l], in.bits) ? a[l] : b[l]); break;
      case Op::FAdd: LANES(fb(f(a[l]) + f(b[l]))); break;
      case Op::FSub: LANES(fb(f(a[l]) - f(b[l]))); break;
      case Op::FMul: LANES(fb(f(a[l]) * f(b[l]))); break;
      case Op::FDiv: LANES(fb(f(a[l]) / f(b[l]))); break;
      case Op::FNeg: LANES(a[l] ^ (uint64_t(1) << (in.bits - 1))); break;
      case Op::Fma: LANES(fb(std::fma(f(a[l]), f(b[l]), f(c[l])))); break;
      case Op::FCmp: LANES(uint64_t(fcmp(in.pred, f(a[l]), f(b[l])))); break;
      case Op::FMaxNum: LANES(fb(std::fmax(f(a[l]), f(b[l])))); break;
      case Op::FMinNum: LANES(fb(std::fmin(f(a[l]), f(b[l])))); break;
      case Op::FAbs: LANES(a[l] & 0x7FFFFFFFu); break;
      case Op::F16ToF32: LANES(fb(f16_to_f32(uint16_t(a[l])))); break;
      case Op::F32ToF16: LANES(f32_to_f16(f(a[l]))); break;
      case Op::BF16ToF32: LANES(fb(bf16_to_f32(uint16_t(a[l])))); break;
      case Op::F32ToBF16: LANES(f32_to_bf16(f(a[l]))); break;
      case Op::SIToF32: LANES(fb(float(sext(a[l], in.bits)))); break;
      case Op::UIToF32: LANES(fb(float(a[l]))); break;
      case Op::F32ToSI: LANES(uint64_t(int64_t(f(a[l]))) & m); break;
      case Op::F32ToUI: LANES(uint64_t(f(a[l])) & m); break;
      // half arithmetic: the fp32 result of two halves rounded once to half is the correctly
      // rounded half result (fp32 has more than 2*11+2 significand bits).
      case Op::HAdd: LANES(f32_to_f16(f16_to_f32(uint16_t(a[l])) + f16_to_f32(uint16_t(b[l])))); break;
      case Op::HMul: LANES(f32_to_f16(f16_to_f32(uint16_t(a[l])) * f16_to_f32(uint16_t(b[l])))); break;
      case Op::HFma:
        LANES(f32_to_f16(float(double(f16_to_f32(uint16_t(a[l]))) * f16_to_f32(uint16_t(b[l])) +
                               f16_to_f32(uint16_t(c[l])))));
        break;
      case Op::GepConst: LANES(a[l] + in.imm); break;
      case Op::GepIndex: LANES(a[l] + uint64_t(sext(b[l], in.bits)) * in.imm); break;
      case Op::ExtractDyn: {
        const uint64_t n = in.imm;
        for_lanes(exec, W, [&](unsigned l) { d[l] = b[l] < n ? w.unit(in.src[0] + uint32_t(b[l]))[l] : 0; });
        break;
      }
      case Op::InsertDyn: {
        const uint64_t n = in.imm;
        for_lanes(exec, W, [&](unsigned l) {
          if (b[l] < n) w.unit(in.dst + uint32_t(b[l]))[l] = a[l];
        });
        break;
      }
      case Op::Repack: {
        const unsigned from = in.bits, to = in.pred;
        for (uint64_t e = 0; e < in.imm; ++e) {
          uint64_t* de = w.unit(in.dst + uint32_t(e));
          for_lanes(exec, W, [&](unsigned l) {
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
          });
        }
        break;
      }
      case Op::Nop: break;
      case Op::UndefRead:
        if (g.check_uninitialised)
          g.report.add(FindingKind::Uninitialized, "read of an undef/poison value in " + describe_site(p, in));
        break;
      case Op::Barrier: {
        if (exec != w.live)
          g.report.add(FindingKind::DivergentBarrier, "s.barrier reached by part of a wave in " + describe_site(p, in));
        w.status = WaveStatus::AtBarrier;
        return executed;
      }
      case Op::Br: take_edge(p, w, p.blocks[w.block].succ[0], exec); w.in_block = false; break;
      case Op::CondBr: {
        uint64_t taken = 0;
        for_lanes(exec, W, [&](unsigned l) { taken |= (a[l] & 1) << l; });
        take_edge(p, w, p.blocks[w.block].succ[0], taken);
        take_edge(p, w, p.blocks[w.block].succ[1], exec & ~taken);
        w.in_block = false;
        break;
      }
      case Op::Ret:
        if (in.pred == 1) g.report.add(FindingKind::Fault, "reached unreachable in " + describe_site(p, in));
        w.live &= ~exec;
        w.in_block = false;
        break;
      case Op::WorkitemId:
      case Op::WorkgroupId:
      case Op::ReadFirstLane:
      case Op::Ballot:
      case Op::MbcntLo:
      case Op::MbcntHi:
      case Op::DsBpermute:
      case Op::DsLoadTr16:
        if (!exec_crosslane(g, w, in)) return executed;
        break;
      case Op::WmmaGfx11:
      case Op::WmmaGfx12:
      case Op::WmmaGfx1250:
        if (!exec_wmma(g, w, in)) return executed;
        break;
      case Op::TensorLoadToLds:
      case Op::WaitTensorCnt:
        if (!exec_tensor(g, w, in)) return executed;
        break;
      default:
        if (!exec_memory(g, w, in)) return executed;
        break;
    }
#undef LANES
    if (g.report.faulted) return executed;
  }
  return executed;
}

}  // namespace irgate::emu
