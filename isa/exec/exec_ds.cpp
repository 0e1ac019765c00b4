// isa/exec/exec_ds.cpp — LDS instructions (DS) on the ISA executor: loads and stores of 1, 2 or 4
// dwords, the two-address forms (offsets in elements of 1 dword, or of 2 for ds_load_2addr_b64:
// two 8-byte loads into four registers; ×64 for the ST64 forms), and gfx1250's
// ds_load_tr16_b128. A lane's address is its VGPR + the instruction offset (AMD ISA guides,
// "Data Share Operations"). LDS accesses retire in order at s_wait_dscnt / s_waitcnt lgkmcnt;
// each goes through the workgroup's race detector and uninitialised-byte check (emu::Lds) then.
// An access past the kernel's LDS allocation (group_segment_fixed_size) is a fault.
//
// The 16-bit loads (gfx11/gfx12 ds_load_u16, ds_load_u16_d16, ds_load_u16_d16_hi: the RDNA3/RDNA4
// ISA guides' DS_LOAD_U16 / DS_LOAD_U16_D16 / DS_LOAD_U16_D16_HI; LLVM's DS_READ_U16*) read 2
// bytes at the lane's address: ds_load_u16 writes them zero-extended, _d16 into bits 15:0 and
// _d16_hi into bits 31:16 of the VGPR, the other half keeping the value the register holds when
// the load returns (in order with the wave's other DS loads, so a chain of d16 loads into one
// register builds the pair as the program order says).
//
// ds_load_tr16_b128, written from the rocJITsu emulator's transpose_b16
// (ROCm/rocm-systems, emulation/rocjitsu/.../isa/arch/amdgpu/shared/ds_transpose.h): each lane
// reads 16 bytes (8 halves) at its own address; within each group of 8 consecutive lanes, lane
// g+i receives half i of each of the 8 lanes g..g+7, in lane order (an 8x8 transpose of
// 16-bit elements). The executor refuses a transpose load whose EXEC leaves part of a group
// out (no source says what the missing rows read).
#include <cstring>

#include "isa/exec/handlers.h"
#include "isa/exec/memory_queue.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec {

namespace {

using Kind = PendingOp::Kind;

bool lds_addresses(Wave& w, const Operand& addr_op, PendingOp& op, uint32_t offset0, uint32_t offset1, bool two) {
  uint32_t t[64];
  const uint32_t* a = vsrc(w, addr_op, t);
  if (!a) return false;
  op.lanes = w.exec();
  op.two_addresses = two;
  for_mask(w, op.lanes, [&](unsigned l) {
    op.addr[l] = uint64_t(a[l]) + offset0;
    op.addr2[l] = a[l] + offset1;
  });
  return true;
}

void release_op(Wave& w, PendingOp& op) { w.g->free_ops.push_back(uint32_t(&op - w.g->pool.data())); }

void ds_issue_load(Wave& w, const Inst& in, Kind kind, unsigned dwords, uint32_t off0, uint32_t off1, bool two) {
  PendingOp& op = new_op(w, kind);
  unsigned reg;
  if (!w.vgpr_index(in.op[0], reg) || !lds_addresses(w, in.op[1], op, off0, off1, two)) return release_op(w, op);
  op.dst = uint16_t(reg);
  op.dwords = uint8_t(dwords);
  issue(w, op);
}

// ds_load_u16 (d16 0), _d16 (1), _d16_hi (2): one 16-bit element a lane.
void ds_issue_u16(Wave& w, const Inst& in, uint8_t d16) {
  if (d16 != 0 && (in.op[2].kind != in.op[0].kind || in.op[2].index != in.op[0].index))
    return w.unsupported("a d16 LDS load whose tied source is not its destination");
  PendingOp& op = new_op(w, Kind::ds_load);
  unsigned reg;
  if (!w.vgpr_index(in.op[0], reg) || !lds_addresses(w, in.op[1], op, uint32_t(in.imm[0]), 0, false))
    return release_op(w, op);
  op.dst = uint16_t(reg);
  op.dwords = 1;
  op.bytes = 2;
  op.d16 = d16;
  issue(w, op);
}

void ds_issue_store(Wave& w, const Inst& in, unsigned dwords, uint32_t off0, uint32_t off1, bool two) {
  PendingOp& op = new_op(w, Kind::ds_store);
  if (!lds_addresses(w, in.op[0], op, off0, off1, two)) return release_op(w, op);
  op.dwords = uint8_t(dwords);
  // One data operand of `dwords` registers, or (2addr) two one-dword operands.
  for (unsigned e = 0; e < (two ? 2u : dwords); ++e) {
    uint32_t t[64];
    const uint32_t* d = two ? vsrc(w, in.op[1 + e], t) : vsrc(w, in.op[1], t, e);
    if (!d) return release_op(w, op);
    for_mask(w, op.lanes, [&](unsigned l) { op.data[l * 4 + e] = d[l]; });
  }
  issue(w, op);
}

void retire_tr16(Wave& w, PendingOp& op) {
  for (unsigned g = 0; g < w.W; g += 8) {
    const uint64_t group = (op.lanes >> g) & 0xFF;
    if (group == 0) continue;
    if (group != 0xFF) {
      w.fault_at(op.site, "unsupported: ds_load_tr16_b128 with EXEC covering part of lanes " + std::to_string(g) + ".." +
                              std::to_string(g + 7) + " (the transpose reads a row from every lane of the group)");
      return;
    }
    uint16_t rows[8][8];
    for (unsigned j = 0; j < 8; ++j)
      if (!lds_access(w, op.site, op.addr[g + j], 16, rows[j], false)) return;
    for (unsigned i = 0; i < 8; ++i)
      for (unsigned d = 0; d < 4; ++d)
        w.vrow(op.dst + d)[g + i] = uint32_t(rows[2 * d][i]) | uint32_t(rows[2 * d + 1][i]) << 16;
  }
}

}  // namespace

