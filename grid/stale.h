// grid/stale.h — `irgate grid check`: is the cache still what the current engine builds?
// Every cached kernel's spec is emitted again (reference engine, llvm22); a kernel whose LLVM
// text hashes differently, that the engine now refuses, whose spec no longer makes a request,
// or whose code object is missing or not the bytes its name says, is named with the reason.
//
// Used by `irgate grid check` and, kernel by kernel, by `irgate grid verify` (a stale kernel is
// not verified: the emulator would run text the cached object was not built from).
//
//   auto why = grid::stale_reason(dir, name, entry, domain);   // "" when current
//   if (!why.empty()) std::cout << "STALE " << name << ": " << why << "\n";
#pragma once

#include <filesystem>
#include <string>

#include "grid/cache_index.h"
#include "irgate/arch_domain_view.h"

namespace irgate::grid {

// "" when the engine still prints the text the index hashed (and, for a cached kernel, its
// object file holds the bytes of its name).
std::string stale_reason(const std::filesystem::path& dir, const std::string& name, const CacheEntry& entry,
                         const irg_arch_domain_t* domain);

}  // namespace irgate::grid
