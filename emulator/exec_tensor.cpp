// emulator/exec_tensor.cpp — the Tensor Data Mover: tensor.load.to.lds and s.wait.tensorcnt.
//
// A copy is decoded from its descriptor when the wave issues it (the layout Triton's
// TDMUtility.cpp encodes; docs/gfx1250-sources.md §3) and queued on the wave; its bytes land in
// LDS only when an s.wait.tensorcnt of that wave lets the count of copies in flight drop to the
// wait's operand, oldest first. So a kernel that reads a slot before waiting reads stale or
// never-written LDS (a mismatch, an uninitialised read or a race), and a wave that ends with
// copies in flight is a finding. Every descriptor field this model does not settle from a public
// source (out-of-bounds fill, multicast, barriers, iterate, gather, more than 2 dimensions, ...)
// is refused with a loud "unsupported" fault naming it, never guessed.
#include <algorithm>
#include <cstring>

#include "emulator/wave.h"

namespace irgate::emu {

namespace {

uint64_t fault_key(uint32_t site) { return (uint64_t(FindingKind::Fault) << 60) ^ (uint64_t(site) << 32) ^ 0x7d;  }

bool unsupported(GroupContext& g, const Inst& in, const std::string& what) {
  g.report_once(fault_key(in.site), FindingKind::Fault,
                "unsupported: tensor.load.to.lds " + what + " (no public source settles it) in " +
                    describe_site(g.prog, in));
  return false;
}

// The descriptor's 20 dwords (g0: 4, g1: 8, g2: 4, g3: 4) of the wave, which must agree in
// every active lane: the hardware reads them from SGPRs.
bool read_descriptor(GroupContext& g, WaveState& w, const Inst& in, uint32_t out[20]) {
  const unsigned first = unsigned(__builtin_ctzll(w.exec));
  const uint32_t sizes[4] = {4, 8, 4, 4};
  int k = 0;
  for (int group = 0; group < 4; ++group)
    for (uint32_t e = 0; e < sizes[group]; ++e, ++k) {
      const uint64_t* unit = w.unit(in.src[group] + e);
      out[k] = uint32_t(unit[first]);
      bool uniform = true;
      for_lanes(w.exec, w.W, [&](unsigned l) { uniform &= uint32_t(unit[l]) == out[k]; });
      if (!uniform) return unsupported(g, in, "descriptor that differs between lanes (it is read from SGPRs)");
    }
  return true;
}

bool decode(GroupContext& g, const Inst& in, const uint32_t d[20], TensorCopy& c) {
  const uint32_t* g0 = d;
  const uint32_t* g1 = d + 4;
  if ((g0[0] & 3u) != 1u) return unsupported(g, in, "pred other than 1");
  if (g0[0] & 0xC0000000u) return unsupported(g, in, "gather/scatter mode");
  if ((g0[3] >> 30) != 2u) return unsupported(g, in, "type other than 2");
  if (g0[3] & 0x3E000000u) return unsupported(g, in, "global address above 57 bits");
  if (g1[0] & 0xFFFFu) return unsupported(g, in, "multicast");
  if (g1[0] & (1u << 18)) return unsupported(g, in, "atomic barrier");
  if (g1[0] & (1u << 19)) return unsupported(g, in, "iterate mode");
  for (int k = 12; k < 20; ++k)  // groups 2 and 3
    if (d[k]) return unsupported(g, in, "copy of more than 2 dimensions (groups 2 and 3 not zero)");
  c.site = in.site;
  c.lds = g0[1];
  c.global = uint64_t(g0[2]) | uint64_t(g0[3] & 0x01FFFFFFu) << 32;
  c.element_bytes = 1u << ((g1[0] >> 16) & 3u);
  if (g1[0] & (1u << 20)) {
    c.pad_interval = 1u << (((g1[0] >> 22) & 7u) + 1);
    c.pad_amount = ((g1[0] >> 25) & 0x7Fu) + 1;
  }
  const uint32_t tensor_dim0 = (g1[1] >> 16) | (g1[2] & 0xFFFFu) << 16;
  const uint32_t tensor_dim1 = (g1[2] >> 16) | (g1[3] & 0xFFFFu) << 16;
  c.cols = g1[3] >> 16;
  c.rows = g1[4] & 0xFFFFu;
  if (g1[4] >> 16) return unsupported(g, in, "tile_dim2 other than 0 in a 2-D copy");
  if (g1[6] & 0xFFFFu) return unsupported(g, in, "row stride above 32 bits");
  if ((g1[6] >> 16) | g1[7]) return unsupported(g, in, "tensor_dim1_stride in a 2-D copy");
  c.row_stride = g1[5];
  if (c.cols > tensor_dim0 || c.rows > tensor_dim1)
    return unsupported(g, in, "tile past its tensor (out-of-bounds fill; tile " + std::to_string(c.cols) + "x" +
                                  std::to_string(c.rows) + ", tensor " + std::to_string(tensor_dim0) + "x" +
                                  std::to_string(tensor_dim1) + ")");
  return true;
}

// Writes one copy into LDS: the element stream row by row, `pad_amount` dwords skipped after
// every `pad_interval` dwords of it. Accesses go through the race and range checks as writes of
// the issuing wave, at the site of the tensor.load.to.lds.
bool land(GroupContext& g, WaveState& w, const TensorCopy& c) {
  Inst at;
  at.site = c.site;
  const uint64_t row_bytes = uint64_t(c.cols) * c.element_bytes;
  const uint64_t interval_bytes = uint64_t(c.pad_interval) * 4;
  std::vector<uint8_t> row(row_bytes);
  for (uint32_t r = 0; r < c.rows; ++r) {
    const uint64_t src = c.global + uint64_t(r) * c.row_stride * c.element_bytes;
    Allocation* a = g.mem.find(src, row_bytes);
    if (!a) {
      g.report_once(fault_key(c.site), FindingKind::Fault,
                    "tensor.load.to.lds reads " + std::to_string(row_bytes) + " bytes outside every allocation in " +
                        describe_site(g.prog, at));
      return false;
    }
    const uint64_t off = src - a->base;
    if (g.check_uninitialised && !a->initialised(off, row_bytes))
      g.report_once(fault_key(c.site) ^ 1, FindingKind::Uninitialized,
                    "tensor.load.to.lds reads never-written bytes of " + a->name + " in " + describe_site(g.prog, at));
    std::memcpy(row.data(), a->bytes.data() + off, row_bytes);
    // Stream offset of the row, then runs that stop at each pad boundary.
    uint64_t stream = uint64_t(r) * row_bytes, done = 0;
    while (done < row_bytes) {
      uint64_t run = row_bytes - done, lds = c.lds + stream;
      if (interval_bytes) {
        run = std::min(run, interval_bytes - stream % interval_bytes);
        lds += stream / interval_bytes * uint64_t(c.pad_amount) * 4;
      }
      if (!lds_access(g, w, at, lds, uint32_t(run), row.data() + done, true, false)) return false;
      done += run;
      stream += run;
    }
  }
  return true;
}

}  // namespace

bool exec_tensor(GroupContext& g, WaveState& w, const Inst& in) {
  if (in.op == Op::TensorLoadToLds) {
    if (w.exec == 0) return true;
    uint32_t d[20];
    TensorCopy c;
    if (!read_descriptor(g, w, in, d) || !decode(g, in, d, c)) return false;
    w.tensor_copies.push_back(c);
    return true;
  }
  // s.wait.tensorcnt n: land the oldest copies until at most n are in flight.
  while (w.tensor_copies.size() > in.imm) {
    TensorCopy c = w.tensor_copies.front();
    w.tensor_copies.pop_front();
    if (!land(g, w, c)) return false;
  }
  return true;
}

void check_tensor_copies_retired(GroupContext& g, WaveState& w) {
  if (w.tensor_copies.empty()) return;
  Inst at;
  at.site = w.tensor_copies.front().site;
  g.report_once(fault_key(at.site) ^ 2, FindingKind::Fault,
                "wave " + std::to_string(w.index) + " ended with " + std::to_string(w.tensor_copies.size()) +
                    " tensor.load.to.lds copies in flight (no s.wait.tensorcnt retired them), issued at " +
                    describe_site(g.prog, at));
  w.tensor_copies.clear();
}

}  // namespace irgate::emu
