// isa/exec/exec_buffer.cpp — buffer loads, stores and fp32 atomic adds (MUBUF / VBUFFER, OFFEN
// addressing) on the ISA executor.
//
// The buffer resource (V#) is read from its four SGPRs at issue:
//   gfx9, gfx11, gfx12: base = [47:0], stride = [61:48], num_records = dword2, flags = dword3
//     (AMD ISA guides, "Buffer Resource"; the same packing runtime/emulated_plan's IR resources use);
//   gfx1250: base = [56:0], num_records = [101:57] (dword1[31:25] low 7 bits, dword2 the next 32,
//     dword3[5:0] the top 6), stride = [121:108], flags = [127:124] — the packing llc-22's
//     make.buffer.rsrc lowering emits for gfx1250 (`s_lshl_b32 hi, bytes, 25`,
//     `s_lshr_b32 dword2, bytes, 7` in every gfx1250 kernel of the corpus).
// A lane's byte offset is vaddr + the instruction offset; an element is in range when offset +
// its bytes <= num_records (docs/ir-format.md §Semantics: out-of-range loads read 0, stores are dropped,
// atomics fault on gfx1250 and are dropped elsewhere). Refused (unsupported), since no source
// here settles them: a non-zero stride (structured buffers), a non-zero soffset, and an element
// that straddles num_records. In range but outside the memory behind the resource is a fault
// (a resource larger than its buffer).
#include <cstring>

#include "isa/exec/handlers.h"
#include "isa/exec/memory_queue.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec {

namespace {

using Kind = PendingOp::Kind;

struct Resource {
  uint64_t base = 0, num_records = 0;
  uint32_t stride = 0;
};

Resource read_resource(const Wave& w, const Operand& o) {
  const uint32_t* d = &w.s[o.index];
  Resource r;
  if (w.g->arch.family == emu::ArchFamily::Gfx1250) {
    r.base = uint64_t(d[0]) | uint64_t(d[1] & 0x1FFFFFFu) << 32;
    r.num_records = uint64_t(d[1] >> 25) | uint64_t(d[2]) << 7 | uint64_t(d[3] & 0x3Fu) << 39;
    r.stride = (d[3] >> 12) & 0x3FFFu;
  } else {
    r.base = uint64_t(d[0]) | uint64_t(d[1] & 0xFFFFu) << 32;
    r.stride = (d[1] >> 16) & 0x3FFFu;
    r.num_records = d[2];
  }
  return r;
}

// Fills the per-lane address and range bits of a buffer operation; false after a refusal.
bool buffer_address(Wave& w, const Inst& in, PendingOp& op, unsigned elements, unsigned bytes) {
  const Resource r = read_resource(w, in.op[2]);
  if (r.stride != 0) {
    w.unsupported("a structured buffer resource (stride " + std::to_string(r.stride) + ")");
    return false;
  }
  if (sread(w, in.op[3]) != 0) {
    w.unsupported("a non-zero soffset (" + std::to_string(sread(w, in.op[3])) + ")");
    return false;
  }
  uint32_t t[64];
  const uint32_t* vaddr = vsrc(w, in.op[1], t);
  if (!vaddr) return false;
  const uint32_t inst_offset = uint32_t(in.imm[0]);
  bool ok = true;
  for_lanes(w, [&](unsigned l) {
    const uint64_t offset = uint32_t(vaddr[l] + inst_offset);
    op.addr[l] = r.base + offset;
    uint8_t bits = 0;
    for (unsigned e = 0; e < elements; ++e) {
      const uint64_t first = offset + uint64_t(e) * bytes;
      if (first + bytes <= r.num_records)
        bits |= uint8_t(1u << e);
      else if (first < r.num_records)
        ok = false;
    }
    op.in_range[l] = bits;
  });
  if (!ok) {
    w.unsupported("an element that straddles num_records (" + std::to_string(r.num_records) + ")");
    return false;
  }
  op.lanes = w.exec();
  op.dwords = uint8_t(elements);
  op.bytes = uint8_t(bytes);
  return true;
}

void buffer_issue_load(Wave& w, const Inst& in, unsigned elements, unsigned bytes) {
  PendingOp& op = new_op(w, Kind::buffer_load);
  unsigned reg;
  if (!w.vgpr_index(in.op[0], reg) || !buffer_address(w, in, op, elements, bytes)) {
    w.g->free_ops.push_back(uint32_t(&op - w.g->pool.data()));
    return;
  }
  op.dst = uint16_t(reg);
  issue(w, op);
}

void buffer_issue_store(Wave& w, const Inst& in, Kind kind, unsigned elements, unsigned bytes) {
  PendingOp& op = new_op(w, kind);
  if (!buffer_address(w, in, op, elements, bytes)) {
    w.g->free_ops.push_back(uint32_t(&op - w.g->pool.data()));
    return;
  }
  for (unsigned e = 0; e < elements; ++e) {
    uint32_t t[64];
    const uint32_t* data = vsrc(w, in.op[0], t, e);
    if (!data) return;
    for_mask(w, op.lanes, [&](unsigned l) { op.data[l * 4 + e] = data[l]; });
  }
  issue(w, op);
}

// The allocation behind [addr, addr + bytes), or a fault at the operation's instruction.
emu::Allocation* buffer_backing(Wave& w, const PendingOp& op, uint64_t addr, unsigned bytes) {
  emu::Allocation* a = w.g->memory.find(addr, bytes);
  if (!a) w.fault_at(op.site, "an in-range buffer access at " + to_hex(addr) + " lies outside the memory behind the resource");
  return a;
}

}  // namespace

