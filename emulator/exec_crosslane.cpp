// emulator/exec_crosslane.cpp — work-item identity and the ops that read other lanes:
// readfirstlane, ballot, mbcnt, ds_bpermute, WMMA (layouts in wmma.h), ds_load_tr16_b128.
#include <bit>
#include <cstring>

#include "emulator/float_bits.h"
#include "emulator/wave.h"
#include "emulator/wmma.h"

namespace irgate::emu {

namespace {

uint64_t full_mask(unsigned W) { return W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1; }

bool require_full_exec(GroupContext& g, WaveState& w, const Inst& in, const char* what) {
  if (w.exec == full_mask(w.W)) return true;
  g.report_once((uint64_t(in.site) << 8) | 0xA1, FindingKind::Fault,
                std::string(what) + " needs every lane of the wave active (EXEC all ones) in " +
                    describe_site(g.prog, in));
  return false;
}

float element(uint64_t bits, bool bf16) {
  return bf16 ? bf16_to_f32(uint16_t(bits)) : f16_to_f32(uint16_t(bits));
}

// (lane, slot) -> K and (lane, slot) -> D row, tabulated once per kind at compile time.
struct WmmaTables {
  uint8_t k[32][16];
  uint8_t row[32][8];
};
constexpr WmmaTables make_tables(WmmaKind kind) {
  WmmaTables t{};
  for (int l = 0; l < 32; ++l) {
    for (int s = 0; s < wmma_ab_slots(kind); ++s) t.k[l][s] = uint8_t(wmma_k(kind, l, s));
    for (int s = 0; s < 8; ++s) t.row[l][s] = uint8_t(wmma_d_row(kind, l, s));
  }
  return t;
}
constexpr WmmaTables kTables[3] = {make_tables(WmmaKind::Gfx11), make_tables(WmmaKind::Gfx12),
                                   make_tables(WmmaKind::Gfx1250)};

bool run_wmma(GroupContext& g, WaveState& w, const Inst& in, WmmaKind kind) {
  if (w.W != 32) {
    g.report_once((uint64_t(in.site) << 8) | 0xA2, FindingKind::Fault,
                  "WMMA modelled for wave32 only in " + describe_site(g.prog, in));
    return false;
  }
  if (!require_full_exec(g, w, in, "WMMA")) return false;
  const int depth = wmma_depth(kind), slots = wmma_ab_slots(kind);
  const bool bf16 = in.pred != 0;
  const bool neg_a = in.op == Op::WmmaGfx1250 && (in.imm & 1), neg_b = in.op == Op::WmmaGfx1250 && (in.imm & 2);
  float a[16 * 32], b[32 * 16], c[256], d[256];
  bool halves_differ = false;
  const WmmaTables& tab = kTables[int(kind)];
  // gfx11 reads lanes 0-15 (lanes 16-31 must hold the same bits: checked below, on the raw
  // register bits); the others read every lane.
  const int fill_lanes = kind == WmmaKind::Gfx11 ? 16 : 32;
  for (int s = 0; s < slots; ++s) {
    const uint64_t* ra = w.unit(in.src[0] + uint32_t(s));
    const uint64_t* rb = w.unit(in.src[1] + uint32_t(s));
    for (int lane = 0; lane < fill_lanes; ++lane) {
      const int k = tab.k[lane][s];
      a[(lane % 16) * depth + k] = element(ra[lane], bf16);
      b[k * 16 + lane % 16] = element(rb[lane], bf16);
    }
    if (kind == WmmaKind::Gfx11) {
      // A kernel that fills only one half computes garbage on hardware: say so.
      for (int lane = 16; lane < 32; ++lane)
        halves_differ |= ((ra[lane] ^ ra[lane - 16]) | (rb[lane] ^ rb[lane - 16])) & 0xFFFFu;
    }
  }
  if (neg_a)
    for (int i = 0; i < 16 * depth; ++i) a[i] = -a[i];
  if (neg_b)
    for (int i = 0; i < 16 * depth; ++i) b[i] = -b[i];
  for (int s = 0; s < 8; ++s) {
    const uint64_t* rc = w.unit(in.src[2] + uint32_t(s));
    for (int lane = 0; lane < 32; ++lane) c[tab.row[lane][s] * 16 + lane % 16] = as_f32(rc[lane]);
  }
  if (halves_differ)
    g.report_once((uint64_t(in.site) << 8) | 0xA3, FindingKind::Fault,
                  "gfx11 WMMA A/B operands differ between lanes 0-15 and 16-31 (must be duplicated) in " +
                      describe_site(g.prog, in));
  wmma_reference(depth, a, b, c, d);
  for (int s = 0; s < 8; ++s) {
    uint64_t* rd = w.unit(in.dst + uint32_t(s));
    for (int lane = 0; lane < 32; ++lane) rd[lane] = f32_bits(d[tab.row[lane][s] * 16 + lane % 16]);
  }
  return !halves_differ;
}

bool run_tr16(GroupContext& g, WaveState& w, const Inst& in) {
  if (!require_full_exec(g, w, in, "ds_load_tr16_b128")) return false;
  const uint64_t* addr = w.unit(in.src[0]);
  std::vector<uint16_t> rows(size_t(w.W) * 8);
  for (unsigned l = 0; l < w.W; ++l)
    if (!lds_access(g, w, in, addr[l] & 0xFFFFFFFFu, 16, reinterpret_cast<uint8_t*>(&rows[l * 8]), false, false))
      return false;
  for (unsigned l = 0; l < w.W; ++l)
    for (int s = 0; s < 8; ++s)
      w.unit(in.dst + uint32_t(s))[l] = rows[size_t(tr16_source_lane(int(l), s)) * 8 + size_t(tr16_source_element(int(l)))];
  return true;
}

}  // namespace

bool exec_crosslane(GroupContext& g, WaveState& w, const Inst& in) {
  const unsigned W = w.W;
  const uint64_t exec = w.exec;
  uint64_t* d = w.unit(in.dst);
  const uint64_t* a = w.unit(in.src[0]);
  const uint64_t* b = w.unit(in.src[1]);
  switch (in.op) {
    case Op::WorkitemId: {
      const uint32_t bx = g.block_dim[0], by = g.block_dim[1];
      for_lanes(exec, W, [&](unsigned l) {
        uint64_t id = uint64_t(w.index) * W + l;
        d[l] = in.imm == 0 ? id % bx : in.imm == 1 ? (id / bx) % by : id / (uint64_t(bx) * by);
      });
      return true;
    }
    case Op::WorkgroupId: for_lanes(exec, W, [&](unsigned l) { d[l] = g.group_id[in.imm]; }); return true;
    case Op::ReadFirstLane: {
      if (!exec) return true;
      uint64_t v = a[__builtin_ctzll(exec)];
      for_lanes(exec, W, [&](unsigned l) { d[l] = v; });
      return true;
    }
    case Op::Ballot: {
      uint64_t bits = 0;
      for_lanes(exec, W, [&](unsigned l) { bits |= (a[l] & 1) << l; });
      if (in.bits == 32) bits &= 0xFFFFFFFFu;
      for_lanes(exec, W, [&](unsigned l) { d[l] = bits; });
      return true;
    }
    case Op::MbcntLo:  // popcount(mask & lanes below me among lanes 0..31) + acc
      for_lanes(exec, W, [&](unsigned l) {
        uint64_t below = l >= 32 ? 0xFFFFFFFFu : (uint64_t(1) << l) - 1;
        d[l] = uint32_t(std::popcount(a[l] & below & 0xFFFFFFFFu) + b[l]);
      });
      return true;
    case Op::MbcntHi:  // same over lanes 32..63 (zero in wave32)
      for_lanes(exec, W, [&](unsigned l) {
        uint64_t below = l <= 32 ? 0 : ((uint64_t(1) << (l - 32)) - 1);
        d[l] = uint32_t(std::popcount(a[l] & below & 0xFFFFFFFFu) + b[l]);
      });
      return true;
    case Op::DsBpermute: {
      // ds_bpermute_b32: lane l reads `data` of lane (addr[l] / 4) mod W; an inactive source
      // lane supplies 0 (GCN3/Vega ISA "DS_BPERMUTE_B32").
      std::vector<uint64_t> src(b, b + W);
      for_lanes(exec, W, [&](unsigned l) {
        unsigned from = unsigned((a[l] >> 2) % W);
        d[l] = (exec >> from) & 1 ? src[from] : 0;
      });
      return true;
    }
    case Op::WmmaGfx11: return run_wmma(g, w, in, WmmaKind::Gfx11);
    case Op::WmmaGfx12: return run_wmma(g, w, in, WmmaKind::Gfx12);
    case Op::WmmaGfx1250: return run_wmma(g, w, in, WmmaKind::Gfx1250);
    case Op::DsLoadTr16: return run_tr16(g, w, in);
    default: return false;
  }
}

}  // namespace irgate::emu