namespace handlers {

void ds_load_dwords(Wave& w, const Inst& in) {
  ds_issue_load(w, in, Kind::ds_load, in.op[0].count, uint32_t(in.imm[0]), 0, false);
}
void ds_load_2addr(Wave& w, const Inst& in) {
  ds_issue_load(w, in, Kind::ds_load, 1, uint32_t(in.imm[0]) * 4, uint32_t(in.imm[1]) * 4, true);
}
void ds_load_2addr_b64(Wave& w, const Inst& in) {
  ds_issue_load(w, in, Kind::ds_load, 2, uint32_t(in.imm[0]) * 8, uint32_t(in.imm[1]) * 8, true);
}
void ds_load_2addr_st64(Wave& w, const Inst& in) {
  ds_issue_load(w, in, Kind::ds_load, 1, uint32_t(in.imm[0]) * 256, uint32_t(in.imm[1]) * 256, true);
}
void ds_store_dwords(Wave& w, const Inst& in) { ds_issue_store(w, in, in.op[1].count, uint32_t(in.imm[0]), 0, false); }
void ds_store_2addr(Wave& w, const Inst& in) {
  ds_issue_store(w, in, 1, uint32_t(in.imm[0]) * 4, uint32_t(in.imm[1]) * 4, true);
}
void ds_store_2addr_st64(Wave& w, const Inst& in) {
  ds_issue_store(w, in, 1, uint32_t(in.imm[0]) * 256, uint32_t(in.imm[1]) * 256, true);
}
void ds_load_u16(Wave& w, const Inst& in) { ds_issue_u16(w, in, 0); }
void ds_load_u16_d16(Wave& w, const Inst& in) { ds_issue_u16(w, in, 1); }
void ds_load_u16_d16_hi(Wave& w, const Inst& in) { ds_issue_u16(w, in, 2); }
void ds_load_tr16_b128(Wave& w, const Inst& in) {
  ds_issue_load(w, in, Kind::ds_load_tr16, 4, uint32_t(in.imm[0]), 0, false);
}

}  // namespace handlers

void retire_ds(Wave& w, PendingOp& op) {
  if (op.kind != Kind::ds_store) w.mark_written(op.dst, op.two_addresses ? 2 * op.dwords : op.dwords);
  if (op.kind == Kind::ds_load_tr16) return retire_tr16(w, op);
  const bool write = op.kind == Kind::ds_store;
  if (op.bytes == 2) {  // the 16-bit loads: zero-extended, or one half of the register
    for_mask(w, op.lanes, [&](unsigned l) {
      if (w.status == WaveStatus::done) return;
      uint16_t h = 0;
      if (!lds_access(w, op.site, op.addr[l], 2, &h, false)) return;
      uint32_t& r = w.vrow(op.dst)[l];
      r = op.d16 == 0 ? h : op.d16 == 1 ? (r & 0xFFFF0000u) | h : (r & 0xFFFFu) | uint32_t(h) << 16;
    });
    return;
  }
  for_mask(w, op.lanes, [&](unsigned l) {
    if (w.status == WaveStatus::done) return;
    uint32_t* data = &op.data[l * 4];
    if (op.two_addresses) {  // `dwords` at each address, the second address's after the first's
      const unsigned n = op.dwords;
      if (!lds_access(w, op.site, op.addr[l], 4 * n, &data[0], write) || !lds_access(w, op.site, op.addr2[l], 4 * n, &data[n], write)) return;
      if (!write)
        for (unsigned e = 0; e < 2 * n; ++e) w.vrow(op.dst + e)[l] = data[e];
      return;
    }
    if (!lds_access(w, op.site, op.addr[l], 4u * op.dwords, data, write)) return;
    if (!write)
      for (unsigned e = 0; e < op.dwords; ++e) w.vrow(op.dst + e)[l] = data[e];
  });
}

}  // namespace irgate::isa::exec
