// emulator/exec_tensor.cpp — the Tensor Data Mover: tensor.load.to.lds and s.wait.tensorcnt.
//
// A copy is decoded from its descriptor when the wave issues it (the bit layout of ROCm/clr's
// amd_gfx1250_TDM.h, which Triton's TDMUtility.cpp and MLIR's AMDGPUToROCDL.cpp encode;
// docs/gfx1250-sources.md §3) and queued on the wave; its bytes land in LDS only when an
// s.wait.tensorcnt of that wave lets the count of copies in flight drop to the wait's operand,
// oldest first. So a kernel that reads a slot before waiting reads stale or never-written LDS (a
// mismatch, an uninitialised read or a race), and a wave that ends with copies in flight is a
// finding.
//
// Modelled as AMD's simulator rocJITsu models it (shared/tensor_dma.h and docs/tensor-dma.md,
// which follow the CDNA5 ISA reference §10.11): one copy per wave and instruction whatever EXEC
// holds (the descriptor is read from SGPRs, no lane mask is consulted); a 2-D tile of tile_dim0 x
// tile_dim1 elements, or a 1-D one when tile_dim1 is 0 (the tensor's rank is its highest non-zero
// tile dimension); elements outside the tensor (coordinate >= tensor_dim) land as zeros in LDS and
// read no memory; padding inserts pad_amount dwords after every pad_interval dwords of the LDS
// element stream. Every other field, and every field the HIP header names that irgate never sets
// (restore, store, nv, scope, th, early timeout, multicast, barriers, iterate, gather, more than 2
// dimensions, reserved bits), is refused with a loud "unsupported" fault naming it, never guessed.
#include <algorithm>
#include <cstring>

#include "emulator/wave.h"

