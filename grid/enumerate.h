// grid/enumerate.h — the grid's kernels: every table candidate (grid/tables.h) the selection
// picks, emitted by the reference engine under llvm22; a refused candidate is skipped and counted
// by refusal id, an admitted one becomes a kernel named `<engine kernel>.<arch>.<dtype>`.
//
// Used by `irgate grid list / compile` and the grid table tests.
//
//   auto e = grid::enumerate_grid(selection, domain);   // domain: the llvm22 arch-domain view
//   if (!e) return e.error();                             // duplicate name or engine error: exit 1
//   for (auto& k : e->kernels) std::cout << k.name << "\n";
#pragma once

#include <map>
#include <string>
#include <vector>

#include "grid/select.h"
#include "irgate/abi.h"
#include "irgate/arch_domain_view.h"
#include "registry/spec_fields.h"
#include "support/result.h"

namespace irgate::grid {

struct GridKernel {
  std::string name, family, arch, dtype;
  registry::SpecValues spec;
  std::string stamp;         // the engine's spec stamp
  std::string llvm_sha256;   // of the LLVM text the engine prints today
  irg_request_t request{};   // its domain points into the caller's llvm22 view: keep it alive
};

struct Enumeration {
  std::vector<GridKernel> kernels;         // sorted by name, the shard applied
  std::map<std::string, size_t> refused;   // refusal id -> candidates the validator refused
  size_t candidates = 0;                   // table entries the selection picked
};

Result<Enumeration> enumerate_grid(const Selection& selection, const irg_arch_domain_t* domain);

}  // namespace irgate::grid
