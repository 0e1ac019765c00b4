// isa/exec/memory_queue.h — memory operations in flight on the ISA executor: issue into the
// wait counter the arch assigns them, retire in issue order at the wait that covers them.
//
// Used by the memory handlers (exec_smem.cpp, exec_buffer.cpp, exec_ds.cpp, exec_tensor.cpp:
// fill a PendingOp, issue it) and the wait handlers (exec_control.cpp). The model: an operation's
// memory access and its destination registers take effect when it retires, so a kernel that
// uses a loaded register before the matching s_wait_loadcnt / s_waitcnt reads the old value,
// and a store that another wave reads before its s_wait_dscnt + barrier is not there yet.
// Counters retire in order (loads of one kind return in order on these arches; a wait with a
// non-zero count while a scalar load is in flight is refused: scalar loads may return out of
// order, so which ones completed is not defined).
//
//   PendingOp& op = new_op(w, PendingOp::Kind::buffer_load);
//   ... fill op ...
//   issue(w, Counter::load, op);
//   wait_counter(w, Counter::load, 0);      // s_wait_loadcnt 0
#pragma once

#include "isa/exec/wave.h"

namespace irgate::isa::exec {

// A fresh pending operation from the group's pool (site = the current instruction).
PendingOp& new_op(Wave& w, PendingOp::Kind kind);
// Queues `op` on the counter its kind uses on this arch. If the counter is at its hardware
// maximum the oldest operation retires first (the hardware would stall the issue).
void issue(Wave& w, PendingOp& op);
// The counter a kind of operation increments on the wave's arch (gfx12: one per kind; gfx11:
// DS and scalar loads share lgkmcnt; gfx9: stores share vmcnt with loads).
Counter counter_of(const Wave& w, PendingOp::Kind kind);
// Retires the oldest operations on `c` until at most `n` remain.
void wait_counter(Wave& w, Counter c, unsigned n);
// At s_endpgm: stores, atomics and LDS writes complete, loads into registers no one reads are dropped.
void retire_at_end(Wave& w);
// Every counter empty (a wave that ends must have nothing in flight once retire_at_end ran).
bool nothing_in_flight(const Wave& w);

// Reads or writes `bytes` of the workgroup's LDS at `addr` for the operation issued at `site`:
// past the kernel's LDS allocation is a fault (false), and the access goes through the race
// detector and the uninitialised-byte check (emu::Lds).
bool lds_access(Wave& w, uint32_t site, uint64_t addr, uint32_t bytes, void* data, bool write);

// Performs one operation's effect (exec_buffer.cpp, exec_ds.cpp, exec_smem.cpp, exec_tensor.cpp).
void retire_buffer(Wave& w, PendingOp& op);
void retire_ds(Wave& w, PendingOp& op);
void retire_smem(Wave& w, PendingOp& op);
void retire_tensor(Wave& w, PendingOp& op);

}  // namespace irgate::isa::exec
