// emulator/exec_memory.cpp — LDS, global (addrspace 1) and buffer-resource accesses, with the
// checks a plain interpreter lacks: LDS races, uninitialised reads, out-of-range faults.
//
// Buffer rule (raw buffers, stride 0): byte address = base + voffset + soffset; an element is
// in range iff voffset + soffset + offset_in_access + size <= num_records. Out of range: loads
// read 0, stores are dropped, atomics drop (return 0) except on gfx1250 where they fault
// (docs/ir-format.md §Semantics). In range but outside every allocation is an emulator fault: the resource
// claimed more bytes than its buffer has.
//
// A buffer resource that is uniform across the wave (WaveState::uniform: the usual case, it is
// built from kernel arguments) is decoded, and its allocation found, once per instruction rather
// than once per lane; each lane's bytes are then checked against that allocation directly.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "machine/float_bits.h"
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

// Fixed-size copies (1, 2, 4, 8 bytes: every access size the translator emits) compile to one
// move each instead of a call to memcpy.
uint64_t load_bytes(const uint8_t* p, uint32_t size) {
  switch (size) {
    case 1: return p[0];
    case 2: { uint16_t v; std::memcpy(&v, p, 2); return v; }
    case 4: { uint32_t v; std::memcpy(&v, p, 4); return v; }
    default: { uint64_t v = 0; std::memcpy(&v, p, size < 8 ? size : 8); return v; }
  }
}