namespace irgate::emu {

namespace {

uint64_t fault_key(uint32_t site) { return (uint64_t(FindingKind::Fault) << 60) ^ (uint64_t(site) << 32) ^ 0x7d; }

bool unsupported(GroupContext& g, const Inst& in, const std::string& what) {
  g.report_once(fault_key(in.site), FindingKind::Fault,
                "unsupported: tensor.load.to.lds " + what + " (the emulator does not model it) in " +
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

// Group 0 dword 0 (amd_gfx1250_TDM.h gfx1250_TDM_GROUP0): the fields irgate's copies leave zero,
// each refused by name when set.
struct Field {
  uint32_t mask;
  const char* name;
};
constexpr Field kGroup0Word0[] = {
    {1u << 2, "is_restore (g0.0 bit 2)"},       {1u << 3, "is_store (g0.0 bit 3)"},
    {1u << 4, "nv (g0.0 bit 4)"},               {3u << 5, "scope (g0.0 bits 5-6)"},
    {7u << 7, "th (g0.0 bits 7-9)"},            {0xFFFFFu << 10, "reserved bits g0.0[29:10]"},
    {3u << 30, "gather/scatter mode (g0.0 bits 30-31)"},
};

bool decode(GroupContext& g, const Inst& in, const uint32_t d[20], TensorCopy& c) {
  const uint32_t* g0 = d;
  const uint32_t* g1 = d + 4;
  if ((g0[0] & 3u) != 1u) return unsupported(g, in, "count (pred, g0.0 bits 0-1) other than 1");
  for (const Field& f : kGroup0Word0)
    if (g0[0] & f.mask) return unsupported(g, in, f.name);
  if ((g0[3] >> 30) != 2u) return unsupported(g, in, "type (g0.3 bits 30-31) other than 2");
  if (g0[3] & 0x3E000000u) return unsupported(g, in, "reserved bits g0.3[29:25]");
  if (g1[0] & 0xFFFFu) return unsupported(g, in, "multicast (workgroup mask, g1.0 bits 0-15)");
  if (g1[0] & (1u << 18)) return unsupported(g, in, "atomic barrier (g1.0 bit 18)");
  if (g1[0] & (1u << 19)) return unsupported(g, in, "iterate mode (g1.0 bit 19)");
  if (g1[0] & (1u << 21)) return unsupported(g, in, "early_timeout (g1.0 bit 21)");
  for (int k = 12; k < 20; ++k)  // groups 2 and 3
    if (d[k]) return unsupported(g, in, "copy of more than 2 dimensions (groups 2 and 3 not zero)");
  c.site = in.site;
  c.lds = g0[1];
  c.global = uint64_t(g0[2]) | uint64_t(g0[3] & 0x01FFFFFFu) << 32;
  c.element_bytes = 1u << ((g1[0] >> 16) & 3u);
  c.tensor_cols = (g1[1] >> 16) | (g1[2] & 0xFFFFu) << 16;
  c.tensor_rows = (g1[2] >> 16) | (g1[3] & 0xFFFFu) << 16;
  c.cols = g1[3] >> 16;
  c.rows = g1[4] & 0xFFFFu;
  if (g1[4] >> 16) return unsupported(g, in, "tile_dim2 other than 0 (a 3-D tile)");
  if (g1[6] & 0xFFFFu) return unsupported(g, in, "row stride above 32 bits");
  if ((g1[6] >> 16) | g1[7]) return unsupported(g, in, "tensor_dim1_stride in a 2-D copy");
  c.row_stride = g1[5];
  if (c.cols == 0)
    return unsupported(g, in, std::string(c.rows ? "tile_dim0 of 0 under a tile_dim1 of " + std::to_string(c.rows)
                                                 : "empty tile (tile_dim0 and tile_dim1 both 0)"));
  c.one_dimensional = c.rows == 0;  // tile_dim1 0: dimension 1 unused, one row of tile_dim0 elements
  if (c.one_dimensional) c.rows = 1;
  if (g1[0] & (1u << 20)) {
    if (uint64_t(c.cols) * c.element_bytes % 4)
      return unsupported(g, in, "padding of rows of " + std::to_string(uint64_t(c.cols) * c.element_bytes) +
                                    " bytes (tile_dim0 x element size not a multiple of 4)");
    c.pad_interval = 1u << (((g1[0] >> 22) & 7u) + 1);
    c.pad_amount = ((g1[0] >> 25) & 0x7Fu) + 1;
  }
  return true;
}

// Writes one copy into LDS: the element stream row by row, `pad_amount` dwords skipped after
// every `pad_interval` dwords of it. The elements of a row inside the tensor are read from
// memory (through the range and uninitialised checks), the others are zeros; every LDS byte goes
// through the race and range checks as a write of the issuing wave, at the site of the copy.
bool land(GroupContext& g, WaveState& w, const TensorCopy& c) {
  Inst at;
  at.site = c.site;
  const uint64_t row_bytes = uint64_t(c.cols) * c.element_bytes;
  const uint64_t interval_bytes = uint64_t(c.pad_interval) * 4;
  std::vector<uint8_t> row(row_bytes);
  for (uint32_t r = 0; r < c.rows; ++r) {
    const bool row_inside = c.one_dimensional || r < c.tensor_rows;
    const uint64_t inside = row_inside ? uint64_t(std::min(c.cols, c.tensor_cols)) * c.element_bytes : 0;
    std::fill(row.begin() + int64_t(inside), row.end(), 0);
    if (inside) {
      const uint64_t src = c.global + uint64_t(r) * c.row_stride * c.element_bytes;
      Allocation* a = g.mem.find(src, inside);
      if (!a) {
        g.report_once(fault_key(c.site), FindingKind::Fault,
                      "tensor.load.to.lds reads " + std::to_string(inside) + " bytes outside every allocation in " +
                          describe_site(g.prog, at));
        return false;
      }
      const uint64_t off = src - a->base;
      if (g.check_uninitialised && !a->initialised(off, inside))
        g.report_once(fault_key(c.site) ^ 1, FindingKind::Uninitialized,
                      "tensor.load.to.lds reads never-written bytes of " + a->name + " in " +
                          describe_site(g.prog, at));
      std::memcpy(row.data(), a->bytes.data() + off, inside);
    }
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
    // One copy of the wave, whatever EXEC holds (the block runs with at least one lane, whose
    // registers supply the SGPR descriptor).
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
