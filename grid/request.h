// grid/request.h — one grid kernel's spec (family name, arch, ABI fields as configs write them)
// made into an llvm22 request, the way parity configs become requests (registry/spec_fields.h).
//
// Used by grid enumeration, the stale check and verify, which rebuild requests from index.json.
//
//   auto req = grid::grid_request("direct_wgrad_reduce", "gfx1250", spec, domain);
//   if (!req) return req.error();                     // unknown family or field: exit 2
//   grid::Emission e = grid::emit_reference(*req);   // e.kernel_name(): the engine's name
#pragma once

#include <string>

#include "irgate/abi.h"
#include "irgate/arch_domain_view.h"
#include "irgate/engine_api.h"
#include "registry/engine.h"
#include "registry/spec_fields.h"
#include "support/result.h"

namespace irgate::grid {

// The cache is built with one flavor: llvm22, the only toolchain that knows every grid arch.
inline constexpr int kGridFlavor = IRG_FLAVOR_LLVM22;

Result<irg_request_t> grid_request(const std::string& family, const std::string& arch, const registry::SpecValues& spec,
                                   const irg_arch_domain_t* domain);

// The reference engine's LLVM text of one grid kernel (kernel_name() is the engine's name for it).
using registry::Emission;
Emission emit_reference(const irg_request_t& request);

// `<engine kernel name>.<arch>.<dtype>`: the name a grid kernel has in the cache.
std::string grid_kernel_name(const std::string& kernel, const std::string& arch, const std::string& dtype);

}  // namespace irgate::grid
