// grid/request.cpp — see request.h.
#include "grid/request.h"

#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "registry/families.h"
#include "registry/spec_fields.h"

namespace irgate::grid {

Result<irg_request_t> grid_request(const std::string& family, const std::string& arch,
                                   const registry::SpecValues& spec, const irg_arch_domain_t* domain) {
  const int fam = registry::family_id(family);
  if (fam == 0) return Error{"unknown family '" + family + "'"};
  irg_request_t r = irg_request_default(fam, kGridFlavor, arch.c_str());
  for (const auto& [name, value] : spec)
    if (auto s = registry::set_spec_field(r, name, value); !s)
      return Error{family + " spec field '" + name + "': " + s.error().message};
  r.domain = domain;
  return r;
}

Emission emit_reference(const irg_request_t& request) { return registry::Engine(irg_reference_engine()).emit_ll(request); }

std::string grid_kernel_name(const std::string& kernel, const std::string& arch, const std::string& dtype) {
  return kernel + "." + arch + "." + dtype;
}

}  // namespace irgate::grid