namespace handlers {

void buffer_load_u16(Wave& w, const Inst& in) { buffer_issue_load(w, in, 1, 2); }
void buffer_load_dwords(Wave& w, const Inst& in) { buffer_issue_load(w, in, in.op[0].count, 4); }
void buffer_store_b16(Wave& w, const Inst& in) { buffer_issue_store(w, in, Kind::buffer_store, 1, 2); }
void buffer_store_dwords(Wave& w, const Inst& in) { buffer_issue_store(w, in, Kind::buffer_store, in.op[0].count, 4); }
void buffer_atomic_add_f32(Wave& w, const Inst& in) {
  if (in.imm[1] & 1) {  // the returning form (TH_ATOMIC_RETURN / glc) would need a destination
    w.unsupported("a buffer atomic that returns the old value");
    return;
  }
  buffer_issue_store(w, in, Kind::buffer_atomic_fadd, 1, 4);
}

}  // namespace handlers

void retire_buffer(Wave& w, PendingOp& op) {
  const bool atomic_faults = w.g->arch.oor_atomic_faults;
  for_mask(w, op.lanes, [&](unsigned l) {
    if (w.status == WaveStatus::done) return;
    for (unsigned e = 0; e < op.dwords; ++e) {
      const uint64_t addr = op.addr[l] + uint64_t(e) * op.bytes;
      const bool in_range = op.in_range[l] >> e & 1;
      if (op.kind == Kind::buffer_load) {
        uint32_t value = 0;
        if (in_range) {
          emu::Allocation* a = buffer_backing(w, op, addr, op.bytes);
          if (!a) return;
          const uint64_t at = addr - a->base;
          if (w.g->check_uninitialised && !(a->initialised(at, 1) && a->initialised(at + op.bytes - 1, 1)))
            w.report(emu::FindingKind::Uninitialized, op.site, "reads byte " + std::to_string(at) + " of " + a->name + ", never written");
          std::memcpy(&value, a->bytes.data() + at, op.bytes);
        }
        w.vrow(op.dst + e)[l] = value;
        w.mark_written(op.dst + e);
        continue;
      }
      if (!in_range) {
        if (op.kind == Kind::buffer_atomic_fadd && atomic_faults) {
          w.fault_at(op.site, "a buffer atomic at " + to_hex(addr) + " is past num_records (faults on " + w.g->arch.name + ")");
          return;
        }
        continue;  // dropped
      }
      emu::Allocation* a = buffer_backing(w, op, addr, op.bytes);
      if (!a) return;
      const uint64_t at = addr - a->base;
      if (op.kind == Kind::buffer_atomic_fadd) {
        float old;
        std::memcpy(&old, a->bytes.data() + at, 4);
        if (w.g->check_uninitialised && !a->initialised(at, 1))
          w.report(emu::FindingKind::Uninitialized, op.site, "atomic add to byte " + std::to_string(at) + " of " + a->name + ", never written");
        const float sum = old + as_float(op.data[l * 4]);
        std::memcpy(a->bytes.data() + at, &sum, 4);
      } else {
        std::memcpy(a->bytes.data() + at, &op.data[l * 4 + e], op.bytes);
      }
      a->mark_initialised(at, op.bytes);
    }
  });
}

}  // namespace irgate::isa::exec