void store_bytes(uint8_t* p, uint64_t v, uint32_t size) {
  switch (size) {
    case 1: p[0] = uint8_t(v); return;
    case 2: { const uint16_t x = uint16_t(v); std::memcpy(p, &x, 2); return; }
    case 4: { const uint32_t x = uint32_t(v); std::memcpy(p, &x, 4); return; }
    default: std::memcpy(p, &v, size < 8 ? size : 8); return;
  }
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

// The bytes [off, off + size) of allocation `a` for one lane's access, after the uninitialised
// check of a read (reported once per site) and with a write marked as initialising them.
uint8_t* checked_bytes(GroupContext& g, const Inst& in, Allocation& a, uint64_t off, uint32_t size, bool write) {
  if (write) {
    a.mark_initialised(off, size);
  } else if (g.check_uninitialised && !a.initialised(off, size)) {
    g.report_once(key(FindingKind::Uninitialized, in.site), FindingKind::Uninitialized,
                  "read of never-written bytes of " + a.name + " at offset " +
                      std::to_string(off + a.first_uninitialised(off, size)) + " in " + describe_site(g.prog, in));
  }
  return a.bytes.data() + off;
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
  return checked_bytes(g, in, *a, addr - a->base, size, write);
}

BufferView rsrc_of(const WaveState& w, uint32_t unit, unsigned lane) {
  uint32_t d[4];
  for (int k = 0; k < 4; ++k) d[k] = uint32_t(w.unit(unit + uint32_t(k))[lane]);
  return decode_rsrc(d);
}

bool uniform_units(const WaveState& w, uint32_t first, uint32_t n) {
  for (uint32_t u = first; u < first + n; ++u)
    if (!w.is_uniform(u)) return false;
  return true;
}

// One decoded buffer resource and the allocation its base lies in (nullptr: none).
struct Resource {
  BufferView view{};
  Allocation* alloc = nullptr;
  void decode(GroupContext& g, const WaveState& w, uint32_t unit, unsigned lane) {
    view = rsrc_of(w, unit, lane);
    alloc = g.mem.find(view.base, 0);
  }
  // The bytes of an in-range access at byte offset `off`: straight from the allocation when the
  // access lies in it, else through the general lookup (which reports the fault).
  uint8_t* bytes(GroupContext& g, const Inst& in, uint64_t off, uint32_t size, bool write, const char* what) {
    if (alloc) {
      const uint64_t at = view.base - alloc->base + off, n = alloc->bytes.size();
      if (at <= n && size <= n - at) return checked_bytes(g, in, *alloc, at, size, write);
    }
    return global_bytes(g, in, view.base + off, size, write, what);
  }
};

bool buffer_access(GroupContext& g, WaveState& w, const Inst& in) {
  const bool load = in.op == Op::BufLoad, store = in.op == Op::BufStore;
  const uint32_t size = in.bits;
  const uint32_t rs = load ? in.src[0] : in.src[1];
  const uint64_t* voff = w.unit(load ? in.src[1] : in.src[2]);
  const uint64_t* soff = w.unit(load ? in.src[2] : in.src[3]);
  const uint64_t count = in.op == Op::BufAtomicFAdd ? 1 : (in.imm & 0xFFFFFFFFu);
  const char* what = load ? "buffer load" : "buffer write";
  const bool one_resource = uniform_units(w, rs, 4);
  Resource r;
  if (one_resource) r.decode(g, w, rs, unsigned(__builtin_ctzll(w.exec)));
  if (load && one_resource && r.alloc && (r.alloc->fully_initialised() || !g.check_uninitialised)) {
    // The common load: one resource inside one allocation whose bytes are all defined. A lane
    // in range of the resource reads the allocation directly (or, past its end, takes the
    // general path below, which reports the fault); out of range reads 0.
    const uint64_t start = r.view.base - r.alloc->base;
    const uint64_t avail = start <= r.alloc->bytes.size() ? r.alloc->bytes.size() - start : 0;
    const uint8_t* base = r.alloc->bytes.data() + start;
    const uint64_t records = r.view.num_records;
    bool fast = true;
    for (uint64_t e = 0; e < count; ++e) {
      uint64_t* d = w.unit(in.dst + uint32_t(e));
      for_lanes(w.exec, w.W, [&](unsigned l) {
        const uint64_t off = (voff[l] & 0xFFFFFFFFu) + (soff[l] & 0xFFFFFFFFu) + e * size;
        if (off + size > records) d[l] = 0;
        else if (off + size <= avail) d[l] = load_bytes(base + off, size);
        else fast = false;
      });
    }
    if (fast) return true;
  }
  bool ok = true;
  for_lanes(w.exec, w.W, [&](unsigned l) {
    if (!ok) return;
    if (!one_resource) r.decode(g, w, rs, l);
    for (uint64_t e = 0; e < count && ok; ++e) {
      const uint64_t off = (voff[l] & 0xFFFFFFFFu) + (soff[l] & 0xFFFFFFFFu) + e * size;
      if (off + size > r.view.num_records) {
        if (load) w.unit(in.dst + uint32_t(e))[l] = 0;
        if (in.op == Op::BufAtomicFAdd) {
          w.unit(in.dst)[l] = 0;
          if (g.arch.oor_atomic_faults) {
            g.report_once(key(FindingKind::Fault, in.site), FindingKind::Fault,
                          "out-of-range buffer atomic (offset " + std::to_string(off) + ", num_records " +
                              std::to_string(r.view.num_records) + ") faults on " + g.arch.name + " in " +
                              describe_site(g.prog, in));
            ok = false;
          }
        }
        continue;
      }
      uint8_t* p = r.bytes(g, in, off, size, store, what);
      if (!p) {
        ok = false;
        return;
      }
      if (load) {
        w.unit(in.dst + uint32_t(e))[l] = load_bytes(p, size);
      } else if (store) {
        store_bytes(p, w.unit(in.src[0] + uint32_t(e))[l], size);
      } else {
        const uint64_t old = load_bytes(p, 4);
        store_bytes(p, atomic_apply(AtomicKind::FAdd, old, w.unit(in.src[0])[l]), 4);
        w.unit(in.dst)[l] = old;
      }
    }
  });
  return ok;
}

// An LDS load or store of `imm` elements of `bits` bytes: one access of the whole vector per
// lane (its elements are contiguous), so the checks run once per lane, not once per element;
// element by element only where the 32-bit LDS address of a later element would wrap.
bool lds_vector_access(GroupContext& g, WaveState& w, const Inst& in) {
  const bool write = in.op == Op::LdsStore;
  const uint32_t size = in.bits;
  const uint64_t* addr = w.unit(write ? in.src[1] : in.src[0]);
  const uint32_t value = write ? in.src[0] : in.dst;
  constexpr uint64_t kMaxBytes = 256;
  if (in.imm * size <= kMaxBytes && lds_lanes_checked(g, w, in, addr, uint32_t(in.imm * size), write)) {
    uint8_t* lds = g.lds.data();
    for (uint64_t e = 0; e < in.imm; ++e) {
      uint64_t* v = w.unit(value + uint32_t(e));
      for_lanes(w.exec, w.W, [&](unsigned l) {
        uint8_t* at = lds + (addr[l] & 0xFFFFFFFFu) + e * size;
        if (write) store_bytes(at, v[l], size);
        else v[l] = load_bytes(at, size);
      });
    }
    return true;
  }
  bool ok = true;
  for_lanes(w.exec, w.W, [&](unsigned l) {
    if (!ok) return;
    const uint64_t first = addr[l] & 0xFFFFFFFFu, span = in.imm * size;
    if (span <= kMaxBytes && first + span <= (uint64_t(1) << 32)) {
      uint8_t buf[kMaxBytes];
      if (write)
        for (uint64_t e = 0; e < in.imm; ++e) store_bytes(buf + e * size, w.unit(value + uint32_t(e))[l], size);
      ok = lds_access(g, w, in, first, uint32_t(span), buf, write, false, size);
      if (ok && !write)
        for (uint64_t e = 0; e < in.imm; ++e) w.unit(value + uint32_t(e))[l] = load_bytes(buf + e * size, size);
      return;
    }
    for (uint64_t e = 0; e < in.imm && ok; ++e) {
      uint8_t buf[8] = {0};
      if (write) store_bytes(buf, w.unit(value + uint32_t(e))[l], size);
      ok = lds_access(g, w, in, (addr[l] + e * size) & 0xFFFFFFFFu, size, buf, write, false, size);
      if (!write) w.unit(value + uint32_t(e))[l] = load_bytes(buf, size);
    }
  });
  return ok;
}

}  // namespace

