// arch_domain/check.h — drift between a committed table and a fresh measurement.
//
// Used by `irgate arch check` (exit 1 on drift) and its tests. Everything is compared except
// toolchain.llvm_version (the build banner may differ between machines with the same LLVM):
// flavor, arches, generator, declares, and every cell's status and evidence.
//
//   std::vector<std::string> d = drift(committed, fresh);
//   for (auto& line : d) std::cout << line << "\n";   // "raw.buffer.load.f32/gfx1100: ok → arch_absent"
#pragma once

#include <string>
#include <vector>

#include "arch_domain/table.h"

namespace irgate::arch_domain {

// One line per difference, in key then arch order; empty when the tables agree.
std::vector<std::string> drift(const Table& committed, const Table& fresh);

}  // namespace irgate::arch_domain
