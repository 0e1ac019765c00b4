// isa/exec/memory_queue.cpp — issue and in-order retirement of the memory operations in flight.
#include "isa/exec/memory_queue.h"

#include <cstring>

namespace irgate::isa::exec {

namespace {

using Kind = PendingOp::Kind;

// Largest value each counter holds (its bit width in the s_waitcnt / s_wait_*cnt encodings:
// LLVM's AMDGPUBaseInfo.cpp getVmcntBitMask, getLgkmcntBitMask, getLoadcntBitMask,
// getDscntBitMask, getKmcntBitMask, getStorecntBitMask; gfx9 lgkmcnt is 4 bits wide).
unsigned counter_max(const Wave& w, Counter c) {
  const emu::ArchFamily f = w.g->arch.family;
  switch (c) {
    case Counter::km: return f == emu::ArchFamily::Gfx9 ? 15 : f == emu::ArchFamily::Gfx11 ? 63 : 31;
    case Counter::ds: return f == emu::ArchFamily::Gfx9 ? 15 : 63;
    case Counter::tensor: return 7;
    default: return 63;
  }
}

void retire(Wave& w, uint32_t slot) {
  PendingOp& op = w.g->pool[slot];
  switch (op.kind) {
    case Kind::smem_load: retire_smem(w, op); break;
    case Kind::buffer_load:
    case Kind::buffer_store:
    case Kind::buffer_atomic_fadd: retire_buffer(w, op); break;
    case Kind::ds_load:
    case Kind::ds_store:
    case Kind::ds_load_tr16: retire_ds(w, op); break;
    case Kind::tensor_load: retire_tensor(w, op); break;
  }
  w.g->free_ops.push_back(slot);
}

bool is_store(Kind k) { return k == Kind::buffer_store || k == Kind::buffer_atomic_fadd || k == Kind::ds_store || k == Kind::tensor_load; }

}  // namespace

PendingOp& new_op(Wave& w, Kind kind) {
  GroupContext& g = *w.g;
  uint32_t slot;
  if (!g.free_ops.empty()) {
    slot = g.free_ops.back();
    g.free_ops.pop_back();
  } else {
    slot = uint32_t(g.pool.size());
    g.pool.emplace_back();
  }
  PendingOp& op = g.pool[slot];
  op.kind = kind;
  op.site = w.pc;
  op.lanes = 0;
  op.two_addresses = false;
  op.sign_extend = false;
  op.d16 = 0;
  op.bytes = 4;
  op.dwords = 1;
  return op;
}

Counter counter_of(const Wave& w, Kind kind) {
  const emu::ArchFamily f = w.g->arch.family;
  switch (kind) {
    case Kind::smem_load: return f == emu::ArchFamily::Gfx9 || f == emu::ArchFamily::Gfx11 ? Counter::ds : Counter::km;
    case Kind::ds_load:
    case Kind::ds_store:
    case Kind::ds_load_tr16: return Counter::ds;
    case Kind::buffer_load: return Counter::load;
    case Kind::buffer_store:
    case Kind::buffer_atomic_fadd: return f == emu::ArchFamily::Gfx9 ? Counter::load : Counter::store;
    case Kind::tensor_load: return Counter::tensor;
  }
  return Counter::load;
}

void issue(Wave& w, PendingOp& op) {
  const Counter c = counter_of(w, op.kind);
  std::deque<uint32_t>& q = w.queue[int(c)];
  while (q.size() >= counter_max(w, c)) {
    const uint32_t oldest = q.front();
    q.pop_front();
    retire(w, oldest);
  }
  q.push_back(uint32_t(&op - w.g->pool.data()));
}

void wait_counter(Wave& w, Counter c, unsigned n) {
  std::deque<uint32_t>& q = w.queue[int(c)];
  if (q.size() <= n) return;
  if (n > 0)
    for (uint32_t slot : q)
      if (w.g->pool[slot].kind == Kind::smem_load) {
        w.unsupported("a wait for " + std::to_string(n) +
                      " outstanding operations while a scalar load is in flight (scalar loads may complete out of "
                      "order: which operations are done is not defined)");
        return;
      }
  while (q.size() > n && w.status != WaveStatus::done) {
    const uint32_t oldest = q.front();
    q.pop_front();
    retire(w, oldest);
  }
}

void retire_at_end(Wave& w) {
  for (auto& q : w.queue) {
    while (!q.empty()) {
      const uint32_t slot = q.front();
      q.pop_front();
      if (is_store(w.g->pool[slot].kind))
        retire(w, slot);
      else
        w.g->free_ops.push_back(slot);
    }
  }
}

bool lds_access(Wave& w, uint32_t site, uint64_t addr, uint32_t bytes, void* data, bool write) {
  emu::Lds& lds = w.g->lds;
  if (addr + bytes > lds.size()) {
    w.fault_at(site, "LDS access of " + std::to_string(bytes) + " bytes at " + std::to_string(addr) +
                            " beyond the kernel's " + std::to_string(lds.size()) + " LDS bytes");
    return false;
  }
  if (!write && w.g->check_uninitialised && lds.uninitialised(addr, bytes))
    w.report(emu::FindingKind::Uninitialized, site, "reads never-written LDS bytes at " + std::to_string(addr));
  if (w.g->check_races || w.g->check_uninitialised) {
    auto race = lds.touch(addr, bytes, {w.index, site, write, false});
    if (race && w.g->check_races) {
      const std::string& first = w.prog->texts[w.prog->insts[race->first.site].text];
      w.report(emu::FindingKind::Race, site,
               "LDS race at byte " + std::to_string(race->address) + ": wave " + std::to_string(race->first.wave) +
                   (race->first.write ? " wrote" : " read") + " it in `" + first + "` and wave " +
                   std::to_string(w.index) + (write ? " writes" : " reads") + " it here with no barrier between",
               race->first.site);
    }
  }
  if (write)
    std::memcpy(lds.data() + addr, data, bytes);
  else
    std::memcpy(data, lds.data() + addr, bytes);
  return true;
}

bool nothing_in_flight(const Wave& w) {
  for (const auto& q : w.queue)
    if (!q.empty()) return false;
  return true;
}

}  // namespace irgate::isa::exec
