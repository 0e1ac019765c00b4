// engine/target.h — arch and flavor facts for the reference engine, read from arches.def and
// flavors.def, which arches each family admits (families.def), and target-ID normalisation
// ("gfx942:sramecc+:xnack-" -> gfx942).
//
//   const ArchInfo* a = find_arch("gfx1250");      // nullptr if not wired
//   if (!a) refuse(arch_unknown, ...);
//
// Whether a flavor's LLVM knows the arch is not an engine fact: the lowerer asks the request's
// arch-domain table (target_unsupported cells) when it needs its first intrinsic.
#pragma once

#include <cstdint>
#include <string_view>

#include "irgate/abi.h"

namespace irgate::engine {

struct ArchInfo {
  irg_arch_id id;
  std::string_view name;
  irg_arch_family family;
  int wave_size;
  int lds_bytes;
  uint32_t rsrc_dword3;
  bool gfx12_cache_policy;
  int max_vgprs;
  int max_vgprs_large_block;
  int64_t grid_yz_groups;  // workgroups a launch may have along grid y, and along z (arches.def)
};

struct FlavorInfo {
  std::string_view name;
  int major;
};

std::string_view base_arch_name(std::string_view target_id);
const ArchInfo* find_arch(std::string_view target_id);
const FlavorInfo& flavor_info(int flavor);  // flavor must be in range
bool flavor_in_range(int flavor);
// Whether `family`'s validator admits `arch`: the "arches" column of its families.def row, a
// comma-separated list of wired arch names ("" admits every wired arch). Each family's arch rule
// asks this, so the row is the one place that says where a family runs.
bool family_admits_arch(int family, const ArchInfo& arch);

// The gfx12 th/scope cache policy of a device-scope cascading atomic: TH_ATOMIC_CASCADE (4)
// | SCOPE_DEV (2 << 3). Only meaningful where gfx12_cache_policy is set.
inline constexpr int64_t kCpolAtomicCascadeDev = 4 | (2 << 3);

}  // namespace irgate::engine
