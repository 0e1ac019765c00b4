// grid/request.cpp — see request.h.
#include "grid/request.h"

#include <cstdlib>

#include "irgate/engine_api.h"
#include "parity/corpus.h"
#include "parity/spec_fields.h"

namespace irgate::grid {

Result<irg_request_t> grid_request(const std::string& family, const std::string& arch, const nlohmann::json& spec,
                                   const irg_arch_domain_t* domain) {
  const int fam = parity::family_by_name(family);
  if (fam == 0) return Error{"unknown family '" + family + "'"};
  if (!spec.is_object()) return Error{"spec of a " + family + " kernel is not a JSON object"};
  irg_request_t r = irg_request_default(fam, kGridFlavor, arch.c_str());
  for (auto& [name, value] : spec.items())
    if (auto s = parity::apply_spec_field(r, name, value); !s)
      return Error{family + " spec field '" + name + "': " + s.error().message};
  r.domain = domain;
  return r;
}

Emission emit_reference(const irg_request_t& request) {
  Emission e;
  irg_text_t out{};
  irg_refusal_t why{};
  e.status = irg_reference_engine()->emit_ll(&request, &out, &why);
  if (e.status != IRG_STATUS_OK) {
    e.refusal_id = why.id;
    e.refusal_text = why.text;
    return e;
  }
  e.text.assign(out.data, out.size);
  if (out.spec_stamp) e.stamp = out.spec_stamp;
  std::free(out.data);
  std::free(out.spec_stamp);
  // The kernel's name is the symbol of its one `define` (docs/llvm-text.md).
  static constexpr std::string_view kDefine = "define amdgpu_kernel void @";
  if (size_t at = e.text.find(kDefine); at != std::string::npos) {
    size_t b = at + kDefine.size();
    e.kernel = e.text.substr(b, e.text.find('(', b) - b);
  }
  return e;
}

std::string grid_kernel_name(const std::string& kernel, const std::string& arch, const std::string& dtype) {
  return kernel + "." + arch + "." + dtype;
}

}  // namespace irgate::grid
