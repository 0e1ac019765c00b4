// grid/request.h — one grid kernel's spec (family name, arch, ABI fields as JSON) made into an
// llvm22 request, the way parity configs become requests (parity/spec_fields.h).
//
// Used by grid enumeration, the stale check and verify, which rebuild requests from index.json.
//
//   auto req = grid::grid_request("direct_wgrad_reduce", "gfx1250", spec, domain);
//   if (!req) return req.error();                     // unknown family or field: exit 2
//   irg_reference_engine()->emit_ll(&*req, &text, &why);
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "irgate/abi.h"
#include "irgate/arch_domain_view.h"
#include "irgate/engine_api.h"
#include "support/result.h"

namespace irgate::grid {

// The cache is built with one flavor: llvm22, the only toolchain that knows every grid arch.
inline constexpr int kGridFlavor = IRG_FLAVOR_LLVM22;

Result<irg_request_t> grid_request(const std::string& family, const std::string& arch, const nlohmann::json& spec,
                                   const irg_arch_domain_t* domain);

// What one emission answered: the LLVM text and its kernel's name, or the refusal.
struct Emission {
  int status = 0;              // irg_status
  std::string text;            // LLVM IR (status OK)
  std::string kernel;          // the engine's kernel name, from the text's `define` line
  std::string stamp;           // the spec stamp
  std::string refusal_id, refusal_text;
};
Emission emit_reference(const irg_request_t& request);

// `<engine kernel name>.<arch>.<dtype>`: the name a grid kernel has in the cache.
std::string grid_kernel_name(const std::string& kernel, const std::string& arch, const std::string& dtype);

}  // namespace irgate::grid
