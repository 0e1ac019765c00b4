// arch_domain/coverage.h — is every key either engine can need measured, on every wired arch,
// with today's declare text, in a table? The coverage lane of `irgate check`.
//
// Problems: a missing key, a missing or unknown arch, a stale key (in the table, not in
// intrinsics.def), a row measured with another declare text than today's, arches not in
// arches.def order, an unmeasured or probe_error cell, and first_flavor (arches.def) that
// disagrees with the measured target_unsupported cells.
//
//   auto t = arch_domain::load_table(arch_domain::table_path(root, IRG_FLAVOR_LLVM22));
//   for (auto& p : arch_domain::coverage_problems(*t, IRG_FLAVOR_LLVM22)) std::cout << p << "\n";
#pragma once

#include <string>
#include <vector>

#include "arch_domain/table.h"

namespace irgate::arch_domain {

std::vector<std::string> coverage_problems(const Table& table, int flavor);

}  // namespace irgate::arch_domain
