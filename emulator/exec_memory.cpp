// emulator/exec_memory.cpp — LDS, global (addrspace 1) and buffer-resource accesses, with the
// checks a plain interpreter lacks: LDS races, uninitialised reads, out-of-range faults.
//
// Buffer rule (raw buffers, stride 0): byte address = base + voffset + soffset; an element is
// in range iff voffset + soffset + offset_in_access + size <= num_records. Out of range: loads
// read 0, stores are dropped, atomics drop (return 0) except on gfx1250 where they fault
// (DESIGN §4.1). In range but outside every allocation is an emulator fault: the resource
// claimed more bytes than its buffer has.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "emulator/float_bits.h"
#include "emulator/wave.h"

namespace irgate::emu {

namespace {

uint64_t key(FindingKind k, uint32_t site, uint64_t extra = 0) {
  return (uint64_t(k) << 60) ^ (uint64_t(site) << 32) ^ extra;
}

std::string hex(uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

uint64_t load_bytes(const uint8_t* p, uint32_t size) {
  uint64_t v = 0;
  std::memcpy(&v, p, size);
  return v;
}

uint64_t atomic_apply(AtomicKind k, uint64_t old, uint64_t v) {
  switch (k) {
    case AtomicKind::Xchg: return v;
    case AtomicKind::Add: return uint32_t(old + v);
    case AtomicKind::Sub: return uint32_t(old - v);
    case AtomicKind::And: return old & v;
    case AtomicKind::Or: return old | v;
    case AtomicKind::Xor: return old ^ v;
    case AtomicKind::UMax: return std::max(old, v);
    case AtomicKind::UMin: return std::min(old, v);
    case AtomicKind::FAdd: return f32_bits(as_f32(old) + as_f32(v));
    case AtomicKind::FMax: return f32_bits(std::fmax(as_f32(old), as_f32(v)));
    case AtomicKind::FMin: return f32_bits(std::fmin(as_f32(old), as_f32(v)));
  }
  return old;
}

// A global byte range for one lane: the allocation's bytes, or nullptr after reporting a fault.
uint8_t* global_bytes(GroupContext& g, const Inst& in, uint64_t addr, uint32_t size, bool write,
                      const char* what) {
  Allocation* a = g.mem.find(addr, size);
  if (!a) {
    g.report_once(key(FindingKind::Fault, in.site), FindingKind::Fault,
                  std::string(what) + " of " + std::to_string(size) + " bytes at " + hex(addr) +
                      " outside every allocation in " + describe_site(g.prog, in));
    return nullptr;
  }
  uint64_t off = addr - a->base;
  if (!write && g.check_uninitialised) {
    for (uint32_t k = 0; k < size; ++k) {
      if (!a->initialised[off + k]) {
        g.report_once(key(FindingKind::Uninitialized, in.site), FindingKind::Uninitialized,
                      "read of never-written bytes of " + a->name + " at offset " + std::to_string(off + k) +
                          " in " + describe_site(g.prog, in));
        break;
      }
    }
  }
  if (write) std::memset(a->initialised.data() + off, 1, size);
  return a->bytes.data() + off;
}

BufferView rsrc_of(const WaveState& w, uint32_t unit, unsigned lane) {
  uint32_t d[4];
  for (int k = 0; k < 4; ++k) d[k] = uint32_t(w.unit(unit + uint32_t(k))[lane]);
  return decode_rsrc(d);
}

}  // namespace

bool lds_access(GroupContext& g, WaveState& w, const Inst& in, uint64_t addr, uint32_t size, uint8_t* bytes,
                bool write, bool atomic) {
  if (addr + size > g.lds.size() || addr + size < addr) {
    g.report_once(key(FindingKind::Fault, in.site), FindingKind::Fault,
                  "LDS access of " + std::to_string(size) + " bytes at " + std::to_string(addr) +
                      " beyond the kernel's " + std::to_string(g.lds.size()) + " LDS bytes in " +
                      describe_site(g.prog, in));
    return false;
  }
  if (!write && g.check_uninitialised && g.lds.uninitialised(addr, size))
    g.report_once(key(FindingKind::Uninitialized, in.site), FindingKind::Uninitialized,
                  "read of never-written LDS bytes at " + std::to_string(addr) + " in " + describe_site(g.prog, in));
  if (g.check_races) {
    if (auto race = g.lds.touch(addr, size, {w.index, in.site, write, atomic})) {
      const std::string& s1 = g.prog.sites[race->first.site];
      const std::string& s2 = g.prog.sites[race->second.site];
      g.report_once(key(FindingKind::Race, race->first.site, uint64_t(race->second.site) << 1 | 1), FindingKind::Race,
                    "LDS race in @" + g.prog.kernel_name + " at LDS byte " + std::to_string(race->address) +
                        ": wave " + std::to_string(race->first.wave) + (race->first.write ? " wrote" : " read") +
                        " in `" + s1 + "`, wave " + std::to_string(race->second.wave) +
                        (race->second.write ? " writes" : " reads") + " in `" + s2 + "` with no barrier between");
    }
  }
  uint8_t* lds = g.lds.data() + addr;
  if (write) std::memcpy(lds, bytes, size);
  else std::memcpy(bytes, lds, size);
  return true;
}

bool exec_memory(GroupContext& g, WaveState& w, const Inst& in) {
  const unsigned W = w.W;
  const uint32_t size = in.bits;
  bool ok = true;
  switch (in.op) {
    case Op::LdsLoad:
    case Op::GlobalLoad: {
      const uint64_t* addr = w.unit(in.src[0]);
      for_lanes(w.exec, W, [&](unsigned l) {
        for (uint64_t e = 0; e < in.imm && ok; ++e) {
          uint64_t a = addr[l] + e * size;
          uint8_t buf[8] = {0};
          if (in.op == Op::LdsLoad) {
            ok = lds_access(g, w, in, a & 0xFFFFFFFFu, size, buf, false, false);
            w.unit(in.dst + uint32_t(e))[l] = load_bytes(buf, size);
          } else if (uint8_t* p = global_bytes(g, in, a, size, false, "global load")) {
            w.unit(in.dst + uint32_t(e))[l] = load_bytes(p, size);
          } else {
            ok = false;
          }
        }
      });
      return ok;
    }
    case Op::LdsStore:
    case Op::GlobalStore: {
      const uint64_t* addr = w.unit(in.src[1]);
      for_lanes(w.exec, W, [&](unsigned l) {
        for (uint64_t e = 0; e < in.imm && ok; ++e) {
          uint64_t a = addr[l] + e * size;
          uint64_t v = w.unit(in.src[0] + uint32_t(e))[l];
          if (in.op == Op::LdsStore) {
            ok = lds_access(g, w, in, a & 0xFFFFFFFFu, size, reinterpret_cast<uint8_t*>(&v), true, false);
          } else if (uint8_t* p = global_bytes(g, in, a, size, true, "global store")) {
            std::memcpy(p, &v, size);
          } else {
            ok = false;
          }
        }
      });
      return ok;
    }
    case Op::LdsAtomic:
    case Op::GlobalAtomic: {
      const uint64_t* addr = w.unit(in.src[0]);
      const uint64_t* val = w.unit(in.src[1]);
      uint64_t* dst = w.unit(in.dst);
      for_lanes(w.exec, W, [&](unsigned l) {
        if (!ok) return;
        uint64_t old = 0;
        if (in.op == Op::LdsAtomic) {
          uint64_t a = addr[l] & 0xFFFFFFFFu;
          ok = lds_access(g, w, in, a, 4, reinterpret_cast<uint8_t*>(&old), false, true);
          uint64_t nv = atomic_apply(AtomicKind(in.pred), old, val[l]);
          if (ok) ok = lds_access(g, w, in, a, 4, reinterpret_cast<uint8_t*>(&nv), true, true);
        } else if (uint8_t* p = global_bytes(g, in, addr[l], 4, false, "global atomic")) {
          old = load_bytes(p, 4);
          uint64_t nv = atomic_apply(AtomicKind(in.pred), old, val[l]);
          std::memcpy(p, &nv, 4);
        } else {
          ok = false;
        }
        dst[l] = old;
      });
      return ok;
    }
    case Op::MakeRsrc: {
      // make.buffer.rsrc(base, i16 stride, num_records (i32, or i64 from LLVM 22), i32 flags)
      const uint64_t* base = w.unit(in.src[0]);
      const uint64_t* stride = w.unit(in.src[1]);
      const uint64_t* records = w.unit(in.src[2]);
      const uint64_t* flags = w.unit(in.src[3]);
      for_lanes(w.exec, W, [&](unsigned l) {
        w.unit(in.dst)[l] = base[l] & 0xFFFFFFFFu;
        w.unit(in.dst + 1)[l] = ((base[l] >> 32) & 0xFFFFu) | ((stride[l] & 0x3FFFu) << 16);
        w.unit(in.dst + 2)[l] = records[l] > 0xFFFFFFFFu ? 0xFFFFFFFFu : records[l];
        w.unit(in.dst + 3)[l] = flags[l] & 0xFFFFFFFFu;
      });
      return true;
    }
    case Op::BufLoad:
    case Op::BufStore:
    case Op::BufAtomicFAdd: {
      const bool load = in.op == Op::BufLoad, store = in.op == Op::BufStore;
      const uint32_t rs = load ? in.src[0] : in.src[1];
      const uint64_t* voff = w.unit(load ? in.src[1] : in.src[2]);
      const uint64_t* soff = w.unit(load ? in.src[2] : in.src[3]);
      const uint64_t count = in.op == Op::BufAtomicFAdd ? 1 : (in.imm & 0xFFFFFFFFu);
      for_lanes(w.exec, W, [&](unsigned l) {
        if (!ok) return;
        BufferView v = rsrc_of(w, rs, l);
        for (uint64_t e = 0; e < count && ok; ++e) {
          uint64_t off = (voff[l] & 0xFFFFFFFFu) + (soff[l] & 0xFFFFFFFFu) + e * size;
          bool in_range = off + size <= v.num_records;
          if (!in_range) {
            if (load) w.unit(in.dst + uint32_t(e))[l] = 0;
            if (in.op == Op::BufAtomicFAdd) {
              w.unit(in.dst)[l] = 0;
              if (g.arch.oor_atomic_faults) {
                g.report_once(key(FindingKind::Fault, in.site), FindingKind::Fault,
                              "out-of-range buffer atomic (offset " + std::to_string(off) + ", num_records " +
                                  std::to_string(v.num_records) + ") faults on " + g.arch.name + " in " +
                                  describe_site(g.prog, in));
                ok = false;
              }
            }
            continue;
          }
          uint8_t* p = global_bytes(g, in, v.base + off, size, store, load ? "buffer load" : "buffer write");
          if (!p) {
            ok = false;
            return;
          }
          if (load) {
            w.unit(in.dst + uint32_t(e))[l] = load_bytes(p, size);
          } else if (store) {
            uint64_t val = w.unit(in.src[0] + uint32_t(e))[l];
            std::memcpy(p, &val, size);
          } else {
            uint64_t old = load_bytes(p, 4);
            uint64_t nv = atomic_apply(AtomicKind::FAdd, old, w.unit(in.src[0])[l]);
            std::memcpy(p, &nv, 4);
            w.unit(in.dst)[l] = old;
          }
        }
      });
      return ok;
    }
    default:
      g.report.add(FindingKind::Fault, std::string("emulator has no handler for ") + op_name(in.op));
      return false;
  }
}

}  // namespace irgate::emu
