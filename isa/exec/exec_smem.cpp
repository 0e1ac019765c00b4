// isa/exec/exec_smem.cpp — scalar memory loads (SMEM s_load_*) on the ISA executor: the kernarg
// segment, the dispatch packet, or any global allocation, read when the load retires (at the
// s_wait_kmcnt / s_waitcnt lgkmcnt that covers it). The address is sbase + the immediate offset
// (+ the SGPR offset of the _SGPR forms), its low two bits ignored (AMD ISA guides, "Scalar
// Memory Operations"). Bytes outside every allocation are a fault; bytes never written are an
// uninitialised read.
#include "isa/exec/handlers.h"
#include "isa/exec/memory_queue.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec {

namespace handlers {

namespace {

void issue_scalar_load(Wave& w, const Inst& in, uint64_t offset) {
  PendingOp& op = new_op(w, PendingOp::Kind::smem_load);
  op.dst = in.op[0].index;
  op.dwords = in.op[0].count;
  op.addr[0] = (sread64(w, in.op[1]) + offset) & ~uint64_t(3);
  issue(w, op);
}

}  // namespace

void s_load(Wave& w, const Inst& in) { issue_scalar_load(w, in, uint64_t(in.imm[0])); }
void s_load_sgpr(Wave& w, const Inst& in) { issue_scalar_load(w, in, sread(w, in.op[2])); }

}  // namespace handlers

void retire_smem(Wave& w, PendingOp& op) {
  const uint64_t bytes = uint64_t(op.dwords) * 4;
  const emu::Allocation* a = w.g->memory.find(op.addr[0], bytes);
  if (!a) {
    w.fault_at(op.site, "s_load of " + std::to_string(bytes) + " bytes at " + to_hex(op.addr[0]) +
            " is outside every allocation");
    return;
  }
  const uint64_t at = op.addr[0] - a->base;
  if (w.g->check_uninitialised)
    for (uint64_t i = 0; i < bytes; ++i)
      if (!a->initialised(at + i, 1)) {
        w.report(emu::FindingKind::Uninitialized, op.site, "reads byte " + std::to_string(at + i) + " of " + a->name + ", never written");
        break;
      }
  uint32_t v[16];
  std::memcpy(v, a->bytes.data() + at, bytes);
  for (unsigned i = 0; i < op.dwords; ++i) swrite(w, uint16_t(op.dst + i), v[i]);
}

}  // namespace irgate::isa::exec
