// machine/arch.h — the facts the emulator needs about one wired arch, read from arches.def.
//
// Used by launch.cpp (wave size, LDS limit, fault rules) and the runtime. Target-ID suffixes
// are dropped before lookup ("gfx942:sramecc+:xnack-" -> gfx942).
//
//   Result<ArchInfo> a = irgate::emu::arch_info("gfx1250");
//   a->wave_size;            // 32
//   a->oor_atomic_faults;    // true: an out-of-range buffer atomic is a fault on gfx1250
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "support/result.h"

namespace irgate::emu {

enum class ArchFamily { Gfx9, Gfx11, Gfx12, Gfx1250 };

struct ArchInfo {
  std::string name;
  ArchFamily family = ArchFamily::Gfx9;
  unsigned wave_size = 64;
  uint64_t lds_bytes = 65536;
  uint32_t rsrc_dword3 = 0;
  bool gfx12_cache_policy = false;
  // docs/ir-format.md §Semantics: a buffer atomic at an out-of-range offset faults on gfx1250 (loads read 0,
  // stores drop everywhere; atomics drop on the other arches).
  bool oor_atomic_faults = false;
};

Result<ArchInfo> arch_info(std::string_view target_id);

}  // namespace irgate::emu
