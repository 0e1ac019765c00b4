// emulator/exec_crosslane.cpp — work-item identity and the ops that read other lanes:
// readfirstlane, ballot, mbcnt, ds_bpermute, ds_load_tr16_b128 (WMMA: exec_wmma.cpp).
#include <bit>
#include <cstring>

#include "emulator/wave.h"
#include "machine/wmma.h"

namespace irgate::emu {

namespace {
uint64_t full_mask(unsigned W) { return W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1; }
}  // namespace

bool require_full_exec(GroupContext& g, WaveState& w, const Inst& in, const char* what) {
  if (w.exec == full_mask(w.W)) return true;
  g.report_once((uint64_t(in.site) << 8) | 0xA1, FindingKind::Fault,
                std::string(what) + " needs every lane of the wave active (EXEC all ones) in " +
                    describe_site(g.prog, in));
  return false;
}

namespace {

bool run_tr16(GroupContext& g, WaveState& w, const Inst& in) {
  if (!require_full_exec(g, w, in, "ds_load_tr16_b128")) return false;
  const uint64_t* addr = w.unit(in.src[0]);
  uint16_t rows[64 * 8];  // 8 halves for each lane of a wave of at most 64
  if (lds_lanes_checked(g, w, in, addr, 16, false)) {
    for (unsigned l = 0; l < w.W; ++l) std::memcpy(&rows[size_t(l) * 8], g.lds.data() + (addr[l] & 0xFFFFFFFFu), 16);
  } else {
    for (unsigned l = 0; l < w.W; ++l)
      if (!lds_access(g, w, in, addr[l] & 0xFFFFFFFFu, 16, reinterpret_cast<uint8_t*>(&rows[size_t(l) * 8]), false, false))
        return false;
  }
  // Slot s of lane 8q + j holds element j of the row lane 8q + s read (tr16_source_*): for each
  // group and slot, eight consecutive halves of one row become eight consecutive lanes.
  static_assert(tr16_source_lane(13, 6) == 14 && tr16_source_element(13) == 5);
  for (int s = 0; s < 8; ++s) {
    uint64_t* d = w.unit(in.dst + uint32_t(s));
    for (unsigned q = 0; q < w.W / 8; ++q) {
      const uint16_t* row = rows + size_t(tr16_source_lane(int(8 * q), s)) * 8;
      for (unsigned j = 0; j < 8; ++j) d[8 * q + j] = row[tr16_source_element(int(j))];
    }
  }
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
    case Op::DsLoadTr16: return run_tr16(g, w, in);
    default: return false;
  }
}

}  // namespace irgate::emu