namespace {

void report_race(GroupContext& g, const LdsRace& race) {
  const std::string s1 = site_text(g.prog, race.first.site);
  const std::string s2 = site_text(g.prog, race.second.site);
  g.report_once(key(FindingKind::Race, race.first.site, uint64_t(race.second.site) << 1 | 1), FindingKind::Race,
                "LDS race in @" + g.prog.kernel_name + " at LDS byte " + std::to_string(race.address) + ": wave " +
                    std::to_string(race.first.wave) + (race.first.write ? " wrote" : " read") + " in `" + s1 +
                    "`, wave " + std::to_string(race.second.wave) + (race.second.write ? " writes" : " reads") +
                    " in `" + s2 + "` with no barrier between");
}

}  // namespace

bool lds_lanes_checked(GroupContext& g, WaveState& w, const Inst& in, const uint64_t* addr, uint32_t size,
                       bool write) {
  const uint64_t limit = g.lds.size();
  bool clean = true;
  for_lanes(w.exec, w.W, [&](unsigned l) {
    const uint64_t first = addr[l] & 0xFFFFFFFFu;
    clean &= first + size <= limit && (write || !g.check_uninitialised || !g.lds.uninitialised(first, size));
  });
  if (!clean) return false;
  if (g.check_races) {
    std::vector<LdsRace>& races = g.lds_races;
    races.clear();
    g.lds.touch_lanes(addr, w.exec, size, {w.index, in.site, write, false}, races);
    for (const LdsRace& race : races) report_race(g, race);
  } else if (write) {
    for_lanes(w.exec, w.W, [&](unsigned l) { g.lds.mark_written(addr[l] & 0xFFFFFFFFu, size); });
  }
  return true;
}

bool lds_access(GroupContext& g, WaveState& w, const Inst& in, uint64_t addr, uint32_t size, uint8_t* bytes,
                bool write, bool atomic, uint32_t element) {
  if (addr + size > g.lds.size() || addr + size < addr) {
    g.report_once(key(FindingKind::Fault, in.site), FindingKind::Fault,
                  "LDS access of " + std::to_string(size) + " bytes at " + std::to_string(addr) +
                      " beyond the kernel's " + std::to_string(g.lds.size()) + " LDS bytes in " +
                      describe_site(g.prog, in));
    return false;
  }
  if (!write && g.check_uninitialised) {
    if (const uint32_t k = g.lds.first_uninitialised(addr, size); k < size) {
      const uint64_t at = element ? addr + k / element * element : addr;  // the element holding it
      g.report_once(key(FindingKind::Uninitialized, in.site), FindingKind::Uninitialized,
                    "read of never-written LDS bytes at " + std::to_string(at) + " in " + describe_site(g.prog, in));
    }
  }
  if (g.check_races) {
    if (auto race = g.lds.touch(addr, size, {w.index, in.site, write, atomic})) report_race(g, *race);
  } else if (write) {
    g.lds.mark_written(addr, size);  // the uninitialised check still needs to know
  }
  uint8_t* lds = g.lds.data() + addr;
  uint8_t* to = write ? lds : bytes;
  const uint8_t* from = write ? bytes : lds;
  switch (size) {  // the sizes kernels use, as fixed-size moves rather than calls to memcpy
    case 2: std::memcpy(to, from, 2); break;
    case 4: std::memcpy(to, from, 4); break;
    case 8: std::memcpy(to, from, 8); break;
    case 16: std::memcpy(to, from, 16); break;
    default: std::memcpy(to, from, size); break;
  }
  return true;
}

bool exec_memory(GroupContext& g, WaveState& w, const Inst& in) {
  const unsigned W = w.W;
  const uint32_t size = in.bits;
  bool ok = true;
  switch (in.op) {
    case Op::LdsLoad:
    case Op::LdsStore: return lds_vector_access(g, w, in);
    case Op::GlobalLoad: {
      const uint64_t* addr = w.unit(in.src[0]);
      for_lanes(w.exec, W, [&](unsigned l) {
        for (uint64_t e = 0; e < in.imm && ok; ++e) {
          if (uint8_t* p = global_bytes(g, in, addr[l] + e * size, size, false, "global load"))
            w.unit(in.dst + uint32_t(e))[l] = load_bytes(p, size);
          else
            ok = false;
        }
      });
      return ok;
    }
    case Op::GlobalStore: {
      const uint64_t* addr = w.unit(in.src[1]);
      for_lanes(w.exec, W, [&](unsigned l) {
        for (uint64_t e = 0; e < in.imm && ok; ++e) {
          if (uint8_t* p = global_bytes(g, in, addr[l] + e * size, size, true, "global store"))
            store_bytes(p, w.unit(in.src[0] + uint32_t(e))[l], size);
          else
            ok = false;
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
          store_bytes(p, atomic_apply(AtomicKind(in.pred), old, val[l]), 4);
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
    case Op::BufAtomicFAdd: return buffer_access(g, w, in);
    default:
      g.report.add(FindingKind::Fault, std::string("emulator has no handler for ") + op_name(in.op));
      return false;
  }
}

}  // namespace irgate::emu
